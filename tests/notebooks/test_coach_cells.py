"""The coach cell ending each tutorial is the one tools/add_coach_cells.py writes, in each edition's language, and
promises no time (a loaded machine makes any such promise untrue)."""

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


EDITIONS = [(name, lang) for name in sorted(add_coach_cells.EXAMPLES) for lang in ("en", "ja")
            if lang == "en" or (ROOT / "notebooks" / "ja" / name).exists()]


@pytest.mark.parametrize(("name", "lang"), EDITIONS, ids=[f"{lang}/{name}" for name, lang in EDITIONS])
def test_the_coach_cell_is_the_tools_and_promises_no_time(name: str, lang: str) -> None:
    nb = nbformat.read(ROOT / "notebooks" / ("ja" if lang == "ja" else "") / name, as_version=4)
    owned = [c.source for c in nb.cells if add_coach_cells.MARK in c.metadata.get("tags", [])]
    assert owned == [c.source for c in add_coach_cells.cells(name, lang)]
    assert not any(TIME_PROMISE.search(source) for source in owned), owned
