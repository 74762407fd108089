"""The component data file: the designed default set and its validation (issue: components as data)."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

import tablekit
from tablekit.games.arigato.components import DEFAULT_FILE, ITEM_OF, TYPES, validate

RAW = json.loads(DEFAULT_FILE.read_text(encoding="utf-8"))


def changed(path: list, value) -> dict:
    raw = copy.deepcopy(RAW)
    target = raw
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return raw


def test_default_set_has_20_cards_of_each_of_the_5_types() -> None:
    data = validate(RAW)
    assert Counter(c.type for c in data.cards) == {t: 20 for t in TYPES}
    assert len({c.id for c in data.cards}) == 100


def test_default_set_follows_the_designed_frame_per_type() -> None:
    data = validate(RAW)
    for kind in TYPES:
        cards = [c for c in data.cards if c.type == kind]
        assert Counter(sum(c.cost) for c in cards) == {1: 6, 2: 7, 3: 5, 4: 2}
        assert Counter(len(c.slots) for c in cards) == {4: 8, 2: 8, 1: 4}
        whens = Counter(c.effect.when if c.effect else "none" for c in cards)
        assert whens == {"none": 8, "now": 6, "dusk": 4, "passive": 2}
        own = ITEM_OF[kind]
        assert all(dict(zip(("origami", "bonsai", "katana", "statue", "fireworks"), c.cost))[own] <= 1 for c in cards)


def test_goals_are_on_10_days_and_none_on_day_12() -> None:
    data = validate(RAW)
    assert len(data.goals) == 10 and 12 not in data.goals and 1 not in data.goals


@pytest.mark.parametrize("path, value, message", [
    (["cards"], [], "cards should hold 100 artisan cards, not 0"),
    (["cards", 0, "type"], "potter", r"cards\[0\].type should be one of"),
    (["cards", 3, "favour"], "x", r"cards\[3\].favour should be an int from 0 to 20, not 'x'"),
    (["cards", 5, "cost"], {"katana": 5, "bonsai": 3}, r"cards\[5\].cost should be payable"),
    (["cards", 5, "cost"], {"gold": 1}, r"cards\[5\].cost key should be one of"),
    (["cards", 7, "slots"], [0, 5], r"cards\[7\].slots should be a list of different village slots"),
    (["cards", 1, "effect"], {"when": "now", "do": "cheap_trade", "item": "bonsai"}, r"cards\[1\].effect.when"),
    (["cards", 1, "effect"], {"when": "now", "do": "fly", "n": 1}, r"cards\[1\].effect.do should be one of"),
    (["cards", 2, "id"], "O01", "ids should be unique; repeated: O01"),
    (["goals", 0, "day"], 12, r"goals\[0\].day should be an int from 1 to 11, not 12"),
    (["goals", 1, "day"], 2, "goals should be on 10 different days"),
    (["goals"], [], "goals should be a list of 10 goal tiles"),
    (["goals", 0, "kind"], "luck", r"goals\[0\].kind should be one of"),
])
def test_a_bad_file_raises_a_value_error_naming_the_field(path, value, message) -> None:
    with pytest.raises(ValueError, match=message):
        validate(changed(path, value))


def test_a_type_with_too_few_cards_is_refused() -> None:
    raw = changed(["cards", 0, "type"], "bonsai")
    with pytest.raises(ValueError, match="20 origami artisans, not 19"):
        validate(raw)


@pytest.mark.parametrize("value", [None, 3, "x", [], {"cards": None, "goals": None}, {"cards": [1] * 100,
                                                                                        "goals": []}])
def test_any_json_value_gives_a_value_error(value) -> None:
    with pytest.raises(ValueError, match="components"):
        validate(value)


def test_a_teacher_passes_their_own_file_or_dict_through_the_option(tmp_path) -> None:
    raw = changed(["cards", 0, "favour"], 9)
    path = tmp_path / "box.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    for value in (str(path), raw):
        g = tablekit.new_game("arigato", players=2, seed=1, components=value)
        assert g.state.cards[0].favour == 9
    with pytest.raises(ValueError, match="components"):
        tablekit.new_game("arigato", players=2, seed=1, components=changed(["cards", 0, "favour"], -1))


def test_static_data_holds_every_card_face_and_the_goals() -> None:
    g = tablekit.new_game("arigato", players=3, seed=4)
    data = g.state.static_data()
    assert len(data["cards"]) == 100 and data["cards"]["O01"]["slots"] == [1, 2]
    assert sorted(map(int, data["goals"])) == list(range(2, 12))
