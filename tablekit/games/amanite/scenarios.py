"""Named positions from the rulebook's worked examples, for tutorials and tests.

- ``lana``: the setup example: Lana (the Fox, seat 0) uses side A (blue, yellow, red) and draws Poison, −1 and +3.
- ``pig``: collection in round 2 where a pile holds a pig, so the collector must give it a mushroom.
- ``sabrina``: the scoring example, one choice before the end: taking the yellow pile gives Sabrina 2 Poison,
  1 Antidote and 1 Elixir (7 VP); taking the other pile leaves her Poison uncovered, and she is eliminated.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...core.draws import shuffle
from ...core.info import Scenario
from ...core.text import register_scenarios
from .components import COLOURS, FIRST_GAME_ATTRIBUTES, sort_tokens
from .messages import SCENARIOS_JA
from .options import FIRST_GAME, INFO
from .state import COLLECT, AmaniteState

TileSpec = tuple[str | tuple[str, str], int | None, int | None]  # tokens or (upper, lower) piles, "1", split


def position(
    players: int,
    seed: int,
    options: dict[str, Any],
    secret: dict[str, str],
    round: int,
    first: int,
    tiles: list[TileSpec],
    held: list[str],
    notes: dict[str, list[int]],
    collecting: int,
) -> AmaniteState:
    """A collection-phase position, with every token, clue and notebook token taken from where it lies at setup."""
    state = AmaniteState(players, random.Random(seed), options)
    state.assign(secret)
    state.round, state.first, state.collecting, state.phase = round, first, collecting, COLLECT
    for tile in state.tiles:  # undo the first round's deal
        state.bag.extend(tile.tokens)
    wanted: Counter[str] = Counter("".join(held))
    for tile, (tokens, one, split) in zip(state.tiles, tiles):
        if isinstance(tokens, tuple):
            # a split tile keeps its tokens beside the piles, as in play (AmaniteState._do_split)
            tile.tokens, tile.piles = sort_tokens("".join(tokens)), (sort_tokens(tokens[0]), sort_tokens(tokens[1]))
            wanted.update("".join(tokens))
        else:
            tile.tokens, tile.piles = sort_tokens(tokens), None
            wanted.update(tokens)
        tile.one, tile.split = one, split
    for code, n in wanted.items():
        for _ in range(n):
            state.bag.remove(code)
    state.tokens = [Counter(h) for h in held]
    for colour, seats in notes.items():
        for seat in seats:
            state.notes[colour].append(seat)
            state.notebook_clues[seat].append((colour, secret[colour]))
    state.queue = []
    state._events = []
    return state


def lana(players: int, seed: int, options: dict[str, Any]) -> AmaniteState:
    rng = random.Random(seed)
    mine = ["poison", "minus1", "plus3"]
    rest = ["plus1", "plus2", "antidote"]
    shuffle(rng, mine)
    shuffle(rng, rest)
    state = AmaniteState(players, random.Random(seed), options)
    state.assign(dict(zip(("blue", "yellow", "red", "green", "purple", "white"), mine + rest)))
    return state


SABRINA_SECRET = {"blue": "poison", "red": "antidote", "yellow": "elixir",
                  "green": "plus1", "purple": "plus2", "white": "plus3"}


def sabrina(players: int, seed: int, options: dict[str, Any]) -> AmaniteState:
    return position(
        players, seed, options, SABRINA_SECRET, round=3, first=2,
        tiles=[("", None, None), ("", None, None), ("", None, None), (("Y", "WW"), 0, 1)],
        held=["BBR", "BBBG", "GPPWR"],
        notes={"blue": [0], "red": [0], "green": [1], "purple": [1], "yellow": [2], "white": [2]},
        collecting=3,
    )


def pig(players: int, seed: int, options: dict[str, Any]) -> AmaniteState:
    decks = list(FIRST_GAME_ATTRIBUTES)
    shuffle(random.Random(seed), decks)
    return position(
        players, seed, options, dict(zip(COLOURS, decks)), round=2, first=1,
        tiles=[(("BX", "GRR"), 0, 1), ("GPRWW", 1, None), (("P", "BWWY"), 2, 0), ("BGRYY", 2, None)],
        held=["GY", "PW", "BR"],
        notes={"green": [0], "white": [1], "red": [2]},
        collecting=0,
    )


INFO.scenarios.update({
    "lana": Scenario("Setup example: Lana (Fox, side A) draws Poison, −1 and +3 from blue, yellow and red", 3, lana,
                     {"sides": ["A", "A", "A"], "first_player": 0, "attributes": FIRST_GAME}),
    "pig": Scenario("Round 2 collection: the first pile holds a pig that must be fed a mushroom", 3, pig,
                    {"sides": ["A", "A", "A"], "first_player": 0, "attributes": FIRST_GAME}),
    "sabrina": Scenario("Scoring example: Sabrina (Fox) chooses the last pile; 2 Poison + Antidote + Elixir = 7 VP",
                        3, sabrina, {"sides": ["A", "A", "A"], "first_player": 0,
                                     "attributes": ["poison", "antidote", "elixir", "plus1", "plus2", "plus3"]}),
})
register_scenarios(INFO, SCENARIOS_JA)
