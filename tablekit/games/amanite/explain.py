"""Plain-words reasons why an Amanite action id is refused, naming the rulebook rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import COLOURS, SIDES

if TYPE_CHECKING:
    from .state import AmaniteState

PHASE_NAMES = {
    "sides": "choosing start-card sides (setup step 4)",
    "place": "meeple placement (phase 2)",
    "collect": "mushroom collection (phase 3)",
    "pig": "feeding the pigs (phase 3)",
    "notebook": "drawing new clue cards (phase 4)",
    "over": "final scoring: the game is over",
}
KIND_PHASE = {"side": "sides", "place": "place", "split": "place", "pile": "collect", "take": "collect",
              "feed": "pig", "note": "notebook"}


def explain(state: AmaniteState, seat: int, action_id: str) -> str:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    phase = KIND_PHASE.get(kind)
    if phase is None:
        return f"{action_id!r} is not an Amanite action (kinds: {', '.join(KIND_PHASE)})"
    if phase != state.phase:
        return f"{action_id!r} belongs to {PHASE_NAMES[phase]}, but the game is in {PHASE_NAMES[state.phase]}"
    if kind == "side" and rest not in SIDES:
        return "a start card has two sides, A and B (setup step 4)"
    if kind in ("place", "split"):
        index = rest.partition(":")[0]
        if not (index.isascii() and index.isdigit()) or int(index) >= len(state.tiles):
            return f"there is no forest tile {index!r}: the tiles are 0 to {len(state.tiles) - 1}"
        tile = state.tiles[int(index)]
        if seat in (tile.one, tile.split):
            return "Meeple placement: you may never put your second meeple on a forest tile that holds your first"
        if kind == "place" and tile.one is not None:
            return "Meeple placement: a tile that already has a meeple is joined on its split space, with a split"
        if kind == "split" and tile.one is None:
            return "Meeple placement: the first meeple on a tile takes the \"1\" space; nobody splits an empty tile"
        if kind == "split" and tile.split is not None:
            return "Meeple placement: both spaces of this forest tile are taken"
        if kind == "split" and len(tile.tokens) < 2:
            return "Meeple placement: a split needs two non-empty piles, and this tile has fewer than 2 tokens"
        return "Meeple placement: a split divides exactly the tile's tokens into two non-empty piles"
    if kind == "note":
        if rest not in COLOURS:
            return f"there is no {rest!r} mushroom; colours: {', '.join(COLOURS)}"
        return f"Phase 4: the {rest} mushroom card has no free notebook space"
    if kind == "feed":
        return "Pigs: the pig eats one of the mushroom tokens you hold (not a pig, not one you lack)"
    if kind == "take":
        return "Collection: a lone meeple takes exactly 2 of its tile's tokens (all of them when fewer)"
    return f"{action_id!r} is not legal for seat {seat} now"
