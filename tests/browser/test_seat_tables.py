"""Two pupils' tables on one Arigato game, each bound to its seat (issue 21), clicked as a pupil would: each shows
its own seat with no curtain, neither page ever holds the other's hand, the second follows the first's moves, and
the second pupil's Undo cannot take back the first pupil's confirmed secret choice (the refusal in Japanese); a
spectator's table beside them offers no Undo (nor any move)."""

from __future__ import annotations

from typing import Any

import pytest

from .fixtures import ARTIFACTS, INSTALL_TIMERS, theme_shots, write_notebook
from .test_amanite_table import open_and_run
from .test_arigato_table import assign_by_clicks, click_and_wait, hand
from .test_carcassonne_table import shot

pytestmark = pytest.mark.browser

CELLS = [
    "import tablekit\ng = tablekit.new_game('arigato', players=2, seed=5)\nfirst = tablekit.Table(g, seat=0)\nfirst",
    "second = tablekit.Table(g, seat=1, lang='ja')\nsecond",
    "watched = tablekit.new_game('amanite', players=2, seed=5, sides=['A', 'A'])\n"  # a first move a spectator sees
    "watched.play(watched.to_act[0], watched.legal_ids(watched.to_act[0])[0])\n"
    "tablekit.Table(watched, seat='spectator')",
]


def test_two_seat_bound_tables_each_show_only_their_seat(page: Any, lab: Any) -> None:
    open_and_run(page, lab, write_notebook(ARTIFACTS / "lab" / "seat_tables.ipynb", CELLS))
    page.evaluate(INSTALL_TIMERS)
    first, second = page.locator(".tk-root").nth(0), page.locator(".tk-root").nth(1)
    for table in (first, second):
        table.locator(".ag-hand .ag-card").first.wait_for()
        assert table.locator(".tk-curtain").count() == 0
    theirs = hand(second)
    assert theirs and not set(theirs) & set(hand(first))
    theme_shots(page, second, "seat_bound_ja_before")
    cards = assign_by_clicks(first, lambda target: click_and_wait(page, first, target))
    assert not any(card in first.inner_html() for card in theirs)
    second.scroll_into_view_if_needed()  # a table scrolled out of view may be drawn again (the notebook's windowing)
    page.wait_for_function("(el) => el.querySelector('.tk-log')?.innerText.includes('プレイヤー1')",
                           arg=second.element_handle())  # the second pupil's table followed, in Japanese
    assert not any(card in second.inner_html() for card in cards)
    assert hand(second) == theirs
    theme_shots(page, first, "seat_bound_en_confirmed")
    shot(second, "seat_bound_ja_waiting")
    second.locator("[data-key=undo]").click()
    second.locator(".tk-error").filter(has_text="前には戻れません").wait_for()
    assert "assigned" in first.locator(".tk-log").inner_text()  # Player 1's confirmation stands
    shot(second, "seat_bound_ja_undo_refused")
    watcher = page.locator(".tk-root").nth(2)  # a spectator's table: no control that acts
    assert watcher.get_attribute("data-step") == "1" and first.locator("[data-key=undo]").is_enabled()
    assert watcher.locator("[data-key=undo]").is_disabled()
    assert watcher.locator(".tk-actions button").count() == 0
    steps = watcher.get_attribute("data-step")
    watcher.locator("[data-key=undo]").click(force=True)
    page.wait_for_timeout(500)
    assert watcher.get_attribute("data-step") == steps and watcher.locator(".tk-error").count() == 0
    theme_shots(page, watcher, "seat_spectator_no_undo")
