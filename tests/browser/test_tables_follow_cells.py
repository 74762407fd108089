"""Tables follow their game in JupyterLab: a click on one table redraws the other table on the same game, and so
does a cell that plays the game from Python; a table that was behind never plays a click on a position it did not
show. Runs tests/browser/follow_tables.ipynb (two tables on one Carcassonne game)."""

from __future__ import annotations

from typing import Any

import pytest

from .test_amanite_table import SHOTS, open_and_run

pytestmark = pytest.mark.browser


def step(table: Any) -> int:
    return int(table.get_attribute("data-step"))


def wait_step(page: Any, table: Any, n: int) -> None:
    page.wait_for_function("([el, n]) => Number(el.dataset.step) === n", arg=[table.element_handle(), n])


def run_new_cell(page: Any, code: str, expect: str) -> None:
    """Type ``code`` into a new cell at the end of the notebook, run it and wait for ``expect`` in its output."""
    page.locator(".jp-Notebook .jp-Cell").last.locator(".jp-InputPrompt").click()  # not the table in its output
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")  # edit mode: from here keys are text
    page.keyboard.type(code)
    page.keyboard.press("Control+Enter")
    page.locator(".jp-Notebook .jp-Cell").last.locator(".jp-OutputArea-output").filter(has_text=expect).wait_for()


def test_a_click_and_a_cell_both_redraw_every_table_on_the_game(page: Any, lab: Any, notebook_copy: Any) -> None:
    open_and_run(page, lab, notebook_copy("follow_tables.ipynb"))
    first, second = page.locator(".tk-root").nth(0), page.locator(".tk-root").nth(1)
    first.locator(".chg-spot.tk-legal").first.wait_for()
    assert step(first) == step(second) == 0

    # A click on the first table: the second one draws the placed tile too.
    first.locator(".chg-spot.tk-legal").first.click()
    wait_step(page, second, 1)
    assert second.locator(".chg-tiles use").count() == 2
    assert second.locator(".chg-panel [data-action='pass']").count() == 1  # its figure step, as on the first

    # A cell plays the game on from Python: both tables redraw once it has run.
    run_new_cell(page, 'g.play(0, "pass"); g.play(1, g.legal_actions(1)[0]); g.play(1, "pass"); '
                       'print("history", len(g.history))', "history 4")
    for table in (first, second):
        wait_step(page, table, 4)
        assert table.locator(".chg-tiles use").count() == 3
        assert "Red" in table.locator(".tk-header .tk-pill").first.inner_text()
    second.scroll_into_view_if_needed()
    SHOTS.mkdir(parents=True, exist_ok=True)
    second.screenshot(path=str(SHOTS / "follow_after_cell.png"))

    # The second table, redrawn by the cell, plays the next click as it shows it.
    second.locator(".chg-spot.tk-legal").first.click()
    wait_step(page, first, 5)
    assert not page.locator(".tk-error").count()
    run_new_cell(page, 'print("history", len(g.history))', "history 5")
