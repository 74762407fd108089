"""The table's message protocol and privacy, without a browser: messages are fed to the widget as the front-end
would send them, and the synced traits are read back as the front-end would receive them."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tablekit
from tablekit.bots import RandomBot

SYNCED = [
    "game_name", "title", "names", "seat_kinds", "view", "legal", "log", "viewer", "to_act", "curtain", "error",
    "step", "replay_step", "timeline", "result", "extras", "bot_to_move", "bot_delay_ms",
]


def amanite(**options: Any) -> tablekit.Game:
    return tablekit.new_game("amanite", players=3, seed=5, **options)


def send(table: tablekit.Table, message: Any) -> None:
    table._handle_custom_msg(message, [])  # the path a message from the browser takes


def sent(table: tablekit.Table) -> dict[str, Any]:
    """Everything the browser receives (besides the module text)."""
    return json.loads(json.dumps(table.get_state(SYNCED)))


def test_seats_are_checked_with_the_choices_listed() -> None:
    g = amanite()
    with pytest.raises(ValueError, match="seats must list 3 entries.*'human' or a tablekit.bots.Bot"):
        tablekit.Table(g, seats=["human", "human"])
    with pytest.raises(ValueError, match="seat 1 is 'robot'; choices: each 'human' or a tablekit.bots.Bot"):
        tablekit.Table(g, seats=["human", "robot", "human"])
    with pytest.raises(ValueError, match="names must be a list of 3 strings"):
        tablekit.Table(g, names=["a", "b"])
    assert tablekit.Table(g).seat_kinds == ["human", "human", "human"]


def test_hotseat_curtain_shows_the_spectator_view_until_revealed() -> None:
    g = amanite(sides=["A", "A", "A"])
    t = tablekit.Table(g)
    assert t.curtain == "Pass to Squirrel — click to reveal"
    assert (t.viewer, t.legal, t.extras) == (-1, [], {})
    assert t.view == g.view(None)
    send(t, {"type": "act", "id": "place:0"})
    assert "pass it to Squirrel" in t.error and len(g.history) == 0
    send(t, {"type": "reveal"})
    assert (t.curtain, t.viewer, t.error) == ("", 1, "")
    assert t.view == g.view(1)
    assert [a["id"] for a in t.legal] == [a.id for a in g.legal_actions(1)]
    assert set(t.extras) == {"knowledge"}
    send(t, {"type": "act", "id": "place:0"})
    assert len(g.history) == 1 and t.curtain == "Pass to Owl — click to reveal" and t.view == g.view(None)


def test_only_the_viewers_own_information_is_sent() -> None:
    g = amanite(sides=["A", "A", "A"])
    t = tablekit.Table(g, seats=["human", RandomBot(1), RandomBot(2)])
    t.run_bots()
    state = sent(t)
    assert state["viewer"] == 0 and state["view"] == g.view(0)
    text = json.dumps(state)
    for hidden in ("secret", "all_clues", "seed", '"rng"'):
        assert hidden not in text
    assert state["timeline"] == [] and state["result"] == {}
    others = [g.view(s)["clues"] for s in (1, 2)]
    assert all(json.dumps(c) not in text for c in others if c != g.view(0)["clues"])


def test_the_log_holds_public_events_never_action_labels() -> None:
    g = amanite()  # sides are chosen secretly and simultaneously: the labels name the colours of the side
    t = tablekit.Table(g, seats=["human", RandomBot(1), RandomBot(2)])
    send(t, {"type": "bot", "step": 0})  # both bots choose in one go
    assert len(g.history) == 2 and t.to_act == [0]
    t.act("side:B")
    assert all(h.label not in t.log for h in g.history)
    assert "Fox chooses a side of their start card." in t.log


@pytest.mark.parametrize(("message", "error"), [
    ("act", "a table message is an object with a type"),
    ({"type": "dance"}, "unknown message type 'dance'; types: act, undo, reveal, bot, replay, live"),
    ({"type": "act"}, "an act message names an action by its id string, not None"),
    ({"type": "act", "id": 3}, "an act message names an action by its id string, not 3"),
    ({"type": "act", "id": "x" * 500}, "an act message names an action by its id string"),
    ({"type": "act", "id": "place:9"}, "there is no forest tile '9'"),
    ({"type": "act", "id": "note:blue"}, "belongs to drawing new clue cards"),
    ({"type": "replay", "step": "2"}, "a replay message names a step as an int"),
    ({"type": "replay", "step": True}, "a replay message names a step as an int"),
    ({"type": "replay", "step": 99}, "there is no step 99: steps run from 0 to 0"),
    ({"type": "bot"}, "no bot is to move now"),
    ({"type": "bot", "step": [0]}, "a bot message's step is an int"),
    ({"type": "undo"}, "nothing to undo: no human has acted yet"),
    ({"type": "reveal"}, "there is no curtain to lift"),
])
def test_bad_messages_set_the_error_and_change_nothing(message: Any, error: str) -> None:
    g = amanite(sides=["A", "A", "A"])
    t = tablekit.Table(g, seats=["human", "human", RandomBot()])  # Squirrel (seat 1) acts first
    send(t, {"type": "reveal"})
    before = sent(t)
    send(t, message)
    assert error in t.error
    assert len(g.history) == 0
    assert {k: v for k, v in sent(t).items() if k != "error"} == {k: v for k, v in before.items() if k != "error"}


def test_the_same_refusal_twice_reaches_the_browser_twice() -> None:
    t = tablekit.Table(amanite(sides=["A", "A", "A"]), seats=["human", "human", RandomBot()])
    seen: list[str] = []
    t.observe(lambda change: seen.append(change["new"]), "error")
    send(t, {"type": "undo"})
    send(t, {"type": "undo"})
    assert [e for e in seen if e] == ["nothing to undo: no human has acted yet"] * 2


def test_acting_is_refused_while_a_bot_is_to_move() -> None:
    g = amanite(sides=["A", "A", "A"])
    t = tablekit.Table(g, seats=["human", RandomBot(1), RandomBot(2)])  # Squirrel (a bot) starts
    assert t.bot_to_move and t.legal == [] and t.viewer == 0
    send(t, {"type": "act", "id": "place:0"})
    assert "wait: Squirrel (bot) is to move" in t.error and not g.history
    send(t, {"type": "bot", "step": 0})
    assert len(g.history) == 1 and t.error == ""
    send(t, {"type": "bot", "step": 0})  # a second view's late request for the same move is ignored
    assert len(g.history) == 1
    send(t, {"type": "bot", "step": 1})
    assert len(g.history) == 2 and not t.bot_to_move and t.legal


def test_undo_takes_back_the_last_human_action_and_the_bots_after_it() -> None:
    g = amanite(sides=["A", "A", "A"])
    t = tablekit.Table(g, seats=["human", RandomBot(1), RandomBot(2)])
    t.run_bots()
    t.act(t.legal[0]["id"])
    t.run_bots()
    assert len(g.history) == 5
    send(t, {"type": "undo"})
    assert len(g.history) == 2 and t.to_act == [0] and t.legal


def test_undo_under_the_curtain_keeps_the_screen_hidden() -> None:
    g = amanite(sides=["A", "A", "A"])
    t = tablekit.Table(g)
    t._dispatch({"type": "reveal"})
    t.act("place:0")
    assert t.curtain.startswith("Pass to Owl")
    send(t, {"type": "undo"})  # whoever holds the screen now has not shown who they are
    assert len(g.history) == 0 and t.curtain.startswith("Pass to Squirrel") and t.viewer == -1


def test_replay_shows_the_viewers_past_view_and_disables_acting() -> None:
    g = amanite(sides=["A", "A", "A"])
    t = tablekit.Table(g, seats=["human", RandomBot(1), RandomBot(2)])
    t.run_bots()
    t.act(t.legal[0]["id"])
    t.run_bots()
    send(t, {"type": "replay", "step": 1})
    assert (t.replay_step, t.step, t.legal, t.bot_to_move) == (1, 5, [], False)
    assert t.view == g.at_step(1).view(0)
    assert len(t.log) == len(g.history[0].events)
    send(t, {"type": "act", "id": "place:0"})
    assert "this is a replay of step 1" in t.error and len(g.history) == 5
    send(t, {"type": "live"})
    assert (t.replay_step, t.error) == (-1, "") and t.view == g.view(0)
    t.show_step(5)  # the last step is live play
    assert t.replay_step == -1


def test_trait_changes_from_the_browser_are_refused() -> None:
    g = amanite(sides=["A", "A", "A"])
    t = tablekit.Table(g, seats=["human", RandomBot(1), RandomBot(2)])
    t.set_state({"viewer": 2, "view": {"seat": 2}})
    assert t.viewer == 0 and t.view == g.view(0)
    assert "ignored a change of viewer, view from the browser" in t.error


def test_python_methods_raise_as_well_as_show_the_refusal() -> None:
    t = tablekit.Table(amanite(sides=["A", "A", "A"]), seats=["human", "human", RandomBot()])
    t._dispatch({"type": "reveal"})
    with pytest.raises(tablekit.IllegalAction, match="there is no forest tile"):
        t.act("place:7")
    assert "there is no forest tile" in t.error


def test_open_and_finished_games_show_scores_results_and_no_curtain() -> None:
    g = amanite(sides=["A", "A", "A"], open=True)
    t = tablekit.Table(g, show_aids=False)
    assert t.curtain == "" and t.viewer == 1 and t.extras == {}
    assert len(t.timeline) == 3 and all(row == [0.0] for row in t.timeline)
    bots = tablekit.Table(amanite(sides=["A", "A", "A"]), seats=[RandomBot(s) for s in range(3)])
    assert bots.viewer == -1 and bots.view == bots.game.view(None)
    bots.run_bots()
    assert bots.game.is_over and bots.result["winners"] is not None and len(bots.timeline[0]) == bots.step + 1
    assert "final" in bots.view and not bots.bot_to_move
