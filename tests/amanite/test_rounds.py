"""The four phases of a round (rulebook: ゲームのプレイ (1)–(4))."""

from __future__ import annotations

import pytest

import tablekit
from tablekit import IllegalAction
from tablekit.games.amanite.splits import distinct_splits

from .helpers import game, hold, ids, set_tiles


def to_phase(g, phase: str) -> None:
    while g.view(None)["phase"] != phase:
        seat = g.to_act[0]
        g.play(seat, g.legal_actions(seat)[0])


def finish_round(g) -> None:
    start = g.view(None)["round"]
    while not g.is_over and g.view(None)["round"] == start:
        seat = g.to_act[0]
        g.play(seat, g.legal_actions(seat)[0])


# -- (1) new mushrooms ------------------------------------------------------------------------------------------
def test_rounds_put_four_then_five_then_six_tokens_on_each_forest_tile() -> None:
    g = game(2, seed=9)
    sizes = []
    while not g.is_over:
        sizes.append([len(t["tokens"]) for t in g.view(None)["tiles"]])
        finish_round(g)
    assert sizes == [[4, 4, 4], [5, 5, 5], [6, 6, 6]]


def test_a_bag_that_runs_out_mid_deal_leaves_the_last_tiles_short() -> None:
    g = game(3, seed=2)
    to_phase(g, "notebook")
    state = g.state
    while len(state.bag) > 13:  # the rest of the bag goes to a player, so every token is still somewhere
        state.tokens[2][state.bag.pop()] += 1
    while g.view(None)["phase"] == "notebook":
        g.play(g.to_act[0], g.legal_actions(g.to_act[0])[0])
    view = g.view(None)
    assert view["round"] == 2
    assert [len(t["tokens"]) for t in view["tiles"]] == [5, 5, 3, 0]
    assert view["bag"] == 0
    assert "the bag ran out" in g.history[-1].events[-1]


# -- (2) meeple placement ---------------------------------------------------------------------------------------
def test_meeples_are_placed_in_turn_order_from_the_first_player_twice_round() -> None:
    g = game(3, first_player=1)
    order = []
    while g.view(None)["phase"] == "place":
        order.append(g.to_act[0])
        g.play(g.to_act[0], g.legal_actions(g.to_act[0])[-1])
    assert order == [1, 2, 0, 1, 2, 0]


def test_the_first_meeple_on_a_tile_takes_the_one_space() -> None:
    g = game(3)
    assert ids(g) == ["place:0", "place:1", "place:2", "place:3"]
    g.play(0, "place:2")
    assert g.view(None)["tiles"][2]["one"] == 0


def test_the_second_meeple_takes_the_split_space_and_splits_at_once_every_distinct_split_listed() -> None:
    g = game(3)
    set_tiles(g, "BBRX", "GGPW", "PRWY", "BBBB")
    g.play(0, "place:0")
    splits = [i for i in ids(g, 1) if i.startswith("split:0:")]
    assert "place:0" not in ids(g, 1)
    assert sorted(splits) == sorted(f"split:0:{a}|{b}" for a, b in distinct_splits("BBRX"))
    assert len(splits) == 5  # B|BRX, R|BBX, X|BBR, BB|RX, BR|BX: each unordered split once
    g.play(1, "split:0:BB|RX")
    tile = g.view(None)["tiles"][0]
    assert (tile["one"], tile["split"], tile["piles"]) == (0, 1, ["BB", "RX"])
    assert [i for i in ids(g, 2) if i.startswith(("place:0", "split:0"))] == []


def test_identical_tokens_give_one_split_per_pile_size() -> None:
    assert distinct_splits("BBBB") == (("B", "BBB"), ("BB", "BB"))


def test_a_player_never_puts_both_meeples_on_one_tile() -> None:
    g = game(2)
    g.play(0, "place:0")
    g.play(1, "place:1")
    assert not any(i.startswith(("place:0", "split:0")) for i in ids(g, 0))
    before = g.view(None)
    with pytest.raises(IllegalAction, match="second meeple"):
        g.play(0, "split:0:B|B")
    assert g.view(None) == before


def test_a_tile_with_fewer_than_two_tokens_takes_no_second_meeple() -> None:
    g = game(2)
    set_tiles(g, "B", "", "GGPW")
    g.play(0, "place:0")
    assert not any(i.startswith("split:0") for i in ids(g, 1))
    with pytest.raises(IllegalAction, match="fewer than 2 tokens"):
        g.play(1, "split:0:B|")
    g.play(1, "place:1")  # an empty tile can still be visited


def test_a_meeple_with_no_legal_space_stays_home() -> None:
    g = game(2)
    set_tiles(g, "B", "G", "")
    g.play(0, "place:0")
    g.play(1, "place:1")
    g.play(0, "place:2")  # seat 1 has no space left: tiles 0 and 2 cannot be split, tile 1 holds its own meeple
    assert any("stays home" in e for e in g.history[-1].events)
    assert g.view(None)["phase"] == "notebook"  # and collection needed no choice


# -- (3) collection ---------------------------------------------------------------------------------------------
def test_collection_runs_from_the_leftmost_tile_the_one_space_chooses_a_pile_and_the_splitter_takes_the_other() -> None:
    g = game(2)
    set_tiles(g, "BBRG", "GGPW", "PRWY")
    g.play(0, "place:0")
    g.play(1, "split:0:BB|GR")
    g.play(0, "place:1")
    g.play(1, "split:1:GG|PW")
    assert g.to_act == [0] and ids(g) == ["pile:0:0", "pile:0:1"]
    g.play(0, "pile:0:1")
    seats = g.view(None)["seats"]
    assert seats[0]["tokens"] == {"G": 1, "R": 1} and seats[1]["tokens"] == {"B": 2}
    assert ids(g) == ["pile:1:0", "pile:1:1"]
    g.play(0, "pile:1:0")
    # tile 3 had no meeple: its tokens went back to the bag
    assert any("back to the bag" in e for e in g.history[-1].events)


def lone_fox_on_first_tile(first_tile: str, fox_holds: str | None = None):
    """Two players: the Fox alone on tile 1 (holding ``first_tile``), the Squirrel alone on tile 2, tile 3 split."""
    g = game(2)
    set_tiles(g, first_tile, "GGPW", "PRWY")
    if fox_holds is not None:
        hold(g, 0, fox_holds)
    for seat, action in [(0, "place:0"), (1, "place:1"), (0, "place:2"), (1, "split:2:P|RWY")]:
        g.play(seat, action)
    return g


def test_a_lone_meeple_takes_exactly_two_tokens_of_its_choice_and_the_rest_go_back() -> None:
    g = lone_fox_on_first_tile("BGPR")
    assert ids(g) == ["take:0:BG", "take:0:BP", "take:0:BR", "take:0:GP", "take:0:GR", "take:0:PR"]
    bag = g.view(None)["bag"]
    g.play(0, "take:0:BR")
    assert g.view(None)["seats"][0]["tokens"] == {"B": 1, "R": 1}
    assert g.view(None)["bag"] == bag + 2


def test_a_visited_tile_without_tokens_gives_nothing() -> None:
    g = lone_fox_on_first_tile("")
    assert any("takes nothing" in e for h in g.history for e in h.events)


def test_a_pig_makes_its_collector_return_one_mushroom_of_their_choice_at_once() -> None:
    g = tablekit.new_game("amanite", scenario="pig", seed=3)
    assert g.view(None)["seats"][0]["tokens"] == {"G": 1, "Y": 1}
    g.play(0, "pile:0:0")  # blue + pig
    assert g.to_act == [0]
    assert ids(g) == ["feed:B", "feed:G", "feed:Y"]
    bag = g.view(None)["bag"]
    g.play(0, "feed:G")
    view = g.view(None)
    assert view["seats"][0]["tokens"] == {"B": 1, "X": 1, "Y": 1}
    assert view["bag"] == bag + 1


def test_a_pig_with_no_mushroom_to_eat_is_kept_and_eats_nothing() -> None:
    g = lone_fox_on_first_tile("XX")
    assert g.view(None)["seats"][0]["tokens"] == {"X": 2}
    assert sum("finds no mushroom" in e for h in g.history for e in h.events) == 2


def test_a_pig_eats_the_only_kind_of_mushroom_held_without_asking() -> None:
    g = lone_fox_on_first_tile("BX", fox_holds="")
    assert g.view(None)["seats"][0]["tokens"] == {"X": 1}


# -- (4) notebook -----------------------------------------------------------------------------------------------
def test_the_notebook_phase_runs_counter_clockwise_from_the_last_player() -> None:
    g = game(4, first_player=1)
    to_phase(g, "notebook")
    order = []
    while g.view(None)["phase"] == "notebook":
        order.append(g.to_act[0])
        g.play(g.to_act[0], g.legal_actions(g.to_act[0])[0])
    assert order == [0, 3, 2, 1]


def test_a_notebook_draw_shows_the_colours_attribute_to_that_player_only() -> None:
    g = game(3)
    to_phase(g, "notebook")
    seat = g.to_act[0]
    g.play(seat, "note:purple")
    assert g.view(seat)["clues"]["notebook"] == [{"colour": "purple", "attribute": g.state.secret["purple"]}]
    assert g.view(None)["cards"]["purple"]["notes"] == [seat]
    assert g.view((seat + 1) % 3)["seats"][seat]["clue_cards"] == 4
    assert "secret" not in g.view((seat + 1) % 3)


def test_notebook_spaces_are_limited() -> None:
    g = game(2)
    to_phase(g, "notebook")
    g.play(g.to_act[0], "note:blue")
    with pytest.raises(IllegalAction, match="no free notebook space"):
        g.play(g.to_act[0], "note:blue")


def test_the_first_player_token_passes_clockwise_after_rounds_one_and_two() -> None:
    g = game(3, first_player=2)
    firsts = []
    while not g.is_over:
        firsts.append(g.view(None)["first"])
        finish_round(g)
    assert firsts == [2, 0, 1]


def test_there_is_no_notebook_phase_after_round_three() -> None:
    g = game(2)
    phases = []
    while not g.is_over:
        view = g.view(None)
        phases.append((view["round"], view["phase"]))
        g.play(g.to_act[0], g.legal_actions(g.to_act[0])[0])
    assert (1, "notebook") in phases and (2, "notebook") in phases and (3, "notebook") not in phases
    assert all(s["notebook_tokens"] == 0 for s in g.view(None)["seats"])


def test_the_game_lasts_three_rounds_and_then_reveals_everything() -> None:
    g = game(2)
    while not g.is_over:
        g.play(g.to_act[0], g.legal_actions(g.to_act[0])[0])
    view = g.view(1)
    assert view["round"] == 3 and view["over"]
    assert view["secret"] == g.state.secret and view["all_clues"][0] is not None


def test_when_both_players_of_a_tile_take_pigs_the_one_space_player_feeds_first() -> None:
    g = game(3)
    set_tiles(g, "BGXX", "", "", "")
    hold(g, 0, "RY")
    hold(g, 1, "PW")
    for seat, action in [(0, "place:0"), (1, "split:0:BX|GX"), (2, "place:1"), (0, "place:2"), (1, "place:3")]:
        g.play(seat, action)
    g.play(0, "pile:0:0")
    assert g.to_act == [0] and ids(g) == ["feed:B", "feed:R", "feed:Y"]
    g.play(0, "feed:R")
    assert g.to_act == [1] and ids(g) == ["feed:G", "feed:P", "feed:W"]


def test_a_player_may_put_both_notebook_tokens_on_one_card_when_it_has_room() -> None:
    g = game(3)
    seat = 1
    for _ in range(2):
        to_phase(g, "notebook")
        while g.view(None)["phase"] == "notebook":
            actor = g.to_act[0]
            g.play(actor, "note:red" if actor == seat else next(i for i in ids(g) if i != "note:red"))
    assert g.view(None)["cards"]["red"]["notes"] == [seat, seat]
    assert g.view(seat)["seats"][seat]["notebook_tokens"] == 0
    assert [n["colour"] for n in g.view(seat)["clues"]["notebook"]] == ["red", "red"]
