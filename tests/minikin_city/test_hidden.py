"""Hidden information: hands, the deck and the keep choice stay secret; redeal deals the unseen anew consistently
with the seat's view; illegal actions are explained by the rule they break."""

from __future__ import annotations

import json
import random

import pytest

from tablekit import IllegalAction
from tablekit.core.text import T
from tablekit.games.minikin_city.rounds import PUBLIC

from .helpers import game, ids, keep_first, play_round, state


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others() -> None:
    g = game(4)
    view = g.view(1)
    assert view["seats"][1]["hand"] == state(g).hands[1]
    assert [s["hand"] for k, s in enumerate(view["seats"]) if k != 1] == [None, None, None]
    assert all(s["hand_size"] == 6 for s in view["seats"])
    assert "deck_order" not in view and isinstance(view["deck"], int)


def test_no_view_holds_another_seats_cards_anywhere() -> None:
    g = game(4, seed=4)
    keep_first(g)
    play_round(g)
    s = state(g)
    for seat in range(4):
        text = json.dumps(g.view(seat))
        for other in range(4):
            if other != seat:
                for card in s.hands[other]:
                    if card not in s.hand_public:
                        assert f'"{card}"' not in text
        for card in s.deck:
            assert f'"{card}"' not in text


def test_an_open_teaching_game_shows_everything() -> None:
    g = game(4, open=True)
    view = g.view(0)
    assert all(s["hand"] is not None for s in view["seats"]) and view["deck_order"] == state(g).deck


def test_redeal_keeps_what_the_seat_saw_and_shuffles_the_rest() -> None:
    g = game(4, seed=3)
    keep_first(g)
    play_round(g)
    s = state(g)
    mine_at_bottom = [(k, c) for k, (c, who) in enumerate(zip(s.deck, s.deck_seen)) if who in (0, -1)]
    other = g.determinize(0, seed=11)
    t = other.state
    assert other.view(0) == g.view(0)
    assert [(k, t.deck[k]) for k, _ in mine_at_bottom] == mine_at_bottom  # its returned cards and the public ones
    assert t.hands[0] == s.hands[0]
    assert sorted(t.deck + [c for h in t.hands for c in h]) == sorted(s.deck + [c for h in s.hands for c in h])
    assert t.deck != s.deck or t.hands != s.hands


def test_redeal_during_the_keep_choice_keeps_other_choices_consistent() -> None:
    g = game(4, seed=2)
    g.play(1, ids(g, 1)[0])
    other = g.determinize(0, seed=5)
    t = other.state
    assert t.keep[1] is not None and set(t.keep[1]) <= set(t.hands[1])
    assert other.view(0) == g.view(0)
    keep_first(other)
    assert other.view(0)["phase"] == "play"


def test_another_seats_secret_keep_choice_does_not_reach_a_redeal() -> None:
    a = game(4, seed=2)
    b = a.copy()
    a.play(0, ids(a, 0)[0])
    b.play(0, ids(b, 0)[-1])
    assert a.view(1) == b.view(1)
    assert a.determinize(1, seed=3).state.keep == b.determinize(1, seed=3).state.keep


def test_random_redeals_are_all_playable() -> None:
    rng = random.Random(1)
    g = game(3, seed=9)
    while not g.is_over:
        seat = g.to_act[0]
        copy = g.determinize(seat, seed=rng.randrange(1000))
        assert copy.view(seat) == g.view(seat)
        g.play(seat, rng.choice(ids(g, seat)))


@pytest.mark.parametrize("action, words", [
    ("fly:away", "not a Minikin City action"),
    ("draft:R1", "step 3 of a round"),
    ("keep:R1,R2", "keep exactly 4"),
])
def test_illegal_actions_name_the_rule(action: str, words: str) -> None:
    g = game(4)
    with pytest.raises(IllegalAction, match=words):
        g.play(0, action)


def test_keeping_cards_you_were_not_dealt_is_refused() -> None:
    g = game(4)
    others = state(g).hands[1][:4]
    with pytest.raises(IllegalAction, match="dealt to you"):
        g.play(0, "keep:" + ",".join(sorted(others)))


def test_placing_a_minikin_on_a_card_that_is_not_yours_is_refused() -> None:
    g = game(scenario="jade_minikins")
    with pytest.raises(IllegalAction, match="your own played city cards"):
        g.play(2, "minikin:G18")


def test_refusals_in_every_choice_name_their_rule() -> None:
    g = game(scenario="jade_minikins")
    with pytest.raises(IllegalAction, match="belongs to step 2"):
        g.play(2, "play:G14")
    for _ in range(3):
        g.play(2, "minikin:B19")
    while g.view(None)["phase"] != "bonus":
        g.play(g.to_act[0], ids(g)[0])
    seat = g.to_act[0]
    with pytest.raises(IllegalAction, match="still face up"):
        g.play(seat, "bonus:99")
    while g.view(None)["phase"] != "draft":
        g.play(g.to_act[0], ids(g)[0])
    with pytest.raises(IllegalAction, match="not there"):
        g.play(g.to_act[0], "draft:R1")
    full = game(scenario="jade_minikins")
    full.state.minikins["R3"] = 1
    with pytest.raises(IllegalAction, match="free spaces only"):
        full.play(2, "minikin:R3")


def _cards_named(text: object) -> set[str]:
    """The card ids a message names, anywhere in its arguments."""
    if isinstance(text, T):
        if text.key == "minikin_city.ui.card21":
            return {"21"}
        if text.key == "minikin_city.ui.card":
            return {text.args["colour"].key.rsplit(".", 1)[1][0].upper() + str(text.args["value"])}
        return set().union(*(_cards_named(v) for v in text.args.values()))
    if isinstance(text, (list, tuple)):
        return set().union(*(_cards_named(v) for v in text))
    return set()


@pytest.mark.parametrize("players, seed", [(2, 5), (4, 6), (5, 7)])
def test_events_name_only_cards_every_seat_may_see(players: int, seed: int) -> None:
    g = game(players, seed=seed)
    rng = random.Random(seed)
    named = 0
    while not g.is_over:
        seat = g.to_act[0]
        g.play(seat, rng.choice(ids(g, seat)))
        s = state(g)
        public = {i for city in s.city for i in city} | set(s.display) | s.hand_public
        public |= {i for i, who in zip(s.deck, s.deck_seen) if who == PUBLIC}
        for text in g.history[-1].texts:
            cards = _cards_named(text)
            named += len(cards)
            assert cards <= public, (text, cards - public)
    assert named > 8 * players  # the check saw the plays, drafts and reveals


def test_redeal_after_the_reveal_keeps_every_hand_and_a_drafted_card_stays_put() -> None:
    g = game(scenario="final_ranking")
    s = state(g)
    drafted = [(seat, i) for seat, hand in enumerate(s.hands) for i in hand if i in s.hand_public]
    assert drafted and all(seat != 0 for seat, _ in drafted)
    other = state(g.determinize(0, seed=4))
    assert all(i in other.hands[seat] for seat, i in drafted)
    g.play(0, "draft:B20")  # the hands are revealed: nothing in them is hidden any more
    assert g.view(1)["seats"][0]["hand"] == state(g).hands[0]
    assert state(g.determinize(1, seed=4)).hands == state(g).hands
