"""The words of Carcassonne's actions, made only when a label is read (see :class:`tablekit.core.actions.Action`),
and the messages made once because they are said all the time."""

from __future__ import annotations

import sys

from ...core.actions import Action
from ...core.text import T
from .messages import M
from .options import COLOURS
from .tiles import ROTATIONS, TileType, Zone

SEAT_TEXTS = tuple(M(f"seat.{s}") for s in range(len(COLOURS)))
STACK_TEXTS = {what: M(f"stack.{what}") for what in ("land", "bonus")}
PASS = Action("pass", M("pass"))
NO_RECALL = Action("pass", M("recall.none"))
PLACED_AT: dict[str, tuple[int, int, int]] = {}  # "tile:x,y,r" → (x, y, r), for the ids of every spot


class Spot:
    """An empty position next to placed tiles, shared by every game: where it lies and the ids of placing a tile
    there, by rotation (each a string interned once: fewer objects to read when a game finds the action played)."""

    __slots__ = ("pos", "row", "ids")

    def __init__(self, x: int, y: int) -> None:
        self.pos, self.row = (x, y), (y, x)  # boards list spots by row, then column
        self.ids = tuple(sys.intern(f"tile:{x},{y},{r}") for r in range(4))
        PLACED_AT.update((action_id, (x, y, r)) for r, action_id in enumerate(self.ids))


SPOTS: dict[tuple[int, int], Spot] = {}  # (x, y) → its spot, made once for every game (random games reach about
# 600 positions in 3,000 games)
PUTS: dict[tuple[str, int, int], Action] = {}  # (piece, tile, zone index) → the action putting it there


def spot(x: int, y: int) -> Spot:
    """The spot at (x, y), made once for every game."""
    found = SPOTS.get((x, y))
    if found is None:
        found = SPOTS[x, y] = Spot(x, y)
    return found


def placings(tile: TileType, spots: list[Spot], patterns: list[str]) -> list[Action]:
    """The actions placing ``tile`` at each of ``spots`` (where the edges around show the pattern at the same
    index) turned each fitting way, in the spots' order, then by rotation.

    They are made at every listing: kept ones, shared by every game, were slower to find again on fresh games (a
    listing reads a few dozen spots, most of them with actions long out of the processor's caches) and held tens of
    megabytes; texts are made only when read.
    """
    fits, name = tile.fits, tile.id
    actions: list[Action] = []
    append = actions.append  # a loop, not a comprehension a spot: Python 3.11 calls a function for each of those
    for at, pattern in zip(spots, patterns):
        mask = fits[pattern]
        if mask:
            ids, pos = at.ids, at.pos
            for r in ROTATIONS[mask]:
                append(Action(ids[r], place_text, name, pos, r))
    return actions


def put(piece: str, zone: Zone, tile: int) -> Action:
    """The action putting ``piece`` (figure or hut) on ``zone`` of the tile just placed, ``tile``: made once."""
    found = PUTS[piece, tile, zone.index] = Action(f"{piece}:{zone.id}", put_text, piece, zone.kind, zone.id, tile)
    return found


def place_text(tile: int, pos: tuple[int, int], r: int) -> T:
    x, y = pos
    return M("place", tile=tile, x=x, y=y, degrees=90 * r)


def recall_text(kind: str, zone: str, x: int, y: int) -> T:
    return M("recall", kind=M(f"kind.{kind}"), zone=zone, x=x, y=y)


def put_text(piece: str, kind: str, zone: str, tile: int) -> T:
    return M("put", piece=M(f"piece.{piece}"), kind=M(f"kind.{kind}"), zone=zone, tile=tile)
