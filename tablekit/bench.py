"""Benchmark every registered game: ``python -m tablekit.bench`` (add ``--quick`` for a short run).

For each game: random complete games per second and microseconds per action (legal listing + play); the heuristic
bot's win rate and decision time against RandomBots (``GameInfo.bench`` gives the match); and the ISMCTS bot
against the heuristic bot (200 games, fewer for games too slow to play that many in about five minutes: the
games column says how many). A measurement to read, never a timed test. Matches are played with
:func:`tablekit.arena`; ``--workers N`` spreads them over N processes.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor

from .bots import ISMCTS, RandomBot, bot_for
from .core.game import new_game
from .core.registry import games, state_class
from .tournament import ArenaResult, arena

ISMCTS_ITERATIONS = 100
ISMCTS_SECONDS = 300.0  # about this long per game for the ISMCTS match: slow games play fewer than asked (stated)


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


def match(name: str, players: int, count: int, executor: Executor | None = None) -> ArenaResult:
    """The heuristic bot (bot 0) against RandomBots, seats rotating."""
    lineup = [bot_for(name), *(RandomBot(s) for s in range(1, players))]
    return arena(name, lineup, games=count, seed=0, executor=executor, progress=False)


def ismcts_match(name: str, count: int, iterations: int, executor: Executor | None = None) -> ArenaResult:
    """ISMCTS (bot 0) against the heuristic bot in two-player games (the smallest count the game allows)."""
    players = max(2, state_class(name).info.min_players)
    lineup = [ISMCTS(iterations=iterations), *(bot_for(name, seed=s) for s in range(1, players))]
    return arena(name, lineup, games=count, seed=0, players=players, executor=executor, progress=False)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tablekit.bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a short run: fewer games, less time")
    parser.add_argument("--game", action="append", choices=games(), help="only this game (repeatable)")
    parser.add_argument("--workers", type=int, default=1, help="processes for the matches (default 1)")
    parser.add_argument("--ismcts-games", type=int, default=None,
                        help="games of ISMCTS against the heuristic bot (default 200, 10 with --quick; 0 skips)")
    args = parser.parse_args(argv)
    seconds = 1.0 if args.quick else 5.0
    ismcts_games = args.ismcts_games if args.ismcts_games is not None else (10 if args.quick else 200)
    pool = ProcessPoolExecutor(args.workers) if args.workers > 1 else None
    try:
        print(f"{'game':<16}{'players':>8}{'games/s':>10}{'µs/action':>11}{'bot ms':>9}  bot win rate")
        chosen = args.game or games()
        for name in chosen:
            players, count = state_class(name).info.bench
            if args.quick:
                count = max(count // 10, 10)
            rate, per_action = random_games(name, players, seconds)
            result = match(name, players, count, pool)
            versus = f"{result.win_rates[0]:.1%} of {count} vs {players - 1} random"
            print(f"{name:<16}{players:>8}{rate:>10.1f}{per_action:>11.1f}{result.decision_ms(0):>9.2f}  {versus}")
        if ismcts_games:
            print(f"\nISMCTS ({ISMCTS_ITERATIONS} iterations a move) against each game's heuristic bot")
            print(f"{'game':<16}{'games':>6}{'ISMCTS wins':>13}{'95% interval':>15}{'ISMCTS ms':>11}{'bot ms':>8}")
            budget = ISMCTS_SECONDS / (10 if args.quick else 1) * args.workers
            for name in chosen:
                start = time.perf_counter()
                ismcts_match(name, 1, ISMCTS_ITERATIONS)
                count = max(2, min(ismcts_games, int(budget / (time.perf_counter() - start))))
                r = ismcts_match(name, count, ISMCTS_ITERATIONS, pool)
                lo, hi = r.interval(0)
                print(f"{name:<16}{count:>6}{r.win_rates[0]:>13.1%}{f'{lo:.0%}–{hi:.0%}':>15}"
                      f"{r.decision_ms(0):>11.1f}{r.decision_ms(1):>8.2f}")
    finally:
        if pool is not None:
            pool.shutdown()


if __name__ == "__main__":
    main()
