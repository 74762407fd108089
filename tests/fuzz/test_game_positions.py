"""Positions of Carcassonne, Mangrovia and Minikin City: any mutant of a real position document (its public part,
its hidden part, or the public part alone) starts a sound game that plays on, or is refused with a ValueError that
names the field; never another exception, and never a refusal left to the core's last generic checks."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablekit

from .games import game_at, play_on, positions
from .json_values import mutant
from .profile import fuzz_settings, tally

GAMES = ("carcassonne_hg", "mangrovia", "minikin_city")
GENERIC = ("position: the components do not add up", "is to act but has no legal action")


@cache
def documents(name: str) -> tuple[str, ...]:
    """Position documents spread over whole games (as text: every example gets its own copy), without the
    generator's state, which the core checks."""
    found = []
    for setup in positions(name):
        doc = game_at(name, *setup).position()
        del doc["hidden"]["rng"]
        found.append(json.dumps(doc))
    return tuple(found)


@st.composite
def damaged(draw: st.DrawFn, name: str) -> Any:
    """A document whose public or hidden part is damaged (the outer fields are the core's, fuzzed with it)."""
    doc = json.loads(draw(st.sampled_from(documents(name))))
    if draw(st.integers(0, 3)) == 0:
        del doc["hidden"]  # the public part alone: the game deals the rest
    part = draw(st.sampled_from([k for k in ("public", "hidden") if k in doc]))
    doc[part] = draw(mutant(doc[part]))
    return doc


def check(name: str, doc: Any) -> None:
    with tally(f"positions of {name}") as outcome:
        try:
            game = tablekit.new_game(name, position=doc)
        except ValueError as err:
            said = str(err)
            assert said.startswith(("position field ", "position: ")), said
            assert not any(words in said for words in GENERIC), f"left to the core's generic checks: {said}"
            outcome.refused()
            return
        play_on(game, len(game.state.to_act()), 40)
        outcome.loaded()


@pytest.mark.parametrize("name", GAMES)
@fuzz_settings(ci=60, deep=2000)
@given(data=st.data())
def test_damaged_positions_start_a_sound_game_or_are_refused_naming_the_field(name: str,
                                                                               data: st.DataObject) -> None:
    check(name, data.draw(damaged(name)))
