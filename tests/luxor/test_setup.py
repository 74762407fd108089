"""Setup (reference sheet and rulebook: 5 adventurers, hands of 5, fixed Osiris/Horus spaces, shuffled treasures)."""

from __future__ import annotations

from collections import Counter

import pytest

import tablekit

from .helpers import new


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_has_two_adventurers_on_the_stairs_and_one_asleep_at_each_statue(players: int) -> None:
    g = new(players)
    for seat in range(players):
        assert g.view(seat)["adventurers"][seat] == {"positions": [0, 0], "asleep": [True, True, True]}


def test_hands_of_five_are_dealt_in_order_from_one_shared_movement_deck() -> None:
    g = new(3, seed=5)
    state = g.state
    fresh = tablekit.new_game("luxor", players=3, seed=5).state
    assert [len(h) for h in state.hands] == [5, 5, 5]
    assert len(state.deck) == 31 - 15
    assert all(state.c.cards[c].level == 0 for h in state.hands for c in h)
    assert fresh.hands == state.hands  # the deal is the seed's


def test_osiris_and_horus_tiles_lie_on_their_spaces_and_treasures_on_the_rest() -> None:
    g = new(seed=2)
    state, c = g.state, g.state.c
    tiles = state.tiles
    assert {s: tiles[s] for s in c.horus_spaces} == {s: f"horus:{lv}" for s, lv in c.horus_spaces.items()}
    assert sorted(int(tiles[s][7:]) for s in c.osiris_spaces) == sorted(c.osiris_tiles)
    on_board = [tiles[s] for s in c.treasure_spaces]
    assert all(type(t) is int for t in on_board) and len(on_board) == 28
    assert sorted(on_board + state.set_aside) == list(range(30))


def test_treasures_and_osiris_values_are_shuffled_by_the_seed() -> None:
    layouts = {tuple(map(str, new(seed=s).state.tiles)) for s in range(5)}
    assert len(layouts) == 5


def test_temple_piles_are_face_down_and_seat_0_starts() -> None:
    g = new()
    view = g.view(1)
    assert view["temple_piles"] == {"cobra": 4, "falcon": 6, "lion": 4}
    assert Counter(g.state.piles["falcon"]) == Counter({"wild": 3, "scarab_or_wild": 1, "favour:1:2": 1,
                                                        "favour:2:3": 1})
    assert g.to_act == [0]


def test_first_player_option() -> None:
    g = new(3, first_player=2)
    assert g.to_act == [2]
    with pytest.raises(ValueError, match="first_player"):
        new(3, first_player=3)
