"""Named positions for every worked example of the rulebook, for tutorials and tests (4 players: Ralph, Sergio,
Jade and Aurelia sit in seats 0 to 3, clockwise). They use the designed card set, whose fixtures are the cards the
rulebook names.

- ``setup``: the deal of 6 cards each, before everyone keeps 4 at the same time; Ralph starts.
- ``round1``: round 1, blue is the best colour, Ralph starts; the four hands hold Blue 5, Red 3, Blue 15 and
  Green 11, the cards of the ranking example (Jade, Ralph, Aurelia, Sergio).
- ``jade_minikins``: round 3; Jade played the 21 and ranked first, and places the 3 minikins of her rank space on
  Blue 19 or Red 3; all three fill Blue 19 (one of its 4 spaces was taken before), so that it scores.
- ``aurelia_overflow``: round 4, Aurelia to play Blue 2, whose immediate effect gives her 4 minikins that no card of
  hers can hold; next round her Green 16 fills from them and one still waits.
- ``final_ranking``: the last pick of round 8's draft (Ralph's). Then the hands are revealed, red totals 33, 35, 24
  and 24, and the end tile ranks Sergio, Ralph, Jade, Aurelia; Sergio may play one more card.
- ``final_scoring``: the same game after Ralph's pick and Sergio's extra card: Jade scores 49 VP.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...core.info import Scenario
from ...core.text import register_scenarios
from .messages import SCENARIOS_JA
from .options import INFO
from .rounds import UNSEEN
from .state import MinikinCityState

CitySpec = Sequence[tuple[str, int]]  # (card id, minikins on it)
# rows of reward cards by their place in the designed 4–5 player set: 0–2 red, 3–5 green, 6–8 blue
ROW_ROUND1 = (6, 0, 3, 7, 1, 4, 8, 5, 2)
ROW_FINAL = (2, 7, 0, 3, 4, 5, 6, 8, 1)  # the 9th, under the end tile, is red


def position(
    seed: int,
    options: dict[str, Any],
    *,
    round: int,
    start: int,
    row: Sequence[int],
    hands: Sequence[Sequence[str]],
    cities: Sequence[CitySpec] = ((), (), (), ()),
    display: Sequence[str] = (),
    markers: Sequence[Sequence[int]] = (),
    tokens: Sequence[Sequence[int]] = ((), (), (), ()),
) -> MinikinCityState:
    """A 4-player position at the start of ``round`` (the display drawn, ``start`` to play), with these hands and
    cities, the reward row in this order, ``markers`` on the earlier rounds' cards and these bonus tokens held.
    ``display`` goes on top of the deck; every other card stays in the deck in the seed's order."""
    state = MinikinCityState(4, random.Random(seed), options)
    rewards = state.c.reward_cards(4)
    state.reward_cards = tuple(rewards[i] for i in row)
    used = {i for hand in hands for i in hand} | {i for city in cities for i, _ in city} | set(display)
    pool = [i for i in [*state.deck, *(i for hand in state.hands for i in hand)] if i not in used]
    state.hands = [list(hand) for hand in hands]
    state.keep = [tuple(sorted(hand)) for hand in hands]
    state.deck = [*display, *pool]
    state.deck_seen = [UNSEEN] * len(state.deck)
    for seat, city in enumerate(cities):
        state.city[seat] = [i for i, _ in city]
        for card_id, n in city:
            assert 0 <= n <= state.c.card(card_id).capacity, f"{card_id} cannot hold {n} minikins"
            state.minikins[card_id] = n
    state.supply -= sum(state.minikins.values())
    state.tokens = [list(held) for held in tokens]
    state.free_tokens = [t for t in state.free_tokens if not any(t in held for held in tokens)]
    state.markers = [list(row) for row in markers]
    state.round, state.start = round - 1, start
    state._start_round()
    state._run()
    state._events = []
    return state


def act(state: MinikinCityState, seat: int, action_id: str) -> None:
    """Play a listed action on a scenario being built (the first listed one for ``"first"``)."""
    legal = state.legal_actions(seat)
    chosen = legal[0] if action_id == "first" else next(a for a in legal if a.id == action_id)
    state.apply(seat, chosen)
    state._events = []


def setup(players: int, seed: int, options: dict[str, Any]) -> MinikinCityState:
    return MinikinCityState(players, random.Random(seed), options)


def round1(players: int, seed: int, options: dict[str, Any]) -> MinikinCityState:
    return position(seed, options, round=1, start=0, row=ROW_ROUND1,
                    hands=[["B5", "G8", "R14", "B9"], ["R3", "G12", "B2", "R17"],
                           ["B15", "R11", "G4", "G17"], ["G11", "R6", "B12", "G20"]])


def jade_minikins(players: int, seed: int, options: dict[str, Any]) -> MinikinCityState:
    state = position(seed, options, round=3, start=2, row=ROW_FINAL,
                     hands=[["R13", "G5", "B8", "R9"], ["G13", "B10", "R1", "G2"],
                            ["21", "G14", "R12", "B3"], ["B7", "G6", "R20", "B16"]],
                     cities=[[("G18", 0), ("R18", 0)], [("B18", 0), ("R8", 0)],
                             [("B19", 1), ("R3", 0)], [("G7", 0), ("R2", 0)]],
                     markers=[[2, 0, 3, 1], [3, 2, 1, 0]])
    for seat, card in ((2, "21"), (3, "R20"), (0, "R13"), (1, "B10")):
        act(state, seat, f"play:{card}")
    return state


def aurelia_overflow(players: int, seed: int, options: dict[str, Any]) -> MinikinCityState:
    return position(seed, options, round=4, start=3, row=ROW_FINAL,
                    hands=[["R11", "G5", "B8", "R9"], ["R15", "B10", "R1", "G2"],
                           ["R13", "G14", "R12", "B3"], ["B2", "G16", "G6", "B16"]],
                    cities=[[("G18", 0), ("R18", 0), ("G13", 1)], [("B19", 4), ("R8", 0), ("G4", 1)],
                            [("R3", 1), ("B14", 3), ("G20", 2)], [("B18", 0), ("B6", 0), ("B17", 1)]],
                    markers=[[2, 0, 3, 1], [3, 2, 1, 0], [1, 2, 0, 3]], tokens=[[], [], [], [5]])


FINAL_CITIES = (  # Ralph, Sergio, Jade, Aurelia: seven cards each before round 8
    [("R1", 2), ("G2", 0), ("B4", 2), ("G8", 3), ("R9", 2), ("B11", 1), ("G14", 5)],
    [("R3", 1), ("G4", 1), ("B5", 3), ("R6", 2), ("G10", 2), ("B12", 5), ("R12", 3)],
    [("G1", 3), ("R7", 3), ("G9", 2), ("B15", 2), ("R4", 3), ("R2", 0), ("G7", 0)],
    [("G3", 2), ("B1", 2), ("R14", 4), ("G11", 1), ("B13", 3), ("R17", 1), ("G15", 1)],
)
FINAL_HANDS = (["21", "R18", "R10", "R5"], ["B19", "R20", "R15", "G6"], ["B18", "R13", "R11", "B3"],
               ["G18", "R16", "R8", "B7"])
# Jade's ranks in rounds 1–7 (1st, 1st, 4th, 4th, 1st, 3rd, 2nd) give her 8 VP and 2 medals; round 8 adds 2 VP
FINAL_MARKERS = ([2, 0, 1, 3], [2, 1, 3, 0], [0, 1, 3, 2], [1, 3, 0, 2], [2, 0, 3, 1], [1, 3, 2, 0], [0, 2, 1, 3])


def final_ranking(players: int, seed: int, options: dict[str, Any]) -> MinikinCityState:
    state = position(seed, options, round=8, start=0, row=ROW_FINAL, hands=FINAL_HANDS, cities=FINAL_CITIES,
                     display=["G19", "B10", "G12", "B20", "G17"], markers=FINAL_MARKERS,
                     tokens=[[4], [7], [2, 9], []])
    for seat, card in ((0, "21"), (1, "B19"), (2, "B18"), (3, "G18")):
        act(state, seat, f"play:{card}")
    while state.phase in ("minikins", "bonus"):
        act(state, state.to_act()[0], "first")
    for seat, card in ((3, "G19"), (2, "B10"), (1, "G12")):
        act(state, seat, f"draft:{card}")
    return state


def final_scoring(players: int, seed: int, options: dict[str, Any]) -> MinikinCityState:
    state = final_ranking(players, seed, options)
    act(state, 0, "draft:B20")
    act(state, 1, "extra:G6")
    while not state.is_over():
        act(state, state.to_act()[0], "first")
    return state


INFO.scenarios.update({
    "setup": Scenario("Setup: 6 cards dealt to each player, who keep 4 at the same time; Ralph starts", 4, setup,
                      {"first_player": 0}),
    "round1": Scenario("Round 1 ranking: Blue 5, Red 3, Blue 15, Green 11 with blue best → Jade, Ralph, Aurelia, "
                       "Sergio", 4, round1),
    "jade_minikins": Scenario("Jade places the 3 minikins of her rank space on Blue 19 or Red 3", 4, jade_minikins),
    "aurelia_overflow": Scenario("Aurelia's Blue 2 gives 4 minikins no card can hold; her Green 16 fills from them "
                                 "next round", 4, aurelia_overflow),
    "final_ranking": Scenario("Game-end ranking in red: 33, 35, 24, 24 → Sergio, Ralph, Jade, Aurelia", 4,
                              final_ranking),
    "final_scoring": Scenario("Final scoring: Jade's 13 + 10 + 5 + 0 + 21 = 49 VP", 4, final_scoring),
})
register_scenarios(INFO, SCENARIOS_JA)
