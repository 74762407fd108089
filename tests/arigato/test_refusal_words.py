"""Solo words, cards not in hand, and a seat that has ended its day (issue 26, item 9)."""

from __future__ import annotations

import pytest

from tablekit import IllegalAction
from tablekit.core.text import render

from .helpers import finish_dawn, game, hand, ids


def test_a_solo_traveller_is_set_aside_in_both_languages() -> None:
    g = game(1)
    travellers = [a for a in g.legal_actions(0) if a.id.startswith("traveller:")]
    assert travellers
    for action in travellers:
        assert action.label.endswith("(set aside face down)") and " to " not in action.label, action.label
        ja = render(action.text, "ja")
        assert ja.endswith("(裏向きで脇に置く)") and "へ" not in ja, ja


def test_a_solo_dusk_says_the_player_missed_the_goal_not_nobody() -> None:
    g = game(1, seed=2)
    while not g.is_over:
        seat = g.to_act[0]
        g.play(seat, ids(g, seat)[-1] if g.state.phase == "day" else ids(g, seat)[0])
    lines = [e for h in g.history for e in h.events if "meet the goal" in e or "meets the goal" in e]
    assert lines and not any("nobody" in e for e in lines), lines


def test_a_card_not_in_hand_is_named_as_such_not_by_its_slots() -> None:
    g = game(2, seed=3)
    missing = next(f"O{n:02}" for n in range(1, 21) if f"O{n:02}" not in hand(g, 0))
    with pytest.raises(IllegalAction) as err:
        g.play(0, f"villager:{missing}:0")
    assert f"'{missing}' is not a card in your hand" in str(err.value) and "slot" not in str(err.value)
    assert "手札のカードではありません" in err.value.in_language("ja")


def test_a_seat_that_ended_its_day_is_told_so() -> None:
    g = game(2, seed=3)
    finish_dawn(g)
    while ids(g, 1)[0].startswith("pick:"):
        g.play(1, ids(g, 1)[0])
    g.play(1, "end")
    with pytest.raises(IllegalAction) as err:
        g.play(1, "end")
    assert "Player 2 has ended the day" in str(err.value), str(err.value)
    assert "昼を終えました" in err.value.in_language("ja")
