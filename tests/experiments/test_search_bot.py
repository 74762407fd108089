"""The search bot and the coach: legal, repeatable with a seed, and blind to what their seat cannot see."""

from __future__ import annotations

import pytest

import tablekit
from tablekit.bots import RolloutSearch, bot_for
from tablekit.coach import Coach, advise

from .test_ismcts import _amanite_twins


def test_it_chooses_a_legal_action_in_every_game() -> None:
    for name in tablekit.games():
        g = tablekit.new_game(name, players=max(2, tablekit.core.registry.state_class(name).info.min_players), seed=3)
        seat = g.to_act[0]
        assert RolloutSearch(name, samples=1, depth=2, width=3, seed=1).act(g, seat) in g.legal_actions(seat)


def test_the_same_seed_gives_the_same_decision_and_a_time_budget_ends_it() -> None:
    g = tablekit.new_game("luxor", players=2, seed=5)
    seat = g.to_act[0]
    assert (RolloutSearch("luxor", samples=3, depth=6, seed=9).act(g, seat).id
            == RolloutSearch("luxor", samples=3, depth=6, seed=9).act(g, seat).id)
    assert RolloutSearch("luxor", samples=10**9, seconds=0.2, seed=1).act(g, seat) in g.legal_actions(seat)
    with pytest.raises(ValueError, match="budget"):
        RolloutSearch("luxor", samples=0)


def test_its_look_ahead_makes_no_events(monkeypatch: pytest.MonkeyPatch) -> None:
    g = tablekit.new_game("luxor", players=2, seed=5)
    seat, worlds = g.to_act[0], []
    deal = tablekit.core.game.Game.determinize

    def kept(self: tablekit.core.game.Game, seat: int, seed: int, quiet: bool = False) -> tablekit.core.game.Game:
        worlds.append(deal(self, seat, seed, quiet))
        return worlds[-1]

    monkeypatch.setattr(tablekit.core.game.Game, "determinize", kept)
    RolloutSearch("luxor", samples=2, depth=4, width=2, seed=1).act(g, seat)
    played = [h for w in worlds for h in w.history[len(g.history):]]
    assert worlds and played and not any(h.texts for h in played)
    advise(g, seat, worlds=1, seed=2, depth=2)
    assert all(w.state.quiet for w in worlds)


def test_hidden_information_it_could_not_see_changes_neither_choice_nor_estimates() -> None:
    a, b = _amanite_twins()
    seat = a.to_act[0]
    bot = RolloutSearch("amanite", samples=1, depth=2, width=3, seed=4)
    assert bot.reseeded(3).act(a, seat).id == bot.reseeded(3).act(b, seat).id
    assert advise(a, seat, worlds=1, seed=5, depth=2) == advise(b, seat, worlds=1, seed=5, depth=2)


def test_the_coach_sees_only_its_seat_in_a_game_of_hidden_hands() -> None:
    a = tablekit.new_game("minikin_city", players=2, seed=8)
    b = a.copy()
    hidden = b.state.hands[1]
    spare = next(c for c in b.state.deck if c not in hidden)  # another seat's hand: one card swapped with the deck
    b.state.deck[b.state.deck.index(spare)], hidden[0] = hidden[0], spare
    assert a.view(0) == b.view(0) and a.view(1) != b.view(1)
    assert advise(a, 0, worlds=1, seed=2, depth=6) == advise(b, 0, worlds=1, seed=2, depth=6)


def test_a_shuffled_stack_it_cannot_see_deals_the_same_worlds() -> None:
    a = tablekit.new_game("carcassonne_hg", players=2, seed=8)
    b = a.copy()
    b.state.land[0], b.state.land[-1] = b.state.land[-1], b.state.land[0]
    assert a.view(0) == b.view(0) and a.state.land != b.state.land
    assert a.determinize(0, seed=3).state.land == b.determinize(0, seed=3).state.land


def test_a_coach_table_shows_estimates_for_the_human_and_clears_them_after_a_move() -> None:
    g = tablekit.new_game("luxor", players=2, seed=7)
    coach = Coach(worlds=1)
    table = tablekit.Table(g, seats=["human", bot_for("luxor", seed=1)], coach=coach)
    assert coach.wait(60)
    shown = table.coach
    legal = {a["id"] for a in table.legal}
    assert shown["on"] and shown["done"] and shown["step"] == 0 and set(shown["moves"]) == legal
    assert all(0 <= m["win"] <= 1 and m["samples"] == 1 for m in shown["moves"].values())
    table.act(max(shown["moves"], key=lambda i: shown["moves"][i]["win"]))
    assert table.coach == {"on": True}  # the old numbers are gone at once: the bot is to move
    table.run_bots()
    assert coach.wait(60) and table.coach["step"] == len(g.history) and table.coach["done"]
    table._dispatch({"type": "coach", "on": False})
    assert table.coach == {"on": False}
    table.close()


def test_a_table_without_a_coach_refuses_the_coach_message() -> None:
    table = tablekit.Table(tablekit.new_game("luxor", players=2, seed=7))
    assert table.coach == {}
    with pytest.raises(tablekit.core.errors.IllegalAction, match="no coach"):
        table._dispatch({"type": "coach", "on": True})
    with pytest.raises(ValueError, match="coach"):
        tablekit.Table(tablekit.new_game("luxor", players=2, seed=7), coach="yes")  # type: ignore[arg-type]


def test_the_coach_finds_the_same_numbers_in_its_worker_process_as_in_a_thread() -> None:
    g = tablekit.new_game("minikin_city", players=2, seed=3)
    found = {}
    for process in (True, False):
        coach = Coach(worlds=1, process=process)
        coach.start(g, 0, lambda moves, done, process=process: found.__setitem__(process, (moves, done)))
        assert coach.wait(60)
        coach.close()
    assert found[True] == found[False] == (advise(g, 0, worlds=1), True)
