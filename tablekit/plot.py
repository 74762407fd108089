"""Plots of games and experiments: matplotlib figures where matplotlib is installed, else SVG charts of the same data.

Each plot is first a chart spec (:mod:`tablekit.charts`); :func:`draw` hands it to matplotlib's object API (no
pyplot state, safe on the Agg backend) or, where matplotlib is missing (a JupyterLite site, whose Pyodide has no
offline copy of it), draws it as an SVG chart with the same axes, colours, legend and title.

>>> import tablekit
>>> from tablekit.plot import score_progress
>>> g = tablekit.new_game("amanite", players=3, seed=5, sides=["A", "A", "A"], open=True)
>>> for _ in range(4):
...     seat = g.to_act[0]
...     g.play(seat, g.legal_actions(seat)[0])
>>> fig = score_progress(g)
>>> fig.axes[0].get_title()
'Amanite: score progress'
>>> [line.get_label() for line in fig.axes[0].get_lines()]
['Fox', 'Squirrel', 'Owl']
>>> japanese = score_progress(g, svg=True, lang="ja")
>>> japanese.svg.count("<polyline"), "アマナイト：得点の推移" in japanese.svg
(3, True)

The notebooks draw their own figures through :func:`bar_chart` and :func:`heatmaps`, so they show in both places:

>>> bar_chart(["1", "2", "3"], {"VP": [1, 3, 6]}, title="Sets", svg=True)
<chart: Sets>
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from importlib.util import find_spec
from typing import TYPE_CHECKING, Any

from .charts import Chart, Heatmap, Series, svg_figure
from .core import text
from .core.text import Messages

if TYPE_CHECKING:
    from .core.game import Game

M = Messages("plot", {
    "score_progress": "{game}: score progress",
    "step": "step",
    "score": "score",
    "bot_win_rates": "{game}: win rate per bot ({games} games, 95% intervals)",
    "seat_win_rates": "win rate per seat",
    "seat": "seat {seat}",
    "win_rate": "win rate",
}, {
    "score_progress": "{game}：得点の推移",
    "step": "手数",
    "score": "得点",
    "bot_win_rates": "{game}：ボットごとの勝率（{games}ゲーム、95%区間）",
    "seat_win_rates": "席ごとの勝率",
    "seat": "{seat}番席",
    "win_rate": "勝率",
})
# Fonts with the Japanese glyphs, the first installed one is used: Linux (Noto, IPA, Takao), macOS, Windows
JAPANESE_FAMILIES = ("Noto Sans CJK JP", "Noto Sans JP", "IPAexGothic", "IPAGothic", "TakaoGothic", "Hiragino Sans",
                     "Yu Gothic", "Meiryo", "MS Gothic")


def available() -> bool:
    """Whether matplotlib can be imported here (False in the JupyterLite site)."""
    return find_spec("matplotlib") is not None


@cache
def families() -> list[str]:
    """The font families of matplotlib figures: DejaVu Sans, then the first installed font of
    :data:`JAPANESE_FAMILIES` (matplotlib takes each glyph from the first family that has it). Where none is
    installed Japanese words show as boxes, but every figure is still drawn and no missing family is asked for.

    >>> families()[0]
    'DejaVu Sans'
    """
    from matplotlib import font_manager

    installed = {font.name for font in font_manager.fontManager.ttflist}
    return ["DejaVu Sans", *[name for name in JAPANESE_FAMILIES if name in installed][:1]]


def say(key: str, lang: str | None = None, **args: Any) -> str:
    """A plot word in ``lang`` (the default language when None)."""
    return text.render(M(key, **args), text.check_language(lang or text.default_language()))


def draw(*panels: Chart | Heatmap, svg: bool = False, title: str = "") -> Any:
    """``panels`` side by side under ``title``: a matplotlib Figure, or an :class:`~tablekit.charts.SvgChart` where
    matplotlib is missing (or when ``svg`` is true)."""
    if svg or not available():
        return svg_figure(panels, title)
    from matplotlib.figure import Figure

    width = sum(p.size[0] if isinstance(p, Chart) else 40 + p.cell * len(p.columns) * 1.6 for p in panels)
    height = max(p.size[1] if isinstance(p, Chart) else 120 + p.cell * len(p.rows) * 1.6 for p in panels)
    fig = Figure(figsize=(width / 100, height / 100), layout="constrained")
    for ax, panel in zip(fig.subplots(1, len(panels), squeeze=False)[0], panels):
        (_mpl_heatmap if isinstance(panel, Heatmap) else _mpl_chart)(ax, panel)
    if title:
        fig.suptitle(title, fontfamily=families(), fontweight="bold")
    return fig


def _mpl_chart(ax: Any, chart: Chart) -> None:
    font = {"fontfamily": families()}
    colors = chart.colors()
    bars = [i for i, s in enumerate(chart.series) if s.kind == "bar"]
    width = 0.8 / max(len(bars), 1)
    for i, (series, color) in enumerate(zip(chart.series, colors)):
        places = range(len(series.values))
        if series.kind == "bar":
            offset = (bars.index(i) - (len(bars) - 1) / 2) * width
            errors = None
            if series.low is not None and series.high is not None:
                errors = [[v - lo for v, lo in zip(series.values, series.low)],
                          [hi - v for v, hi in zip(series.values, series.high)]]
            drawn = ax.bar([p + offset for p in places], series.values, width, yerr=errors, capsize=4,
                           color=color, label=series.label)
            if chart.value_labels:
                ax.bar_label(drawn, labels=[f"{v:g}" for v in series.values], fontsize=8)
        else:
            ax.plot(places, series.values, "--" if series.dashed else "-", color=color, label=series.label,
                    **({} if series.dashed or len(series.values) > 80 else {"marker": "o", "markersize": 3}))
    if chart.reference is not None:
        ax.axhline(chart.reference, color="#777", linestyle="--", linewidth=1)
    if chart.categories is not None:
        ax.set_xticks(range(len(chart.categories)), chart.categories, **font)
    else:
        ax.grid(alpha=0.3)
    if chart.ylim:
        ax.set_ylim(*chart.ylim)
    elif all(float(v).is_integer() for s in chart.series for v in s.values):  # counts: no half a game on the axis
        from matplotlib.ticker import MaxNLocator

        ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_title(chart.title, **font)
    ax.set_xlabel(chart.xlabel, **font)
    ax.set_ylabel(chart.ylabel, **font)
    if chart.legend:
        ax.legend(loc="best", prop={"family": families()})


def _mpl_heatmap(ax: Any, heat: Heatmap) -> None:
    font = {"fontfamily": families()}
    ax.imshow(heat.values, cmap="Greens", vmin=heat.vmin, vmax=heat.vmax)
    ax.set_xticks(range(len(heat.columns)), heat.columns, rotation=45, ha="right", **font)
    ax.set_yticks(range(len(heat.rows)), heat.rows, **font)
    ax.set_title(heat.title, **font)


def _colors(names: Sequence[str], colors: str | Sequence[str] | Mapping[str, str] | None) -> list[Any]:
    """Colours per series from one colour, a list (per series; for a single series, per bar) or a mapping."""
    if colors is None or isinstance(colors, str):
        return [colors] * len(names)
    if isinstance(colors, Mapping):
        return [colors.get(n) for n in names]
    return [list(colors)] if len(names) == 1 and len(colors) > 1 else list(colors)


def bar_chart(categories: Sequence[Any], bars: Mapping[str, Sequence[float]], *, title: str = "",
              xlabel: str = "", ylabel: str = "", colors: Any = None,
              errors: Mapping[str, tuple[Sequence[float], Sequence[float]]] | None = None,
              lines: Mapping[str, Sequence[float]] | None = None, reference: float | None = None,
              value_labels: bool = False, ylim: tuple[float, float] | None = None, svg: bool = False) -> Any:
    """Bars per category, one colour per series side by side, with optional error bars (``errors``: the low and
    high ends per series), dashed ``lines`` over the same categories, a dashed ``reference`` level and each bar's
    value above it. ``colors``: one colour, one per series (a list or a mapping), or for one series one per bar."""
    errors = errors or {}
    series = []
    for (name, values), color in zip(bars.items(), _colors(list(bars), colors)):
        low, high = errors.get(name, (None, None))
        series.append(Series(name, list(values), color, "bar", low=low, high=high))
    series += [Series(name, list(values), "#333", dashed=True) for name, values in (lines or {}).items()]
    return draw(Chart(title, series, [str(c) for c in categories], xlabel, ylabel, ylim, reference, value_labels),
                svg=svg)


def heatmaps(panels: Mapping[str, Sequence[Sequence[float]]], rows: Sequence[str], columns: Sequence[str], *,
             vmin: float = 0.0, vmax: float = 1.0, svg: bool = False) -> Any:
    """One grid per title in ``panels`` (rows × columns of values from ``vmin`` to ``vmax``), side by side."""
    return draw(*(Heatmap(title, list(rows), list(columns), grid, vmin, vmax) for title, grid in panels.items()),
                svg=svg)


def score_progress(game: Game, lang: str | None = None, svg: bool = False) -> Any:
    """One line per seat, in its colour: its score after every step of ``game``, labelled in ``lang``.

    The scores come from :meth:`Game.score_timeline`, so for a hidden-information game still in progress this
    raises :class:`tablekit.HiddenInformation` (unless the game is open).
    """
    lang = text.check_language(lang or text.default_language())
    info = game.info
    series = [Series(text.seat_name(info, seat, lang), scores, info.seat_color(seat))
              for seat, scores in enumerate(game.score_timeline())]
    return draw(Chart(say("score_progress", lang, game=text.game_title(info, lang)), series, xlabel=say("step", lang),
                      ylabel=say("score", lang), size=(640, 360)), svg=svg)

