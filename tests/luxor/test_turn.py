"""Playing a card and moving (rulebook: 手番の流れ, カードをプレイし、冒険者コマを移動させる, 移動ルール)."""

from __future__ import annotations

import pytest

import tablekit
from tablekit import IllegalAction
from tablekit.games.luxor.path import OpenSpaces, open_spaces

from .helpers import events, hand, ids, new, put, tile

FIVE = [("number", 1), ("number", 2), ("number", 3), ("number", 4), ("number", 5)]


def test_only_the_leftmost_and_rightmost_cards_are_listed() -> None:
    g = new()
    hand(g, 0, *FIVE)
    assert {a.split(":")[1] for a in ids(g)} == {"0", "4"}


def test_a_card_in_the_middle_cannot_be_played() -> None:
    g = new()
    hand(g, 0, *FIVE)
    before = g.view(0)
    with pytest.raises(IllegalAction, match="only the leftmost or the rightmost card"):
        g.play(0, "play:2:0:3")
    with pytest.raises(IllegalAction, match="middle"):
        g.play(0, "play:1:0:2")
    assert g.view(0) == before


def test_the_hand_keeps_its_order_and_the_new_card_goes_into_the_middle() -> None:
    g = new()
    cards = hand(g, 0, *FIVE)
    top = g.state.deck[-1]
    g.play(0, "play:0:0:1")
    assert g.state.hands[0] == [cards[1], cards[2], top, cards[3], cards[4]]


def test_an_adventurer_moves_exactly_the_cards_number() -> None:
    g = new()
    hand(g, 0, ("number", 3), ("number", 1), ("number", 1), ("number", 1), ("number", 4))
    assert "play:0:0:3" in ids(g) and "play:4:0:4" in ids(g)
    g.play(0, "play:0:0:3")
    assert sorted(g.state.pos[0]) == [0, 3]


def test_empty_spaces_are_skipped_when_counting() -> None:
    g = new()
    hand(g, 0, ("number", 3), *FIVE[1:])
    tile(g, 2, None)
    tile(g, 3, None)
    g.play(0, "play:0:0:3")
    assert 5 in g.state.pos[0]  # 1, (2 and 3 empty), 4, 5


def test_a_move_from_an_empty_space_counts_as_usual() -> None:
    g = new()
    hand(g, 0, ("number", 2), *FIVE[1:])
    tile(g, 6, None)
    put(g, 0, 6, 0)
    g.play(0, "play:0:6:2")
    assert 8 in g.state.pos[0]


def test_any_number_of_adventurers_may_share_a_space() -> None:
    g = new()
    hand(g, 0, ("number", 1), *FIVE[1:])
    put(g, 0, 1, 0)
    put(g, 1, 2, 2, 2)
    tile(g, 2, "wild")
    g.play(0, "play:0:1:1")
    assert g.state.pos[0].count(2) == 1 and g.state.pos[1].count(2) == 3


def test_anubis_statues_are_not_spaces() -> None:
    g = new()
    hand(g, 0, ("number", 2), *FIVE[1:])
    put(g, 0, 6, 0)
    g.play(0, "play:0:6:2")
    assert 8 in g.state.pos[0]  # 7, then (the statue after 7 is no space) 8


def test_passing_a_statue_wakes_your_sleeping_adventurer_to_the_stairs() -> None:
    g = new()
    hand(g, 0, ("number", 4), *FIVE[1:])
    put(g, 0, 6, 0)
    put(g, 1, 0, 0)
    g.play(0, "play:0:6:4")
    assert sorted(g.state.pos[0]) == [0, 0, 10]
    assert g.state.asleep[0] == [False, True, True]
    assert g.state.asleep[1] == [True, True, True]  # another player's sleeper stays asleep
    assert any("wakes the adventurer asleep at Anubis statue 1" in e for e in events(g))


def test_with_no_possible_move_an_end_card_is_discarded_and_the_turn_ends() -> None:
    g = new()
    hand(g, 0, ("number", 5), *FIVE[1:4], ("number", 5))
    put(g, 0, 39, 40, asleep=(False, False, False))
    g.state.pos[0] += [41, 41, 41]  # three already in the chamber
    g.state.keys[0] = 1
    assert ids(g) == ["discard:0", "discard:4"]
    g.play(0, "discard:4")
    assert g.to_act == [1] and "cannot move and discards" in events(g)[0]
    assert len(g.state.hands[0]) == 5


def test_discarding_is_refused_while_a_card_can_move() -> None:
    g = new()
    hand(g, 0, *FIVE)
    with pytest.raises(IllegalAction, match="discarded only when no adventurer can move"):
        g.play(0, "discard:0")


def test_the_plus_minus_card_moves_one_step_forward_or_one_back() -> None:
    g = new()
    hand(g, 0, ("plusminus",), *FIVE[1:])
    put(g, 0, 5, 0)
    assert {"play:0:5:1", "play:0:5:-1", "play:0:0:1"} <= set(ids(g))
    assert "play:0:0:-1" not in ids(g)  # nothing lies behind the stairs
    g.play(0, "play:0:5:-1")
    assert sorted(g.state.pos[0]) == [0, 4]


def test_a_die_card_rolls_publicly_then_moves_exactly_the_roll() -> None:
    g = new(seed=4)
    hand(g, 0, ("die",), *FIVE[1:])
    g.play(0, "play:0")
    roll = g.state.pending["roll"]
    assert any(f"rolls a {roll}" in e for e in events(g))
    assert ids(g) == [f"move:0:{roll}"]
    assert g.view(1)["pending"]["roll"] == roll
    g.play(0, f"move:0:{roll}")
    assert roll in g.state.pos[0] or g.state.phase == "choose"


@pytest.mark.parametrize("bad, reason", [
    ("play:9:0:1", "no card at position 9"),
    ("play:0:x:1", "whole numbers"),
    ("play:0:0", "with the adventurer and the steps"),
    ("play:0:3:1", "no active adventurer on that space"),
    ("play:0:0:2", "moves exactly 1"),
    ("move:0:1", "is for moving after the roll"),
    ("take:key", "is for choosing what to take"),
    ("fly:1", "not a Luxor action"),
])
def test_an_illegal_action_names_the_rule_and_changes_nothing(bad: str, reason: str) -> None:
    g = new()
    hand(g, 0, ("number", 1), *FIVE[1:])
    before = g.view(0)
    with pytest.raises(IllegalAction, match=reason):
        g.play(0, bad)
    assert g.view(0) == before


def test_the_open_spaces_kept_for_listing_follow_any_change_of_the_board() -> None:
    g = tablekit.new_game("luxor", players=2, seed=3)
    state = g.state
    before = state.board().spaces
    assert before == open_spaces(state.tiles) and state.board().spaces is before  # kept while the board stands
    space = before[2]
    state.tiles[space] = None  # as a scenario or a taken treasure leaves it
    assert state.board().spaces == tuple(p for p in before if p != space)
    listed = [a.id for a in state.legal_actions(0)]
    del state._open  # what listing makes with nothing kept
    assert listed == [a.id for a in state.legal_actions(0)]
    assert g.copy().state._open is state._open  # never changed once made: copies share it


def test_the_open_spaces_kept_as_treasures_are_taken_are_those_of_the_board_then() -> None:
    """A treasure taken turns its space's tile over for a temple tile or empties it: the state then keeps the open
    spaces of the new board at once (laid out once per set of open spaces), and they are those made afresh."""
    import random

    fields = ("spaces", "ahead", "behind", "last", "mask")
    turned = emptied = 0
    for seed in range(30):
        g = tablekit.new_game("luxor", players=2 + seed % 3, seed=seed)
        state = g.state.copy()
        state.quiet = True  # as in a search's worlds
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            before = list(state.tiles)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            changed = [p for p, (a, b) in enumerate(zip(before, state.tiles)) if a != b]
            if changed:
                turned += state.tiles[changed[0]] is not None
                emptied += state.tiles[changed[0]] is None
                kept = state.__dict__["_open"]
                assert kept.tiles == state.tiles and kept.tiles is not state.tiles
                made = OpenSpaces.of(state.tiles)
                assert [getattr(kept, f) for f in fields] == [getattr(made, f) for f in fields]
                assert made.spaces == open_spaces(state.tiles)
    assert turned > 50 and emptied > 50


def test_listings_kept_between_plays_equal_fresh_ones_after_copy_undo_and_play() -> None:
    """The kept open spaces and the component set's made actions never go stale: after every play, on copies,
    determinized copies and undone games, the listing (ids, English and Japanese labels) equals one made with
    nothing kept."""
    import dataclasses
    import random

    from tablekit.core.text import render

    def fresh(game: tablekit.Game, seat: int) -> list[str]:
        state = game.state.copy()
        state.__dict__.pop("_open", None)
        state.c = dataclasses.replace(state.c, actions={})  # a component set that has made no action yet
        made = state.legal_actions(seat)
        kept = game.legal_actions(seat)
        for lang in ("en", "ja"):  # the kept actions say what actions made anew say
            assert [render(a.text, lang) for a in kept] == [render(a.text, lang) for a in made]
        return [a.id for a in made]

    g = tablekit.new_game("luxor", players=3, seed=8)
    rng = random.Random(8)
    undone = set()
    while not g.is_over and len(g.history) < 80:
        seat = g.to_act[0]
        assert g.legal_ids(seat) == fresh(g, seat)
        twin, dealt = g.copy(), g.determinize(seat, seed=len(g.history))
        assert twin.legal_ids(seat) == fresh(twin, seat) == dealt.legal_ids(seat) == fresh(dealt, seat)
        twin.play(seat, rng.choice(twin.legal_ids(seat)))  # a copy played on leaves the original's listing as made
        if not twin.is_over:
            assert twin.legal_ids(twin.to_act[0]) == fresh(twin, twin.to_act[0])
        assert g.legal_ids(seat) == fresh(g, seat)
        g.play(seat, rng.choice(g.legal_ids(seat)))
        if len(g.history) % 9 == 0 and len(g.history) not in undone:
            undone.add(len(g.history))
            g.undo(3)
            assert g.legal_ids(g.to_act[0]) == fresh(g, g.to_act[0])
