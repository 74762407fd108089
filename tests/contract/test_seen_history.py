"""What a seat knows of the past: a determinized copy's history, and the step count a seat sees.

The test of secrecy is indistinguishability: when two different actions of one seat leave another seat's view and
the public events the same, that seat cannot tell them apart, so nothing handed to it may differ either: not a
determinized copy's ``actions`` or ``history``, and not the step its view counts.
"""

from __future__ import annotations

import random

import pytest

import tablekit
from tablekit.core.game import Game

from .playouts import player_counts

SECRET_CHOICES = {"amanite", "arigato", "mangrovia", "minikin_city"}  # Luxor's secrets are dealt, never chosen
CHECKS = 12  # secret choices examined per game (the first ones met in one random game)


def _seen(d: Game) -> list[tuple[int, str, str, tuple[str, ...]]]:
    return [(h.seat, h.action, h.label, h.events) for h in d.history]


def test_a_determinized_copy_holds_only_what_its_seat_may_know(game_name: str) -> None:
    if not tablekit.core.registry.state_class(game_name).info.hidden_information:
        pytest.skip("nothing is hidden in this game")
    players = player_counts(game_name)[-1]
    rng = random.Random(11)
    g = tablekit.new_game(game_name, players=players, seed=4)
    checked = 0
    while not g.is_over and checked < CHECKS:
        actor = rng.choice(g.to_act)
        ids = [a.id for a in g.legal_actions(actor)]
        if len(ids) > 1:
            first, second = rng.sample(ids, 2)
            a, b = g.copy(), g.copy()
            a.play(actor, first)
            b.play(actor, second)
            same_events = a.history[-1].events == b.history[-1].events
            for seat in range(players):
                if a.is_over or not same_events or seat == actor or a.view(seat) != b.view(seat):
                    continue  # the seat can tell the two apart
                checked += 1
                da, db = a.determinize(seat, seed=1), b.determinize(seat, seed=1)
                assert da.actions == db.actions, (actor, first, second, seat)
                assert _seen(da) == _seen(db), (actor, first, second, seat)
        g.play(actor, rng.choice(ids))
    assert bool(checked) == (game_name in SECRET_CHOICES), f"{checked} secret choices of {game_name} examined"


def test_a_seat_sees_its_own_history_whole(game_name: str) -> None:
    g = tablekit.new_game(game_name, players=player_counts(game_name)[-1], seed=2)
    rng = random.Random(3)
    for _ in range(30):
        if g.is_over:
            break
        seat = rng.choice(g.to_act)
        g.play(seat, rng.choice(g.legal_actions(seat)))
    for seat in range(g.players):
        d = g.determinize(seat, seed=0)
        own = [(h.action, h.label, h.events) for h in g.history if h.seat == seat]
        assert [(h.action, h.label, h.events) for h in d.history if h.seat == seat] == own
        assert [e for h in d.history for e in h.events] == [e for h in g.history for e in h.events]
        assert d.view(seat) == g.view(seat)
    assert all(not h.events for h in g.history if h.silent), "a step nobody else sees has no public events"
