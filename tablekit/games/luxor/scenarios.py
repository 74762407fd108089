"""Named positions for each rulebook situation the tutorial explains, built from a seeded setup.

Every component is moved from where the setup put it (cards from the deck, treasures swapped between spaces,
temple tiles from their piles, the treasures they replace to the player who took them), so each scenario is a
position a real game could reach. Red (seat 0) is to act in each.

- ``hand``: the fixed-order hand 5, 1, Horus, 2, 4: what can Red play in two turns?
- ``movement``: empty spaces 6 and 7 are skipped and the statue after 7 is no space; passing it wakes a sleeper.
- ``osiris``: a 1 from space 1 reaches Osiris (2), which carries the adventurer on to a Horus tile.
- ``treasure``: a vase needing 2 adventurers, one of Red's already on it, a second one 2 steps behind.
- ``temple``: temple tiles on the path: scarab or wild card 3 steps ahead, a tunnel 5 steps ahead.
- ``chamber``: adventurers on 38 and 39, one key, cards 2 and 3 at the ends: only the exact count enters.
- ``horus_choose``, ``horus_roll``, ``horus_all``, ``horus_last``, ``horus_fewer``: each Horus card at the left end.
- ``last_round``: Blue is in the chamber; Red enters second, and the round is played to its end.
- ``final``: the last turns before final scoring, with treasure collections making 1, 2 and 0 sets.
"""

from __future__ import annotations

import random
from typing import Any

from ...core.info import Scenario
from ...core.text import register_scenarios
from .messages import SCENARIOS_JA
from .options import INFO
from .scoring import SARCOPHAGI
from .state import LuxorState

CardSpec = tuple[str, int, int]  # kind, value (0: any), level
NUMBERS = {n: ("number", n, 0) for n in range(1, 6)}


def _card(state: LuxorState, spec: CardSpec, keep: list[list[int]]) -> int:
    kind, value, level = spec
    for card in state.c.cards:
        if card.kind == kind and card.level == level and (not value or card.value == value):
            for where in (state.deck, *state.horus.values(), state.discard):
                if card.id in where:
                    where.remove(card.id)
                    return card.id
            for hand in state.hands:
                if card.id in hand and not any(hand is k for k in keep):
                    hand[hand.index(card.id)] = state.deck.pop()
                    return card.id
    raise ValueError(f"no {spec} card is left for this scenario")


def _hand(state: LuxorState, seat: int, specs: list[CardSpec]) -> None:
    for old in state.hands[seat]:
        card = state.c.cards[old]
        (state.horus[card.level] if card.level else state.deck).append(old)
    state.hands[seat] = []
    state.hands[seat] = [_card(state, spec, [state.hands[seat]]) for spec in specs]


def _put_treasure(state: LuxorState, space: int, kind: str, need: int) -> None:
    """Swap a treasure of this type and need onto ``space`` from another space or from those set aside."""
    tid = next(t.id for t in state.c.treasures if t.type == kind and t.adventurers == need
               and (t.id in state.set_aside or t.id in state.tiles))
    here = state.tiles[space]
    if tid in state.set_aside:
        state.set_aside[state.set_aside.index(tid)] = here
        state.set_aside.sort()
    else:
        state.tiles[state.tiles.index(tid)] = here
    state.tiles[space] = tid


def _take(state: LuxorState, seat: int, space: int, temple: str | None = None) -> None:
    """``seat`` took the treasure on ``space`` earlier: a temple tile of the space's icon (``temple``) or nothing."""
    tid = state.tiles[space]
    assert type(tid) is int
    state.treasures[seat].append(tid)
    state.treasure_vp[seat] += state.c.treasures[tid].vp
    if temple is None:
        state.tiles[space] = None
    else:
        state.piles[state.c.icons[space]].remove(temple)
        state.tiles[space] = temple


def _osiris(state: LuxorState, space: int, value: int) -> None:
    other = next(s for s in state.c.osiris_spaces if state.tiles[s] == f"osiris:{value}")
    state.tiles[space], state.tiles[other] = state.tiles[other], state.tiles[space]


def _walk(state: LuxorState, seat: int, positions: list[int]) -> None:
    """Place ``seat``'s awake adventurers; those past a statue have woken its sleeper (the rest still sleep)."""
    awake = len(positions) - 2
    state.pos[seat] = list(positions)
    state.asleep[seat] = [i >= awake for i in range(3)]


def _base(players: int, seed: int, options: dict[str, Any], hand: list[CardSpec],
          positions: list[int] | None = None) -> LuxorState:
    state = LuxorState(players, random.Random(seed), options)
    _hand(state, 0, hand)
    if positions is not None:
        _walk(state, 0, positions)
    return state


def hand(players: int, seed: int, options: dict[str, Any]) -> LuxorState:
    return _base(players, seed, options, [NUMBERS[5], NUMBERS[1], ("choose", 3, 1), NUMBERS[2], NUMBERS[4]])


def movement(players: int, seed: int, options: dict[str, Any]) -> LuxorState:
    state = _base(players, seed, options, [NUMBERS[3], NUMBERS[1], NUMBERS[2], NUMBERS[4], NUMBERS[5]], [5, 0])
    _take(state, 1, 6)
    _take(state, 1, 7)
    _walk(state, 1, [12, 0, 0])
    return state


def osiris(players: int, seed: int, options: dict[str, Any]) -> LuxorState:
    state = _base(players, seed, options, [NUMBERS[1], NUMBERS[3], NUMBERS[2], NUMBERS[4], NUMBERS[5]], [1, 0])
    _osiris(state, 2, 2)
    return state


def treasure(players: int, seed: int, options: dict[str, Any]) -> LuxorState:
    state = _base(players, seed, options, [NUMBERS[2], NUMBERS[3], NUMBERS[1], NUMBERS[1], NUMBERS[4]],
                  [10, 8, 0])
    _put_treasure(state, 10, "vase", 2)
    return state


def temple(players: int, seed: int, options: dict[str, Any]) -> LuxorState:
    state = _base(players, seed, options, [NUMBERS[3], NUMBERS[2], NUMBERS[1], NUMBERS[1], NUMBERS[5]])
    _take(state, 1, 3, "scarab_or_wild")
    _take(state, 1, 5, "tunnel")
    _take(state, 1, 15, "tunnel")
    _walk(state, 1, [16, 0, 0])
    return state


def chamber(players: int, seed: int, options: dict[str, Any]) -> LuxorState:
    state = _base(players, seed, options, [NUMBERS[2], NUMBERS[1], NUMBERS[4], NUMBERS[1], NUMBERS[3]],
                  [39, 38, 30, 20, 12])
    state.keys[0], state.key_supply = 1, state.key_supply - 1
    _walk(state, 1, [40, 35, 27, 14, 3])
    return state


def _horus(kind: str, value: int) -> Any:
    def build(players: int, seed: int, options: dict[str, Any]) -> LuxorState:
        state = _base(players, seed, options, [(kind, value, 2), NUMBERS[1], NUMBERS[2], NUMBERS[3], NUMBERS[1]],
                      [10, 6, 0])
        _put_treasure(state, 12, "jewellery", 2)
        return state

    return build


def last_round(players: int, seed: int, options: dict[str, Any]) -> LuxorState:
    state = _base(players, seed, options, [NUMBERS[1], NUMBERS[2], NUMBERS[3], NUMBERS[4], NUMBERS[2]],
                  [40, 33, 21, 15, 9])
    state.keys[0], state.key_supply = 1, state.key_supply - 1
    _walk(state, 1, [41, 36, 24, 18, 8])
    state.entered = [1]
    state.sarcophagi[1] = [SARCOPHAGI[0]]
    _walk(state, 2, [38, 34, 10, 0, 0])
    return state


def final(players: int, seed: int, options: dict[str, Any]) -> LuxorState:
    state = last_round(players, seed, options)
    collections = {0: ([(1, "vase"), (6, "vase"), (7, "statue")], 1),  # 1 set: vase, statue, wild
                   1: ([(12, "vase"), (14, "statue"), (16, "jewellery"), (20, "statue")], 2),  # 2 sets
                   2: ([], 3)}  # three wild cards alone: no set
    for seat, (spaces, wild) in collections.items():
        for space, kind in spaces:
            _put_treasure(state, space, kind, 1)
            _take(state, seat, space)
        state.wild[seat] += wild
        state.wild_supply -= wild
    for seat, n in ((0, 2), (1, 1)):
        for _ in range(n):
            state.scarabs[seat].append(state.scarab_bag.pop())
    return state


INFO.scenarios.update({
    "hand": Scenario("The fixed-order hand 5, 1, Horus 1-3, 2, 4: only the two ends can be played", 2, hand),
    "movement": Scenario("Empty spaces 6 and 7 are skipped; the statue after 7 is no space and wakes a sleeper",
                         2, movement),
    "osiris": Scenario("A 1 reaches Osiris (2), which moves the adventurer on to a Horus tile", 2, osiris),
    "treasure": Scenario("A vase needing 2 adventurers: one of Red's is on it, a second is 2 steps behind",
                         2, treasure),
    "temple": Scenario("Temple tiles ahead: scarab or wild card in 3 steps, a tunnel in 5", 2, temple),
    "chamber": Scenario("Adventurers on 38 and 39 and one key: the chamber takes the exact count", 2, chamber),
    "horus_choose": Scenario("Horus card 1 to 4 at the left end of the hand", 2, _horus("choose", 4)),
    "horus_roll": Scenario("Horus card 1 to the die at the left end of the hand", 2, _horus("roll", 0)),
    "horus_all": Scenario("Horus card: all active adventurers move 2, then one tile acts", 2, _horus("all", 2)),
    "horus_last": Scenario("Horus card: the last adventurer joins the second-last", 2, _horus("last", 0)),
    "horus_fewer": Scenario("Horus card: 1 to 3 steps, a treasure taken with one adventurer fewer", 2,
                            _horus("fewer", 3)),
    "last_round": Scenario("Blue is in the chamber; Red enters second and the round is finished", 3, last_round),
    "final": Scenario("The last turns before final scoring, with 0, 1 and 2 treasure sets", 3, final),
})
register_scenarios(INFO, SCENARIOS_JA)
