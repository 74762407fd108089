"""Each game's seeded playthrough must match its golden file line by line."""

from __future__ import annotations

import difflib

import pytest

import tablekit

from .playthrough import path_for, playthrough


@pytest.mark.parametrize("name", tablekit.games())
def test_playthrough_matches_the_golden_file(name: str) -> None:
    path = path_for(name)
    assert path.exists(), f"no golden file for {name}: run python -m tests.golden.playthrough"
    want = path.read_text(encoding="utf-8").splitlines()
    got = playthrough(name).splitlines()
    diff = list(difflib.unified_diff(want, got, "golden", "now", lineterm="", n=1))
    assert not diff, "playthrough changed (regenerate with python -m tests.golden.playthrough if intended):\n" + (
        "\n".join(diff[:60])
    )
