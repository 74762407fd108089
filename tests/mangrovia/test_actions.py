"""The twelve actions: cards, amulets, building choices and the birds (〈アクションの説明〉)."""

from __future__ import annotations

import pytest

import tablekit
from tablekit import IllegalAction
from tablekit.core.text import render
from tablekit.games.mangrovia.actions import STEPS

from .helpers import NAME, at, ids, play, state


def card_steps(g) -> list[str]:
    """Take the first listed card at every step of the current action; return the step kinds met."""
    s = state(g)
    met, owner, action = [], g.to_act[0], s.action
    while s.action == action and s.phase == "boat" and g.to_act == [owner]:
        met.append(s.steps[0])
        play(g, ids(g)[0])
    return met


@pytest.mark.parametrize(("action", "kinds"), [
    (1, ["display", "display", "deck"]), (3, ["display"]), (4, ["display", "deck"]), (5, ["card", "card"]),
    (6, ["card", "card"])])
def test_card_actions_take_display_and_deck_cards_as_printed(action, kinds):
    bowls = {1: 0, 2: 1, 3: 0, 4: 1, 5: 0, 6: 1} if action in (1, 3, 5) else {1: 1, 2: 1, 3: 2, 4: 0, 5: 2, 6: 0}
    g = at(action, bowls=bowls)
    before = g.view(0)["seats"][0]
    assert card_steps(g) == kinds
    after = g.view(0)["seats"][0]
    assert after["valuables"] + after["land"] == before["valuables"] + before["land"] + len(kinds)


def test_a_display_step_offers_each_display_card_and_a_deck_step_both_decks():
    g = at(4, bowls={1: 1, 2: 1, 3: 2, 4: 0, 5: 2, 6: 0})
    shown = g.view(0)["display"]
    want = {f"display:v{v}" for v in shown["valuables"]} | {f"display:{t}" for t in shown["land"]}
    assert sorted(ids(g)) == sorted(want)
    play(g, f"display:{shown['land'][0]}")
    assert ids(g) == ["deck:valuables", "deck:land"]


def test_a_card_taken_from_the_display_is_public_and_one_from_the_deck_is_not():
    g = at(4, bowls={1: 1, 2: 1, 3: 2, 4: 0, 5: 2, 6: 0})
    value = g.view(0)["display"]["valuables"][0]
    events = play(g, f"display:v{value}", "deck:valuables")
    assert f"Red takes the {value} from the display." in events
    assert "Red draws a card from the valuables deck." in events
    assert value in g.view(0)["hand"]["valuables"] and g.view(1)["hand"]["valuables"] == []


def test_action_5_takes_each_card_from_the_display_or_a_deck():
    g = at(5, bowls={1: 1, 2: 1, 3: 2, 4: 2, 5: 0, 6: 0})
    assert {"deck:valuables", "deck:land"} <= set(ids(g)) and any(a.startswith("display:") for a in ids(g))


def test_amulets_at_level_0_are_one_value_1_amulet_from_the_stack():
    g = at(1, bowls={1: 1, 2: 0, 3: 2, 4: 2, 5: 1, 6: 0})
    while g.state.action < 2:
        play(g, ids(g)[0])
    assert g.view(0)["hand"]["amulets"] == [1] and g.view(0)["stack"] == 4


def test_amulets_at_level_0_with_an_empty_stack_give_nothing():
    g = at(1, bowls={1: 1, 2: 0, 3: 2, 4: 2, 5: 1, 6: 0})
    state(g).supply.stack = 0
    events = []
    while g.state.action < 2:
        events += play(g, ids(g)[0])
    assert "Red finds no amulet to take." in events and g.view(0)["hand"]["amulets"] == []


@pytest.mark.parametrize(("level", "drawn", "kept"), [
    (1, 1, 1), (2, 2, 1), (3, 3, 1), (4, 4, 2), (5, 5, 2), (7, 5, 2), (8, 5, 3), (10, 5, 3)])
def test_amulet_levels_draw_and_keep(level, drawn, kept):
    g = at(1, bowls={1: 1, 2: 0, 3: 2, 4: 2, 5: 1, 6: 0})
    state(g).hands[0].level = level
    while g.state.action < 2:
        play(g, ids(g)[0])
    s = state(g)
    if drawn > kept:
        assert g.view(0)["drawn"] and len(s.drawn) == drawn and g.view(1)["drawn"] is None
        choice = ids(g)[0]
        assert all(len(a.partition(":")[2].split("+")) == kept for a in ids(g))
        play(g, choice)
    assert len(g.view(0)["hand"]["amulets"]) == kept and g.view(0)["bag"] == 35 - kept
    assert g.view(0)["stack"] == 5  # the stack is only for level 0


def test_keeping_other_amulets_than_those_drawn_is_refused():
    g = at(2, hands={}, huts=[("L3", 0, 1), ("L4", 0, 1), ("L5", 0, 1), ("L7", 0, 1)])
    with pytest.raises(IllegalAction, match="keep exactly 2"):
        g.play(0, "keep:9+9")


def test_action_7_draws_a_deck_card_then_takes_amulets():
    g = at(7, bowls={1: 1, 2: 1, 3: 2, 4: 2, 5: 0, 6: 0})
    assert state(g).steps == ["deck", "amulets"]
    play(g, "deck:land")
    assert g.view(0)["hand"]["amulets"] == [1] and sum(g.view(0)["hand"]["land"].values()) == 1


def test_action_8_is_the_amulet_action_or_one_build():
    g = at(8, bowls={1: 1, 2: 1, 3: 2, 4: 2, 5: 0, 6: 0}, hands={0: {"land": {"reed": 1}}},
           birds=("reed", "sand"))
    options = ids(g)
    assert options[0] == "amulets" and "build:C4:3+4" in options and "pass" not in options
    assert not any(a.startswith("double:") for a in options)


def test_action_8_without_a_possible_build_takes_the_amulets():
    g = at(8, bowls={1: 1, 2: 1, 3: 2, 4: 2, 5: 0, 6: 0})
    assert g.view(0)["hand"]["amulets"] == [1]  # the only choice is made without asking


def test_action_11_may_draw_its_card_without_building():
    g = at(11, hands={0: {"land": {"reed": 1}}}, birds=("reed", "sand"))
    assert "pass" in ids(g) and "build:C4:3+4" in ids(g)
    play(g, "pass")
    assert state(g).steps == ["deck"]
    play(g, "deck:valuables")
    assert g.view(0)["seats"][0]["valuables"] == 3


def test_action_10_builds_up_to_two_huts_on_different_spaces_each_paid_separately():
    g = at(10, bowls={1: 1, 2: 1, 3: 0, 4: 2, 5: 2, 6: 0}, hands={0: {"valuables": [7], "land": {"reed": 2}}},
           birds=("reed", "sand"))
    play(g, "build:C4:7")
    assert "build:C4:3+4" not in ids(g)  # C4 now holds a hut
    assert "build:G3:4" in ids(g)
    play(g, "build:G3:4")
    assert g.view(0)["seats"][0]["huts"] == 8 and g.view(0)["hand"]["start"] == [3]


def test_action_10_building_nothing_for_the_first_hut_ends_the_action():
    g = at(10, bowls={1: 1, 2: 1, 3: 0, 4: 2, 5: 2, 6: 0}, hands={0: {"valuables": [7], "land": {"reed": 2}}},
           birds=("reed", "sand"))
    huts = g.view(0)["seats"][0]["huts"]
    play(g, "pass")
    assert state(g).action == 11 and g.view(0)["seats"][0]["huts"] == huts
    assert g.history[-1].events[:2] == ("Red builds nothing.", "The boat reaches action 11: Blue's turn.")


def test_build_nothing_is_offered_once_in_a_random_game():
    """The reproduction of the issue: 2 players, seed 0, two RandomBots; at step 53 Red builds nothing."""
    from tablekit.bots import RandomBot

    g = tablekit.new_game(NAME, players=2, seed=0)
    bots = [RandomBot(0), RandomBot(1)]
    for _ in range(53):
        seat = g.to_act[0]
        g.play(seat, bots[seat].act(g, seat))
    assert state(g).action == 10 and "pass" in ids(g)
    play(g, "pass")
    assert state(g).action != 10


def test_every_action_is_listed_once_in_the_data_and_the_steps():
    assert sorted(STEPS) == list(range(1, 13))


def test_a_display_step_with_an_empty_display_is_skipped():
    g = at(2, bowls={1: 1, 2: 1, 3: 0, 4: 2, 5: 2, 6: 0})
    s = state(g)
    s.supply.display["valuables"].clear()
    s.supply.display["land"].clear()
    s._options, g._legal = None, {}
    s._settle()
    said = [render(e) for e in s._events]
    assert said[0] == "Red finds no card to take." and "Yellow finds no card to take." in said
    assert g.to_act == [2] and ids(g) == ["deck:valuables", "deck:land"]  # action 4's deck card is still taken


def test_an_empty_bag_takes_the_spent_amulets():
    g = at(1, bowls={1: 1, 2: 0, 3: 2, 4: 2, 5: 1, 6: 0})
    s = state(g)
    s.hands[0].level = 1
    s.supply.amulet_discards.extend(s.supply.bag[:3])
    del s.supply.bag[:]
    while s.action < 2:
        play(g, ids(g)[0])
    assert len(g.view(0)["hand"]["amulets"]) == 1 and g.view(0)["bag"] == 2 and not s.supply.amulet_discards
    refills = [e for h in g.history for e in h.events if "bag" in e and "spent" in e]
    assert refills == ["The bag is empty: the spent amulets (3) go back into it."]  # logged, as a reshuffle of cards is
