"""Pieces that several games' boards draw alike: a table of seats and a row of labelled boxes.

>>> from tablekit.snapshots.page import Frame
>>> frame = Frame(static={}, names=["Ann", "Bo"], colors=["#d33", "#33d"], viewer=0)
>>> drawn = rows_table(["seat", "keys"], [["1"], ["2"]], frame, 300)
>>> drawn.height > 40 and "Ann" in drawn.body
True
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .page import Frame
from .svg import INK, MUTED, Drawing, el, fit_text, group, text_width, wrap

RULE = "#e3e0d8"
TURN = "#eef3fd"


def rows_table(
    head: Sequence[str],
    rows: Sequence[Sequence[str]],
    frame: Frame,
    width: float,
    turn: int | None = None,
    note: str | None = None,
    title: str | None = None,
    bold: Collection[int] = (),
) -> Drawing:
    """One row per seat (its colour and name first, then ``rows[seat]``) under ``head``; the seat whose ``turn`` it
    is shaded, ``bold`` seats (e.g. winners) in bold; ``title`` above and ``note`` below. The font shrinks (to 9
    at least) so that the columns fit ``width``."""
    size = 11.5
    cells = [[name, *row] for name, row in zip(frame.names, rows)]
    widths = [max(text_width(str(c), size) for c in column) for column in zip(head, *cells)]
    widths[0] += 14  # the seat's colour dot
    need = sum(widths) + 10 * len(widths)
    if need > width:
        size = max(9.0, size * width / need)
        widths = [w * size / 11.5 for w in widths]
    gap = max(6.0, (width - sum(widths)) / len(widths))
    xs = [sum(widths[:i]) + gap * i for i in range(len(widths))]
    line = size + 8
    y = 0.0
    parts = []
    if title:
        parts.append(el("text", title, x=0, y=13, font_size=13, font_weight=700, fill=INK))
        y = 20.0
    for i, text in enumerate(head):
        parts.append(el("text", fit_text(text, size - 1, widths[i] + gap - 4), x=xs[i], y=y + size, font_size=size - 1,
                        font_weight=700, fill=MUTED))
    y += line
    for seat, row in enumerate(cells):
        if seat == turn:
            parts.append(el("rect", x=-4, y=y - 1, width=width + 8, height=line, rx=4, fill=TURN))
        parts.append(el("line", x1=0, y1=y - 1, x2=width, y2=y - 1, stroke=RULE))
        parts.append(el("circle", cx=5, cy=y + line / 2 - 1, r=5, fill=frame.colors[seat], stroke="#00000040"))
        for i, text in enumerate(row):
            parts.append(el("text", fit_text(str(text), size, widths[i] + gap - 4), x=xs[i] + (14 if i == 0 else 0),
                            y=y + size + 2, font_size=size, fill=INK,
                            font_weight=700 if seat in bold or (i == 0 and seat == turn) else None))
        y += line
    if note:
        parts.append(el("text", fit_text(note, 10.5, width), x=0, y=y + 14, font_size=10.5, fill=MUTED))
        y += 20
    return Drawing(width, y + 2, "".join(parts))


def boxes(items: Sequence[tuple[str, str, str]], width: float, size: float = 11) -> Drawing:
    """Labelled boxes (text, fill, rim) in rows that wrap at ``width``."""
    parts = []
    x = y = 0.0
    height = size + 12
    for text, fill, rim in items:
        w = text_width(text, size) + 16
        if x and x + w > width:
            x, y = 0.0, y + height + 6
        parts.append(group(el("rect", x=0, y=0, width=round(w, 1), height=height, rx=6, fill=fill, stroke=rim),
                           el("text", text, x=8, y=size + 4, font_size=size, fill=INK),
                           transform=f"translate({x:.1f} {y:.1f})"))
        x += w + 6
    return Drawing(width, (y + height) if items else 0, "".join(parts))


def viewer_first(frame: Frame) -> list[int]:
    """The seats in table order, from the viewer's (from seat 0 for a spectator)."""
    seats = list(range(len(frame.names)))
    return seats if frame.viewer is None else seats[frame.viewer:] + seats[:frame.viewer]


def totals_line(label: str, totals: Sequence[float], frame: Frame, extra: str = "") -> Drawing:
    """A finished game's totals in one bold line: "Final scoring: Red 12 · Blue 9"."""
    line = " · ".join(f"{name} {total:g}" for name, total in zip(frame.names, totals)) + extra
    return Drawing(0, 22, el("text", f"{label}: {line}", x=0, y=14, font_size=12.5, font_weight=700, fill=INK))


def seat_heading(seat: int, name: str, about: str, frame: Frame, width: float) -> Drawing:
    """A seat's colour dot and bold ``name``, with ``about`` it beside in muted words that wrap under each other."""
    lines = wrap(about, 10.5, width - 30 - text_width(name, 12.5), 6)
    return Drawing(width, 6 + 14 * len(lines), "".join([
        el("circle", cx=6, cy=8, r=6, fill=frame.colors[seat], stroke="#00000040"),
        el("text", name, x=18, y=12.5, font_size=12.5, font_weight=700, fill=INK),
        *(el("text", line, x=26 + text_width(name, 12.5), y=12.5 + 14 * k, font_size=10.5, fill=MUTED)
          for k, line in enumerate(lines))]))
