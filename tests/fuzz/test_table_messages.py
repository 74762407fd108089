"""Browser messages: any JSON a page could send to a table — clicks on legal and illegal actions, wrong types,
unknown kinds, stale and foreign steps, trait changes, huge payloads, old messages sent again — is either a move
the screen's person may make, or refused into ``error`` with the table and the game unchanged. And whatever the
table sends back never shows more than the view of the person at the screen: a seat's view only to that human
seat, another human's view only after the hotseat curtain, legal actions only of the seat that may act."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import tablekit
from tablekit.bots import RandomBot
from tablekit.widget.frames import patched
from tablekit.widget.table import FRAMED, HUMAN, Table

from ..contract.playouts import player_counts
from .games import all_views
from .json_values import VALUES
from .profile import fuzz_settings, scale, tally

MESSAGES_PER_TABLE = scale(25, 60)
HUGE: tuple[Any, ...] = ({"type": "act", "id": "x" * 1_000_000}, {"type": "x" * 100_000}, list(range(10_000)),
                         {"type": "replay", "step": 10**100}, {"type": "bot", "step": -(10**30)},
                         {"type": "act", "id": "a:" * 100}, {"type": "act", "nested": [[[[[[[[[[1]]]]]]]]]]})


class Browser:
    """What the page holds: the state the table opened with, updated by every message the table sent."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.state: dict[str, Any] = json.loads(json.dumps(table.get_state()))  # as the wire carries it
        self.seen: int | None = None  # the human seat whose private view the page last showed
        self.curtain_since = False  # the curtain came down since then
        self.errors: list[str] = []
        table.comm.send = self.receive  # type: ignore[method-assign]

    def receive(self, data: Any = None, buffers: Any = None, **_: Any) -> None:
        if data["method"] == "custom":  # a frame of the per-step traits: whole, or a patch of the frame held
            frame = json.loads(json.dumps(data["content"]))
            assert frame["type"] == "frame"
            if frame["base"] < 0:
                sent = frame["state"]
            else:
                assert frame["base"] == self.state["rev"], "a patch of a frame the page does not hold"
                held = {k: self.state[k] for k in FRAMED}
                sent = patched(held, frame["ops"])
        else:
            assert data["method"] == "update"
            sent = data["state"]
        assert set(sent) <= set(self.table.keys), f"the table sent unknown keys {set(sent) - set(self.table.keys)}"
        self.state.update(json.loads(json.dumps(sent)))
        if sent.get("error"):
            self.errors.append(sent["error"])
        self._check_hotseat()

    def _check_hotseat(self) -> None:
        table, state = self.table, self.state
        if state["curtain"]:
            assert state["viewer"] == -1, "the curtain is up but a seat's view is shown"
            self.curtain_since = True
            return
        viewer = state["viewer"]
        if viewer == -1:
            return
        game = table.game
        private = game.info.hidden_information and not game.open and not state["view"].get("over")
        if private and self.seen is not None and viewer != self.seen:
            assert self.curtain_since, f"seat {self.seen}'s screen went to seat {viewer} with no curtain between"
        self.seen, self.curtain_since = viewer, False


def check_sent_views(table: Table, page: Browser) -> None:
    """The page holds exactly what the person at the screen may see now."""
    game, state = table.game, page.state
    viewer = None if state["viewer"] == -1 else state["viewer"]
    assert viewer is None or table.screen.seats[viewer] == HUMAN, f"the page shows bot seat {viewer}'s view"
    shown = game if state["replay_step"] == -1 else game.at_step(state["replay_step"])
    assert state["view"] == shown.view(viewer)
    if state["legal"]:
        assert viewer is not None and viewer in game.to_act and state["replay_step"] == -1
        assert [a["id"] for a in state["legal"]] == [a.id for a in game.legal_actions(viewer)]
    assert state["log"] == [e for h in shown.history for e in h.events_in(table.lang)]
    if game.info.hidden_information and not (game.open or game.is_over):
        assert state["timeline"] == [] and state["result"] == {}
    extras_of = game.info.view_extras
    assert state["extras"] in ({}, extras_of(state["view"]) if extras_of else {})


def snapshot(table: Table) -> tuple[Any, ...]:
    traits = json.dumps({k: v for k, v in table.get_state().items() if k != "error"}, sort_keys=True)
    return traits, table.screen._replay, table.screen._last_seen, table.game.actions, all_views(table.game)


@st.composite
def seating(draw: st.DrawFn, name: str) -> tuple[tablekit.Game, list[Any], str]:
    players = draw(st.sampled_from(player_counts(name)))
    game = tablekit.new_game(name, players=players, seed=draw(st.integers(0, 2**20)),
                             open=draw(st.integers(0, 5)) == 0)
    kinds = draw(st.sampled_from(["hotseat", "one human", "two humans", "bots"]))
    humans = {"hotseat": players, "one human": 1, "two humans": min(2, players), "bots": 0}[kinds]
    first = draw(st.integers(0, players - 1))
    chosen = {(first + i) % players for i in range(humans)}
    return game, [HUMAN if s in chosen else RandomBot(s) for s in range(players)], draw(st.sampled_from(["en", "ja"]))


PLAIN = [{"type": t} for t in ("undo", "reveal", "live", "bot")]
KIND = st.sampled_from(["legal", "legal", "legal", "anyone's", "plain", "plain", "bot step", "replay", "junk field",
                        "junk type", "junk", "huge", "again", "trait", "junk state", "request state"])
JUNK_FIELD = st.builds(lambda t, v: {"type": t, "id": v, "step": v}, st.sampled_from(["act", "bot", "replay"]), VALUES)
JUNK_TYPE = st.builds(lambda t: {"type": t}, VALUES)


def _pick(data: st.DataObject, items: list[Any]) -> Any:
    return items[data.draw(st.integers(0, len(items) - 1))]


def message(data: st.DataObject, table: Table, sent: list[Any]) -> tuple[str, Any]:
    """(comm method, payload) a page could send now: mostly what the table offers, often anything at all."""
    game = table.game
    step = len(game.history)
    kind = data.draw(KIND)
    legal = [a["id"] for a in table.legal]
    anyone = [a.id for s in game.to_act for a in game.legal_actions(s)]
    if kind == "legal" and legal:
        return "custom", {"type": "act", "id": _pick(data, legal)}
    if kind == "anyone's" and anyone:
        return "custom", {"type": "act", "id": _pick(data, anyone)}
    if kind == "bot step":
        return "custom", {"type": "bot", "step": step + data.draw(st.integers(-2, 1))}
    if kind == "replay":
        return "custom", {"type": "replay", "step": data.draw(st.integers(-2, step + 2))}
    if kind == "junk field":
        return "custom", data.draw(JUNK_FIELD)
    if kind == "junk type":
        return "custom", data.draw(JUNK_TYPE)
    if kind == "junk":
        return "custom", data.draw(VALUES)
    if kind == "huge":
        return "custom", _pick(data, list(HUGE))
    if kind == "again" and sent:
        return "custom", _pick(data, sent)
    if kind == "trait":
        return "update", {_pick(data, sorted(table.keys)): data.draw(VALUES)}
    if kind == "junk state":
        return "update", data.draw(VALUES)
    if kind == "request state":
        return "request_state", None
    return "custom", _pick(data, PLAIN)


def deliver(table: Table, method: str, payload: Any) -> None:
    """What ipywidgets does with a comm message, without the handler that logs exceptions away."""
    if method == "custom":
        table._on_msg(table, payload, [])
    elif method == "update":
        table.set_state(payload)
    else:
        table.send_state()


@fuzz_settings(ci=30, deep=250)
@given(data=st.data())
def test_any_browser_message_is_a_legal_move_or_refused_and_nothing_private_is_sent(
    game_name: str, data: st.DataObject
) -> None:
    game, seats, lang = data.draw(seating(game_name))
    table = Table(game, seats=seats, bot_delay_ms=0, lang=lang)
    page = Browser(table)
    check_sent_views(table, page)
    sent: list[Any] = []
    for _ in range(MESSAGES_PER_TABLE):
        method, payload = message(data, table, sent)
        before, errors = snapshot(table), len(page.errors)
        with tally("browser messages") as outcome:
            deliver(table, method, payload)
            if len(page.errors) > errors:
                assert page.errors[-1] and len(page.errors[-1]) < 1000, "a refusal is short and says why"
                assert snapshot(table) == before, f"{method} {payload!r:.100} was refused but changed the table"
                outcome.refused()
            else:
                if isinstance(payload, dict) and payload.get("type") == "act":  # played for the human at the screen
                    seat, action = table.game.actions[len(before[3])]
                    assert (action, seats[seat]) == (payload["id"], HUMAN)
                outcome.loaded()
            check_sent_views(table, page)
        if method == "custom":
            sent.append(payload)
