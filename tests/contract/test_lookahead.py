"""Look-ahead states make no events: a search's dealt world (``Game.deal``) or quiet determinized copy plays its
steps without building an event or a message, and plays exactly as a game that tells of every step."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import tablekit
from tablekit.core import text
from tablekit.core.game import Game
from tablekit.core.state import State
from tablekit.core.text import T

from .playouts import random_steps
from .test_fast_paths import fingerprint_state

POSITIONS = 4  # positions per game, spread over one seeded random game


def spread_positions(name: str, seed: int) -> Iterator[Game]:
    players = tablekit.core.registry.state_class(name).info.bench[0]
    length = sum(1 for _ in random_steps(tablekit.new_game(name, players=players, seed=seed), seed))
    marks = {length * k // (POSITIONS + 1) for k in range(POSITIONS)}
    for step, game in enumerate(random_steps(tablekit.new_game(name, players=players, seed=seed), seed)):
        if step in marks and not game.is_over:
            yield game.copy()


def count_messages(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count every message made from now on (a game's ``Messages`` call or a ``T``)."""
    made = [0]
    call, new = text.Messages.__call__, T.__new__

    def counted_call(self: text.Messages, key: str, **args: Any) -> T:
        made[0] += 1
        return call(self, key, **args)

    def counted_new(cls: type[T], key: str, **args: Any) -> T:
        made[0] += 1
        return new(cls, key, **args)

    monkeypatch.setattr(text.Messages, "__call__", counted_call)
    monkeypatch.setattr(T, "__new__", counted_new)
    return made


def play_to_end(state: State, seed: int, made: list[int]) -> list[tuple[int, str]]:
    """Random steps to the end; every ``apply`` must return no events and make no message."""
    rng = random.Random(seed)
    steps = []
    while not state.is_over():
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        before = made[0]
        events = state.apply(seat, action)
        assert events == [] and made[0] == before, (action.id, events, made[0] - before)
        steps.append((seat, action.id))
    return steps


def test_lookahead_plays_make_no_events(game_name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    positions = list(spread_positions(game_name, 3))
    made = count_messages(monkeypatch)
    for k, game in enumerate(positions):
        seat = game.to_act[0]
        play_to_end(game.deal(seat, seed=k), k, made)  # the world of an ISMCTS iteration
        quiet = game.determinize(seat, seed=k, quiet=True)  # a determinized world played on through Game.play
        rng = random.Random(k)
        while not quiet.is_over:
            actor = rng.choice(quiet.to_act)
            before = made[0]
            quiet.play(actor, rng.choice(quiet.legal_ids(actor)))
            assert made[0] == before and quiet.history[-1].texts == ()


def test_quiet_worlds_play_as_told_ones(game_name: str) -> None:
    """A quiet world reaches the same positions as a told one; the told one's history reads, in English and
    Japanese, the events its state returned when each step was applied."""
    for k, game in enumerate(spread_positions(game_name, 5)):
        seat = game.to_act[0]
        quiet, told = game.deal(seat, seed=k), game.determinize(seat, seed=k)
        assert quiet.quiet and not told.state.quiet and not game.state.quiet
        twin = told.state.copy()  # played with apply beside the game, to see the events as they were made
        rng = random.Random(k)
        while not told.is_over:
            actor = rng.choice(told.to_act)
            action = rng.choice(told.legal_actions(actor))
            quiet.apply(actor, action)
            made = tuple(twin.apply(actor, action))
            told.play(actor, action.id)
            entry = told.history[-1]
            assert entry.texts == made
            assert entry.events_in("ja") == [text.render(e, "ja") for e in made]
            assert list(entry.events) == [text.render(e) for e in made]
            assert fingerprint_state(quiet) == fingerprint_state(told.state)
