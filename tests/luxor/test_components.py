"""The component data file: the packaged PROPOSED set keeps every count of the rulebook; bad files name the field."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

import tablekit
from tablekit.games.luxor.components import DEFAULT_FILE, spiral, validate

RAW = json.loads(DEFAULT_FILE.read_text(encoding="utf-8"))


def changed(**fields) -> dict:
    raw = copy.deepcopy(RAW)
    raw.update(fields)
    return raw


def test_the_default_file_keeps_the_rulebooks_totals() -> None:
    c = validate(RAW)
    movement = [card for card in c.cards if not card.level]
    horus = [card for card in c.cards if card.level]
    assert (len(movement), len(horus), len(c.treasures)) == (31, 24, 30)
    assert sum(len(p) for p in c.piles.values()) == 14
    assert (len(c.osiris_tiles), len(c.horus_spaces), c.keys, len(c.scarabs)) == (6, 6, 20, 22)
    assert Counter(c.scarabs) == Counter({1: 4, 2: 8, 3: 6, 4: 4})  # the rulebook's scarab values
    assert len({card.id for card in c.cards}) == 55 and [card.id for card in c.cards] == list(range(55))


def test_the_default_file_has_the_proposed_varieties_and_mixes() -> None:
    c = validate(RAW)
    per_type = Counter((t.type, t.adventurers, t.vp) for t in c.treasures)
    assert all(per_type[(kind, 1, 2)] == 4 and per_type[(kind, 3, 6)] == 1 for kind in ("vase", "statue", "jewellery"))
    assert Counter(card.level for card in c.cards if card.level) == Counter({1: 8, 2: 8, 3: 8})
    assert len(c.treasure_spaces) == 28 and c.walls[0] == 0 and c.walls[c.chamber] == 10


@pytest.mark.parametrize("raw, message", [
    ([], "the file should be an object"),
    (changed(keys=19), "keys should be the int 20"),
    (changed(spaces="40"), "spaces should be an int from 12 to 200"),
    (changed(statues=[7, 16]), "statues should be a list of the 3 spaces"),
    (changed(walls=[0] * 10), "walls should be a list of 42 values"),
    (changed(osiris_tiles=[1, 2, 3]), "osiris_tiles should hold 6 in all"),
    (changed(osiris_spaces=[2, 9, 13, 21, 26, 4]), "osiris_spaces should be spaces without a Horus tile"),
    (changed(treasures=RAW["treasures"][:-1]), "treasures should hold 30 in all"),
    (changed(treasures=[{**RAW["treasures"][0], "vp": "x"}] + RAW["treasures"][1:]),
     r"treasures\[0\].vp should be an int from 0 to 20, not 'x'"),
    (changed(treasures=[{**RAW["treasures"][0], "type": "gold"}] + RAW["treasures"][1:]),
     r"treasures\[0\].type should be one of"),
    (changed(movement_cards=RAW["movement_cards"][1:]), "movement_cards should hold 31 in all"),
    (changed(horus_cards=[{"level": 4, "kind": "roll", "count": 24}]), r"horus_cards\[0\].level should be one of"),
    (changed(temple_piles={**RAW["temple_piles"], "lion": [{"kind": "scarab", "count": 3}]}),
     "temple tiles should hold 14 in all"),
    (changed(temple_icons={**RAW["temple_icons"], "lion": [8, 19, 28, 2]}),
     r"temple_icons.lion\[3\] should be a treasure space"),
    (changed(scarabs=[{"vp": 1, "count": 21}]), "scarabs should hold 22 in all"),
    ({k: v for k, v in RAW.items() if k != "horus_cards"}, "horus_cards is missing"),
])
def test_a_bad_file_raises_a_value_error_naming_the_field(raw, message) -> None:
    with pytest.raises(ValueError, match=message):
        validate(raw)


@pytest.mark.parametrize("junk", [None, 3, "x", [1], {"a": 1}, [[]], {"spaces": None}])
def test_any_json_value_gives_a_value_error_never_another_exception(junk) -> None:
    with pytest.raises(ValueError, match="components:"):
        validate(junk)


def test_a_teachers_file_is_passed_by_path_and_changes_the_board(tmp_path) -> None:
    raw = changed(osiris_spaces=[2, 9, 13, 21, 26, 33])
    path = tmp_path / "my_luxor.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    g = tablekit.new_game("luxor", players=2, seed=1, components=str(path))
    assert g.state.tiles[33].startswith("osiris") and g.static_data()["osiris_spaces"][-1] == 33
    with pytest.raises(ValueError, match="components: keys"):
        tablekit.new_game("luxor", players=2, components=changed(keys=3))


def test_the_spiral_layout_puts_forty_spaces_round_a_three_by_three_chamber() -> None:
    layout = spiral(40)
    cells = layout["cells"]
    assert len(cells) == len({tuple(c) for c in cells}) == 40
    assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in zip(cells, cells[1:]))
    assert layout["chamber"] == [2, 2, 3, 3]


@pytest.mark.parametrize("wrong", [1.0, True, 2.0])
def test_favour_and_horus_levels_are_ints_not_floats_or_bools(wrong) -> None:
    """1.0 == 1 and True == 1 in Python: a level compared only by value was accepted and broke play later."""
    favour = copy.deepcopy(RAW)
    entry = next(e for p in favour["temple_piles"].values() for e in p if e["kind"] == "favour")
    entry["levels"] = [wrong, 3] if wrong != 2.0 else [1, wrong]
    with pytest.raises(ValueError, match=r"\.levels"):
        validate(favour)
    horus = copy.deepcopy(RAW)
    horus["horus_cards"][0]["level"] = wrong
    with pytest.raises(ValueError, match=r"horus_cards\[0\]\.level"):
        validate(horus)
