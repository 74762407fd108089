"""Final scoring (rulebook: 最終スコアリング; the attribute table of the reference sheet)."""

from __future__ import annotations

from collections import Counter

import pytest

import tablekit
from tablekit.games.amanite.scoring import majority_points, placing, score, winners

FLAT = {"blue": "minus1", "green": "plus1", "purple": "plus2", "red": "plus3", "white": "poison", "yellow": "antidote"}
ADVANCED = {"blue": "poison", "green": "antidote", "purple": "elixir", "red": "limit", "white": "pair",
            "yellow": "majority"}


def one(tokens: str, attrs: dict[str, str] = FLAT) -> int:
    return score([Counter(tokens)], attrs).totals[0]


def test_flat_attributes_score_their_value_per_token() -> None:
    assert one("BBGPPRRR") == -2 + 1 + 4 + 9


def test_each_pig_scores_three() -> None:
    assert one("XXG") == 7


def test_each_poison_paired_with_an_antidote_scores_five() -> None:
    assert one("WWYY") == 10
    assert one("WYY") == 5  # an unpaired antidote scores nothing


def test_poison_exactly_covered_scores_and_one_short_eliminates() -> None:
    assert score([Counter("BBGP")], ADVANCED).eliminated == {}
    scoring = score([Counter("BBBGP")], ADVANCED)
    assert scoring.eliminated == {0: {"reason": "poison"}}
    assert scoring.totals == [0]


def test_each_antidote_elixir_pair_costs_three_even_when_also_paired_with_poison() -> None:
    assert one("GP", ADVANCED) == -3 - 5  # and no Mushroom Limit tokens: −5
    assert one("GGPP", ADVANCED) == -6 - 5


def test_sabrina_scores_seven_with_two_poison_one_antidote_and_one_elixir() -> None:
    attrs = {"blue": "poison", "red": "antidote", "yellow": "elixir", "green": "plus1", "purple": "plus2",
             "white": "plus3"}
    scoring = score([Counter("BBRY")], attrs)
    assert scoring.totals == [7]
    assert scoring.breakdown[0]["poison"] == 10 and scoring.breakdown[0]["antidote_elixir"] == -3


@pytest.mark.parametrize(("reds", "points"), [(0, -5), (1, 0), (2, 3), (3, 12)])
def test_mushroom_limit_totals(reds: int, points: int) -> None:
    assert score([Counter("R" * reds)], ADVANCED).breakdown[0]["limit"] == points


def test_mushroom_limit_at_four_eliminates() -> None:
    assert 0 in score([Counter("RRRR")], ADVANCED).eliminated


@pytest.mark.parametrize(("whites", "points"), [(0, 0), (1, 0), (2, 8), (3, 0)])
def test_mushroom_pair_scores_eight_for_exactly_two(whites: int, points: int) -> None:
    assert score([Counter("W" * whites)], ADVANCED).breakdown[0]["pair"] == points


def test_majority_first_ten_second_four() -> None:
    assert majority_points({0: 3, 1: 1, 2: 2}) == {0: 10, 2: 4}


def test_majority_tied_first_scores_seven_each_and_nobody_else() -> None:
    assert majority_points({0: 3, 1: 3, 2: 2}) == {0: 7, 1: 7}


def test_majority_tied_second_scores_two_each() -> None:
    assert majority_points({0: 4, 1: 2, 2: 2, 3: 1}) == {0: 10, 1: 2, 2: 2}


def test_majority_ignores_players_without_that_colour_and_eliminated_players() -> None:
    assert majority_points({0: 2, 1: 0}) == {0: 10}
    hands = [Counter("YYYYBBB"), Counter("YYGR"), Counter("YR")]  # seat 0: 3 poison, no antidote → out
    scoring = score(hands, ADVANCED)
    assert 0 in scoring.eliminated
    assert [b["majority"] for b in scoring.breakdown] == [0, 10, 4]


def test_winner_has_most_points_then_fewest_mushroom_tokens_then_shares() -> None:
    attrs = FLAT
    hands = [Counter("RR"), Counter("PPPGG"), Counter("RRB")]  # 6, 8, 5
    assert winners(score(hands, attrs), hands) == [1]
    hands = [Counter("RR"), Counter("PPGG"), Counter("XG")]  # 6 with 2 tokens, 6 with 4, 4
    assert winners(score(hands, attrs), hands) == [0]
    hands = [Counter("RR"), Counter("RR")]
    assert winners(score(hands, attrs), hands) == [0, 1]
    hands = [Counter("XX"), Counter("RR")]  # 6 each; pigs are not mushroom tokens
    assert winners(score(hands, attrs), hands) == [0]


def test_an_eliminated_player_cannot_win() -> None:
    hands = [Counter("RRRRRRWW"), Counter("G")]  # seat 0 has 2 poison and no antidote
    scoring = score(hands, FLAT)
    assert winners(scoring, hands) == [1]


def test_the_sabrina_scenario_gives_seven_or_eliminates_her() -> None:
    g = tablekit.new_game("amanite", scenario="sabrina", seed=1)
    assert g.legal_actions(0)[0].label.endswith("yellow")
    yellow = g.copy()
    yellow.play(0, "pile:3:0")
    result = yellow.result()
    assert result.scores[0] == 7 and 0 not in result.eliminated
    assert 1 in result.eliminated  # three Poison, no cover
    other = g.copy()
    other.play(0, "pile:3:1")
    assert 0 in other.result().eliminated
    assert other.view(0)["final"]["eliminated"]["0"] == {"reason": "poison"}


def test_places_follow_points_then_fewest_mushroom_tokens_and_eliminated_seats_share_the_last() -> None:
    hands = [Counter("RR"), Counter("PPGG"), Counter("XG"), Counter("RR")]  # 6 (2 tokens), 6 (4), 4, 6 (2)
    assert placing(score(hands, FLAT), hands) == [1, 3, 4, 1]
    hands = [Counter("RRRRRRWW"), Counter("G"), Counter("RRRRRRWW")]  # seats 0 and 2: poison, no antidote
    scoring = score(hands, FLAT)
    assert placing(scoring, hands) == [2, 1, 2] and winners(scoring, hands) == [1]
