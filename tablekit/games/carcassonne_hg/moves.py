"""The words of Carcassonne's actions, made only when a label is read (see :class:`tablekit.core.actions.Action`),
and the messages made once because they are said all the time."""

from __future__ import annotations

from ...core.actions import Action
from ...core.text import T
from .messages import M
from .options import COLOURS

SEAT_TEXTS = tuple(M(f"seat.{s}") for s in range(len(COLOURS)))
PASS = Action("pass", M("pass"))
NO_RECALL = Action("pass", M("recall.none"))


TILE_IDS: dict[tuple[int, int, int], str] = {}  # (x, y, rotation) → "tile:x,y,r": a board has a few hundred


def placing_id(at: tuple[int, int, int]) -> str:
    """The id of placing a tile at ``(x, y, rotation)``, made once per place."""
    found = TILE_IDS[at] = "tile:{},{},{}".format(*at)
    return found


def place_text(tile: str, at: tuple[int, int, int]) -> T:
    x, y, r = at
    return M("place", tile=tile, x=x, y=y, degrees=90 * r)


def recall_text(kind: str, zone: str, x: int, y: int) -> T:
    return M("recall", kind=M(f"kind.{kind}"), zone=zone, x=x, y=y)


def put_text(piece: str, kind: str, zone: str, tile: str) -> T:
    return M("put", piece=M(f"piece.{piece}"), kind=M(f"kind.{kind}"), zone=zone, tile=tile)
