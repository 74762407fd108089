"""Play Luxor in JupyterLab by clicking the hand and the board, as a person would.

Runs the test notebook (Red, human, against the heuristic bot; seed 7), has a middle card refused by Python, then
plays several turns by clicks: an end card, then a glowing adventurer (and a distance or a reward when one is
asked), while the bot answers on its own timer. The kernel's game is read back; each move's click → redraw is timed
beside a bare anywidget counter clicked just before it (test-artifacts/luxor_latency.txt).
"""

from __future__ import annotations

from typing import Any

import pytest

from .fixtures import Steps, Wire, install_timers, publish_timing, theme_shots
from .test_amanite_table import SHOTS, open_and_run
from .test_carcassonne_table import kernel_says, step

pytestmark = pytest.mark.browser

HUMAN_MOVE = ".lx-card.lx-end.tk-legal, .lx-take, .lx-pawn-pick, .lx-board .lx-target"


def shot(locator: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    locator.screenshot(path=str(SHOTS / f"{name}.png"))


def timed_click(page: Any, table: Any, target: Any, redraws: Steps) -> bool:
    """Click; if the target plays an action (it names one), time it beside the counter (Steps.move)."""
    if target.get_attribute("data-action") is None:
        target.click()
        return False
    redraws.move(page, table, target)
    return True


def play_one_turn(page: Any, table: Any, redraws: Steps, shots: list[str]) -> None:
    """Red's turn by clicks: an end card, then a glowing adventurer, then a distance or a reward if asked."""
    board = table.locator(".tk-board")
    board.locator(HUMAN_MOVE).first.wait_for()
    start = step(table)
    while step(table) == start or board.locator(".lx-take").count():
        if board.locator(".lx-take").count():
            timed_click(page, table, board.locator(".lx-take").first, redraws)
            continue
        cards = board.locator(".lx-card.lx-end.tk-legal")
        if cards.count() and not board.locator(".lx-selected").count():
            if timed_click(page, table, cards.first, redraws):
                continue
            assert board.locator(".lx-selected").count() == 1
            assert board.locator(".lx-pawn-pick").count() >= 1  # the adventurers this card can move light up
            if shots:
                shot(table, shots.pop(0))
        pawns = board.locator(".lx-pawn-pick")
        if pawns.count() and timed_click(page, table, pawns.first, redraws):
            continue
        if board.locator(".lx-step").count():
            timed_click(page, table, board.locator(".lx-step").first, redraws)
        elif board.locator(".lx-board .lx-target").count():
            timed_click(page, table, board.locator(".lx-board .lx-target").first, redraws)


def test_play_luxor_by_clicking_cards_and_adventurers(page: Any, lab: Any, notebook_copy: Any, wire: Wire,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    open_and_run(page, lab, notebook_copy("luxor_table.ipynb"))
    install_timers(page)
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

    redraws = Steps(wire)
    shots = ["luxor_03_card_picked_adventurers_lit"]
    for turn in range(1, 13):  # twelve turns: a dozen timed moves and more
        play_one_turn(page, table, redraws, shots)
        assert not table.locator(".tk-error").count()
        if turn == 4:
            shot(table, "luxor_04_after_four_turns")
            assert step(table) >= 8
    played = step(table)

    said = kernel_says(page, "history").split()
    assert int(said[1]) >= played
    assert len(redraws.ms) >= 12 and all(ms > 0 for ms in redraws.ms + redraws.echoed)
    publish_timing("luxor_latency", "\n".join(redraws.report("luxor")), capsys)
    theme_shots(page, table, "luxor")
