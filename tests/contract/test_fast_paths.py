"""The fast paths of the contract: copies that never touch the original, words made only when read, and ids."""

from __future__ import annotations

import json
import random
from typing import Any

import tablekit
from tablekit.core.actions import Action
from tablekit.core.game import Game
from tablekit.core.state import State
from tablekit.core.text import render

from .playouts import player_counts, random_steps

COPY_STEPS = 40  # how far each copy is played on
POSITIONS = 5  # positions per game, spread over one seeded random game


def fingerprint(game: Game) -> str:
    """Everything about a position: the full (revealed) state view, every seat's view, what may be played, the
    generator, the scores, where the components are and the history."""
    state = game.state
    listed = {s: game.legal_ids(s) for s in game.to_act}
    where = {place: dict(counts) for place, counts in state.locations().items()}
    return json.dumps({
        "all": state.view(None, True), "seats": [game.view(s) for s in range(game.players)], "legal": listed,
        "rng": state.rng.getstate(), "scores": state.scores(), "where": where,
        "history": [h.to_dict() for h in game.history],
    }, sort_keys=True, default=repr)


def fingerprint_state(state: State) -> str:
    """A rules state alone: its revealed view, every seat's view, its generator and scores."""
    return json.dumps({"all": state.view(None, True), "seats": [state.view(s, False) for s in range(state.players)],
                       "rng": state.rng.getstate(), "scores": state.scores()}, sort_keys=True, default=repr)


def play_state_on(state: State, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(COPY_STEPS):
        if state.is_over():
            return
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def play_on(game: Game, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(COPY_STEPS):
        if game.is_over:
            return
        seat = rng.choice(game.to_act)
        game.play(seat, rng.choice(game.legal_ids(seat)))


def positions(name: str, players: int, seed: int) -> list[Game]:
    length = sum(1 for _ in random_steps(tablekit.new_game(name, players=players, seed=seed), seed))
    marks = {length * k // (POSITIONS + 1) for k in range(POSITIONS)}
    game = tablekit.new_game(name, players=players, seed=seed)
    return [g.copy() for step, g in enumerate(random_steps(game, seed)) if step in marks]


def test_copies_and_determinized_copies_never_change_the_original(game_name: str) -> None:
    counts = player_counts(game_name)
    for seed, players in enumerate((counts[0], counts[-1])):
        for k, game in enumerate(positions(game_name, players, seed)):
            before = fingerprint(game)
            twin = game.copy()
            assert fingerprint(twin) == before  # a copy starts as the same position...
            play_on(twin, k)
            for seat in range(game.players):
                dealt = game.determinize(seat, seed=k * 10 + seat)
                assert dealt.view(seat) == game.view(seat)
                world = game.deal(seat, seed=k * 10 + seat)  # the searches' fast path: the same world, alone
                assert fingerprint_state(world) == fingerprint_state(dealt.state)
                play_on(dealt, k + seat)
                play_state_on(world, k + seat)
            play_on(game.copy(), k)  # ...and a copy of a copy's original still plays the same way
            assert fingerprint(game) == before, f"{game_name}: playing a copy changed the original at {k}"


def test_a_copy_plays_exactly_as_the_original(game_name: str) -> None:
    for k, game in enumerate(positions(game_name, player_counts(game_name)[0], 3)):
        twin = game.copy()
        play_on(game, k)
        play_on(twin, k)
        assert fingerprint(twin) == fingerprint(game)


def _counting_reads(monkeypatch: Any) -> list[str]:
    reads: list[str] = []
    text = Action.text

    def counted(self: Action) -> Any:
        reads.append(self.id)
        return text.fget(self)  # type: ignore[union-attr]

    monkeypatch.setattr(Action, "text", property(counted))
    return reads


def test_listing_and_playing_by_id_makes_no_action_words(game_name: str, monkeypatch: Any) -> None:
    reads = _counting_reads(monkeypatch)
    game = tablekit.new_game(game_name, players=player_counts(game_name)[0], seed=5)
    rng = random.Random(5)
    while not game.is_over:
        seat = rng.choice(game.to_act)
        ids = game.legal_ids(seat)
        assert ids == [a.id for a in game.legal_actions(seat)]
        for s in range(game.players):  # the cheap test agrees with the list, for every seat
            assert game.state.has_legal_action(s) == bool(game.state.legal_actions(s)) == game.has_legal_action(s)
        game.play(seat, rng.choice(ids))
    assert reads == []
    assert all(not game.has_legal_action(s) for s in range(game.players))


def test_words_read_late_are_the_words_read_at_once(game_name: str) -> None:
    """Labels made on first read, after the game moved on, equal labels read when listed, in both languages."""
    players = player_counts(game_name)[-1]
    eager, lazy = (tablekit.new_game(game_name, players=players, seed=6) for _ in range(2))
    rng = random.Random(6)
    said: list[list[tuple[str, str, str]]] = []
    kept: list[list[Action]] = []
    while not eager.is_over:
        seat = rng.choice(eager.to_act)
        now = eager.legal_actions(seat)
        said.append([(a.id, a.label, render(a.text, "ja")) for a in now])
        kept.append(lazy.legal_actions(seat))
        choice = rng.randrange(len(now))
        eager.play(seat, now[choice])
        lazy.play(seat, kept[-1][choice].id)
    assert [[(a.id, a.label, render(a.text, "ja")) for a in step] for step in kept] == said
    assert [h.to_dict() for h in lazy.history] == [h.to_dict() for h in eager.history]
    assert [h.events_in("ja") for h in lazy.history] == [h.events_in("ja") for h in eager.history]
