"""What each seat may see, and dealing anew what it may not (GUIDE: nothing secret leaves Python)."""

from __future__ import annotations

import json
import random

from .helpers import card, events, finish_turn, hand, new, tile


def test_a_seat_sees_its_own_hand_in_order_and_only_the_backs_of_the_others() -> None:
    g = new(3, seed=2)
    view = g.view(1)
    assert view["seats"][1]["hand"] == g.state.hands[1]
    assert view["seats"][0]["hand"] is None and view["seats"][0]["backs"] == ["m"] * 5
    assert g.view(None)["seats"][1]["hand"] is None


def test_the_deck_and_the_piles_show_only_their_sizes() -> None:
    g = new(seed=2)
    text = json.dumps(g.view(0))
    view = g.view(0)
    assert view["deck"] == 21 and view["horus_piles"] == {"1": 8, "2": 8, "3": 8}
    assert "set_aside" not in view and "tunnel" not in text


def test_an_open_game_shows_everything() -> None:
    g = new(seed=2, open=True)
    view = g.view(None)
    assert view["seats"][0]["hand"] == g.state.hands[0] and view["set_aside"] == g.state.set_aside


def test_redeal_keeps_the_view_and_the_backs_but_changes_the_hidden_cards() -> None:
    g = new(3, seed=6)
    hand(g, 2, ("number", 1), ("number", 1), ("choose", 3, 1), ("number", 2), ("number", 2))
    tile(g, 1, "scarab")
    g.state.scarabs[2] = [g.state.scarab_bag.pop()]
    before = g.view(0)
    seen = set()
    for seed in range(12):
        other = g.determinize(0, seed)
        assert other.view(0) == before
        assert [other.state.c.cards[c].back for c in other.state.hands[2]] == ["m", "m", "h1", "m", "m"]
        seen.add(tuple(other.state.hands[1]))
        assert sorted(other.state.deck + sum(other.state.hands[1:], []) + sum(other.state.horus.values(), [])) == \
            sorted(g.state.deck + sum(g.state.hands[1:], []) + sum(g.state.horus.values(), []))
    assert len(seen) > 1


def test_redeal_reassigns_the_others_scarabs_from_the_unseen_ones() -> None:
    g = new(seed=6)
    state = g.state
    state.scarabs[1] = [state.scarab_bag.pop() for _ in range(3)]
    mine = [state.scarab_bag.pop()]
    state.scarabs[0] = list(mine)
    pool = sorted(state.scarab_bag + state.scarabs[1])
    rng = random.Random(1)
    state.redeal(0, rng)
    assert state.scarabs[0] == mine and len(state.scarabs[1]) == 3
    assert sorted(state.scarab_bag + state.scarabs[1]) == pool


def test_redeal_after_a_reshuffle_keeps_the_seen_discards_out_of_the_horus_piles() -> None:
    # Red saw a level-1 Horus card discarded and shuffled into the new deck: redealing may move it between the
    # deck and the hands drawn from that deck since, but never into a face-down Horus pile it never came from.
    g = new(3, seed=6)
    state = g.state
    hand(g, 0, ("number", 1), ("number", 2), ("number", 3), ("number", 4), ("number", 5))
    seen = card(g, "last", level=1)
    state.discard += state.deck + [seen]
    state.deck = []
    g.play(0, "play:0:0:1")
    assert len(state.hands[0]) == 5 and "shuffled into a new deck" in " ".join(events(g))
    finish_turn(g)  # Blue draws from the reshuffled deck
    kinds = sorted(state.c.cards[c].kind for c in state.horus[1])
    drawn = sorted(state.deck + [state.hands[1][2]])
    view = g.view(0)
    for seed in range(30):
        copy = g.determinize(0, seed)
        other = copy.state
        assert copy.view(0) == view and seen not in other.horus[1]
        assert sorted(other.c.cards[c].kind for c in other.horus[1]) == kinds
        assert sorted(other.deck + [other.hands[1][2]]) == drawn


def _mutable(value: object, found: set[int]) -> set[int]:
    """The ids of every list and dict in ``value``, nested ones too."""
    if isinstance(value, (list, dict)):
        found.add(id(value))
        for inner in value.values() if isinstance(value, dict) else value:
            _mutable(inner, found)
    return found


def test_a_copy_equals_the_original_and_shares_none_of_its_lists_or_piles() -> None:
    """The copy by known shapes (LuxorState.__deepcopy__) holds every attribute equal and no list or dict of the
    original (the options alone are shared), whatever the phase, on copies of copies too."""
    for seed in range(4):
        g = new(seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            state = g.state
            other = state.copy().copy()
            assert other.__dict__.keys() == state.__dict__.keys() and other.rng.getstate() == state.rng.getstate()
            for name, value in state.__dict__.items():
                if name not in ("rng", "_events", "options"):
                    assert other.__dict__[name] == value, name
                    assert not _mutable(value, set()) & _mutable(other.__dict__[name], set()), name
            seat = g.to_act[0]
            g.play(seat, rng.choice(g.legal_actions(seat)))
