"""The start-here notebook and every game's tutorial, opened and run in JupyterLab, play by clicks on their first
table.

A person opens the notebook, runs it, and clicks the first table: three legal moves (and the bots' replies, if the
table has bots) advance the game held by the kernel (read back by a cell typed into the notebook), and a click on
a move that is not legal is refused.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .test_amanite_table import ARTIFACTS, open_and_run

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
# the lessons whose first table a pupil plays; the mechanics lab measures many games and its one table replays a
# finished game, so the notebook test runs it (in both languages) and these do not
EXPERIMENTS = {"07_mechanics_lab.ipynb"}
TUTORIALS = sorted(p for p in (ROOT / "notebooks").glob("0[0-9]_*.ipynb") if p.name not in EXPERIMENTS)

# Typed into a new cell at the end: how long the game behind each table in the kernel is, by the table's model id
# (dead weak proxies, e.g. matplotlib's, are skipped: isinstance() on one raises ReferenceError).
READ_BACK = (  # per table, the steps of its game that its screen may count (no other seat's secret click)
    "import gc, json, tablekit, weakref; print('TABLES', json.dumps({t.model_id: t.game.steps_seen("
    "None if t.viewer < 0 else t.viewer) for t in gc.get_objects()"
    " if not isinstance(t, weakref.ProxyTypes) and isinstance(t, tablekit.Table)}))"
)


def first_table(page: Any) -> Any:
    return page.locator(".tk-root").first


def table_step(table: Any) -> int:
    return int(table.get_attribute("data-step"))


def lift_curtain(table: Any) -> None:
    curtain = table.locator(".tk-curtain [data-key=reveal]")
    if curtain.count():
        curtain.click()
        table.locator(".tk-curtain").wait_for(state="detached")


def games_and_first_table(page: Any) -> tuple[dict[str, int], Any, int]:
    """The kernel's tables (read back by a typed cell), then the page's first table, in view, and its step."""
    games = kernel_tables(page, cell_added=False)
    table = first_table(page)
    table.scroll_into_view_if_needed()
    return games, table, table_step(table)


def click_legal_moves(page: Any, table: Any, moves: int) -> None:
    """``moves`` times: lift the curtain if it is up, click the first glowing move, wait for the step to advance."""
    for _ in range(moves):
        lift_curtain(table)
        before = table_step(table)
        table.locator(".tk-board .tk-legal[data-action]").first.click()  # waits for a human's turn
        page.wait_for_function("([el, was]) => Number(el.dataset.step) > was", arg=[table.element_handle(), before])


def kernel_tables(page: Any, cell_added: bool) -> dict[str, int]:
    """Run the read-back cell (typing it first if needed) and return its table → history length map."""
    if not cell_added:
        # select the last cell by its prompt: its text may hold a link (a click there would open another notebook)
        page.locator(".jp-Notebook .jp-Cell").last.locator(".jp-InputPrompt").click()
        page.keyboard.press("Escape")
        page.keyboard.press("b")
        page.keyboard.press("Enter")  # edit mode: from here keys are text, not notebook shortcuts
        page.keyboard.type(READ_BACK)
    else:
        page.locator(".jp-Notebook .jp-Cell").last.locator(".jp-InputArea-editor").click()
    cell = page.locator(".jp-Notebook .jp-Cell").last
    prompt = cell.locator(".jp-InputPrompt")
    was = prompt.inner_text()
    page.keyboard.press("Control+Enter")
    page.wait_for_function("([el, was]) => el.textContent !== was && /\\[\\d+\\]/.test(el.textContent)",
                           arg=[prompt.element_handle(), was])
    output = cell.locator(".jp-OutputArea-output").filter(has_text="TABLES")
    output.wait_for()
    return json.loads(output.inner_text().split("TABLES", 1)[1])


@pytest.mark.parametrize("path", TUTORIALS, ids=[p.name for p in TUTORIALS])
def test_tutorial_notebook_runs_and_its_first_table_plays_by_clicks(page: Any, lab: Any, path: Path) -> None:
    copy = ARTIFACTS / "lab" / f"tutorial_{path.name}"
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_bytes(path.read_bytes())
    try:
        open_and_run(page, lab, copy)
        games_before, table, start = games_and_first_table(page)
        click_legal_moves(page, table, 3)
        lift_curtain(table)
        # bots, if any, have moved: in a simultaneous phase the human's moves are lit while a bot is still due
        page.wait_for_function("el => !el.hasAttribute('data-bot-due') && el.querySelector('.tk-board .tk-legal')",
                               arg=table.element_handle())
        played = table_step(table)
        illegal = table.locator(".tk-board [data-action]:not(.tk-legal)")
        if illegal.count():
            illegal.first.click(force=True)
            table.locator(".tk-error").wait_for()
            assert table_step(table) == played
        (ARTIFACTS / "screenshots").mkdir(parents=True, exist_ok=True)
        table.screenshot(path=str(ARTIFACTS / "screenshots" / f"tutorial_{path.stem}.png"))

        after = kernel_tables(page, cell_added=True)
        moved = {k: after[k] - n for k, n in games_before.items() if after.get(k) != n}
        # the game behind the clicked table advanced by exactly what the table shows (clicks and its bots' replies);
        # other tables whose bots are to move play on by themselves while the page is open
        assert played - start >= 3 and played - start in moved.values(), moved
    finally:
        copy.unlink(missing_ok=True)
