"""The words of Carcassonne's actions, made only when a label is read (see :class:`tablekit.core.actions.Action`),
and the messages made once because they are said all the time."""

from __future__ import annotations

from ...core.actions import Action
from ...core.text import T
from .messages import M
from .options import COLOURS
from .tiles import Zone

SEAT_TEXTS = tuple(M(f"seat.{s}") for s in range(len(COLOURS)))
PASS = Action("pass", M("pass"))
NO_RECALL = Action("pass", M("recall.none"))


PLACINGS: dict[tuple[int, tuple[int, int], tuple[int, ...]], list[Action]] = {}  # (tile, (x, y), rotations) →
# the actions placing it there so: made once, since actions never change (see placings)
PLACED_AT: dict[str, tuple[int, int, int]] = {}  # "tile:x,y,r" → (x, y, r), for every id PLACINGS holds
PUTS: dict[tuple[str, int, int], Action] = {}  # (piece, tile, zone index) → the action putting it there
MOST_PLACINGS = 200_000  # PLACINGS starts again when it holds this many (a few thousand games' worth)


def placings(tile: int, pos: tuple[int, int], rotations: tuple[int, ...]) -> list[Action]:
    """The actions placing ``tile`` at ``pos`` turned each of ``rotations``, made once for every game.

    Ids and texts depend on nothing else, so every listing of them shares the same actions.
    """
    if len(PLACINGS) >= MOST_PLACINGS:
        PLACINGS.clear()
    x, y = pos
    found = PLACINGS[tile, pos, rotations] = []
    for r in rotations:
        action_id = f"tile:{x},{y},{r}"
        PLACED_AT[action_id] = (x, y, r)
        found.append(Action(action_id, place_text, tile, pos, r))
    return found


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
