"""Benchmark every registered game: ``python -m tablekit.bench`` (add ``--quick`` for a short run).

For each game: random complete games per second, microseconds per action (legal listing + play), the heuristic
bot's mean decision time, and its win rate against RandomBots. A measurement to read, never a timed test.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence

from .bots import Bot, RandomBot, bot_for
from .core.game import new_game
from .core.registry import games, state_class


def random_games(name: str, players: int, seconds: float) -> tuple[float, float]:
    """Play random games for about ``seconds``; return (games per second, microseconds per action)."""
    rng = random.Random(0)
    done = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or done == 0:
        game = new_game(name, players=players, seed=done)
        while not game.is_over:
            seat = rng.choice(game.to_act)
            game.play(seat, rng.choice(game.legal_actions(seat)))
            actions += 1
        done += 1
    elapsed = time.perf_counter() - start
    return done / elapsed, elapsed / actions * 1e6


def match(name: str, players: int, count: int) -> tuple[float, float]:
    """The heuristic bot against RandomBots, seat rotating: (its win rate, mean decision time in ms)."""
    wins = 0.0
    thinking = 0.0
    decisions = 0
    for seed in range(count):
        hero = seed % players
        seats: list[Bot] = [RandomBot(seed * 10 + s) for s in range(players)]
        seats[hero] = bot_for(name, seed)
        game = new_game(name, players=players, seed=seed)
        while not game.is_over:
            seat = game.to_act[0]
            start = time.perf_counter()
            action = seats[seat].act(game, seat)
            if seat == hero:
                thinking += time.perf_counter() - start
                decisions += 1
            game.play(seat, action)
        winners = game.result().winners
        if hero in winners:
            wins += 1 / len(winners)
    return wins / count, thinking / max(decisions, 1) * 1e3


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tablekit.bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a short run: fewer games, less time")
    parser.add_argument("--game", action="append", choices=games(), help="only this game (repeatable)")
    args = parser.parse_args(argv)
    seconds = 1.0 if args.quick else 5.0
    print(f"{'game':<16}{'players':>8}{'games/s':>10}{'µs/action':>11}{'bot ms':>9}  bot win rate")
    for name in args.game or games():
        info = state_class(name).info
        players, count = info.bench  # as each game's issue asks
        if args.quick:
            count = max(count // 10, 10)
        rate, per_action = random_games(name, players, seconds)
        win, think = match(name, players, count)
        versus = f"{win:.1%} of {count} vs {players - 1} random"
        print(f"{info.name:<16}{players:>8}{rate:>10.1f}{per_action:>11.1f}{think:>9.2f}  {versus}")


if __name__ == "__main__":
    main()
