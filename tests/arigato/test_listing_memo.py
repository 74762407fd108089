"""The actions Arigato builds once and shares through its components' memo never go stale: at every step of
random games (and after an undo or on a copy), a listing made with the memo full says exactly what one made from
an empty memo says."""

from __future__ import annotations

import random

import pytest

from .helpers import game


def listing(g, seat: int) -> list[tuple[str, str, str]]:
    return [(a.id, a.label, a.to_dict("ja")["label"]) for a in g.state.legal_actions(seat)]


@pytest.mark.parametrize("players, seed", [(1, 3), (3, 5), (5, 2)])
def test_a_memo_listing_equals_a_fresh_one_at_every_step(players: int, seed: int) -> None:
    g = game(players, seed=seed)
    memo = g.state.components.memo
    rng = random.Random(seed)
    while not g.is_over:
        seat = rng.choice(g.to_act)
        kept = listing(g, seat)
        saved = dict(memo)
        memo.clear()
        try:
            assert listing(g, seat) == kept
            assert listing(g.copy(), seat) == kept
        finally:
            memo.update(saved)
        g.play(seat, rng.choice(g.legal_ids(seat)))
    steps = len(g.history)
    g.undo(steps // 2)
    seat = g.to_act[0]
    kept = listing(g, seat)
    memo.clear()
    assert listing(g, seat) == kept
