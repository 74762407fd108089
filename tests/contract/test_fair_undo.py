"""Fair undo, one rule for every game (tablekit.core.undo): what it allows is a seat's own last moves, with no
random draw and nothing hidden revealed in them; what it refuses says why, and changes nothing."""

from __future__ import annotations

import random

import pytest

import tablekit
from tablekit.core.errors import IllegalAction
from tablekit.core.undo import fair_undo

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
            assert 1 <= n <= len(g.history) and g.history[-n].seat == seat
            assert all(h.seat == seat for h in g.history[-n:])  # no bots named: nobody else's move goes with it
            past = g.at_step(len(g.history) - n)
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
