"""Carcassonne: Hunters & Gatherers (2nd edition) rules: turns, completion scoring, bonus tiles, final scoring."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any

from ...core.actions import Action
from ...core.draws import shuffle
from ...core.registry import register
from ...core.state import Result, State, firsts, places
from ...core.text import T, Text
from .board import FIGURE, HUT, Board
from .messages import M, count, names
from .moves import NO_RECALL, PASS, PLACED_AT, PUTS, SEAT_TEXTS, STACK_TEXTS, placings, put, recall_text
from .options import COLOURS, FIGURES_PER_PLAYER, HUTS_PER_PLAYER, INFO
from .tiles import BONUS_IDS, LAND_IDS, START_TILE, TILES, TileType, Zone

PLACE, SHAMAN, FIGURE_PHASE, OVER = "place", "shaman", "figure", "over"
CATEGORIES = ("rivers", "forests", "hunting trap", "dugout canoe", "water systems", "meadows")


@register
class CarcassonneHGState(State):
    """2–5 players; seat i plays the i-th colour (Red, Blue, Yellow, Green, Black); Red starts."""

    info = INFO

    def __init__(self, players: int, rng: random.Random, options: Mapping[str, Any]) -> None:
        super().__init__(players, rng, options)
        self.board = Board()
        self.board.place(TILES[START_TILE], 0, 0, 0)
        self.land = list(LAND_IDS)
        shuffle(rng, self.land)
        self.bonus = list(BONUS_IDS)
        shuffle(rng, self.bonus)
        self.discarded: list[int] = []
        self.out_of_play: list[int] = []  # tiles a prepared scenario leaves in the box
        self.figures_left = [FIGURES_PER_PLAYER] * players
        self.huts_left = [HUTS_PER_PLAYER] * players
        self.score = [0] * players
        self.breakdown = [dict.fromkeys(CATEGORIES, 0) for _ in range(players)]
        self.completed_log: list[dict[str, Any]] = []
        self.final: dict[str, Any] | None = None
        self.seat = 0
        self.phase = PLACE
        self.current: int | None = None
        self.current_is_bonus = False
        self.last_base = -1  # first node of the tile just placed (shaman and figure steps)
        self.pending: list[int] = []  # roots of features the tile just placed completed
        self._events: list[T] = []
        self._draw_land()

    # -- helpers -------------------------------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return COLOURS[seat]

    def seat_text(self, seat: int) -> T:
        return SEAT_TEXTS[seat]

    def _gain(self, seat: int, points: int, category: str) -> None:
        self.score[seat] += points
        self.breakdown[seat][category] += points

    @property
    def last_tile(self) -> TileType:
        return self.board.placed[-1][0]

    # -- drawing -------------------------------------------------------------------------------------------------
    def _draw(self, stack: list[int], what: str) -> int | None:  # what: "land" or "bonus"
        """Draw from ``stack`` until a tile fits somewhere; tiles that fit nowhere are discarded."""
        while stack:
            tile_id = stack.pop()
            if self.board.can_place(TILES[tile_id]):
                self.say(lambda tile_id=tile_id: M("ev.draw", seat=SEAT_TEXTS[self.seat], stack=STACK_TEXTS[what],
                                                   tile=tile_id))
                return tile_id
            self.discarded.append(tile_id)
            self.say(M, f"ev.discard.{what}", tile=tile_id)
        return None

    def _draw_land(self) -> None:
        self.current = self._draw(self.land, "land")
        self.current_is_bonus = False
        self.phase = PLACE
        if self.current is None:
            self._end_game()

    # -- the turn ------------------------------------------------------------------------------------------------
    def _place_tile(self, x: int, y: int, rot: int) -> None:
        assert self.current is not None
        tile = TILES[self.current]
        seat = self.seat
        base = self.board.place(tile, x, y, rot)
        self.current, self.last_base = None, base
        self.say(lambda: M("ev.place", seat=SEAT_TEXTS[seat], tile=tile.id, x=x, y=y, degrees=90 * rot))
        self.pending = self.board.completed(base, tile)
        if tile.power == "hunting_trap":
            points, nodes = self.board.hunt(self.board.powers["hunting_trap"])
            self.board.spent.update(nodes)
            self._gain(seat, points, "hunting trap")
            self.say(lambda: M("ev.trap", seat=self.seat_text(seat), points=points))
        elif tile.power == "dugout_canoe":
            lakes = self.board.wlakes[self.board.wfind(self.board.powers["dugout_canoe"])]
            self._gain(seat, 2 * lakes, "dugout canoe")
            self.say(lambda: M("ev.canoe", seat=self.seat_text(seat), points=2 * lakes,
                               lakes=count(lakes, "lakes")))
        if tile.power == "shaman" and self._own_figures(seat):
            self.phase = SHAMAN
        else:
            self._start_figure_step()

    def _own_figures(self, seat: int) -> list[int]:
        return [n for n, s, kind in self.board.pieces if s == seat and kind == FIGURE]

    def _figure_options(self, seat: int) -> Iterator[tuple[str, Zone]]:
        """(kind, zone) pairs where ``seat`` may put a piece on the tile just placed, one at a time."""
        board, tile, base = self.board, self.last_tile, self.last_base
        if self.figures_left[seat]:
            taken = board.figure_roots()
            yield from ((FIGURE, z) for z in tile.zones if z.kind != "L" and board.find(base + z.index) not in taken)
        if self.huts_left[seat]:
            taken = board.hut_roots()
            yield from ((HUT, z) for z in tile.zones if z.kind in "RL" and board.wfind(base + z.index) not in taken)

    def _can_put(self, seat: int) -> bool:
        """Whether ``seat`` may put a piece on the tile just placed (the first option found answers)."""
        return next(self._figure_options(seat), None) is not None

    def _start_figure_step(self) -> None:
        if self._can_put(self.seat):
            self.phase = FIGURE_PHASE
        else:
            self._finish_tile()

    def _recall(self, seat: int, x: int, y: int, zone_id: str) -> None:
        node = self.board.node_at(x, y, zone_id)
        self.board.pieces.remove((node, seat, FIGURE))
        self.figures_left[seat] += 1
        kind = self.board.zone[node].kind
        self.say(lambda: M("ev.recall", seat=self.seat_text(seat), kind=M(f"kind.{kind}"), zone=zone_id, x=x, y=y))
        self._start_figure_step()

    def _put_piece(self, seat: int, kind: str, zone_id: str) -> None:
        tile = self.last_tile
        zone = tile.zone(zone_id)
        assert zone is not None
        self.board.pieces.append((self.last_base + zone.index, seat, kind))
        if kind == FIGURE:
            self.figures_left[seat] -= 1
        else:
            self.huts_left[seat] -= 1
        self.say(lambda: M("ev.put", seat=self.seat_text(seat), piece=M(f"piece.{kind}"),
                           kind=M(f"kind.{zone.kind}"), zone=zone_id, tile=tile.id))
        self._finish_tile()

    def _finish_tile(self) -> None:
        menhir = False
        for root in self.pending:
            menhir = self._score_feature(root) or menhir
        self.pending = []
        if menhir and not self.current_is_bonus:
            self.say(lambda: M("ev.menhir", seat=self.seat_text(self.seat)))
            self.current = self._draw(self.bonus, "bonus")
            if self.current is not None:
                self.current_is_bonus = True
                self.phase = PLACE
                return
            self.say(M, "ev.no_bonus")
        self.seat = (self.seat + 1) % self.players
        self._draw_land()

    def _score_feature(self, root: int) -> bool:
        """Score a completed forest or river and send its figures home; True when it was a forest with a menhir."""
        board = self.board
        kind = board.zone[root].kind
        points = board.feature_points(root)
        holders = [seat for _, seat, _ in board.remove_pieces(root)]  # their figures go home
        winners = self._award(holders, points, "forests" if kind == "F" else "rivers")
        what = "forest" if kind == "F" else "river"
        size = len(board.tiles[root])
        self.say(lambda: M("ev.complete.none" if not winners else "ev.complete.one" if len(winners) == 1
                           else "ev.complete.many", feature=M(f"kind.{kind}"), size=count(size, "tiles"),
                           points=points, **({"names": names(winners)} if winners else {})))
        for s in holders:
            self.figures_left[s] += 1
        if holders:
            self.say(lambda: M("ev.back", figures=[count(n, "figures", seat=self.seat_text(s))
                                                   for s, n in sorted(Counter(holders).items())]))
        tiles = sorted(board.placed[i][1:3] for i in board.tiles[root])
        zones = board.feature_zones(root)
        self.completed_log.append({"kind": what, "tiles": [list(t) for t in tiles],
                                   "zones": [list(z) for z in zones], "points": points,
                                   "scorers": winners, "by": self.seat})
        return kind == "F" and board.menhir[root]

    def _end_game(self) -> None:
        """Final scoring: huts on water systems, figures on meadows; unfinished forests and rivers score nothing."""
        board = self.board
        self.phase = OVER
        self.seat = -1
        self.say(M, "ev.final")
        waters: dict[int, list[int]] = {}
        for n, seat, kind in board.pieces:
            if kind == HUT:
                waters.setdefault(board.wfind(n), []).append(seat)
        water_rows = []
        for wroot, seats in waters.items():
            points = board.water_points(wroot)
            winners = self._award(seats, points, "water systems")
            water_rows.append({"at": list(board.where(wroot)), "points": points, "scorers": winners})
            self.say(lambda wroot=wroot, points=points, winners=winners:
                     M("ev.water", at=self._at(wroot), points=points, names=names(winners)))
        meadows: dict[int, list[int]] = {}
        for n, seat, kind in board.pieces:
            if kind == FIGURE and board.zone[n].kind == "M":
                meadows.setdefault(board.find(n), []).append(seat)
        groups = board.meadow_nodes()
        meadow_rows = []
        for root, seats in meadows.items():
            points = board.meadow_points(root, groups.get(root, []))
            winners = self._award(seats, points, "meadows")
            meadow_rows.append({"at": list(board.where(root)), "points": points, "scorers": winners})
            self.say(lambda root=root, points=points, winners=winners:
                     M("ev.meadow", at=self._at(root), points=points, names=names(winners)))
        self.final = {"water_systems": water_rows, "meadows": meadow_rows,
                      "scores": list(self.score), "winners": self._winners()}

    def _at(self, node: int) -> T:
        x, y, _ = self.board.where(node)
        return M("at", x=x, y=y)

    def _award(self, seats: list[int], points: int, category: str) -> list[int]:
        """Give ``points`` to every seat with the most pieces among ``seats``; returns those seats."""
        if not seats:
            return []
        counts = Counter(seats)
        top = max(counts.values())
        winners = sorted(s for s, n in counts.items() if n == top)
        for s in winners:
            self._gain(s, points, category)
        return winners

    def _winners(self) -> list[int]:
        return firsts(places(self.score))

    # -- the State interface -------------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        return [] if self.phase == OVER else [self.seat]

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == OVER or seat != self.seat:
            return []
        if self.phase == PLACE:
            assert self.current is not None
            return placings(TILES[self.current], self.board.spots, self.board.patterns)
        if self.phase == SHAMAN:
            actions: list[Action] = []
            for n in self._own_figures(seat):
                x, y, zone = self.board.where(n)
                actions.append(Action(f"recall:{x},{y},{zone}", recall_text, self.board.zone[n].kind, zone, x, y))
            return [*actions, NO_RECALL]
        tile_id, made = self.last_tile.id, PUTS
        options = self._figure_options(seat)
        return [*(made.get((kind, tile_id, z.index)) or put(kind, z, tile_id) for kind, z in options), PASS]

    def apply(self, seat: int, action: Action) -> list[T]:
        self._events = []
        kind, _, rest = action.id.partition(":")
        if kind == "tile":
            x, y, r = PLACED_AT[action.id]  # every placing action was listed from a spot, which registered its id
            self._place_tile(x, y, r)
        elif kind == "recall":
            x, y, zone = rest.split(",")
            self._recall(seat, int(x), int(y), zone)
        elif kind in (FIGURE, HUT):
            self._put_piece(seat, kind, rest)
        elif self.phase == SHAMAN:
            self._start_figure_step()
        else:
            self._finish_tile()
        return self._events

    def explain_illegal(self, seat: int, action_id: str) -> Text:
        from .explain import explain

        return explain(self, seat, action_id)

    # -- information ---------------------------------------------------------------------------------------------
    def static_data(self) -> dict[str, Any]:
        """Every printed tile's drawing data (its zones, edges and power), by tile id: views name tiles by id.

        Which tiles are in the box is printed in the rulebook; only their order in the stacks is secret.
        """
        return {"tile_types": {str(i): TILES[i].data for i in sorted(TILES)}}

    def view(self, seat: int | None, reveal: bool) -> dict[str, Any]:
        board = self.board
        placing = self.phase == PLACE and self.current is not None
        return {
            "phase": self.phase,
            "turn": None if self.phase == OVER else self.seat,
            "current": None if self.current is None else {
                "id": self.current, "stack": "bonus" if self.current_is_bonus else "land"},
            "tiles": [{"id": t.id, "x": x, "y": y, "rot": r} for t, x, y, r, _ in board.placed],
            "pieces": [{"seat": s, "kind": k, **dict(zip(("x", "y", "zone"), board.where(n)))}
                       for n, s, k in board.pieces],
            "spent": [list(board.where(n)) for n in sorted(board.spent)],
            "open_positions": sorted([x, y] for x, y in board.frontier),
            "placements": [list(p) for p in board.placements(TILES[self.current])] if placing else [],
            "last_placed": list(board.placed[-1][1:3]) if self.phase in (SHAMAN, FIGURE_PHASE) else None,
            "seats": [{"name": self.name(s), "score": self.score[s], "figures": self.figures_left[s],
                       "huts": self.huts_left[s]} for s in range(self.players)],
            "stacks": {"land": len(self.land), "bonus": len(self.bonus)},
            "discarded": list(self.discarded),
            "completed": [dict(c) for c in self.completed_log],
            "final": self.final,
        }

    def redeal(self, seat: int, rng: random.Random) -> None:
        """Shuffle the unseen tiles of both stacks anew (the drawn tile is public and stays)."""
        for stack in (self.land, self.bonus):  # sorted first: the deal depends on the seed alone, not the old order
            stack.sort()
            shuffle(rng, stack)
        self.rng = rng

    # -- ending and scoring --------------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[float]:
        return [float(v) for v in self.score]

    def result(self) -> Result:
        return Result(
            winners=self._winners(),
            scores=self.scores(),
            places=places(self.score),
            breakdown=[{k: float(v) for k, v in b.items()} for b in self.breakdown],
        )

    # -- components ----------------------------------------------------------------------------------------------
    def inventory(self) -> Counter[str]:
        counts: Counter[str] = Counter(f"tile:{i}" for i in TILES)
        for s in range(self.players):
            counts[f"figure:{self.name(s)}"] = FIGURES_PER_PLAYER
            counts[f"hut:{self.name(s)}"] = HUTS_PER_PLAYER
        return counts

    def locations(self) -> dict[str, Counter[str]]:
        board = Counter(f"tile:{t.id}" for t, *_ in self.board.placed)
        board.update(f"{kind}:{self.name(s)}" for _, s, kind in self.board.pieces)
        places = {
            "land stack": Counter(f"tile:{i}" for i in self.land),
            "bonus stack": Counter(f"tile:{i}" for i in self.bonus),
            "board": board,
            "discarded": Counter(f"tile:{i}" for i in self.discarded),
            "tile to place": Counter([f"tile:{self.current}"] if self.current is not None else []),
            "out of play": Counter(f"tile:{i}" for i in self.out_of_play),
        }
        for s in range(self.players):
            places[f"{self.name(s)}'s supply"] = Counter({f"figure:{self.name(s)}": self.figures_left[s],
                                                          f"hut:{self.name(s)}": self.huts_left[s]})
        return places
