"""The components data file: the designed default keeps every count, and bad files are refused by field."""

from __future__ import annotations

import copy
import json
import re

import pytest

import tablekit
from tablekit.games.mangrovia.components import DEFAULT_FILE, TERRAINS, load_default, validate

RAW = json.loads(DEFAULT_FILE.read_text(encoding="utf-8"))


def test_default_components_keep_every_count_of_the_box():
    c = load_default()
    assert c.land_cards == {t: 8 for t in TERRAINS} and sum(c.land_cards.values()) == 32
    assert c.valuable_cards == {2: 9, 3: 8, 4: 7, 5: 7, 6: 6, 7: 6} and sum(c.valuable_cards.values()) == 43
    assert c.start_cards[0] == (3, 4) and [sum(p) for p in c.start_cards] == [7, 8, 9, 10, 11]
    assert c.amulet_stack == {1: 5} and sum(c.amulet_bag.values()) == 35
    assert (c.huts, c.bowls) == ({2: 10, 3: 10, 4: 9, 5: 8}, {2: 2, 3: 2, 4: 1, 5: 1})
    assert c.pole_tiles == (2, 3, 4, 5, 6, 7, 8, 9)
    assert sorted(c.sites) == [(1, 12), (2, 11), (3, 10), (4, 9), (5, 8), (6, 7)]
    assert sum(s.level for s in c.spaces) == 10
    assert len(c.area_spaces("stone")) == 9 and len(c.area_spaces("pole")) == 8
    assert sorted(p.god for p in c.paths) == ["left"] * 4 + ["top"] * 4


def test_designed_map_follows_the_reference_sheet():
    c = load_default()
    assert len(c.spaces) == 49
    assert all(set(TERRAINS) == {c.space[s].terrain for s in p.spaces} for p in c.paths)
    assert all(2 <= s.cost <= 14 for s in c.spaces)
    amulet_paid = [s for s in c.spaces if s.pay == "amulets"]
    assert len(amulet_paid) == 6 and all(3 <= s.cost <= 8 and s.paths and s.area is None for s in amulet_paid)
    assert all(s.suns == 0 for s in c.spaces if s.area) and all(s.suns == s.cost // 4 for s in c.spaces if not s.area)
    assert [s.id for s in c.spaces if s.dummy == "grey"] == ["A1", "D4", "L1"]
    assert c.space["C4"].terrain == "reed" and c.space["C4"].cost == 7  # the rulebook's "3 and 4 make 7"


def broken(change) -> dict:
    raw = copy.deepcopy(RAW)
    change(raw)
    return raw


@pytest.mark.parametrize(("change", "field"), [
    (lambda r: r.update(spaces="x"), "spaces"),
    (lambda r: r["spaces"][3].update(cost="x"), "spaces[3].cost"),
    (lambda r: r["spaces"][0].update(terrain="lava"), "spaces[0].terrain"),
    (lambda r: r["spaces"][5].pop("pay"), "spaces[5].pay"),
    (lambda r: r["paths"][0].update(spaces=["E1", "F1", "G1"]), "paths[0].spaces"),  # not all four terrains
    (lambda r: r["paths"][2]["spaces"].append("ZZ"), "paths[2].spaces[7]"),
    (lambda r: r["paths"][1]["spaces"].__setitem__(0, ["A1"]), "paths[1].spaces[0]"),  # found by the fuzz test
    (lambda r: r.update(sites=[[1, 12], [2, 11], [3, 10], [4, 9], [5, 8], [6, 6]]), "sites"),
    (lambda r: r["players"].pop("5"), "players"),
    (lambda r: r["players"]["3"].update(huts=True), "players.3.huts"),
    (lambda r: r.update(land_cards={"water": 8}), "land_cards"),
    (lambda r: r.update(oracle=["water", "water", "reed", "sand"]), "oracle"),
    (lambda r: r.update(birds=["water", "water"]), "birds"),
    (lambda r: r.update(pole_tiles=[2, 3]), "pole_tiles"),
    (lambda r: r["spaces"][0].update(cost=1), "spaces[0].cost"),  # no valuable card is worth 1
    (lambda r: r["spaces"][-1].update(level=False, x=0, y=9), "spaces"),  # 9 amulet-level spaces
    (lambda r: r["amulet_levels"].pop(), "amulet_levels"),
])
def test_a_bad_component_file_raises_a_value_error_naming_the_field(change, field):
    with pytest.raises(ValueError, match=rf"^components: {re.escape(field)} should be"):
        validate(broken(change))


@pytest.mark.parametrize("raw", [None, 3, "text", [], {}, {"players": []}, {"players": {"2": 1}}])
def test_any_json_value_gives_a_value_error(raw):
    with pytest.raises(ValueError, match="^components: "):
        validate(raw)


def test_a_teachers_file_replaces_the_default(tmp_path):
    raw = broken(lambda r: r["paths"][0].update(points=[20, 10]))
    path = tmp_path / "box.json"
    path.write_text(json.dumps(raw))
    g = tablekit.new_game("mangrovia", players=3, seed=1, components=str(path))
    assert g.state.c.paths[0].points == (20, 10)
    assert tablekit.new_game("mangrovia", players=3, seed=1, components=raw).state.c.paths[0].points == (20, 10)
    with pytest.raises(ValueError, match="option components"):
        tablekit.new_game("mangrovia", players=3, seed=1, components=broken(lambda r: r.pop("spaces")))


def test_static_data_carries_the_map_for_the_table():
    g = tablekit.new_game("mangrovia", players=2, seed=3)
    static = g.static_data()
    assert static["spaces"] == RAW["spaces"] and static["paths"] == RAW["paths"]
    assert json.loads(json.dumps(static)) == static
