"""The two rankings: each round's, by the cards just played, and the game-end tile's, by the hands revealed.

>>> from .components import load
>>> c = load(None)
>>> plays = [(0, c.card("B5")), (1, c.card("R3")), (2, c.card("B15")), (3, c.card("G11"))]
>>> round_ranking(plays, "blue")
[2, 0, 3, 1]
>>> end_ranking([(0, 33), (1, 35), (2, 24), (3, 24)])
[1, 0, 2, 3]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .components import Card


def round_ranking(plays: Sequence[tuple[int, Card]], best: str) -> list[int]:
    """Seats from first to last: the colourless 21 first, then the best colour high to low, then the other colours
    high to low; equal values go to whoever played first (``plays`` is in play order)."""
    order = sorted(range(len(plays)), key=lambda i: (
        plays[i][1].colour is not None, plays[i][1].colour != best, -plays[i][1].value, i))
    return [plays[i][0] for i in order]


def hand_total(hand: Iterable[Card], colour: str) -> int:
    """The sum of the values of the cards of ``colour`` in a hand (0 without any)."""
    return sum(card.value for card in hand if card.colour == colour)


def end_ranking(reveals: Sequence[tuple[int, int]]) -> list[int]:
    """Seats from first to last by their revealed totals, ``reveals`` in reveal order; ties to the earlier reveal."""
    order = sorted(range(len(reveals)), key=lambda i: (-reveals[i][1], i))
    return [reveals[i][0] for i in order]
