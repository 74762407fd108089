"""Plain-words reasons why a Carcassonne: Hunters & Gatherers action id is refused, naming the rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import FIGURE, HUT
from .tiles import TILES

if TYPE_CHECKING:
    from .state import CarcassonneHGState

STEP = {"place": "tile placement", "shaman": "the shaman's recall", "figure": "the figure or hut step",
        "over": "the end: the game is over"}
KIND_STEP = {"tile": "place", "recall": "shaman", FIGURE: "figure", HUT: "figure"}


def _ints(text: str, n: int) -> list[int] | None:
    parts = text.split(",")
    try:
        values = [int(p) for p in parts[:n]]
    except ValueError:
        return None
    return values if len(parts) >= n else None


def explain(state: CarcassonneHGState, seat: int, action_id: str) -> str:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    if kind == "pass":
        return f"'pass' is not available during {STEP[state.phase]}"
    step = KIND_STEP.get(kind)
    if step is None:
        return f"{action_id!r} is not an action of this game (kinds: tile, recall, figure, hut, pass)"
    if step != state.phase:
        return f"{action_id!r} belongs to {STEP[step]}, but the turn is at {STEP[state.phase]}"
    if kind == "tile":
        values = _ints(rest, 3)
        if values is None or len(rest.split(",")) != 3:
            return "Tile placement: a placement is written tile:x,y,rotation with whole numbers"
        x, y, r = values
        if not 0 <= r <= 3:
            return "Tile placement: the rotation is 0 to 3 quarter turns clockwise"
        assert state.current is not None
        why = state.board.mismatch(TILES[state.current], x, y, r)
        return f"Tile placement: tile {state.current} cannot go at ({x}, {y}) turned {90 * r}°: {why}"
    if kind == "recall":
        return "Shaman: only one of your own tribe figures standing on the board can be taken back"
    tile = state.last_tile
    zone = tile.zone(rest)
    if zone is None:
        zones = ", ".join(z.id for z in tile.zones)
        return f"Figure placement: a piece goes on a zone of the tile just placed ({zones}), not {rest!r}"
    if kind == FIGURE:
        if zone.kind == "L":
            return "Figure placement: tribe figures go on forests, rivers and meadows, not on lakes (huts may)"
        if not state.figures_left[seat]:
            return "Figure placement: you have no tribe figure left in your supply"
        return (f"Figure placement: this {'river' if zone.kind == 'R' else 'feature'} already holds a tribe figure "
                "(yours or another's) through its connections")
    if zone.kind not in "RL":
        return "Hut placement: a hut goes on a river or lake of the tile just placed"
    if not state.huts_left[seat]:
        return "Hut placement: you have no hut left in your supply"
    return "Hut placement: this water system (rivers and lakes together) already holds a hut"
