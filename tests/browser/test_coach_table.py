"""The coach on the table, in JupyterLab: badges on every game's board, and a table that answers clicks while its
coach works.

One notebook holds a coached table per game (a human against the heuristic bot). Each table's badges must appear
(time to the first badge is written to test-artifacts, screenshots to test-artifacts/screenshots/coach_<game>.png);
once the others are done, a move is clicked on the Luxor table, whose coach has work for minutes: the move must be
applied promptly (against the same click with the coach off), its badges go, and new ones come for the next
position.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from .fixtures import ARTIFACTS, publish_timing, write_notebook
from .test_amanite_table import SHOTS, open_and_run

pytestmark = pytest.mark.browser

GAMES = ["luxor", "amanite", "arigato", "carcassonne_hg", "mangrovia", "minikin_city"]
SETUP = """import tablekit
from tablekit.bots import bot_for
from tablekit.coach import Coach

def coached(name, worlds):
    game = tablekit.new_game(name, players=2, seed=4)
    coach = Coach(worlds=worlds, seconds=600)
    return tablekit.Table(game, seats=["human", bot_for(name, seed=1)], bot_delay_ms=200, coach=coach)
"""
SLOWER = 3.0  # a click while the coach works may take this much longer than one without (the machine is shared)


def test_coach_badges_on_every_board_and_a_click_while_it_works(page: Any, lab: Any,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    cells = [SETUP] + [f'coached("{name}", {400 if name == "luxor" else 2})' for name in GAMES]
    open_and_run(page, lab, write_notebook(ARTIFACTS / "lab" / "coach_tables.ipynb", cells))
    tables = page.locator(".tk-root")
    SHOTS.mkdir(parents=True, exist_ok=True)
    report = []
    start = time.monotonic()
    for i, name in enumerate(GAMES):
        table = tables.nth(i)
        table.locator(".tk-coach-badge").first.wait_for(timeout=300_000)
        report.append(f"{name}: first badge {time.monotonic() - start:.1f} s after the notebook ran")
        assert table.locator("[data-key=coach][aria-pressed=true]").count() == 1
        table.screenshot(path=str(SHOTS / f"coach_{name}.png"))
    assert tables.nth(GAMES.index("luxor")).evaluate(BADGES_ON_WALLS) == 0  # a space's wall value stays readable

    for i in range(1, len(GAMES)):  # one coach at work, as at a pupil's table: the others have finished
        page.wait_for_function("(el) => el.dataset.coach === 'done'", arg=tables.nth(i).element_handle(),
                               timeout=300_000)
    luxor = tables.nth(0)
    assert luxor.get_attribute("data-coach") == "working"
    before = int(luxor.get_attribute("data-step"))
    shown = luxor.get_attribute("data-coach-step")
    assert shown == str(before)
    coached = click_a_move(page, luxor)
    # the old badges go; new ones come for the next position the human sees
    page.wait_for_function(f"(el) => el.dataset.coachStep !== '{shown}' && el.dataset.coachStep !== ''",
                           arg=luxor.element_handle(), timeout=300_000)
    assert int(luxor.get_attribute("data-coach-step")) == int(luxor.get_attribute("data-step"))
    drag_the_slider_back(page, luxor)  # the coach's updates, four a second, must not snap the thumb back
    luxor.locator("[data-key=coach]").click()  # the button turns the coach off: no badges
    page.wait_for_function("(el) => el.dataset.coach === ''", arg=luxor.element_handle())
    assert luxor.locator(".tk-coach-badge").count() == 0
    alone = click_a_move(page, luxor)  # the same click on the same table with no coach at work, for comparison
    report.append(f"luxor: a click was applied in {coached:.2f} s while the coach worked, {alone:.2f} s without it")
    publish_timing("coach_table", "\n".join(report), capsys)
    assert coached < SLOWER * alone + 1.0


# How many of a Luxor table's board badges cover a space's wall value (the circle in its top right corner).
BADGES_ON_WALLS = """(root) => {
  const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const walls = [...root.querySelectorAll(".lx-wall")].map((w) => w.getBoundingClientRect());
  return [...root.querySelectorAll(".tk-coach-layer .tk-coach-badge")]
    .filter((badge) => walls.some((wall) => meet(badge.getBoundingClientRect(), wall))).length;
}"""


def drag_the_slider_back(page: Any, table: Any) -> None:
    """Drag the replay slider from the live step to step 0, hold it there a second, let go: the table replays step
    0; then back to live."""
    assert table.get_attribute("data-coach") == "working"
    slider = table.locator("[data-key=replay]")
    box = slider.bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + box["width"] - 3, y)  # the thumb, at the live step
    page.mouse.down()
    page.mouse.move(box["x"] + 1, y, steps=5)
    page.wait_for_timeout(1200)
    assert slider.evaluate("el => el.value") == "0"
    page.mouse.up()
    page.wait_for_function("(el) => el.classList.contains('tk-replaying')", arg=table.element_handle())
    assert table.locator(".tk-replay span").inner_text().startswith("Replay: step 0 /")
    table.locator("[data-key=live]").click()
    page.wait_for_function("(el) => !el.classList.contains('tk-replaying')", arg=table.element_handle())


def click_a_move(page: Any, table: Any) -> float:
    """Click the first move of the move list; the seconds until the table shows the next step."""
    before = int(table.get_attribute("data-step"))
    button = table.locator(".tk-actions button[data-action]").first
    button.wait_for()
    clicked = time.monotonic()
    button.click()
    page.wait_for_function(f"(el) => Number(el.dataset.step) > {before}", arg=table.element_handle())
    return time.monotonic() - clicked
