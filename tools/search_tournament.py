"""Tournament of the search bot against each game's heuristic bot, one JSON line per game (resumable).

    nice python tools/search_tournament.py luxor --games 200 --samples 6 --depth 10 --width 8 --out results.jsonl

Each line holds the game number, seating, win shares, scores and the CPU seconds each bot spent deciding;
``--summary`` prints the table (wins, Wilson interval, CPU ms per decision) from the lines written so far.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import tablekit
from tablekit.bots import Bot, RolloutSearch, bot_for
from tablekit.tournament import ArenaResult, game_seeds, play_one


class _Timed(Bot):
    """A bot that adds the CPU time of its decisions to ``spent``; its reseeded copies (one per game and seat, made
    by ``play_one``) are listed in ``made`` so that their times can be read after the game."""

    def __init__(self, inner: Bot, made: list[_Timed]) -> None:
        self.inner, self.name, self.made, self.spent, self.decisions = inner, inner.name, made, 0.0, 0

    def choose(self, view, legal):  # type: ignore[no-untyped-def]
        return self.inner.choose(view, legal)

    def act(self, game, seat):  # type: ignore[no-untyped-def]
        start = time.process_time()
        try:
            return self.inner.act(game, seat)
        finally:
            self.spent += time.process_time() - start
            self.decisions += 1

    def reseeded(self, seed: int) -> Bot:
        copy = _Timed(self.inner.reseeded(seed), self.made)
        self.made.append(copy)
        return copy


def run(args: argparse.Namespace) -> None:
    out = Path(args.out)
    done = {json.loads(line)["game"] for line in out.read_text().splitlines()} if out.exists() else set()
    search = RolloutSearch(args.game, samples=args.samples, depth=args.depth, width=args.width)
    seeds = game_seeds(args.seed, args.games)
    for number in range(args.games):
        if number in done:
            continue
        made: list[_Timed] = []
        row = play_one(args.game, [_Timed(search, made), _Timed(bot_for(args.game), made)], number, seeds[number], {})
        cpu, decisions = [0.0, 0.0], [0, 0]
        for seat, timed in enumerate(made):  # made in seat order
            cpu[row["seating"][seat]] += timed.spent
            decisions[row["seating"][seat]] += timed.decisions
        row.pop("record")
        row["cpu_s"], row["cpu_decisions"] = cpu, decisions
        row["params"] = {"samples": args.samples, "depth": args.depth, "width": args.width}
        with out.open("a") as f:
            f.write(json.dumps(row) + "\n")


def summary(path: str, game: str) -> str:
    rows = [json.loads(line) for line in Path(path).read_text().splitlines()]
    rows.sort(key=lambda r: r["game"])
    result = ArenaResult(game, ["search", game], rows)
    lo, hi = result.interval(0)
    cpu = sum(r["cpu_s"][0] for r in rows) / max(1, sum(r["cpu_decisions"][0] for r in rows)) * 1e3
    return (f"{game}: {len(rows)} games, search {result.wins[0]:.1f} wins ({result.win_rates[0]:.1%}, "
            f"95% Wilson {lo:.1%}-{hi:.1%}), {cpu:.0f} CPU ms per search decision, params {rows[0]['params']}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", choices=tablekit.games())
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--samples", type=int, default=6)
    parser.add_argument("--depth", type=int, default=10)
    parser.add_argument("--width", type=int, default=8)
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--out", required=True)
    parser.add_argument("--summary", action="store_true")
    args = parser.parse_args()
    if args.summary:
        print(summary(args.out, args.game))
    else:
        run(args)
