"""Fair undo, one rule for every game (tablekit.core.undo): what it allows is a seat's own last moves, with no
random draw and nothing hidden revealed in them; what it refuses says why, and changes nothing."""

from __future__ import annotations

import random

import pytest

import tablekit
from tablekit.core.errors import IllegalAction
from tablekit.core.undo import fair_undo, take_back

from .playouts import player_counts, random_steps

STEPS = 40  # the first steps of a playout: every game's opening, its secret choices and first draws


def test_a_seat_takes_back_only_its_own_last_moves_and_no_draw_or_reveal(game_name: str) -> None:
    players = player_counts(game_name)[-1]
    game = tablekit.new_game(game_name, players=min(players, 3), seed=11)
    allowed = refused = 0
    for step, g in enumerate(random_steps(game, seed=3)):
        if step >= STEPS or g.is_over:
            break
        seat = random.Random(step).randrange(g.players)
        before = g.actions
        try:
            n = fair_undo(g, seat)
        except IllegalAction as err:
            assert str(err) and len(str(err)) < 300
            refused += 1
        else:
            taken = g.copy()
            take_back(taken, seat)
            own = [i for i, (mover, _) in enumerate(before) if mover == seat]
            assert 1 <= n <= len(own)
            start = own[-n]  # no bots named: only the seat's own steps go; the others' after it (unseen) are kept
            kept = [a for a in before[start:] if a[0] != seat]
            assert taken.actions == before[:start] + kept
            assert all(g.history[i].seen_by(seat) is None for i in range(start, len(before)) if before[i][0] != seat)
            past = g.at_step(start)
            assert past.state.rng.getstate() == g.state.rng.getstate()  # nothing drawn at random in them
            allowed += 1
        assert g.actions == before  # asking changes nothing
    assert refused  # every game's opening has moves that cannot be taken back by someone
    assert allowed, f"{game_name}: no move was ever fair to take back"


def test_bots_moves_after_a_humans_move_go_back_with_it() -> None:
    g = tablekit.new_game("amanite", players=3, seed=5, sides=["A", "A", "A"])
    t = tablekit.Table(g, seats=["human", tablekit.bots.RandomBot(1), tablekit.bots.RandomBot(2)])
    t.run_bots()
    t.act(t.legal[0]["id"])
    t.run_bots()
    assert len(g.history) == 5
    t.undo()
    assert len(g.history) == 2


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_draw_is_refused_in_the_readers_language(lang: str) -> None:
    g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
    g.play(0, g.legal_actions(0)[0].id)
    g.play(0, "pass")
    with pytest.raises(IllegalAction) as err:
        fair_undo(g, 0)
    said = {"en": "no take-back past step 2: it revealed hidden information",
            "ja": "2手目より前には戻れません。その手で隠れていた情報が明かされました"}
    assert err.value.in_language(lang) == said[lang]


def dawn(seat_1_moves: bool) -> tablekit.Game:
    """Two humans at Arigato's dawn: Player 1 assigns a role, then Player 2 (maybe) one in secret."""
    g = tablekit.new_game("arigato", players=2, seed=5)
    g.play(0, g.legal_actions(0)[0].id)
    if seat_1_moves:
        g.play(1, g.legal_actions(1)[0].id)
    return g


def test_a_seat_takes_back_its_move_past_anothers_unseen_secret_step_and_learns_nothing() -> None:
    """Seat 1's secret step is kept (played again after seat 0's is taken back); seat 0 sees the same either way."""
    seen = []
    for moved in (False, True):
        g = dawn(moved)
        secret = g.actions[1:]
        take_back(g, 0)
        assert g.actions == secret  # seat 0's step gone, seat 1's choice kept
        seen.append((g.view(0), g.steps_seen(0)))
    assert seen[0] == seen[1]



def test_another_seats_confirmed_secret_choice_is_its_move_and_stays() -> None:
    """Player 2's confirm is announced to Player 1: a seen move, so Player 1 may not take back past it."""
    g = dawn(True)
    while g.legal_actions(1)[0].id != "confirm":
        g.play(1, g.legal_actions(1)[0].id)
    g.play(1, "confirm")
    played = g.actions
    with pytest.raises(IllegalAction, match="past Player 2's move"):
        take_back(g, 0)
    assert g.actions == played
