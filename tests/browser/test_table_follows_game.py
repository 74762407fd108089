"""A table always shows its game as it is: changes made by another table or from Python reach every table on the
game, and a click made on a screen that was behind the game is never played on a position it did not show.
Without a browser: messages are fed to the widgets as the front-end would send them."""

from __future__ import annotations

import asyncio
import gc
import weakref

import pytest

import tablekit
import tablekit.widget.table as table_module
from tablekit.bots import RandomBot

from .fixtures import run_in_own_loop
from .test_table_messages import amanite, send


def carcassonne() -> tablekit.Game:
    return tablekit.new_game("carcassonne_hg", players=2, seed=1)


def test_two_tables_on_one_game_both_show_every_move() -> None:
    g = carcassonne()
    first, second = tablekit.Table(g), tablekit.Table(g)
    send(first, {"type": "act", "id": first.legal[0]["id"], "rev": first.rev})
    assert len(g.history) == 1
    for table in (first, second):
        assert (table.step, table.view, table.error) == (1, g.view(0), "")
        assert [a["id"] for a in table.legal] == [a.id for a in g.legal_actions(0)]
    send(second, {"type": "act", "id": "pass", "rev": second.rev})
    assert first.step == second.step == 2 and first.view == second.view == g.view(1)


def test_game_play_and_undo_from_python_redraw_the_table() -> None:
    g = carcassonne()
    t = tablekit.Table(g, seats=["human", RandomBot(1)])
    g.play(0, g.legal_actions(0)[0].id)
    assert t.step == 1 and t.view == g.view(0) and t.log == list(g.history[0].events)
    g.play(0, "pass")
    assert t.bot_to_move and t.legal == []
    g.undo(2)
    assert t.step == 0 and t.view == g.view(0) and t.log == [] and t.timeline == [[0.0], [0.0]]


def test_a_click_on_a_screen_behind_the_game_is_not_played_and_the_screen_catches_up() -> None:
    g = carcassonne()
    t = tablekit.Table(g)
    shown = t.rev
    stale = t.legal[0]["id"]
    g.play(0, stale)  # from a cell: the screen showed the position before it
    g.play(0, "pass")
    send(t, {"type": "act", "id": stale, "rev": shown})
    assert len(g.history) == 2  # nothing was played on a position the screen did not show
    assert "the game had moved on since this screen was drawn" in t.error and "step 2" in t.error
    assert t.step == 2 and t.view == g.view(1)
    send(t, {"type": "act", "id": t.legal[0]["id"], "rev": t.rev})  # a click on the screen as it is now plays
    assert len(g.history) == 3 and t.error == ""


def test_a_stale_undo_is_not_taken_either() -> None:
    g = carcassonne()
    t = tablekit.Table(g)
    t.act(t.legal[0]["id"])
    shown = t.rev
    g.undo()
    send(t, {"type": "undo", "rev": shown})
    assert len(g.history) == 0 and "moved on" in t.error


def test_in_a_kernel_the_table_catches_up_once_after_the_cell(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_module, "_kernel_loop", asyncio.get_running_loop)  # as in an IPython kernel
    g = amanite(sides=["A", "A", "A"])
    t = tablekit.Table(g, seats=["human", RandomBot(1), RandomBot(2)])
    t.run_bots()
    frames = []
    t.observe(lambda change: frames.append(change["new"]), "rev")

    async def cell() -> None:  # what a notebook cell does: play on, synchronously, inside the kernel's loop
        for _ in range(6):
            seat = g.to_act[0]
            g.play(seat, g.legal_actions(seat)[0])
        assert t.step == 2  # not redrawn at every step of the cell
        await asyncio.sleep(0)  # the cell is done: the loop runs what was scheduled

    run_in_own_loop(cell())
    assert t.step == 8 and len(frames) == 1
    assert t.view == g.view(t.viewer) and t.viewer == 0  # still only its viewer's view


def test_a_replay_shows_the_game_as_it_is_when_the_game_is_taken_back_past_it() -> None:
    g = carcassonne()
    t = tablekit.Table(g)
    for _ in range(4):
        t.act(t.legal[0]["id"])
    t.show_step(3)
    g.undo(2)
    assert t.replay_step == -1 and t.step == 2 and t.viewer == g.to_act[0] and t.view == g.view(t.viewer)


def test_the_hotseat_curtain_still_hides_a_view_after_a_change_from_python() -> None:
    g = amanite(sides=["A", "A", "A"])
    t = tablekit.Table(g)
    send(t, {"type": "reveal"})
    assert t.viewer == 1
    g.play(1, "place:0")  # Squirrel's move, made in a cell: Owl is next, behind the curtain
    assert t.curtain.startswith("Pass to Owl") and t.viewer == -1 and t.view == g.view(None)


def test_a_closed_table_stops_following_and_tables_can_be_collected() -> None:
    g = carcassonne()
    t = tablekit.Table(g)
    t.close()
    g.play(0, g.legal_actions(0)[0].id)
    assert t.step == 0
    alive = weakref.ref(t)
    del t
    gc.collect()
    assert alive() is None
    g.play(0, "pass")
    assert g._observers == []


def test_a_table_catches_up_at_once_under_an_event_loop_that_is_not_a_kernels() -> None:
    """Playwright's sync API (and other libraries) run an asyncio loop of their own: a table must not leave its
    catching up on a loop that nobody will run for it."""

    async def inside_a_foreign_loop() -> int:
        g = carcassonne()
        t = tablekit.Table(g)
        g.play(0, g.legal_actions(0)[0].id)
        return t.step

    assert run_in_own_loop(inside_a_foreign_loop()) == 1
