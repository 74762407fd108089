"""Counting what a city shows and how often an effect pays: the one interpreter of the effect vocabulary.

>>> from .components import load
>>> c = load(None)
>>> counts = city_counts([c.card("G1"), c.card("R7"), c.card("B15")], minikins=4, wild=())
>>> counts["book"], counts["colour_set"], counts["minikins3"]
(3, 1, 1)
>>> times(c.card("R7").score, counts), times(c.card("G1").score, counts)  # 2 colour sets needed; 5 books
(0, 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import itemgetter

from .components import COLOURS, ITEMS, SYMBOLS, Card, Effect

_symbols, _colours = itemgetter(*SYMBOLS), itemgetter(*COLOURS)
_NONE = dict.fromkeys(ITEMS, 0)  # copied for each count: cheaper than making it


def city_counts(cards: Iterable[Card], minikins: int, wild: Sequence[str]) -> dict[str, int]:
    """Every item an effect can count, for a city of ``cards`` holding ``minikins`` in all (on cards or unused).

    ``wild`` lists the symbol each wild symbol the seat holds is counted as.
    """
    counts = _NONE.copy()
    for card in cards:
        for item in card.counted:  # its symbols, colour, low value and immediate effect
            counts[item] += 1
    for symbol in wild:
        counts[symbol] += 1
    shown = _symbols(counts)
    counts["symbol_set"] = min(shown)
    counts["symbol_kind"] = len(shown) - shown.count(0)
    counts["colour_set"] = min(_colours(counts))
    counts["minikins3"] = minikins // 3
    return counts


def times(effect: Effect, counts: dict[str, int]) -> int:
    """How many times ``effect`` gives its gain for a city with these counts (0 when its condition fails)."""
    if effect.per:
        return counts[effect.per]
    for item, n in effect.need:  # a loop, not all() of a generator: most effects need one or two items
        if counts[item] < n:
            return 0
    return 1
