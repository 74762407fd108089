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

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

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


def open_spaces(tiles: Sequence[object]) -> tuple[int, ...]:
    """The positions a step can end on, in order: the spaces holding a tile, then the chamber.

    >>> open_spaces([None, "a", None, "b", "c", None])
    (1, 3, 4, 5)
    """
    chamber = len(tiles) - 1
    return (*[p for p in range(1, chamber) if tiles[p] is not None], chamber)


@dataclass(frozen=True)
class OpenSpaces:
    """A board (its tiles) and where steps end on it: ``spaces``, the :func:`open_spaces`; for each position ``p``
    up to the chamber, ``ahead[p]``, the index in ``spaces`` of the last one at or before ``p`` (k steps from ``p``
    end on ``spaces[ahead[p] + k]``), and ``behind[p]``, of the last one before ``p`` (−1: none); ``last[has_key]``,
    the last index a step may end on (the chamber, the last space, needs a key); ``mask``, a bit set for each open
    space. Never changed once made (tuples): a state keeps it between listings, its copies share it (the shared clone
    routine shares frozen dataclasses), and the spaces of each mask are laid out once for every game (:data:`LAYOUTS`):
    a search empties the same spaces in world after world.

    >>> board = OpenSpaces.of([None, "a", None, "b", "c", None])
    >>> board.spaces, board.ahead, board.behind, board.last, bin(board.mask)
    ((1, 3, 4, 5), (-1, 0, 0, 1, 2, 3), (-1, -1, 0, 0, 1, 2), (2, 3), '0b111010')
    >>> board.without(3, [None, "a", None, None, "c", None]).spaces
    (1, 4, 5)
    """

    tiles: list[Any] | None  # the board these spaces were found on (None: a layout in LAYOUTS, for any board)
    spaces: tuple[int, ...]
    ahead: tuple[int, ...]
    behind: tuple[int, ...]
    last: tuple[int, int]
    mask: int

    @classmethod
    def of(cls, tiles: Sequence[object], was: OpenSpaces | None = None) -> OpenSpaces:
        """The open spaces of ``tiles``; those of ``was`` (a board before a change) when they are the same."""
        spaces = open_spaces(tiles)
        if was is not None and was.spaces == spaces:  # a tile turned over for another: steps end where they did
            return was.retiled(tiles)
        return LAYOUTS[sum(1 << p for p in spaces)].retiled(tiles)

    @classmethod
    def laid_out(cls, mask: int) -> OpenSpaces:
        """The layout of the open spaces whose bits ``mask`` sets, on no board."""
        spaces = tuple(p for p in range(mask.bit_length()) if mask >> p & 1)
        ahead: list[int] = []
        behind: list[int] = []
        j = -1
        for p in range(spaces[-1] + 1):
            behind.append(j)
            if spaces[j + 1] == p:
                j += 1
            ahead.append(j)
        return cls(None, spaces, tuple(ahead), tuple(behind), (len(spaces) - 2, len(spaces) - 1), mask)

    def retiled(self, tiles: Sequence[object]) -> OpenSpaces:
        """These open spaces on ``tiles``: the board once a tile was turned over for another."""
        return OpenSpaces(list(tiles), self.spaces, self.ahead, self.behind, self.last, self.mask)

    def without(self, space: int, tiles: Sequence[object]) -> OpenSpaces:
        """The open spaces on ``tiles``, the board once ``space`` was emptied."""
        return LAYOUTS[self.mask & ~(1 << space)].retiled(tiles)


LAYOUTS = Kept(OpenSpaces.laid_out, most=2048)  # mask -> its layout: a few hundred masks a searched position


MOVES = Kept(tuple)  # each move as itself, ``(start, k, end)``


def moves_on(board: OpenSpaces, starts: Iterable[int], steps: Sequence[int], has_key: bool,
             table: Mapping[tuple[int, int, int], T]) -> list[T]:
    """``table[start, k, end]`` for each of ``starts`` and each ``k`` of ``steps`` (−1: one step back) that can be
    taken on ``board``. Looked up as each is found, with no list of the moves made first (:data:`MOVES`: the moves
    themselves).

    >>> board = OpenSpaces.of([None, "a", None, "b", "c", None])
    >>> moves_on(board, [0, 3], (1, 2, 3), False, MOVES), moves_on(board, [3], (1, -1), True, MOVES)
    ([(0, 1, 1), (0, 2, 3), (0, 3, 4), (3, 1, 4)], [(3, 1, 4), (3, -1, 1)])
    """
    spaces, ahead = board.spaces, board.ahead
    reach = board.last[has_key]
    found = []
    for p in starts:
        j = ahead[p]
        for k in steps:
            if k < 0:
                b = board.behind[p]
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
