"""The landscape: placed tiles, open positions, and features tracked incrementally with union-find.

Every zone of every placed tile is a node. Two union-finds join them: ``parent`` joins forests, meadows and river
stretches (rivers stop at lakes: a lake is a node of its own there), and ``wparent`` joins whole water systems
(rivers through their lakes), which is what huts see. Facts about a feature live at its root and are summed when
two features join. The board knows nothing of turns or seats beyond who owns each piece.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from operator import attrgetter
from typing import Any, NamedTuple

from .moves import Spot, spot
from .tiles import DX, DY, PATTERNS, ROTATIONS, TILES, TileType, Zone

EMPTY: frozenset[int] = frozenset()
RIVER_PORTS = ((0, 2), (1, 1), (2, 0))
WHOLE_PORT = ((1, 1),)
FIGURE, HUT = "figure", "hut"
_ROW = attrgetter("row")  # spots sort by row, then column
NO_EDGES = "...."  # the pattern of a position no tile touches yet


class Board:
    """Tiles on the table and the features they form, with the figures and huts standing on them."""

    __slots__ = ("grid", "placed", "frontier", "spots", "patterns", "parent", "wparent", "zone", "tile_of", "open",
                 "tiles", "fish", "lakes", "menhir", "mushrooms", "wfish", "wlakes", "pieces", "spent", "powers")

    def __init__(self) -> None:
        self.grid: dict[tuple[int, int], int] = {}  # position → index into ``placed``
        self.placed: list[tuple[TileType, int, int, int, int]] = []  # tile, x, y, rotation, first node
        self.frontier: dict[tuple[int, int], str] = {}  # empty position next to a tile → edge pattern there
        self.spots: list[Spot] = []  # the frontier's positions, sorted by row, then column, as placements are listed
        self.patterns: list[str] = []  # the edge pattern at each of them (at the same index)
        self.parent: list[int] = []
        self.wparent: list[int] = []
        self.zone: list[Zone] = []
        self.tile_of: list[int] = []
        self.open: list[int] = []  # forest sides / river ends not yet met by a tile
        self.tiles: list[frozenset[int]] = []  # placed-tile indices of a forest or river stretch
        self.fish: list[int] = []  # fish in a river stretch itself
        self.lakes: list[frozenset[int]] = []  # lake nodes at the ends of a river stretch
        self.menhir: list[bool] = []
        self.mushrooms: list[int] = []
        self.wfish: list[int] = []  # fish in a whole water system
        self.wlakes: list[int] = []  # lakes in a whole water system
        self.pieces: list[tuple[int, int, str]] = []  # (node, seat, FIGURE or HUT)
        self.spent: set[int] = set()  # meadow nodes whose animals a hunting trap has used up
        self.powers: dict[str, int] = {}  # bonus power → node of the zone printed with it

    def copy(self) -> Board:
        """An independent copy (features are immutable values, so shallow copies of the lists suffice)."""
        other = Board.__new__(Board)
        for name in Board.__slots__:
            value = getattr(self, name)
            setattr(other, name, value.copy() if hasattr(value, "copy") else value)
        return other

    def __deepcopy__(self, memo: dict) -> Board:
        return self.copy()

    # -- union-find ----------------------------------------------------------------------------------------------
    def find(self, n: int) -> int:
        """The feature (forest, meadow or river stretch) that node ``n`` belongs to."""
        return _root(self.parent, n)

    def wfind(self, n: int) -> int:
        """The water system (rivers and lakes together) that node ``n`` belongs to."""
        return _root(self.wparent, n)

    def _link(self, ra: int, rb: int) -> None:
        """Join the features with roots ``ra`` and ``rb`` (two different ones); ``ra`` stays the root unless its
        feature spans fewer tiles."""
        parent, tiles = self.parent, self.tiles
        if len(tiles[ra]) < len(tiles[rb]):
            ra, rb = rb, ra
        parent[rb] = ra
        self.open[ra] += self.open[rb]
        if tiles[rb]:
            tiles[ra] = tiles[ra] | tiles[rb]
        self.fish[ra] += self.fish[rb]
        if self.lakes[rb]:
            self.lakes[ra] = self.lakes[ra] | self.lakes[rb]
        if self.menhir[rb]:
            self.menhir[ra] = True
        self.mushrooms[ra] += self.mushrooms[rb]

    def _wunion(self, a: int, b: int) -> None:
        wparent = self.wparent
        ra, rb = _root(wparent, a), _root(wparent, b)
        if ra != rb:
            wparent[rb] = ra
            self.wfish[ra] += self.wfish[rb]
            self.wlakes[ra] += self.wlakes[rb]

    # -- placing tiles -------------------------------------------------------------------------------------------
    def placements(self, tile: TileType) -> list[tuple[int, int, int]]:
        """Every legal (x, y, rotation) for ``tile``: next to a tile, every edge agreeing with its neighbour; sorted
        by y, then x, then rotation."""
        fits = tile.fits
        return [(*at.pos, r) for at, pattern in zip(self.spots, self.patterns) for r in ROTATIONS[fits[pattern]]]

    def can_place(self, tile: TileType) -> bool:
        return any(map(tile.fits.__getitem__, self.patterns))

    def mismatch(self, tile: TileType, x: int, y: int, rot: int) -> str | None:
        """Why ``tile`` may not go at (x, y) turned ``rot``, in English; None when it may."""
        found = self.misfit(tile, x, y, rot)
        if found is None:
            return None
        why, held, side, edge, shows = found
        if why == "taken":
            return f"({x}, {y}) already holds tile {held}"
        if why == "alone":
            return f"({x}, {y}) touches no placed tile: a tile must share a side with one"
        names = {"F": "forest", "M": "meadow", "R": "river"}
        return f"its {side} side is {names[edge]} but the neighbour there shows {names[shows]}"

    def misfit(self, tile: TileType, x: int, y: int, rot: int) -> tuple[str, int, str, str, str] | None:
        """Why ``tile`` may not go at (x, y) turned ``rot``, as (reason, tile there, side, its edge, the neighbour's):
        reason "taken" (the space holds a tile), "alone" (no neighbour) or "side" (an edge differs); None when it
        may go there."""
        if (x, y) in self.grid:
            return ("taken", self.placed[self.grid[(x, y)]][0].id, "", "", "")
        pattern = self.frontier.get((x, y))
        if pattern is None:
            return ("alone", 0, "", "", "")
        edges = tile.rot_edges[rot]
        for k, side in enumerate(("north", "east", "south", "west")):
            if pattern[k] != "." and pattern[k] != edges[k]:
                return ("side", 0, side, edges[k], pattern[k])
        return None

    def place(self, tile: TileType, x: int, y: int, rot: int) -> int:
        """Put ``tile`` down (checked by the caller), joining its zones to its neighbours'; returns its first node."""
        index, base = len(self.placed), len(self.parent)
        facts = _FACTS.get(tile.id) or _facts(tile)
        nodes = range(base, base + len(tile.zones))
        self.parent += nodes
        self.wparent += nodes
        self.zone += tile.zones
        self.tile_of += [index] * len(nodes)
        self.open += facts.open
        self.tiles += facts.empty
        self.fish += facts.fish
        self.lakes += facts.empty
        self.menhir += facts.menhir
        self.mushrooms += facts.mushrooms
        self.wfish += facts.wfish
        self.wlakes += facts.wlakes
        mine = frozenset((index,))
        for z in facts.features:
            self.tiles[base + z] = mine
        for power, z in facts.powers:
            self.powers[power] = base + z
        for z, lake in facts.lake_ends:
            self.lakes[base + z] = frozenset((base + lake,))
            self._wunion(base + z, base + lake)
        parent, open_ = self.parent, self.open
        grid, placed, frontier, spots, patterns = self.grid, self.placed, self.frontier, self.spots, self.patterns
        if frontier.pop((x, y), None) is not None:  # every tile but the start tile fills an open position
            at = bisect_left(spots, (y, x), key=_ROW)
            del spots[at], patterns[at]
        for dx, dy, joins, shows in facts.sides[rot]:
            px, py = beyond = x + dx, y + dy
            other = grid.get(beyond)
            if other is None:  # an open side: the position beyond it now shows this edge
                before = frontier.get(beyond, NO_EDGES)
                pattern = frontier[beyond] = shows[before]
                at = bisect_left(spots, (py, px), key=_ROW)
                if before == NO_EDGES:
                    spots.insert(at, spot(px, py))
                    patterns.insert(at, pattern)
                else:
                    patterns[at] = pattern
                continue
            otile, _, _, orot, obase = placed[other]
            oports = otile.rot_ports[orot]
            for ai, oport, kind in joins:
                a, b = base + ai, obase + oports[oport]
                ra, rb = _root(parent, a), _root(parent, b)
                if kind != "M":
                    open_[ra] -= 1
                    open_[rb] -= 1
                if ra != rb:
                    self._link(ra, rb)
                if kind == "R":
                    self._wunion(a, b)
        grid[(x, y)] = index
        placed.append((tile, x, y, rot, base))
        return base

    # -- looking things up ---------------------------------------------------------------------------------------
    def node_at(self, x: int, y: int, zone_id: str) -> int:
        """The node of zone ``zone_id`` on the tile at (x, y)."""
        tile, _, _, _, base = self.placed[self.grid[(x, y)]]
        zone = tile.zone(zone_id)
        if zone is None:
            raise KeyError(f"tile {tile.id} has no zone {zone_id}")
        return base + zone.index

    def where(self, n: int) -> tuple[int, int, str]:
        """(x, y, zone id) of node ``n``."""
        _, x, y, _, _ = self.placed[self.tile_of[n]]
        return x, y, self.zone[n].id

    def completed(self, base: int, tile: TileType) -> list[int]:
        """Roots of the forests and river stretches of the tile at ``base`` that have no open end left."""
        roots: list[int] = []
        parent, open_ = self.parent, self.open
        for z in tile.zones:
            if z.kind in "FR":
                r = _root(parent, base + z.index)
                if open_[r] == 0 and r not in roots:
                    roots.append(r)
        return roots

    def feature_zones(self, root: int) -> list[tuple[int, int, str]]:
        """(x, y, zone id) of every zone of the forest or river stretch with this root, sorted.

        Only the feature's own zones: the lakes a river stretch ends in are features of their own."""
        found, parent, placed, kind = [], self.parent, self.placed, self.zone[root].kind
        for index in self.tiles[root]:
            tile, x, y, _, base = placed[index]
            found += [(x, y, z.id) for z in tile.zones if z.kind == kind and _root(parent, base + z.index) == root]
        return sorted(found)

    def figure_roots(self) -> set[int]:
        parent = self.parent
        return {_root(parent, n) for n, _, kind in self.pieces if kind == FIGURE}

    def hut_roots(self) -> set[int]:
        wparent = self.wparent
        return {_root(wparent, n) for n, _, kind in self.pieces if kind == HUT}

    def remove_pieces(self, root: int) -> list[tuple[int, int, str]]:
        """Take the tribe figures of the feature with this root off the board; returns them (in the order they
        stood)."""
        parent, gone, kept = self.parent, [], []
        for piece in self.pieces:
            n, _, kind = piece
            (gone if kind == FIGURE and _root(parent, n) == root else kept).append(piece)
        self.pieces = kept
        return gone

    # -- values --------------------------------------------------------------------------------------------------
    def feature_points(self, root: int) -> int:
        """Points of a completed forest (2 a tile, 3 a mushroom tile) or river (1 a tile, 1 a fish, end lakes too)."""
        if self.zone[root].kind == "F":
            return 2 * len(self.tiles[root]) + 3 * self.mushrooms[root]
        return len(self.tiles[root]) + self.fish[root] + sum(self.zone[lake].fish for lake in self.lakes[root])

    def water_points(self, wroot: int) -> int:
        """End-of-game value of a water system: its fish, plus 1 a lake when the raft lies in it."""
        raft = self.powers.get("raft")
        bonus = self.wlakes[wroot] if raft is not None and self.wfind(raft) == wroot else 0
        return self.wfish[wroot] + bonus

    def near(self, n: int, centre: int) -> bool:
        """Whether node ``n`` lies on the tile of node ``centre`` or one of the 8 around it."""
        _, x, y, _, _ = self.placed[self.tile_of[n]]
        _, cx, cy, _, _ = self.placed[self.tile_of[centre]]
        return abs(x - cx) <= 1 and abs(y - cy) <= 1

    def animal_points(self, nodes: Iterable[int], tigers: bool) -> int:
        """Mammoth 3, aurochs 2, deer 1, doubled next to the pit trap; each tiger (if ``tigers``) cancels a deer.

        Tigers eat deer outside the pit trap's reach first, so the doubled deer are the last to go.
        """
        pit = self.powers.get("pit_trap")
        mammoths = aurochs = deer = doubled_deer = tiger = 0
        for n in nodes:
            z = self.zone[n]
            times = 2 if pit is not None and self.near(n, pit) else 1
            mammoths += z.mammoth * times
            aurochs += z.aurochs * times
            if times == 2:
                doubled_deer += z.deer
            else:
                deer += z.deer
            tiger += z.tiger
        if tigers:
            eaten = min(tiger, deer)
            deer -= eaten
            doubled_deer -= min(tiger - eaten, doubled_deer)
        return 3 * mammoths + 2 * aurochs + deer + 2 * doubled_deer

    def meadow_nodes(self) -> dict[int, list[int]]:
        """Meadow root → its meadow nodes whose animals are not spent."""
        groups: dict[int, list[int]] = {}
        parent, spent = self.parent, self.spent
        for n, z in enumerate(self.zone):
            if z.kind == "M" and n not in spent:
                groups.setdefault(_root(parent, n), []).append(n)  # self.find(n), without the method call
        return groups

    def meadow_nodes_after(self, before: dict[int, list[int]], since: int) -> dict[int, list[int]]:
        """:meth:`meadow_nodes` of this board, from ``before`` (those of this board when it had only its nodes
        below ``since``, the same animals spent): groups are joined where the tiles added since joined them.

        Each group may list its nodes in another order than :meth:`meadow_nodes` does.
        """
        groups: dict[int, list[int]] = {}
        parent = self.parent
        for root, nodes in before.items():
            groups.setdefault(_root(parent, root), []).extend(nodes)
        spent, zone = self.spent, self.zone
        for n in range(since, len(zone)):
            if zone[n].kind == "M" and n not in spent:
                groups.setdefault(_root(parent, n), []).append(n)
        return groups

    def meadow_points(self, root: int, nodes: Iterable[int]) -> int:
        """End-of-game value of a meadow; a wildfire in it burns its tigers."""
        fire = self.powers.get("wildfire")
        return self.animal_points(nodes, tigers=fire is None or self.find(fire) != root)

    def hunt(self, trap: int) -> tuple[int, list[int]]:
        """Hunting trap: its meadow's animals on its tile and the 8 around, scored now; returns (points, nodes)."""
        root = self.find(trap)
        nodes = [n for n, z in enumerate(self.zone)
                 if z.kind == "M" and n not in self.spent and self.near(n, trap) and self.find(n) == root]
        return self.animal_points(nodes, tigers=True), nodes

    # -- rebuilding from a view ----------------------------------------------------------------------------------
    @classmethod
    def from_view(cls, view: dict[str, Any]) -> Board:
        """The board a view shows: its tiles in the order they were placed, its pieces and spent animals."""
        board = cls()
        for t in view["tiles"]:
            board.place(TILES[t["id"]], t["x"], t["y"], t["rot"])
        board.put_pieces(view)
        return board

    def put_pieces(self, view: dict[str, Any]) -> None:
        """Stand the pieces a view shows, and mark its spent animals, on this board of the view's tiles."""
        self.pieces = [(self.node_at(p["x"], p["y"], p["zone"]), p["seat"], p["kind"]) for p in view["pieces"]]
        self.spent = {self.node_at(x, y, z) for x, y, z in view["spent"]}


class _Facts(NamedTuple):
    """What a placed tile's zones start with in the board's lists (the same wherever it lies and however turned)."""

    open: tuple[int, ...]
    empty: tuple[frozenset[int], ...]  # no tiles, no lakes: what each zone starts with before its own are set
    features: tuple[int, ...]  # the forests and river stretches: they count the tiles they span
    fish: tuple[int, ...]
    menhir: tuple[bool, ...]
    mushrooms: tuple[int, ...]
    wfish: tuple[int, ...]
    wlakes: tuple[int, ...]
    powers: tuple[tuple[str, int], ...]
    lake_ends: tuple[tuple[int, int], ...]
    sides: tuple[tuple[_Side, ...], ...]  # by rotation, by side N, E, S, W


class _Side(NamedTuple):
    """A side of a placed tile, turned a given way."""

    dx: int  # where the position beyond it lies
    dy: int
    joins: tuple[tuple[int, int, str], ...]  # (zone, the neighbour's port facing it, the zone's kind) for each port
    # meeting a neighbour there
    shows: dict[str, str]  # the pattern of an open position beyond it before the tile → after (with the tile's edge)


_FACTS: dict[int, _Facts] = {}
_SHOWING = {(side, edge): {p: p[:side] + edge + p[side + 1:] for p in PATTERNS} for side in range(4) for edge in "FMR"}
# (side, edge) → an open position's pattern → its pattern once that side shows that edge


def _facts(tile: TileType) -> _Facts:
    zones = tile.zones
    assert [z.index for z in zones] == list(range(len(zones)))
    found = _FACTS[tile.id] = _Facts(
        tuple(len(s) for s in tile.rot_sides[0]), (EMPTY,) * len(zones),
        tuple(z.index for z in zones if z.kind in "FR"), tuple(z.fish if z.kind == "R" else 0 for z in zones),
        tuple(z.menhir for z in zones), tuple(1 if z.mushroom else 0 for z in zones), tuple(z.fish for z in zones),
        tuple(1 if z.kind == "L" else 0 for z in zones), tuple((z.power, z.index) for z in zones if z.power),
        tuple((z.index, z.lake) for z in zones if z.lake >= 0),
        tuple(tuple(_Side(DX[k], DY[k],
                          tuple((ports[3 * k + i], 3 * ((k + 2) % 4) + oi, zones[ports[3 * k + i]].kind)
                                for i, oi in (RIVER_PORTS if edges[k] == "R" else WHOLE_PORT)),
                          _SHOWING[(k + 2) % 4, edges[k]])
                    for k in range(4))
              for ports, edges in zip(tile.rot_ports, tile.rot_edges)))
    return found


def _root(parent: list[int], n: int) -> int:
    """Union-find root of ``n``, halving the path on the way."""
    while parent[n] != n:
        parent[n] = parent[parent[n]]
        n = parent[n]
    return n
