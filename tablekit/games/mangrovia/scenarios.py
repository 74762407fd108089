"""Named positions for the rulebook's situations, for tutorials and tests (3 players; Red is seat 0 and to act).

Every card, amulet, hut and pole tile is taken from where it lies after setup, so components stay conserved.
Sites are numbered 1 to 6 as in the data file: site k gives the actions k and 13 - k.

- ``three_and_four``: the rulebook's payment example. At action 11 Red holds the start cards 3 and 4 and a reed
  card; a bird sits on reed, so Red may build at C4 (reed, cost 7) paying "3 and 4 make 7".
- ``double``: action 9. Red can stack 2 huts on C4 paying 3 + 4 + 7 = 14 and two reed cards, but not in the stone
  place, the pole place or on an amulet space.
- ``oracle``: action 12. Red holds a reed card and the 3 and 4 but no bird sits on reed: Red takes the talisman and
  moves a bird there for the next round.
- ``amulet_level``: action 2. Red's amulet level is 4 (four huts on amulet spaces): Red draws 4 amulets from the
  bag and keeps 2.
- ``last_hut``: action 11. Red has one hut left; building it ends the game after this round.
- ``paths``, ``pole``, ``stone``: the last action of the last round, so the next click scores the game: a row path
  where Red and Blue tie on huts and Red's hut is nearer the god (a dummy hut comes third); the pole place
  where Red and Blue tie and Red holds the lower pole tile; the stone place, total huts × own huts for everyone.
- ``tie``: the last action of the game, where Red and Blue tie on 15 and Red's higher amulet total wins.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.info import Scenario
from ...core.text import register_scenarios
from .messages import SCENARIOS_JA
from .options import INFO
from .scoring import DUMMY
from .state import BOAT, MangroviaState
from .supply import LAND, VALUABLES

HutSpec = tuple[str, int, int]  # space id, owner seat, huts
ALL_SITES = {1: 2, 2: 0, 3: 1, 4: 2, 5: 1, 6: 0}  # site → seat: Red holds sites 2 (actions 2, 11) and 6 (6, 7)


def _take(pile: list[Any], card: Any, where: str) -> None:
    if card not in pile:
        raise ValueError(f"scenario: no {card!r} left in the {where}")
    pile.remove(card)


def give(state: MangroviaState, seat: int, valuables: Sequence[int] = (), land: Mapping[str, int] | None = None,
         amulets: Sequence[int] = (), start: Sequence[int] | None = None) -> None:
    """Move cards and amulets from the decks (the display when a deck lacks them) and the bag into a hand."""
    supply, hand = state.own_supply(), state.hand(seat)
    for value in valuables:
        pile = supply.decks[VALUABLES] if value in supply.decks[VALUABLES] else supply.display[VALUABLES]
        _take(pile, value, "valuables")
        hand.valuables[value] += 1
    for terrain, n in (land or {}).items():
        for _ in range(n):
            pile = supply.decks[LAND] if terrain in supply.decks[LAND] else supply.display[LAND]
            _take(pile, terrain, "land cards")
            hand.land[terrain] += 1
    for value in amulets:
        if value == supply.stack_value and supply.stack:
            supply.stack -= 1
        else:
            _take(supply.bag, value, "amulet bag")
        hand.amulets[value] += 1
    if start is not None:
        for value in list(hand.start):
            if value not in start:
                hand.start.remove(value)
                supply.out.append(value)


def build_earlier(state: MangroviaState, huts: Sequence[HutSpec]) -> None:
    """Huts built in earlier rounds: they scored their suns, took pole tiles and raised amulet levels."""
    for sid, owner, n in huts:
        space = state.c.space[sid]
        if sid in state.occupancy:
            raise ValueError(f"scenario: {sid} is already taken")
        state.occupancy[sid] = (owner, n)
        if owner == DUMMY:
            continue
        hand = state.hand(owner)
        hand.huts -= n
        hand.suns += space.suns * n
        if space.area == "pole":
            hand.pole.append(state.pole_tiles.pop(0))
        if space.level:
            hand.level += 1


def sail_to(state: MangroviaState, action: int, bowls: Mapping[int, int], round: int = 1,
            birds: tuple[str, str] | None = None, ending: bool = False) -> MangroviaState:
    """Put the bowls down (site number → seat) and run the boat to ``action``."""
    state.round, state.ending = round, ending
    if birds is not None:
        state.birds = birds
    state.bowls = {site - 1: seat for site, seat in bowls.items()}
    state.queue, state.phase, state.action, state.steps = [], BOAT, action - 1, []
    state._options = None
    state._settle()
    state._events = []
    return state


def fresh(players: int, seed: int, options: dict[str, Any]) -> MangroviaState:
    return MangroviaState(players, random.Random(seed), options)


def three_and_four(players: int, seed: int, options: dict[str, Any]) -> MangroviaState:
    state = fresh(players, seed, options)
    give(state, 0, land={"reed": 1})
    return sail_to(state, 11, ALL_SITES, birds=("mangrove", "reed"))


def double(players: int, seed: int, options: dict[str, Any]) -> MangroviaState:
    state = fresh(players, seed, options)
    give(state, 0, valuables=[7], land={"reed": 2, "water": 2})
    return sail_to(state, 9, {**ALL_SITES, 4: 0, 6: 2}, birds=("water", "reed"))


def oracle(players: int, seed: int, options: dict[str, Any]) -> MangroviaState:
    state = fresh(players, seed, options)
    give(state, 0, land={"reed": 1})
    return sail_to(state, 12, {**ALL_SITES, 1: 0, 2: 2})


def amulet_level(players: int, seed: int, options: dict[str, Any]) -> MangroviaState:
    state = fresh(players, seed, options)
    build_earlier(state, [("L3", 0, 1), ("L4", 0, 1), ("L5", 0, 1), ("L7", 0, 1)])
    return sail_to(state, 2, ALL_SITES, round=4)


def last_hut(players: int, seed: int, options: dict[str, Any]) -> MangroviaState:
    state = fresh(players, seed, options)
    earlier: list[HutSpec] = [("B1", 0, 2), ("A2", 0, 2), ("B3", 0, 1), ("C2", 0, 1), ("A3", 0, 1),
                              ("E2", 0, 1), ("B5", 0, 1), ("D2", 1, 1), ("A5", 2, 1)]
    build_earlier(state, earlier)
    give(state, 0, land={"reed": 1})
    return sail_to(state, 11, ALL_SITES, round=9, birds=("mangrove", "reed"))


def final_round(huts: Sequence[HutSpec], amulets: Mapping[int, Sequence[int]] | None = None) -> Any:
    """A builder: these huts on the island (and amulets in hand), and the game's very last action to play."""

    def build(players: int, seed: int, options: dict[str, Any]) -> MangroviaState:
        state = fresh(players, seed, options)
        build_earlier(state, huts)
        for seat, held in (amulets or {}).items():
            give(state, seat, amulets=held)
        return sail_to(state, 12, {**ALL_SITES, 1: 0, 2: 2}, round=10, ending=True)

    return build


PATHS: list[HutSpec] = [("B1", 0, 1), ("D1", 0, 1), ("C1", 1, 1), ("E1", 1, 1)]
POLE: list[HutSpec] = [("A5", 0, 1), ("B5", 1, 1), ("C5", 1, 1), ("A6", 0, 1)]
STONE: list[HutSpec] = [("E1", 0, 1), ("F2", 0, 1), ("G3", 1, 1), ("E3", 2, 1)]
TIE: list[HutSpec] = [("G1", 0, 1), ("G2", 1, 1)]

SCENARIOS = {
    "three_and_four": Scenario("Building: at action 11 Red pays the start cards 3 and 4 (3 + 4 = 7) and a reed card "
                               "for C4", 3, three_and_four, {"first_player": 0}),
    "double": Scenario("Action 9: Red may stack 2 huts on C4 for 3 + 4 + 7 = 14 and two reed cards", 3, double,
                       {"first_player": 0}),
    "oracle": Scenario("Action 12: no bird on reed, so Red moves one there and takes the talisman", 3, oracle,
                       {"first_player": 0}),
    "amulet_level": Scenario("Action 2 at amulet level 4: draw 4 amulets from the bag, keep 2", 3, amulet_level,
                             {"first_player": 0}),
    "last_hut": Scenario("Red builds the last hut at action 11: the round is finished, then the game is scored", 3,
                         last_hut, {"first_player": 0}),
    "paths": Scenario("Final action of the game: on row 1 Red and Blue tie on 2 huts and Red's is nearer the god "
                      "(12 and 6); the dummy's hut comes third", 3, final_round(PATHS), {"first_player": 0}),
    "pole": Scenario("Final action of the game: Red and Blue tie on 2 huts in the pole place; Red holds the lower "
                     "pole tile (2)", 3, final_round(POLE), {"first_player": 0}),
    "stone": Scenario("Final action of the game: 4 huts in the stone place, so Red (2) scores 8, Blue and Yellow "
                      "(1 each) 4", 3, final_round(STONE), {"first_player": 0}),
    "tie": Scenario("Final action of the game: Red (8 on the board, amulets 2 + 5) and Blue (12, amulet 3) both "
                    "score 15; Red's higher amulet total wins", 3, final_round(TIE, {0: [2, 5], 1: [3]}),
                    {"first_player": 0}),
}
INFO.scenarios.update(SCENARIOS)
register_scenarios(INFO, SCENARIOS_JA)
