"""Options and scenarios: any value for any key of ``new_game`` (JSON, or hostile: nested thousands deep, huge
numbers, unhashable or not JSON at all) gives a game that plays, saves and loads, or a ValueError naming the key
(and listing the valid choices where the choices are a list)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablekit
from tablekit.core.record import from_record

from ..contract.playouts import player_counts
from .games import fingerprint, info, play_on
from .json_values import HOSTILE, VALUES, mutant
from .profile import fuzz_settings, scale, tally

SETUP = ("players", "seed", "scenario", "open", "name")


def near_values(name: str, key: str) -> st.SearchStrategy[Any]:
    """Valid values for ``key`` and their near misses, besides any JSON."""
    game = info(name)
    if key == "players":
        return st.integers(game.min_players - 1, game.max_players + 1)
    if key == "scenario":
        return st.sampled_from([None, "", *game.scenarios])
    if key == "seed":
        return st.integers() | st.sampled_from([2**63 - 1, 2**63, 2**70, -(2**63), 10**4301])
    if key == "open":
        return st.sampled_from([True, False, 0, 1, "true"])
    spec = game.options.get(key)
    if spec is None:
        return VALUES
    known = [spec.default, *(spec.choices or ())]
    known += [s.options[key] for s in game.scenarios.values() if key in s.options]
    known = [json.loads(json.dumps(v)) for v in known]
    return st.sampled_from(known) | st.sampled_from(known).flatmap(mutant)


@st.composite
def setup(draw: st.DrawFn, name: str) -> dict[str, Any]:
    game = info(name)
    if game.scenarios and draw(st.booleans()):
        kwargs: dict[str, Any] = {"scenario": draw(st.sampled_from(list(game.scenarios)))}
    else:
        kwargs = {"players": draw(st.sampled_from(player_counts(name)))}
    kwargs["seed"] = draw(st.integers(0, 2**31))
    keys = st.sampled_from([*SETUP, *game.options])
    for _ in range(draw(st.integers(0, 3))):
        key = draw(keys | keys | st.text(max_size=10))
        kwargs[key] = draw(near_values(name, key) | near_values(name, key) | VALUES | HOSTILE)
    return kwargs


def check_refusal(name: str, kwargs: dict[str, Any], message: str) -> None:
    game = info(name)
    named = [*kwargs, "players"]  # a scenario set to None leaves the player count missing
    assert any(key in message for key in named), f"{message!r} names none of {named}"
    if message.startswith("unknown option"):
        assert all(option in message for option in [*game.options, "open"]), message
    if message.startswith("unknown scenario"):
        assert all(scenario in message for scenario in game.scenarios), message
    if message.startswith(f"{name} is for"):
        assert all(str(n) in message for n in player_counts(name)), message


@fuzz_settings(ci=100, deep=1500)
@given(data=st.data())
def test_any_json_for_any_option_gives_a_game_or_a_value_error_naming_it(game_name: str, data: st.DataObject) -> None:
    kwargs = data.draw(setup(game_name))
    with tally("options and scenarios") as outcome:
        try:
            game = tablekit.new_game(game_name, **kwargs)
        except ValueError as err:
            check_refusal(game_name, kwargs, str(err))
            outcome.refused()
            return
        start = fingerprint(game)
        play_on(game, seed=kwargs["seed"], limit=scale(60, 5000))
        assert fingerprint(from_record(json.loads(json.dumps(game.record())))) == fingerprint(game)
        game.undo(len(game.history))
        assert fingerprint(game) == start
        outcome.loaded()


def test_a_scenario_keeps_the_options_it_sets(game_name: str) -> None:
    """Found by the deep run: Amanite's 'sabrina' with attributes='first-game' dealt clues of attributes not in
    play. A scenario's position is built for its options: repeating them is fine (records do), changing them is
    refused."""
    for scenario, spec in info(game_name).scenarios.items():
        tablekit.new_game(game_name, scenario=scenario, seed=1, **json.loads(json.dumps(spec.options)))
        for key, value in spec.options.items():
            other = info(game_name).options[key].default
            if json.dumps(other) != json.dumps(value):
                with pytest.raises(ValueError, match=f"scenario '{scenario}' sets option.*{key}="):
                    tablekit.new_game(game_name, scenario=scenario, seed=1, **{key: other})
