"""Small builders for Amanite rule tests."""

from __future__ import annotations

from collections import Counter

import tablekit
from tablekit.core.game import Game
from tablekit.games.amanite.components import sort_tokens


def game(players: int = 3, seed: int = 1, **options) -> Game:
    """A game past the start-card choice (every seat on side A unless given), first player seat 0."""
    options.setdefault("sides", ["A"] * players)
    options.setdefault("first_player", 0)
    return tablekit.new_game("amanite", players=players, seed=seed, **options)


def ids(g: Game, seat: int | None = None) -> list[str]:
    seat = g.to_act[0] if seat is None else seat
    return [a.id for a in g.legal_actions(seat)]


def set_tiles(g: Game, *tokens: str) -> None:
    """Replace the tokens on the forest tiles (the old ones go back to the bag, the new come out of it)."""
    state = g.state
    for tile in state.tiles:
        state.bag.extend(tile.tokens)
    for tile, want in zip(state.tiles, tokens):
        for code in want:
            state.bag.remove(code)
        tile.tokens = sort_tokens(want)
    g._legal = {}


def hold(g: Game, seat: int, tokens: str) -> None:
    """Give ``seat`` these tokens from the bag."""
    for code in tokens:
        g.state.bag.remove(code)
    g.state.tokens[seat] = Counter(tokens)
    g._legal = {}
