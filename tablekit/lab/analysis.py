"""The mechanics lab: what a game's design does, measured over many seeded games (``tablekit.analyze``).

>>> import tablekit
>>> a = tablekit.analyze("minikin_city", games=6, skill_games=4, progress=False)
>>> a.players, len(a.games), round(a.mean("decisions"), 1) > 0
(2, 6, True)
>>> sorted(a.to_records()[0])[:4]
['branching_max', 'branching_mean', 'changes_after_other', 'changes_after_random']
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

from ..bots.base import Bot, RandomBot
from ..columns import pad, width
from ..core.game import Game
from ..core.record import from_record
from ..core.registry import state_class
from ..core.text import game_title, render
from ..tournament import ArenaResult, arena, wilson
from . import measures
from .words import M

BINS = 10  # the branching curve's points: tenths of the game

# (key, what it is) of every per-game measure, in the order the summary and comparisons list them
MEASURES = ("decisions", "turns", "branching_mean", "lead_changes", "settled", "margin")
WORDS = {"decisions": "decisions", "turns": "turns", "branching_mean": "branching", "lead_changes": "lead_changes",
         "settled": "settled", "margin": "margin"}


def chance_steps(game: Game, worlds: int = 4) -> list[bool]:
    """For each decision of a finished ``game``: was its outcome left to chance for the seat that made it?

    The test is the same for every game: the position before the decision is dealt anew ``worlds`` times from that
    seat's view (:meth:`Game.determinize`) and the same action played in each world; if the seat then sees
    different things in any two (a card drawn, a tile turned over, a die), chance decided part of what the
    decision led to. Two worlds that happen to deal alike hide a chance step, so more worlds find more of them.

    >>> import tablekit
    >>> g = tablekit.new_game("luxor", players=2, seed=1)
    >>> for _ in range(3):
    ...     g.play(g.to_act[0], g.legal_actions(g.to_act[0])[0])
    >>> chance_steps(g)  # Red plays and draws a card; Blue plays, then takes a key and draws
    [True, False, True]
    """
    replay = game.at_step(0)
    found = []
    for seat, action in game.actions:
        seen = []
        for seed in range(1, worlds + 1):
            world = replay.determinize(seat, seed)
            world.play(seat, action)
            seen.append(world.view(seat))
        found.append(any(view != seen[0] for view in seen[1:]))
        replay.play(seat, action)
    return found


def _chance_chunk(name: str, records: list[dict[str, Any]]) -> list[list[bool]]:
    return [chance_steps(from_record(record)) for record in records]


def game_measures(row: dict[str, Any], players: int) -> dict[str, Any]:
    """Every measure of one traced arena game (a row of :attr:`ArenaResult.games` played with ``trace=True``;
    its trace's ``random`` list, where present, says which decisions chance had a hand in).

    >>> trace = {"seats": [0, 1], "branching": [2, 3], "random": [True, False], "scores": [[0, 0], [1, 0], [1, 2]],
    ...          "winners": [1]}
    >>> m = game_measures({"game": 0, "seed": 1, "trace": trace}, 2)
    >>> m["decisions"], m["turns"], m["branching_mean"], m["lead_changes"], m["settled"], m["margin"]
    (2, 2, 2.5, 1, 1.0, 1)
    """
    trace = row["trace"]
    seats, branching, scores = trace["seats"], trace["branching"], trace["scores"]
    decisions = len(seats)
    chance = trace.get("random", [])
    randoms = [i for i, drawn in enumerate(chance) if drawn]
    others = [i for i, drawn in enumerate(chance) if not drawn]
    after_random, _ = measures.changes_after(scores, randoms, seats, players)
    after_other, _ = measures.changes_after(scores, others, seats, players)
    return {
        "game": row["game"], "seed": row["seed"], "decisions": decisions, "turns": measures.turns(seats),
        "decisions_per_seat": [seats.count(s) for s in range(players)],
        "turns_per_seat": measures.turns_per_seat(seats, players),
        "branching_mean": statistics.fmean(branching) if branching else 0.0,
        "branching_max": max(branching, default=0),
        "branching_curve": [statistics.fmean(b) if b else math.nan
                            for b in measures.progress_bins(branching, BINS)],
        "lead_changes": measures.lead_changes(scores),
        "settled": measures.settled_step(scores, trace["winners"]) / max(decisions, 1),
        "margin": measures.margin(scores[-1], trace["winners"]),
        "random_decisions": len(randoms), "changes_after_random": after_random,
        "other_decisions": len(others), "changes_after_other": after_other,
    }


def mean_interval(values: Sequence[float], confidence: float = 0.95) -> tuple[float, float, float]:
    """Mean and normal-approximation interval of ``values``.

    >>> [round(x, 2) for x in mean_interval([1, 2, 3, 4])]
    [2.5, 1.23, 3.77]
    """
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    z = statistics.NormalDist().inv_cdf(0.5 + confidence / 2)
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


@dataclass
class Analysis:
    """What :func:`analyze` measured: the self-play games' measures, and the skill match against random bots."""

    game: str
    players: int
    options: dict[str, Any]
    play: ArenaResult  # the games measured (by default the game's heuristic bot in every seat)
    skill: ArenaResult | None  # the first bot against random bots, seats rotated
    games: list[dict[str, Any]]  # one dict of measures per game of ``play``

    def values(self, key: str) -> list[float]:
        return [g[key] for g in self.games]

    def mean(self, key: str) -> float:
        return statistics.fmean(self.values(key))

    def interval(self, key: str) -> tuple[float, float, float]:
        """Mean and 95% interval of a per-game measure (a key of :data:`MEASURES`)."""
        return mean_interval(self.values(key))

    @property
    def branching_curve(self) -> list[float]:
        """Mean legal moves per decision in each tenth of the game, over all games."""
        columns = zip(*(g["branching_curve"] for g in self.games))
        return [statistics.fmean(v for v in col if not math.isnan(v)) if any(not math.isnan(v) for v in col)
                else math.nan for col in columns]

    @property
    def seat_advantage(self) -> list[tuple[float, float, float]]:
        """Per seat: win rate whoever sits there, with its 95% Wilson interval."""
        n = len(self.play.games)
        return [(rate, *wilson(rate, n)) for rate in self.play.seat_win_rates]

    @property
    def skill_gap(self) -> tuple[float, float, float] | None:
        """The first bot's win rate against random bots (95% interval); chance alone would give 1/players."""
        if self.skill is None:
            return None
        return (self.skill.win_rates[0], *self.skill.interval(0))

    @property
    def luck(self) -> tuple[float, float]:
        """Share of the decisions chance had a hand in (a draw, a tile turned) followed within a round by a new
        leader; the same share after the other decisions (over the games replayed for it: ``chance_games``)."""
        def share(changed: str, total: str) -> float:
            n = sum(self.values(total))
            return sum(self.values(changed)) / n if n else math.nan

        return (share("changes_after_random", "random_decisions"), share("changes_after_other", "other_decisions"))

    # -- tables ------------------------------------------------------------------------------------------------
    def rows(self, lang: str = "en") -> list[tuple[str, str]]:
        """The summary as (measure, value) pairs in ``lang``."""
        found = []
        for key in MEASURES:
            mean, lo, hi = self.interval(key)
            found.append((render(M(WORDS[key]), lang), f"{mean:.2f} ({lo:.2f}–{hi:.2f})"))
        for seat, (rate, lo, hi) in enumerate(self.seat_advantage):
            found.append((render(M("win_rate"), lang) + ", " + render(M("seat", n=seat + 1), lang),
                          f"{rate:.1%} ({lo:.0%}–{hi:.0%})"))
        gap = self.skill_gap
        if gap is not None:
            fair = f"{render(M('fair'), lang)} {1 / self.players:.0%}"
            found.append((render(M("skill", bot=bot_name(self.skill.names[0], lang)), lang),
                          f"{gap[0]:.1%} ({gap[1]:.0%}–{gap[2]:.0%}); {fair}"))
        after_random, after_other = self.luck
        found.append((render(M("luck"), lang), _share(after_random)))
        found.append((render(M("luck_other"), lang), _share(after_other)))
        return found

    def summary(self, lang: str = "en") -> str:
        """A plain-text table of every measure (means with 95% intervals)."""
        title = self.title(lang)
        rows = self.rows(lang)
        columns = max(width(k) for k, _ in rows) + 2
        return "\n".join([title, *(pad(k, columns) + v for k, v in rows)])

    def title(self, lang: str = "en") -> str:
        """What was analysed: the game, how many games, players and which bots.

        >>> import tablekit
        >>> tablekit.analyze("luxor", games=2, skill_games=0, chance_games=0, progress=False).title("ja")
        'ルクソール:2ゲーム、2人、ヒューリスティックなボット'
        """
        bots = ", ".join(bot_name(n, lang) for n in dict.fromkeys(self.play.names))
        return render(M("title", game=_title(self.game, lang), games=len(self.games), players=self.players,
                        bots=bots), lang)

    def __repr__(self) -> str:
        return self.summary()

    def to_records(self) -> list[dict[str, Any]]:
        """One plain dict per game (``pandas.DataFrame(a.to_records())``); per-seat lists are spread into columns."""
        records = []
        for g in self.games:
            row = {k: v for k, v in g.items() if not isinstance(v, list)}
            for key in ("decisions_per_seat", "turns_per_seat"):
                row.update({f"{key[:-9]}_seat{s}": v for s, v in enumerate(g[key])})
            records.append(row)
        return records

    # -- plots -------------------------------------------------------------------------------------------------
    def plot(self, lang: str = "en", svg: bool = False) -> Any:
        """Four panels: legal moves over the game, win rate per seat, lead changes, when the winner settled (a
        matplotlib Figure; where matplotlib is missing, as in JupyterLite, or with ``svg``, an SVG chart)."""
        from ..charts import Chart, Series
        from ..plot import draw

        def say(key: str, **args: Any) -> str:
            return render(M(key, **args), lang)

        size = (420, 320)
        curve = [(str(100 * b // BINS), v) for b, v in enumerate(self.branching_curve)
                 if not math.isnan(v)]
        advantage = self.seat_advantage
        changes = [int(v) for v in self.values("lead_changes")]
        settled = [min(BINS - 1, int(v * BINS)) for v in self.values("settled")]
        panels = [
            Chart(say("curve"), [Series(say("branching"), [v for _, v in curve], "#0072B2")],
                  [c for c, _ in curve], xlabel=say("progress"), ylabel=say("branching"), size=size),
            Chart(say("seats"),
                  [Series(say("win_rate"), [r for r, _, _ in advantage], "#E69F00", "bar",
                          low=[lo for _, lo, _ in advantage], high=[hi for _, _, hi in advantage])],
                  [say("seat", n=s + 1) for s in range(self.players)], ylabel=say("win_rate"), ylim=(0, 1),
                  reference=1 / self.players, size=size),
            Chart(say("leads"),
                  [Series(say("games"), [changes.count(n) for n in range(max(changes, default=0) + 1)], "#009E73",
                          "bar")],
                  [str(n) for n in range(max(changes, default=0) + 1)], xlabel=say("lead_changes"),
                  ylabel=say("games"), size=size),
            Chart(say("settle"),
                  [Series(say("games"), [settled.count(b) for b in range(BINS)], "#CC79A7", "bar")],
                  [str(100 * b // BINS) for b in range(BINS)], xlabel=say("share"),
                  ylabel=say("games"), size=size),
        ]
        return draw(*panels, svg=svg, title=self.title(lang))


def _share(value: float) -> str:
    """A share as a percentage; a dash where nothing was measured (no games replayed for chance)."""
    return "—" if math.isnan(value) else f"{value:.1%}"


def _title(game: str, lang: str = "en") -> str:
    return game_title(state_class(game).info, lang)


def bot_name(name: str, lang: str = "en") -> str:
    """A bot's ``name`` as a reader says it: a game's own bot is its heuristic bot.

    >>> bot_name("amanite", "ja"), bot_name("random"), bot_name("my_bot")
    ('ヒューリスティックなボット', 'random bot', 'my_bot')
    """
    if name in ("random", "search"):
        return render(M(f"bot.{name}"), lang)
    try:
        state_class(name)
    except ValueError:
        return name
    return render(M("bot.heuristic"), lang)


def analyze(
    name: str,
    bots: Sequence[Bot] | None = None,
    games: int = 200,
    players: int | None = None,
    options: dict[str, Any] | None = None,
    seed: int = 0,
    executor: Executor | None = None,
    progress: bool = True,
    skill_games: int | None = None,
    chance_games: int = 20,
) -> Analysis:
    """Play ``games`` seeded games of ``name`` through :func:`tablekit.arena` and measure what its design does.

    ``bots`` default to the game's heuristic bot in every seat (so the measures are of good play against itself);
    ``players`` to the bots' number, else the smallest count with an opponent. The first bot also plays
    ``skill_games`` games (default ``games``; 0 for none) against random bots, for the skill gap. ``options`` are
    the game's options (a variant: ``{"components": "my_luxor.json"}``, ...). The first ``chance_games`` games
    are also replayed to find which decisions chance had a hand in (:func:`chance_steps`, the costly part), for
    :attr:`Analysis.luck`. Everything is seeded by ``seed``, so the same call gives the same analysis serially or
    on any ``executor``.
    """
    info = state_class(name).info
    if (players if players is not None else len(bots) if bots is not None else 2) < 2:
        raise ValueError("the lab compares seats and leaders: analyze a game of 2 players or more")
    if bots is None:
        players = players or max(2, info.min_players)
        make = info.bot if info.bot is not None else (lambda seed: RandomBot(seed))
        bots = [make(s) for s in range(players)]
    bots = list(bots)
    players = len(bots) if players is None else players
    options = dict(options or {})
    play = arena(name, bots, games=games, players=players, seed=seed, executor=executor, progress=progress,
                 trace=True, **options)
    skill_games = games if skill_games is None else skill_games
    skill = None
    if skill_games and players > 1:
        against = [bots[0], *(RandomBot(seed=s) for s in range(1, players))]
        skill = arena(name, against, games=skill_games, players=players, seed=seed + 1, executor=executor,
                      progress=progress, **options)
    sampled = [row["record"] for row in play.games[:chance_games]]
    if executor is None:
        chance = _chance_chunk(name, sampled)
    else:
        parts = [executor.submit(_chance_chunk, name, sampled[i:i + 5]) for i in range(0, len(sampled), 5)]
        chance = [flags for part in parts for flags in part.result()]
    for row, flags in zip(play.games, chance):
        row["trace"]["random"] = flags
    measured = [game_measures(row, players) for row in play.games]
    return Analysis(name, players, options, play, skill, measured)


@dataclass
class Comparison:
    """Two analyses side by side: each measure's means, their difference with a 95% interval, and whether the
    interval leaves out zero (the difference is beyond the noise of this many games)."""

    a: Analysis
    b: Analysis
    labels: tuple[str, str]

    def rows(self, lang: str = "en") -> list[dict[str, Any]]:
        z = statistics.NormalDist().inv_cdf(0.975)
        found = []
        for key in MEASURES:
            xa, xb = self.a.values(key), self.b.values(key)
            diff = statistics.fmean(xb) - statistics.fmean(xa)
            se = math.sqrt(_var(xa) / len(xa) + _var(xb) / len(xb))
            found.append(_row(render(M(WORDS[key]), lang), statistics.fmean(xa), statistics.fmean(xb), diff,
                              diff - z * se, diff + z * se))
        rates = [(self.a.seat_advantage[0][0], len(self.a.games)), (self.b.seat_advantage[0][0], len(self.b.games))]
        if self.a.skill is not None and self.b.skill is not None:
            skill = [(self.a.skill.win_rates[0], len(self.a.skill.games)),
                     (self.b.skill.win_rates[0], len(self.b.skill.games))]
        else:
            skill = None
        for word, pair in ((render(M("seat0"), lang), rates),
                           (render(M("skill", bot=bot_name(self.a.play.names[0], lang)), lang), skill)):
            if pair is not None:
                found.append(_rates_row(word, *pair[0], *pair[1]))
        return found

    def summary(self, lang: str = "en") -> str:
        head = [render(M("measure"), lang), *self.labels, render(M("difference"), lang), render(M("beyond"), lang)]
        lines = [head]
        for r in self.rows(lang):
            lines.append([r["measure"], f"{r['a']:.3g}", f"{r['b']:.3g}",
                          f"{r['difference']:+.3g} ({r['low']:+.3g}…{r['high']:+.3g})",
                          render(M("yes" if r["beyond_noise"] else "no"), lang)])
        widths = [max(width(line[i]) for line in lines) + 2 for i in range(len(head))]
        return "\n".join("".join(pad(cell, w) for cell, w in zip(line, widths)).rstrip() for line in lines)

    def __repr__(self) -> str:
        return self.summary()


def _var(values: Sequence[float]) -> float:
    return statistics.variance(values) if len(values) > 1 else 0.0


def _row(measure: str, a: float, b: float, diff: float, low: float, high: float) -> dict[str, Any]:
    return {"measure": measure, "a": a, "b": b, "difference": diff, "low": low, "high": high,
            "beyond_noise": not low <= 0 <= high}


def _rates_row(measure: str, pa: float, na: int, pb: float, nb: int) -> dict[str, Any]:
    """Two win rates: Newcombe's interval for their difference, built from each rate's Wilson interval (it keeps
    its 95% where the plain normal interval of a difference of small samples claims too much).

    >>> r = _rates_row("skill", 7 / 12, 12, 11 / 12, 12)
    >>> round(r["low"], 3), round(r["high"], 3), r["beyond_noise"]
    (-0.018, 0.606, False)
    """
    la, ua = wilson(pa, na)
    lb, ub = wilson(pb, nb)
    diff = pb - pa
    return _row(measure, pa, pb, diff, diff - math.sqrt((pb - lb) ** 2 + (ua - pa) ** 2),
                diff + math.sqrt((ub - pb) ** 2 + (pa - la) ** 2))


def compare(a: Analysis, b: Analysis, labels: tuple[str, str] = ("A", "B")) -> Comparison:
    """``b`` against ``a``, measure by measure (e.g. a rule variant against the standard game)."""
    return Comparison(a, b, labels)
