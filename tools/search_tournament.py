"""Tournament of the search bot against each game's heuristic bot, one JSON line per game (resumable).

    nice python tools/search_tournament.py luxor --games 200 --samples 6 --depth 10 --width 8

writes ``results/search/luxor.jsonl`` (``--out`` to change it). Each line holds the game number, seating, win
shares, scores, the CPU seconds each bot spent deciding and the search's parameters; a run goes on from the games
already written (with the same parameters: the runner refuses to mix them); ``--shard 0/2`` and ``--shard 1/2``
let two processes share the games and the file. ``--summary`` prints one game's line of
the table; ``--table docs/search.md`` rewrites that page's table from every results file.
"""

from __future__ import annotations

import argparse
import json
import re
import time
from pathlib import Path
from typing import Any

import tablekit
from tablekit.bots import Bot, RolloutSearch, bot_for
from tablekit.tournament import ArenaResult, game_seeds, play_one

RESULTS = Path(__file__).resolve().parent.parent / "results" / "search"
BEGIN, END = "<!-- table: tools/search_tournament.py --table -->", "<!-- end of table -->"


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


def _rows(path: Path) -> list[dict[str, Any]]:
    return sorted((json.loads(line) for line in path.read_text().splitlines()), key=lambda r: r["game"])


def run(args: argparse.Namespace) -> None:
    out = Path(args.out or RESULTS / f"{args.game}.jsonl")
    params = {"samples": args.samples, "depth": args.depth or None, "width": args.width}
    rows = _rows(out) if out.exists() else []
    if any(r["params"] != params for r in rows):
        raise SystemExit(f"{out} holds games played with other parameters than {params}")
    done = {r["game"] for r in rows}
    search = RolloutSearch(args.game, **params)
    seeds = game_seeds(args.seed, args.games)
    out.parent.mkdir(parents=True, exist_ok=True)
    part, parts = (int(n) for n in args.shard.split("/"))
    for number in range(part, args.games, parts):
        if number in done:
            continue
        made: list[_Timed] = []
        row = play_one(args.game, [_Timed(search, made), _Timed(bot_for(args.game), made)], number, seeds[number], {})
        cpu, decisions = [0.0, 0.0], [0, 0]
        for seat, timed in enumerate(made):  # made in seat order
            cpu[row["seating"][seat]] += timed.spent
            decisions[row["seating"][seat]] += timed.decisions
        row.pop("record")
        row["cpu_s"], row["cpu_decisions"], row["params"] = cpu, decisions, params
        with out.open("a") as f:
            f.write(json.dumps(row) + "\n")


def line(game: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """One game's figures from its rows: games, search wins, win rate, Wilson 95 % bounds, CPU ms per decision."""
    result = ArenaResult(game, ["search", game], rows)
    lo, hi = result.interval(0)
    cpu = sum(r["cpu_s"][0] for r in rows) / max(1, sum(r["cpu_decisions"][0] for r in rows))
    worst = max(r["cpu_s"][0] / max(1, r["cpu_decisions"][0]) for r in rows)
    return {"game": game, "games": len(rows), "wins": result.wins[0], "rate": result.win_rates[0], "low": lo,
            "high": hi, "cpu_ms": cpu * 1e3, "worst_game_ms": worst * 1e3, "params": rows[0]["params"]}


def summary(path: Path, game: str) -> str:
    f = line(game, _rows(path))
    return (f"{game}: {f['games']} games, search {f['wins']:.1f} wins ({f['rate']:.1%}, 95% Wilson "
            f"{f['low']:.1%}-{f['high']:.1%}), {f['cpu_ms']:.0f} CPU ms per search decision, params {f['params']}")


def table(results: Path = RESULTS) -> str:
    """The markdown table of every game's results file (games not yet played are listed as such)."""
    head = ("| game | games | search wins | win rate | 95 % Wilson interval | issue 22 met (200+ games, lower bound "
            "> 50 %) | CPU ms per decision (mean; worst game) | samples, depth, width |\n" + "|---" * 8 + "|")
    body = []
    for game in tablekit.games():
        path = results / f"{game}.jsonl"
        if not path.exists() or not path.read_text().strip():
            body.append(f"| {game} | 0 | | | | | | not run |")
            continue
        f = line(game, _rows(path))
        p = f["params"]
        met = "yes" if f["games"] >= 200 and f["low"] > 0.5 else "no"
        body.append(f"| {game} | {f['games']} | {f['wins']:g} | {f['rate']:.1%} | {f['low']:.1%}–{f['high']:.1%} | "
                    f"{met} | {f['cpu_ms']:.0f}; {f['worst_game_ms']:.0f} | "
                    f"{p['samples']}, {p['depth'] or 'to the end'}, {p['width']} |")
    return "\n".join([head, *body])


def write_table(page: Path, results: Path = RESULTS) -> None:
    """Replace the table between the markers of ``page`` with :func:`table`."""
    text = page.read_text()
    pattern = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END), re.S)
    if not pattern.search(text):
        raise SystemExit(f"{page} has no table markers")
    page.write_text(pattern.sub(lambda _: f"{BEGIN}\n{table(results)}\n{END}", text))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", nargs="?", choices=tablekit.games())
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--samples", type=int, default=6)
    parser.add_argument("--depth", type=int, default=10, help="decisions per rollout; 0 plays to the end")
    parser.add_argument("--width", type=int, default=8)
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--out", help="results file (default results/search/<game>.jsonl)")
    parser.add_argument("--shard", default="0/1", metavar="I/N",
                        help="play only the games whose number is I modulo N (N processes may share one file)")
    parser.add_argument("--summary", action="store_true")
    parser.add_argument("--table", metavar="PAGE", help="rewrite PAGE's table from every results file")
    args = parser.parse_args()
    if args.table:
        write_table(Path(args.table))
    elif args.game is None:
        parser.error("a game is needed")
    elif args.summary:
        print(summary(Path(args.out or RESULTS / f"{args.game}.jsonl"), args.game))
    else:
        run(args)
