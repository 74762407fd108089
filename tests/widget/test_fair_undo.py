"""Fair undo at a table (Board Game Arena's policy): a seat takes back only its own last moves, never past another
player's move, a random draw or revealed hidden information; the teacher's override is explicit."""

from __future__ import annotations

import pytest

import tablekit
from tablekit.core.errors import IllegalAction


def dawn_hotseat() -> tuple[tablekit.Game, tablekit.Table]:
    """Two humans at one screen in Arigato; Player 1 has confirmed their secret dawn choice."""
    g = tablekit.new_game("arigato", players=2, seed=5)
    t = tablekit.Table(g)
    t.screen.reveal()
    while t.legal[0]["id"] != "confirm":
        t.act(t.legal[0]["id"])
    t.act("confirm")
    return g, t


def test_player_2s_undo_does_not_take_back_player_1s_confirmed_secret_choice() -> None:
    g, t = dawn_hotseat()
    t.screen.reveal()  # Player 2 sits down and looks at their own hand
    assert t.viewer == 1
    played = g.actions
    with pytest.raises(IllegalAction, match="past Player 1's move"):
        t.undo()
    assert g.actions == played and "Player 1" in t.error


def test_the_refusal_is_in_the_tables_language() -> None:
    g = tablekit.new_game("arigato", players=2, seed=5)
    t = tablekit.Table(g, lang="ja")
    t.screen.reveal()
    while t.legal[0]["id"] != "confirm":
        t.act(t.legal[0]["id"])
    t.act("confirm")
    t.screen.reveal()
    with pytest.raises(IllegalAction):
        t.undo()
    assert "取り消せる" in t.error


def test_player_1_may_still_take_back_their_own_confirm_before_passing_the_screen() -> None:
    g, t = dawn_hotseat()
    assert t.curtain  # still behind the curtain: the one at the screen is the one who just confirmed
    before = len(g.history)
    t.undo()
    assert len(g.history) == before - 1 and g.history[-1].seat == 0


def test_the_teachers_override_is_explicit() -> None:
    g, t = dawn_hotseat()
    t.screen.reveal()
    t.undo(force=True)
    assert len(g.history) and g.actions[-1][1] != "confirm"


def test_a_refusal_counts_only_the_steps_the_seat_saw() -> None:
    """A bot's secret dawn clicks are not counted in the step a refusal names (nor anywhere on the screen)."""
    g = tablekit.new_game("arigato", players=2, seed=3)
    t = tablekit.Table(g, seats=[tablekit.bots.bot_for("arigato", seed=1), "human"], seat=1)
    t.run_bots()
    while t.legal[0]["id"] != "confirm":
        t.act(t.legal[0]["id"])
    t.act("confirm")  # the reveal: both choices are shown
    assert len(g.history) > t.step
    with pytest.raises(IllegalAction, match=f"past step {t.step}: it revealed hidden information"):
        t.undo()


@pytest.mark.parametrize("seat_1_moves", [False, True])
def test_a_bound_seat_takes_back_its_dawn_role_past_the_others_secret_one(seat_1_moves: bool) -> None:
    """Player 1's screen: their undo is allowed whether or not Player 2 has moved in secret, and shows the same."""
    g = tablekit.new_game("arigato", players=2, seed=5)
    t = tablekit.Table(g, seat=0)
    first = t.legal[0]["id"]
    t.act(first)
    if seat_1_moves:
        g.play(1, g.legal_actions(1)[0].id)
    kept = g.actions[1:]
    t.undo()
    assert g.actions == kept and t.step == 0 and not t.error
    assert t.legal[0]["id"] == first


def test_a_bound_seats_undo_before_it_moved_says_the_same_whether_the_other_moved_in_secret() -> None:
    said = []
    for seat_1_moves in (False, True):
        g = tablekit.new_game("arigato", players=2, seed=5)
        t = tablekit.Table(g, seat=0)
        if seat_1_moves:
            g.play(1, g.legal_actions(1)[0].id)
        with pytest.raises(IllegalAction):
            t.undo()
        said.append(t.error)
    assert said[0] == said[1]
