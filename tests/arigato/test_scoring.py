"""Scoring (得点計算): the goal-token table, favour tokens, palace cards, shared wins, and the solo target."""

from __future__ import annotations

import tablekit
from tablekit.games.arigato.scoring import goal_points, solo_groups, solo_target

from .helpers import assign, end_day, finish_dawn, finish_dusk, game


def test_goal_tokens_score_by_the_triangular_table() -> None:
    assert [goal_points(n) for n in range(10)] == [0, 3, 6, 10, 15, 21, 28, 36, 45, 55]


def test_ten_goal_tokens_score_66_the_next_triangular_number() -> None:
    assert goal_points(10) == 66


def test_the_score_adds_goal_tokens_effect_favour_and_palace_cards() -> None:
    g = game(2)
    me = g.state.seats[0]
    me.goal_days = [2, 3, 5]
    me.favour = 7
    me.palace = [g.state.components.by_id[c] for c in ("O20", "B01")]  # 8 + 1 printed favour
    assert g.state.scores()[0] == 10 + 7 + 9


def play_out(g) -> None:
    while not g.is_over:
        finish_dawn(g)
        end_day(g)
        finish_dusk(g)


def test_highest_total_wins_and_ties_share_the_win() -> None:
    g = game(3, seed=8)
    play_out(g)
    state = g.state
    for me in state.seats:
        me.goal_days, me.favour, me.palace = [], 0, []
    state.seats[0].favour = state.seats[2].favour = 5
    result = g.result()
    assert result.winners == [0, 2] and result.scores == [5.0, 0.0, 5.0]
    assert result.breakdown[0] == {"goals": 0.0, "favour": 5.0, "palace": 0.0}


def test_the_solo_target_is_the_favour_of_the_4_best_type_groups_of_the_22_travellers() -> None:
    g = tablekit.new_game("arigato", scenario="solo_end", seed=1)
    state = g.state
    aside = state.seats[0].aside
    assert len(aside) == 22
    groups = solo_groups(aside, state.cards)
    # origami 8+8+6+1+1, bonsai 8+8+5+1+1, blacksmith 8+6+1+1, sculptor 8+8+6+6+1, fireworks 8+8+1
    assert groups == {"origami": 24, "bonsai": 23, "blacksmith": 16, "sculptor": 29, "fireworks": 17}
    assert solo_target(aside, state.cards) == 29 + 24 + 23 + 17


def test_sculptors_count_as_one_group_whatever_their_picture() -> None:
    g = tablekit.new_game("arigato", scenario="solo_end", seed=1)
    cards = g.state.cards
    sculptors = [c.index for c in cards if c.type == "sculptor"][:5]
    assert solo_groups(sculptors, cards) == {"sculptor": sum(cards[c].favour for c in sculptors)}


def test_a_solo_game_ends_after_day_12_saying_whether_the_target_was_reached() -> None:
    g = tablekit.new_game("arigato", scenario="solo_end", seed=1)
    assign(g, 0)
    end_day(g)
    finish_dusk(g)
    assert g.is_over
    result = g.result()
    target = result.breakdown[0]["target"]
    assert target == 93 and result.winners == ([0] if result.scores[0] >= target else [])
    final = g.view(0)["final"]
    assert final["target"] == 93 and final["beaten"] == (result.scores[0] >= 93)
    assert any("target: 93 favour" in str(e) for e in g.history[-1].events)


def test_a_solo_player_reaching_the_target_wins() -> None:
    g = tablekit.new_game("arigato", scenario="solo_end", seed=1)
    g.state.seats[0].favour = 93
    assign(g, 0)
    end_day(g)
    finish_dusk(g)
    assert g.result().winners == [0]


def test_a_full_solo_game_sets_aside_exactly_22_travellers() -> None:
    g = game(1, seed=4)
    play_out(g)
    assert len(g.state.seats[0].aside) == 22


def test_a_tie_shares_its_place_and_the_next_place_counts_the_seats_above() -> None:
    g = game(3, seed=8)
    play_out(g)
    for me in g.state.seats:
        me.goal_days, me.palace = [], []
    for me, favour in zip(g.state.seats, (3, 7, 3)):
        me.favour = favour
    assert g.result().places == [2, 1, 2]
    g.state.seats[1].favour = 3
    assert g.result().places == [1, 1, 1] and g.result().winners == [0, 1, 2]
