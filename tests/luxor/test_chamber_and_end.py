"""The burial chamber, the refill, the end of the round and the game (rulebook: 移動ルール, カードの補充,
ゲーム終了条件と得点計算)."""

from __future__ import annotations

import pytest

from tablekit import IllegalAction

from .helpers import events, finish_turn, hand, ids, new, put, tile

REST = [("number", 1), ("number", 1), ("number", 1), ("number", 1)]


def test_no_entry_to_the_chamber_without_a_key() -> None:
    g = new()
    hand(g, 0, ("number", 2), *REST)
    put(g, 0, 39, 0)
    assert "play:0:39:2" not in ids(g)
    with pytest.raises(IllegalAction, match="costs one key"):
        g.play(0, "play:0:39:2")


def test_no_entry_to_the_chamber_past_the_exact_count() -> None:
    g = new()
    hand(g, 0, ("number", 3), *REST)
    put(g, 0, 39, 0)
    g.state.keys[0] = 2
    with pytest.raises(IllegalAction, match="exact count"):
        g.play(0, "play:0:39:3")


def test_entering_pays_one_key_and_the_first_takes_the_five_sarcophagus() -> None:
    g = new()
    hand(g, 0, ("number", 2), *REST)
    put(g, 0, 39, 0)
    g.state.keys[0] = 2
    g.play(0, "play:0:39:2")
    assert 41 in g.state.pos[0] and g.state.keys[0] == 1 and g.state.sarcophagi[0] == [5]
    assert "enters the chamber first" in events(g)[1]


def test_one_player_may_take_both_sarcophagi() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    put(g, 0, 39, 40)
    g.state.keys[0] = 2
    g.play(0, "play:0:40:1")
    finish_turn(g)
    hand(g, 0, ("number", 2), *REST)
    g.play(0, "play:0:39:2")
    assert sorted(g.state.sarcophagi[0]) == [3, 5]


def test_the_round_is_finished_after_the_second_entrant_then_the_game_ends() -> None:
    g = new(players=3)
    hand(g, 0, ("number", 1), *REST)
    put(g, 0, 40, 0)
    g.state.keys[0] = 1
    g.state.entered = [2]
    g.state.sarcophagi[2] = [5]
    g.state.pos[2] = [41, 0]
    g.play(0, "play:0:40:1")
    assert g.state.last_round and not g.is_over and g.to_act == [1]
    assert "the round is played to its end" in events(g)[-1]
    finish_turn(g)
    assert g.to_act == [2]
    finish_turn(g)
    assert g.is_over and g.to_act == []


def test_a_second_entrant_who_is_the_last_player_ends_the_game_at_once() -> None:
    g = new()
    finish_turn(g)
    hand(g, 1, ("number", 1), *REST)
    put(g, 1, 40, 0)
    g.state.keys[1] = 1
    g.state.entered = [0]
    g.state.pos[0] = [41, 0]
    g.state.sarcophagi[0] = [5]
    g.play(1, "play:0:40:1")
    assert g.is_over


def test_a_hand_of_four_draws_one_card_into_its_middle() -> None:
    g = new()
    cards = hand(g, 0, *REST, ("number", 2))
    tile(g, 2, "wild")
    top = g.state.deck[-1]
    g.play(0, "play:4:0:2")
    assert g.state.hands[0] == cards[:2] + [top] + cards[2:4]


def test_an_empty_deck_reshuffles_the_discards_horus_cards_included() -> None:
    g = new()
    hand(g, 0, *REST, ("number", 2))
    tile(g, 2, "wild")
    state = g.state
    horus = state.horus[1].pop()
    state.discard += state.deck + [horus]
    state.deck = []
    g.play(0, "play:4:0:2")
    assert "shuffled into a new deck" in events(g)[-1]
    assert state.discard == [] and len(state.hands[0]) == 5
    assert horus in state.deck + state.hands[0]
    assert len(state.deck) == 31 - 10 + 1 + 1 - 1  # the 21 others, the Horus card, the one played, less one drawn


def test_later_entrants_score_their_position_but_no_sarcophagus() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    put(g, 0, 40, 0)
    g.state.keys[0] = 1
    g.state.entered = [1, 1]
    g.state.pos[1] = [41, 41]
    g.state.sarcophagi[1] = [5, 3]
    g.play(0, "play:0:40:1")
    assert g.state.sarcophagi[0] == [] and "no sarcophagus is left" in events(g)[1]
