"""What the table sends to the browser (issue: hidden information): nothing of another seat's pending choice."""

from __future__ import annotations

import json

import tablekit
from tablekit.bots import bot_for

TRAITS = ("view", "legal", "log", "extras", "result", "timeline", "curtain", "error")  # static: every card face


def sent(table) -> str:
    return json.dumps({k: getattr(table, k) for k in TRAITS})


def test_the_browser_never_receives_another_seats_pending_choice() -> None:
    g = tablekit.new_game("arigato", players=3, seed=5)
    t = tablekit.Table(g, seats=["human", "human", bot_for("arigato", seed=1)])
    t.run_bots()
    assert t.curtain and t.viewer == -1
    t._dispatch({"type": "reveal"})
    first = list(g.view(0)["seats"][0]["hand"])
    while t.legal[0]["id"] != "confirm":
        t.act(t.legal[0]["id"])
    t.act("confirm")
    assert t.curtain  # the screen goes behind the curtain for Player 2
    assert not any(card in sent(t) for card in first)
    t._dispatch({"type": "reveal"})
    assert t.viewer == 1
    assert not any(card in sent(t) for card in first)
    assert t.view["seats"][0]["chosen"] and t.view["seats"][0]["choice"] is None
    while t.legal[0]["id"] != "confirm":
        t.act(t.legal[0]["id"])
    t.act("confirm")
    assert g.state.phase == "day"  # once everyone has chosen, the reveal is public
    assert any(card in json.dumps(t.log) for card in first)


def test_the_table_speaks_japanese() -> None:
    g = tablekit.new_game("arigato", players=1, seed=2)
    t = tablekit.Table(g, seats=["human"], lang="ja")
    assert t.legal[0]["label"].startswith("村人: ")
    assert t.strings["arigato.phase.dawn"] == "夜明け"


def test_the_table_counts_and_replays_only_the_steps_its_screen_saw() -> None:
    """A bot's secret dawn clicks are one step to the human at the screen: in the step count and the replay."""
    g = tablekit.new_game("arigato", players=2, seed=3)
    t = tablekit.Table(g, seats=[bot_for("arigato", seed=1), "human"])
    t.run_bots()
    clicks = len(g.history)
    assert clicks > 1 and t.step == 1 and t.viewer == 1
    t.act(t.legal[0]["id"])
    assert t.step == 2 and len(g.history) == clicks + 1
    t.show_step(1)
    assert t.replay_step == 1 and t.view["step"] == 1 and t.view == g.at_step(clicks).view(1)
    t.live()
    assert t.replay_step == -1 and t.step == 2
