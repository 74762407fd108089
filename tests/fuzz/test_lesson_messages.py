"""Browser messages to a lesson's table: any JSON a page could send (the lesson's hint and back among them, a legal
move the step does not want, junk) is a move of the pupil's, a step of the lesson, or refused with the table and
the game unchanged; and the page still holds only the pupil's view (see test_table_messages)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import tablekit
from tablekit.widget.table import HUMAN, Table

from .games import all_views
from .profile import fuzz_settings, scale
from .test_table_messages import Browser, check_sent_views, deliver_checked, message

MESSAGES_PER_TABLE = scale(20, 60)
LESSON_MESSAGES = [{"type": "hint"}, {"type": "back"}, {"type": "hint", "rev": "x"}, {"type": "back", "rev": [1]}]


def snapshot(table: Table) -> tuple[Any, ...]:
    """What a refusal must leave as it was: the traits (but the frame's number: a message from a screen that was
    behind is answered with the whole frame again, as a new frame), the game and the lesson's step."""
    traits = json.dumps({k: v for k, v in table.get_state().items() if k not in ("error", "rev")}, sort_keys=True)
    return traits, table.screen._replay, table.game.actions, all_views(table.game), table.screen.guide.index


def check_page(table: Table, page: Browser) -> None:
    """The page holds the pupil's view: while bots play a watched step, the pupil's seat too (a bot acts for the
    person at the screen, who still sees only that seat's view and has no moves)."""
    if table.lesson.get("kind") != "watch":
        check_sent_views(table, page)
        return
    state = page.state
    assert state["viewer"] == table.screen.guide.pupil and state["legal"] == []
    assert state["view"] == table.game.view(state["viewer"]) or state["replay_step"] != -1


@fuzz_settings(ci=4, deep=60)
@given(data=st.data())
def test_any_message_to_a_lesson_table_is_a_move_a_lesson_step_or_refused(game_name: str, data: st.DataObject) -> None:
    lesson = tablekit.lesson(game_name)
    table = Table(lesson.steps[0].start.game(game_name), lesson=lesson, bot_delay_ms=0,
                  lang=data.draw(st.sampled_from(["en", "ja"])))
    page = Browser(table)
    check_page(table, page)
    sent: list[Any] = []
    for _ in range(MESSAGES_PER_TABLE):
        wanted = table.lesson.get("expect") or []
        if wanted and data.draw(st.booleans()):  # a pupil who follows the lesson half the time
            method, payload = "custom", {"type": "act", "id": data.draw(st.sampled_from(wanted))}
        elif data.draw(st.integers(0, 3)) == 0:
            method, payload = "custom", dict(data.draw(st.sampled_from(LESSON_MESSAGES)), **(
                {} if data.draw(st.booleans()) else {"rev": table.rev}))
        else:
            method, payload = message(data, table, sent)
        game = table.game

        def accepted(before: tuple[Any, ...], payload: Any = payload, game: Any = game) -> None:
            kind = payload.get("type") if isinstance(payload, dict) else None
            if kind == "act" and table.game is game and len(game.actions) > len(before[2]):
                seat, action = game.actions[len(before[2])]
                assert action == payload["id"] and seat == lesson.pupil
                assert table.screen.seats[seat] == HUMAN or table.lesson.get("kind") == "watch"
            elif kind == "act" and table.lesson.get("why"):  # not played: the panel says why
                assert game.actions == before[2]

        deliver_checked(table, page, method, payload, snapshot, "lesson table messages", accepted)
        check_page(table, page)
        if method == "custom":
            sent.append(payload)
    table.close()
