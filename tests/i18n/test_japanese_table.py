"""A Japanese table in JupyterLab, played by clicks: its words, phase, labels, log and curtain are Japanese, and
the kernel's game (with its English record) advances."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from ..browser.fixtures import write_notebook
from ..browser.test_amanite_table import open_and_run
from ..browser.test_tutorial_notebooks import (
    click_legal_moves,
    games_and_first_table,
    kernel_tables,
    lift_curtain,
    table_step,
)

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def notebook(path: Path, game: str) -> Path:
    """A notebook with one Japanese two-human table of ``game``."""
    return write_notebook(path, [
        f"import tablekit\ng = tablekit.new_game({game!r}, players=2, seed=4)\ntablekit.Table(g, lang='ja')",
        "print(len(g.history), 'steps')",
    ])


def shot_and_read_back(page: Any, table: Any, name: str, before: dict[str, int], start: int, moves: int) -> None:
    """Screenshot the table, then check that exactly its game in the kernel advanced by the moves it shows."""
    (ARTIFACTS / "screenshots").mkdir(parents=True, exist_ok=True)
    table.screenshot(path=str(ARTIFACTS / "screenshots" / f"{name}.png"))
    after = kernel_tables(page, cell_added=True)
    moved = {k: after[k] - n for k, n in before.items() if after.get(k) != n}
    assert list(moved.values()) == [table_step(table) - start] and table_step(table) - start >= moves, moved


def test_a_japanese_table_plays_by_clicks(page: Any, lab: Any) -> None:
    path = notebook(ARTIFACTS / "lab" / "japanese_amanite.ipynb", "amanite")
    try:
        open_and_run(page, lab, path)
        before, table, start = games_and_first_table(page)
        curtain = table.locator(".tk-curtain")
        assert "に交代" in curtain.inner_text()
        (ARTIFACTS / "screenshots").mkdir(parents=True, exist_ok=True)
        table.screenshot(path=str(ARTIFACTS / "screenshots" / "japanese_curtain.png"))
        lift_curtain(table)
        assert "開始カードの面を選ぶ" in table.locator(".tk-header").inner_text()
        click_legal_moves(page, table, 4)  # both start-card sides, then a meeple each
        lift_curtain(table)
        header = table.locator(".tk-header").inner_text()
        assert "ミープルが森へと踏み込む" in header and "の番" in header, header
        log = table.locator(".tk-log li").all_inner_texts()
        assert log and all(JAPANESE.search(line) for line in log), log
        assert "ミープルを置く" in table.locator(".am-hint").inner_text()
        marks = set(table.locator(".am-forest .am-token text").all_text_contents())
        assert marks and marks <= set("青緑紫赤白黄"), marks  # tokens marked in Japanese, not with B, Y, R
        for heading in ("得点", "記録", "キノコカード", "プレイヤー"):
            assert table.get_by_text(heading, exact=True).count(), heading
        shot_and_read_back(page, table, "japanese_amanite_table", before, start, moves=4)
    finally:
        path.unlink(missing_ok=True)


def test_a_japanese_carcassonne_table_plays_by_clicks(page: Any, lab: Any) -> None:
    path = notebook(ARTIFACTS / "lab" / "japanese_carcassonne.ipynb", "carcassonne_hg")
    try:
        open_and_run(page, lab, path)
        before, table, start = games_and_first_table(page)
        assert "地形タイルの配置" in table.locator(".tk-header").inner_text()
        assert "タイルを配置" in table.locator(".chg-status").inner_text()
        for heading in ("配置する地形タイル", "プレイヤー", "山札", "得点", "記録"):
            assert table.get_by_text(heading, exact=True).count(), heading
        click_legal_moves(page, table, 3)
        log = table.locator(".tk-log li").all_inner_texts()
        assert any("配置した" in line for line in log) and all(JAPANESE.search(line) for line in log), log
        shot_and_read_back(page, table, "japanese_carcassonne_table", before, start, moves=3)
    finally:
        path.unlink(missing_ok=True)
