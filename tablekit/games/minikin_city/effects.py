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

from .components import COLOURS, ITEMS, SYMBOLS, Card, Effect

LOW_VALUES = range(1, 6)  # "a card of value 1 to 5" (appendix)


def city_counts(cards: Iterable[Card], minikins: int, wild: Sequence[str]) -> dict[str, int]:
    """Every item an effect can count, for a city of ``cards`` holding ``minikins`` in all (on cards or unused).

    ``wild`` lists the symbol each wild symbol the seat holds is counted as.
    """
    counts = dict.fromkeys(ITEMS, 0)
    for card in cards:
        for symbol in card.symbols:
            counts[symbol] += 1
        if card.colour:
            counts[card.colour] += 1
        if card.value in LOW_VALUES:
            counts["low"] += 1
        if card.now:
            counts["now"] += 1
    for symbol in wild:
        counts[symbol] += 1
    counts["symbol_set"] = min(counts[s] for s in SYMBOLS)
    counts["symbol_kind"] = sum(1 for s in SYMBOLS if counts[s])
    counts["colour_set"] = min(counts[c] for c in COLOURS)
    counts["minikins3"] = minikins // 3
    return counts


def times(effect: Effect, counts: dict[str, int]) -> int:
    """How many times ``effect`` gives its gain for a city with these counts (0 when its condition fails)."""
    if effect.per:
        return counts[effect.per]
    return int(all(counts[item] >= n for item, n in effect.need))
