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
