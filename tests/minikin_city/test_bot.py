"""The heuristic bot: legal choices from its own view, sensible decisions, and its win rate (bounded for CI)."""

from __future__ import annotations

import tablekit
from tablekit.bench import match
from tablekit.bots import bot_for

from .helpers import game


def test_the_bot_only_picks_legal_actions_from_its_own_view() -> None:
    g = tablekit.new_game("minikin_city", players=5, seed=3)
    bots = [bot_for("minikin_city", seed=s) for s in range(5)]
    while not g.is_over:
        seat = g.to_act[0]
        action = bots[seat].act(g, seat)
        assert action in g.legal_actions(seat)
        g.play(seat, action)


def test_the_bot_puts_minikins_where_they_complete_a_card() -> None:
    g = game(scenario="jade_minikins")
    g.state.minikins["B19"] = 2  # Blue 19 needs 2 more, Red 3 needs 1: fill the one nearest to full
    assert bot_for("minikin_city", seed=1).act(g, 2).id == "minikin:R3"


def test_the_bot_keeps_a_high_card_of_the_end_colour() -> None:
    g = game(4, seed=6)
    end = g.state.end_colour[0].upper()
    others = [c for c in "RGB" if c != end]
    g.state.hands[0] = [f"{end}20", f"{others[0]}18", f"{others[1]}18", f"{others[0]}11", f"{others[1]}17", "21"]
    g._legal = {}
    kept = bot_for("minikin_city", seed=1).act(g, 0).id[5:].split(",")
    assert f"{end}20" in kept


def test_the_bot_beats_three_random_players_at_least_half_the_time() -> None:
    assert match("minikin_city", 4, 40).win_rates[0] >= 0.5
