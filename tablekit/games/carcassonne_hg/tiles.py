"""The tiles of the box, read from ``tiles.json``, with each rotation's edges and side ports worked out once.

Geometry: ``x`` grows to the east and ``y`` to the south; sides are numbered N=0, E=1, S=2, W=3, and a rotation
``r`` turns a tile ``r`` quarter turns clockwise. Each side has three ports in clockwise order (a river side:
meadow half, river, meadow half), so tile edges meet port ``i`` against port ``2 - i`` of the opposite side.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import product
from pathlib import Path

SIDES = "NESW"
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)
HALVES = {"nw": (0, 0), "ne": (0, 2), "en": (1, 0), "es": (1, 2), "se": (2, 0), "sw": (2, 2), "ws": (3, 0),
          "wn": (3, 2)}
TYPE_CODE = {"forest": "F", "meadow": "M", "river": "R", "lake": "L"}
START_TILE = 56


@dataclass(frozen=True)
class Zone:
    """One area of a tile: a forest, meadow, river or lake, with what lies on it."""

    index: int
    id: str
    kind: str  # F, M, R or L
    sides: tuple[str, ...]
    fish: int = 0
    lake: int = -1  # for a river ending in a lake on its tile: the lake's zone index
    menhir: bool = False
    mushroom: bool = False
    power: str | None = None
    mammoth: int = 0
    aurochs: int = 0
    deer: int = 0
    tiger: int = 0

    def __deepcopy__(self, memo: dict) -> Zone:
        return self  # printed on the tile: never changes, so copies of a game share it


class TileType:
    """A tile's printed face, and for each rotation its edge letters and which zone owns each of its 12 ports."""

    __slots__ = ("id", "kind", "power", "edges", "zones", "data", "rot_edges", "rot_ports", "rot_sides", "fits")

    def __init__(self, data: dict) -> None:
        self.data = data
        self.id: int = data["id"]
        self.kind: str = data["kind"]
        self.power: str | None = data["power"]
        self.edges: str = data["edges"]
        index = {z["id"]: i for i, z in enumerate(data["zones"])}
        zones = []
        for i, z in enumerate(data["zones"]):
            animals = z.get("animals", {})
            end = z.get("end")
            zones.append(Zone(
                i, z["id"], TYPE_CODE[z["type"]], tuple(z["sides"]), z.get("fish", 0),
                index[end] if end and end != "spring" else -1, z.get("menhir", False),
                z.get("mushroom", False), z.get("power"), animals.get("mammoth", 0), animals.get("aurochs", 0),
                animals.get("deer", 0), animals.get("tiger", 0)))
        self.zones: tuple[Zone, ...] = tuple(zones)
        ports = [-1] * 12
        for z in zones:
            for side in z.sides:
                if side in HALVES:
                    k, i = HALVES[side]
                    ports[3 * k + i] = z.index
                elif z.kind == "R":
                    ports[3 * SIDES.index(side) + 1] = z.index
                else:
                    k = SIDES.index(side)
                    ports[3 * k:3 * k + 3] = [z.index] * 3
        self.rot_edges: tuple[str, ...] = tuple(
            "".join(self.edges[(k - r) % 4] for k in range(4)) for r in range(4))
        self.rot_ports: tuple[tuple[int, ...], ...] = tuple(
            tuple(ports[(p - 3 * r) % 12] for p in range(12)) for r in range(4))
        # sides (after rotation) where a forest or river zone reaches the edge: the ends that must be closed
        self.rot_sides: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple((SIDES.index(s) + r) % 4 for s in z.sides if s in SIDES) if z.kind in "FR" else ()
                  for z in zones)
            for r in range(4))
        self.fits: dict[str, int] = _fits(self.rot_edges)  # an open position's pattern → the rotations fitting
        # it, as a bit mask (bit r: rotation r)

    def __deepcopy__(self, memo: dict) -> TileType:
        return self  # printed on the tile: never changes, so copies of a game share it

    def zone(self, zone_id: str) -> Zone | None:
        """The zone with this short id (``F0``, ``L1``…), or None."""
        return next((z for z in self.zones if z.id == zone_id), None)

    def __repr__(self) -> str:
        return f"TileType({self.id}, {self.edges})"


_FITS: dict[tuple[str, ...], dict[str, int]] = {}  # a tile's edges by rotation → its fits, shared by tiles alike
PATTERNS = tuple("".join(p) for p in product(".FMR", repeat=4))  # every edge pattern an open position can show
ROTATIONS = tuple(tuple(r for r in range(4) if mask >> r & 1) for mask in range(16))  # bit mask → rotations, rising


def _fits(rot_edges: tuple[str, ...]) -> dict[str, int]:
    """Pattern → bit mask of the rotations (of a tile showing ``rot_edges``) whose edges agree with it: a rotation
    fits the 16 patterns showing each side either as its edge or as ``.``."""
    fits = _FITS.get(rot_edges)
    if fits is None:
        fits = _FITS[rot_edges] = dict.fromkeys(PATTERNS, 0)
        for r, edges in enumerate(rot_edges):
            for pattern in product(*((".", e) for e in edges)):
                fits["".join(pattern)] |= 1 << r
    return fits


def _load() -> dict[int, TileType]:
    data = json.loads(Path(__file__).with_name("tiles.json").read_text(encoding="utf-8"))
    return {t["id"]: TileType(t) for t in data}


TILES: dict[int, TileType] = _load()
assert sorted(TILES) == list(range(len(TILES))), "tile ids run from 0 with no gap"
LAND_IDS: tuple[int, ...] = tuple(i for i, t in TILES.items() if t.kind == "land")
BONUS_IDS: tuple[int, ...] = tuple(i for i, t in TILES.items() if t.kind == "bonus")


def rotations_fitting(tile: TileType, pattern: str) -> tuple[int, ...]:
    """Rotations of ``tile`` whose edges agree with ``pattern`` (one letter per side, ``.`` where no neighbour)."""
    return ROTATIONS[tile.fits[pattern]]
