"""The part of a snapshot every game shares: title, status, seats in their colours, the board, the last log lines."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.text import render, template
from .svg import FONT, INK, MUTED, Drawing, Markup, el, fit_text, group, text_width, wrap
from .words import M

PAD = 16
MIN_WIDTH = 560
PAPER = "#fbfaf7"
RULE = "#e3e0d8"


@dataclass(frozen=True)
class Frame:
    """What a game's ``board`` hook may use besides the view: public, seed-independent facts only."""

    static: dict[str, Any]  # the game's static front-end data (``State.static_data()``)
    names: Sequence[str]  # seat names as the table shows them
    colors: Sequence[str]  # seat colours (CSS)
    viewer: int | None  # the seat the view belongs to (None: a spectator)
    lang: str = "en"  # the language of the table the picture stands for

    def say(self, text: object) -> str:
        """Render a message (a ``T``) or a string in the picture's language."""
        return str(render(text, self.lang))


def _phase(game: str, phase: object, lang: str) -> str:
    """A phase's name from the game's ``phase.<phase>`` message, or the phase id in words."""
    if not isinstance(phase, str) or not phase:
        return ""
    try:
        return template(f"{game}.phase.{phase}", lang)
    except KeyError:
        return phase.replace("_", " ")


def _status(view: dict[str, Any], frame: Frame, winners: list[int] | None) -> str:
    if winners is not None:
        names = [frame.names[s] for s in winners]
        return frame.say(M("won", names=names) if names else M("nobody"))
    acting = [frame.names[s] for s in view.get("to_act", [])]
    phase = _phase(str(view.get("game", "")), view.get("phase"), frame.lang)
    parts = [frame.say(M("to_act", names=acting))] if acting else []
    return " · ".join(parts + ([phase] if phase else []))


def _seat_chips(frame: Frame, view: dict[str, Any], scores: list[float] | None, width: float,
                places: list[int] | None = None) -> Drawing:
    """One chip per seat (colour, name, place once over, score while public, a mark on those to act), wrapped
    into rows."""
    size, height, gap = 13, 26, 8
    chips: list[str] = []
    x = y = 0.0
    to_act = set(view.get("to_act", []))
    for seat, name in enumerate(frame.names):
        label = frame.say(M("you", name=name)) if seat == frame.viewer else name
        if scores is not None:
            label += f"  {scores[seat]:g}"
        if places is not None:
            label = frame.say(M("place", place=places[seat], label=label))
        acting = seat in to_act
        w = text_width(label, size) * (1.08 if acting else 1.0) + 34  # bold for those to act
        if x and x + w > width:
            x, y = 0.0, y + height + 6
        chips.append(group(
            el("rect", x=0, y=0, width=round(w, 1), height=height, rx=13, fill="#fff",
               stroke=INK if acting else RULE, stroke_width=2 if acting else 1),
            el("circle", cx=13, cy=13, r=7, fill=frame.colors[seat], stroke="#00000040"),
            el("text", label, x=26, y=17.5, font_size=size, font_weight=700 if acting else 500, fill=INK),
            transform=f"translate({x:.1f} {y:.1f})",
        ))
        x += w + gap
    return Drawing(width, y + height, "".join(chips))


def page(
    game: str,
    title: str,
    view: dict[str, Any],
    frame: Frame,
    board: Drawing | None,
    scores: list[float] | None,
    winners: list[int] | None,
    log: list[str],
    places: list[int] | None = None,
) -> str:
    """The whole picture as one standalone SVG document; the board is the group of class ``tk-board`` and
    ``tk-board-<game>`` (``_`` in the game's name as ``-``)."""
    inner = max(MIN_WIDTH - 2 * PAD, board.width if board else 0)
    width = inner + 2 * PAD
    seen_as = frame.say(M("spectator")) if frame.viewer is None else frame.names[frame.viewer]
    status = fit_text(_status(view, frame, winners), 14, inner)
    corner = frame.say(M("step", step=view.get("step", 0), viewer=seen_as))
    parts = [
        el("rect", x=0, y=0, width=width, height="100%", rx=10, fill=PAPER, stroke=RULE),
        el("text", title, x=PAD, y=PAD + 16, font_size=19, font_weight=700, fill=INK),
        el("text", status, x=PAD, y=PAD + 38, font_size=14, fill=INK),
    ]
    y = PAD + 50
    if text_width(title, 19) + text_width(corner, 12) + 24 <= inner:
        parts.append(el("text", corner, x=width - PAD, y=PAD + 15, font_size=12, fill=MUTED, text_anchor="end"))
    else:  # no room beside the title: a line of its own under the status
        parts.append(el("text", corner, x=PAD, y=PAD + 56, font_size=12, fill=MUTED))
        y += 16
    chips = _seat_chips(frame, view, scores, inner, places)
    parts.append(group(chips.body, transform=f"translate({PAD} {y})"))
    y += chips.height + 12
    if board is not None:
        x = PAD + (inner - board.width) / 2
        parts.append(group(board.body, cls=f"tk-board tk-board-{game.replace('_', '-')}",
                           transform=f"translate({x:.1f} {y})"))
        y += board.height + 12
    if log:
        parts.append(el("line", x1=PAD, y1=y, x2=width - PAD, y2=y, stroke=RULE))
        y += 18
        parts.append(el("text", frame.say(M("last")), x=PAD, y=y, font_size=12, font_weight=700, fill=MUTED))
        for entry in log:
            for k, line in enumerate(wrap(entry, 12.5, inner - 14, 4)):  # a long line goes on, indented
                y += 17
                parts.append(el("text", line, x=PAD + (14 if k else 0), y=y, font_size=12.5, fill=INK))
    height = y + PAD
    return el(
        "svg", Markup("".join(parts)),
        xmlns="http://www.w3.org/2000/svg", width=width, height=height, viewBox=f"0 0 {width} {height}",
        font_family=FONT, role="img", aria_label=f"{title}: {status}",
        style="max-width:100%;height:auto",
    )


