"""Exact payments: every distinct way to make a cost from the values in hand ("3 and 4 make 7").

A payment is a tuple of values in ascending order; two cards (or amulets) of the same value are not told apart.

>>> exact_payments((3, 4, 4, 7), 7)
((7,), (3, 4))
>>> exact_payments((2, 2, 5), 6)
()
>>> parts_text((3, 4))
'3 + 4'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache


@lru_cache(maxsize=65536)
def _payments(counts: tuple[tuple[int, int], ...], cost: int) -> tuple[tuple[int, ...], ...]:
    """Payments from ``counts`` ((value, how many), ascending values) summing to exactly ``cost``."""
    if cost == 0:
        return ((),)
    if not counts:
        return ()
    (value, n), rest = counts[0], counts[1:]
    found: list[tuple[int, ...]] = []
    for k in range(min(n, cost // value), -1, -1):
        for tail in _payments(rest, cost - k * value):
            found.append((value,) * k + tail)
    return tuple(found)


def exact_payments(values: Iterable[int], cost: int) -> tuple[tuple[int, ...], ...]:
    """Every distinct multiset of ``values`` that adds up to ``cost``, fewest small pieces first."""
    return payments(counts_key(Counter(values)), cost)


def counts_key(hand: Counter[int]) -> tuple[tuple[int, int], ...]:
    """A hashable key for a hand of values (the values it holds, ascending, with their counts).

    >>> counts_key(Counter({7: 1, 3: 2, 5: 0}))
    ((3, 2), (7, 1))
    """
    items = sorted(hand.items())
    return tuple(items) if 0 not in hand.values() else tuple(item for item in items if item[1])


@lru_cache(maxsize=65536)
def payments(counts: tuple[tuple[int, int], ...], cost: int) -> tuple[tuple[int, ...], ...]:
    """Like :func:`exact_payments`, from a hand's :func:`counts_key` (cached)."""
    return tuple(sorted(sorted(_payments(counts, cost)), key=len))  # by length, then by value: both sorts in C


def ways(counts: tuple[tuple[int, int], ...], cost: int) -> int:
    """How many payments :func:`payments` lists, without listing them.

    >>> ways(((2, 2), (3, 1), (4, 1), (5, 1), (7, 1)), 7)
    4
    """
    found = [1] + [0] * cost  # found[t]: the payments of t from the values so far
    for value, n in counts:
        found = [sum(found[t - k * value] for k in range(min(n, t // value) + 1)) for t in range(cost + 1)]
    return found[cost]


def parts_text(parts: Iterable[int]) -> str:
    """``(3, 4)`` → ``"3 + 4"``."""
    return " + ".join(str(v) for v in parts)


def parse_parts(text: str) -> tuple[int, ...] | None:
    """``"3+4"`` → ``(3, 4)``; None when the text is not a list of whole numbers joined by ``+``."""
    pieces = text.split("+")
    if not all(p.isascii() and p.isdigit() and len(p) <= 3 for p in pieces):
        return None
    return tuple(sorted(int(p) for p in pieces))
