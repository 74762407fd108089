"""Benchmark every registered game: ``python -m tablekit.bench`` (add ``--quick`` for a short run).

Every figure is CPU time (``time.process_time``), the median of several runs, so a busy machine slows the wall clock but
not the figures. Each run plays games and searches from seeds no earlier run played, so what an engine keeps between
games in one process counts only as far as new games reuse it (replaying the same seeds would find every kept listing
again and overstate it). For each game, the engine table gives random complete games per CPU second and microseconds per
action (legal listing + play), the microseconds of ``Game.copy()`` and ``Game.determinize()`` over positions taken from
random games, and the ISMCTS iterations per CPU second from those positions. Then the heuristic bot's win rate and
decision time against RandomBots (``GameInfo.bench`` gives the match), and the ISMCTS bot against the heuristic bot (200
games, fewer for games too slow to play that many in about five minutes: the games column says how many). A measurement
to read, never a timed test. Matches are played with :func:`tablekit.arena`; ``--workers N`` spreads them over N
processes; ``--engine`` prints the engine table only. ``--lab`` times instead the mechanics lab
(:func:`tablekit.analyze`) of 300 games of each game on two processes: its CPU seconds (this process and its workers)
and its wall-clock seconds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor

from .bots import ISMCTS, RandomBot, bot_for
from .core.game import Game, new_game
from .core.registry import games, state_class
from .tournament import ArenaResult, arena

ISMCTS_ITERATIONS = 100
ISMCTS_SECONDS = 300.0  # about this long per game for the ISMCTS match: slow games play fewer than asked (stated)
RUNS = 5  # each engine figure is the median of this many runs (3 with --quick)
POSITIONS = 12  # positions for the copy, determinize and ISMCTS figures, spread over random games


def cpu_median(work: Callable[[int], object], runs: int) -> float:
    """The median CPU seconds of ``work(0)``, ``work(1)``, ... ``work(runs - 1)``."""
    times = []
    for run in range(runs):
        start = time.process_time()
        work(run)
        times.append(time.process_time() - start)
    return statistics.median(times)


def play_random(name: str, players: int, seed: int) -> int:
    """Play one game with uniformly random actions (from ``seed``); return how many actions it took."""
    rng = random.Random(seed)
    game = new_game(name, players=players, seed=seed)
    actions = 0
    while not game.is_over:
        seat = rng.choice(game.to_act)
        game.play(seat, rng.choice(game.legal_actions(seat)))
        actions += 1
    return actions


def random_games(name: str, players: int, seconds: float, runs: int) -> tuple[float, float]:
    """(random games per CPU second, CPU microseconds per action): each run plays as many games as fit in about
    ``seconds / runs`` of CPU time (counted on seeds from 10**6), run ``r`` from seeds ``r * count`` on."""
    count = actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds / runs or count == 0:
        actions += play_random(name, players, 10**6 + count)
        count += 1
    played = [0] * runs

    def run(r: int) -> None:
        played[r] = sum(play_random(name, players, s) for s in range(r * count, (r + 1) * count))
    elapsed = cpu_median(run, runs)
    return count / elapsed, elapsed / statistics.median(played) * 1e6


def positions(name: str, players: int, count: int) -> list[Game]:
    """``count`` unfinished positions of random games, from early to late."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        rng = random.Random(seed)
        game = new_game(name, players=players, seed=seed)
        length = play_random(name, players, seed)
        stops = {length * (k + 1) // (count + 1) for k in range(count)}
        for step in range(length):
            if step in stops and len(found) < count:
                found.append(game.copy())
            seat = rng.choice(game.to_act)
            game.play(seat, rng.choice(game.legal_actions(seat)))
        seed += 1
    return found


def per_call_us(games_: list[Game], call: Callable[[Game], object], runs: int, repeat: int) -> float:
    """CPU microseconds per ``call(game)``, over every position ``repeat`` times (median of ``runs``)."""
    elapsed = cpu_median(lambda run: [call(g) for _ in range(repeat) for g in games_], runs)
    return elapsed / (repeat * len(games_)) * 1e6


def ismcts_rate(games_: list[Game], iterations: int, runs: int) -> float:
    """ISMCTS iterations per CPU second, one decision of ``iterations`` from each position (seeded by the run)."""
    def search(run: int) -> None:
        for g in games_:
            ISMCTS(iterations=iterations, seed=run).act(g, g.to_act[0])
    return iterations * len(games_) / cpu_median(search, runs)


def engine_row(name: str, players: int, seconds: float, runs: int) -> str:
    rate, per_action = random_games(name, players, seconds, runs)
    spots = positions(name, players, POSITIONS)
    copy_us = per_call_us(spots, Game.copy, runs, 20)
    det_us = per_call_us(spots, lambda g: g.determinize(g.to_act[0], seed=1), runs, 20)
    searched = [g for g in spots if len(g.legal_actions(g.to_act[0])) > 1][:4] or spots[:1]
    iterations = ismcts_rate(searched, 50, runs)
    return (f"{name:<16}{players:>8}{rate:>10.1f}{per_action:>11.1f}{copy_us:>9.0f}{det_us:>13.0f}"
            f"{iterations:>10.0f}")


def match(name: str, players: int, count: int, executor: Executor | None = None) -> ArenaResult:
    """The heuristic bot (bot 0) against RandomBots, seats rotating."""
    lineup = [bot_for(name), *(RandomBot(s) for s in range(1, players))]
    return arena(name, lineup, games=count, seed=0, executor=executor, progress=False)


def ismcts_match(name: str, count: int, iterations: int, executor: Executor | None = None) -> ArenaResult:
    """ISMCTS (bot 0) against the heuristic bot in two-player games (the smallest count the game allows)."""
    players = max(2, state_class(name).info.min_players)
    lineup = [ISMCTS(iterations=iterations), *(bot_for(name, seed=s) for s in range(1, players))]
    return arena(name, lineup, games=count, seed=0, players=players, executor=executor, progress=False)


def lab_row(name: str, count: int, workers: int) -> str:
    """One line of the lab table: ``count`` games analysed (and as many against random bots) on ``workers``."""
    import resource

    from .lab import analyze

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu, wall = time.process_time(), time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        analyze(name, games=count, executor=pool, progress=False)
    wall = time.perf_counter() - wall
    after = resource.getrusage(resource.RUSAGE_CHILDREN)  # the workers' time, counted once they have ended
    cpu = time.process_time() - cpu + after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return f"{name:<16}{count:>6}{cpu:>9.1f}{wall:>9.1f}"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tablekit.bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a short run: fewer games, less time")
    parser.add_argument("--game", action="append", choices=games(), help="only this game (repeatable)")
    parser.add_argument("--engine", action="store_true", help="the engine table only (no bot matches)")
    parser.add_argument("--workers", type=int, default=1, help="processes for the matches (default 1)")
    parser.add_argument("--ismcts-games", type=int, default=None,
                        help="games of ISMCTS against the heuristic bot (default 200, 10 with --quick; 0 skips)")
    parser.add_argument("--lab", action="store_true", help="time the mechanics lab instead (300 games, 2 processes)")
    args = parser.parse_args(argv)
    chosen = args.game or games()
    if args.lab:
        count = 30 if args.quick else 300
        print(f"Mechanics lab: tablekit.analyze of {count} games (and {count} against random bots) on 2 processes")
        print(f"{'game':<16}{'games':>6}{'CPU s':>9}{'wall s':>9}")
        for name in chosen:
            print(lab_row(name, count, 2), flush=True)
        return
    seconds = 1.5 if args.quick else 5.0
    runs = 3 if args.quick else RUNS
    ismcts_games = args.ismcts_games if args.ismcts_games is not None else (10 if args.quick else 200)
    print(f"Engine, in CPU time (time.process_time), median of {runs} runs")
    print(f"{'game':<16}{'players':>8}{'games/s':>10}{'µs/action':>11}{'copy µs':>9}{'determinize':>13}"
          f"{'ISMCTS/s':>10}")
    for name in chosen:
        print(engine_row(name, state_class(name).info.bench[0], seconds, runs), flush=True)
    if args.engine:
        return
    pool = ProcessPoolExecutor(args.workers) if args.workers > 1 else None
    try:
        print("\nHeuristic bot against random bots (decision time by the wall clock, as the arena measures it)")
        print(f"{'game':<16}{'players':>8}{'bot ms':>9}  bot win rate")
        for name in chosen:
            players, count = state_class(name).info.bench
            if args.quick:
                count = max(count // 10, 10)
            result = match(name, players, count, pool)
            versus = f"{result.win_rates[0]:.1%} of {count} vs {players - 1} random"
            print(f"{name:<16}{players:>8}{result.decision_ms(0):>9.2f}  {versus}", flush=True)
        if ismcts_games:
            print(f"\nISMCTS ({ISMCTS_ITERATIONS} iterations a move) against each game's heuristic bot")
            print(f"{'game':<16}{'games':>6}{'ISMCTS wins':>13}{'95% interval':>15}{'ISMCTS ms':>11}{'bot ms':>8}")
            budget = ISMCTS_SECONDS / (10 if args.quick else 1) * args.workers
            for name in chosen:
                start = time.process_time()
                ismcts_match(name, 1, ISMCTS_ITERATIONS)
                count = max(2, min(ismcts_games, int(budget / (time.process_time() - start))))
                r = ismcts_match(name, count, ISMCTS_ITERATIONS, pool)
                lo, hi = r.interval(0)
                print(f"{name:<16}{count:>6}{r.win_rates[0]:>13.1%}{f'{lo:.0%}–{hi:.0%}':>15}"
                      f"{r.decision_ms(0):>11.1f}{r.decision_ms(1):>8.2f}", flush=True)
    finally:
        if pool is not None:
            pool.shutdown()


if __name__ == "__main__":
    main()
