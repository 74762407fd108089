"""Scenarios are positions too: each rulebook scenario of a game with a position module is shipped as a file in
its package, in step with ``scenarios.py``, and the file starts the game the scenario does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tablekit
from tablekit.core.position import SCENARIO_SEED, dump, scenario_document, scenario_file
from tablekit.core.registry import state_class

from .helpers import positioned, same_game

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = [(name, s) for name in positioned() for s in state_class(name).info.scenarios]


@pytest.mark.parametrize("name, scenario", SCENARIOS)
def test_a_scenario_file_starts_the_scenario(name: str, scenario: str) -> None:
    path = scenario_file(name, scenario)
    assert path.read_text(encoding="utf-8") == dump(scenario_document(name, scenario)), \
        f"{path} is out of step with scenarios.py: run python tools/positions.py"
    from_file = tablekit.new_game(name, position=path)
    same_game(tablekit.new_game(name, scenario=scenario, seed=SCENARIO_SEED), from_file)
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == name and from_file.history == []


def test_every_shipped_position_file_is_a_scenario_and_packaged() -> None:
    shipped = sorted(str(p) for name in positioned() for p in scenario_file(name, "x").parent.glob("*.json"))
    assert shipped == sorted(str(scenario_file(n, s)) for n, s in SCENARIOS)
    assert '"games/*/positions/*.json"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")

