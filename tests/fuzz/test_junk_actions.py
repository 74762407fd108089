"""Junk and wrong-seat actions, 10,000 per game spread over random positions of every player count and scenario:
each raises IllegalAction with a message, and leaves the state, every view and the history as they were."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tablekit
from tablekit import Action, IllegalAction
from tablekit.core.game import Game

from ..contract.playouts import random_steps
from .games import all_views, setups, views
from .profile import scale, tally

PER_GAME = scale(10_000, 100_000)
PER_POSITION = 10
ODD_IDS: tuple[Any, ...] = ("", " ", ":", "::", "-1", "0", "pass", "undo", "x" * 10_000, "é漢字🎲", "\u0000", "None",
                            None, 0, -1, 1.5, True, b"pass", ["pass"], {"id": "pass"}, ("a", "b"))
ODD_SEATS: tuple[Any, ...] = (-1, 10**9, None, True, False, "0", 0.0, 1.0, [0], {"seat": 0})


def _bent(action_id: str, rng: random.Random) -> str:
    """A legal id bent a little: one part changed, dropped, doubled or swapped, or a character changed."""
    parts = action_id.split(":")
    how = rng.randrange(6)
    if how == 0:
        parts[rng.randrange(len(parts))] = rng.choice(["-1", "999", "x", "1.5", "", "0x1", " 1", "٣", "1e3"])
    elif how == 1 and len(parts) > 1:
        del parts[rng.randrange(len(parts))]
    elif how == 2:
        parts.insert(rng.randrange(len(parts) + 1), rng.choice(parts))
    elif how == 3 and len(parts) > 1:
        i, j = rng.sample(range(len(parts)), 2)
        parts[i], parts[j] = parts[j], parts[i]
    elif how == 4:
        i = rng.randrange(len(action_id) or 1)
        return action_id[:i] + rng.choice("0123456789:abz-_ A") + action_id[i + 1:]
    else:
        return action_id + rng.choice([":", ":0", " ", "\n", "0"])
    return ":".join(parts)


def probes(game: Game, rng: random.Random) -> list[tuple[Any, Any]]:
    """(seat, action) pairs that must all be refused here."""
    acting = game.to_act
    legal = {s: [a.id for a in game.legal_actions(s)] for s in acting}
    everyone = [i for ids in legal.values() for i in ids] or ["pass"]
    waiting = [s for s in range(game.players) if s not in acting]
    found = []
    while len(found) < PER_POSITION:
        roll = rng.random()
        if roll < 0.55 and acting:  # a seat to act, with a bent or borrowed id
            seat = rng.choice(acting)
            action = _bent(rng.choice(legal[seat] or everyone), rng) if rng.random() < 0.8 else rng.choice(everyone)
        elif roll < 0.8 and waiting:  # a seat not to act, with a legal id of one that is
            seat, action = rng.choice(waiting), rng.choice(everyone)
        elif roll < 0.9:
            seat, action = rng.choice(ODD_SEATS), rng.choice(everyone)
        else:
            seat, action = rng.choice(acting or range(game.players)), rng.choice(ODD_IDS)
        if rng.random() < 0.1 and isinstance(action, str):
            action = Action(action, "junk")
        action_id = action.id if isinstance(action, Action) else action
        if seat in acting and isinstance(action_id, str) and action_id in legal.get(seat, ()):
            continue  # that one is legal
        found.append((seat, action))
    return found


def everything(game: Game) -> tuple[Any, ...]:
    """The whole position, secrets included: the revealed view, whose turn it is, the steps and the rng."""
    return len(game.history), game.to_act, game.state.view(None, True), game.state.rng.getstate()


def refuse_all(game: Game, rng: random.Random) -> int:
    pairs = probes(game, rng)
    before, history, state = all_views(game), list(game.history), everything(game)
    for seat, action in pairs:
        with tally("junk actions") as outcome:
            with pytest.raises(IllegalAction) as err:
                game.play(seat, action)
            assert str(err.value)
            assert everything(game) == state, f"{seat!r}, {action!r:.80} changed the position"
            outcome.refused()
    assert game.history == history and all_views(game) == before
    return len(pairs)


def test_junk_and_wrong_seat_actions_are_refused_and_change_nothing(game_name: str) -> None:
    rng = random.Random(f"junk {game_name}")
    done, playout = 0, 0
    while done < PER_GAME:
        setup = setups(game_name)[playout % len(setups(game_name))]
        seed = 1000 + playout
        game = tablekit.new_game(game_name, seed=seed, **setup)
        for g in random_steps(game, seed):
            done += refuse_all(g, rng)
            if done >= PER_GAME:
                break
        replayed = tablekit.new_game(game_name, seed=seed, **setup)  # nothing hidden was touched either: the
        replayed.replay(game.actions)  # same actions from the seed still give the same game
        assert views(replayed) == views(game)
        playout += 1
    assert done >= PER_GAME
