"""The heuristic bot: the choices it makes, legal play to the end, and its margin over RandomBot."""

from __future__ import annotations

import tablekit
from tablekit.bots import bot_for
from tablekit.games.luxor.bot import LuxorBot

from .helpers import hand, ids, new, put, tile, treasure


def test_bot_for_gives_the_heuristic_bot() -> None:
    assert isinstance(bot_for("luxor", seed=1), LuxorBot)


def test_the_bot_takes_a_key_while_it_has_none() -> None:
    g = tablekit.new_game("luxor", scenario="osiris", seed=1)
    g.play(0, "play:0:1:1")
    assert LuxorBot(0).act(g, 0).id == "take:key"


def test_the_bot_takes_a_treasure_when_a_move_completes_one() -> None:
    g = tablekit.new_game("luxor", scenario="treasure", seed=1)
    g.play(0, LuxorBot(0).act(g, 0))
    assert g.state.treasures[0]


def test_the_bot_enters_the_chamber_for_the_sarcophagus() -> None:
    g = tablekit.new_game("luxor", scenario="chamber", seed=1)
    g.play(0, LuxorBot(0).act(g, 0))
    assert g.state.entered == [0]


def test_the_bot_plays_the_card_that_brings_a_horus_card_to_an_end() -> None:
    g = new()
    hand(g, 0, ("number", 1), ("choose", 3, 1), ("number", 1), ("number", 1), ("number", 1))
    for space in (1, 2):
        tile(g, space, treasure(g, "vase", 3))
    put(g, 0, 0, 0)
    assert LuxorBot(0).act(g, 0).id.startswith("play:0:")  # the right 1 would leave the Horus card second


def test_bots_play_legal_moves_to_the_end_with_three_players() -> None:
    g = new(3, seed=12)
    bots = [LuxorBot(s) for s in range(3)]
    while not g.is_over:
        seat = g.to_act[0]
        action = bots[seat].act(g, seat)
        assert action.id in ids(g)
        g.play(seat, action)
    assert g.result().winners


def test_the_bot_beats_random_bot_in_most_two_player_games() -> None:
    from tablekit.bench import match

    win_rate = match("luxor", players=2, count=20).win_rates[0]
    assert win_rate >= 0.8
