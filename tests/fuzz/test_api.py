"""The Python API: any argument (JSON, hostile values, Python objects) to a Game's methods, ``new_game``, ``load``
and ``from_record`` does what it says or raises a ValueError (IllegalAction and RecordError are ValueErrors) that
says what is expected, and a refused call leaves the game as it was; never a TypeError, a RecursionError or a
hang."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablekit
from tablekit.core.game import Game
from tablekit.core.record import from_record

from .games import fingerprint, game_at, positions
from .json_values import HOSTILE, VALUES
from .profile import fuzz_settings, tally

ARGS = (st.integers(0, 4) | st.integers(0, 4) | st.integers(-3, 60) | HOSTILE | VALUES  # small ints often work
        | st.sampled_from([True, False, None, 1.0, "1", "0", [1], (0, "x"), [(0, "x")], [[0, "pass"]], {"seat": 0},
                           b"0", 2**63, -(2**63), 10**5000]))
PYTHONS_OWN = ("set_int_max_str_digits", "values to unpack", "invalid literal", "object is not")  # not tablekit's words
METHODS = ("at_step", "undo", "determinize", "legal_actions", "view", "play", "replay", "subscribe", "save",
           "new_game", "load", "from_record", "steps_seen", "step_of_seen", "seen_history")


@cache
def start(name: str, index: int) -> tuple[Game, tuple[Any, ...]]:
    """A position of the game and its fingerprint (which every copy of it shares)."""
    game = game_at(name, *positions(name)[index])
    return game, fingerprint(game)


def call(game: Game, method: str, args: list[Any]) -> None:
    if method == "new_game":
        tablekit.new_game(*args[:1], seed=args[1] if len(args) > 1 else None)
    elif method == "load":
        tablekit.load(args[0])
    elif method == "from_record":
        from_record(args[0])
    elif method == "save":
        game.save(args[0] if not isinstance(args[0], str) else 5)  # a string would write a file where it names
    elif method == "determinize":
        game.determinize(*args[:2]) if len(args) >= 2 else game.determinize(0, args[0])
    elif method == "play":
        game.play(*args[:2]) if len(args) >= 2 else game.play(0, args[0])
    elif method == "step_of_seen":
        game.step_of_seen(*args[:2]) if len(args) >= 2 else game.step_of_seen(0, args[0])
    else:
        getattr(game, method)(args[0])


@fuzz_settings(ci=100, deep=3000)
@given(data=st.data())
def test_any_argument_to_the_api_does_its_work_or_raises_a_value_error(game_name: str, data: st.DataObject) -> None:
    index = data.draw(st.integers(0, len(positions(game_name)) - 1))
    position, before = start(game_name, index)
    game = position.copy()
    if data.draw(st.integers(0, 4)) == 0 and game.to_act:
        game = game.determinize(game.to_act[0], data.draw(st.integers(0, 99)))  # undo, save, at_step refused
        before = fingerprint(game)
    method = data.draw(st.sampled_from(METHODS))
    args = data.draw(st.lists(ARGS, min_size=1, max_size=2))
    with tally("python api") as outcome:
        try:
            call(game, method, args)
        except ValueError as err:
            assert str(err) and not any(words in str(err) for words in PYTHONS_OWN), f"{method}: {err}"
            assert fingerprint(game) == before, f"{method} changed the game and raised {err}"
            outcome.refused()
            return
        outcome.loaded()


def test_seat_arguments_of_the_history_methods_are_checked_like_every_seat() -> None:
    game = tablekit.new_game("luxor", players=2, seed=1)
    for call_it in (lambda: game.steps_seen("x"), lambda: game.steps_seen(7), lambda: game.steps_seen(-1),
                    lambda: game.seen_history("x"), lambda: game.step_of_seen("x", 0)):
        with pytest.raises(ValueError, match="seat"):
            call_it()
    with pytest.raises(ValueError, match="seen must be an int"):
        game.step_of_seen(0, "x")
    assert game.steps_seen(None) == game.steps_seen(0) == 0 and game.step_of_seen(None, 0) == 0
