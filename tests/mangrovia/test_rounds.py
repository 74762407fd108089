"""A round: bowls on the archipelago, the boat's course, and the round's end (〈手番でできること〉)."""

from __future__ import annotations

import pytest

from tablekit import IllegalAction

from .helpers import at, ids, new, place_bowls, play, snapshot, state


def test_bowls_are_placed_one_at_a_time_clockwise_from_the_start_player():
    g = new(3, first_player=1)
    order = []
    while g.state.phase == "bowls":
        order.append(g.to_act[0])
        play(g, ids(g)[-1])
    assert order[:5] == [1, 2, 0, 1, 2]  # the sixth bowl has one free site left and goes down by itself
    assert sorted(g.view(None)["bowls"]) == [0, 0, 1, 1, 2, 2]


def test_a_site_taken_by_anyone_is_refused_for_the_rest_of_the_round():
    g = new()
    play(g, "bowl:3")
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="closed to everyone"):
        g.play(1, "bowl:3")
    assert snapshot(g) == before and "bowl:3" not in ids(g)


def test_the_start_players_first_bowl_on_the_12_is_refused_and_the_second_allowed():
    g = new()
    assert "bowl:1" not in ids(g)  # site 1 holds actions 1 and 12
    with pytest.raises(IllegalAction, match="start player's first bowl may not go on action 12"):
        g.play(0, "bowl:1")
    play(g, "bowl:2", "bowl:3", "bowl:4")
    assert g.to_act == [0] and "bowl:1" in ids(g)
    play(g, "bowl:1")
    assert g.view(None)["bowls"][0] == 0


def test_others_may_take_the_12_with_their_first_bowl():
    g = new()
    play(g, "bowl:2")
    assert "bowl:1" in ids(g)


def test_the_boat_runs_actions_1_to_12_and_each_owner_takes_both_actions_of_its_site():
    g = new(2, seed=4)
    place_bowls(g, [2, 5, 3, 1])  # Red: sites 2 (2, 11) and 3 (3, 10); Blue: sites 5 (5, 8) and 1 (1, 12)
    reached = []
    while g.state.phase == "boat":
        reached.append((g.state.action, g.to_act[0]))
        play(g, ids(g)[0])
    logged = [e for h in g.history for e in h.events if e.startswith("The boat reaches")]
    assert logged == ["The boat reaches action 1: Blue's turn.", "The boat reaches action 2: Red's turn.",
                      "The boat reaches action 3: Red's turn.", "The boat reaches action 5: Blue's turn.",
                      "The boat reaches action 8: Blue's turn.", "The boat reaches action 10: Red's turn.",
                      "The boat reaches action 11: Red's turn.", "The boat reaches action 12: Blue's turn."]
    assert [a for a, _ in reached] == sorted(a for a, _ in reached)


def test_after_the_boat_the_bowls_come_back_and_a_new_round_begins():
    g = at(12, bowls={1: 1, 2: 0, 3: 2, 4: 0, 5: 1, 6: 2})
    events = play(g, ids(g)[0])
    v = g.view(None)
    assert v["round"] == 2 and v["phase"] == "bowls" and v["bowls"] == [None] * 6
    assert "Round 2: Blue holds the talisman and places the first bowl." in events


def test_the_12_taker_takes_the_talisman_and_starts_the_next_round():
    g = at(12, bowls={1: 2, 2: 0, 3: 1, 4: 2, 5: 1, 6: 0})
    assert g.to_act == [2] and g.view(None)["start"] == 2
    play(g, "birds:mangrove+water")
    assert g.view(None)["start"] == 2 and g.to_act == [2]


def test_action_12_moves_0_1_or_2_birds_to_any_two_different_squares():
    g = at(12, bowls={1: 0, 2: 2, 3: 1, 4: 2, 5: 1, 6: 0})
    assert sorted(ids(g)) == sorted(["birds:mangrove+water", "birds:mangrove+reed", "birds:mangrove+sand",
                                     "birds:water+reed", "birds:water+sand", "birds:reed+sand"])
    with pytest.raises(IllegalAction, match="two different squares"):
        g.play(0, "birds:reed+reed")
    play(g, "birds:reed+sand")
    assert g.view(None)["birds"] == ["reed", "sand"]


def test_if_nobody_takes_the_12_the_talisman_passes_to_the_previous_player_and_both_birds_move():
    g = new(2, first_player=0)
    place_bowls(g, [2, 3, 4, 5])  # site 1 (actions 1 and 12) stays empty
    while g.view(None)["round"] == 1:
        play(g, ids(g)[0])
    v = g.view(None)
    assert v["start"] == 1  # the right-hand neighbour (the previous player)
    assert v["birds"] == ["water", "reed"]  # the ring mangrove → water → reed → sand, one step each
    assert any(e.startswith("Nobody took action 12") for e in g.history[-1].events)


def test_the_display_is_refilled_at_the_end_of_the_round():
    g = new(2, seed=2)
    place_bowls(g, [2, 3, 4, 5])
    while g.view(None)["round"] == 1:
        play(g, next((a for a in ids(g) if a.startswith("display")), ids(g)[0]))
    v = g.view(None)
    assert len(v["display"]["valuables"]) == 4 and len(v["display"]["land"]) == 3


def test_an_empty_deck_takes_its_shuffled_discards():
    g = at(3, hands={0: {}})
    s = state(g)
    s.supply.discards["valuables"].extend(s.supply.decks["valuables"])
    s.supply.decks["valuables"].clear()
    g._legal = {}
    s._options = None
    assert "deck:valuables" not in ids(g)  # action 3 takes from the display only
    g2 = at(4)
    s2 = state(g2)
    play(g2, ids(g2)[0])  # the display card first
    s2.supply.discards["valuables"].extend(s2.supply.decks["valuables"])
    s2.supply.decks["valuables"].clear()
    s2._options, g2._legal = None, {}
    events = play(g2, "deck:valuables")
    assert "The valuables discards are shuffled into a new deck." in events
    assert len(s2.supply.decks["valuables"]) == 38 and not s2.supply.discards["valuables"]
