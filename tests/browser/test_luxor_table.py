"""Play Luxor in JupyterLab by clicking the hand and the board, as a person would.

Runs the test notebook (Red, human, against the heuristic bot; seed 7), has a middle card refused by Python, then
plays several turns by clicks: an end card, then a glowing adventurer (and a distance or a reward when one is
asked), while the bot answers on its own timer. The kernel's game is read back, and click → redraw times are
written to test-artifacts.
"""

from __future__ import annotations

import statistics
from typing import Any

import pytest

from .fixtures import publish_timing, theme_shots
from .test_amanite_table import SHOTS, open_and_run
from .test_carcassonne_table import INSTALL_TIMERS, kernel_says, step, wait_step

pytestmark = pytest.mark.browser

HUMAN_MOVE = ".lx-card.lx-end.tk-legal, .lx-take, .lx-pawn-pick, .lx-board .lx-target"


def shot(locator: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    locator.screenshot(path=str(SHOTS / f"{name}.png"))


def timed_click(page: Any, table: Any, target: Any, timings: list[float]) -> bool:
    """Click; if the target plays an action (it names one), wait for the redraw and record its time."""
    acts = target.get_attribute("data-action") is not None
    before = step(table)
    target.click()
    if not acts:
        return False
    wait_step(page, table, f"s >= {before + 1}")
    timings.append(page.evaluate("() => window.__timing.changedAt - window.__timing.clickAt"))
    return True


def play_one_turn(page: Any, table: Any, timings: list[float], shots: list[str]) -> None:
    """Red's turn by clicks: an end card, then a glowing adventurer, then a distance or a reward if asked."""
    board = table.locator(".tk-board")
    board.locator(HUMAN_MOVE).first.wait_for()
    start = step(table)
    while step(table) == start or board.locator(".lx-take").count():
        if board.locator(".lx-take").count():
            timed_click(page, table, board.locator(".lx-take").first, timings)
            continue
        cards = board.locator(".lx-card.lx-end.tk-legal")
        if cards.count() and not board.locator(".lx-selected").count():
            if timed_click(page, table, cards.first, timings):
                continue
            assert board.locator(".lx-selected").count() == 1
            assert board.locator(".lx-pawn-pick").count() >= 1  # the adventurers this card can move light up
            if shots:
                shot(table, shots.pop(0))
        pawns = board.locator(".lx-pawn-pick")
        if pawns.count() and timed_click(page, table, pawns.first, timings):
            continue
        if board.locator(".lx-step").count():
            timed_click(page, table, board.locator(".lx-step").first, timings)
        elif board.locator(".lx-board .lx-target").count():
            timed_click(page, table, board.locator(".lx-board .lx-target").first, timings)


def test_play_luxor_by_clicking_cards_and_adventurers(page: Any, lab: Any, notebook_copy: Any,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    open_and_run(page, lab, notebook_copy("luxor_table.ipynb"))
    page.evaluate(INSTALL_TIMERS)
    table = page.locator(".tk-root").first
    board = table.locator(".tk-board")
    assert step(table) == 0
    board.locator(".lx-board .lx-space").first.wait_for()
    assert board.locator(".lx-board .lx-space").count() == 40 and board.locator(".lx-statue").count() == 3
    assert board.locator(".lx-card").count() == 5
    # the marks on a space are explained on the board, not only on hover: a legend of all five
    legend = board.locator(".lx-legend li")
    assert legend.count() == 5 and "wall value" in board.locator(".lx-legend").inner_text()
    shot(table, "luxor_01_start")

    # A middle card: the click still goes to Python, which refuses it and names the rule; nothing moves.
    board.locator(".lx-card.lx-middle").nth(1).click()
    error = table.locator(".tk-error")
    error.wait_for()
    assert "only the leftmost or the rightmost card" in error.inner_text()
    assert step(table) == 0
    shot(table, "luxor_02_middle_card_refused")

    timings: list[float] = []
    shots = ["luxor_03_card_picked_adventurers_lit"]
    for _ in range(4):
        play_one_turn(page, table, timings, shots)
        assert not table.locator(".tk-error").count()
    shot(table, "luxor_04_after_four_turns")
    played = step(table)
    assert played >= 8

    said = kernel_says(page, "history").split()
    assert int(said[1]) >= played
    assert len(timings) >= 4 and all(ms > 0 for ms in timings)
    report = (f"luxor click → redrawn board: median {statistics.median(timings):.0f} ms over {len(timings)} clicks "
              f"({', '.join(f'{ms:.0f}' for ms in timings)})")
    publish_timing("luxor_latency", report, capsys)
    assert statistics.median(timings) < 2000
    theme_shots(page, table, "luxor")
