"""The seven bonus powers: wildfire, mushrooms, shaman, hunting trap, pit trap, dugout canoe, raft."""

from __future__ import annotations

from tablekit.games.carcassonne_hg.board import FIGURE, HUT
from tablekit.games.carcassonne_hg.scenarios import MEADOW, WATERS

from .helpers import at, end_turn, ids, new, play, state


def test_wildfire_burns_the_tigers_of_its_meadow_at_the_end():
    g = new(scenario="wildfire")
    play(g, "tile:3,-1,0")
    end_turn(g)
    assert g.is_over and state(g).score == [6, 0]  # aurochs 2 + mammoth 3 + deer 1, the tiger burnt


def test_without_wildfire_the_same_meadow_loses_its_deer():
    g = at(MEADOW, [(0, FIGURE, 1, -1, "M0")], current=63, land_left=0)
    play(g, "tile:3,-1,1")  # a meadow tile with no animals where the wildfire would go
    end_turn(g)
    assert state(g).score == [5, 0]  # aurochs 2 + mammoth 3; the tiger eats the deer


def test_mushrooms_add_three_per_mushroom_tile_to_a_completed_forest():
    g = new(scenario="mushrooms")
    play(g, "tile:0,1,3", "pass")
    assert state(g).score == [11, 0]  # 4 tiles × 2 + 3


def test_shaman_takes_back_one_own_figure_without_scoring():
    g = new(scenario="shaman")
    play(g, "tile:-1,0,0")
    assert ids(g) == ["recall:0,0,F0", "recall:0,0,M0", "pass"]
    events = play(g, "recall:0,0,F0")
    s = state(g)
    assert s.figures_left[0] == 5 and s.score == [0, 0] and "Shaman" in events[0]
    assert s.phase == "figure" and "figure:M0" in ids(g)  # decision: the figure step follows the shaman


def test_shaman_may_be_declined():
    g = new(scenario="shaman")
    play(g, "tile:-1,0,0", "pass")
    assert state(g).figures_left[0] == 4 and state(g).phase == "figure"


def test_shaman_offers_only_the_placers_figures_and_is_skipped_without_any():
    g = at([], [(1, FIGURE, 0, 0, "F0")], current=88)
    play(g, "tile:-1,0,0")
    assert state(g).phase == "figure"


def test_hunting_trap_scores_its_meadow_around_it_at_once_and_spends_the_animals():
    g = at(MEADOW, [(0, FIGURE, 0, 0, "M0")], current=94, land_left=0)
    events = play(g, "tile:1,-2,0")
    assert state(g).score[0] == 3  # mammoth 3 + deer 1, the tiger in reach eats the deer
    assert any(e.startswith("Hunting trap: Red scores 3") for e in events)
    assert sorted(map(tuple, g.view(0)["spent"])) == [(0, -1, "M0"), (1, -2, "M0"), (1, -1, "M0"), (2, -1, "M0")]
    end_turn(g)
    s = state(g)
    assert g.is_over and s.score == [5, 0]  # at the end only the aurochs of the start tile counts: 3 + 2
    assert s.breakdown[0]["hunting trap"] == 3 and s.breakdown[0]["meadows"] == 2


def test_hunting_trap_counts_only_its_own_meadow():
    g = at([(47, -1, 0, 0)], [], current=94)
    play(g, "tile:-1,-1,0")  # its meadow reaches the start tile's aurochs, not the deer south of tile 47's river
    assert state(g).score[0] == 2
    assert [-1, 0, "M1"] not in g.view(0)["spent"]


def test_pit_trap_doubles_the_animals_around_it():
    g = new(scenario="pit_trap")
    play(g, "tile:1,-2,0")
    end_turn(g)
    assert state(g).score == [8, 0]  # aurochs 2 + mammoth 2×3 + deer 2×1, the tiger eats the doubled deer


def test_pit_trap_tigers_eat_deer_out_of_its_reach_first():
    g = at([*MEADOW, (37, 3, -1, 0)], [(0, FIGURE, 1, -1, "M0")], current=92, land_left=0)
    play(g, "tile:1,-2,0")
    end_turn(g)
    assert state(g).score == [10, 0]  # aurochs 2 + mammoth 6 + doubled deer 2; the far deer is eaten


def test_dugout_canoe_scores_two_per_lake_of_its_water_system_at_once():
    g = new(scenario="dugout_canoe")
    events = play(g, "tile:-1,0,0")
    assert state(g).score == [6, 0] and "Dugout canoe: Red scores 6 for 3 lakes in its water system." in events


def test_raft_makes_each_lake_of_its_water_system_worth_one_at_the_end():
    g = new(scenario="raft")
    play(g, "tile:-1,0,0")
    end_turn(g)
    assert g.is_over and state(g).score == [6, 0]  # 3 fish + 3 lakes


def test_raft_counts_for_the_hut_majority_only():
    g = at(WATERS, [(1, HUT, 0, -1, "L1")], current=91, land_left=0)
    play(g, "tile:-1,0,0")
    end_turn(g)
    assert state(g).score == [0, 6]


def test_pit_trap_doubles_what_a_hunting_trap_scores():
    g = at([*MEADOW, (92, 1, -2, 0)], [], current=94)
    play(g, "tile:2,-2,3")
    assert state(g).score[0] == 8  # mammoth 2×3 + deer 2×1 in the pit trap's reach; the tiger is out of the trap's
