"""Play Minikin City in JupyterLab by clicking the table, as a person would.

Runs the test notebook (Ralph the human against three bots, seed 3, Ralph starts), keeps 4 of the 6 cards dealt by
clicking them, plays cards from the hand and drafts from the display for two rounds (placing minikins and taking
bonus tokens by clicks when the rewards ask), looks at the rulebook's final scoring example in a Japanese table,
reads the game back from the kernel, then plays the game out; each move's click → redrawn board is timed beside the
round trip of a bare anywidget counter clicked just before it.
"""

from __future__ import annotations

from typing import Any

import pytest

from .fixtures import Steps, Wire, assert_drawn_afresh, install_timers, publish_timing, theme_shots
from .test_amanite_table import SHOTS, kernel_says, open_and_run

pytestmark = pytest.mark.browser

MY_MOVE = ".tk-board [data-action^='play:'], .tk-board [data-action^='draft:'], " \
          ".tk-board [data-action^='minikin:'], .tk-board [data-action^='bonus:'], .tk-board [data-action^='extra:']"


def shot(table: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    table.screenshot(path=str(SHOTS / f"minikin_{name}.png"))


def next_move(table: Any) -> Any:
    """Once Ralph may act: the first card, token or button lit for him on the board; None once the game is over."""
    table.locator(f"{MY_MOVE}, .tk-result").first.wait_for()
    return None if table.locator(".tk-result").count() else table.locator(MY_MOVE).first


def test_play_minikin_city_by_clicking(page: Any, lab: Any, notebook_copy: Any, wire: Wire,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    open_and_run(page, lab, notebook_copy("minikin_city_table.ipynb"))
    install_timers(page)
    table = page.locator(".tk-root").first  # the game; the notebook's second table is the final scoring example
    redraws = Steps(wire)

    # Keep 4 of 6: the three bots choose by themselves, secretly. Ralph's first four cards start lifted; he swaps
    # the fifth in (the oldest choice drops out), lowers the second (Keep waits for four) and lifts the sixth.
    table.locator(".tk-board .mc-seat .mc-muted", has_text="chosen").nth(2).wait_for()
    assert table.locator(".tk-board .mc-seat .mc-muted", has_text="chosen").count() == 3
    hand = table.locator(".tk-board .mc-hand .mc-card")
    cards = [hand.nth(k).get_attribute("data-card") for k in range(6)]
    lifted = table.locator(".tk-board .mc-hand .mc-card.mc-selected")
    keep = table.locator(".tk-board [data-key='keep']")
    assert lifted.count() == 4 and keep.is_enabled()
    hand.nth(4).click()
    hand.nth(1).click()
    assert lifted.count() == 3 and keep.is_disabled()
    hand.nth(5).click()
    assert lifted.count() == 4
    assert keep.get_attribute("data-action") == "keep:" + ",".join(sorted(cards[2:6]))
    shot(table, "01_keep_four")
    redraws.move(page, table, keep)
    table.locator(".tk-board .mc-hand [data-action^='play:']").first.wait_for()
    assert table.locator(".tk-board .mc-hand .mc-card").count() == 4
    assert table.locator(".tk-board .mc-badge").count() == 4  # where each card would rank so far
    shot(table, "02_play_a_card")

    # Two rounds: whatever Ralph is asked (play, minikins, bonus token, draft) he answers by clicking the board.
    kinds: list[str] = []
    while kinds.count("draft") < 2:
        target = next_move(table)
        kinds.append(target.get_attribute("data-action").split(":")[0])
        if kinds[-1] == "draft" and kinds.count("draft") == 1:
            shot(table, "03_draft")
        redraws.move(page, table, target)
    assert kinds.count("play") == 2 and kinds.count("draft") == 2
    table.locator(".tk-board .mc-hand [data-action^='play:']").first.wait_for()
    assert table.locator(".tk-board .mc-seat[data-seat='0'] .mc-city .mc-card").count() == 2
    shot(table, "04_round_three")

    # The rulebook's final scoring example in the notebook's second table, in Japanese: Jade's 49 VP.
    final = page.locator(".tk-root").nth(1)
    final.scroll_into_view_if_needed()
    assert "ジェイド" in final.locator(".mc-final-table thead").inner_text()
    jade = final.locator(".mc-final-table tr", has_text="合計").locator("td").nth(2)
    assert jade.inner_text() == "49"
    # every face shows an effect, a symbol or a space, or says it has no effect: never a bare number
    bare = final.locator(".mc-card").evaluate_all(
        "cards => cards.filter((c) => !c.querySelector('.mc-symbol, .mc-spaces, .mc-fx, .mc-fx-none')).length")
    assert bare == 0 and final.locator(".mc-card[data-card='21'] .mc-fx-none").first.text_content() == "効果なし"
    shot(final, "05_final_scoring")

    said = kernel_says(page, "round 3")
    assert "phase play" in said and "hand 4" in said
    theme_shots(page, table, "minikin_city")
    assert_drawn_afresh(table)  # the board the clicks patched, mid-game

    # Ralph plays the game out by clicks, each move after a click on the notebook's bare anywidget counter, which
    # times the kernel's round trip then.
    redraws.play(page, table, lambda: next_move(table), 30)
    table.locator(".tk-result").wait_for()
    assert len(redraws.ms) >= 20 and all(ms > 0 for ms in redraws.ms + redraws.echoed)
    publish_timing("latency_minikin_city", "\n".join(redraws.report("minikin_city")), capsys)
