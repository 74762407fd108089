"""docs/search.md's tournament table is the one tools/search_tournament.py computes from the committed results."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("search_tournament", ROOT / "tools" / "search_tournament.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_page_shows_the_table_computed_from_the_results_files() -> None:
    tool = _tool()
    page = (ROOT / "docs" / "search.md").read_text()
    assert f"{tool.BEGIN}\n{tool.table()}\n{tool.END}" in page


def test_the_table_counts_wins_and_shared_wins_by_seat_and_its_interval(tmp_path: Path) -> None:
    tool = _tool()
    params = {"samples": 2, "depth": None, "width": 3}
    rows = [  # the search bot (bot 0) wins game 0 from seat 0, shares game 1 from seat 1, loses game 2 from seat 0
        {"game": 0, "seating": [0, 1], "share": [1.0, 0.0], "cpu_s": [0.4, 0.0], "cpu_decisions": [2, 2]},
        {"game": 1, "seating": [1, 0], "share": [0.5, 0.5], "cpu_s": [0.2, 0.0], "cpu_decisions": [2, 2]},
        {"game": 2, "seating": [0, 1], "share": [0.0, 1.0], "cpu_s": [0.6, 0.0], "cpu_decisions": [2, 2]},
    ]
    (tmp_path / "luxor.jsonl").write_text("".join(json.dumps({**r, "params": params}) + "\n" for r in rows))
    lines = tool.table(tmp_path).splitlines()
    assert "| luxor | 3 | 1.5 | 50.0% | 12.5%–87.5% | no | 200; 300 | 2, to the end, 3 |" in lines
    assert "| amanite | 0 | | | | | | not run |" in lines
