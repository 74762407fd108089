"""Guided lessons in JupyterLab: one first-turn lesson per game, walked by clicking the moves it marks.

The test notebook holds each game's shipped lesson (tablekit.lesson(name).table()) and the Minikin City lesson in
Japanese. On every table the pupil first clicks a legal move the step does not want: nothing is played and the
panel shows the step's explanation (the lesson file's own words); then Hint names the wanted move, and the walk
clicks the marked (★) moves, on the board where the board marks one, else in the move list, plays any move in a
free step and waits while bots play a watched one, to the lesson's end. Screenshots (test-artifacts/screenshots):
lesson_<game>.png after the wrong move (light), lesson_carcassonne_hg_dark.png, lesson_minikin_city_ja.png.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

import tablekit

from .fixtures import publish_timing, set_theme
from .test_amanite_table import SHOTS, open_and_run

pytestmark = pytest.mark.browser

GAMES = ["luxor", "amanite", "mangrovia", "carcassonne_hg", "minikin_city", "arigato"]
MOVE_LIST = ".tk-actions button[data-action]"


def lesson_step(table: Any) -> tuple[int, str]:
    section = table.locator(".tk-lesson")
    kind = next(c[len("tk-lesson-"):] for c in section.get_attribute("class").split() if c.startswith("tk-lesson-"))
    return int(section.get_attribute("data-lesson-step")), kind


def wait_for_moves(page: Any, table: Any) -> None:
    """Until the pupil may act (bots, e.g. in a simultaneous dawn, move first) or the lesson is over."""
    page.wait_for_function(
        "(el) => !!el.querySelector('.tk-lesson-done') || (el.querySelector('.tk-actions button[data-action]')"
        " && !el.querySelector('.tk-lesson-watch'))", arg=table.element_handle(), timeout=60_000)


def wrong_move(page: Any, table: Any, lang: str, name: str) -> None:
    """Click a legal move the first step does not want: it is not played, and the step's explanation shows."""
    wait_for_moves(page, table)
    table.locator(f"{MOVE_LIST}.tk-expected").first.wait_for()
    before = table.get_attribute("data-step")
    table.locator(f"{MOVE_LIST}:not(.tk-expected)").first.click()
    why = table.locator(".tk-lesson-why")
    why.wait_for()
    step = tablekit.lesson(name).steps[0]
    assert (step.why or step.text).get(lang) in why.inner_text()
    assert table.get_attribute("data-step") == before  # nothing was played
    table.locator("[data-key=lesson-hint]").click()
    table.locator(".tk-lesson-hint").wait_for()


def click_marked(table: Any) -> None:
    """Click a move the step marks: on the board when the board marks one, else in the move list."""
    on_board = table.locator(".tk-board [data-action].tk-expected")
    for i in range(on_board.count()):
        target = on_board.nth(i)
        if target.is_visible():
            target.click()
            return
    table.locator(f"{MOVE_LIST}.tk-expected").first.click()


def walk(page: Any, table: Any) -> int:
    """Play the lesson to its end; the number of the pupil's clicks."""
    for clicks in range(60):
        wait_for_moves(page, table)
        index, kind = lesson_step(table)
        if kind == "done":
            return clicks
        before = (table.get_attribute("data-step"), index)
        if kind == "expect":
            click_marked(table)
        else:
            table.locator(MOVE_LIST).first.click()
        page.wait_for_function(
            "([el, step, index]) => el.dataset.step !== step || "
            "Number(el.querySelector('.tk-lesson').dataset.lessonStep) !== index",
            arg=[table.element_handle(), before[0], before[1]])
    raise AssertionError("the lesson did not end within 60 clicks")


def test_walk_one_lesson_per_game_by_its_marked_moves(page: Any, lab: Any, notebook_copy: Any,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    started = time.monotonic()
    open_and_run(page, lab, notebook_copy("lessons.ipynb"))
    report = [f"notebook open and run: {time.monotonic() - started:.0f} s"]
    tables = page.locator(".tk-root")
    tables.nth(len(GAMES)).wait_for()
    SHOTS.mkdir(parents=True, exist_ok=True)
    for i, name in enumerate(GAMES):
        began = time.monotonic()
        table = tables.nth(i)
        table.scroll_into_view_if_needed()
        wrong_move(page, table, "en", name)
        table.screenshot(path=str(SHOTS / f"lesson_{name}.png"))
        if name == "carcassonne_hg":
            set_theme(page, "JupyterLab Dark")
            try:
                table.screenshot(path=str(SHOTS / f"lesson_{name}_dark.png"))
            finally:
                set_theme(page, "JupyterLab Light")
        clicks = walk(page, table)
        assert table.locator(".tk-lesson-done").count() == 1
        report.append(f"{name}: a wrong move, a hint and the lesson walked in {clicks} clicks: "
                      f"{time.monotonic() - began:.1f} s")
    japanese = tables.nth(len(GAMES))
    japanese.scroll_into_view_if_needed()
    wrong_move(page, japanese, "ja", "minikin_city")
    assert "ヒント" in japanese.locator("[data-key=lesson-hint]").inner_text()
    japanese.screenshot(path=str(SHOTS / "lesson_minikin_city_ja.png"))
    japanese.locator("[data-key=lesson-back]").wait_for()
    report.append(f"six lessons and a Japanese first step in {time.monotonic() - started:.0f} s")
    publish_timing("lessons", "\n".join(report), capsys)
