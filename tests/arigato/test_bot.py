"""The heuristic bot (issue: bots): legal play from its own view, its aims, and its record against RandomBots."""

from __future__ import annotations

import tablekit
from tablekit.bench import match
from tablekit.bots import RandomBot, bot_for
from tablekit.games.arigato.bot import solo_success

from .helpers import ids


def test_the_bot_only_ever_picks_legal_actions_in_every_phase() -> None:
    for players in (1, 2, 5):
        g = tablekit.new_game("arigato", players=players, seed=players)
        bots = [bot_for("arigato", seed=s) for s in range(players)]
        phases = set()
        while not g.is_over:
            seat = g.to_act[0]
            phases.add(g.state.phase)
            action = bots[seat].act(g, seat)
            assert action in g.legal_actions(seat)
            g.play(seat, action)
        assert {"dawn", "day"} <= phases


def test_the_bot_keeps_a_villager_whose_offering_it_can_pay_and_prepares_it() -> None:
    g = tablekit.new_game("arigato", scenario="offerings", seed=1)
    bot = bot_for("arigato", seed=2)
    first = bot.act(g, 0).id
    assert first == "send:1"  # O13 carries a token: its favour is banked at once
    g.play(0, first)
    assert bot.act(g, 0).id == "offer:3"  # B07's origami and bonsai are in hand


def test_the_bot_passes_its_neighbour_the_cards_it_values_least() -> None:
    g = tablekit.new_game("arigato", scenario="dawn", seed=1)
    bot = bot_for("arigato", seed=2)
    while g.legal_actions(0)[0].id != "confirm":
        g.play(0, bot.act(g, 0))
    roles = g.view(0)["seats"][0]["choice"]["roles"]
    favour = g.state.static_data()["cards"]
    passed = [favour[c]["favour"] for c, r in roles.items() if r == "T"]
    kept = [favour[c]["favour"] for c, r in roles.items() if r == "M"]
    assert max(passed) <= max(kept)
    assert ids(g) == ["confirm"]


def test_the_bot_wins_at_least_60_percent_against_two_random_bots() -> None:
    win_rate = match("arigato", players=3, count=30).win_rates[0]
    assert win_rate >= 0.6


def test_the_bot_plays_solo_and_sometimes_reaches_the_target() -> None:
    rate, score, target = solo_success(10)
    assert score > 30 and target > 30 and 0 <= rate <= 1


def test_random_bot_is_seeded() -> None:
    g = tablekit.new_game("arigato", players=2, seed=2)
    assert RandomBot(seed=4).act(g, 0) == RandomBot(seed=4).act(g, 0)
