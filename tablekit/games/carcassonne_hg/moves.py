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


PLACING_IDS: dict[tuple[int, int], tuple[str, ...]] = {}  # (x, y) → "tile:x,y,r" for r = 0..3: a few hundred


def placing_ids(pos: tuple[int, int]) -> tuple[str, ...]:
    """The ids of placing a tile at ``pos`` turned 0, 1, 2 and 3 times, made once per place."""
    found = PLACING_IDS[pos] = tuple("tile:{},{},{}".format(*pos, r) for r in range(4))
    return found


def place_text(tile: str, pos: tuple[int, int], r: int) -> T:
    x, y = pos
    return M("place", tile=tile, x=x, y=y, degrees=90 * r)


def recall_text(kind: str, zone: str, x: int, y: int) -> T:
    return M("recall", kind=M(f"kind.{kind}"), zone=zone, x=x, y=y)


def put_text(piece: str, kind: str, zone: str, tile: str) -> T:
    return M("put", piece=M(f"piece.{piece}"), kind=M(f"kind.{kind}"), zone=zone, tile=tile)
