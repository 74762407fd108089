"""Decisions where the rulebook is silent (each written down in docs/rules/luxor.md)."""

from __future__ import annotations

from .helpers import events, hand, ids, new, put, tile

REST = [("number", 1), ("number", 1), ("number", 1), ("number", 1)]


def test_an_osiris_move_that_would_pass_the_chamber_leaves_the_adventurer_on_osiris() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 39, "osiris:4")
    put(g, 0, 38, 0)
    g.play(0, "play:0:38:1")
    assert 39 in g.state.pos[0] and "cannot move" in events(g)[-1] and g.to_act == [1]


def test_a_paid_key_goes_back_to_the_supply() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    put(g, 0, 40, 0)
    g.state.keys[0], g.state.key_supply = 1, 19
    g.play(0, "play:0:40:1")
    assert g.state.keys[0] == 0 and g.state.key_supply == 20


def test_move_all_leaves_an_adventurer_that_cannot_make_the_distance() -> None:
    g = new()
    hand(g, 0, ("all", 3, 3), *REST)
    put(g, 0, 39, 5)
    tile(g, 8, "wild")
    g.play(0, "play:0")
    assert sorted(g.state.pos[0]) == [0, 8, 39]  # 39 + 3 passes the chamber; the one from 5 woke a sleeper
    assert any("cannot move so far" in e for e in events(g))


def test_a_roll_no_adventurer_can_use_spends_the_card() -> None:
    for seed in range(40):
        g = new(seed=seed)
        hand(g, 0, ("die",), *REST)
        put(g, 0, 39, 40, asleep=(False, False, False))
        g.state.pos[0] += [41, 41, 41]
        g.state.keys[0] = 1
        g.play(0, "play:0")
        if g.state.phase == "play":  # a roll above 2: nobody can use it
            assert g.to_act == [1] and "the card is spent" in events(g)[-1]
            return
    raise AssertionError("no seed rolled above 2")


def test_the_plus_minus_card_never_steps_back_onto_the_stairs() -> None:
    g = new()
    hand(g, 0, ("plusminus",), *REST)
    put(g, 0, 1, 0)
    assert "play:0:1:-1" not in ids(g) and "play:0:1:1" in ids(g)


def test_last_to_second_last_into_the_chamber_needs_a_key() -> None:
    g = new()
    hand(g, 0, ("last", 0, 1), *REST)
    put(g, 0, 30, 41)
    assert "play:0" not in ids(g)


def test_nothing_left_to_take_is_said_and_the_turn_ends() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 1, "horus:1")
    state = g.state
    state.discard += state.horus[1]
    state.horus[1] = []
    state.keys[1], state.key_supply = 20, 0
    g.play(0, "play:0:0:1")
    assert "Nothing is left" in events(g)[-1] and g.to_act == [1]
