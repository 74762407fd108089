"""A few helpers for writing SVG as text: elements with escaped attributes, and a sized drawing.

>>> el("circle", cx=5, cy=5, r=4, fill="#fff")
'<circle cx="5" cy="5" r="4" fill="#fff"/>'
>>> el("text", "3 < 4", x=1, font_size=9)
'<text x="1" font-size="9">3 &lt; 4</text>'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
INK = "#1f2933"
MUTED = "#5f6b76"
_PIECES = re.compile(r"[\u2e80-\uffff]|[^\s\u2e80-\uffff]+|\s+")  # CJK characters one by one, words, spaces


def _number(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)


def el(tag: str, *children: str, **attrs: object) -> Markup:
    """An SVG element. Keyword names use ``_`` for ``-`` (``font_size`` → ``font-size``); ``None`` values are
    left out; plain text children are escaped, children made by :func:`el` (:class:`Markup`) are kept as they are."""
    parts = [tag]
    for key, value in attrs.items():
        if value is None:
            continue
        name = "class" if key == "cls" else key.replace("_", "-")
        text = _number(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else str(value)
        parts.append(f'{name}="{escape(text)}"')
    head = " ".join(parts)
    if not children:
        return Markup(f"<{head}/>")
    body = "".join(c if isinstance(c, Markup) else escape(c, quote=False) for c in children)
    return Markup(f"<{head}>{body}</{tag}>")


class Markup(str):
    """Text that is already SVG: not escaped again when nested."""


def group(*children: str, **attrs: object) -> Markup:
    """A ``<g>`` of already-drawn children (an empty group when there are none)."""
    return Markup(el("g", Markup("".join(children)), **attrs))


def text_width(text: str, size: float) -> float:
    """A rough width of ``text`` in a sans-serif font, for layout without a font engine."""
    wide = sum(1 for ch in text if ord(ch) > 0x2E80)  # CJK characters are about one em wide
    return size * (0.56 * (len(text) - wide) + 1.0 * wide)


def fit_text(text: str, size: float, width: float) -> str:
    """``text`` cut with an ellipsis so that it fits in ``width``."""
    if text_width(text, size) <= width:
        return text
    while text and text_width(text + "…", size) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap(text: str, size: float, width: float, lines: int) -> list[str]:
    """``text`` in at most ``lines`` lines of ``width`` (the last cut with an ellipsis); breaks at spaces, and
    between any two Japanese characters.

    >>> wrap("one two three four", 10, 60, 2)
    ['one two', 'three four']
    >>> wrap("村に職人2人以上", 10, 40, 3)
    ['村に職人', '2人以上']
    """
    out, line = [], ""
    for piece in _PIECES.findall(text):
        if line and not piece.isspace() and text_width(line + piece, size) > width:
            out.append(line.rstrip())
            line = ""
        line = line + piece if line or not piece.isspace() else line
    out.append(line.rstrip())
    return [*out[:lines - 1], fit_text(" ".join(out[lines - 1:]), size, width)] if len(out) > lines else out


@dataclass(frozen=True)
class Drawing:
    """A piece of SVG markup of a known size, drawn from (0, 0)."""

    width: float
    height: float
    body: str
