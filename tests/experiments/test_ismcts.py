"""The ISMCTS bot: legal, repeatable with a seed, and blind to what its seat cannot see."""

from __future__ import annotations

import pytest

import tablekit
from tablekit.bots import ISMCTS
from tablekit.games.amanite.knowledge import constraints_of, worlds


def test_it_chooses_a_legal_action_in_every_game() -> None:
    for name in tablekit.games():
        g = tablekit.new_game(name, players=tablekit.core.registry.state_class(name).info.min_players, seed=3)
        seat = g.to_act[0]
        assert ISMCTS(iterations=8, seed=1).act(g, seat) in g.legal_actions(seat)


def test_the_same_seed_gives_the_same_decision() -> None:
    g = tablekit.new_game("amanite", players=3, seed=5, sides=["A", "B", "A"])
    seat = g.to_act[0]
    assert ISMCTS(iterations=40, seed=9).act(g, seat).id == ISMCTS(iterations=40, seed=9).act(g, seat).id


def test_a_time_budget_ends_the_search() -> None:
    g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
    assert ISMCTS(iterations=10**9, seconds=0.2, seed=1).act(g, 0) in g.legal_actions(0)
    with pytest.raises(ValueError, match="budget"):
        ISMCTS(iterations=0)


def _amanite_twins() -> tuple[tablekit.Game, tablekit.Game]:
    """Two Amanite games that differ only in what seat 0 cannot know: the attributes its clues leave open."""
    a = tablekit.new_game("amanite", players=3, seed=11, sides=["A", "A", "B"])
    for _ in range(3):
        seat = a.to_act[0]
        a.play(seat, a.legal_actions(seat)[0])
    b = a.copy()
    state = b.state
    options = worlds(tuple(sorted(state.attributes)), constraints_of(state.clues_of(0)))
    other = next(w for w in options if dict(zip(state.secret, w)) != state.secret)
    state.assign(dict(zip(state.secret, other)))
    assert a.view(0) == b.view(0) and a.view(1) != b.view(1)
    return a, b


def test_hidden_information_it_could_not_see_does_not_change_its_choice() -> None:
    a, b = _amanite_twins()
    seat = a.to_act[0]
    assert seat == 0
    assert ISMCTS(iterations=60, seed=4).act(a, seat).id == ISMCTS(iterations=60, seed=4).act(b, seat).id


def test_a_secret_choice_of_another_seat_does_not_change_its_choice() -> None:
    a = tablekit.new_game("amanite", players=3, seed=2)
    b = a.copy()
    a.play(0, "side:A")
    b.play(0, "side:B")
    assert a.view(1) == b.view(1)
    assert ISMCTS(iterations=30, seed=1).act(a, 1).id == ISMCTS(iterations=30, seed=1).act(b, 1).id
