"""The heuristic bot (issue: bots)."""

from __future__ import annotations

import tablekit
from tablekit.bench import match
from tablekit.bots import RandomBot, bot_for
from tablekit.games.amanite.scenarios import position

SECRET = {"blue": "poison", "red": "plus3", "yellow": "minus1", "green": "plus1", "purple": "plus2",
          "white": "antidote"}
OPTIONS = {"sides": ["A", "A"], "first_player": 0, "attributes": "first-game"}


def poison_choice() -> tablekit.Game:
    state = position(2, 1, OPTIONS, SECRET, round=3, first=0,
                     tiles=[(("B", "G"), 0, 1), ("", None, None), ("", None, None)],
                     held=["RR", ""], notes={"blue": [0], "red": [0], "green": [1], "white": [1]}, collecting=0)
    g = tablekit.new_game("amanite", players=2, seed=1, **OPTIONS)
    g.state = state
    return g


def test_the_bot_avoids_poison_it_cannot_cover() -> None:
    g = poison_choice()
    assert [a.id for a in g.legal_actions(0)] == ["pile:0:0", "pile:0:1"]
    assert bot_for("amanite", seed=3).act(g, 0).id == "pile:0:1"  # green, not the known Poison


def test_the_bot_only_ever_picks_legal_actions_from_its_own_view() -> None:
    g = tablekit.new_game("amanite", players=4, seed=5)
    bots = [bot_for("amanite", seed=s) for s in range(4)]
    while not g.is_over:
        for seat in g.to_act:
            action = bots[seat].choose(g.view(seat), g.legal_actions(seat))
            assert action in g.legal_actions(seat)
            g.play(seat, action)
            break


def test_the_bot_wins_clearly_more_than_a_third_against_two_random_bots() -> None:
    win_rate = match("amanite", players=3, count=60).win_rates[0]
    assert win_rate > 0.45


def test_random_bot_is_seeded() -> None:
    g = tablekit.new_game("amanite", players=2, seed=2)
    assert RandomBot(seed=4).act(g, 0) == RandomBot(seed=4).act(g, 0)
