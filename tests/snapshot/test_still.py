"""A table is shown as two outputs, the widget and then its still picture (for pages that run no widgets); the
picture follows the table after each cell that changed it, and the table's own CSS hides it beside a drawn table."""

from __future__ import annotations

import pytest
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output

import tablekit
from tablekit.bots import RandomBot
from tablekit.snapshots.still import HIDE_BESIDE_LIVE_TABLE, STILL

WIDGET = "application/vnd.jupyter.widget-view+json"


@pytest.fixture
def shell() -> InteractiveShell:
    return InteractiveShell.instance()


def luxor_table(shell: InteractiveShell) -> tuple[tablekit.Game, tablekit.Table]:
    """A Luxor table (Red human, Blue a bot) known to the shell as ``table``."""
    game = tablekit.new_game("luxor", players=2, seed=1)
    table = tablekit.Table(game, seats=["human", RandomBot(1)])
    shell.user_ns["table"] = table
    return game, table


def test_a_table_is_shown_as_its_widget_then_its_picture(shell: InteractiveShell) -> None:
    game, table = luxor_table(shell)
    with capture_output() as shown:
        shell.run_cell("table")
    widget, picture = shown.outputs
    assert sorted(widget.data) == [WIDGET, "text/plain"] and widget.data["text/plain"] == "Luxor table (Red, Blue)"
    assert sorted(picture.data) == ["text/html", "text/plain"] and not picture.update
    html = picture.data["text/html"]
    assert f'class="tablekit-snapshot {STILL}"' in html and str(tablekit.snapshot(game, 0)) in html
    assert picture.transient["display_id"] == f"tablekit-still-{table.model_id}"
    assert HIDE_BESIDE_LIVE_TABLE in table._css and f":has(.{STILL})" in HIDE_BESIDE_LIVE_TABLE
    table.close()


def test_the_picture_follows_its_table_after_each_cell_that_changed_it(shell: InteractiveShell) -> None:
    game, table = luxor_table(shell)
    with capture_output() as shown:
        shell.run_cell("display(table)")
        shell.run_cell("table.act(table.legal[0]['id'])")
        shell.run_cell("1 + 1")  # nothing changed: no new picture
    updates = [o for o in shown.outputs if o.update]
    assert len(updates) == 1 and updates[0].transient == shown.outputs[1].transient
    assert game.history and str(tablekit.snapshot(game, 0)) in updates[0].data["text/html"]
    table.close()
    with capture_output() as after:
        shell.run_cell("table.game.undo()")
    assert not after.outputs  # a closed table's picture stays as it was


class Later:
    """A kernel's loop as a table sees it: what is scheduled runs after the cell, here not at all."""

    def __init__(self) -> None:
        self.waiting: list[object] = []

    def call_soon(self, callback: object) -> None:
        self.waiting.append(callback)


def test_a_cell_that_plays_on_the_game_itself_updates_the_picture_at_its_end(
        shell: InteractiveShell, monkeypatch: pytest.MonkeyPatch) -> None:
    """In a kernel a table catches up with a change made in a cell after the cell; its picture must not wait."""
    loop = Later()
    monkeypatch.setattr("tablekit.widget.table._kernel_loop", lambda: loop)
    game = tablekit.new_game("minikin_city", players=2, seed=2)
    table = tablekit.Table(game, seats=["human", "human"])
    shell.user_ns.update(table=table, game=game)
    with capture_output() as shown:
        shell.run_cell("display(table)")
        shell.run_cell("game.play(game.to_act[0], game.legal_actions(game.to_act[0])[0].id)")
    updates = [o for o in shown.outputs if o.update]
    assert loop.waiting and len(updates) == 1 and f"step {len(game.history)} ·" in updates[0].data["text/html"]
    table.close()
