"""Tournaments (``tablekit.arena``): seeded games between bots, seats rotated fairly, on any executor.

>>> import tablekit
>>> from tablekit.bots import RandomBot, bot_for
>>> result = tablekit.arena("amanite", bots=[bot_for("amanite"), RandomBot()], games=4, seed=1, progress=False)
>>> result.names, len(result.games), sum(result.wins)
(['amanite', 'random'], 4, 4.0)
>>> result.games[0]["seating"], result.games[1]["seating"]
([0, 1], [1, 0])

Each game's seed and the bots' seeds come from ``seed`` and the game's number alone, so the table is the same
whatever the executor (serial, a ``ProcessPoolExecutor``, a Dask ``Client.get_executor()``) and the chunk size.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import Executor, as_completed
from dataclasses import dataclass
from typing import Any

from .bots.base import Bot
from .columns import table
from .core.game import Game, new_game
from .core.record import from_record
from .core.registry import state_class
from .core.text import Messages, check_language, default_language, game_title, listed, render

M = Messages("arena", {
    "title": "{game}: {games} games, seats rotated", "bot": "bot", "wins": "wins", "win_rate": "win rate",
    "interval": "95% interval", "mean_score": "mean score", "sd": "sd", "mean_place": "mean place",
    "places": "places 1st/2nd/…", "ms": "ms/move", "seat": "seat {seat}: {value}",
    "seat_win_rates": "seat win rates: {seats}", "seat_mean_places": "seat mean places: {seats}", "unit": "game",
}, {
    "title": "{game}:{games}ゲーム(席は毎ゲーム交代)", "bot": "ボット", "wins": "勝ち", "win_rate": "勝率",
    "interval": "95%区間", "mean_score": "平均得点", "sd": "標準偏差", "mean_place": "平均順位",
    "places": "1位/2位/…の回数", "ms": "1手のミリ秒", "seat": "席{seat}: {value}",
    "seat_win_rates": "席ごとの勝率: {seats}", "seat_mean_places": "席ごとの平均順位: {seats}", "unit": "ゲーム",
})


def game_seeds(seed: int, games: int) -> list[int]:
    """The seed of each game of a tournament (drawn from ``seed``, so tournaments of other seeds differ)."""
    rng = random.Random(seed)
    return [rng.randrange(2**31) for _ in range(games)]


def wilson(rate: float, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval of a rate seen in ``n`` trials.

    >>> [round(x, 3) for x in wilson(0.5, 100)]
    [0.404, 0.596]
    """
    z = statistics.NormalDist().inv_cdf(0.5 + confidence / 2)
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def seating(game: int, players: int) -> list[int]:
    """Which bot sits at each seat in game number ``game``: the lineup turns by one seat every game.

    >>> [seating(g, 3) for g in range(3)]
    [[0, 1, 2], [2, 0, 1], [1, 2, 0]]
    """
    return [(s - game) % players for s in range(players)]


def play_one(name: str, bots: Sequence[Bot], number: int, seed: int, options: dict[str, Any],
             trace: bool = False) -> dict[str, Any]:
    """Play game ``number`` of a tournament with fresh copies of ``bots``; one row of the result.

    With ``trace``, the row also holds what :mod:`tablekit.lab.measures` reads: per decision the seat and its
    number of legal actions, and every seat's score (with full information) before the first step and after each.
    """
    players = len(bots)
    order = seating(number, players)
    seated = [bots[b].reseeded(seed * 7919 + b) for b in order]
    game = new_game(name, players=players, seed=seed, **options)
    thinking = [0.0] * players
    decisions = [0] * players
    steps: dict[str, list[Any]] = {"seats": [], "branching": [], "scores": [game.state.scores()] if trace else []}
    while not game.is_over:
        seat = game.to_act[0]  # in a simultaneous phase the others follow; none sees another's pending choice
        start = time.perf_counter()
        action = seated[seat].act(game, seat)
        thinking[order[seat]] += time.perf_counter() - start
        decisions[order[seat]] += 1
        if trace:
            steps["seats"].append(seat)
            steps["branching"].append(len(game.legal_actions(seat)))
        game.play(seat, action)
        if trace:
            steps["scores"].append(game.state.scores())
    result = game.result()
    share = 1 / len(result.winners) if result.winners else 0.0
    return {
        "game": number, "seed": seed, "seating": order, "scores": list(result.scores),
        "places": list(result.places), "winners": list(result.winners),
        "share": [share if s in result.winners else 0.0 for s in range(players)],
        "thinking_s": thinking, "decisions": decisions, "record": game.record(),
        **({"trace": {**steps, "winners": list(result.winners)}} if trace else {}),
    }


def _play_chunk(name: str, bots: Sequence[Bot], numbers: list[int], seeds: list[int],
                options: dict[str, Any], trace: bool = False) -> list[dict[str, Any]]:
    return [play_one(name, bots, n, s, options, trace) for n, s in zip(numbers, seeds)]


@dataclass
class ArenaResult:
    """The games of a tournament and what they say about each bot and each seat."""

    game: str
    names: list[str]
    games: list[dict[str, Any]]

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def wins(self) -> list[float]:
        """Wins per bot, a shared win split between its winners."""
        totals = [0.0] * self.players
        for row in self.games:
            for seat, bot in enumerate(row["seating"]):
                totals[bot] += row["share"][seat]
        return totals

    @property
    def win_rates(self) -> list[float]:
        return [w / len(self.games) for w in self.wins]

    def interval(self, bot: int, confidence: float = 0.95) -> tuple[float, float]:
        """Wilson score interval of ``bot``'s win rate."""
        return wilson(self.win_rates[bot], len(self.games), confidence)

    def scores(self, bot: int) -> list[float]:
        return [row["scores"][row["seating"].index(bot)] for row in self.games]

    def places(self, bot: int) -> list[int]:
        """``bot``'s place in each game (1 for first; a shared place counts for each who shares it)."""
        return [row["places"][row["seating"].index(bot)] for row in self.games]

    def place_counts(self, bot: int) -> list[int]:
        """How often ``bot`` took each place: index 0 counts firsts, index 1 seconds...

        >>> import tablekit
        >>> from tablekit.bots import RandomBot
        >>> r = tablekit.arena("carcassonne_hg", bots=[RandomBot(), RandomBot()], games=2, progress=False)
        >>> sum(r.place_counts(0)) == 2 and len(r.place_counts(0)) == 2
        True
        """
        counts = [0] * self.players
        for place in self.places(bot):
            counts[place - 1] += 1
        return counts

    def mean_place(self, bot: int) -> float:
        return statistics.fmean(self.places(bot))

    @property
    def seat_mean_places(self) -> list[float]:
        """Mean place per seat whoever sits there."""
        return [statistics.fmean(row["places"][s] for row in self.games) for s in range(self.players)]

    @property
    def seat_win_rates(self) -> list[float]:
        """Win share per seat whoever sits there (the first player's advantage, for one)."""
        return [sum(row["share"][s] for row in self.games) / len(self.games) for s in range(self.players)]

    def decision_ms(self, bot: int) -> float:
        """Mean time per decision of ``bot``, in milliseconds."""
        decisions = sum(row["decisions"][bot] for row in self.games)
        return sum(row["thinking_s"][bot] for row in self.games) / max(decisions, 1) * 1e3

    def replay(self, number: int) -> Game:
        """Game ``number`` rebuilt from its record."""
        return from_record(self.games[number]["record"])

    def to_records(self) -> list[dict[str, Any]]:
        """One plain dict per game and seat (``pandas.DataFrame(result.to_records())`` makes a table)."""
        return [
            {"game": row["game"], "seed": row["seed"], "seat": seat, "bot": self.names[bot], "bot_index": bot,
             "score": row["scores"][seat], "place": row["places"][seat], "win": row["share"][seat]}
            for row in self.games for seat, bot in enumerate(row["seating"])
        ]

    def summary(self, lang: str | None = None) -> str:
        """Every bot's wins, win rate with its 95% interval, scores, places and time per move, then each seat's
        win rate and mean place, in ``lang`` (the default language when None), aligned Japanese included."""
        lang = check_language(lang or default_language())
        word = {k: render(M(k), lang) for k in ("bot", "wins", "win_rate", "interval", "mean_score", "sd",
                                                 "mean_place", "places", "ms")}
        rows = [list(word.values())]
        for b, name in enumerate(self.names):
            lo, hi = self.interval(b)
            sc = self.scores(b)
            sd = statistics.stdev(sc) if len(sc) > 1 else 0.0
            rows.append([name, f"{self.wins[b]:.1f}", f"{self.win_rates[b]:.1%}", f"{lo:.0%}–{hi:.0%}",
                         f"{statistics.fmean(sc):.1f}", f"{sd:.1f}", f"{self.mean_place(b):.2f}",
                         "/".join(map(str, self.place_counts(b))), f"{self.decision_ms(b):.2f}"])
        seats = listed((M("seat", seat=s, value=f"{r:.1%}") for s, r in enumerate(self.seat_win_rates)), lang)
        places = listed((M("seat", seat=s, value=f"{p:.2f}") for s, p in enumerate(self.seat_mean_places)), lang)
        title = render(M("title", game=game_title(state_class(self.game).info, lang), games=len(self.games)), lang)
        return "\n".join([title, table(rows), render(M("seat_win_rates", seats=seats), lang),
                          render(M("seat_mean_places", seats=places), lang)])

    def __repr__(self) -> str:
        return self.summary()

    def plot(self, lang: str | None = None, svg: bool = False) -> Any:
        """Win rates with 95% intervals per bot, and win rates per seat beside an even share (a matplotlib Figure;
        where matplotlib is missing, as in JupyterLite, or with ``svg``, an SVG chart of the same)."""
        from .charts import Chart, Series
        from .plot import draw, say

        rates = self.win_rates
        spans = [self.interval(b) for b in range(self.players)]
        labels = [f"{n} ({b})" if self.names.count(n) > 1 else n for b, n in enumerate(self.names)]
        win_rate = say("win_rate", lang)
        bots = Chart(say("bot_win_rates", lang, game=self.game, games=len(self.games)),
                     [Series(win_rate, rates, "#56B4E9", "bar", low=[lo for lo, _ in spans],
                             high=[hi for _, hi in spans])],
                     labels, ylabel=win_rate, ylim=(0, 1), size=(480, 320))
        seats = Chart(say("seat_win_rates", lang),
                      [Series(win_rate, self.seat_win_rates, "#E69F00", "bar")],
                      [say("seat", lang, seat=s) for s in range(self.players)], ylim=(0, 1),
                      reference=1 / self.players, size=(320, 320))
        return draw(bots, seats, svg=svg)


def _progress(total: int, enabled: bool) -> Any:
    if enabled:
        try:
            from tqdm.auto import tqdm
        except ImportError:
            pass
        else:
            return tqdm(total=total, unit=render(M("unit"), default_language()))  # the bar in the default language
    return None


def arena(
    name: str,
    bots: Sequence[Bot],
    games: int = 100,
    players: int | None = None,
    seed: int = 0,
    executor: Executor | None = None,
    progress: bool = True,
    chunk_size: int | None = None,
    trace: bool = False,
    **options: Any,
) -> ArenaResult:
    """Play ``games`` seeded games of ``name`` between ``bots`` (one per seat), rotating the seats every game.

    ``executor`` may be any ``concurrent.futures.Executor`` (a ``ProcessPoolExecutor``, or a Dask
    ``distributed.Client(...).get_executor()``); games go to it in chunks of ``chunk_size``. ``options`` are the
    game's options. A progress bar (tqdm) shows games done when ``progress`` is true and tqdm is installed.
    ``trace`` keeps each game's step-by-step trace in its row (for :func:`tablekit.analyze`).
    """
    bots = list(bots)
    players = len(bots) if players is None else players
    if len(bots) != players or not all(isinstance(b, Bot) for b in bots):
        raise ValueError(f"arena needs one tablekit Bot per seat: {players} seats, got {len(bots)} entries")
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive int, not {games!r}")
    new_game(name, players=players, seed=0, **options)  # a bad name, count or option fails here, once
    seeds = game_seeds(seed, games)
    size = chunk_size or max(1, min(50, games // 20))
    chunks = [list(range(i, min(i + size, games))) for i in range(0, games, size)]
    bar = _progress(games, progress)
    rows: list[dict[str, Any]] = []
    try:
        if executor is None:
            for numbers in chunks:
                rows += _play_chunk(name, bots, numbers, [seeds[n] for n in numbers], options, trace)
                if bar is not None:
                    bar.update(len(numbers))
        else:
            futures = [executor.submit(_play_chunk, name, bots, numbers, [seeds[n] for n in numbers], options, trace)
                       for numbers in chunks]
            for future in as_completed(futures):
                done = future.result()
                rows += done
                if bar is not None:
                    bar.update(len(done))
    finally:
        if bar is not None:
            bar.close()
    rows.sort(key=lambda row: row["game"])
    return ArenaResult(name, [b.name for b in bots], rows)
