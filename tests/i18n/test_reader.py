"""Checked by a reader: everything a player reads in random playouts of every game (labels of the legal actions,
log events, and the refusals of wrong ids tried at each position) reads Japanese in Japanese, with no English word
left, and English with no Japanese left (English refusals cite the rulebook's sections in English)."""

from __future__ import annotations

import random
import re
import time

import pytest

import tablekit
from tablekit import IllegalAction
from tablekit.core.game import Game
from tablekit.core.text import render

from ..contract.playouts import player_counts

GAMES = tablekit.games()
MAX_STEPS = 250  # per playout: every phase of every game is met well before
SAMPLE = 4  # wrong ids tried per position
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
WORD = re.compile(r"(?<![\w<])[A-Za-z]{2,}(?![\w>])")  # an ASCII word: not part of an id such as O08 or v2
QUOTED = re.compile(r"'[^']*'")  # an id as the player typed it, echoed back
ID_LIKE = re.compile(r"\b[a-z_]+:[^\s、。)」]*|<[a-z_]+>")  # an id or an id's pattern (play:<i>:<from>)
# What stays ASCII in Japanese: units and names that are the same in both editions, and the ids a refusal lists
# as the kinds of action (they are what a player types).
ALLOW = {"VP"}


def kinds(game: Game) -> set[str]:
    """The action kinds of a game (the part of an id before the first colon) that a refusal may list."""
    import importlib

    module = importlib.import_module(f"tablekit.games.{game.name}.explain")
    found = {"pass", "tile", "recall", "figure", "hut"}  # Carcassonne lists its kinds in the message itself
    for name in ("KIND_PHASE", "KIND_STEP", "KINDS"):
        found |= set(getattr(module, name, ()))
    return found


def english_left(text: str, allowed: set[str], echoed: bool = True) -> list[str]:
    """ASCII words of ``text`` that are not ids, numbers or allowed names; with ``echoed``, a quoted word is an id
    the player typed (what a refusal echoes back), else it is read like the rest (a printed Python value)."""
    bare = ID_LIKE.sub(" ", QUOTED.sub(" ", text) if echoed else text)
    return [w for w in WORD.findall(bare) if w not in allowed]


def wrong_ids(game: Game, seat: int, seen: list[str], rng: random.Random) -> list[str]:
    """Ids a player might send that are not legal now: ids of other positions and seats, and malformed ones."""
    legal = {a.id for a in game.legal_actions(seat)}
    others = [i for i in seen if i not in legal]
    tries = rng.sample(others, min(len(others), SAMPLE))
    some = rng.choice(sorted(legal)) if legal else "x:1"
    tries += [some + " ", some + ":9", some.partition(":")[0] + ":", "fly:away"]
    return [i for i in tries if i not in legal]


def readings(name: str, players: int, seed: int) -> list[object]:
    """Every text a player reads in one bounded random playout: labels, events and refusals."""
    g = tablekit.new_game(name, players=players, seed=seed)
    rng = random.Random(seed)
    seen: list[str] = []
    found: list[object] = []
    while not g.is_over and len(g.history) < MAX_STEPS:
        seat = rng.choice(g.to_act)
        legal = g.legal_actions(seat)
        found += [a.text for a in legal]
        for wrong in wrong_ids(g, seat, seen, rng):
            with pytest.raises(IllegalAction) as err:
                g.play(seat, wrong)
            found.append(err.value.text)
        idle = [s for s in range(g.players) if s not in g.to_act]
        if idle:
            with pytest.raises(IllegalAction) as err:
                g.play(rng.choice(idle), legal[0].id)
            found.append(err.value.text)
        seen = (seen + [a.id for a in legal])[-200:]
        g.play(seat, rng.choice(legal))
        found += list(g.history[-1].texts)
    if g.is_over:
        with pytest.raises(IllegalAction) as err:
            g.play(0, "x")
        found.append(err.value.text)
    return found


@pytest.mark.parametrize("name", GAMES)
def test_a_japanese_reader_finds_no_english_and_an_english_reader_no_japanese(name: str) -> None:
    start = time.process_time()
    allowed = ALLOW | kinds(tablekit.new_game(name, players=player_counts(name)[0], seed=0))
    english: dict[str, str] = {}
    japanese: dict[str, str] = {}
    refusals = 0
    for k, players in enumerate(player_counts(name)):
        for text in readings(name, players, seed=k):
            en, ja = render(text, "en"), render(text, "ja")
            refusals += isinstance(text, tuple) and ".refuse." in text[0]
            if JAPANESE.search(en):
                english.setdefault(en, ja)
            left = english_left(ja, allowed)
            if left:
                japanese.setdefault(ja, " ".join(left))
    assert refusals > 20, f"{name}: only {refusals} refusals were met"
    assert not english, f"English text with Japanese in it: {list(english)[:5]}"
    assert not japanese, f"Japanese text with English words left: {list(japanese.items())[:8]}"
    assert time.process_time() - start < 20  # bounded: a few seconds of CPU per game
