"""Positions of random games round-trip: at several points of a random playout for every player count, the
document (through a file, as a teacher would keep it) starts a game every seat sees as the original, with the same
legal action ids, that plays on as the original does; without its hidden part, what is public is the same."""

from __future__ import annotations

import json
import random

import pytest

import tablekit

from ..contract.playouts import player_counts, random_steps
from .helpers import positioned, same_game, seen

POINTS = 6  # positions taken per playout, spread over the game


@pytest.mark.parametrize("name", positioned())
def test_random_playouts_round_trip(name: str, tmp_path) -> None:
    checked = 0
    for players in player_counts(name):
        whole = [len(g.history) for g in random_steps(tablekit.new_game(name, players=players, seed=players), 1)][-1]
        points = {round(i * whole / (POINTS - 1)) for i in range(POINTS)}
        for game in random_steps(tablekit.new_game(name, players=players, seed=players), 1):
            if len(game.history) not in points:
                continue
            path = tmp_path / f"{players}-{len(game.history)}.json"
            game.save_position(path)
            again = tablekit.new_game(name, position=path)
            same_game(game, again)
            assert again.history == [] and again.position() == game.position() | {"seed": again.seed}
            if not game.is_over:  # (once it is over, every view shows what the hidden part holds)
                public = tablekit.new_game(name, position=game.position(hidden=False), seed=7)
                assert seen(public, None) == seen(game, None)
                # the generator's state came too: the same actions roll the same dice
                ahead, copy = game.copy(), again
                rng = random.Random(len(game.history))
                for _ in range(10):
                    if ahead.is_over:
                        break
                    seat = rng.choice(ahead.to_act)
                    action = rng.choice(ahead.legal_ids(seat))
                    ahead.play(seat, action)
                    copy.play(seat, action)
                same_game(ahead, copy)
            checked += 1
    assert checked >= POINTS * len(player_counts(name)) - len(player_counts(name))


@pytest.mark.parametrize("name", positioned())
def test_a_game_from_a_position_saves_undoes_and_replays(name: str, tmp_path) -> None:
    start = tablekit.new_game(name, players=player_counts(name)[0], seed=11)
    for game in random_steps(start, 3):
        if len(game.history) == 6:
            break
    doc = game.position()
    from_doc = tablekit.new_game(name, position=doc)
    seat = from_doc.to_act[0]
    from_doc.play(seat, from_doc.legal_ids(seat)[0])
    assert from_doc.replayable and len(from_doc.history) == 1
    record = from_doc.record()
    assert record["version"] == 3 and record["position"] == from_doc.start_position
    from_doc.save(tmp_path / "game.json")
    loaded = tablekit.load(tmp_path / "game.json")
    assert loaded.actions == from_doc.actions
    same_game(loaded, from_doc)
    from_doc.undo()
    same_game(from_doc, tablekit.new_game(name, position=doc))
    assert json.loads(json.dumps(doc)) == doc
