"""Day (2. 昼): production, villagers and the village's 4 slots, effects, trades, offerings and the palace."""

from __future__ import annotations

import pytest

import tablekit
from tablekit import IllegalAction
from tablekit.games.arigato.scenarios import build_village, give_hand, set_items

from .helpers import assign, end_day, finish_dawn, game, hand, ids


def items(g, seat: int = 0) -> dict[str, int]:
    return {k: v for k, v in g.view(seat)["seats"][seat]["items"].items() if v}


def village(g, seat: int = 0) -> list[str | None]:
    return [s and s["card"] for s in g.view(seat)["seats"][seat]["village"]]


def test_makers_produce_their_item_and_are_discarded() -> None:
    g = game(2)
    give_hand(g.state, 0, ["K13", "K14", "S13", "O13", "B13"])
    assign(g, 0, villager="O13:1", makers=("K13", "S13"))
    assign(g, 1)
    assert items(g) == {"katana": 1, "statue": 1}
    assert {"K13", "S13"} <= set(g.view(None)["discard"])
    assert village(g) == ["O13", None, None, None]


def test_a_full_village_frees_the_slot_sending_a_card_with_an_offering_token_to_the_palace() -> None:
    g = tablekit.new_game("arigato", scenario="full_village", seed=1)
    label = next(a.label for a in g.legal_actions(0) if a.id == "villager:B19:2")
    assert "replacing" in label and "palace" in label
    assign(g, 0, villager="B19:2")
    finish_dawn(g)
    seat = g.view(0)["seats"][0]
    assert village(g) == ["O13", "B19", "K06", "S04"]
    assert seat["palace"] == ["B12"] and seat["tokens"] == 4


def test_a_full_village_frees_the_slot_discarding_a_card_without_an_offering_token_for_nothing() -> None:
    g = tablekit.new_game("arigato", scenario="full_village", seed=1)
    before = g.view(0)["seats"][0]["items"]
    assign(g, 0, villager="O03:3", makers=())
    finish_dawn(g)
    seat = g.view(0)["seats"][0]
    assert village(g)[2] == "O03" and "K06" in g.view(None)["discard"] and seat["palace"] == []
    assert seat["favour"] == 0 and sum(seat["items"].values()) == sum(before.values()) + 2


def test_a_villager_without_an_offering_token_may_be_discarded_during_the_day() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    assert "dismiss:3" in ids(g) and "dismiss:1" not in ids(g)
    g.play(0, "dismiss:3")
    assert village(g) == ["O13", None, None, None] and "B07" in g.view(None)["discard"]


def test_the_2_for_1_trade_gives_one_item_of_choice_for_two_equal_items() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    assert "trade:origami:bonsai" not in ids(g)  # only 1 origami
    assert "trade:katana:katana" not in ids(g)
    g.play(0, "trade:katana:statue")
    assert items(g) == {"origami": 1, "bonsai": 2, "statue": 1, "fireworks": 1}
    with pytest.raises(IllegalAction, match="a trade gives 2 equal items"):
        g.play(0, "trade:fireworks:bonsai")


def test_a_cheap_trade_villager_makes_its_item_trade_1_for_1() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    build_village(g.state, 0, {2: "B04"})
    g.state.seats[0].items[1] = 1  # one bonsai
    g.play(0, "trade:bonsai:katana")
    assert items(g)["katana"] == 3 and "bonsai" not in items(g)


def test_an_offering_is_paid_all_at_once_and_puts_a_token_on_the_villager() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    g.play(0, "offer:3")  # B07 costs 1 origami and 1 bonsai
    seat = g.view(0)["seats"][0]
    assert seat["village"][2] == {"card": "B07", "offering": True}
    assert items(g) == {"bonsai": 1, "katana": 2, "fireworks": 1} and seat["tokens"] == 2


def test_an_offering_the_player_cannot_pay_whole_is_refused() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    set_items(g.state, 0, origami=1)  # B07 needs an origami and a bonsai: half a payment is no payment
    assert "offer:3" not in ids(g)
    with pytest.raises(IllegalAction, match="paid all at once"):
        g.play(0, "offer:3")
    assert items(g) == {"origami": 1}


def test_send_moves_a_villager_with_a_token_to_the_palace_and_the_token_comes_back() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    g.play(0, "send:1")
    seat = g.view(0)["seats"][0]
    assert seat["palace"] == ["O13"] and village(g)[0] is None and seat["tokens"] == 4
    assert g.state.scores()[0] == 4  # O13's printed favour


def test_send_without_an_offering_token_is_refused() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    assert "send:3" not in ids(g)
    with pytest.raises(IllegalAction, match="only a villager carrying an offering token"):
        g.play(0, "send:3")


def test_only_4_offering_tokens_per_player() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    me = g.state.seats[0]
    build_village(g.state, 0, {2: "S13", 4: "F13"}, offered=[2, 4])
    me.offered[2] = True
    set_items(g.state, 0, origami=5, bonsai=5)
    assert me.tokens_free() == 0 and not any(i.startswith("offer:") for i in ids(g))
    with pytest.raises(IllegalAction, match="already carries an offering token"):
        g.play(0, "offer:3")


def test_an_immediate_effect_works_once_when_the_villager_is_placed() -> None:
    g = game(2)
    give_hand(g.state, 0, ["O08", "K13", "S13", "K14", "B13"])
    assign(g, 0, villager="O08:1", makers=("K13", "S13"))  # O08: +2 origami when placed
    assign(g, 1)
    assert items(g) == {"origami": 2, "katana": 1, "statue": 1}
    end_day(g)
    assert items(g) == {"origami": 2, "katana": 1, "statue": 1}


def test_an_effect_giving_an_item_of_choice_asks_for_it_before_anything_else() -> None:
    g = game(2)
    give_hand(g.state, 0, ["O01", "K13", "S13", "K14", "B13"])
    assign(g, 0, villager="O01:1", makers=("K13", "S13"))
    assign(g, 1)
    assert ids(g) == [f"pick:{i}" for i in ("origami", "bonsai", "katana", "statue", "fireworks")]
    with pytest.raises(IllegalAction, match="Items of your choice first"):
        g.play(0, "end")
    g.play(0, "pick:fireworks")
    assert items(g)["fireworks"] == 1 and "end" in ids(g)


def test_favour_per_type_counts_the_village_including_the_new_villager() -> None:
    g = tablekit.new_game("arigato", scenario="bonus", seed=1)
    give_hand(g.state, 0, ["O14", "K03", "S07", "F09", "B15"])
    g.state.seats[0].favour = 0
    build_village(g.state, 0, {2: "O16"})
    g.state.seats[0].village[0] = g.state.seats[0].village[2] = None  # O13 out; O05 out, to be today's villager
    g.state.deck.append(g.state.components.by_id["O05"])
    give_hand(g.state, 0, ["O05", "K03", "S07", "F09", "B15"])
    assign(g, 0, villager="O05:3")
    finish_dawn(g)
    assert g.view(0)["seats"][0]["favour"] == 2  # O05 and O16 are origami makers


def test_the_10_favour_bonus_gives_2_items_of_choice_when_favour_passes_a_multiple_of_10() -> None:
    g = tablekit.new_game("arigato", scenario="bonus", seed=1)
    assign(g, 0, villager="O10:3", makers=("K03", "S07"))  # O10: +1 favour per origami held (3 + 0)
    finish_dawn(g)
    seat = g.view(0)["seats"][0]
    assert seat["favour"] == 12 and seat["picks"] == 2
    g.play(0, "pick:katana")
    g.play(0, "pick:bonsai")
    assert "end" in ids(g)


def test_the_10_favour_bonus_counts_each_multiple_passed_at_once() -> None:
    g = tablekit.new_game("arigato", scenario="bonus", seed=1)
    set_items(g.state, 0, origami=12)
    assign(g, 0, villager="O10:3", makers=("K03", "S07"))
    finish_dawn(g)
    seat = g.view(0)["seats"][0]
    assert seat["favour"] == 21 and seat["picks"] == 4


def test_favour_from_printed_palace_cards_gives_no_bonus() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    g.state.seats[0].favour = 9
    g.play(0, "send:1")
    assert g.view(0)["seats"][0]["picks"] == 0 and g.state.scores()[0] == 13


def test_a_palace_bonus_villager_adds_favour_when_its_type_is_sent() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    build_village(g.state, 0, {4: "S11"})  # S11: +1 favour per origami maker sent to the palace
    effect = g.state.cards[g.state.components.by_id["S11"]].effect
    assert effect.do == "palace_bonus" and effect.type == "origami"
    g.play(0, "send:1")  # O13 is an origami maker
    assert g.view(0)["seats"][0]["favour"] == 1


def test_the_day_ends_for_everyone_before_dusk() -> None:
    g = game(3)
    finish_dawn(g)
    g.play(1, "end")
    assert g.to_act == [0, 2] and g.state.phase == "day"
    with pytest.raises(IllegalAction):
        g.play(1, "end")
    hand(g, 0)


def test_a_palace_bonus_does_not_count_the_card_sent_itself() -> None:
    import copy
    import json

    from tablekit.games.arigato.components import DEFAULT_FILE

    raw = json.loads(DEFAULT_FILE.read_text(encoding="utf-8"))
    box = copy.deepcopy(raw)
    s11 = next(c for c in box["cards"] if c["id"] == "S11")
    s11["effect"] = {"when": "passive", "do": "palace_bonus", "type": "sculptor", "n": 1}
    g = tablekit.new_game("arigato", players=2, seed=1, components=box)
    finish_dawn(g)
    state = g.state
    me = state.seats[0]
    state.discard.extend(me.villagers())  # an empty village to start from
    me.village = [None] * 4
    build_village(state, 0, {1: "S11", 2: "S13"}, offered=[1, 2])
    g.play(0, "send:2")  # S13, a sculptor, leaves while S11 stays: +1
    assert me.favour == 1
    g.play(0, "send:1")  # S11 itself leaves: it is no longer in the village to reward itself
    assert me.favour == 1
