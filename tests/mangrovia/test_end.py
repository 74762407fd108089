"""The end of the game: the round of the last hut is finished, then everything is scored."""

from __future__ import annotations

from tablekit.games.mangrovia.state import MAX_ROUNDS

from .helpers import ids, play, random_game, scenario, state


def test_the_last_hut_ends_the_game_after_the_round():
    g = scenario("last_hut")
    assert g.view(0)["seats"][0]["huts"] == 1
    events = play(g, "build:C4:3+4")
    assert "Red has built their last hut: the game ends after this round." in events
    assert not g.is_over and g.view(None)["ending"]
    while not g.is_over:
        assert g.view(None)["round"] == 9
        play(g, ids(g)[0])
    assert g.result().winners
    assert "The game is over" in g.history[-1].events[-1]


def test_with_no_hut_left_nobody_builds_more():
    g = scenario("last_hut")
    play(g, "build:C4:3+4")
    assert not any(a.startswith("build") for a in ids(g))


def test_every_game_ends_by_the_round_cap_at_the_latest():
    g = random_game(2, 5)
    assert g.is_over and state(g).round <= MAX_ROUNDS


def test_the_final_view_shows_the_breakdown_and_every_hand():
    g = scenario("stone")
    play(g, ids(g)[0])
    v = g.view(1)
    assert v["final"]["totals"] == g.result().scores and v["final"]["winners"] == g.result().winners
    assert len(v["hands"]) == 3


def test_the_round_cap_ends_the_game():
    from .helpers import at

    g = at(12, bowls={1: 0, 2: 1, 3: 2, 4: 0, 5: 1, 6: 2})
    g.state.round = MAX_ROUNDS
    events = play(g, ids(g)[0])
    assert g.is_over and f"Round {MAX_ROUNDS} was the last round the engine plays: the game is scored." in events
