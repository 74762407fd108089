"""Completion scoring of rivers and forests, the menhir bonus tile, and the final scoring."""

from __future__ import annotations

import random

from tablekit.games.carcassonne_hg.board import FIGURE, HUT

from .helpers import at, end_turn, ids, new, play, state

TWO_FORESTS = [(62, 0, -1, 0), (37, 1, -1, 0), (34, 0, -2, 2)]  # tile 30 at (1, -2) joins and closes them
LOOP = [(62, 0, -1, 0), (19, 0, -2, 3), (15, 0, -3, 0), (16, 1, -3, 1)]  # tile 18 at (1, -2) turned 180° closes it
WATERS = [(3, 0, -1, 0), (15, -1, -1, 0)]


def test_completed_river_scores_tiles_fish_and_end_lakes():
    g = new(scenario="river_completed")
    events = play(g, "tile:-2,0,1", "pass")
    s = state(g)
    assert s.score == [5, 0] and s.breakdown[0]["rivers"] == 5  # 3 tiles + its fish + the fish of its end lake
    assert "The river of 3 tiles is complete: Red scores 5." in events
    assert s.figures_left[0] == 6 and not s.board.pieces  # the figure went home
    assert g.view(0)["completed"] == [{"kind": "river", "tiles": [[-2, 0], [-1, 0], [0, 0]],
                                       "zones": [[-2, 0, "R0"], [-1, 0, "R0"], [0, 0, "R0"]], "points": 5,
                                       "scorers": [0], "by": 0}]


def test_river_loop_is_complete():
    g = at(LOOP, [(0, FIGURE, 0, -3, "R0")], current=18)
    play(g, "tile:1,-2,2", "pass")
    assert state(g).score == [5, 0]  # 4 tiles and 1 fish


def test_completed_forest_scores_two_per_tile():
    g = new(scenario="forest_completed")
    play(g, "tile:0,-2,0", "pass")
    assert state(g).score == [4, 0] and state(g).figures_left[0] == 6


def test_completed_features_list_exactly_their_zones():
    g = new(scenario="river_completed")
    play(g, "tile:-2,0,1", "pass")
    # the river only: not the start tile's lake it ends in, nor the three forests of tile 14 beside it
    assert g.view(0)["completed"][0]["zones"] == [[-2, 0, "R0"], [-1, 0, "R0"], [0, 0, "R0"]]
    g = new(scenario="forest_completed")
    play(g, "tile:0,-2,0", "pass")
    # the forest only: the start tile's own forest F0 at (0, 0) is another one
    assert g.view(0)["completed"][0]["zones"] == [[0, -2, "F0"], [0, -1, "F0"]]


def test_completed_zones_match_the_board_over_a_whole_game():
    g = new(seed=7)
    rng = random.Random(7)
    while not g.is_over:
        play(g, rng.choice(ids(g)))
    board = state(g).board
    everywhere = [(x, y, z.id) for tile, x, y, _, _ in board.placed for z in tile.zones]
    completed = g.view(0)["completed"]
    assert len(completed) > 10
    for c in completed:
        root = board.find(board.node_at(*c["zones"][0]))
        assert c["zones"] == sorted([x, y, z] for x, y, z in everywhere if board.find(board.node_at(x, y, z)) == root)
        assert sorted({(x, y) for x, y, _ in c["zones"]}) == [tuple(t) for t in c["tiles"]]
        assert {board.zone[board.node_at(*z)].kind for z in c["zones"]} == {"F" if c["kind"] == "forest" else "R"}


def test_others_score_on_your_turn():
    g = new(scenario="forest_completed")
    state(g).seat = 1
    play(g, "tile:0,-2,0", "pass")
    assert state(g).score == [4, 0]


def test_majority_ties_all_score_in_full():
    g = at(TWO_FORESTS, [(0, FIGURE, 1, -1, "F0"), (1, FIGURE, 0, -2, "F0")], current=30)
    events = play(g, "tile:1,-2,0", "pass")
    assert state(g).score == [6, 6]
    assert "The forest of 3 tiles is complete: Red and Blue score 6 each." in events


def test_only_the_most_figures_score_and_all_go_home():
    g = at(TWO_FORESTS, [(0, FIGURE, 1, -1, "F0"), (0, FIGURE, 0, -2, "F0"), (1, FIGURE, 1, -1, "F0")],
           current=30)
    play(g, "tile:1,-2,0", "pass")
    s = state(g)
    assert s.score == [6, 0] and s.figures_left == [6, 6]


def test_a_figure_placed_on_the_completing_tile_scores_at_once():
    g = at(TWO_FORESTS, [], current=30)
    play(g, "tile:1,-2,0", "figure:F0")
    s = state(g)
    assert s.score == [6, 0] and s.figures_left[0] == 6


def test_unfinished_feature_keeps_its_figures():
    g = at(TWO_FORESTS, [(0, FIGURE, 1, -1, "F0")], current=61)
    play(g, "tile:-1,-1,0", "pass")
    assert state(g).figures_left[0] == 5 and len(state(g).board.pieces) == 1


def test_menhir_forest_gives_a_bonus_tile_placed_at_once():
    g = new(scenario="menhir_bonus")
    events = play(g, "tile:0,1,0", "pass")
    s = state(g)
    assert "The completed forest holds a menhir: Red draws a bonus tile." in events
    assert s.score == [6, 0] and g.to_act == [0] and s.current == 90 and s.current_is_bonus
    assert g.view(1)["current"] == {"id": 90, "stack": "bonus"} and g.view(1)["stacks"]["bonus"] == 15
    play(g, "tile:0,-1,1")
    assert "figure:M0" in ids(g)  # the bonus tile has its own figure step
    play(g, "figure:M0")
    assert g.to_act == [1] and not s.current_is_bonus


def test_one_bonus_tile_even_for_two_menhir_forests():
    tiles = [(34, 1, 0, 0), (62, 1, 1, 0), (36, 1, 2, 1), (31, 0, 2, 1)]
    g = at(tiles, [(0, FIGURE, 0, 0, "F0")], current=41)
    events = play(g, "tile:0,1,1", "pass")
    assert sum("is complete" in e for e in events) == 2
    assert sum("draws bonus tile" in e for e in events) == 1 and state(g).current_is_bonus
    play(g, ids(g)[0])
    if g.state.phase == "figure":
        play(g, "pass")
    assert g.to_act == [1] and g.view(1)["stacks"]["bonus"] == 15


def test_no_second_bonus_tile_from_a_bonus_tile():
    g = new(scenario="mushrooms")
    play(g, "tile:0,1,3", "pass")
    assert g.to_act == [1] and not state(g).current_is_bonus and g.view(1)["stacks"]["bonus"] == 15


def test_game_ends_when_the_land_stack_is_empty():
    g = new(scenario="final_meadows_with_tigers")
    play(g, "tile:2,-2,0")
    end_turn(g)
    assert g.is_over and g.to_act == [] and g.view(0)["final"]["winners"] == [0]


def test_unfinished_rivers_and_forests_score_nothing_at_the_end():
    g = at(TWO_FORESTS, [(0, FIGURE, 1, -1, "F0"), (1, FIGURE, 0, 0, "R0")], current=61, land_left=0)
    play(g, "tile:-1,-1,0")
    end_turn(g)
    assert g.is_over and state(g).score == [0, 0]


def test_water_system_hut_majority_scores_one_per_fish():
    pieces = [(0, HUT, 0, -1, "L1"), (0, HUT, 0, -1, "R1"), (1, HUT, -1, -1, "R0")]
    g = at(WATERS, pieces, current=61, land_left=0)
    play(g, "tile:-1,-2,0")
    end_turn(g)
    s = state(g)
    assert s.score == [1, 0] and s.breakdown[0]["water systems"] == 1  # tile 3's lake; the start lake is apart


def test_meadow_majority_scores_animals_and_tigers_cancel_deer():
    g = new(scenario="final_meadows_with_tigers")
    play(g, "tile:2,-2,0")
    end_turn(g)
    s = state(g)
    assert s.score == [5, 0]  # aurochs 2 + mammoth 3; the two tigers eat the one deer
    assert g.result().breakdown[0]["meadows"] == 5.0
    assert g.view(0)["final"]["meadows"] == [{"at": [2, -2, "M0"], "points": 5, "scorers": [0]}]


def test_meadow_figures_stay_to_the_end():
    g = at([], current=62)
    play(g, "tile:0,-1,0", "figure:M0")
    for _ in range(6):
        end_turn(g)
        play(g, ids(g)[0])
    assert any(p["kind"] == "figure" and p["zone"] == "M0" and (p["x"], p["y"]) == (0, -1)
               for p in g.view(0)["pieces"])


def test_a_tie_on_points_is_a_shared_win():
    g = at([*TWO_FORESTS[:1]], [(0, FIGURE, 0, -1, "M0"), (1, FIGURE, 0, 0, "M0")], current=61, land_left=0)
    play(g, "tile:-1,-1,0")
    end_turn(g)
    assert g.is_over and g.result().winners == [0, 1]


def test_bonus_tile_that_fits_nowhere_is_discarded_and_another_drawn(monkeypatch):
    from tablekit.games.carcassonne_hg.board import Board

    g = new(scenario="menhir_bonus")
    s = state(g)
    s.bonus.remove(83)
    s.bonus.append(83)  # on top of tile 90
    real = Board.can_place
    monkeypatch.setattr(Board, "can_place", lambda self, tile: tile.id != 83 and real(self, tile))
    events = play(g, "tile:0,1,0", "pass")
    assert "Bonus tile 83 fits nowhere and is discarded." in events
    assert s.current == 90 and s.discarded == [83] and s.current_is_bonus


def test_a_bonus_tile_earned_with_the_last_land_tile_is_still_placed():
    g = at([(34, 1, 0, 0)], [(0, FIGURE, 0, 0, "F0")], current=37, bonus_next=[90], land_left=0)
    play(g, "tile:0,1,0", "pass")
    assert not g.is_over and state(g).current == 90
    play(g, "tile:0,-1,1")
    end_turn(g)
    assert g.is_over and g.view(0)["tiles"][-1]["id"] == 90


def test_a_tie_on_points_shares_the_place():
    g = at([*TWO_FORESTS[:1]], [(0, FIGURE, 0, -1, "M0"), (1, FIGURE, 0, 0, "M0")], current=61, land_left=0)
    play(g, "tile:-1,-1,0")
    end_turn(g)
    assert g.result().places == [1, 1]
    g.state.score[1] -= 1
    assert g.result().places == [1, 2] and g.result().winners == [0]
