"""Final scoring (rulebook: ゲーム終了条件と得点計算 / 得点計算)."""

from __future__ import annotations

from tablekit.games.luxor.scoring import SET_POINTS, placing, set_count, set_points, winners

from .helpers import new, put, treasure


def kinds(vase: int, statue: int, jewellery: int) -> dict[str, int]:
    return {"vase": vase, "statue": statue, "jewellery": jewellery}


def test_sets_without_wild_cards_are_limited_by_the_rarest_type() -> None:
    assert set_count(kinds(3, 2, 5), 0) == 2
    assert set_count(kinds(4, 4, 0), 0) == 0


def test_one_wild_card_stands_in_for_a_missing_type() -> None:
    assert set_count(kinds(1, 1, 0), 1) == 1
    assert set_count(kinds(2, 2, 1), 1) == 2


def test_two_wild_cards_complete_a_set_with_one_real_treasure() -> None:
    assert set_count(kinds(1, 0, 0), 2) == 1
    assert set_count(kinds(2, 1, 0), 3) == 2  # v s w + v w w


def test_three_wild_cards_alone_are_no_set() -> None:
    assert set_count(kinds(0, 0, 0), 3) == 0
    assert set_count(kinds(1, 0, 0), 5) == 1  # at most two wild cards in a set


def test_the_set_table_runs_3_7_12_18_25_33_42_52_and_stops_at_eight() -> None:
    assert [set_points(n) for n in range(1, 10)] == [3, 7, 12, 18, 25, 33, 42, 52, 52]
    assert SET_POINTS[0] == 0


def test_final_scoring_adds_walls_sarcophagi_keys_scarabs_and_sets_to_treasure_points() -> None:
    g = new()
    state = g.state
    put(g, 0, 41, 33, 12, asleep=(False, True, True))  # walls 10, 6, 2; two asleep score 0
    state.sarcophagi[0] = [5]
    state.keys[0], state.key_supply = 2, state.key_supply - 2
    state.scarabs[0] = [state.scarab_bag.pop(), state.scarab_bag.pop()]
    picked = [treasure(g, "vase", 1), treasure(g, "statue", 1), treasure(g, "jewellery", 2)]
    state.treasures[0] = picked
    state.treasure_vp[0] = sum(state.c.treasures[t].vp for t in picked)
    parts = state.parts(0)
    assert parts == {"treasures": float(state.treasure_vp[0]), "positions": 18.0, "sarcophagi": 5.0, "keys": 2.0,
                     "scarabs": float(sum(state.scarabs[0])), "sets": 3.0}


def test_an_adventurer_still_asleep_at_a_statue_scores_nothing() -> None:
    g = new()
    put(g, 0, 0, 0)
    assert g.state.parts(0)["positions"] == 0.0


def test_a_tie_goes_to_the_most_valuable_sarcophagus() -> None:
    assert winners([40.0, 40.0, 12.0], [[3], [5], []]) == [1]
    assert winners([40.0, 40.0], [[5, 3], [3]]) == [0]


def test_a_tie_without_sarcophagi_between_the_tied_is_shared() -> None:
    assert winners([40.0, 40.0, 41.0], [[], [], [5]]) == [2]
    assert winners([40.0, 40.0, 12.0], [[], [], [5]]) == [0, 1]


def test_the_sarcophagus_breaks_ties_at_every_place() -> None:
    assert placing([40.0, 30.0, 30.0, 12.0], [[], [3], [5], []]) == [1, 3, 2, 4]
    assert placing([40.0, 30.0, 30.0], [[5], [], []]) == [1, 2, 2]
