"""Counting steps along the path (rulebook: 移動ルール): empty spaces are skipped, statues are not spaces.

Positions: 0 is the stairs, 1..``spaces`` the tile spaces, ``spaces + 1`` the chamber. ``tiles[p]`` is the tile
on space ``p`` (``None`` when the space is empty; the stairs and the chamber hold none).

>>> tiles = [None, "a", None, "b", "c", None]   # spaces 1-4, chamber 5
>>> forward(tiles, 0, 2, True), forward(tiles, 1, 1, True), forward(tiles, 3, 2, True), forward(tiles, 3, 2, False)
(3, 3, 5, None)
>>> forward(tiles, 3, 3, True) is None   # past the chamber: never
True
>>> back(tiles, 3), back(tiles, 1)
(1, None)
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping, Sequence
from typing import TypeVar

from ...core.kept import Kept

T = TypeVar("T")


def forward(tiles: Sequence[object], start: int, steps: int, has_key: bool) -> int | None:
    """Where ``steps`` steps forward from ``start`` end, or None when the move is not allowed.

    The chamber is one step past the last tile space: it is reached only by the exact count, and only by a player
    holding a key (paid on entry).
    """
    chamber = len(tiles) - 1
    p = start
    while steps:
        p += 1
        if p >= chamber:
            return chamber if steps == 1 and p == chamber and has_key else None
        if tiles[p] is not None:
            steps -= 1
    return p


def open_spaces(tiles: Sequence[object]) -> list[int]:
    """The positions a step can end on, in order: the spaces holding a tile, then the chamber.

    >>> open_spaces([None, "a", None, "b", "c", None])
    [1, 3, 4, 5]
    """
    chamber = len(tiles) - 1
    found = [p for p in range(1, chamber) if tiles[p] is not None]
    found.append(chamber)
    return found


MOVES = Kept(tuple)  # each move as itself, ``(start, k, end)``


def moves_on(spaces: Sequence[int], starts: Iterable[int], steps: Sequence[int], has_key: bool,
             table: Mapping[tuple[int, int, int], T]) -> list[T]:
    """``table[start, k, end]`` for each of ``starts`` and each ``k`` of ``steps`` (−1: one step back) that can be
    taken, counted on the :func:`open_spaces` ``spaces`` (a step ends on the next one; the chamber, the last, needs a
    key). Looked up as each is found, with no list of the moves made first (:data:`MOVES`: the moves themselves).

    >>> moves_on([1, 3, 4, 5], [0, 3], (1, 2, 3), False, MOVES), moves_on([1, 3, 4, 5], [3], (1, -1), True, MOVES)
    ([(0, 1, 1), (0, 2, 3), (0, 3, 4), (3, 1, 4)], [(3, 1, 4), (3, -1, 1)])
    """
    reach = len(spaces) - (1 if has_key else 2)  # the last index a step may end on
    found = []
    for p in starts:
        j = bisect_right(spaces, p) - 1  # spaces[j + k]: k steps ahead
        for k in steps:
            if k < 0:
                b = bisect_left(spaces, p) - 1  # the last tile space behind p
                if b >= 0:
                    found.append(table[p, k, spaces[b]])
            elif j + k <= reach:
                found.append(table[p, k, spaces[j + k]])
    return found


def back(tiles: Sequence[object], start: int) -> int | None:
    """The tile space one step back from ``start`` (skipping empty spaces), or None when there is none."""
    p = start - 1
    while p >= 1:
        if tiles[p] is not None:
            return p
        p -= 1
    return None


def next_tunnel(tiles: list[object], start: int) -> int | None:
    """The next space after ``start`` holding a tunnel tile, or None."""
    try:
        return tiles.index("tunnel", start + 1, len(tiles) - 1)
    except ValueError:
        return None
