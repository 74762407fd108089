"""The component data file: the designed default keeps the rulebook's counts and fixtures; bad files are refused
with errors that name the field (コンポーネント, 都市カード, 付録)."""

from __future__ import annotations

import copy
import json

import pytest

import tablekit
from tablekit.games.minikin_city.components import DEFAULT_FILE, load, validate

RAW = json.loads(DEFAULT_FILE.read_text(encoding="utf-8"))


def bad(mutate) -> str:
    raw = copy.deepcopy(RAW)
    mutate(raw)
    with pytest.raises(ValueError) as err:
        validate(raw)
    return str(err.value)


def test_the_default_set_keeps_every_count_of_the_box() -> None:
    c = load(None)
    assert len(c.cards) == 61
    colourless = [card for card in c.cards if card.colour is None]
    assert [(card.id, card.value, card.symbols, card.capacity, card.now, card.score) for card in colourless] == [
        ("21", 21, (), 0, None, None)]
    for colour in ("red", "green", "blue"):
        assert sorted(card.value for card in c.cards if card.colour == colour) == list(range(1, 21))
    for players in (2, 3, 4, 5):
        assert len(c.reward_cards(players)) == 9
        assert all(len(r.ranks(players)) == players for r in c.reward_cards(players))
        assert len(c.end_ranks(players)) == players
    assert len(c.bonus_tokens) == 10


def test_the_designed_set_follows_the_reference_frame() -> None:
    c = load(None)
    for colour in ("red", "green", "blue"):
        cards = [card for card in c.cards if card.colour == colour]
        assert sorted(card.capacity for card in cards) == [0] * 3 + [1] * 3 + [2] * 5 + [3] * 4 + [4] * 3 + [5] * 2
        assert sorted(len(card.symbols) for card in cards) == [0] * 2 + [1] * 13 + [2] * 5
        assert [r.colour for r in c.reward_cards(4)].count(colour) == 3
    assert all((card.capacity > 0) == (card.score is not None) for card in c.cards)
    assert 12 <= sum(card.now is not None for card in c.cards) <= 16


def test_the_cards_the_rulebook_names_are_fixtures() -> None:
    c = load(None)
    g1, r7, g9, b15, r4, g16 = (c.card(i) for i in ("G1", "R7", "G9", "B15", "R4", "G16"))
    assert g1.score.need == (("book", 5),) and g1.score.gain.vp == 10
    assert r7.score.need == (("colour_set", 2),) and r7.score.gain.vp == 5
    assert g9.capacity > 2  # Jade's Green 9 holds 2 minikins in the example and is not full
    assert b15.score.gain.medals == 1 and r4.score.gain.medals == 2
    assert g16.capacity == 3
    assert c.card("B19").capacity >= 3 and c.card("R3").capacity >= 1
    effects = [card.score for card in c.cards if card.score] + [card.now for card in c.cards if card.now]
    assert any(e.need == (("heart", 2), ("bag", 5)) and e.gain.vp == 7 for e in effects)
    assert any(e.per == "now" and e.gain.minikins == 1 for e in (card.now for card in c.cards if card.now))
    assert any(e.per == "blue" and e.gain.minikins == 1 for e in (card.now for card in c.cards if card.now))
    assert any(e.per == "minikins3" and e.gain.vp == 1 for e in effects)


@pytest.mark.parametrize("mutate, field", [
    (lambda r: r.pop("cards"), "file.cards is missing"),
    (lambda r: r.update(cards=r["cards"][:60]), "cards should be a list of 61"),
    (lambda r: r["cards"][0].update(value="x"), "cards[0].value should be an int from 1 to 21"),
    (lambda r: r["cards"][0].update(colour="purple"), "cards[0].colour"),
    (lambda r: r["cards"][0].update(symbols=["star"]), "cards[0].symbols"),
    (lambda r: r["cards"][0].update(capacity=0), "cards[0].capacity should be above 0 exactly when"),
    (lambda r: r["cards"][0].update(capacity=9), "cards[0].capacity should be an int from 0 to 5"),
    (lambda r: r["cards"][0].update(score={"per": "dragons", "gain": {"vp": 1}}), "cards[0].score.per"),
    (lambda r: r["cards"][0].update(score={"gain": {"minikins": 1}}), "cards[0].score.gain key"),
    (lambda r: r["cards"][1].update(now={"gain": {"vp": -1}}), "cards[1].now.gain.vp"),
    (lambda r: r["cards"][5].update(score={"if": [], "gain": {"vp": 1}}), "cards[5].score.if"),
    (lambda r: r["cards"][1].update(value=3), "each once"),
    (lambda r: r["cards"][0].pop("now"), "cards[0].now is missing"),
    (lambda r: r["rewards"]["4-5"].pop(), "rewards.4-5 should be a list of 9"),
    (lambda r: r["rewards"]["2-3"][0]["3"].pop(), "rewards.2-3[0].3 should be a list of 3 rank spaces"),
    (lambda r: r["rewards"]["2-3"][0].update(colour=None), "rewards.2-3[0].colour"),
    (lambda r: r["end_tiles"]["4-5"].pop("5"), "end_tiles.4-5.5 is missing"),
    (lambda r: r["bonus_tokens"].append(r["bonus_tokens"][0]), "bonus_tokens should be a list of 10"),
    (lambda r: r["bonus_tokens"][0].update(when="later"), "bonus_tokens[0].when"),
])
def test_a_bad_file_raises_a_value_error_naming_the_field(mutate, field) -> None:
    assert field in bad(mutate)


@pytest.mark.parametrize("raw", [None, 3, "x", [], {"cards": {}}, {"cards": [1] * 61, "rewards": 1,
                                                                  "end_tiles": 1, "bonus_tokens": 1}])
def test_any_json_value_gives_a_value_error(raw) -> None:
    with pytest.raises(ValueError, match="components:"):
        validate(raw)


def test_a_teacher_passes_their_own_file_or_dict(tmp_path) -> None:
    raw = copy.deepcopy(RAW)
    raw["cards"][0]["score"] = {"gain": {"vp": 9}}
    path = tmp_path / "box.json"
    path.write_text(json.dumps(raw))
    for value in (str(path), raw):
        g = tablekit.new_game("minikin_city", players=3, seed=1, components=value)
        assert g.state.c.card("R1").score.gain.vp == 9
        assert g.static_data()["cards"]["R1"]["score"] == {"gain": {"vp": 9}}
    with pytest.raises(ValueError, match="components: cards"):
        tablekit.new_game("minikin_city", players=3, components={**raw, "cards": []})
    with pytest.raises(ValueError, match="cannot read"):
        tablekit.new_game("minikin_city", players=3, components=str(tmp_path / "missing.json"))
