"""Plain-text columns that line up in a monospaced font, Japanese included (its characters take two columns):
the lab's summaries, the arena's, and the tutorials' printed tables."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence


def width(text: str) -> int:
    """Columns ``text`` takes in a monospaced font: Japanese characters take two.

    >>> width("seat"), width("席の勝率")
    (4, 8)
    """
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def pad(text: str, columns: int) -> str:
    """``text`` filled with spaces to ``columns`` columns."""
    return text + " " * (columns - width(text))


def table(rows: Sequence[Sequence[str]]) -> str:
    """Rows of text as aligned columns (the first to the left, the others to the right), Japanese included.

    >>> print(table([["", "席", "seat"], ["a", "1", "22"]]))
       席  seat
    a   1    22
    """
    widths = [max(width(row[i]) for row in rows) + (0 if i == 0 else 2) for i in range(len(rows[0]))]
    return "\n".join(pad(row[0], widths[0]) + "".join(" " * (w - width(c)) + c for c, w in zip(row[1:], widths[1:]))
                     for row in rows)
