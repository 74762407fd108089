"""Play Amanite in JupyterLab by clicking the table, as a person would.

Runs the test notebook (three humans at one screen, seed 5: Squirrel starts, then Owl, then Fox), plays by
clicking the board, checks that an illegal click is refused by Python, reads the game back from the kernel, and
times click → redrawn board beside a bare anywidget counter's round trip.
"""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from .fixtures import Steps, Wire, install_timers, publish_timing, theme_shots

pytestmark = pytest.mark.browser
PlaywrightTimeout = pytest.importorskip("playwright.sync_api").TimeoutError

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SHOTS = ARTIFACTS / "screenshots"

def shot(page: Any, name: str, selector: str = ".tk-root") -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(selector).first.screenshot(path=str(SHOTS / f"{name}.png"))


def wait_idle(page: Any) -> None:
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']")


ALL_CELLS_RAN = """() => {
  const prompts = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')];
  return prompts.length > 0 && prompts.every((p) => /\\[\\d+\\]/.test(p.textContent))
    && !!document.querySelector('.tk-root');
}"""


def start_session(lab: Any, notebook: Path) -> None:
    """Start the notebook's kernel through the server's sessions API, as JupyterLab itself would. The page then finds
    the session running and joins it, instead of asking which kernel to start: on a busy machine JupyterLab's "Select
    Kernel" dialog came up (its kernel list not loaded yet) and stayed up after its Select button was clicked."""
    path = notebook.relative_to(lab.root).as_posix()
    body = json.dumps({"path": path, "name": notebook.name, "type": "notebook"}).encode()
    request = urllib.request.Request(f"{lab.url}/api/sessions?token={lab.token}", data=body, method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as response:
        assert json.load(response)["kernel"]["id"]


def answer_kernel_dialogs(page: Any) -> None:
    """Should JupyterLab (or JupyterLite, whose kernel list comes up in the page) ask which kernel to start, take the
    one it proposes, as often as it asks: a click that lands while the dialog is still opening can go unheard."""
    page.add_locator_handler(page.locator(".jp-Dialog").filter(has_text="Select Kernel"),
                             lambda dialog: dialog.locator(".jp-mod-accept").click(), no_wait_after=True)


def open_and_run(page: Any, lab: Any, notebook: Path) -> None:
    """Start the notebook's kernel, open the notebook, then Run > Run All Cells until every cell has run.

    Run All is retried: JupyterLab occasionally replaces the kernel it first started, dropping queued cells.
    """
    start_session(lab, notebook)
    answer_kernel_dialogs(page)
    page.goto(lab.notebook_url(notebook))
    page.click(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")  # fold the file browser: room for the table
    for attempt in range(3):
        wait_idle(page)
        page.wait_for_timeout(1000)  # let a kernel that has just started settle
        wait_idle(page)
        page.click("#jp-MainMenu .lm-MenuBar-item:has-text('Run')")
        page.click(".lm-Menu-itemLabel:text-is('Run All Cells')")
        try:
            page.wait_for_function(ALL_CELLS_RAN, timeout=45_000)
            break
        except PlaywrightTimeout:
            if attempt == 2:
                raise
    wait_idle(page)


def step(page: Any) -> int:
    return int(page.get_attribute(".tk-root", "data-step"))


def reveal(page: Any, seat: str) -> None:
    curtain = page.locator(".tk-curtain [data-key=reveal]")
    curtain.wait_for()
    assert f"Pass to {seat}" in curtain.inner_text()
    curtain.click()
    page.wait_for_selector(".tk-curtain", state="detached")
    assert seat in page.locator(".tk-header .tk-pill").first.inner_text()


def click_board(page: Any, selector: str, steps: Steps) -> None:
    steps.move(page, page.locator(".tk-root").first, page.locator(f".tk-board {selector}"))


def split_first_token_off(page: Any, tile: int, steps: Steps) -> None:
    page.click(f".tk-board [data-split='{tile}']")
    editor = page.locator(".am-split-editor")
    editor.locator(".am-pile-edit").first.locator(".am-token-button").first.click()
    assert editor.locator(".am-pile-edit").nth(1).locator(".am-token-button").count() == 1
    steps.move(page, page.locator(".tk-root").first, editor.locator("[data-key='split-confirm']"))


def play_on(page: Any, steps: Steps, moves: int) -> None:
    """Play ``moves`` more timed moves by clicking what is lit, passing the screen whenever the curtain asks: a space
    or a pile, a tile split by moving its first token down, two tokens taken from a tile without piles, a token fed
    back or a notebook colour."""
    table = page.locator(".tk-root").first
    board, curtain = table.locator(".tk-board"), table.locator(".tk-curtain [data-key=reveal]")
    lit = board.locator(".tk-legal[data-action], .am-space-split.tk-legal, .am-take")
    for _ in range(moves):
        curtain.or_(lit).first.wait_for()
        if curtain.count():
            curtain.click()
            table.locator(".tk-curtain").wait_for(state="detached")
            lit.first.wait_for()
        split, take = board.locator(".am-space-split.tk-legal"), board.locator(".am-take")
        if split.count():
            split_first_token_off(page, int(split.first.get_attribute("data-split")), steps)
        elif take.count():
            take.locator("[data-key='take-token:0']").click()
            take.locator("[data-key='take-token:1']").click()
            steps.move(page, table, take.locator("[data-key='take-confirm']"))
        else:
            steps.move(page, table, lit.first)


def kernel_says(page: Any, expected: str) -> str:
    """Re-run the notebook's last cell, which prints the game's length from the kernel, and return its output."""
    cell = page.locator(".jp-Notebook .jp-CodeCell").last
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Control+Enter")
    output = cell.locator(".jp-OutputArea-output")
    output.filter(has_text=expected).wait_for()
    return output.inner_text()


def test_play_amanite_by_clicking(page: Any, lab: Any, notebook_copy: Any, wire: Wire,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    open_and_run(page, lab, notebook_copy("amanite_table.ipynb"))
    install_timers(page)
    assert step(page) == 0
    shot(page, "01_curtain")
    redraws = Steps(wire)

    # Squirrel places on tile 1, then takes it back from the curtain: the screen stays hidden for Squirrel.
    reveal(page, "Squirrel")
    shot(page, "02_squirrel_view")
    click_board(page, "[data-action='place:0']", redraws)
    page.click(".tk-curtain [data-key='undo-curtain']")
    page.wait_for_function("document.querySelector('.tk-root').dataset.step === '0'")

    # Meeple placement: Squirrel, Owl and Fox each take a "1" space.
    reveal(page, "Squirrel")
    click_board(page, "[data-action='place:0']", redraws)
    reveal(page, "Owl")
    click_board(page, "[data-action='place:1']", redraws)
    reveal(page, "Fox")
    click_board(page, "[data-action='place:2']", redraws)
    assert step(page) == 3

    # Squirrel clicks the "1" space it already stands on: Python refuses, the game does not move.
    reveal(page, "Squirrel")
    page.click(".tk-board [data-action='place:0']")
    error = page.locator(".tk-error")
    error.wait_for()
    assert "never put your second meeple on a forest tile that holds your first" in error.inner_text()
    assert step(page) == 3
    shot(page, "03_illegal_click_refused")

    # The board is keyboard-reachable: real buttons, played with Enter.
    page.focus(".tk-board [data-action='place:3']")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('.tk-root').dataset.step === '4'")
    assert not page.locator(".tk-error").count()
    cells = page.locator(".jp-Notebook .jp-Cell").count()
    page.keyboard.press("d")  # "D D" would delete the cell in JupyterLab's command mode: the table keeps its keys
    page.keyboard.press("d")
    assert page.locator(".jp-Notebook .jp-Cell").count() == cells
    # focus moved to the curtain, so Enter passes the screen on
    assert page.evaluate("document.activeElement.dataset.key") == "reveal"

    # Owl and Fox split tiles by clicking tokens between the piles, then Confirm.
    reveal(page, "Owl")
    page.click(".tk-board [data-split='0']")
    # every token still in one pile: Confirm does not look ready, and a click on it is refused by Python...
    confirm = page.locator(".am-split-editor [data-key='split-confirm']")
    looks = confirm.get_attribute("class")
    assert "tk-button-primary" not in looks and "am-not-ready" in looks
    before = step(page)
    confirm.click()
    page.locator(".tk-error").wait_for()
    assert step(page) == before
    shot(page, "04a_illegal_split_refused")
    # ...until a token moves down: the split is legal, Confirm is the primary button, and the refusal is gone
    page.locator(".am-split-editor .am-pile-edit").first.locator(".am-token-button").nth(1).click()
    assert "tk-button-primary" in confirm.get_attribute("class")
    page.locator(".tk-error").wait_for(state="detached")
    shot(page, "04_split_mode")
    page.click(".am-split-editor [data-key='split-cancel']")
    split_first_token_off(page, 0, redraws)
    reveal(page, "Fox")
    split_first_token_off(page, 1, redraws)

    # Collection: Squirrel, on the "1" space of tile 1 that Owl split, takes the lower pile.
    reveal(page, "Squirrel")
    assert page.locator(".tk-board .am-pile.tk-legal").count() == 2
    click_board(page, "[data-action='pile:0:1']", redraws)
    assert step(page) == 7
    assert "history 7" in kernel_says(page, "history 7")

    # Squirrel takes the pile back before passing the screen (their own last move): it stays hidden, for Squirrel.
    page.click(".tk-curtain [data-key='undo-curtain']")
    page.wait_for_function("document.querySelector('.tk-root').dataset.step === '6'")
    reveal(page, "Squirrel")
    click_board(page, "[data-action='pile:0:1']", redraws)
    reveal(page, "Owl")
    shot(page, "05_owl_collects")

    # Owl's Undo cannot take back Squirrel's pile (fair undo, issue 21): refused with the reason, nothing changed.
    page.click(".tk-controls [data-key='undo']")
    page.locator(".tk-error").filter(has_text="Owl cannot take back moves past Squirrel's move").wait_for()
    assert step(page) == 7

    # Replay: step 2 as Owl saw it; acting waits; back to live.
    page.locator(".tk-replay input").fill("2")
    page.locator(".tk-pill-replay").filter(has_text="step 2 of 7").wait_for()
    page.click(".tk-board [data-action='place:3']")
    page.locator(".tk-error").filter(has_text="replay").wait_for()
    shot(page, "06_replay")
    page.click("[data-key='live']")
    page.wait_for_selector(".tk-pill-replay", state="detached")
    assert step(page) == 7

    assert len(redraws.ms) == 8
    assert "history 7" in kernel_says(page, "history 7")
    theme_shots(page, page.locator(".tk-root").first, "amanite")

    # The game goes on, each move timed beside the counter: 24 pairs in all.
    play_on(page, redraws, 16)
    assert len(redraws.ms) == 24 and all(ms > 0 for ms in redraws.ms + redraws.echoed)
    publish_timing("latency", "\n".join(redraws.report("amanite")), capsys)
    played = f"history {step(page)} "
    assert played in kernel_says(page, played)


def test_bots_move_by_themselves_after_a_short_delay(page: Any, lab: Any, notebook_copy: Any) -> None:
    open_and_run(page, lab, notebook_copy("amanite_bots.ipynb"))
    # Squirrel and Owl (bots) place first, each after the 150 ms delay; then Fox, the human, has moves.
    page.wait_for_function("document.querySelector('.tk-root').dataset.step === '2'")
    page.locator(".tk-actions button").first.wait_for()
    assert page.locator(".tk-header .tk-pill").first.inner_text().startswith("Fox to act")
    assert page.locator(".tk-curtain").count() == 0  # one human: no curtain
    page.click(".tk-board [data-action='place:2']")
    page.wait_for_function("document.querySelector('.tk-root').dataset.step === '5'")
    page.locator(".tk-actions button").first.wait_for()
    log = page.locator(".tk-log li").all_inner_texts()
    assert len(log) == 5 and log[2] == 'Fox puts a meeple on the "1" space of forest tile 3.'
    shot(page, "07_against_bots")
