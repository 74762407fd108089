"""Seeded random playouts shared by the contract tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

import tablekit
from tablekit.core.game import Game


def player_counts(name: str) -> list[int]:
    info = tablekit.core.registry.state_class(name).info
    return list(range(info.min_players, info.max_players + 1))


def random_steps(game: Game, seed: int, limit: int = 5000) -> Iterator[Game]:
    """Play random legal actions to the end, yielding the game after every step (and once before the first)."""
    rng = random.Random(seed)
    yield game
    for _ in range(limit):
        if game.is_over:
            return
        seat = rng.choice(game.to_act)
        game.play(seat, rng.choice(game.legal_actions(seat)))
        yield game
    raise AssertionError(f"{game.name} did not end within {limit} actions")
