"""Games to fuzz: positions and records spread over every game's player counts and scenarios, and a random
playout that fails loudly where a broken game would (no legal action for a seat to act, a view that is not JSON,
components that do not add up)."""

from __future__ import annotations

import json
import random
from collections import Counter
from functools import cache
from typing import Any

import tablekit
from tablekit.core.game import Game
from tablekit.core.info import GameInfo
from tablekit.core.registry import state_class

from ..contract.playouts import player_counts, random_steps


def info(name: str) -> GameInfo:
    return state_class(name).info


def setups(name: str) -> list[dict[str, Any]]:
    """new_game keyword arguments for every player count, every scenario, and an open game."""
    counts = player_counts(name)
    found: list[dict[str, Any]] = [{"players": n} for n in counts]
    found += [{"scenario": s} for s in info(name).scenarios]
    found.append({"players": counts[0], "open": True})
    return found


def all_views(game: Game) -> list[dict[str, Any]]:
    """Every seat's view and the spectator's: equal lists, equal games to anyone looking."""
    return [game.view(s) for s in [None, *range(game.players)]]


def views(game: Game) -> str:
    """:func:`all_views` as one JSON text (which also checks that they are JSON)."""
    return json.dumps(all_views(game), sort_keys=True)


def fingerprint(game: Game) -> tuple[Any, ...]:
    """What a game is: its setup, its actions and everything anyone can see of it."""
    return (game.name, game.players, game.seed, game.scenario, game.open, json.dumps(game.options, sort_keys=True),
            game.actions, views(game))


def play_on(game: Game, seed: int, limit: int) -> None:
    """Play up to ``limit`` random legal actions, checking the game stays sound; it may end sooner."""
    rng = random.Random(seed)
    for _ in range(limit):
        if game.is_over:
            break
        seat = rng.choice(game.to_act)
        legal = game.legal_actions(seat)
        assert legal, f"{game.name}: seat {seat} is to act but has no legal action (step {len(game.history)})"
        game.play(seat, rng.choice(legal).id)
    json.dumps(game.static_data())
    views(game)
    total: Counter[str] = Counter()
    for here in game.state.locations().values():
        total.update(here)
    assert +total == +game.state.inventory(), f"{game.name}: components do not add up"
    if game.is_over:
        assert len(game.result().scores) == game.players


@cache
def positions(name: str) -> tuple[tuple[dict[str, Any], int, int], ...]:
    """(setup, seed, steps) for positions spread over whole games: the start, the middle, the end and between."""
    found = []
    for i, setup in enumerate(setups(name)):
        seed = 100 + i
        game = tablekit.new_game(name, seed=seed, **setup)
        length = sum(1 for _ in random_steps(game, seed)) - 1
        found += [(setup, seed, step) for step in sorted({0, 1, length // 3, length // 2, length - 1, length})]
    return tuple(found)


def game_at(name: str, setup: dict[str, Any], seed: int, steps: int) -> Game:
    game = tablekit.new_game(name, seed=seed, **setup)
    for g in random_steps(game, seed):
        if len(g.history) == steps:
            break
    return game


def as_version_1(record: dict[str, Any], **options: Any) -> dict[str, Any]:
    """A record as tablekit wrote it before version 2 (no components field, a component file named by its path
    in the options), with ``options`` changed."""
    from tablekit.core.record import _digest

    old = {k: v for k, v in record.items() if k not in ("components", "digest")}
    old["version"], old["options"] = 1, {**old["options"], **options}
    old["digest"] = _digest(old)
    return old


@cache
def records(name: str) -> tuple[str, ...]:
    """JSON records of the positions (as text, so every test gets its own copy)."""
    return tuple(json.dumps(game_at(name, *p).record()) for p in positions(name))
