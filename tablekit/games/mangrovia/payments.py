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
from collections.abc import Iterable, Mapping
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


class Packing:
    """Counts of pieces packed into one int, a field per value wide enough for all the box's pieces of it and a
    spare top bit (``spares``: every field's), so that whether a hand holds a payment is one subtraction rather
    than a look-up per value: with the hand's spare bits set, no field borrows from the next, and a field's spare
    bit survives exactly when the hand holds enough of its value.

    >>> box = Packing({2: 9, 3: 8, 7: 6})
    >>> held, sums, spares = box.held({2: 2, 3: 1, 7: 1})
    >>> [p for p in [(7,), (2, 2, 3), (2, 2, 2)] if (held - box.pack(p)) & spares == spares]
    [(7,), (2, 2, 3)]
    """

    __slots__ = ("shifts", "spares")

    def __init__(self, box: Mapping[int, int]) -> None:
        width = max(box.values()).bit_length() + 1
        self.shifts = {value: i * width for i, value in enumerate(sorted(box))}
        self.spares = sum(1 << (shift + width - 1) for shift in self.shifts.values())

    def pack(self, parts: Iterable[int]) -> int:
        """Pieces (one value per piece, at most the box's) packed."""
        shifts = self.shifts
        return sum(1 << shifts[v] for v in parts)

    def held(self, counts: Mapping[int, int], more: Iterable[int] = ()) -> tuple[int, int, int]:
        """A hand's pieces (``counts``, and one each of ``more``) packed with every spare bit set; every total some
        of them add up to, as the bits of a number (a quick test before looking for payments: ``sums >> total &
        1``); and ``spares``.

        >>> bin(Packing({3: 2, 4: 2}).held({3: 1, 4: 2})[1])  # 0, 3, 4, 7, 8, 11
        '0b100110011001'
        """
        packed, sums, shifts = self.spares, 1, self.shifts
        for value, n in counts.items():
            packed += n << shifts[value]
            for _ in range(n):
                sums |= sums << value
        for value in more:
            packed += 1 << shifts[value]
            sums |= sums << value
        return packed, sums, self.spares


def parts_text(parts: Iterable[int]) -> str:
    """``(3, 4)`` → ``"3 + 4"``."""
    return " + ".join(str(v) for v in parts)


def parse_parts(text: str) -> tuple[int, ...] | None:
    """``"3+4"`` → ``(3, 4)``; None when the text is not a list of whole numbers joined by ``+``."""
    pieces = text.split("+")
    if not all(p.isascii() and p.isdigit() and len(p) <= 3 for p in pieces):
        return None
    return tuple(sorted(int(p) for p in pieces))
