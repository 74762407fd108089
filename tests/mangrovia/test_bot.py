"""The heuristic bot: it builds what it can pay, and beats random play."""

from __future__ import annotations

from tablekit.bench import match
from tablekit.bots import bot_for
from tablekit.games.mangrovia.bot import MangroviaBot
from tablekit.games.mangrovia.scenarios import give

from .helpers import ids, new, play, scenario


def test_bot_for_gives_the_mangrovia_bot():
    assert isinstance(bot_for("mangrovia", seed=1), MangroviaBot)


def test_the_bot_builds_where_its_lead_grows_most():
    g = scenario("three_and_four")
    # C7 (cost 3): pole tile 2, alone in the pole place (10) and on column C; C4 (cost 7) has a sun and row 4
    assert MangroviaBot(1).act(g, 0).id == "build:C7:3"
    g.state.pole_tiles.clear()
    g.state.occupancy.update({"A5": (1, 1), "B5": (1, 1), "C6": (2, 1)})
    g._legal, g.state._options = {}, None
    assert MangroviaBot(1).act(g, 0).id == "build:C4:3+4"  # the pole place is lost: C4 is worth more


def test_the_bot_keeps_its_best_amulets():
    g = scenario("amulet_level")
    drawn = sorted(g.view(0)["drawn"])
    assert MangroviaBot(1).act(g, 0).id == f"keep:{drawn[-2]}+{drawn[-1]}"


def test_the_bot_moves_a_bird_onto_the_terrain_of_its_land_cards():
    g = scenario("oracle")
    assert "reed" in MangroviaBot(1).act(g, 0).id


def test_the_bot_takes_a_build_site_when_it_can_pay_a_build():
    g = new(3, 1)
    s = g.state
    give(s, 0, land={"mangrove": 2, "water": 1}, valuables=[5, 6])
    s._options, g._legal = None, {}
    first, second = s.c.sites[int(MangroviaBot(1).act(g, 0).id.partition(":")[2]) - 1]
    assert {first, second} & {8, 9, 10, 11}


def test_bots_play_legal_actions_to_the_end():
    g = new(4, 7)
    bots = [bot_for("mangrovia", seed=s) for s in range(4)]
    while not g.is_over:
        seat = g.to_act[0]
        action = bots[seat].act(g, seat)
        assert action.id in ids(g)
        play(g, action.id)
    assert g.result().winners


def test_the_bot_beats_two_random_bots_in_most_three_player_games():
    win_rate = match("mangrovia", players=3, count=30).win_rates[0]
    assert win_rate >= 0.6
