"""Static front-end data is public: the same for every seed, open or not, whoever sits at the table's screen."""

from __future__ import annotations

import json

import tablekit
from tablekit.bots import RandomBot

from .playouts import player_counts, random_steps


def as_json(value: object) -> str:
    return json.dumps(value, sort_keys=True)


def test_static_data_is_the_same_for_every_seed_and_open_or_secret_play(game_name: str) -> None:
    players = player_counts(game_name)[-1]
    static = as_json(tablekit.new_game(game_name, players=players, seed=0).static_data())
    for seed in range(1, 6):
        assert as_json(tablekit.new_game(game_name, players=players, seed=seed).static_data()) == static
    assert as_json(tablekit.new_game(game_name, players=players, seed=9, open=True).static_data()) == static


def test_every_table_sends_the_same_static_data_whoever_views_it(game_name: str) -> None:
    players = player_counts(game_name)[0]
    g = tablekit.new_game(game_name, players=players, seed=3)
    for _ in random_steps(g, 3):
        if len(g.history) >= 10:
            break
    static = as_json(g.static_data())
    hotseat = tablekit.Table(g)  # a spectator behind the curtain, or the seat to act
    bots = tablekit.Table(g, seats=[RandomBot(s) for s in range(players)])  # a spectator
    ones = [tablekit.Table(g, seats=["human" if s == seat else RandomBot(s) for s in range(players)])
            for seat in range(players)]  # each seat's own view
    assert {t.viewer for t in ones} == set(range(players)) and bots.viewer == -1
    for table in (hotseat, bots, *ones):
        assert as_json(table.static) == static
        table.close()
