"""Luxor's final scoring (rulebook: ゲーム終了条件と得点計算): positions, sarcophagi, keys, scarabs, treasure sets.

>>> set_count({"vase": 2, "statue": 1, "jewellery": 0}, wild=1)
1
>>> set_count({"vase": 2, "statue": 2, "jewellery": 0}, wild=2)
2
>>> set_count({"vase": 0, "statue": 0, "jewellery": 0}, wild=3)
0
>>> [set_points(n) for n in (0, 1, 2, 8, 9)]
[0, 3, 7, 52, 52]
"""

from __future__ import annotations

from collections.abc import Mapping

from ...core.state import firsts, places

SET_POINTS = (0, 3, 7, 12, 18, 25, 33, 42, 52)  # by number of sets; 8 or more score 52
SARCOPHAGI = (5, 3)  # to the first and the second adventurer entering the chamber
MAX_WILD_PER_SET = 2  # three wild cards alone are no set


def set_count(types: Mapping[str, int], wild: int) -> int:
    """The most sets of three different treasures, wild cards standing in for any type, each set holding a real one.

    ``k`` sets are possible when the real tiles usable (at most ``k`` per type) number at least ``k`` and the wild
    cards fill the rest (``3k`` minus those).
    """
    counts = list(types.values())
    best = 0
    k = 1
    while True:
        real = sum([c if c < k else k for c in counts])  # (no min() call a type: searches score every playout)
        if real < k or 3 * k - real > wild:
            return best
        best = k
        k += 1


def set_points(sets: int) -> int:
    return SET_POINTS[min(sets, len(SET_POINTS) - 1)]


def final_parts(walls: list[int], keys: int, scarabs: list[int], sarcophagi: list[int],
                types: Mapping[str, int], wild: int, treasure_vp: int) -> dict[str, float]:
    """One seat's points by source: treasures (scored during play), then the final scoring's five parts."""
    sets = set_count(types, wild)
    return {
        "treasures": float(treasure_vp),
        "positions": float(sum(walls)),
        "sarcophagi": float(sum(sarcophagi)),
        "keys": float(keys),
        "scarabs": float(sum(scarabs)),
        "sets": float(set_points(sets)),
    }


def placing(totals: list[float], sarcophagi: list[list[int]]) -> list[int]:
    """Places by total; a tie goes to the most valuable sarcophagus, at every place; still tied, shared.

    >>> placing([20, 12, 20, 12], [[3], [], [5], [2]])
    [2, 4, 1, 3]
    """
    return places([(t, max(s, default=0)) for t, s in zip(totals, sarcophagi)])


def winners(totals: list[float], sarcophagi: list[list[int]]) -> list[int]:
    """Highest total wins; a tie goes to the most valuable sarcophagus among the tied, else the win is shared."""
    return firsts(placing(totals, sarcophagi))
