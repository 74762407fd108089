"""State.say_once: an event made once per its maker and arguments, never in a quiet state, in a bounded memo."""

from __future__ import annotations

from typing import Any

import pytest

import tablekit
from tablekit.core import state as core_state
from tablekit.core.text import T

made: list[tuple[int, int]] = []


def took(_state: Any, seat: int, value: int) -> T:
    made.append((seat, value))
    return T("core.ui.undo", seat=seat, value=value)


@pytest.fixture()
def memo(monkeypatch: pytest.MonkeyPatch) -> dict[Any, Any]:
    """A fresh memo for the states of these tests."""
    fresh: dict[Any, Any] = {}
    monkeypatch.setattr(type(tablekit.new_game("luxor", players=2, seed=1).state), "event_memo", lambda self: fresh)
    made.clear()
    return fresh


def loud_state() -> core_state.State:
    state = tablekit.new_game("luxor", players=2, seed=1).state
    state._events = []  # type: ignore[attr-defined]
    return state


def test_an_event_is_made_once_per_arguments_and_told_every_time(memo: dict[Any, Any]) -> None:
    state = loud_state()
    state.say_once(took, 0, 5)
    state.say_once(took, 0, 5)
    state.say_once(took, 1, 5)
    assert made == [(0, 5), (1, 5)] and len(memo) == 2
    assert state._events[0] is state._events[1] and state._events[2] != state._events[0]  # type: ignore[attr-defined]


def test_a_quiet_state_makes_and_tells_nothing(memo: dict[Any, Any]) -> None:
    state = loud_state()
    state.quiet = True
    state.say_once(took, 2, 7)
    assert made == [] and state._events == []  # type: ignore[attr-defined]


def test_a_full_memo_is_emptied_before_it_grows(memo: dict[Any, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    state = loud_state()
    monkeypatch.setattr(core_state, "MOST_TOLD", 3)
    for value in range(5):
        state.say_once(took, 0, value)
    assert len(memo) <= 3 and len(state._events) == 5  # type: ignore[attr-defined]
