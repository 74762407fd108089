"""Scoring (〈得点方法〉): paths, the pole place, the stone place, amulets, and the tie-break."""

from __future__ import annotations

from collections import Counter

from tablekit.games.mangrovia.components import load_default
from tablekit.games.mangrovia.scoring import (
    DUMMY,
    Scoring,
    path_standing,
    placing,
    pole_standing,
    score,
    winners,
)

from .helpers import play, scenario

C = load_default()
ROW1, COL_A = C.paths[0], C.paths[4]
NOTHING = [{"suns": 0, "pole tiles": 0}] * 3


def final(g):
    play(g, g.legal_actions(0)[0].id)
    assert g.is_over
    return g.result()


def test_a_path_gives_its_first_and_second_points_by_huts():
    occupancy = {"B1": (0, 2), "C1": (1, 1), "F1": (2, 1), "G1": (2, 1)}
    assert [o for o, _, _ in path_standing(ROW1, occupancy)] == [0, 2, 1]
    scoring = score(C, 3, occupancy, NOTHING, [[], [], []], [Counter()] * 3)
    # Red also leads column B (10) and Blue column C (8)
    assert [b["paths"] for b in scoring.breakdown] == [12 + 10, 8, 6]


def test_a_path_tie_goes_to_the_hut_nearer_the_god():
    result = final(scenario("paths"))
    # row 1: Red (B1, D1) and Blue (C1, E1) hold 2 huts each; Red's B1 is nearer the god on the left
    assert path_standing(ROW1, {"A1": (DUMMY, 1), "B1": (0, 1), "C1": (1, 1), "D1": (0, 1), "E1": (1, 1)}) == [
        (0, 2, 1), (1, 2, 2), (DUMMY, 1, 0)]
    assert result.breakdown[0]["paths"] == 12 + 10 + 6 and result.breakdown[1]["paths"] == 6 + 8


def test_dummy_huts_count_in_majorities_and_score_nothing():
    occupancy = {"A1": (DUMMY, 1), "A2": (DUMMY, 1), "A3": (0, 1), "B1": (1, 1)}
    assert path_standing(COL_A, occupancy)[0] == (DUMMY, 2, 0)
    scoring = score(C, 3, occupancy, NOTHING, [[], [], []], [Counter()] * 3)
    # column A: the dummy is 1st (12 go to nobody), Red 2nd (6); row 1: the dummy ties Blue and is nearer: Blue 2nd
    assert [b["paths"] for b in scoring.breakdown] == [6 + 8, 6 + 10, 0]


def test_the_pole_place_tie_goes_to_the_lowest_pole_tile():
    g = scenario("pole")
    assert [s["pole_tiles"] for s in g.view(None)["seats"]][:2] == [[2, 5], [3, 4]]
    assert pole_standing(C, g.state.occupancy, [[2, 5], [3, 4], []]) == [(0, 2), (1, 2)]
    result = final(g)
    assert result.breakdown[0]["pole place"] == 10 and result.breakdown[1]["pole place"] == 5
    assert result.breakdown[0]["pole tiles"] == 7 and result.breakdown[1]["pole tiles"] == 7


def test_the_stone_place_scores_its_total_huts_times_own_huts_for_everyone():
    result = final(scenario("stone"))
    assert [b["stone place"] for b in result.breakdown] == [8, 4, 4]


def test_a_dummy_hut_in_the_stone_place_counts_in_the_total():
    scoring = score(C, 2, {"F1": (DUMMY, 1), "E1": (0, 1)}, NOTHING[:2], [[], []], [Counter()] * 2)
    assert [b["stone place"] for b in scoring.breakdown] == [2, 0]


def test_unused_amulets_score_their_face_value():
    scoring = score(C, 2, {}, NOTHING[:2], [[], []], [Counter({1: 1, 5: 2}), Counter()])
    assert [b["amulets"] for b in scoring.breakdown] == [11, 0]


def test_a_tie_on_the_total_goes_to_the_higher_amulet_total_then_is_shared():
    result = final(scenario("tie"))
    assert result.scores[:2] == [15.0, 15.0] and result.winners == [0]
    assert winners(Scoring([20, 20, 15], [{}] * 3, [3, 5, 9])) == [1]
    assert winners(Scoring([20, 20, 15], [{}] * 3, [5, 5, 9])) == [0, 1]
    assert winners(Scoring([18, 20, 15], [{}] * 3, [9, 0, 9])) == [1]


def test_suns_and_pole_tiles_already_scored_are_part_of_the_total():
    scoring = score(C, 2, {}, [{"suns": 4, "pole tiles": 5}, {"suns": 0, "pole tiles": 0}], [[5], []],
                    [Counter()] * 2)
    assert scoring.totals == [9, 0]


def test_amulets_place_the_seats_tied_on_the_total_not_only_the_winner():
    """The rulebook orders the placing (順位) of a tie by amulets: 33, 15, 15 with 0 and 15 in amulets."""
    assert placing(Scoring([33, 15, 15], [{}] * 3, [4, 0, 15])) == [1, 3, 2]
    assert placing(Scoring([33, 15, 15], [{}] * 3, [4, 6, 6])) == [1, 2, 2]
    result = final(scenario("tie"))
    assert result.places[:2] == [1, 2]
