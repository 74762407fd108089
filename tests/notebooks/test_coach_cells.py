"""The coach cell ending each tutorial is the one tools/add_coach_cells.py writes, and promises no time (a loaded
machine makes any such promise untrue)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import add_coach_cells  # noqa: E402

TIME_PROMISE = re.compile(r"seconds|数秒|秒で")


@pytest.mark.parametrize("name", sorted(add_coach_cells.EXAMPLES))
def test_the_coach_cell_is_the_tools_and_promises_no_time(name: str) -> None:
    game, scenario, what, what_ja = add_coach_cells.EXAMPLES[name]
    nb = nbformat.read(ROOT / "notebooks" / name, as_version=4)
    owned = [c.source for c in nb.cells if add_coach_cells.MARK in c.metadata.get("tags", [])]
    assert owned == [add_coach_cells.PROSE.format(what=what, what_ja=what_ja),
                     add_coach_cells.CODE.format(game=game, scenario=scenario)]
    assert not any(TIME_PROMISE.search(source) for source in owned), owned
