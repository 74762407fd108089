"""Every rulebook scenario of every game says what it shows in both languages: English is the scenario's ``doc``,
and the Japanese reads Japanese, with no English word left (the reader test's rules and allow-list)."""

from __future__ import annotations

import pytest

import tablekit
from tablekit.core.info import GameInfo, Scenario
from tablekit.core.registry import state_class
from tablekit.core.text import register_scenarios, scenario_text

from .test_reader import ALLOW, JAPANESE, english_left

GAMES = tablekit.games()


@pytest.mark.parametrize("name", GAMES)
def test_every_scenario_has_an_english_and_a_japanese_description(name: str) -> None:
    info = state_class(name).info
    assert info.scenarios, f"{name} has no scenarios"
    for scenario, found in info.scenarios.items():
        en, ja = scenario_text(info, scenario), scenario_text(info, scenario, "ja")
        assert en == found.doc
        assert not JAPANESE.search(en), f"{name}.{scenario}: English with Japanese in it: {en}"
        assert JAPANESE.search(ja) and ja != en, f"{name}.{scenario}: no Japanese description"
        assert not english_left(ja, ALLOW), f"{name}.{scenario}: English words left in {ja!r}"


def test_an_unknown_scenario_or_language_is_refused() -> None:
    info = state_class("luxor").info
    with pytest.raises(KeyError, match="nowhere"):
        scenario_text(info, "nowhere", "ja")
    with pytest.raises(ValueError, match="languages: en, ja"):
        scenario_text(info, "osiris", "fr")


def test_a_game_cannot_register_a_scenario_without_its_japanese() -> None:
    info = GameInfo("demo_scenarios", "Demo", 1, 2, False,
                    scenarios={"a": Scenario("A", 1, print), "b": Scenario("B", 1, print)})
    with pytest.raises(ValueError, match=r"Japanese lacks \['b'\]"):
        register_scenarios(info, {"a": "エー"})
