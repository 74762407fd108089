"""Prepared positions showing each rule and bonus power, for tutorials and tests (Red is seat 0 and to act).

Coordinates: x grows east, y grows south; the start tile 56 lies at (0, 0). Each scenario's doc says which move
shows the rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...core.info import Scenario
from ...core.text import register_scenarios
from .board import FIGURE, HUT
from .messages import SCENARIOS_JA
from .options import INFO
from .state import PLACE, CarcassonneHGState
from .tiles import TILES

TileSpec = tuple[int, int, int, int]  # tile id, x, y, rotation
PieceSpec = tuple[int, str, int, int, str]  # seat, FIGURE or HUT, x, y, zone id


def position(
    players: int,
    seed: int,
    options: dict[str, Any],
    tiles: Sequence[TileSpec],
    pieces: Sequence[PieceSpec] = (),
    current: int | None = None,
    bonus_next: Sequence[int] = (),
    land_left: int | None = None,
) -> CarcassonneHGState:
    """A position after the start tile: ``tiles`` placed in order (each must fit), ``pieces`` set on them, Red to
    place ``current`` (a bonus tile is placed as if a menhir forest had just been completed); ``bonus_next`` go on
    top of the bonus stack; ``land_left`` trims the land stack (the rest stays in the box)."""
    state = CarcassonneHGState(players, random.Random(seed), options)
    assert state.current is not None
    state.land.append(state.current)
    board = state.board
    for tile_id, x, y, rot in tiles:
        tile = TILES[tile_id]
        problem = board.mismatch(tile, x, y, rot)
        if problem:
            raise ValueError(f"scenario tile {tile_id} at ({x}, {y}): {problem}")
        (state.bonus if tile.kind == "bonus" else state.land).remove(tile_id)
        board.place(tile, x, y, rot)
    for seat, kind, x, y, zone in pieces:
        board.pieces.append((board.node_at(x, y, zone), seat, kind))
        if kind == FIGURE:
            state.figures_left[seat] -= 1
        else:
            state.huts_left[seat] -= 1
    if current is not None:
        is_bonus = TILES[current].kind == "bonus"
        (state.bonus if is_bonus else state.land).remove(current)
        state.current, state.current_is_bonus = current, is_bonus
    for tile_id in bonus_next:
        state.bonus.remove(tile_id)
        state.bonus.append(tile_id)
    if land_left is not None:
        state.out_of_play = state.land[:len(state.land) - land_left]
        state.land = state.land[len(state.land) - land_left:]
    state.seat, state.phase = 0, PLACE
    state._events = []
    return state


Builder = Callable[[int, int, dict[str, Any]], CarcassonneHGState]


def scenario(tiles: Sequence[TileSpec], pieces: Sequence[PieceSpec], current: int, **extra: Any) -> Builder:
    """A scenario builder for :func:`position` with these arguments."""

    def build(players: int, seed: int, options: dict[str, Any]) -> CarcassonneHGState:
        return position(players, seed, options, tiles, pieces, current, **extra)

    return build


# A meadow north of the start tile: aurochs (56), tiger (31), deer (62), mammoth (61).
MEADOW = [(31, 0, -1, 0), (62, 1, -1, 0), (61, 2, -1, 0)]
# A water system west and north of the start tile: its lake, lake tile 3 and river bend 15 (open towards (-1, 0)).
WATERS = [(3, 0, -1, 0), (15, -1, -1, 0)]

SCENARIOS = {
    "river_completed": Scenario(
        "River: Red's figure stands on a river from the start tile's lake; tile 14 at (-2, 0) turned 90° ends it "
        "at a spring: 3 tiles + 1 fish + 1 fish in the lake = 5 for Red", 2,
        scenario([(47, -1, 0, 0)], [(0, FIGURE, -1, 0, "R0")], 14)),
    "forest_completed": Scenario(
        "Forest: Red's figure is in a 1-tile forest north of the start; tile 36 at (0, -2) closes it: 2 tiles = 4",
        2, scenario([(37, 0, -1, 0)], [(0, FIGURE, 0, -1, "F0")], 36)),
    "menhir_bonus": Scenario(
        "Menhir: tile 37 at (0, 1) closes the start tile's menhir forest (6 for Red), so Red draws bonus tile 90 "
        "and places it at once", 2,
        scenario([(34, 1, 0, 0)], [(0, FIGURE, 0, 0, "F0")], 37, bonus_next=[90])),
    "wildfire": Scenario(
        "Wildfire: the last tile of the game; bonus tile 85 at (3, -1) joins a meadow where a tiger would eat the "
        "deer: the fire burns the tiger, so Red's meadow scores 3 + 2 + 1 = 6, not 5", 2,
        scenario(MEADOW, [(0, FIGURE, 1, -1, "M0")], 85, land_left=0)),
    "mushrooms": Scenario(
        "Mushrooms: bonus tile 87 at (0, 1) turned 270° closes the start forest: 4 tiles × 2 + 3 for the mushroom "
        "= 11 for Red; its menhir gives no second bonus tile", 2,
        scenario([(34, 1, 0, 0), (41, 1, 1, 0)], [(0, FIGURE, 0, 0, "F0")], 87, bonus_next=[90])),
    "shaman": Scenario(
        "Shaman: after bonus tile 88 goes down at (-1, 0), Red may take back one figure without scoring", 2,
        scenario([], [(0, FIGURE, 0, 0, "F0"), (0, FIGURE, 0, 0, "M0")], 88)),
    "hunting_trap": Scenario(
        "Hunting trap: bonus tile 94 at (1, -2) scores the animals of its meadow on the 9 tiles around it at once: "
        "mammoth 3 + deer 1, a tiger eats the deer = 3 for Red; those animals are spent", 2,
        scenario(MEADOW, [], 94)),
    "pit_trap": Scenario(
        "Pit trap: the last tile of the game; bonus tile 92 at (1, -2) doubles the animals around it, so Red's "
        "meadow scores aurochs 2 + mammoth 6 + deer 2, the tiger eating the doubled deer = 8, not 5", 2,
        scenario(MEADOW, [(0, FIGURE, 1, -1, "M0")], 92, land_left=0)),
    "dugout_canoe": Scenario(
        "Dugout canoe: bonus tile 93 at (-1, 0) joins a water system of 3 lakes: 2 a lake = 6 for Red at once", 2,
        scenario(WATERS, [], 93)),
    "raft": Scenario(
        "Raft: the last tile of the game; bonus tile 91 at (-1, 0) joins Red's hut's water system: 3 fish + 1 a "
        "lake for 3 lakes = 6 for Red", 2,
        scenario(WATERS, [(0, HUT, 0, -1, "L1")], 91, land_left=0)),
    "final_meadows_with_tigers": Scenario(
        "Final meadow scoring: the last tile; Red has 2 figures and Blue 1 in a meadow with an aurochs, a mammoth, "
        "a deer and a tiger; tile 32 at (2, -2) would add a second tiger", 2,
        scenario(MEADOW, [(0, FIGURE, 1, -1, "M0"), (0, FIGURE, 2, -1, "M0"), (1, FIGURE, 0, -1, "M0")], 32,
                 land_left=0)),
}
INFO.scenarios.update(SCENARIOS)
register_scenarios(INFO, SCENARIOS_JA)
