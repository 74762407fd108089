"""A round (ゲームプレイ 1–3): the display, plays clockwise with immediate effects, the ranking, rewards on the rank
spaces, the draft in reverse ranking order, and the next start player."""

from __future__ import annotations

import pytest

from tablekit import IllegalAction

from .helpers import build_city, game, give, ids, keep_first, play_round, state


def started(players: int = 4, seed: int = 1, **options):
    g = game(players, seed, **options)
    keep_first(g)
    return g


def set_best(g, colour: str) -> None:
    """Make this round's reward card one of ``colour`` (swapping two cards of the row)."""
    s = state(g)
    row = list(s.reward_cards)
    k = next(k for k in range(s.round - 1, 8) if row[k].colour == colour)
    row[s.round - 1], row[k] = row[k], row[s.round - 1]
    s.reward_cards = tuple(row)


def test_there_are_eight_rounds_each_with_a_display_of_players_plus_one() -> None:
    for players in (2, 5):
        g = started(players)
        sizes = []
        while not g.is_over and state(g).round <= 8:
            sizes.append(len(g.view(None)["display"]))
            play_round(g)
        assert sizes == [players + 1] * 8


def test_cards_are_played_clockwise_from_the_start_player() -> None:
    g = started(4, first_player=2)
    order = []
    while g.view(None)["phase"] != "draft":
        if g.view(None)["phase"] == "play":
            order.append(g.to_act[0])
        g.play(g.to_act[0], ids(g)[0])
    assert order == [2, 3, 0, 1]


def test_a_played_card_is_face_up_and_public_at_once() -> None:
    g = started(3)
    card = ids(g, 0)[0][5:]
    g.play(0, f"play:{card}")
    for seat in (1, 2, None):
        assert g.view(seat)["seats"][0]["city"] == [[card, 0]]
        assert g.view(seat)["plays"] == [[0, card]]


def test_an_immediate_effect_resolves_when_the_card_is_played() -> None:
    g = started(4)
    build_city(g, 0, [("R1", 0)])
    give(g, 0, ["R2"])  # immediate effect: 2 minikins
    g.play(0, "play:R2")
    assert state(g).minikins["R1"] == 2 and g.view(None)["supply"] == 73
    assert "Immediate effect of Red 2: 2 minikins." in g.history[-1].events


def test_an_immediate_effect_counting_items_counts_the_city_with_the_new_card() -> None:
    g = started(4)
    build_city(g, 0, [("B18", 0), ("B6", 0), ("R1", 0)])
    give(g, 0, ["B2"])  # 1 minikin per blue card: B18, B6 and B2 itself
    g.play(0, "play:B2")
    assert state(g).minikins["R1"] == 2 and state(g).waiting[0] == 1


def test_the_ranking_puts_the_best_colour_high_to_low_then_the_others_high_to_low() -> None:
    g = started(4)
    set_best(g, "green")
    for seat, card in enumerate(["R20", "G3", "B12", "G10"]):
        give(g, seat, [card])
    for seat, card in enumerate(["R20", "G3", "B12", "G10"]):
        g.play(seat, f"play:{card}")
    assert state(g).ranking == [3, 1, 0, 2]


def test_the_21_ranks_first_in_every_colour() -> None:
    for colour in ("red", "green", "blue"):
        g = started(3)
        set_best(g, colour)
        cards = ["R20", "21", "G20"] if colour != "red" else ["G20", "21", "R20"]
        for seat, card in enumerate(cards):
            give(g, seat, [card])
        for seat, card in enumerate(cards):
            g.play(seat, f"play:{card}")
        assert state(g).ranking[0] == 1, colour


@pytest.mark.parametrize("first, cards, ranking", [
    (1, ("G6", "G7", "R7", "B2"), [3, 1, 2, 0]),  # blue first; Sergio's Green 7 was played before Jade's Red 7
    (3, ("R9", "G4", "R2", "G9"), [3, 0, 1, 2]),  # Aurelia played her Green 9 before Ralph's Red 9, sitting after him
])
def test_equal_values_rank_by_play_order(first: int, cards: tuple[str, ...], ranking: list[int]) -> None:
    g = started(4, first_player=first)
    set_best(g, "blue")
    for seat, card in enumerate(cards):
        give(g, seat, [card])
    for k in range(4):
        seat = (first + k) % 4
        g.play(seat, f"play:{cards[seat]}")
    assert state(g).ranking == ranking


def test_markers_go_on_the_rank_spaces_from_the_top() -> None:
    g = started(4)
    while g.view(None)["phase"] == "play":
        g.play(g.to_act[0], ids(g)[0])
    ranking = state(g).ranking
    while g.view(None)["phase"] != "draft":
        g.play(g.to_act[0], ids(g)[0])
    assert g.view(None)["rewards"][0]["markers"] == ranking
    assert sorted(ranking) == [0, 1, 2, 3]


def test_vp_and_medals_of_rank_spaces_count_at_the_end_minikins_and_tokens_at_once() -> None:
    g = started(4)
    s = state(g)
    set_best(g, "red")
    gains = s.reward_cards[0].ranks(4)
    s.free_tokens = [2, 3, 4, 5]  # tokens that pay at the end, so every minikin comes from a rank space
    for seat, card in enumerate(["R20", "G20", "B20", "R19"]):  # cards without immediate effects
        give(g, seat, [card])
    for seat, card in enumerate(["R20", "G20", "B20", "R19"]):
        g.play(seat, f"play:{card}")
    while g.view(None)["phase"] in ("minikins", "bonus"):
        g.play(g.to_act[0], ids(g)[0])
    for rank, seat in enumerate(s.ranking):
        gain = gains[rank]
        assert len(s.tokens[seat]) == gain.bonus
        assert s.waiting[seat] + sum(s.minikins[i] for i in s.city[seat]) == gain.minikins
    assert s.gained_vp == [0, 0, 0, 0]  # the VP stay on the rank space until final scoring reads them
    for rank, seat in enumerate(s.ranking):
        assert s.seat_scores()[seat].rewards == gains[rank].vp


def test_a_bonus_token_is_chosen_among_those_still_face_up() -> None:
    g = started(4)
    s = state(g)
    row = list(s.reward_cards)
    k = next(k for k, card in enumerate(row) if card.ranks(4)[1].bonus)
    row[0], row[k] = row[k], row[0]
    s.reward_cards = tuple(row)
    s.free_tokens = [3, 7]
    while g.view(None)["phase"] == "play":
        g.play(g.to_act[0], ids(g)[0])
    while g.view(None)["phase"] == "minikins":
        g.play(g.to_act[0], ids(g)[0])
    second = s.ranking[1]
    assert g.view(None)["phase"] == "bonus" and g.to_act == [second]
    assert ids(g) == ["bonus:3", "bonus:7"]
    g.play(second, "bonus:7")
    assert s.tokens[second] == [7] and 7 not in g.view(None)["bonus"]


def test_the_draft_goes_in_reverse_ranking_order_over_the_whole_display() -> None:
    g = started(4)
    while g.view(None)["phase"] != "draft":
        g.play(g.to_act[0], ids(g)[0])
    s = state(g)
    display = list(s.display)
    order = []
    while g.view(None)["phase"] == "draft":
        order.append(g.to_act[0])
        assert len(ids(g)) == len(s.display)
        g.play(g.to_act[0], ids(g)[-1])
    ranking = g.view(None)["rewards"][0]["markers"]
    assert order == ranking[::-1]
    assert s.deck[-1] == display[0]  # the card nobody took goes to the bottom of the deck
    assert s.deck_seen[-1] == -1  # everybody saw it


def test_a_drafted_card_is_known_to_everyone_in_that_hand() -> None:
    g = started(4)
    while g.view(None)["phase"] != "draft":
        g.play(g.to_act[0], ids(g)[0])
    seat = g.to_act[0]
    card = ids(g)[0][6:]
    g.play(seat, f"draft:{card}")
    other = (seat + 1) % 4
    assert g.view(other)["seats"][seat]["known"] == [card]


def test_the_first_of_the_ranking_starts_the_next_round() -> None:
    g = started(4)
    play_round(g)
    first = g.view(None)["rewards"][0]["markers"][0]
    assert state(g).start == first and g.to_act == [first]


def test_each_hand_holds_four_cards_at_the_start_of_every_round() -> None:
    g = started(5)
    while state(g).round <= 8:
        assert [len(h) for h in state(g).hands] == [4] * 5
        play_round(g)


def test_you_play_only_cards_from_your_own_hand() -> None:
    g = started(4)
    other = state(g).hands[1][0]
    with pytest.raises(IllegalAction, match="your own hand"):
        g.play(0, f"play:{other}")
    with pytest.raises(IllegalAction, match="step 3"):
        g.play(0, f"draft:{other}")


def test_a_bonus_reward_with_one_token_left_takes_it_and_with_none_gives_nothing() -> None:
    g = started(4)
    s = state(g)
    s.free_tokens = [4]
    s.tasks.append((0, "bonus"))
    s.tasks.append((1, "bonus"))
    s._run()
    assert s.tokens[0] == [4] and s.tokens[1] == [] and s.tasks == []
    assert "No bonus token is left for Sergio." in map(str, s._events)


def test_the_next_round_is_played_clockwise_from_its_start_player_not_in_ranking_order() -> None:
    g = started(4)
    play_round(g)
    first = state(g).start
    order = []
    while state(g).round == 2 and len(order) < 4:
        if g.view(None)["phase"] == "play":
            order.append(g.to_act[0])
        g.play(g.to_act[0], ids(g)[0])
    assert order == [(first + k) % 4 for k in range(4)]
