"""Carcassonne: Hunters & Gatherers positions as data (``docs/positions.md``): the landscape, the pieces on it, the
scores and the two face-down stacks.

Public: the tiles in the order they were placed (``[tile, x, y, quarter turns clockwise]``, the start tile first at
(0, 0)), the figures and huts on them (``[seat, "figure" or "hut", x, y, zone]``), the animals a hunting trap spent,
the discarded tiles, the features completed so far, each seat's score by category and pieces left, the sizes of the
stacks, the tile to place and the step of the turn. Hidden (from everybody alike): the order of the land and the
bonus stack, the top tile last, and the tiles a prepared position left in the box. Worked out on loading rather than
stored: the features the tile just placed completed, and the final scoring of a finished game (checked against the
scores given).

>>> import tablekit
>>> g = tablekit.new_game("carcassonne_hg", scenario="forest_completed", seed=1)
>>> doc = g.position(hidden=False)
>>> doc["public"]["tiles"][:2], doc["public"]["pieces"]
([[56, 0, 0, 0], [37, 0, -1, 0]], [[0, 'figure', 0, -1, 'F0']])
>>> doc["public"]["seats"][0]["figures"] = 6
>>> tablekit.new_game("carcassonne_hg", position=doc)
Traceback (most recent call last):
...
ValueError: position field public.seats[0].figures should hold 5 (6 less the figures of seat 0 on the board), not 6
"""

from __future__ import annotations

import random
from typing import Any

from ...core.draws import shuffle
from ...core.inputs import Field, one_of, tally
from .board import FIGURE, HUT
from .options import FIGURES_PER_PLAYER, HUTS_PER_PLAYER
from .state import CATEGORIES, FIGURE_PHASE, OVER, PLACE, SHAMAN, CarcassonneHGState
from .tiles import START_TILE, TILES

PHASES = (PLACE, SHAMAN, FIGURE_PHASE, OVER)
PUBLIC = ("turn", "phase", "current", "tiles", "pieces", "spent", "discarded", "completed", "seats", "stacks")
HIDDEN = ("land", "bonus", "box")
SEAT_FIELDS = ("score", "figures", "huts", "breakdown")
COMPLETED_FIELDS = ("kind", "tiles", "zones", "points", "scorers", "by")
REACH = len(TILES)  # no tile lies further from the start tile than the number of tiles
MAX_POINTS = 10_000
INSTANT = {"hunting trap": "hunting_trap", "dugout canoe": "dugout_canoe"}  # scored by the one who placed the tile
FINAL = ("water systems", "meadows")


def to_position(state: CarcassonneHGState) -> tuple[dict[str, Any], dict[str, Any]]:
    board = state.board
    public = {
        "turn": None if state.phase == OVER else state.seat,
        "phase": state.phase,
        "current": state.current,
        "tiles": [[t.id, x, y, r] for t, x, y, r, _ in board.placed],
        "pieces": [[s, kind, *board.where(n)] for n, s, kind in board.pieces],
        "spent": [list(board.where(n)) for n in sorted(board.spent)],
        "discarded": list(state.discarded),
        "completed": [dict(c) for c in state.completed_log],
        "seats": [{"score": state.score[s], "figures": state.figures_left[s], "huts": state.huts_left[s],
                   "breakdown": dict(state.breakdown[s])} for s in range(state.players)],
        "stacks": {"land": len(state.land), "bonus": len(state.bonus)},
    }
    hidden = {"land": list(state.land), "bonus": list(state.bonus), "box": list(state.out_of_play)}
    return public, hidden


def from_position(players: int, options: dict[str, Any], public: Field, hidden: Field | None,
                  rng: random.Random) -> CarcassonneHGState:
    state = CarcassonneHGState(players, random.Random(0), options)  # the box; every place is set below
    fields = public.dict(PUBLIC)
    _tiles(state, fields["tiles"])
    _turn(state, fields)
    _pieces(state, fields["pieces"])
    _spent(state, fields["spent"])
    _scores(state, fields)
    if hidden is None:
        _deal(state, fields, rng)
    else:
        _stacks(state, fields, hidden)
    _settled(state, fields)
    state._events = []
    return state


def _tiles(state: CarcassonneHGState, field: Field) -> None:
    """The tiles in the order placed: the start tile first at (0, 0), each next one fitting where it lies."""
    state.board = board = type(state.board)()
    items = field.list(most=len(TILES))
    if not items or items[0].value != [START_TILE, 0, 0, 0]:
        raise field.wrong(f"should begin with the start tile [{START_TILE}, 0, 0, 0]")
    for item in items:
        tile_id, x, y, rot = item.list(4)
        tile = TILES[tile_id.choice(sorted(TILES))]
        at = (x.int(-REACH, REACH), y.int(-REACH, REACH), rot.int(0, 3))
        problem = board.mismatch(tile, *at) if board.placed else None
        if problem:
            raise item.wrong(f"cannot lie there: {problem}")
        board.place(tile, *at)


def _turn(state: CarcassonneHGState, fields: dict[str, Field]) -> None:
    state.phase = fields["phase"].choice(PHASES)
    over = state.phase == OVER
    state.seat = -1 if over else fields["turn"].int(0, state.players - 1)
    if over:
        fields["turn"].choice([None])
    current = fields["current"]
    if state.phase == PLACE:
        state.current = current.choice(sorted(TILES))
        state.current_is_bonus = TILES[state.current].kind == "bonus"
    else:
        current.choice([None])  # the tile of this turn is on the board already, or the game is over
        state.current = None
        state.current_is_bonus = not over and state.last_tile.kind == "bonus"
    if state.phase in (SHAMAN, FIGURE_PHASE):
        if len(state.board.placed) < 2:
            raise fields["phase"].wrong("needs a tile placed this turn, but only the start tile lies on the board")
        state.last_base = state.board.placed[-1][4]
        state.pending = state.board.completed(state.last_base, state.last_tile)
        if state.phase == SHAMAN and state.last_tile.power != "shaman":
            raise fields["phase"].wrong("is the shaman's step, but the tile just placed is not the shaman")
    state.discarded = fields["discarded"].ints(0, len(TILES) - 1, most=len(TILES))


def _pieces(state: CarcassonneHGState, field: Field) -> None:
    """Figures on forests, rivers and meadows, huts on rivers and lakes; a completed feature keeps its figures
    only until the end of the turn that completed it."""
    board = state.board
    seen: set[int] = set()
    for item in field.list(most=(FIGURES_PER_PLAYER + HUTS_PER_PLAYER) * state.players):
        seat, kind, x, y, zone = item.list(5)
        s, what = seat.int(0, state.players - 1), kind.choice([FIGURE, HUT])
        at = (x.int(-REACH, REACH), y.int(-REACH, REACH))
        if at not in board.grid:
            raise item.wrong(f"stands at {list(at)}, where no tile lies")
        tile = board.placed[board.grid[at]][0]
        found = tile.zone(zone.value) if isinstance(zone.value, str) else None
        if found is None:
            raise zone.fail(f"a zone of tile {tile.id} ({', '.join(z.id for z in tile.zones)})")
        node = board.node_at(*at, found.id)
        if what == FIGURE and found.kind == "L":
            raise item.wrong("is a figure on a lake: figures stand on forests, rivers and meadows (huts on lakes)")
        if what == HUT and found.kind not in "RL":
            raise item.wrong("is a hut off the water: huts stand on rivers and lakes")
        if node in seen:
            raise item.wrong("stands on a zone that holds another piece")
        root = board.find(node)
        if what == FIGURE and found.kind in "FR" and board.open[root] == 0 and root not in state.pending:
            raise item.wrong("stands on a completed forest or river, which sent its figures home when it was scored")
        seen.add(node)
        board.pieces.append((node, s, what))


def _spent(state: CarcassonneHGState, field: Field) -> None:
    board = state.board
    for item in field.list(most=len(board.zone)):
        x, y, zone = item.list(3)
        at = (x.int(-REACH, REACH), y.int(-REACH, REACH))
        tile = board.placed[board.grid[at]][0] if at in board.grid else None
        found = tile.zone(zone.value) if tile is not None and isinstance(zone.value, str) else None
        if found is None or found.kind != "M":
            raise item.fail("[x, y, zone] of a meadow zone on the board")
        board.spent.add(board.node_at(*at, found.id))
    if board.spent and "hunting_trap" not in board.powers:
        raise field.wrong("names spent animals, but the hunting trap is not on the board")


def _scores(state: CarcassonneHGState, fields: dict[str, Field]) -> None:
    """Pieces left, and scores that add up: forests and rivers from the completed features, the bonus powers only
    for a seat once their tile lies on the board, water systems and meadows only in final scoring."""
    players, board = state.players, state.board
    seats = [seat.dict(SEAT_FIELDS) for seat in fields["seats"].list(players)]
    completed = [_completed(state, item) for item in fields["completed"].list(most=len(TILES))]
    state.completed_log = completed
    for s, seat in enumerate(seats):
        for key, total, kind in (("figures", FIGURES_PER_PLAYER, FIGURE), ("huts", HUTS_PER_PLAYER, HUT)):
            left = total - sum(1 for _, who, k in board.pieces if who == s and k == kind)
            if left < 0:
                raise fields["pieces"].wrong(f"holds more than {total} {kind}s of seat {s}")
            if not one_of(seat[key].value, [left]):
                raise seat[key].fail(f"{left} ({total} less the {kind}s of seat {s} on the board)")
        breakdown = seat["breakdown"].dict(CATEGORIES)
        state.breakdown[s] = {k: breakdown[k].int(0, MAX_POINTS) for k in CATEGORIES}
        for kind, category in (("forest", "forests"), ("river", "rivers")):
            want = sum(c["points"] for c in completed if c["kind"] == kind and s in c["scorers"])
            if state.breakdown[s][category] != want:
                raise breakdown[category].fail(f"{want} (the {category} completed with seat {s} among the scorers)")
        for category, power in INSTANT.items():
            if state.breakdown[s][category] and power not in board.powers:
                raise breakdown[category].fail(f"0 (the {category} tile is not on the board)")
        if state.phase != OVER:
            for category in FINAL:
                if state.breakdown[s][category]:
                    raise breakdown[category].fail(f"0 ({category} score in final scoring only)")
        state.score[s] = sum(state.breakdown[s].values())
        if not one_of(seat["score"].value, [state.score[s]]):
            raise seat["score"].fail(f"{state.score[s]} (the sum of the seat's breakdown)")
        state.figures_left[s] = seat["figures"].value
        state.huts_left[s] = seat["huts"].value
    for category in INSTANT:
        if sum(1 for b in state.breakdown if b[category]) > 1:
            raise fields["seats"].wrong(f"gives {category} points to two seats: only the one who placed it scores")
    if state.phase == OVER:
        _final(state, seats)


def _completed(state: CarcassonneHGState, item: Field) -> dict[str, Any]:
    parts = item.dict(COMPLETED_FIELDS)
    board, players = state.board, state.players
    for where in parts["tiles"].list(most=len(TILES)):
        if tuple(where.ints(-REACH, REACH, size=2)) not in board.grid:
            raise where.wrong("names a place where no tile lies")
    for where in parts["zones"].list(most=len(board.zone)):
        x, y, zone = where.list(3)
        at = (x.int(-REACH, REACH), y.int(-REACH, REACH))
        tile = board.placed[board.grid[at]][0] if at in board.grid else None
        if tile is None or not isinstance(zone.value, str) or tile.zone(zone.value) is None:
            raise where.fail("[x, y, zone] of a zone on the board")
    scorers = parts["scorers"].ints(0, players - 1, most=players)
    if scorers != sorted(set(scorers)):
        raise parts["scorers"].fail("different seats in increasing order")
    return {"kind": parts["kind"].choice(["forest", "river"]), "tiles": parts["tiles"].value,
            "zones": parts["zones"].value, "points": parts["points"].int(0, MAX_POINTS), "scorers": scorers,
            "by": parts["by"].int(0, players - 1)}


def _final(state: CarcassonneHGState, seats: list[dict[str, Field]]) -> None:
    """A finished game's water systems and meadows are scored again from the board: they must be what is given."""
    given = [dict(b) for b in state.breakdown]
    for s, b in enumerate(state.breakdown):
        for category in FINAL:
            b[category] = 0
        state.score[s] = sum(b.values())
    state._end_game()
    for s, b in enumerate(state.breakdown):
        for category in FINAL:
            if b[category] != given[s][category]:
                raise seats[s]["breakdown"][category].fail(f"{b[category]} (what final scoring gives on this board)")


def _stack_sizes(fields: dict[str, Field]) -> tuple[int, int]:
    stacks = fields["stacks"].dict(["land", "bonus"])
    return stacks["land"].int(0, len(TILES)), stacks["bonus"].int(0, len(TILES))


def _public_places(state: CarcassonneHGState, fields: dict[str, Field]) -> dict[str, list[int]]:
    return {fields["tiles"].path: [t.id for t, *_ in state.board.placed], fields["discarded"].path: state.discarded,
            fields["current"].path: [] if state.current is None else [state.current]}


def _deal(state: CarcassonneHGState, fields: dict[str, Field], rng: random.Random) -> None:
    """Shuffle the tiles the public part does not place into stacks of the sizes it gives; the rest stay boxed."""
    land, bonus = _stack_sizes(fields)
    places = _public_places(state, fields)
    placed = [t for found in places.values() for t in found]
    tally(places, sorted(set(placed)), "tile")  # none in two places
    unseen = sorted(set(TILES) - set(placed) - {START_TILE})
    pools = {kind: [t for t in unseen if TILES[t].kind == kind] for kind in ("land", "bonus")}
    state.out_of_play = []
    for kind, size in (("land", land), ("bonus", bonus)):
        pool = pools[kind]
        if size > len(pool):
            raise fields["stacks"][kind].fail(f"at most {len(pool)} (the {kind} tiles placed nowhere else)")
        shuffle(rng, pool)
        state.out_of_play += pool[size:]
        setattr(state, kind, pool[:size])
    state.out_of_play.sort()


def _stacks(state: CarcassonneHGState, fields: dict[str, Field], hidden: Field) -> None:
    land, bonus = _stack_sizes(fields)
    parts = hidden.dict(HIDDEN)
    for kind, size in (("land", land), ("bonus", bonus)):
        of_kind = [t for t in TILES if TILES[t].kind == kind]
        setattr(state, kind, [item.choice(of_kind) for item in parts[kind].list(size)])
    state.out_of_play = parts["box"].ints(0, len(TILES) - 1, most=len(TILES))
    places = _public_places(state, fields)
    places.update({parts["land"].path: state.land, parts["bonus"].path: state.bonus,
                   parts["box"].path: state.out_of_play})
    tally(places, sorted(TILES), "tile")


def _settled(state: CarcassonneHGState, fields: dict[str, Field]) -> None:
    """The turn waits on a choice the rules leave open, as a game in play always does."""
    phase = state.phase
    if phase == OVER and state.land:
        raise fields["phase"].wrong("is over, but the land stack still holds tiles")
    if phase == SHAMAN and not state._own_figures(state.seat):
        raise fields["phase"].wrong("is the shaman's step, but the seat to act has no figure on the board")
    if phase == FIGURE_PHASE and not state._can_put(state.seat):
        raise fields["phase"].wrong("is the figure step, but the seat to act can put no piece on the tile just "
                                    "placed (the turn would go on by itself)")
