"""Setup, tile placement, the figure and hut step, and refused actions."""

from __future__ import annotations

import pytest

import tablekit
from tablekit.games.carcassonne_hg import moves
from tablekit.games.carcassonne_hg.board import FIGURE, HUT
from tablekit.games.carcassonne_hg.tiles import TILES

from .helpers import at, ids, listings, new, play, snapshot, state


def test_setup_start_tile_in_the_middle_stacks_and_supply():
    g = new(players=3)
    v = g.view(0)
    assert v["tiles"] == [{"id": 56, "x": 0, "y": 0, "rot": 0}]
    assert v["stacks"] == {"land": 77, "bonus": 16}  # the first land tile is already drawn, face up
    assert v["current"]["stack"] == "land" and TILES[v["current"]["id"]].kind == "land"
    assert [(s["figures"], s["huts"], s["score"]) for s in v["seats"]] == [(6, 3, 0)] * 3
    assert g.to_act == [0]  # decision: Red (seat 0) starts
    assert [s["name"] for s in v["seats"]] == ["Red", "Blue", "Yellow"]


def test_two_to_five_players():
    for n in (2, 5):
        assert new(players=n).players == n
    for n in (1, 6):
        with pytest.raises(ValueError):
            new(players=n)


def test_stacks_are_shuffled_with_the_seed():
    a, b, c = state(new(seed=1)), state(new(seed=1)), state(new(seed=2))
    assert a.land == b.land and a.bonus == b.bonus
    assert a.land != c.land
    assert sorted(a.land + [a.current]) == sorted(i for i, t in TILES.items() if t.kind == "land")
    assert sorted(a.bonus) == sorted(i for i, t in TILES.items() if t.kind == "bonus")


def test_placement_actions_are_every_fitting_position_and_rotation():
    g = new(seed=3)
    for _ in range(10):
        s = state(g)
        tile = TILES[s.current]
        want = {f"tile:{x},{y},{r}" for (x, y) in s.board.frontier for r in range(4)
                if s.board.mismatch(tile, x, y, r) is None}
        assert set(ids(g)) == want
        play(g, ids(g)[-1])
        while g.state.phase != "place":
            play(g, "pass")


def test_listings_made_once_for_every_game_say_the_same_when_made_anew():
    shared = listings(4), listings(4)  # the second game lists the pieces' actions the first one made
    moves.PUTS.clear()
    assert shared[0] == shared[1] == listings(4)


def test_tile_that_fits_nowhere_is_discarded_and_the_next_drawn():
    g = new(scenario="river_completed")
    s = state(g)
    for tile_id in (61, 17):  # 17 (rivers on all sides) goes on top: once the river closes, no river side is open
        s.land.remove(tile_id)
        s.land.append(tile_id)
    events = play(g, "tile:-2,0,1", "pass")
    assert "Land tile 17 fits nowhere and is discarded." in events
    assert s.discarded == [17] and s.current == 61 and g.to_act == [1]
    assert g.view(1)["discarded"] == [17]


def test_figure_step_offers_the_zones_of_the_new_tile_only():
    g = at([], current=3)
    play(g, "tile:-1,0,0")  # lake tile 3: its east river meets the start tile's river
    zones = {z.id for z in TILES[3].zones}
    options = ids(g)
    assert options[-1] == "pass"
    assert {a.split(":")[1] for a in options[:-1]} <= zones
    assert "figure:L1" not in options and "hut:L1" in options  # lakes take huts, not figures
    assert {"figure:M0", "figure:M1", "figure:M2", "figure:R0", "figure:R2"} <= set(options)


def test_a_feature_holding_a_figure_takes_no_other_own_included():
    g = new(scenario="forest_completed")
    play(g, "tile:0,-2,0")
    assert "figure:F0" not in ids(g)  # the forest it joins holds Red's own figure
    with pytest.raises(tablekit.IllegalAction, match="already holds a tribe figure"):
        g.play(0, "figure:F0")


WATER = [(3, 0, -1, 0)]


def test_river_figures_are_bounded_by_lakes():
    g = at(WATER, [(0, FIGURE, 0, -1, "R0")], current=1)
    play(g, "tile:1,-1,0")  # tile 1's west river meets tile 3's east river: a stretch from lake to lake
    assert {"figure:R0", "figure:R1"} <= set(ids(g))  # Red's figure on tile 3's north river is beyond the lake


def test_huts_see_the_whole_water_system():
    g = at(WATER, [(1, HUT, 0, -1, "R0")], current=1)
    play(g, "tile:1,-1,0")
    assert not [a for a in ids(g) if a.startswith("hut:")]  # Blue's hut is in the joined water system
    with pytest.raises(tablekit.IllegalAction, match="water system"):
        g.play(0, "hut:L1")


def test_river_figures_and_huts_do_not_block_each_other():
    g = at(WATER, [(1, HUT, 0, -1, "L1"), (0, FIGURE, 0, -1, "R2")], current=1)
    play(g, "tile:1,-1,0")
    assert "figure:R1" in ids(g)  # a hut in the system does not stop a figure on its river
    g = at(WATER, [(1, FIGURE, 0, -1, "R1")], current=1)
    play(g, "tile:1,-1,0")
    assert {"hut:R1", "hut:L1"} <= set(ids(g))  # a figure on the river does not stop a hut


def test_no_piece_without_one_in_supply():
    g = at([], current=3)
    s = state(g)
    s.figures_left[0] = 0
    play(g, "tile:-1,0,0")
    assert not [a for a in ids(g) if a.startswith("figure:")] and "hut:L1" in ids(g)
    with pytest.raises(tablekit.IllegalAction, match="no tribe figure left"):
        g.play(0, "figure:M0")


def test_figure_step_is_skipped_when_no_piece_can_be_placed():
    g = at([], current=3)
    s = state(g)
    s.figures_left[0] = s.huts_left[0] = 0
    play(g, "tile:-1,0,0")
    assert g.to_act == [1] and s.phase == "place"  # decision: no lone "pass" to click


def test_placing_a_piece_uses_it_from_supply_and_shows_it():
    g = at([], current=3)
    play(g, "tile:-1,0,0", "hut:L1")
    v = g.view(1)
    assert v["seats"][0]["huts"] == 2
    assert {"seat": 0, "kind": "hut", "x": -1, "y": 0, "zone": "L1"} in v["pieces"]


BAD = [
    ("tile:0,-1,1", "place", "Tile placement: tile 14 cannot go at (0, -1)"),
    ("tile:9,9,0", "place", "touches no placed tile"),
    ("tile:-2,0,7", "place", "rotation is 0 to 3"),
    ("tile:a,b", "place", "whole numbers"),
    ("figure:R0", "place", "belongs to the figure or hut step"),
    ("recall:0,0,F0", "place", "belongs to the shaman"),
    ("pass", "place", "not available during tile placement"),
    ("dance", "place", "not an action of this game"),
    ("tile:-2,0,1", "figure", "belongs to tile placement"),
    ("figure:X9", "figure", "zone of the tile just placed"),
    ("hut:M0", "figure", "Hut placement: a hut goes on a river or lake"),
]


@pytest.mark.parametrize(("action", "phase", "rule"), BAD)
def test_illegal_actions_name_the_rule_and_change_nothing(action, phase, rule):
    g = new(scenario="river_completed")
    if phase == "figure":
        play(g, "tile:-2,0,1")
    before = snapshot(g)
    with pytest.raises(tablekit.IllegalAction, match=rule.replace("(", r"\(").replace(")", r"\)")):
        g.play(0, action)
    assert snapshot(g) == before


def test_acting_out_of_turn_is_refused():
    g = new()
    with pytest.raises(tablekit.IllegalAction, match="not Blue's turn"):
        g.play(1, ids(g)[0])


def test_figure_on_a_lake_is_refused():
    g = at([], current=3)
    play(g, "tile:-1,0,0")
    with pytest.raises(tablekit.IllegalAction, match="not on lakes"):
        g.play(0, "figure:L1")
