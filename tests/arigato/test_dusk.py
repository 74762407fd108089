"""Dusk (3. 夕暮れ): the day's goal, hourglass effects, the 7-item limit; the end after day 12."""

from __future__ import annotations

import pytest

import tablekit
from tablekit import IllegalAction
from tablekit.games.arigato.components import Goal
from tablekit.games.arigato.dusk import meets
from tablekit.games.arigato.scenarios import build_village, set_items

from .helpers import assign, end_day, finish_dawn, finish_dusk, game, ids, next_day


def test_goals_are_scored_on_10_days_only_and_never_on_day_12() -> None:
    g = game(2, seed=5)
    checked = []
    while not g.is_over:
        day = g.state.day
        finish_dawn(g)
        end_day(g)
        events = " ".join(str(e) for e in g.history[-1].events)
        checked.append((day, "there is no goal today" not in events))
        finish_dusk(g)
    assert [d for d, goal in checked if goal] == list(range(2, 12))


def test_each_player_meeting_the_goal_takes_a_goal_token() -> None:
    g = game(3, seed=2)
    next_day(g)  # day 1: no goal
    finish_dawn(g)  # day 2: at least 2 artisans in the village; everyone placed 2 villagers unless replaced
    state = g.state
    expected = [s for s, me in enumerate(state.seats) if len(me.villagers()) >= 2]
    end_day(g)
    assert [s for s, me in enumerate(state.seats) if me.goal_days == [2]] == expected
    assert expected


@pytest.mark.parametrize("kind, n, setup, want", [
    ("village", 2, {"village": ["O13", "B13"]}, True),
    ("village", 3, {"village": ["O13", "B13"]}, False),
    ("same_type", 2, {"village": ["O13", "O14", "B13"]}, True),
    ("types", 3, {"village": ["O13", "O14", "B13"]}, False),
    ("offerings", 1, {"village": ["O13"], "offered": [1]}, True),
    ("palace", 2, {"palace": ["O13"]}, False),
    ("identical", 3, {"items": {"katana": 3}}, True),
    ("all_items", 0, {"items": {"katana": 3, "bonsai": 1, "origami": 1, "statue": 1}}, False),
    ("items", 6, {"items": {"katana": 3, "bonsai": 1, "origami": 1, "statue": 1}}, True),
    ("favour", 10, {"favour": 9}, False),
])
def test_goal_kinds(kind, n, setup, want) -> None:
    g = game(2)
    state = g.state
    build_village(state, 0, {i + 1: c for i, c in enumerate(setup.get("village", []))}, setup.get("offered", ()))
    state.seats[0].palace = [state.components.by_id[c] for c in setup.get("palace", [])]
    set_items(state, 0, **setup.get("items", {}))
    state.seats[0].favour = setup.get("favour", 0)
    assert meets(state, state.seats[0], Goal(5, kind, n)) is want


def test_a_player_above_7_items_at_dusk_discards_down_to_7() -> None:
    g = game(2)
    finish_dawn(g)
    set_items(g.state, 0, katana=6, bonsai=3)
    end_day(g)
    assert g.to_act == [0] and g.state.phase == "dusk"
    assert ids(g) == ["discard:bonsai", "discard:katana"]
    g.play(0, "discard:katana")
    with pytest.raises(IllegalAction, match="discard"):
        g.play(0, "discard:statue")
    g.play(0, "discard:katana")
    assert g.state.phase == "dawn" and g.state.seats[0].item_total() == 7


def test_hourglass_effects_work_every_dusk_while_in_the_village() -> None:
    g = game(2)
    build_village(g.state, 0, {4: "O03"})  # O03: +1 favour each dusk
    next_day(g)
    next_day(g)
    assert g.state.seats[0].favour == 2


def test_hourglass_effects_still_work_on_day_12_and_then_the_game_ends() -> None:
    g = tablekit.new_game("arigato", scenario="day12", seed=3)
    assign(g, 0, villager="O06:4")  # O06 (+1 origami each dusk); O12 in slot 3 gives +1 favour each dusk
    finish_dawn(g)
    end_day(g)
    finish_dusk(g)
    assert g.is_over
    me = g.state.seats[0]
    assert me.favour == 1 and me.items[0] >= 2
    assert any("no goal today" in str(e) for h in g.history[-3:] for e in h.events)


def test_items_of_choice_won_at_dusk_are_taken_before_discarding() -> None:
    g = game(2)
    finish_dawn(g)
    free = g.state.seats[0].village.index(None) + 1
    build_village(g.state, 0, {free: "O09"})  # O09: 1 item of choice each dusk
    set_items(g.state, 0, katana=7)
    end_day(g)
    assert ids(g)[0] == "pick:origami"
    g.play(0, "pick:bonsai")
    assert ids(g) == ["discard:bonsai", "discard:katana"]


def test_the_days_goal_is_checked_before_the_hourglass_effects() -> None:
    g = game(2)
    g.state.day = 9  # day 9's goal: 10 favour from effects
    build_village(g.state, 0, {4: "O03"})  # O03: +1 favour each dusk
    g.state.seats[0].favour = 9
    finish_dawn(g)
    end_day(g)
    me = g.state.seats[0]
    assert me.favour >= 10 and 9 not in me.goal_days  # the hourglass came after the goal was checked


def test_the_goal_line_agrees_with_how_many_seats_meet_it() -> None:
    lines = []
    for players, seed in ((1, 2), (4, 1)):
        g = game(players, seed=seed)
        while not g.is_over:
            seat = g.to_act[0]
            g.play(seat, ids(g, seat)[-1] if g.state.phase == "day" else ids(g, seat)[0])
        lines += [e for h in g.history for e in h.events if "goal token" in e]
    one = [e for e in lines if ", " not in e.split(": ", 1)[1].split(" meet")[0]]
    several = [e for e in lines if e not in one]
    assert one and several, lines
    assert all(" meets the goal " in e and " takes a goal token" in e for e in one), one
    assert all(" meet the goal " in e and " take a goal token" in e for e in several), several
