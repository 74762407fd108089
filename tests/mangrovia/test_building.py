"""Building a hut: exact payment, the land card, the bird (〈小屋の建て方〉)."""

from __future__ import annotations

import json
import random

import pytest

from tablekit.games.mangrovia import actions
from tablekit.games.mangrovia.components import DEFAULT_FILE
from tablekit.games.mangrovia.payments import exact_payments

from .helpers import at, conserved, ids, new, play, refused, scenario, state


def test_three_and_four_make_seven_the_rulebooks_payment():
    g = scenario("three_and_four")
    labels = {a.id: a.label for a in g.legal_actions(0)}
    assert labels["build:C4:3+4"] == "Build at C4: 3 + 4 = 7, reed"
    events = play(g, "build:C4:3+4")
    assert "Red builds a hut at C4, paying 3 + 4 = 7 and a reed card." in events
    assert g.view(0)["huts"]["C4"] == [0, 1] and g.view(0)["hand"]["start"] == []


def test_every_distinct_exact_payment_is_one_legal_action():
    g = at(11, hands={0: {"valuables": [2, 2, 5, 7], "land": {"reed": 1}}}, birds=("reed", "sand"))
    c4 = sorted(a for a in ids(g) if a.startswith("build:C4:"))
    assert c4 == ["build:C4:2+2+3", "build:C4:2+5", "build:C4:3+4", "build:C4:7"]
    assert set(exact_payments([2, 2, 3, 4, 5, 7], 7)) == {(2, 2, 3), (2, 5), (3, 4), (7,)}


def test_a_payment_that_is_not_exact_is_refused():
    g = scenario("three_and_four")
    refused(g, "build:D1:3+4", r"must be exact: 3 \+ 4 = 7, but D1 costs 12")
    refused(g, "build:C4:3+4+4", "must be exact")
    refused(g, "build:C4:7", r"do not hold the valuable cards 7; you can pay 3 \+ 4")
    refused(g, "build:D1:12", r"D1 costs exactly 12 in valuable cards, and none of yours add up to 12 "
                              r"\(you hold 3, 4\)")


def test_a_space_without_its_bird_is_refused():
    g = scenario("oracle")
    assert g.view(0)["birds"] == ["mangrove", "water"]
    g2 = at(11, hands={0: {"land": {"reed": 1}}})  # birds on mangrove and water
    assert not any(a.startswith("build:") for a in ids(g2))
    assert g2.state.steps == ["deck"]  # nothing to build: the build step passed by itself
    g3 = at(9, bowls={1: 1, 2: 1, 3: 2, 4: 0, 5: 2, 6: 0}, hands={0: {"land": {"reed": 1, "water": 1}}})
    refused(g3, "build:C4:3+4", "no bird sits on reed")


def test_a_land_card_of_another_terrain_is_refused():
    g = at(9, bowls={1: 1, 2: 1, 3: 2, 4: 0, 5: 2, 6: 0}, hands={0: {"land": {"sand": 1, "water": 1}}},
           birds=("reed", "water"))
    refused(g, "build:C4:3+4", "C4 needs 1 reed land card")


def test_a_space_holding_a_hut_is_refused():
    g = at(9, bowls={1: 1, 2: 1, 3: 2, 4: 0, 5: 2, 6: 0}, hands={0: {"land": {"reed": 1, "water": 1}}},
           birds=("reed", "water"), huts=[("C4", 1, 1)])
    refused(g, "build:C4:3+4", "C4 already holds a hut")


def test_an_amulet_space_is_paid_in_amulets_only():
    # B3 is a reed space costing 4 amulets; Red holds the 3 and 4 as cards and amulets 1 and 3
    g = at(11, hands={0: {"land": {"reed": 1, "sand": 1}, "amulets": [1, 3]}}, birds=("reed", "sand"))
    assert "build:B3:1+3" in ids(g)
    labels = {a.id: a.label for a in g.legal_actions(0)}
    assert labels["build:B3:1+3"] == "Build at B3: amulets 1 + 3 = 4, reed"
    refused(g, "build:B3:4", r"do not hold the amulets 4; you can pay 1 \+ 3")
    play(g, "build:B3:1+3")
    assert g.view(0)["hand"]["amulets"] == [] and g.view(0)["discards"]["amulets"] == [1, 3]


def test_action_9_stacks_two_huts_for_the_exact_sum_and_two_land_cards():
    g = scenario("double")
    labels = {a.id: a.label for a in g.legal_actions(0)}
    assert labels["double:C4:3+4+7"] == "Build 2 huts at C4: 3 + 4 + 7 = 14, 2 reed"
    events = play(g, "double:C4:3+4+7")
    assert g.view(0)["huts"]["C4"] == [0, 2] and g.view(0)["seats"][0]["huts"] == 8
    assert g.view(0)["hand"]["land"] == {"water": 2}
    assert "Red scores 2 for the suns." in events  # a double scores its suns twice (a decision)


@pytest.mark.parametrize(("space", "where"), [("E1", "stone place"), ("A6", "pole place"), ("L4", "amulet")])
def test_action_9_refuses_two_huts_in_the_stone_place_the_pole_place_and_on_amulet_spaces(space, where):
    g = scenario("double")
    assert not any(a.startswith(f"double:{space}:") for a in ids(g))
    cost = 2 * g.state.c.space[space].cost
    refused(g, f"double:{space}:{cost}", "not allowed in the stone place, the pole place or on the amulet spaces")


def test_action_9_may_build_a_single_hut_even_where_two_are_refused():
    g = scenario("double")
    assert {"build:E1:4", "build:C7:3", "build:L7:4", "build:C4:7"} <= set(ids(g))  # stone, pole, amulet, plain
    play(g, "build:E1:4")
    assert g.view(0)["huts"]["E1"] == [0, 1]


def test_only_action_9_stacks_two_huts():
    g = scenario("three_and_four")
    refused(g, "double:C4:3+4+7", "only action 9")


def test_building_is_never_forced():
    for name in ("three_and_four", "double"):
        assert "pass" in ids(scenario(name))
    g = scenario("three_and_four")
    assert "Red builds nothing." in play(g, "pass")
    assert g.view(0)["seats"][0]["huts"] == 10


def test_actions_that_do_not_build_refuse_a_build():
    g = scenario("oracle")
    refused(g, "build:C4:3+4", "does not build")


def test_suns_score_at_once():
    g = scenario("three_and_four")
    events = play(g, "build:C4:3+4")
    assert "Red scores 1 for the suns." in events and g.view(1)["seats"][0]["points"] == 1


def test_a_hut_in_the_pole_place_takes_the_top_pole_tile_and_scores_it():
    g = at(11, hands={0: {"land": {"reed": 1}}}, birds=("sand", "reed"), huts=[("A5", 1, 1)])
    assert g.view(0)["pole_tiles"][0] == 3
    events = play(g, "build:C7:3")  # C7: reed, the pole place
    assert "Red takes pole tile 3 and scores it." in events
    assert g.view(1)["seats"][0]["pole_tiles"] == [3] and g.view(1)["seats"][0]["points"] == 3
    assert g.view(1)["pole_tiles"] == [4, 5, 6, 7, 8, 9]


def test_an_amulet_space_raises_the_builders_amulet_level_for_good():
    g = at(11, hands={0: {"land": {"reed": 1}}}, birds=("reed", "sand"))
    events = play(g, "build:L2:4")
    assert "Red's amulet level rises to 1." in events and g.view(2)["seats"][0]["level"] == 1


def test_spent_cards_go_to_their_discards_and_start_cards_leave_the_game():
    g = at(11, hands={0: {"valuables": [3], "land": {"reed": 1}}}, birds=("reed", "sand"))
    play(g, "build:C4:3+4")
    s = state(g)
    assert s.supply.out == [3, 4]  # the start cards are spent before a deck card of the same value (a decision)
    assert g.view(0)["hand"]["valuables"] == [3] and g.view(0)["discards"]["land"] == ["reed"]
    assert conserved(g)


def tables_made(game) -> int:
    """How many of a game's terrains (without and with builds of two huts) list their builds from tables made for
    the box."""
    _, tables = actions._build_tables(state(game).c)
    return sum(table is not None for table in tables.values())


def test_a_box_with_too_many_ways_to_pay_lists_the_payments_of_the_hand(monkeypatch):
    # the same box under another name (its own build tables), with no table small enough to make
    raw = json.loads(DEFAULT_FILE.read_text(encoding="utf-8")) | {"about": "no build tables"}
    assert tables_made(new(seed=0)) > 0  # the designed box's tables, made before the limit is lowered
    monkeypatch.setattr(actions, "MOST_WAYS", 0)
    assert tables_made(new(seed=0, components=raw)) == 0
    assert tables_made(new(seed=0)) > 0
    builds = 0
    for seed in range(4):
        rng, plain, rich = random.Random(seed), new(seed=seed), new(seed=seed, components=raw)
        while not plain.is_over:
            seat = plain.to_act[0]
            assert ids(rich, seat) == ids(plain, seat)
            action = rng.choice(ids(plain, seat))
            builds += action.startswith(("build:", "double:"))
            plain.play(seat, action)
            rich.play(seat, action)
    assert builds > 10
