"""The game end (ゲーム終了タイルのランキング, 最終スコアリング): hands revealed clockwise, the end colour summed, ties
to the earlier reveal, end-tile rewards, the winner's extra card, final scoring and its tie-breaks."""

from __future__ import annotations

import pytest

from tablekit import IllegalAction

from .helpers import game, ids, state


def at_last_pick(**hands):
    """The final scenario just before Ralph's last pick, with some hands replaced."""
    g = game(scenario="final_ranking")
    s = state(g)
    for seat, cards in hands.items():
        s.hands[int(seat[1:])] = list(cards)
    return g


def test_hands_are_revealed_clockwise_from_the_start_player() -> None:
    g = game(scenario="final_ranking")
    g.play(0, "draft:B20")
    reveals = [e for e in g.history[-1].events if " reveals " in e]
    assert [e.split()[0] for e in reveals] == ["Ralph", "Sergio", "Jade", "Aurelia"]


def test_a_hand_without_the_end_colour_totals_zero() -> None:
    g = at_last_pick(s3=["G18", "B7", "G3", "B4"])
    g.play(0, "draft:B20")
    assert g.view(None)["reveals"][3] == [3, 0]
    assert g.view(None)["end"]["markers"][-1] == 3


def test_the_21_does_not_count_in_the_end_colour() -> None:
    g = at_last_pick(s3=["21", "R8"])
    g.play(0, "draft:B20")
    assert g.view(None)["reveals"][3] == [3, 8]


def test_an_end_tile_tie_goes_to_whoever_revealed_first() -> None:
    g = game(scenario="final_ranking")
    g.play(0, "draft:B20")
    markers = g.view(None)["end"]["markers"]
    assert markers.index(2) < markers.index(3)  # Jade and Aurelia both 24: Jade revealed first


def test_an_end_tile_tie_follows_the_reveal_order_not_the_seat_numbers() -> None:
    g = at_last_pick(s0=["R18", "R5", "B1"], s1=["G6"], s2=["R11"], s3=["R13", "R10", "G2"])
    s = state(g)
    s.ranking = [3, 0, 1, 2]  # Aurelia ranked first in round 8, so she reveals first
    s.display = []
    s._end_round()
    s._run()
    assert [seat for seat, _ in s.reveals] == [3, 0, 1, 2]
    assert s.end_markers[:2] == [3, 0]  # both 23 in red: Aurelia revealed before Ralph


def test_end_tile_rewards_go_to_their_ranks() -> None:
    g = game(scenario="final_ranking")
    g.play(0, "draft:B20")
    s = state(g)
    gains = s.c.end_ranks(4)
    assert [gains[s.end_markers.index(seat)].vp for seat in range(4)] == [5, 8, 3, 1]


def test_the_final_winner_plays_one_more_card_with_its_immediate_effect_and_minikins() -> None:
    g = game(scenario="final_ranking")
    s = state(g)
    s.hands[1] = ["R20", "R15", "G7"]  # Green 7: 2 minikins at once
    g.play(0, "draft:B20")
    assert g.to_act == [1] and ids(g, 1)[-1] == "extra:pass"
    supply = s.supply
    g.play(1, "extra:G7")
    assert "G7" in s.city[1] and s.supply == supply - 2
    assert g.is_over


def test_the_extra_card_is_optional_and_from_the_winners_hand() -> None:
    g = game(scenario="final_ranking")
    g.play(0, "draft:B20")
    with pytest.raises(IllegalAction, match="own hand"):
        g.play(1, "extra:R18")
    g.play(1, "extra:pass")
    assert g.is_over and len(state(g).city[1]) == 8


def test_medals_pay_1_3_6_10_15_21() -> None:
    g = game(scenario="final_scoring")
    s = state(g)
    for n, vp in enumerate([0, 1, 3, 6, 10, 15, 21, 21]):
        s.gained_medals[3] = 0
        base = s.seat_scores()[3].medals
        s.gained_medals[3] = n - base
        assert s.seat_scores()[3].medal_vp == vp


def test_a_vp_tie_goes_to_the_most_unused_minikins() -> None:
    g = game(scenario="final_scoring")
    s = state(g)
    scores = s.seat_scores()
    top = max(x.total for x in scores)
    for seat in range(4):
        s.gained_vp[seat] += top + 10 - scores[seat].total  # everyone on the same total
    s.waiting[2] = 2
    assert g.result().winners == [2]
    s.waiting[3] = 2
    assert g.result().winners == [2, 3]  # still tied: they share the win


def test_a_wild_symbol_counts_as_the_symbol_that_scores_most() -> None:
    g = game(scenario="final_scoring")
    s = state(g)
    s.city[2].remove("R4")  # Jade now shows 4 books: Green 1 needs 5
    assert s.seat_scores()[2].cards["G1"] == 0
    s.wilds[2] = 1
    jade = s.seat_scores()[2]
    assert jade.wild == ("book",) and jade.cards["G1"] == 10


def test_end_tile_minikins_are_placed_in_rank_order() -> None:
    import copy
    import json

    from tablekit.games.minikin_city.components import DEFAULT_FILE

    raw = json.loads(DEFAULT_FILE.read_text(encoding="utf-8"))
    box = copy.deepcopy(raw)
    box["end_tiles"]["4-5"]["4"] = [{"minikins": 2}] * 4  # a teacher's tile that pays minikins
    g = game(scenario="final_ranking", components=box)
    g.play(0, "draft:B20")
    events = list(g.history[-1].events)
    ranking = [("Ralph", "Sergio", "Jade", "Aurelia")[s] for s in state(g).end_markers]
    placed = [e.split()[0] for e in events if " puts " in e or " waiting " in e]
    assert placed == sorted(placed, key=ranking.index)
    if g.view(None)["phase"] == "minikins":
        pending = g.to_act[0]
        assert all(ranking.index(name) < ranking.index(("Ralph", "Sergio", "Jade", "Aurelia")[pending])
                   for name in placed)


def test_a_medal_on_a_city_card_counts_only_when_the_card_is_full() -> None:
    g = game(scenario="final_scoring")
    s = state(g)
    s.minikins["R4"] = 2  # Red 4 (2 medals) one minikin short
    jade = s.seat_scores()[2]
    assert jade.medals == 4 and "R4" not in jade.card_medals and jade.medal_vp == 10


def test_red_7_pays_5_vp_once_for_two_colour_sets_however_many_more() -> None:
    g = game(scenario="final_scoring")
    s = state(g)
    s.city[2].append("B16")  # a third blue card: three sets of each colour
    s.minikins["B16"] = 0
    assert s.seat_scores()[2].cards["R7"] == 5
    s.city[2] = [i for i in s.city[2] if i not in ("B15", "B16", "B18")]  # no blue card left: no set
    assert s.seat_scores()[2].cards["R7"] == 0


def test_unused_minikins_break_ties_at_every_place() -> None:
    g = game(scenario="final_scoring")
    s = state(g)
    scores = s.seat_scores()
    top = max(x.total for x in scores)
    for seat, extra in enumerate((10, 5, 5, 5)):  # seat 0 first; seats 1 to 3 tied on VP
        s.gained_vp[seat] += top + extra - scores[seat].total
    s.waiting[1], s.waiting[2], s.waiting[3] = 0, 2, 2
    assert g.result().places == [1, 4, 2, 2] and g.result().winners == [0]
