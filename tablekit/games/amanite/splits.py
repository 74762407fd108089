"""Ways to divide the tokens of a forest tile: splits into two piles, and the pairs a lone meeple may take."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations


@lru_cache(maxsize=8192)
def distinct_splits(tokens: str) -> tuple[tuple[str, str], ...]:
    """Every distinct way to divide sorted ``tokens`` into two non-empty piles, each split listed once.

    Piles are sorted strings; the pile that sorts first is named first.

    >>> distinct_splits("BBR")
    (('B', 'BR'), ('BB', 'R'))
    >>> distinct_splits("BB")
    (('B', 'B'),)
    """
    found: set[tuple[str, str]] = set()
    n = len(tokens)
    for size in range(1, n):
        for picked in combinations(range(n), size):
            upper = "".join(tokens[i] for i in picked)
            lower = "".join(tokens[i] for i in range(n) if i not in picked)
            found.add((upper, lower) if upper <= lower else (lower, upper))
    return tuple(sorted(found))


@lru_cache(maxsize=8192)
def distinct_pairs(tokens: str) -> tuple[str, ...]:
    """The distinct pairs a lone meeple may take from sorted ``tokens``; all of them when there are 2 or fewer.

    >>> distinct_pairs("BBRX")
    ('BB', 'BR', 'BX', 'RX')
    >>> distinct_pairs("R")
    ('R',)
    """
    if len(tokens) <= 2:
        return (tokens,)
    return tuple(sorted({tokens[i] + tokens[j] for i, j in combinations(range(len(tokens)), 2)}))
