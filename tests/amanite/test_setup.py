"""Setup (rulebook: ゲームのセットアップ, steps 1–9)."""

from __future__ import annotations

from collections import Counter

import pytest

import tablekit
from tablekit.games.amanite.components import FIRST_GAME_ATTRIBUTES, START_CARDS

from .helpers import game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_forest_tiles_are_players_plus_one(players: int) -> None:
    assert len(game(players).view(None)["tiles"]) == players + 1


@pytest.mark.parametrize(("players", "spaces"), [(2, 1), (3, 2), (4, 2)])
def test_mushroom_cards_have_one_notebook_space_for_two_players_else_two(players: int, spaces: int) -> None:
    cards = game(players).view(None)["cards"]
    assert {c["spaces"] for c in cards.values()} == {spaces}


def test_bag_starts_with_64_tokens_ten_per_colour_and_four_pigs() -> None:
    g = tablekit.new_game("amanite", players=2, seed=3)
    assert Counter(g.state.bag) == Counter({c: 10 for c in "BGPRWY"} | {"X": 4})
    assert g.view(None)["bag"] == 64


def test_each_player_has_two_meeples_and_two_notebook_tokens() -> None:
    seats = game(4).view(None)["seats"]
    assert [(s["meeples_home"], s["notebook_tokens"]) for s in seats] == [(2, 2)] * 4


def test_first_game_attributes_are_the_default() -> None:
    assert sorted(game().view(None)["attributes"]) == sorted(FIRST_GAME_ATTRIBUTES)


def test_attribute_choice_must_include_antidote_and_poison() -> None:
    with pytest.raises(ValueError, match="Antidote and Poison"):
        game(attributes=["minus1", "plus1", "plus2", "plus3", "limit", "pair"])
    g = game(attributes=["poison", "antidote", "elixir", "limit", "pair", "majority"])
    assert sorted(g.view(None)["attributes"]) == ["antidote", "elixir", "limit", "majority", "pair", "poison"]


def test_random_attribute_set_is_legal_and_seeded() -> None:
    sets = {tuple(game(seed=s, attributes="random").view(None)["attributes"]) for s in range(30)}
    assert len(sets) > 5
    assert all({"antidote", "poison"} <= set(s) and len(set(s)) == 6 for s in sets)
    assert game(seed=4, attributes="random").view(None) == game(seed=4, attributes="random").view(None)


def test_decks_are_dealt_onto_the_colours_at_random() -> None:
    seen = {tablekit.new_game("amanite", players=2, seed=s).state.secret["blue"] for s in range(60)}
    assert seen == set(FIRST_GAME_ATTRIBUTES)


def test_every_player_chooses_a_start_card_side_at_once_and_sides_show_when_all_have_chosen() -> None:
    g = tablekit.new_game("amanite", players=3, seed=2)
    assert g.to_act == [0, 1, 2]
    assert [a.id for a in g.legal_actions(1)] == ["side:A", "side:B"]
    g.play(1, "side:B")
    assert g.to_act == [0, 2]
    assert g.view(0)["seats"][1]["side"] is None  # chosen, not yet shown
    assert g.view(1)["seats"][1]["side"] == "B"
    assert g.view(0)["clues"] is None
    g.play(2, "side:A")
    g.play(0, "side:A")
    assert [s["side"] for s in g.view(0)["seats"]] == ["A", "B", "A"]
    assert g.view(1)["clues"]["start"]["colours"] == list(START_CARDS["Squirrel"]["B"])


def test_start_clues_come_one_from_each_start_colour_shuffled_before_looking() -> None:
    for seed in range(20):
        g = game(seed=seed)
        for seat in range(3):
            start = g.view(seat)["clues"]["start"]
            assert sorted(start["attributes"]) == sorted(g.state.secret[c] for c in start["colours"])
            # shuffled: the order of the cards tells nothing about which colour each came from
            assert start["attributes"] == sorted(start["attributes"])


def test_start_clues_leave_the_deck_of_each_colour_one_card_shorter() -> None:
    g = game(3)  # Fox A blue/yellow/red, Squirrel A blue/purple/white, Owl A green/purple/red
    decks = {c: v["deck"] for c, v in g.view(None)["cards"].items()}
    assert decks == {"blue": 4, "green": 5, "purple": 4, "red": 4, "white": 5, "yellow": 5}


def test_lana_draws_poison_minus_one_and_plus_three_from_blue_yellow_and_red() -> None:
    g = tablekit.new_game("amanite", scenario="lana", seed=5)
    start = g.view(0)["clues"]["start"]
    assert start["colours"] == ["blue", "yellow", "red"]
    assert sorted(start["attributes"]) == ["minus1", "plus3", "poison"]


def test_first_player_is_drawn_at_random_or_set_by_option() -> None:
    firsts = {tablekit.new_game("amanite", players=4, seed=s, sides=["A"] * 4).view(None)["first"] for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert game(first_player=2).view(None)["first"] == 2
    with pytest.raises(ValueError, match="first_player"):
        game(first_player=3)
