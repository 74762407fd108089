"""Tables bound to one seat, spectators, shared seatings and bots that move once whoever watches."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tablekit
from tablekit.bots import RandomBot
from tablekit.core.errors import IllegalAction
from tablekit.widget.screen import Screen
from tablekit.widget.seating import Seating


def send(table: tablekit.Table, message: Any) -> None:
    table._handle_custom_msg(message, [])  # the path a message from the browser takes


def hands(g: tablekit.Game, seat: int) -> list[str]:
    return list(g.view(seat)["seats"][seat]["hand"])


def shown(table: tablekit.Table) -> str:
    """What the page receives per step (its static data holds every card face, public)."""
    return json.dumps({k: getattr(table, k) for k in ("view", "legal", "log", "extras", "curtain", "error")})


def test_a_bound_table_shows_its_seat_always_and_never_another_seats_hand() -> None:
    g = tablekit.new_game("arigato", players=2, seed=5)
    first, second = tablekit.Table(g, seat=0), tablekit.Table(g, seat=1)
    assert (first.viewer, first.curtain, second.viewer, second.curtain) == (0, "", 1, "")
    assert first.view == g.view(0) and second.view == g.view(1)
    theirs = hands(g, 1)
    assert all(card in shown(first) for card in hands(g, 0))  # the search below finds what is there
    while first.legal[0]["id"] != "confirm":
        send(first, {"type": "act", "id": first.legal[0]["id"], "rev": first.rev})
        assert not any(card in shown(first) for card in theirs)
    assert second.view == g.view(1) and second.legal  # the other pupil plays at the same time
    assert not any(card in shown(second) for card in hands(g, 0))


def test_a_bound_table_refuses_to_play_for_another_seat_and_says_whose_screen_it_is() -> None:
    g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
    mine, theirs = tablekit.Table(g, seat=1), tablekit.Table(g, seat=0)
    assert mine.legal == [] and theirs.legal
    send(mine, {"type": "act", "id": theirs.legal[0]["id"], "rev": mine.rev})
    assert g.history == [] and mine.error == "it is not Blue's turn: waiting for Red"
    send(mine, {"type": "reveal"})
    assert mine.error == "there is no curtain to lift"


def test_a_spectator_sees_the_spectators_view_and_plays_nothing() -> None:
    g = tablekit.new_game("amanite", players=3, seed=5, sides=["A", "A", "A"])
    watcher = tablekit.Table(g, seat="spectator", lang="ja")
    player = tablekit.Table(g, seat=1)
    assert (watcher.viewer, watcher.legal, watcher.view) == (-1, [], g.view(None))
    send(watcher, {"type": "act", "id": player.legal[0]["id"], "rev": watcher.rev})
    assert g.history == [] and watcher.error == "この画面は観戦用です。どの席の手も指せません"
    player.act(player.legal[0]["id"])
    assert watcher.step == 1 and watcher.view == g.view(None)
    send(watcher, {"type": "undo", "rev": watcher.rev})
    assert len(g.history) == 1 and watcher.error
    watcher.undo(force=True)  # the teacher's override, from Python
    assert g.history == []


def test_seat_is_checked() -> None:
    g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
    with pytest.raises(ValueError, match="seat is a seat number 0 to 1, 'spectator', or None"):
        tablekit.Table(g, seat=2)
    with pytest.raises(ValueError, match="seat 1 is played by a bot"):
        tablekit.Table(g, seats=["human", RandomBot(1)], seat=1)


def test_bound_undo_takes_back_only_the_seats_own_moves() -> None:
    g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
    first, second = tablekit.Table(g, seat=0), tablekit.Table(g, seat=1)
    first.act(first.legal[0]["id"])
    with pytest.raises(IllegalAction, match="Blue cannot take back moves past Red's move"):
        second.undo()
    first.undo()
    assert g.history == []


def test_a_seat_handed_to_a_bot_moves_by_itself_on_every_table_sharing_the_seating() -> None:
    g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
    teacher = tablekit.Table(g, seat="spectator")
    pupil = tablekit.Table(g, seats=teacher.seating, seat=0)
    pupil.act(pupil.legal[0]["id"])
    pupil.act("pass")
    assert not teacher.bot_to_move
    teacher.seat_bot(1, RandomBot(1))  # the second pupil has not joined
    assert teacher.seat_kinds == pupil.seat_kinds == ["human", "bot"] and pupil.bot_to_move
    step = pupil.step
    send(pupil, {"type": "bot", "step": step})
    send(teacher, {"type": "bot", "step": step})  # the same request from another screen: the bot moved once
    assert [s for s, _ in g.actions] == [0, 0, 1] and pupil.error == teacher.error == ""


def test_driven_bots_move_once_with_no_screen_at_all() -> None:
    g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
    seating = Seating(g, [RandomBot(0), RandomBot(1)])
    later: list[Any] = []
    seating.drive(lambda delay, callback: later.append((delay, callback)), delay_ms=250)
    for _ in range(6):
        (delay, callback), *rest = later
        later[:] = rest
        callback()
        assert delay == 0.25
    assert len(g.history) == 6 and len(later) == 1  # one move per callback, and the next one waiting
    screens = [Screen(g, seating, seat="spectator") for _ in range(3)]
    asked = [screen.frame["step"] for screen in screens]
    for screen, step in zip(screens, asked):
        screen.handle({"type": "bot", "step": step})  # pages asking at the step they show: one move
    assert len(g.history) == 7
    later.pop(0)[1]()  # the driver's move of the step a page already moved for
    assert len(g.history) == 7
    seating.stop()
    assert all(s.frame["step"] == 7 for s in screens)
