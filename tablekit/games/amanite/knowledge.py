"""The deduction aid: which attribute each colour may carry, with exact probabilities, from one seat's view.

The decks were dealt onto the colours uniformly at random, so every assignment of the six chosen attributes to the
six colours that agrees with the seat's clue cards is equally likely. There are at most 720 assignments, so they
are counted exactly.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import permutations
from typing import Any

from .components import COLOURS

Constraints = tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]  # (colours, the set of attributes they carry)


def constraints_of(clues: dict[str, Any] | None) -> Constraints:
    """Turn a seat's clue cards (as in its view) into (colours, attributes) groups."""
    if not clues:
        return ()
    groups = []
    start = clues.get("start")
    if start:
        groups.append((tuple(start["colours"]), tuple(sorted(start["attributes"]))))
    for note in clues.get("notebook", []):
        groups.append(((note["colour"],), (note["attribute"],)))
    return tuple(sorted(groups))


@lru_cache(maxsize=4096)
def worlds(attributes: tuple[str, ...], constraints: Constraints) -> tuple[tuple[str, ...], ...]:
    """Every assignment (attribute per colour, in ``COLOURS`` order) consistent with the constraints."""
    index = {c: i for i, c in enumerate(COLOURS)}
    checks = [([index[c] for c in colours], set(attrs)) for colours, attrs in constraints]
    found = []
    for perm in permutations(attributes):
        if all({perm[i] for i in idx} == attrs for idx, attrs in checks):
            found.append(perm)
    return tuple(found)


def knowledge_from_view(view: dict[str, Any]) -> dict[str, dict[str, float]]:
    """For each colour, the attributes still possible and their probabilities (zeros left out).

    >>> v = {"attributes": ["minus1", "plus1", "plus2", "plus3", "antidote", "poison"],
    ...      "clues": {"start": {"colours": ["blue", "yellow", "red"],
    ...                          "attributes": ["poison", "minus1", "plus3"]}, "notebook": []}}
    >>> k = knowledge_from_view(v)
    >>> sorted(k["blue"]), round(k["blue"]["poison"], 3)
    (['minus1', 'plus3', 'poison'], 0.333)
    >>> sorted(k["green"])
    ['antidote', 'plus1', 'plus2']
    """
    return {
        colour: {a: float(p) for a, p in probs.items()}
        for colour, probs in exact_knowledge(tuple(view["attributes"]), constraints_of(view.get("clues"))).items()
    }


@lru_cache(maxsize=4096)
def exact_knowledge(attributes: tuple[str, ...], constraints: Constraints) -> dict[str, dict[str, Fraction]]:
    """As :func:`knowledge_from_view`, with exact fractions."""
    found = worlds(tuple(sorted(attributes)), constraints)
    if not found:
        raise ValueError("the clue cards contradict each other: no assignment of attributes fits them")
    table: dict[str, dict[str, Fraction]] = {}
    for i, colour in enumerate(COLOURS):
        counts: dict[str, int] = {}
        for perm in found:
            counts[perm[i]] = counts.get(perm[i], 0) + 1
        table[colour] = {a: Fraction(n, len(found)) for a, n in sorted(counts.items())}
    return table
