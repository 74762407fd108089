"""The words of Carcassonne's actions, made only when a label is read (see :class:`tablekit.core.actions.Action`),
and the messages made once because they are said all the time."""

from __future__ import annotations

import sys

from ...core.actions import Action
from ...core.text import T
from .messages import M
from .options import COLOURS
from .tiles import TILES, TileType, Zone, rotations_fitting

SEAT_TEXTS = tuple(M(f"seat.{s}") for s in range(len(COLOURS)))
STACK_TEXTS = {what: M(f"stack.{what}") for what in ("land", "bonus")}
PASS = Action("pass", M("pass"))
NO_RECALL = Action("pass", M("recall.none"))
TILE_IDS = len(TILES)  # tile ids run from 0: an opening keeps the actions placing each tile in a list by id


class Opening:
    """An empty position next to placed tiles, as the edges around it show (``pattern``: one letter a side, ``.``
    where no tile lies), with the actions placing each tile there: shared by every board that has this opening (a
    new neighbour makes another one), since all of it depends on the position and the pattern alone."""

    __slots__ = ("x", "y", "row", "pattern", "placings")

    def __init__(self, x: int, y: int, pattern: str) -> None:
        self.x, self.y, self.row, self.pattern = x, y, (y, x), pattern  # boards list openings by row, then column
        self.placings: list[tuple[Action, ...] | None] = [None] * TILE_IDS  # by tile id: its placing actions
        # here, None until first asked (see placings)


OPENINGS: dict[tuple[int, int, str], Opening] = {}  # (x, y, pattern) → the opening, made once for every game
MOST_OPENINGS = 50_000  # OPENINGS starts again when it holds this many (boards keep theirs): over a thousand
# random games meet about 30,000
PLACINGS: dict[tuple[int, tuple[int, int], tuple[int, ...]], tuple[Action, ...]] = {}  # (tile, (x, y), rotations)
# → the actions placing it there so: made once, since actions never change (see placings)
PLACED_AT: dict[str, tuple[int, int, int]] = {}  # "tile:x,y,r" → (x, y, r), for every id PLACINGS holds
MOST_PLACINGS = 200_000  # PLACINGS starts again when it holds this many (a few thousand games' worth)
PUTS: dict[tuple[str, int, int], Action] = {}  # (piece, tile, zone index) → the action putting it there


def opening(x: int, y: int, pattern: str) -> Opening:
    """The opening at (x, y) with edges ``pattern`` around it, made once for every game."""
    found = OPENINGS.get((x, y, pattern))
    if found is None:
        if len(OPENINGS) >= MOST_OPENINGS:
            OPENINGS.clear()
        found = OPENINGS[x, y, pattern] = Opening(x, y, pattern)
    return found


def placings(tile: TileType, at: Opening) -> tuple[Action, ...]:
    """The actions placing ``tile`` at the opening ``at``, one a fitting rotation (rising), kept by the opening.

    They are made once for every game (ids and texts depend on the tile, place and rotation alone), so every
    listing of them shares the same actions.
    """
    pos, rotations = (at.x, at.y), rotations_fitting(tile, at.pattern)
    key = (tile.id, pos, rotations)
    found = PLACINGS.get(key) if rotations else ()
    if found is None:
        if len(PLACINGS) >= MOST_PLACINGS:
            PLACINGS.clear()
        found = PLACINGS[key] = tuple(_placing(tile.id, pos, r) for r in rotations)
    at.placings[tile.id] = found
    return found


def _placing(tile: int, pos: tuple[int, int], r: int) -> Action:
    x, y = pos
    action_id = sys.intern(f"tile:{x},{y},{r}")  # one string for every tile placed so: fewer objects to read
    PLACED_AT[action_id] = (x, y, r)
    return Action(action_id, place_text, tile, pos, r)


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
