"""Dawn (1. 夜明け): secret, simultaneous assignment of travellers, makers and a villager; passing to the left."""

from __future__ import annotations

import json

import pytest

import tablekit
from tablekit import IllegalAction
from tablekit.bots import bot_for

from .helpers import assign, end_day, finish_dawn, finish_dusk, game, hand, ids


def test_day_1_deals_5_cards_to_every_player_from_a_shuffled_deck_of_100() -> None:
    g = game(4, seed=3)
    assert [len(hand(g, s)) for s in range(4)] == [5, 5, 5, 5]
    assert g.view(None)["deck"] == 80
    assert hand(g, 0) != hand(game(4, seed=4), 0)


def test_every_player_chooses_at_once_so_to_act_lists_every_seat_still_choosing() -> None:
    g = game(3)
    assert g.to_act == [0, 1, 2]
    assign(g, 1)
    assert g.to_act == [0, 2]


def test_day_1_assignment_is_2_travellers_2_makers_1_villager() -> None:
    g = game(3)
    cards = hand(g, 0)
    g.play(0, f"villager:{cards[0]}:{g.state.cards[g.state.components.by_id[cards[0]]].slots[0]}")
    assert not any(i.startswith("villager:") for i in ids(g))
    g.play(0, f"maker:{cards[1]}")
    g.play(0, f"traveller:{cards[2]}")
    g.play(0, f"maker:{cards[3]}")
    assert ids(g) == ["confirm"]  # the last card could only be a traveller: it took that role at once
    choice = g.view(0)["seats"][0]["choice"]
    assert sorted(choice["roles"].values()) == ["M", "M", "T", "T"] and choice["villager"]["card"] == cards[0]


def test_a_third_maker_is_refused_naming_the_rule() -> None:
    g = game(3)
    cards = hand(g, 0)
    g.play(0, f"maker:{cards[0]}")
    g.play(0, f"maker:{cards[1]}")
    with pytest.raises(IllegalAction, match="2 makers a day"):
        g.play(0, f"maker:{cards[2]}")


def test_a_second_dawn_choice_from_one_seat_is_refused() -> None:
    g = game(3)
    assign(g, 0)
    before = g.view(0)
    with pytest.raises(IllegalAction, match="not Player 1's turn"):
        g.play(0, "confirm")
    assert "already confirmed" in g.state.explain_illegal(0, "confirm")
    assert g.view(0) == before


def test_a_villager_goes_only_into_a_slot_its_card_allows() -> None:
    g = game(3)
    state = g.state
    for card_id in hand(g, 0):
        slots = state.cards[state.components.by_id[card_id]].slots
        assert [i for i in ids(g) if i.startswith(f"villager:{card_id}:")] == [f"villager:{card_id}:{s}" for s in
                                                                               slots]
        for bad in set(range(1, 5)) - set(slots):
            with pytest.raises(IllegalAction, match="may only live in slot"):
                g.play(0, f"villager:{card_id}:{bad}")


def test_another_seats_pending_choice_is_absent_from_every_view_and_the_events() -> None:
    g = game(3)
    assign(g, 0, confirm=False)
    assign(g, 1)
    secret = g.view(0)["seats"][0]["choice"]
    assert secret["villager"]
    for seat in (None, 1, 2):
        seen = g.view(seat)
        assert seen["seats"][0]["choice"] is None and seen["seats"][0]["hand"] is None
        assert json.dumps(seen["seats"][0]).count(secret["villager"]["card"]) == 0
    assert g.view(2)["seats"][1]["chosen"] is True and g.view(2)["seats"][1]["choice"] is None
    words = " ".join(str(e) for h in g.history for e in h.events)
    assert all(card not in words for card in hand(g, 0))


def test_the_reveal_waits_until_every_player_has_confirmed() -> None:
    g = game(2)
    assign(g, 0)
    assert g.state.phase == "dawn" and g.view(1)["seats"][0]["village"] == [None] * 4
    assign(g, 1)
    assert g.state.phase == "day"
    assert any(c for c in g.view(1)["seats"][0]["village"])


def test_travellers_pass_to_the_left_and_are_seen_by_their_receiver_only() -> None:
    g = game(3)
    sent = {}
    for seat in range(3):
        assign(g, seat, confirm=False)
        sent[seat] = sorted(c for c, r in g.view(seat)["seats"][seat]["choice"]["roles"].items() if r == "T")
        g.play(seat, "confirm")
    for seat in range(3):
        left = (seat + 1) % 3
        assert sorted(g.view(left)["seats"][left]["incoming_cards"]) == sent[seat]
        assert sorted(g.view(seat)["seats"][left]["incoming_cards"]) == sent[seat]  # the sender remembers
        third = (seat + 2) % 3
        assert g.view(third)["seats"][left]["incoming_cards"] is None
        assert g.view(None)["seats"][left]["incoming"] == 2


def test_later_days_draw_3_and_pick_up_the_2_travellers_received() -> None:
    g = game(3)
    finish_dawn(g)
    received = sorted(g.view(1)["seats"][1]["incoming_cards"])
    deck = g.view(None)["deck"]
    end_day(g)
    finish_dusk(g)
    assert g.state.day == 2 and len(hand(g, 1)) == 5
    assert set(received) <= set(hand(g, 1))
    assert g.view(None)["deck"] == deck - 9


def test_day_12_assignment_is_1_villager_and_4_makers_and_no_travellers() -> None:
    g = tablekit.new_game("arigato", scenario="day12", seed=2)
    cards = hand(g, 0)
    assert not any(i.startswith("traveller:") for i in ids(g))
    g.play(0, f"maker:{cards[0]}")
    g.play(0, f"maker:{cards[1]}")
    g.play(0, f"maker:{cards[2]}")
    g.play(0, f"maker:{cards[3]}")
    assert all(i.startswith("villager:") for i in ids(g))
    with pytest.raises(IllegalAction, match="day 12: 1 villager, 4 makers"):
        g.play(0, f"traveller:{cards[4]}")
    g.play(0, ids(g)[0])
    assert ids(g) == ["confirm"]
    assert g.view(0)["quotas"] == [1, 4, 0]


def test_the_deck_reshuffles_its_discards_when_it_runs_out() -> None:
    g = game(3, seed=6)
    finish_dawn(g)
    state = g.state
    while len(state.deck) > 4:
        state.discard.append(state.deck.pop())
    end_day(g)
    finish_dusk(g)
    assert state.day == 2 and [len(me.hand) for me in state.seats] == [5, 5, 5]
    assert any("shuffled into a new deck" in str(e) for e in g.history[-1].events)


def test_a_deck_and_discards_both_empty_deal_short_hands_and_roles_fill_villager_first() -> None:
    g = game(3, seed=6)
    finish_dawn(g)
    state = g.state
    state.discard.extend(state.deck)
    state.deck.clear()
    while len(state.discard) > 7:
        state.seats[2].palace.append(state.discard.pop())
    end_day(g)
    finish_dusk(g)
    assert [len(me.hand) for me in state.seats] == [5, 5, 3]
    assert g.view(2)["quotas"] == [1, 2, 0]
    assert any("Player 3 draws only 1" in str(e) for e in g.history[-1].events)


def test_solo_draws_5_each_day_and_sets_the_travellers_aside_face_down() -> None:
    g = game(1, seed=2)
    assign(g, 0)
    assert g.view(0)["seats"][0]["aside"] == 2 and len(g.view(0)["seats"][0]["aside_cards"]) == 2
    end_day(g)
    finish_dusk(g)
    assert g.state.day == 2 and len(hand(g, 0)) == 5 and g.view(None)["deck"] == 90


def test_a_villager_may_replace_a_card_even_when_another_slot_is_free() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    state = g.state
    state.phase = "dawn"
    for me in state.seats:
        me.chosen = False
    from tablekit.games.arigato.scenarios import give_hand

    give_hand(state, 0, ["O15", "K13", "S13", "K14", "B13"])  # O15 may go to any slot
    assert {"villager:O15:1", "villager:O15:2", "villager:O15:3"} <= set(ids(g))
    assert "replacing" in next(a.label for a in g.legal_actions(0) if a.id == "villager:O15:3")


def test_determinize_deals_the_other_hands_anew_and_keeps_what_the_seat_knows() -> None:
    g = game(3, seed=9)
    assign(g, 1)
    other = g.determinize(0, seed=5)
    assert other.view(0) == g.view(0)
    assert other.state.seats[1].chosen and other.state.seats[1].hand != g.state.seats[1].hand
    for seat in other.to_act:
        assert other.legal_actions(seat)
    finish_dawn(other)
    assert other.state.phase == "day"


def test_labels_and_events_render_in_japanese() -> None:
    from tablekit.core.text import render

    g = game(2)
    action = g.legal_actions(0)[0]
    assert render(action.text, "ja").startswith("村人: ")
    assign(g, 0)
    assert g.history[-1].events_in("ja") == ["プレイヤー1が職人の割り当てを終えました。"]


def test_the_dawn_scenario_gives_player_1_the_known_hand_and_the_others_full_hands() -> None:
    g = tablekit.new_game("arigato", scenario="dawn", seed=3)
    assert hand(g, 0) == ["O08", "B04", "K12", "S02", "F15"]
    assert g.view(None)["deck"] == 85 and [s["hand_size"] for s in g.view(None)["seats"]] == [5, 5, 5]


@pytest.mark.parametrize("scenario", ["dawn", "full_village", "bonus", "day12", "solo_end"])
def test_scenarios_deal_every_player_a_full_hand_whatever_the_seed(scenario) -> None:
    for seed in range(12):
        g = tablekit.new_game("arigato", scenario=scenario, seed=seed)
        assert [s["hand_size"] for s in g.view(None)["seats"]] == [5] * g.players


def test_traveller_labels_name_the_left_neighbour_or_set_aside_in_solo_whatever_was_played_before() -> None:
    from tablekit.games.arigato.scenarios import give_hand

    cards = ["O13", "B13", "K13", "S13", "F13"]
    solo = game(1, seed=4)
    give_hand(solo.state, 0, cards)
    assert all("(to set aside)" in a.label for a in solo.legal_actions(0) if a.id.startswith("traveller:"))
    g = game(3, seed=4)
    give_hand(g.state, 2, cards)
    travellers = [a.label for a in g.legal_actions(2) if a.id.startswith("traveller:")]
    assert len(travellers) == 5 and all("(to Player 1)" in label for label in travellers)


def test_determinize_keeps_the_travellers_a_seat_passed_in_its_left_neighbours_hand() -> None:
    """At dawn the left neighbour's hand holds the 2 travellers this seat sent it: they are known, not redealt."""
    for seed in range(6):
        g = game(3, seed=seed)
        finish_dawn(g)
        sent = list(g.view(0)["seats"][1]["incoming_cards"])
        assert len(sent) == 2
        end_day(g)
        finish_dusk(g)
        assert g.state.phase == "dawn" and g.state.day == 2
        for s in range(seed % 3):
            assign(g, (s + 1) % 3)  # some seats have confirmed already, some not
        for d in range(4):
            other = g.determinize(0, seed=d)
            left_hand = [other.state.cards[c].id for c in other.state.seats[1].hand]
            assert set(sent) <= set(left_hand), (seed, d)
            assert other.view(0) == g.view(0)
            finish_dawn(other)
            assert other.state.phase == "day"


ORDERS = (  # one secret choice of Player 1 (2 players, seed 3), clicked in two orders: 3 clicks, or 4
    ["villager:B11:1", "maker:S16", "maker:S10"],  # the two cards left become travellers by themselves
    ["traveller:O17", "maker:S16", "traveller:K08", "villager:B11:1"],  # the card left becomes a maker
)


def test_the_others_learn_nothing_of_how_a_secret_choice_was_clicked() -> None:
    """The step a seat's view counts (and the table's, and a determinized copy's history) leaves out the
    clicks of another seat's unrevealed choice: 3 or 4 of them look the same."""
    seen = []
    for order in ORDERS:
        g = game(2, seed=3)
        for action in order:
            g.play(0, action)
        assert g.state.seats[0].unassigned() == []
        assert [len(h.events) for h in g.history] == [0] * len(order)
        g.play(0, "confirm")
        t = tablekit.Table(g, seats=[bot_for("arigato", seed=1), "human"])
        seen.append((g.view(1), g.view(None), t.step, g.determinize(1, seed=0).actions))
    assert seen[0] == seen[1]
    assert seen[0][0]["step"] == 1 and seen[0][3] == [(0, "confirm")]


def test_a_bot_gives_its_secret_roles_in_one_request_from_the_table() -> None:
    g = game(2, seed=3)
    t = tablekit.Table(g, seats=[bot_for("arigato", seed=1), "human"])
    assert t.bot_to_move and t.step == 0
    t._dispatch({"type": "bot", "step": 0})
    assert g.state.seats[0].chosen and t.step == 1 and not t.bot_to_move
    played = len(g.history)
    t._dispatch({"type": "bot", "step": 0})  # a late request of the same step changes nothing
    assert t.error == "" and len(g.history) == played
