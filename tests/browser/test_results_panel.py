"""The shared results panel places every seat (issue 26 item 2), as a person sees it at the end of a game.

Mangrovia's ``tie`` scenario: Red clicks its last move; Red and Blue end on 15 each, and Red's amulets place it
first. The panel lists the seats by place, with their places; the Japanese table says 順位 and 1位.
Screenshots: test-artifacts/screenshots/results_01_tie_en.png and results_02_ja.png.
"""

from __future__ import annotations

from typing import Any

import pytest

from .fixtures import ARTIFACTS
from .test_amanite_table import kernel_says, open_and_run

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "screenshots"


def rows(table: Any) -> list[list[str]]:
    return [[cell.inner_text().strip() for cell in row.locator("td").all()]
            for row in table.locator(".tk-result tbody tr").all()]


def test_the_results_panel_places_every_seat(page: Any, lab: Any, notebook_copy: Any) -> None:
    open_and_run(page, lab, notebook_copy("results_panel.ipynb"))
    tie, japanese = page.locator(".tk-root").nth(0), page.locator(".tk-root").nth(1)
    assert not tie.locator(".tk-result").count()
    tie.locator(".mg-birds-button[data-action='birds:mangrove+water']").click()
    tie.locator(".tk-result").wait_for()
    SHOTS.mkdir(parents=True, exist_ok=True)
    tie.locator(".tk-result").screenshot(path=str(SHOTS / "results_01_tie_en.png"))
    header = [cell.inner_text().strip() for cell in tie.locator(".tk-result thead th").all()]
    assert header[:3] == ["Place", "Seat", "Score"]
    assert [r[:3] for r in rows(tie)] == [["1", "Red", "15"], ["2", "Blue", "15"], ["3", "Yellow", "0"]]
    assert "places [1, 2, 3]" in kernel_says(page, "places")
    japanese.locator(".tk-result").screenshot(path=str(SHOTS / "results_02_ja.png"))
    assert japanese.locator(".tk-result thead th").first.inner_text().strip() == "順位"
    assert [r[0] for r in rows(japanese)] == ["1位", "2位", "3位"]
