"""Positions: any mutant of a real position document (a field changed to a near miss or hostile JSON, deleted,
renamed, an item dropped or duplicated) starts a sound game or raises ValueError naming the field; never another
exception, never a game that breaks later in play."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import tablekit
from tablekit.core.registry import state_class

from .games import game_at, play_on, positions, views
from .json_values import HOSTILE, VALUES, mutant
from .profile import TALLY, fuzz_settings, tally

# What a refusal names: a field of the document (its path), an option, the player count or an argument it contradicts.
# No nested quantifiers: a long refusal that does not match must not take exponential time to say so (one did).
NAMED = re.compile("^(" + "|".join([
    # a path, where a key that is not a plain name is quoted: public.huts[":"]
    r"position field [\w.\[\]]+(\[\".*?\"\])?[\w.\[\]]* ",
    r"a position ", r"option \w+=", r"\w+ is for [\d, ]+ players",
    r"the position (sets|is of) ", r"position: \d+ .+ are in none of [\w.\[\]]+(, [\w.\[\]]+)*: ",
    r"position: .*\bat (\[|the top)", r"position: cannot read a JSON file ",
]) + ")")


@cache
def documents(name: str) -> tuple[str, ...]:
    """Position documents (as text) spread over whole games, with their hidden part and without it."""
    found = []
    for setup, seed, steps in positions(name)[::2]:
        game = game_at(name, setup, seed, steps)
        found += [json.dumps(game.position()), json.dumps(game.position(hidden=False))]
    return tuple(found)


def check(name: str, doc: Any, seed: int) -> None:
    with tally("positions") as outcome:
        try:
            game = tablekit.new_game(name, position=doc)
        except ValueError as err:
            named = NAMED.match(str(err)) is not None
            TALLY["positions refused: the field named"]["tried"] += 1
            TALLY["positions refused: the field named"]["refused" if named else "crashes"] += 1
            assert named, f"{name}: a refusal that names no field: {err}"
            outcome.refused()
            return
        again = tablekit.new_game(name, position=game.position())  # what loaded saves as the same position
        assert views(again) == views(game)
        play_on(game, seed, 40)  # and plays on soundly
        outcome.loaded()


@fuzz_settings(ci=40, deep=2000)
@given(data=st.data())
def test_damaged_positions_are_refused_naming_the_field_or_play_soundly(game_name: str, data: st.DataObject) -> None:
    if state_class(game_name).info.position is None:
        return
    doc = json.loads(data.draw(st.sampled_from(documents(game_name))))
    part = data.draw(st.sampled_from(["public", "public", "hidden", "options", None]))
    if part == "hidden" and "hidden" not in doc:
        part = "public"
    if part is None:
        doc = data.draw(mutant(doc, frozen=("public", "hidden")))
    else:
        doc[part] = data.draw(mutant(doc[part]))
    check(game_name, doc, data.draw(st.integers(0, 9)))


@fuzz_settings(ci=40, deep=500)
@given(value=HOSTILE | VALUES)
def test_anything_else_given_as_a_position_is_refused(value: Any) -> None:
    with tally("positions: any Python value") as outcome:
        try:
            tablekit.new_game("luxor", position=value)
        except ValueError as err:
            assert NAMED.match(str(err)), f"a refusal that names no field: {err}"
            outcome.refused()
            return
        outcome.loaded()
