"""Random draws for searches: the numbers :class:`random.Random`'s own methods draw, leaving the generator as they
leave it, with fewer Python calls (a search deals and plays thousands of worlds). Each takes ``getrandbits`` of a
bound's bit length until one falls below the bound, as CPython's ``_randbelow`` does; ``tests/core/test_draws.py``
checks them against :mod:`random` on the Python that runs the tests, so a seeded deal or search stays the same.

>>> import random
>>> a, b = list(range(20)), list(range(20))
>>> random.Random(4).shuffle(a); shuffle(random.Random(4), b); a == b
True
"""

from __future__ import annotations

import random
from typing import Any


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """Shuffle ``items`` in place as ``rng.shuffle(items)`` does, with no call a swap."""
    bits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


def below(bits: Any, n: int) -> int:
    """A number from 0 to ``n - 1`` drawn as ``rng.choice`` and ``rng.randrange(n)`` draw it, from ``rng.getrandbits``
    (``bits``): one call where those make two or three.

    >>> rng, same = random.Random(9), random.Random(9)
    >>> [below(rng.getrandbits, n) for n in (1, 5, 9)] == [same.randrange(n) for n in (1, 5, 9)]
    True
    """
    if n < 1:  # bits(0) is always 0: a draw from nothing would never end
        raise IndexError("a draw from no choices")
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r
