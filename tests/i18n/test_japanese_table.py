"""A Japanese table in JupyterLab, played by clicks: its words, phase, labels, log and curtain are Japanese, and
the kernel's game (with its English record) advances."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from ..browser.test_amanite_table import open_and_run
from ..browser.test_tutorial_notebooks import first_table, kernel_tables, lift_curtain, table_step

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
CELLS = [
    "import tablekit\n"
    "g = tablekit.new_game('amanite', players=2, seed=4)\n"
    "tablekit.Table(g, lang='ja')",
    "print(len(g.history), 'steps')",
]


def notebook(path: Path) -> Path:
    cells = [{"cell_type": "code", "metadata": {}, "source": c, "outputs": [], "execution_count": None} for c in CELLS]
    path.parent.mkdir(parents=True, exist_ok=True)
    kernel = {"name": "python3", "display_name": "Python 3", "language": "python"}
    document = {"cells": cells, "metadata": {"kernelspec": kernel}, "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_a_japanese_table_plays_by_clicks(page: Any, lab: Any) -> None:
    path = notebook(ARTIFACTS / "lab" / "japanese_table.ipynb")
    try:
        open_and_run(page, lab, path)
        before = kernel_tables(page, cell_added=False)
        table = first_table(page)
        curtain = table.locator(".tk-curtain")
        assert "に交代" in curtain.inner_text()
        (ARTIFACTS / "screenshots").mkdir(parents=True, exist_ok=True)
        table.screenshot(path=str(ARTIFACTS / "screenshots" / "japanese_curtain.png"))
        start = table_step(table)
        for _ in range(4):
            lift_curtain(table)
            assert "開始カード" in table.locator(".tk-header").inner_text() or table_step(table) > 1
            was = table_step(table)
            table.locator(".tk-board .tk-legal[data-action]").first.click()
            page.wait_for_function("([el, was]) => Number(el.dataset.step) > was", arg=[table.element_handle(), was])
        lift_curtain(table)
        header = table.locator(".tk-header").inner_text()
        assert "ミープルが森へと踏み込む" in header and "の番" in header, header
        log = table.locator(".tk-log li").all_inner_texts()
        assert log and all(JAPANESE.search(line) for line in log), log
        assert "ミープルを置く" in table.locator(".am-hint").inner_text()
        for heading in ("得点", "記録", "キノコカード", "プレイヤー"):
            assert table.get_by_text(heading, exact=True).count(), heading
        table.screenshot(path=str(ARTIFACTS / "screenshots" / "japanese_amanite_table.png"))
        after = kernel_tables(page, cell_added=True)
        moved = {k: after[k] - n for k, n in before.items() if after.get(k) != n}
        assert list(moved.values()) == [table_step(table) - start] and table_step(table) - start >= 4, moved
    finally:
        path.unlink(missing_ok=True)
