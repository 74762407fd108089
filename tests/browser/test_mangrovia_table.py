"""Play Mangrovia in JupyterLab by clicking the table, as a person would.

Runs the test notebook (Red human, Blue and Yellow bots): places Red's bowls by clicking archipelago sites while the
bots reply, then in the rulebook's "3 and 4 make 7" position clicks a space Red cannot pay for (Python refuses and
the game does not move), clicks the lit C4 and the payment 3 + 4 = 7, plays on by clicking what is lit, and reads
the game back from the kernel; a deck is drawn from with the keyboard, and the board the clicks patched is
checked against one drawn afresh. Screenshots go to test-artifacts/screenshots/; click → redraw and click → next frame
times are printed beside those of a bare anywidget counter clicked before each timed move
(test-artifacts/mangrovia_latency.txt).
"""

from __future__ import annotations

from typing import Any

import pytest

from .fixtures import ARTIFACTS, Steps, Wire, assert_drawn_afresh, install_timers, publish_timing, theme_shots
from .test_amanite_table import kernel_says, open_and_run

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "screenshots"


def step(table: Any) -> int:
    return int(table.get_attribute("data-step"))


def wait_step(page: Any, table: Any, at_least: int) -> None:
    page.wait_for_function("([el, n]) => Number(el.dataset.step) >= n", arg=[table.element_handle(), at_least])


def next_move(table: Any) -> Any:
    """Once Red may act on ``table``: what Red clicks for a move. A lit space is clicked first (it opens its
    payments) and its first payment is the move; otherwise the first lit card, site or button. None: the game is
    over."""
    table.locator(".tk-board .mg-buildable, .tk-board .tk-legal[data-action], .tk-result").first.wait_for()
    if table.locator(".tk-result").count():
        return None
    space = table.locator(".tk-board .mg-buildable")
    if space.count():
        space.first.click()
        return table.locator(".tk-board .mg-pay [data-action]").first
    return table.locator(".tk-board .tk-legal[data-action]").first


def shot(table: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    table.screenshot(path=str(SHOTS / f"mangrovia_{name}.png"))


def test_play_mangrovia_by_clicking(page: Any, lab: Any, notebook_copy: Any, wire: Wire,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    open_and_run(page, lab, notebook_copy("mangrovia_table.ipynb"))
    install_timers(page)  # it times a click on either table
    bowls, build = page.locator(".tk-root").nth(0), page.locator(".tk-root").nth(1)
    redraws = Steps(wire)
    bowls.scroll_into_view_if_needed()
    shot(bowls, "01_bowls_start")

    # Red is the start player: site 1 (actions 1 and 12) is not lit for Red's first bowl, and clicking it is refused.
    assert bowls.locator(".tk-board [data-site='1'].tk-legal").count() == 0
    assert bowls.locator(".tk-board .mg-site.tk-legal").count() == 5
    bowls.locator(".tk-board [data-site='1']").click()
    error = bowls.locator(".tk-error")
    error.wait_for()
    assert "start player's first bowl may not go on action 12" in error.inner_text()
    assert step(bowls) == 0

    # Red places a bowl on site 2; the two bots answer (Yellow takes site 1), and that site is closed to Red.
    redraws.move(page, bowls, bowls.locator(".tk-board [data-action='bowl:2']"))
    wait_step(page, bowls, 3)
    bowls.locator(".tk-board .mg-site.tk-legal").first.wait_for()
    assert bowls.locator(".tk-board .mg-bowl").count() == 3
    bowls.locator(".tk-board [data-site='1']").focus()  # the sites are keyboard buttons too
    page.keyboard.press("Enter")
    page.wait_for_function("el => el.querySelector('.tk-error')?.textContent.includes('closed to everyone')",
                           arg=bowls.element_handle())
    assert step(bowls) == 3
    # the refusal's redraw leaves the site focused, its keyboard focus ring on
    assert page.evaluate("() => document.activeElement?.dataset.site === '1'"
                         " && document.activeElement.matches(':focus-visible')")
    redraws.move(page, bowls, bowls.locator(".tk-board [data-action='bowl:3']"))
    bowls.locator(".tk-board .mg-bowl").nth(5).wait_for()  # Blue's bowl, and Yellow's last on the last free site
    shot(bowls, "02_bowls_placed")

    # The "3 and 4 make 7" position: Red is at action 11 with the start cards 3 and 4 and a reed card.
    build.scroll_into_view_if_needed()
    assert build.locator(".tk-board .mg-buildable").count() == 5
    shot(build, "03_build_lit_spaces")
    before = step(build)
    build.locator(".tk-board [data-space='D1']").click()  # reed, but it costs 12: not lit, and refused
    refused = build.locator(".tk-error")
    refused.wait_for()
    assert "D1 costs exactly 12 in valuable cards, and none of yours add up to 12" in refused.inner_text()
    assert step(build) == before
    shot(build, "04_unpayable_refused")

    build.locator(".tk-board [data-space='C4']").click()
    pay = build.locator(".tk-board .mg-pay [data-action='build:C4:3+4']")
    pay.wait_for()
    assert "3 + 4 = 7" in pay.inner_text()
    shot(build, "05_payment_choice")
    redraws.move(page, build, pay)
    build.locator(".tk-board [data-space='C4'] .mg-hut").wait_for()
    assert not build.locator(".tk-error").count()

    # Red draws the card of action 11 from a deck with the keyboard. The deck is then closed (disabled, which drops
    # its focus): the focus stays in the table, not on the page, where keys are JupyterLab's shortcuts.
    before = step(build)
    build.locator(".tk-board .mg-deck.tk-legal").first.focus()
    page.keyboard.press("Enter")
    wait_step(page, build, before + 1)
    page.wait_for_function("el => el.contains(document.activeElement)", arg=build.element_handle())
    assert build.locator(".tk-board .mg-deck.tk-legal").count() == 0
    # then the overlay of path majorities is shown
    build.locator("[data-key='overlay']").check()
    build.locator(".tk-board .mg-majority").first.wait_for()
    shot(build, "06_majorities_overlay")
    build.locator(".tk-board .mg-god[data-path='colC']").hover()  # a god lights up its path
    assert build.locator(".tk-board .mg-island").get_attribute("data-path") == "colC"
    shot(build, "07_column_c_path")

    # Red plays on in the bowls table by clicking what is lit (bowls, cards, birds, spaces and their payments),
    # each move after a click on the notebook's bare anywidget counter, which times the kernel's round trip then.
    redraws.play(page, bowls, lambda: next_move(bowls), 21)
    assert len(redraws.ms) >= 24 and all(ms > 0 for ms in redraws.ms + redraws.echoed)
    publish_timing("mangrovia_latency", "\n".join(redraws.report("mangrovia")), capsys)
    assert_drawn_afresh(bowls)  # the board the clicks patched
    said = kernel_says(page, "build").split()
    # the kernel's games: Red's 2 bowls and at least the bots' 2 replies; Red's hut on C4 after 2 steps
    assert int(said[1]) >= 4 and said[-3:] == [str(step(build)), "[0,", "1]"], said
    build.locator("[data-key='overlay']").uncheck()  # the unchecked box must look unchecked in the dark theme too
    theme_shots(page, build, "mangrovia")
