"""Charts as data, and their drawing as plain SVG (no matplotlib, so they work in JupyterLite's Pyodide too).

A :class:`Chart` is a line or bar chart (lines over steps, or bars and lines over named categories, with error
bars, a reference line and value labels); a :class:`Heatmap` is a grid of shares. :func:`svg_figure` draws panels
side by side as an :class:`SvgChart`, which notebooks show as ``image/svg+xml``. ``tablekit.plot`` draws the same
specs with matplotlib where it is installed.

>>> chart = Chart("Amanite: score progress", [Series("Fox", [0, 2, 5], "#E69F00"), Series("Owl", [0, 1, 3])],
...               xlabel="step", ylabel="score")
>>> svg = svg_figure([chart]).svg
>>> svg.count("<polyline"), 'class="legend"' in svg, ">Fox</text>" in svg
(2, True, True)
>>> ticks(0, 7.3)
[0, 2, 4, 6, 8]
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .core.info import DEFAULT_SEAT_COLORS
from .snapshots.svg import FONT, INK, MUTED, Drawing, Markup, el, group, text_width

# Japanese labels need a font with the glyphs; browsers fall back through the list glyph by glyph
FONT_FAMILY = FONT.replace("sans-serif", "'Noto Sans CJK JP', 'Noto Sans JP', sans-serif")
GRID = "#d9dee3"
HEAT_LOW, HEAT_HIGH = "#f7fcf5", "#00441b"  # matplotlib's "Greens", light to dark
TITLE, LABEL, TICK = 14, 12, 11  # font sizes
Place = Callable[[float], float]  # a value (or a place number) → its SVG coordinate


@dataclass(frozen=True)
class Series:
    """One named run of values: a line (``kind="line"``, dashed if ``dashed``) or bars (``kind="bar"``).

    ``color`` is one CSS colour, or for bars one per bar; ``low``/``high`` are the ends of error bars."""

    label: str
    values: Sequence[float]
    color: str | Sequence[str] | None = None
    kind: str = "line"
    dashed: bool = False
    low: Sequence[float] | None = None
    high: Sequence[float] | None = None


@dataclass(frozen=True)
class Chart:
    """Series over steps 0, 1, 2… or, given ``categories``, over named places (bars side by side per place)."""

    title: str
    series: Sequence[Series]
    categories: Sequence[str] | None = None
    xlabel: str = ""
    ylabel: str = ""
    ylim: tuple[float, float] | None = None
    reference: float | None = None  # a dashed horizontal line (an even share, say)
    value_labels: bool = False  # each bar's value above it
    size: tuple[float, float] = (640, 360)

    def colors(self) -> list[str | Sequence[str]]:
        """Each series' colour: its own, else the next Okabe–Ito colour."""
        return [s.color or DEFAULT_SEAT_COLORS[i % len(DEFAULT_SEAT_COLORS)] for i, s in enumerate(self.series)]

    @property
    def legend(self) -> bool:
        return len(self.series) > 1

    def span(self) -> tuple[float, float]:
        """The value axis: ``ylim``, else from 0 (or below) to the highest value, error bar or reference."""
        if self.ylim:
            return self.ylim
        values = [v for s in self.series for v in [*s.values, *(s.low or ()), *(s.high or ())]]
        values += [] if self.reference is None else [self.reference]
        return min(0.0, *values), max(1e-9, *values)


@dataclass(frozen=True)
class Heatmap:
    """A grid of values between ``vmin`` and ``vmax``, one row per ``rows`` label, one column per ``columns``."""

    title: str
    rows: Sequence[str]
    columns: Sequence[str]
    values: Sequence[Sequence[float]]
    vmin: float = 0.0
    vmax: float = 1.0
    cell: float = field(default=28, repr=False)


@dataclass(frozen=True)
class SvgChart:
    """A drawn figure: shown by notebooks as SVG (``_repr_svg_``), its markup in ``svg``."""

    title: str
    svg: str

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"<chart: {self.title}>"


def ticks(low: float, high: float, count: int = 5, whole: bool = False) -> list[float]:
    """Round tick values covering ``low``–``high`` (about ``count`` steps of 1, 2, 2.5 or 5 × a power of ten)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw * 0.999)
    if whole:
        step = max(1, round(step))
    first, last = math.floor(low / step + 1e-9), math.ceil(high / step - 1e-9)
    return [_tidy(k * step) for k in range(first, last + 1)]


def _tidy(value: float) -> float:
    rounded = round(value, 10)
    return int(rounded) if float(rounded).is_integer() else rounded


def number(value: float) -> str:
    """A value as a tick or bar label: whole numbers plain, others to at most two decimals."""
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}".rstrip("0").rstrip(".")


def svg_figure(panels: Sequence[Chart | Heatmap], title: str = "") -> SvgChart:
    """Draw ``panels`` side by side as one SVG, under ``title`` when there is one."""
    drawings = [_heatmap(p) if isinstance(p, Heatmap) else _chart(p) for p in panels]
    band = TITLE + 20 if title else 0
    width, height = sum(d.width for d in drawings), max(d.height for d in drawings) + band
    parts, x = [], 0.0
    if title:
        parts.append(el("text", title, x=width / 2, y=TITLE + 8, font_size=TITLE + 2, font_weight="bold",
                        text_anchor="middle", cls="figure-title"))
    for drawing in drawings:
        parts.append(group(drawing.body, transform=f"translate({x:.1f},{band})"))
        x += drawing.width
    name = " · ".join([title] if title else [p.title for p in panels if p.title])
    svg = el("svg", el("title", name), el("rect", width=width, height=height, fill="#fff"), *parts,
             xmlns="http://www.w3.org/2000/svg", viewBox=f"0 0 {width:.0f} {height:.0f}", width=f"{width:.0f}",
             height=f"{height:.0f}", role="img", aria_label=name, font_family=FONT_FAMILY, fill=INK)
    return SvgChart(name, str(svg))


def _chart(chart: Chart) -> Drawing:
    width, height = chart.size
    low, high = chart.span()
    values = ticks(low, high) if not chart.ylim else [t for t in ticks(low, high) if low <= t <= high]
    low, high = min(low, values[0]), max(high, values[-1])
    places = len(chart.categories) if chart.categories is not None else max(len(s.values) for s in chart.series)
    labels = list(chart.categories) if chart.categories is not None else []
    slot_guess = (width - 120) / max(places, 1)
    turned = any(text_width(label, TICK) > slot_guess * 0.95 for label in labels)
    below = 10 + (max((text_width(x, TICK) for x in labels), default=0) * 0.6 + TICK if turned else TICK + 6)
    legend_w = (max(text_width(s.label, LABEL) for s in chart.series) + 40) if chart.legend else 0
    left = 14 + (LABEL + 6 if chart.ylabel else 0) + max(text_width(number(t), TICK) for t in values) + 8
    right, top = width - 16 - legend_w, 38
    bottom = height - below - (LABEL + 10 if chart.xlabel else 0)

    def y_at(value: float) -> float:
        return bottom - (value - low) / (high - low) * (bottom - top)

    if chart.categories is not None:
        slot = (right - left) / max(places, 1)

        def x_at(i: float) -> float:
            return left + (i + 0.5) * slot
    else:
        slot = (right - left) / max(places - 1, 1)

        def x_at(i: float) -> float:
            return left + i * slot

    parts = [el("text", chart.title, x=(left + right) / 2, y=22, font_size=TITLE, font_weight="bold",
                text_anchor="middle")]
    axis = [el("line", x1=left, y1=y_at(t), x2=right, y2=y_at(t), stroke=GRID) for t in values]
    axis += [el("text", number(t), x=left - 6, y=y_at(t) + 4, font_size=TICK, text_anchor="end", fill=MUTED)
             for t in values]
    if chart.categories is not None:
        for i, label in enumerate(labels):
            x, y = x_at(i), bottom + TICK + 6
            axis.append(el("text", label, x=x, y=y, font_size=TICK, fill=MUTED,
                           **({"text_anchor": "end", "transform": f"rotate(-35 {x:.1f} {y - 4:.1f})"} if turned
                              else {"text_anchor": "middle"})))
    else:
        for t in ticks(0, places - 1, whole=True):
            if t <= places - 1:
                axis.append(el("line", x1=x_at(t), y1=bottom, x2=x_at(t), y2=bottom + 4, stroke=MUTED))
                axis.append(el("text", number(t), x=x_at(t), y=bottom + TICK + 6, font_size=TICK,
                               text_anchor="middle", fill=MUTED))
    axis.append(el("path", d=f"M{left:.1f},{top:.1f}V{bottom:.1f}H{right:.1f}", fill="none", stroke=MUTED))
    if chart.xlabel:
        axis.append(el("text", chart.xlabel, x=(left + right) / 2, y=height - 10, font_size=LABEL,
                       text_anchor="middle"))
    if chart.ylabel:
        middle = (top + bottom) / 2
        axis.append(el("text", chart.ylabel, x=14 + LABEL / 2, y=middle, font_size=LABEL, text_anchor="middle",
                       transform=f"rotate(-90 {14 + LABEL / 2:.1f} {middle:.1f})"))
    parts.append(group(*axis, cls="axes"))

    colors = chart.colors()
    bars = [i for i, s in enumerate(chart.series) if s.kind == "bar"]
    width_each = slot * 0.8 / max(len(bars), 1)
    for i, (series, color) in enumerate(zip(chart.series, colors)):
        if series.kind == "bar":
            offset = (bars.index(i) - (len(bars) - 1) / 2) * width_each
            parts.append(_bars(chart, series, color, x_at, y_at(max(low, 0.0)), y_at, offset, width_each))
        else:
            parts.append(_line(series, str(color), x_at, y_at, markers=len(series.values) <= 80))
    if chart.reference is not None:
        parts.append(el("line", x1=left, y1=y_at(chart.reference), x2=right, y2=y_at(chart.reference),
                        stroke="#777", stroke_dasharray="5 4", cls="reference"))
    if chart.legend:
        parts.append(_legend(chart.series, colors, right + 16, top))
    return Drawing(width, height, "".join(parts))


def _bars(chart: Chart, series: Series, color: str | Sequence[str], x_at: Place, base: float, y_at: Place,
          offset: float, width: float) -> Markup:
    colours = [color] * len(series.values) if isinstance(color, str) else list(color)
    parts = []
    for i, value in enumerate(series.values):
        x, tip = x_at(i) + offset - width / 2, y_at(value)
        label = chart.categories[i] if chart.categories is not None else str(i)
        parts.append(el("rect", el("title", f"{series.label}, {label}: {number(value)}"), x=x, width=width,
                        y=min(base, tip), height=abs(base - tip), fill=colours[i % len(colours)]))
        if series.low is not None and series.high is not None:
            centre, y1, y2 = x + width / 2, y_at(series.low[i]), y_at(series.high[i])
            cap = min(width / 3, 6)
            parts.append(el("path", d=f"M{centre:.1f},{y1:.1f}V{y2:.1f}M{centre - cap:.1f},{y1:.1f}h{2 * cap:.1f}"
                                      f"M{centre - cap:.1f},{y2:.1f}h{2 * cap:.1f}", stroke=INK, fill="none",
                            cls="error"))
        if chart.value_labels:
            parts.append(el("text", number(value), x=x + width / 2, y=min(base, tip) - 4, font_size=TICK,
                            text_anchor="middle"))
    return group(*parts, cls="bars", data_series=series.label)


def _line(series: Series, color: str, x_at: Place, y_at: Place, markers: bool) -> Markup:
    points = " ".join(f"{x_at(i):.1f},{y_at(v):.1f}" for i, v in enumerate(series.values))
    parts = [el("polyline", points=points, fill="none", stroke=color, stroke_width=2,
                stroke_dasharray="6 4" if series.dashed else None, stroke_linejoin="round")]
    if markers and not series.dashed:
        parts += [el("circle", cx=x_at(i), cy=y_at(v), r=2.5, fill=color) for i, v in enumerate(series.values)]
    end = f"{series.label}: {number(series.values[-1])}" if series.values else series.label
    return group(el("title", end), *parts, cls="line", data_series=series.label)


def _legend(series: Sequence[Series], colors: Sequence[str | Sequence[str]], x: float, y: float) -> Markup:
    items = []
    for k, (s, color) in enumerate(zip(series, colors)):
        top = y + k * (LABEL + 8)
        shown = color if isinstance(color, str) else color[0]
        mark = (el("rect", x=x, y=top + 1, width=16, height=10, fill=shown) if s.kind == "bar" else
                el("line", x1=x, y1=top + 6, x2=x + 16, y2=top + 6, stroke=shown, stroke_width=2,
                   stroke_dasharray="6 4" if s.dashed else None))
        items.append(group(mark, el("text", s.label, x=x + 22, y=top + 10, font_size=LABEL)))
    return group(*items, cls="legend")


def _mix(share: float) -> str:
    share = min(1.0, max(0.0, share))
    low, high = (int(HEAT_LOW[i:i + 2], 16) for i in (1, 3, 5)), (int(HEAT_HIGH[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(a + (b - a) * share):02x}" for a, b in zip(low, high))


def _heatmap(heat: Heatmap) -> Drawing:
    cell = heat.cell
    left = 12 + max((text_width(r, TICK) for r in heat.rows), default=0) + 6
    top = 38
    below = max((text_width(c, TICK) for c in heat.columns), default=0) * 0.72 + 14
    width = max(left + cell * len(heat.columns) + 16, text_width(heat.title, TITLE) + 24)
    height = top + cell * len(heat.rows) + below
    parts = [el("text", heat.title, x=width / 2, y=22, font_size=TITLE, font_weight="bold", text_anchor="middle")]
    span = (heat.vmax - heat.vmin) or 1
    for r, (row, values) in enumerate(zip(heat.rows, heat.values)):
        y = top + r * cell
        parts.append(el("text", row, x=left - 6, y=y + cell / 2 + 4, font_size=TICK, text_anchor="end", fill=MUTED))
        for c, value in enumerate(values):
            parts.append(el("rect", el("title", f"{row}, {heat.columns[c]}: {number(value)}"), x=left + c * cell,
                            y=y, width=cell, height=cell, fill=_mix((value - heat.vmin) / span), stroke="#fff"))
    base = top + cell * len(heat.rows) + 6
    for c, column in enumerate(heat.columns):
        x = left + (c + 0.5) * cell
        parts.append(el("text", column, x=x + 4, y=base + 8, font_size=TICK, text_anchor="end", fill=MUTED,
                        transform=f"rotate(-45 {x + 4:.1f} {base + 8:.1f})"))
    return Drawing(width, height, group(*parts, cls="heatmap"))
