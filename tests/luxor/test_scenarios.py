"""Each rulebook situation the tutorial explains, as a scenario: what it shows is checked here."""

from __future__ import annotations

import pytest

import tablekit
from tablekit import IllegalAction

from .helpers import events, finish_turn, ids


def scenario(name: str, seed: int = 1):
    return tablekit.new_game("luxor", scenario=name, seed=seed)


def test_hand_only_the_ends_play_and_the_horus_card_stays_in_the_middle_for_two_turns() -> None:
    g = scenario("hand")
    assert {a.split(":")[1] for a in ids(g)} == {"0", "4"}
    with pytest.raises(IllegalAction, match="middle"):
        g.play(0, "play:2:0:1")
    g.play(0, "play:0:0:5")
    finish_turn(g)
    hand = g.state.hands[0]
    assert g.state.c.cards[hand[1]].level == 1  # the Horus card is second now: still not playable
    assert all(not a.startswith("play:1") for a in ids(g))


def test_movement_skips_the_empty_spaces_and_wakes_the_sleeper_at_the_statue() -> None:
    g = scenario("movement")
    g.play(0, "play:0:5:3")
    assert sorted(g.state.pos[0]) == [0, 0, 10] and g.state.asleep[0] == [False, True, True]


def test_osiris_carries_the_adventurer_on_to_the_horus_tile() -> None:
    g = scenario("osiris")
    g.play(0, "play:0:1:1")
    assert 4 in g.state.pos[0] and sorted(ids(g)) == ["take:horus1", "take:key"]


def test_treasure_the_second_adventurer_takes_the_vase() -> None:
    g = scenario("treasure")
    vase = g.state.tiles[10]
    g.play(0, "play:0:8:2")
    assert g.state.treasures[0] == [vase] and type(g.state.tiles[10]) is str  # a falcon temple tile appears


def test_temple_scarab_or_wild_card_then_the_tunnel() -> None:
    g = scenario("temple")
    g.play(0, "play:0:0:3")
    assert sorted(ids(g)) == ["take:scarab", "take:wild"]
    g.play(0, "take:wild")
    assert g.state.wild[0] == 1
    g2 = scenario("temple")
    g2.play(0, "play:4:0:5")
    assert 15 in g2.state.pos[0] and g2.state.asleep[0] == [False, True, True]


def test_chamber_only_the_exact_count_and_a_key() -> None:
    g = scenario("chamber")
    assert {"play:0:39:2", "play:4:38:3"} <= set(ids(g)) and "play:4:39:3" not in ids(g)
    g.play(0, "play:0:39:2")
    assert g.state.entered == [0] and g.state.keys[0] == 0 and g.state.sarcophagi[0] == [5]


@pytest.mark.parametrize("name, first", [("horus_choose", "play:0:0:4"), ("horus_roll", "play:0"),
                                         ("horus_all", "play:0"), ("horus_last", "play:0"),
                                         ("horus_fewer", "play:0:10:2")])
def test_each_horus_card_is_playable_from_the_left_end(name: str, first: str) -> None:
    g = scenario(name)
    assert g.state.c.cards[g.state.hands[0][0]].level == 2
    g.play(0, first)
    if name == "horus_fewer":
        assert len(g.state.treasures[0]) == 1  # a 2-adventurer jewellery taken by one
    if name == "horus_last":
        assert sorted(g.state.pos[0]) == [6, 6, 10]


def test_last_round_red_enters_second_then_green_plays_last() -> None:
    g = scenario("last_round")
    g.play(0, "play:0:40:1")
    assert g.state.sarcophagi[0] == [3] and "played to its end" in events(g)[-1]
    finish_turn(g)
    assert not g.is_over
    finish_turn(g)
    assert g.is_over


def test_final_the_set_table_counts_one_two_and_no_set() -> None:
    g = scenario("final")
    assert [g.state.parts(s)["sets"] for s in range(3)] == [3.0, 7.0, 0.0]  # 3 wild cards alone: no set
    g.play(0, "play:0:40:1")
    finish_turn(g)
    finish_turn(g)
    table = g.view(None)["final"]
    assert [row["sets"] for row in table["rows"]][:2] == [1, 2]
    assert g.result().winners == table["winners"]
