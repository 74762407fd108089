"""A one-ply heuristic bot: it rebuilds the board from its view, tries every placement and piece, and keeps the
move whose resulting position is worth most to it relative to the others.

A position's worth: every feature with pieces is worth its points to its majority holders — completed forests and
rivers exactly, open ones by the chance that the unseen tiles can still close them, meadows by their animals,
water systems by their fish. A figure is a resource: one stuck in a feature that cannot close costs what it could
have earned elsewhere, more so early in the game; meadow figures and huts never come back.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...bots.base import Bot
from ...core.actions import Action
from .board import FIGURE, HUT, Board
from .tiles import DX, DY, LAND_IDS, TILES, TileType, rotations_fitting

Key = tuple[str, int]  # ("f", feature root) or ("w", water-system root)
TIED_UP = 0.4  # part of a figure's worth lost while it waits in an open feature, even one sure to close


class Context:
    """What one decision needs beyond the board: whose turn, how far the game is, which tiles are unseen."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.me: int = view["seat"]
        self.players: int = view["players"]
        seen = Counter(t["id"] for t in view["tiles"])
        seen.update(view["discarded"])
        if view["current"]:
            seen[view["current"]["id"]] += 1
        unseen = [i for i in LAND_IDS if not seen[i]]
        self.unseen = Counter(TILES[i].edges for i in unseen)
        self.left: int = view["stacks"]["land"]
        stage = self.left / len(LAND_IDS)
        me = view["seats"][self.me]
        scarce = 1.5 if me["figures"] <= 2 else 1.0
        self.figure = (0.5 + 3.0 * stage) * scarce  # worth of a figure kept in supply
        self.meadow_figure = (1.0 + 6.0 * stage) * scarce
        self.hut = 0.5 + 3.0 * stage
        self._fits: dict[str, int] = {}

    def fits(self, pattern: str) -> int:
        """How many unseen land tiles fit an open position with this edge pattern."""
        found = self._fits.get(pattern)
        if found is None:
            found = sum(n for edges, n in self.unseen.items() if rotations_fitting(TILES_BY_EDGES[edges], pattern))
            self._fits[pattern] = found
        return found


TILES_BY_EDGES: dict[str, TileType] = {TILES[i].edges: TILES[i] for i in LAND_IDS}


def open_positions(board: Board, root: int) -> set[tuple[int, int]]:
    """Empty positions next to an open side of the forest or river with this root."""
    found = set()
    for index in board.tiles[root]:
        tile, x, y, rot, base = board.placed[index]
        for z in tile.zones:
            if z.kind in "FR" and board.find(base + z.index) == root:
                for k in tile.rot_sides[rot][z.index]:
                    pos = (x + DX[k], y + DY[k])
                    if pos not in board.grid:
                        found.add(pos)
    return found


def chance_to_close(board: Board, root: int, ctx: Context, ends: set[tuple[int, int]] | None = None) -> float:
    """Rough chance that every open end of the feature gets a tile before the land stack runs out (``ends``: its
    :func:`open_positions`, when the caller has them)."""
    if board.open[root] == 0:
        return 1.0
    unseen = sum(ctx.unseen.values())
    if not unseen:
        return 0.0
    chance = 1.0
    draws = max(1.0, ctx.left / ctx.players)  # tiles I draw myself: the others will not help
    for pos in open_positions(board, root) if ends is None else ends:
        share = ctx.fits(board.frontier[pos]) / unseen
        chance *= 1.0 - (1.0 - share) ** draws if share else 0.0
    return chance * 0.85 ** max(0, board.open[root] - 1)


class Valuation:
    """The worth of each feature or water system on one board, and who holds it."""

    def __init__(self, board: Board, ctx: Context, before: Valuation | None = None) -> None:
        """``before``: the valuation of this board before its last tile, whose meadows it may start from."""
        self.board, self.ctx, self.before = board, ctx, before
        self.holders: dict[Key, Counter[int]] = {}
        for n, seat, kind in board.pieces:
            key = ("f", board.find(n)) if kind == FIGURE else ("w", board.wfind(n))
            self.holders.setdefault(key, Counter())[seat] += 1
        self._worth: dict[Key, float] = {}
        self._chance: dict[int, float] = {}
        self._ends: dict[int, set[tuple[int, int]]] = {}
        self._meadows: dict[int, list[int]] | None = None

    def ends(self, root: int) -> set[tuple[int, int]]:
        """:func:`open_positions` of a forest or river, found once per valuation."""
        found = self._ends.get(root)
        if found is None:
            found = self._ends[root] = open_positions(self.board, root)
        return found

    def meadows(self) -> dict[int, list[int]]:
        """:meth:`Board.meadow_nodes`, found once per valuation (from the one before the last tile, if given)."""
        if self._meadows is None:
            before = self.before
            self._meadows = (self.board.meadow_nodes() if before is None else
                             self.board.meadow_nodes_after(before.meadows(), len(before.board.zone)))
        return self._meadows

    def chance(self, root: int) -> float:
        if root not in self._chance:
            self._chance[root] = chance_to_close(self.board, root, self.ctx, self.ends(root))
        return self._chance[root]

    def worth(self, key: Key) -> float:
        if key not in self._worth:
            self._worth[key] = self._compute(key)
        return self._worth[key]

    def _compute(self, key: Key) -> float:
        board = self.board
        kind, root = key
        if kind == "w":
            return float(board.water_points(root))
        zone = board.zone[root].kind
        if zone == "M":
            return float(board.meadow_points(root, self.meadows().get(root, [])))
        points = board.feature_points(root)
        if board.open[root] == 0:
            return float(points)
        growth = len(self.ends(root)) * (2 if zone == "F" else 1)
        return self.chance(root) * (points + growth)

    def share(self, key: Key, holders: Counter[int]) -> list[float]:
        """Each seat's part of a feature's worth: all of it for every seat with the most pieces there."""
        out = [0.0] * self.ctx.players
        top = max(holders.values())
        worth = self.worth(key)
        for seat, n in holders.items():
            if n == top:
                out[seat] = worth
        return out

    def total(self) -> float:
        """My worth minus the others' average, less the cost of my figures stuck in features that may not close."""
        sums = [0.0] * self.ctx.players
        stuck = 0.0
        me = self.ctx.me
        for key, holders in self.holders.items():
            for seat, v in enumerate(self.share(key, holders)):
                sums[seat] += v
            if key[0] == "f" and holders[me] and self.board.zone[key[1]].kind != "M":
                stuck += holders[me] * self.idle_cost(key[1])
        return self.relative(sums) - stuck

    def relative(self, sums: list[float]) -> float:
        me = self.ctx.me
        others = [v for s, v in enumerate(sums) if s != me]
        return sums[me] - sum(others) / max(1, len(others))

    def gain_of_piece(self, node: int, kind: str) -> float:
        """How much adding my piece of ``kind`` on ``node`` changes the total, its cost included."""
        board, ctx, me = self.board, self.ctx, self.ctx.me
        key = ("f", board.find(node)) if kind == FIGURE else ("w", board.wfind(node))
        before = self.holders.get(key, Counter())
        after = before.copy()
        after[me] += 1
        old = self.share(key, before) if before else [0.0] * ctx.players
        gain = self.relative(self.share(key, after)) - self.relative(old)
        if kind == HUT:
            return gain - ctx.hut
        if board.zone[node].kind == "M":
            return gain - ctx.meadow_figure
        return gain - self.idle_cost(key[1])

    def idle_cost(self, root: int) -> float:
        """What a figure loses standing in this forest or river: little if it closes now, all if it never will."""
        if self.board.open[root] == 0:
            return 0.0
        return self.ctx.figure * (1.0 - (1.0 - TIED_UP) * self.chance(root))


def piece_options(board: Board, base: int, tile: TileType, figures: int, huts: int) -> list[tuple[str, str, int]]:
    """(kind, zone id, node) where a piece may go on the tile at ``base``, as the rules allow."""
    options = []
    if figures:
        taken = board.figure_roots()
        options += [(FIGURE, z.id, base + z.index) for z in tile.zones
                    if z.kind != "L" and board.find(base + z.index) not in taken]
    if huts:
        taken = board.hut_roots()
        options += [(HUT, z.id, base + z.index) for z in tile.zones
                    if z.kind in "RL" and board.wfind(base + z.index) not in taken]
    return options


def immediate(board: Board, tile: TileType) -> float:
    """Points a hunting trap or dugout canoe gives its placer at once."""
    if tile.power == "hunting_trap":
        return float(board.hunt(board.powers["hunting_trap"])[0])
    if tile.power == "dugout_canoe":
        return 2.0 * board.wlakes[board.wfind(board.powers["dugout_canoe"])]
    return 0.0


class CarcassonneHGBot(Bot):
    """Greedy one-ply play on the expected worth of features, ties broken at random by its own seed."""

    name = "carcassonne_hg"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)
        self._tiles: list[tuple[int, int, int, int]] = []  # (id, x, y, rot) of the tiles on ``_bare``, in order
        self._bare = Board()  # those tiles alone, without pieces: the next decision of the game only adds tiles

    def board(self, view: dict[str, Any]) -> Board:
        """``Board.from_view(view)``, placing only the tiles laid since this bot's last decision in the same game
        (rebuilding the whole landscape each decision took most of its time)."""
        tiles = [(t["id"], t["x"], t["y"], t["rot"]) for t in view["tiles"]]
        known = len(self._tiles)
        if tiles[:known] != self._tiles:  # another game, or an undo: start again
            self._bare, known = Board(), 0
        for tile_id, x, y, rot in tiles[known:]:
            self._bare.place(TILES[tile_id], x, y, rot)
        self._tiles = tiles
        board = self._bare.copy()
        board.put_pieces(view)
        return board

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        board = self.board(view)
        ctx = Context(view)
        phase = view["phase"]
        if phase == "place":
            before = Valuation(board, ctx)
            scored = [(self._placement(board, ctx, view, a, before), a) for a in legal]
        elif phase == "figure":
            scored = self._pieces(board, ctx, view, legal)
        else:
            scored = self._shaman(board, ctx, legal)
        best = max(v for v, _ in scored)
        return self.rng.choice([a for v, a in scored if v >= best - 1e-9])

    def _placement(self, board: Board, ctx: Context, view: dict[str, Any], action: Action,
                   before: Valuation) -> float:
        x, y, rot = (int(v) for v in action.id.partition(":")[2].split(","))
        tile = TILES[view["current"]["id"]]
        b = board.copy()
        base = b.place(tile, x, y, rot)
        value = Valuation(b, ctx, before)
        me = view["seats"][ctx.me]
        gains = [value.gain_of_piece(node, kind)
                 for kind, _, node in piece_options(b, base, tile, me["figures"], me["huts"])]
        return value.total() + immediate(b, tile) + max([0.0, *gains])

    def _pieces(self, board: Board, ctx: Context, view: dict[str, Any],
                legal: list[Action]) -> list[tuple[float, Action]]:
        value = Valuation(board, ctx)
        x, y = view["last_placed"]
        out = []
        for action in legal:
            if action.id == "pass":
                out.append((0.0, action))
            else:
                kind, _, zone = action.id.partition(":")
                out.append((value.gain_of_piece(board.node_at(x, y, zone), kind), action))
        return out

    def _shaman(self, board: Board, ctx: Context, legal: list[Action]) -> list[tuple[float, Action]]:
        base = Valuation(board, ctx).total()
        out = []
        for action in legal:
            if action.id == "pass":
                out.append((0.0, action))
                continue
            x, y, zone = action.id.partition(":")[2].split(",")
            b = board.copy()
            b.pieces.remove((b.node_at(int(x), int(y), zone), ctx.me, FIGURE))
            out.append((Valuation(b, ctx).total() + ctx.figure - base, action))
        return out
