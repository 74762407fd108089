"""Amanite positions as data (``docs/positions.md``): the forest, the tokens held, the notebook and the clues.

Public: the round, phase and turn order, the attributes in play, each forest tile (its tokens, their two piles
once split, and who stands on its "1" and split spaces), each seat's tokens and side (``"?"``: chosen in secret,
not yet shown), which seats put notebook tokens on which mushroom cards and in what order, the pigs still to feed.
Hidden: which attribute each colour has (every clue card follows from it and the sides), the sides chosen in
secret, and the order of the bag.

>>> import tablekit
>>> doc = tablekit.new_game("amanite", scenario="sabrina", seed=1).position(hidden=False)
>>> doc["public"]["seats"][0]["tokens"], doc["public"]["tiles"][3]
('BBR', {'tokens': 'WWY', 'piles': ['Y', 'WW'], 'one': 0, 'split': 1})
>>> doc["public"]["seats"][0]["tokens"] = "BBBBBBBBBBBR"
>>> tablekit.new_game("amanite", position=doc)
Traceback (most recent call last):
...
ValueError: position field public.seats[0].tokens holds token 'B' once more than the game has (10); places: \
public.tiles, public.seats[0].tokens, public.seats[1].tokens, public.seats[2].tokens
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...core.draws import shuffle
from ...core.inputs import Field, tally
from .components import (
    ATTRIBUTES,
    CODE,
    COLOURS,
    FIRST_GAME_ATTRIBUTES,
    MEEPLES_PER_PLAYER,
    NOTEBOOK_TOKENS_PER_PLAYER,
    PIG,
    PIGS,
    REQUIRED_ATTRIBUTES,
    ROUNDS,
    SIDES,
    TOKEN_ORDER,
    TOKENS_PER_COLOUR,
    TOKENS_PER_TILE,
    forest_tiles,
    sort_tokens,
)
from .options import FIRST_GAME, RANDOM
from .state import COLLECT, NOTEBOOK, OVER, PIG_RETURN, PLACE, SIDES_PHASE, AmaniteState, Tile

PHASES = (SIDES_PHASE, PLACE, COLLECT, PIG_RETURN, NOTEBOOK, OVER)
SECRET_SIDE = "?"
PUBLIC = ("round", "phase", "first", "queue", "collecting", "pig_debts", "attributes", "tiles", "notes", "seats")
SEAT_FIELDS = ("side", "tokens", "notebook")
TILE_FIELDS = ("tokens", "piles", "one", "split")
HIDDEN = ("secret", "sides", "bag")
BOX = Counter({**{CODE[c]: TOKENS_PER_COLOUR for c in COLOURS}, PIG: PIGS})


def to_position(state: AmaniteState) -> tuple[dict[str, Any], dict[str, Any]]:
    shown = state.phase != SIDES_PHASE
    seats = [{"side": side if shown or side is None else SECRET_SIDE,
              "tokens": sort_tokens("".join(state.tokens[s].elements())),
              "notebook": [colour for colour, _ in state.notebook_clues[s]]}
             for s, side in enumerate(state.sides)]
    public = {"round": state.round, "phase": state.phase, "first": state.first, "queue": list(state.queue),
              "collecting": state.collecting if state.phase in (COLLECT, PIG_RETURN) else None,
              "pig_debts": list(state.pig_debts), "attributes": sorted(state.attributes, key=ATTRIBUTES.index),
              "tiles": [t.to_dict() for t in state.tiles], "notes": {c: list(state.notes[c]) for c in COLOURS},
              "seats": seats}
    hidden = {"secret": {c: state.secret[c] for c in COLOURS}, "sides": list(state.sides), "bag": "".join(state.bag)}
    return public, hidden


def from_position(players: int, options: dict[str, Any], public: Field, hidden: Field | None,
                  rng: random.Random) -> AmaniteState:
    state = AmaniteState(players, random.Random(0), options)  # the box for these options; every place is set below
    fields = public.dict(PUBLIC)
    seats = [seat.dict(SEAT_FIELDS) for seat in fields["seats"].list(players)]
    _attributes(state, fields["attributes"], options["attributes"])
    _turn(state, fields)
    _tiles(state, fields["tiles"])
    _notes(state, fields, seats)
    _queue(state, fields)
    held = [_codes(seat["tokens"], TOKEN_ORDER) for seat in seats]
    state.tokens = [Counter(h) for h in held]
    places = {fields["tiles"].path: "".join(t.tokens for t in state.tiles)}
    places.update({seat["tokens"].path: h for seat, h in zip(seats, held)})
    sides = [seat["side"].choice([*SIDES, SECRET_SIDE, None]) for seat in seats]
    if hidden is None:
        _deal(state, places, sides, seats, rng)
    else:
        _hidden(state, hidden, places, sides, seats)
    state.start_clues = [None] * players
    if state.phase != SIDES_PHASE:
        for s in range(players):
            state.start_clues[s] = tuple(sorted(state.secret[c] for c in state.start_colours(s)))
    state.notebook_clues = [[(c, state.secret[c]) for c in seat["notebook"].value] for seat in seats]
    state._events = []
    return state


def _attributes(state: AmaniteState, field: Field, option: Any) -> None:
    """Six different attributes, Antidote and Poison among them, as the ``attributes`` option allows."""
    chosen = [item.choice(ATTRIBUTES) for item in field.list(6)]
    if len(set(chosen)) < 6 or not set(REQUIRED_ATTRIBUTES) <= set(chosen):
        raise field.fail("six different attributes, Antidote and Poison among them (setup step 5)")
    fixed = FIRST_GAME_ATTRIBUTES if option == FIRST_GAME else None if option == RANDOM else option
    if fixed is not None and set(chosen) != set(fixed):
        raise field.fail(f"the attributes the option attributes={option!r} sets: {sorted(fixed)}")
    state.attributes = tuple(chosen)


def _turn(state: AmaniteState, fields: dict[str, Field]) -> None:
    players = state.players
    state.round = fields["round"].int(1, ROUNDS)
    state.phase = fields["phase"].choice(PHASES)
    state.first = fields["first"].int(0, players - 1)
    if state.phase == SIDES_PHASE and state.round != 1:
        raise fields["phase"].wrong("is the choice of sides, which happens before round 1 only")
    if state.phase == OVER and state.round != ROUNDS:
        raise fields["round"].fail(f"{ROUNDS} (the game ends after the last round)")
    state.pig_debts = fields["pig_debts"].ints(0, players - 1, most=PIGS)
    if bool(state.pig_debts) != (state.phase == PIG_RETURN):
        raise fields["pig_debts"].wrong("should name the seats whose pigs are still to be fed exactly when the phase "
                                        f"is {PIG_RETURN!r}")
    collecting = fields["collecting"]
    if state.phase in (COLLECT, PIG_RETURN):
        state.collecting = collecting.int(0, len(state.tiles) - (state.phase == COLLECT))  # pigs: after the last
    else:
        collecting.choice([None])
        state.collecting = 0


def _codes(field: Field, allowed: str) -> str:
    if not isinstance(field.value, str) or any(c not in allowed for c in field.value):
        raise field.fail(f"a string of token codes ({', '.join(allowed)})")
    return sort_tokens(field.value)


def _tiles(state: AmaniteState, field: Field) -> None:
    """Each forest tile: at most the round's tokens, or two piles once split; a meeple of each seat at most."""
    players, want = state.players, TOKENS_PER_TILE[state.round]
    state.tiles = []
    for i, item in enumerate(field.list(forest_tiles(players))):
        parts = item.dict(TILE_FIELDS)
        tile = Tile()
        tile.tokens = _codes(parts["tokens"], TOKEN_ORDER)
        tile.one = None if parts["one"].value is None else parts["one"].int(0, players - 1)
        tile.split = None if parts["split"].value is None else parts["split"].int(0, players - 1)
        if parts["piles"].value is not None:
            piles = parts["piles"].list(2)
            tile.piles = (_codes(piles[0], TOKEN_ORDER), _codes(piles[1], TOKEN_ORDER))
            if not all(tile.piles) or sort_tokens("".join(tile.piles)) != tile.tokens:
                raise parts["piles"].fail(f"two non-empty piles that together hold the tile's tokens ({tile.tokens!r})")
            if tile.split is None:
                raise parts["split"].fail("the seat that split the tile into piles")
        elif tile.split is not None:
            raise parts["piles"].fail("the two piles the seat on the split space made")
        if tile.split is not None and tile.one in (None, tile.split):
            raise parts["one"].fail("another seat than the one on the split space (the 1 space is taken first)")
        if len(tile.tokens) > want:
            raise parts["tokens"].fail(f"at most {want} tokens (round {state.round} deals {want} to a tile)")
        done = state.phase in (COLLECT, PIG_RETURN) and i < state.collecting
        empty = state.phase in (SIDES_PHASE, NOTEBOOK, OVER) or done
        if empty and (tile.tokens or tile.piles or tile.one is not None):
            raise item.wrong("should be empty: its tokens are collected, or not yet dealt")
        state.tiles.append(tile)


def _notes(state: AmaniteState, fields: dict[str, Field], seats: list[dict[str, Field]]) -> None:
    """Notebook tokens: one per seat per notebook phase done, on cards with a free space, in the order placed."""
    notes = fields["notes"].dict(COLOURS)
    state.notes = {c: notes[c].ints(0, state.players - 1, most=state.spaces) for c in COLOURS}
    for s, seat in enumerate(seats):
        order = [item.choice(COLOURS) for item in seat["notebook"].list(most=NOTEBOOK_TOKENS_PER_PLAYER)]
        if Counter(order) != Counter(c for c in COLOURS for who in state.notes[c] if who == s):
            raise seat["notebook"].wrong(f"should list the cards public.notes gives seat {s}, in the order placed")


def _queue(state: AmaniteState, fields: dict[str, Field]) -> None:
    """Who is still to act in this phase: the rest of the phase's order, which only ever loses its head."""
    players, phase, field = state.players, state.phase, fields["queue"]
    order = state._turn_order()
    if phase == PLACE:
        full = order * MEEPLES_PER_PLAYER
    elif phase == NOTEBOOK:
        last = (state.first - 1) % players
        full = [(last - k) % players for k in range(players)]
    else:
        full = []
    queue = field.ints(0, players - 1, most=len(full))
    if queue != full[len(full) - len(queue):]:
        raise field.fail(f"the end of {full} (the phase's order, less the seats that have acted)")
    if phase == PLACE and not queue:
        raise field.fail("the seats still to place a meeple (none left: the phase would be over)")
    state.queue = queue
    for s in range(players):
        have = sum(n.count(s) for n in state.notes.values())
        due = 0 if phase == SIDES_PHASE else state.round - (s in queue) if phase == NOTEBOOK else state.round - 1
        if have != due:
            raise fields["notes"].wrong(f"should hold {due} notebook token(s) of seat {s} (one per notebook phase "
                                        f"played), not {have}")
        on_tiles = sum(s in (t.one, t.split) for t in state.tiles)
        if phase == PLACE and on_tiles + queue.count(s) > MEEPLES_PER_PLAYER:
            raise field.wrong(f"names seat {s} {queue.count(s)} time(s), but {on_tiles} of its "
                              f"{MEEPLES_PER_PLAYER} meeples are in the forest")
        if on_tiles > MEEPLES_PER_PLAYER:
            raise fields["tiles"].wrong(f"holds {on_tiles} meeples of seat {s}; it has {MEEPLES_PER_PLAYER}")


def _deal(state: AmaniteState, places: dict[str, str], sides: list[str | None], seats: list[dict[str, Field]],
          rng: random.Random) -> None:
    seen = Counter("".join(places.values()))
    tally(places, BOX.elements(), "token", every=False)  # none more often than the box has it
    bag = sorted((BOX - seen).elements())
    shuffle(rng, bag)
    state.bag = bag
    state.sides = [rng.choice(SIDES) if side == SECRET_SIDE else side for side in sides]
    _check_sides(state, sides, seats)
    decks = list(state.attributes)
    shuffle(rng, decks)
    state.secret = dict(zip(COLOURS, decks))


def _hidden(state: AmaniteState, hidden: Field, places: dict[str, str], sides: list[str | None],
            seats: list[dict[str, Field]]) -> None:
    parts = hidden.dict(HIDDEN)
    secret = parts["secret"].dict(COLOURS)
    state.secret = {c: secret[c].choice(state.attributes) for c in COLOURS}
    if len(set(state.secret.values())) < len(COLOURS):
        raise parts["secret"].fail("a different attribute for each colour (each mushroom card is one attribute)")
    _codes(parts["bag"], TOKEN_ORDER)
    state.bag = list(parts["bag"].value)  # in its order: the draws to come
    tally({parts["bag"].path: state.bag, **places}, BOX.elements(), "token")
    hidden_sides = parts["sides"].list(state.players)
    state.sides = [item.choice([*SIDES, None]) for item in hidden_sides]
    for s, (given, side) in enumerate(zip(sides, state.sides)):
        if given != side and not (given == SECRET_SIDE and side is not None):
            raise hidden_sides[s].fail(f"the side public.seats[{s}].side shows ({given!r})")
    _check_sides(state, sides, seats)


def _check_sides(state: AmaniteState, sides: list[str | None], seats: list[dict[str, Field]]) -> None:
    """Sides are chosen in secret before round 1 (``"?"`` or null while some seat chooses), shown once all are."""
    if state.phase == SIDES_PHASE:
        for seat, side in zip(seats, sides):
            if side in SIDES:
                raise seat["side"].fail(f"{SECRET_SIDE!r} or null: sides show only once every seat has chosen")
        if all(sides):
            raise seats[0]["side"].wrong("and the others are all chosen: some seat should still be choosing (null) "
                                         "while the phase is the choice of sides")
    else:
        for seat, side in zip(seats, sides):
            if side not in SIDES:
                raise seat["side"].fail("'A' or 'B': every seat chose its side before round 1")
