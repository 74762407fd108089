"""Small builders for Luxor rule tests: set up hands, adventurers and tiles directly on a game's state."""

from __future__ import annotations

import tablekit
from tablekit.core.game import Game
from tablekit.core.text import render


def new(players: int = 2, seed: int = 1, **options) -> Game:
    return tablekit.new_game("luxor", players=players, seed=seed, **options)


def ids(g: Game, seat: int | None = None) -> list[str]:
    seat = g.to_act[0] if seat is None else seat
    return [a.id for a in g.legal_actions(seat)]


def card(g: Game, kind: str, value: int = 0, level: int = 0) -> int:
    """A card id of this kind (and value and level), taken out of wherever it lies (a hand gets a deck card)."""
    state = g.state
    for c in state.c.cards:
        if c.kind == kind and (not value or c.value == value) and c.level == level:
            for where in (state.deck, state.discard, *state.horus.values()):
                if c.id in where:
                    where.remove(c.id)
                    return c.id
    for c in state.c.cards:
        if c.kind == kind and (not value or c.value == value) and c.level == level:
            for other in state.hands:
                if c.id in other and other is not state.hands[g.to_act[0]]:
                    other[other.index(c.id)] = state.deck.pop(0)
                    return c.id
    raise LookupError(f"no free {kind} card")


def hand(g: Game, seat: int, *cards: tuple) -> list[int]:
    """Give ``seat`` exactly these cards, left to right (each ``(kind, value, level)``); its old hand goes back."""
    state = g.state
    for old in state.hands[seat]:
        c = state.c.cards[old]
        (state.horus[c.level] if c.level else state.deck).append(old)
    state.hands[seat] = [card(g, *spec) for spec in cards]
    g._legal = {}
    return list(state.hands[seat])


def put(g: Game, seat: int, *positions: int, asleep: tuple[bool, bool, bool] | None = None) -> None:
    """Set where ``seat``'s awake adventurers stand; the rest sleep at the first statues still marked asleep."""
    state = g.state
    state.pos[seat] = list(positions)
    if asleep is None:
        awake = len(positions) - 2
        asleep = tuple(i >= awake for i in range(3))
    state.asleep[seat] = list(asleep)
    g._legal = {}


def tile(g: Game, space: int, value) -> None:
    """Put a tile (a treasure id, a temple code, ``osiris:v``, ``horus:l``) or None on a space."""
    g.state.tiles[space] = value
    g._legal = {}


def treasure(g: Game, type_: str, need: int) -> int:
    """The id of a treasure of this type needing ``need`` adventurers."""
    return next(t.id for t in g.state.c.treasures if t.type == type_ and t.adventurers == need)


def events(g: Game) -> list[str]:
    """The last step's log lines in English."""
    return [render(e) for e in g.history[-1].events]


def finish_turn(g: Game) -> None:
    """Play first-listed actions until the seat to act changes (or the game ends)."""
    seat = g.to_act[0]
    while not g.is_over and g.to_act == [seat]:
        g.play(seat, g.legal_actions(seat)[0])
