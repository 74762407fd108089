"""Small builders for Mangrovia rule tests."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Mapping

import pytest

import tablekit
from tablekit import IllegalAction
from tablekit.core.game import Game
from tablekit.games.mangrovia.scenarios import ALL_SITES, build_earlier, give, sail_to
from tablekit.games.mangrovia.state import MangroviaState

NAME = "mangrovia"


def new(players: int = 3, seed: int = 1, **options) -> Game:
    options.setdefault("first_player", 0)
    return tablekit.new_game(NAME, players=players, seed=seed, **options)


def scenario(name: str, seed: int = 1) -> Game:
    return tablekit.new_game(NAME, scenario=name, seed=seed)


def state(g: Game) -> MangroviaState:
    assert isinstance(g.state, MangroviaState)
    return g.state


def at(action: int, players: int = 3, bowls: Mapping[int, int] = ALL_SITES, hands=None, huts=(), birds=None,
       ending: bool = False, seed: int = 1) -> Game:
    """A game whose boat is at ``action`` with these bowls (site → seat), hands and earlier huts."""
    g = new(players, seed)
    s = state(g)
    build_earlier(s, huts)
    for seat, hand in (hands or {}).items():
        give(s, seat, **hand)
    sail_to(s, action, bowls, birds=birds, ending=ending)
    g._legal = {}
    g._replayable = False
    return g


def ids(g: Game, seat: int | None = None) -> list[str]:
    return [a.id for a in g.legal_actions(g.to_act[0] if seat is None else seat)]


def play(g: Game, *actions: str) -> list[str]:
    """Play the actions for whoever is to act; returns all their events (English)."""
    events: list[str] = []
    for action in actions:
        g.play(g.to_act[0], action)
        events += g.history[-1].events
    return events


def place_bowls(g: Game, sites: list[int]) -> list[str]:
    """Put the bowls down on these site numbers, in turn order."""
    return play(g, *(f"bowl:{site}" for site in sites if g.state.phase == "bowls"))


def snapshot(g: Game) -> str:
    return json.dumps(g.view(None), sort_keys=True) + repr([h.action for h in g.history])


def refused(g: Game, action_id: str, match: str) -> None:
    """The seat to act may not play ``action_id``: the reason matches ``match`` and nothing changes."""
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=match):
        g.play(g.to_act[0], action_id)
    assert snapshot(g) == before


def conserved(g: Game) -> bool:
    total: Counter[str] = Counter()
    for place in g.state.locations().values():
        total.update(place)
    return +total == +g.state.inventory()


def random_game(players: int, seed: int) -> Game:
    g = new(players, seed)
    rng = random.Random(seed)
    while not g.is_over:
        g.play(g.to_act[0], rng.choice(g.legal_actions(g.to_act[0])).id)
    return g
