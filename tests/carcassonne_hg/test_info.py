"""Views, hidden stack order, redeal, conservation of components, records and random playouts."""

from __future__ import annotations

import json
import random

import pytest

import tablekit
from tablekit.games.carcassonne_hg.options import INFO
from tablekit.games.carcassonne_hg.tiles import TILES

from .helpers import conserved, new, play, state


def random_game(players: int, seed: int, check=None):
    g = new(players=players, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        if check:
            check(g)
        g.play(g.to_act[0], rng.choice(g.legal_actions(g.to_act[0])).id)
    return g


def test_views_never_show_the_order_of_the_stacks():
    g = new(seed=5)
    s = state(g)
    v = g.view(0)
    assert v["stacks"] == {"land": len(s.land), "bonus": len(s.bonus)}
    assert "tile_types" not in v  # drawings are static data: every printed tile, whatever the deal
    assert set(g.static_data()["tile_types"]) == {str(i) for i in TILES} == set(new(seed=6).static_data()["tile_types"])
    assert {t["id"] for t in v["tiles"]} | {v["current"]["id"]} == {56, s.current}  # only tiles in sight
    over = random_game(2, 5)
    left = state(over).bonus
    assert over.view(0)["stacks"] == {"land": 0, "bonus": len(left)}  # not even at the end
    seen = over.view(0)
    assert not set(left) & ({t["id"] for t in seen["tiles"]} | set(seen["discarded"]))


def test_every_seat_sees_the_same():
    g = new(players=3, seed=2)
    play(g, g.legal_actions(0)[0].id)
    views = [{k: v for k, v in g.view(s).items() if k != "seat"} for s in (None, 0, 1, 2)]
    assert all(v == views[0] for v in views)
    assert not INFO.hidden_information


def test_redeal_reshuffles_both_stacks_and_keeps_the_drawn_tile():
    g = new(seed=7)
    d = g.determinize(0, 99)
    assert d.view(0) == g.view(0)
    assert d.state.current == g.state.current
    assert sorted(d.state.land) == sorted(g.state.land) and d.state.land != g.state.land
    assert sorted(d.state.bonus) == sorted(g.state.bonus) and d.state.bonus != g.state.bonus


def test_scores_are_the_public_track():
    g = new(scenario="forest_completed")
    play(g, "tile:0,-2,0", "pass")
    assert g.state.scores() == [4.0, 0.0] and g.view(1)["seats"][0]["score"] == 4
    assert g.score_timeline() == [[0.0, 0.0, 4.0], [0.0, 0.0, 0.0]]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_playouts_keep_every_component_in_one_place(players):
    def check(g):
        assert conserved(g)
        seat = g.to_act[0]
        view = g.view(seat)
        json.dumps(view)
        assert g.determinize(seat, 1).view(seat) == view

    g = random_game(players, players * 11, check)
    assert conserved(g) and g.result().winners
    s = state(g)
    assert not s.land and s.current is None
    assert len(s.board.placed) + len(s.discarded) == 1 + 78 + 16 - len(s.bonus)


def test_save_and_load_replay_the_game(tmp_path):
    g = random_game(3, 4)
    path = tmp_path / "game.json"
    g.save(str(path))
    again = tablekit.load(str(path))
    assert again.view(0) == g.view(0) and again.result().to_dict() == g.result().to_dict()


def test_undo_replays_from_the_seed():
    g = new(seed=8)
    first = g.view(0)
    play(g, g.legal_actions(0)[0].id)
    g.undo()
    assert g.view(0) == first


@pytest.mark.parametrize("name", sorted(INFO.scenarios))
def test_every_scenario_starts_with_red_placing_a_tile(name):
    g = new(scenario=name)
    assert g.to_act == [0] and g.state.phase == "place" and conserved(g)
    assert g.legal_actions(0)


def test_view_has_what_a_renderer_needs():
    g = new(scenario="shaman")
    play(g, "tile:-1,0,0")
    v = g.view(0)
    assert v["phase"] == "shaman" and v["last_placed"] == [-1, 0] and v["turn"] == 0
    zone = g.static_data()["tile_types"]["88"]["zones"][0]
    assert zone == {"id": "M0", "type": "meadow", "sides": ["nw", "es", "W"], "power": "shaman"}
    assert {"seat": 0, "kind": "figure", "x": 0, "y": 0, "zone": "F0"} in v["pieces"]
    assert [-1, -1] in v["open_positions"] and v["placements"] == []
