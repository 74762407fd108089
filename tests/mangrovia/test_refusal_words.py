"""Refusals that agree with the rule and with themselves, and log lines that count right (issue 26, item 6)."""

from __future__ import annotations

import pytest

from tablekit import IllegalAction
from tablekit.core.text import render
from tablekit.games.mangrovia.actions import amulet_action, bowl_action
from tablekit.games.mangrovia.scenarios import build_earlier, fresh

from .helpers import scenario


def refusal(g, action_id: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        g.play(g.to_act[0], action_id)
    return err.value


@pytest.mark.parametrize("action_id", ["pass", "build:C4:3+4"])
def test_after_the_build_of_action_11_a_build_is_refused_as_done_not_as_no_build(action_id: str) -> None:
    g = scenario("three_and_four")
    g.play(0, "pass")
    why = str(refusal(g, action_id))
    assert why.startswith("action 11's build is done: now you draw a card from a deck"), why
    assert "does not build" not in why


@pytest.mark.parametrize("name", ["three_and_four", "double"])
def test_a_malformed_pass_is_not_an_action_at_actions_9_and_11(name: str) -> None:
    why = str(refusal(scenario(name), "pass:now"))
    assert "is not an action" in why and "action 8" not in why, why


def test_a_payment_in_another_order_is_refused_with_the_order_to_write() -> None:
    why = refusal(scenario("three_and_four"), "build:C4:4+3")
    assert str(why) == "Building: write the payment smallest value first, as the legal actions do: build:C4:3+4"
    assert "build:C4:3+4" in why.in_language("ja")


def test_two_huts_quote_the_cost_of_one_space_and_of_two_huts() -> None:
    why = str(refusal(scenario("double"), "double:A3:3+7"))
    assert "2 huts on A3 cost 2 × 10 = 20" in why and "A3 costs 20" not in why, why


def test_one_amulet_is_one_amulet_in_the_log() -> None:
    s = fresh(3, 1, {"first_player": 0})  # the amulet_level scenario (Red draws 4, keeps 2), with one in the bag
    build_earlier(s, [("L3", 0, 1), ("L4", 0, 1), ("L5", 0, 1), ("L7", 0, 1)])
    s.supply.bag, s.supply.amulet_discards = [3], []
    s._events = []
    amulet_action(s, 0)
    texts = [e for e in s._events if isinstance(e, tuple) and e[0].startswith("mangrovia.ev.amulet")]
    assert [render(e) for e in texts] == ["Red draws 1 amulet from the bag.", "Red keeps 1 amulet."]
    assert [render(e, "ja") for e in texts] == ["赤が袋からアミュレット1個を引く。", "赤がアミュレット1個を残す。"]


def test_japanese_sites_are_boat_spaces() -> None:
    label = render(bowl_action(3, 3, 4).text, "ja")
    assert "ボートスペース3" in label and "島" not in label
