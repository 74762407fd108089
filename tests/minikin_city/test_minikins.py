"""Minikins (ミニキンの管理): placed at once on free spaces of your cards, where you choose; what does not fit waits
and must fill the next card you play that holds minikins; only full cards score."""

from __future__ import annotations

import pytest

from tablekit import IllegalAction

from .helpers import build_city, game, give, ids, keep_first, state


def ready(cards: list[tuple[str, int]], hand: list[str] | None = None, seat: int = 0):
    g = game(4)
    keep_first(g)
    build_city(g, seat, cards)
    if hand:
        give(g, seat, hand)
    return g


def gain(g, seat: int, n: int) -> None:
    """Give ``seat`` n minikins from the supply now, as a reward does, and resolve what needs no choice."""
    s = state(g)
    s._take_minikins(seat, n)
    s._run()
    g._legal = {}


def test_gained_minikins_come_from_the_supply() -> None:
    g = ready([("R1", 0)])
    gain(g, 0, 2)
    assert state(g).minikins["R1"] == 2 and g.view(None)["supply"] == 73


def test_you_choose_where_they_go_when_several_cards_have_room() -> None:
    g = ready([("B19", 0), ("R3", 0)])
    gain(g, 0, 3)
    view = g.view(None)
    assert view["phase"] == "minikins" and view["pending"] == {"seat": 0, "kind": "minikins", "n": 3}
    assert ids(g, 0) == ["minikin:B19", "minikin:R3"]
    g.play(0, "minikin:R3")
    assert g.view(None)["phase"] == "play"  # no choice is left: the other two went on Blue 19 by themselves
    assert state(g).minikins == {"B19": 2, "R3": 1}  # R3 is full: the last two could only go on B19


def test_placement_is_automatic_when_there_is_no_choice() -> None:
    g = ready([("B19", 1), ("R3", 0)])  # 4 minikins for exactly 4 free spaces: every space fills
    gain(g, 0, 4)
    assert state(g).minikins == {"B19": 4, "R3": 1} and state(g).waiting[0] == 0
    assert g.view(None)["phase"] == "play"


def test_a_full_card_takes_no_minikin() -> None:
    g = ready([("B19", 4), ("R3", 0)])
    gain(g, 0, 1)
    assert state(g).minikins["R3"] == 1
    g2 = ready([("B19", 3), ("R3", 0)])
    gain(g2, 0, 1)
    with pytest.raises(IllegalAction):
        g2.play(0, "minikin:G1")


def test_minikins_with_no_room_wait_in_front_of_you() -> None:
    g = ready([("R18", 0)])  # a card without spaces
    gain(g, 0, 4)
    assert state(g).waiting[0] == 4
    assert g.view(1)["seats"][0]["waiting"] == 4
    assert "Ralph has 4 minikins waiting for a card with free spaces." in map(str, state(g)._events)


def test_waiting_minikins_must_fill_the_next_card_played_that_holds_minikins() -> None:
    g = ready([("R18", 0)], hand=["G16", "R20"])
    gain(g, 0, 4)
    g.play(0, "play:G16")
    assert state(g).minikins["G16"] == 3 and state(g).waiting[0] == 1


def test_a_card_without_spaces_leaves_the_waiting_minikins_waiting() -> None:
    g = ready([("R18", 0)], hand=["G18"])
    gain(g, 0, 2)
    g.play(0, "play:G18")
    assert state(g).waiting[0] == 2 and state(g).minikins["G18"] == 0


def test_minikins_overflow_across_two_rounds() -> None:
    g = game(4, scenario="aurelia_overflow")
    g.play(3, "play:B2")
    assert state(g).waiting[3] == 4
    while state(g).round == 4:  # Aurelia's Blue 2 is last; the others play their first cards
        seat = g.to_act[0]
        options = ids(g, seat)
        g.play(seat, "play:G6" if "play:G6" in options else options[0])
    assert state(g).waiting[3] == 4  # rank 4 of this reward card gives VP, not minikins
    while "play:G16" not in ids(g, g.to_act[0]) or g.to_act[0] != 3:
        g.play(g.to_act[0], ids(g)[0])
    g.play(3, "play:G16")
    assert state(g).minikins["G16"] == 3 and state(g).waiting[3] == 1


def test_a_card_that_is_not_full_scores_nothing() -> None:
    g = ready([("G19", 4)])  # Green 19: 7 VP when its 5 spaces are full
    assert state(g).seat_scores()[0].cards == {}
    state(g).minikins["G19"] = 5
    assert state(g).seat_scores()[0].cards == {"G19": 7}


def test_the_supply_can_run_out() -> None:
    g = ready([("R19", 0)])
    state(g).supply = 2
    gain(g, 0, 3)
    assert state(g).minikins["R19"] == 2 and state(g).supply == 0
    assert "The supply is empty: Ralph misses 1 minikin." in map(str, state(g)._events)
