"""Setup by player count (〈ゲームの準備と持ち物の説明〉)."""

from __future__ import annotations

import pytest

import tablekit

from .helpers import conserved, new, state


@pytest.mark.parametrize(("players", "huts", "bowls"), [(2, 10, 2), (3, 10, 2), (4, 9, 1), (5, 8, 1)])
def test_huts_and_bowls_by_player_count(players, huts, bowls):
    g = new(players)
    assert [s["huts"] for s in g.view(0)["seats"]] == [huts] * players
    assert len(state(g).queue) == bowls * players


@pytest.mark.parametrize(("players", "dummies"), [
    (2, ["A1", "B2", "C3", "D4", "D6", "F1", "G4", "L1", "L6", "L9"]), (3, ["A1", "D4", "L1"]), (4, []), (5, [])])
def test_dummy_huts_on_the_grey_marks_for_3_players_and_grey_and_white_for_2(players, dummies):
    huts = new(players).view(0)["huts"]
    assert sorted(huts) == dummies and all(h == [-1, 1] for h in huts.values())


def test_birds_start_on_mangrove_and_water():
    assert new().view(0)["birds"] == ["mangrove", "water"]


def test_value_one_amulets_are_stacked_and_the_rest_are_in_the_bag():
    v = new().view(0)
    assert v["stack"] == 5 and v["bag"] == 35
    assert sorted(state(new()).supply.bag) == [2] * 10 + [3] * 9 + [4] * 7 + [5] * 5 + [6] * 4


def test_pole_tiles_are_stacked_with_the_2_on_top():
    assert new().view(0)["pole_tiles"] == [2, 3, 4, 5, 6, 7, 8, 9]


def test_start_cards_are_dealt_clockwise_from_the_start_player():
    g = new(4, first_player=2)
    hands = [g.view(s)["hand"]["start"] for s in range(4)]
    assert hands == [[4, 5], [4, 6], [3, 4], [3, 5]]  # seat 2 starts: 3+4, then seat 3, 0, 1
    assert [s["start_cards"] for s in g.view(None)["seats"]] == hands  # start cards are public


def test_display_shows_four_valuables_and_three_land_cards():
    v = new().view(0)
    assert len(v["display"]["valuables"]) == 4 and len(v["display"]["land"]) == 3
    assert v["decks"] == {"valuables": 39, "land": 29}


def test_the_start_player_is_drawn_with_the_seed_or_set_by_option():
    drawn = {tablekit.new_game("mangrovia", players=3, seed=s).view(0)["start"] for s in range(12)}
    assert drawn == {0, 1, 2}
    assert new(first_player=1).view(0)["start"] == 1
    with pytest.raises(ValueError, match="first_player"):
        new(first_player=3)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_component_starts_in_one_place(players):
    assert conserved(new(players))
