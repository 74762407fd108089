"""Small builders for Carcassonne: Hunters & Gatherers rule tests."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import tablekit
from tablekit.core.game import Game
from tablekit.games.carcassonne_hg.board import Board
from tablekit.games.carcassonne_hg.scenarios import PieceSpec, TileSpec, position
from tablekit.games.carcassonne_hg.state import CarcassonneHGState
from tablekit.games.carcassonne_hg.tiles import TILES

NAME = "carcassonne_hg"


def new(players: int = 2, seed: int = 1, scenario: str | None = None) -> Game:
    return tablekit.new_game(NAME, players=players, seed=seed, scenario=scenario)


def at(tiles: list[TileSpec], pieces: list[PieceSpec] = (), current: int | None = None, players: int = 2,
       **extra: Any) -> Game:
    """A game at a prepared position (see ``scenarios.position``); it cannot be undone or saved."""
    g = new(players)
    g.state = position(players, 1, {}, tiles, pieces, current, **extra)
    g._legal = {}
    g._replayable = False
    return g


def state(g: Game) -> CarcassonneHGState:
    assert isinstance(g.state, CarcassonneHGState)
    return g.state


def ids(g: Game) -> list[str]:
    return [a.id for a in g.legal_actions(g.to_act[0])]


def listings(seed: int) -> list[list[tuple[str, str]]]:
    """The (id, English label) of every action listed in 30 steps of a game, each step playing the middle one."""
    g, found = new(seed=seed), []
    for _ in range(30):
        found.append([(a.id, a.label) for a in g.legal_actions(g.to_act[0])])
        play(g, found[-1][len(found[-1]) // 2][0])
    return found


def play(g: Game, *actions: str) -> list[str]:
    """Play the actions for whoever is to act; returns all their events."""
    events: list[str] = []
    for action in actions:
        g.play(g.to_act[0], action)
        events += g.history[-1].events
    return events


def board(*tiles: TileSpec) -> Board:
    """A bare board with these tiles placed in order; every tile after the first must fit."""
    b = Board()
    for i, (tile_id, x, y, rot) in enumerate(tiles):
        tile = TILES[tile_id]
        if i:
            assert b.mismatch(tile, x, y, rot) is None, (tile_id, b.mismatch(tile, x, y, rot))
        b.place(tile, x, y, rot)
    return b


def conserved(g: Game) -> bool:
    total: Counter[str] = Counter()
    for place in g.state.locations().values():
        total.update(place)
    return +total == +g.state.inventory()


def snapshot(g: Game) -> str:
    return json.dumps(g.view(None), sort_keys=True) + repr(g.history)


def end_turn(g: Game) -> None:
    """Decline any shaman or figure step still open after a tile placement."""
    while not g.is_over and g.state.phase != "place":
        play(g, "pass")
