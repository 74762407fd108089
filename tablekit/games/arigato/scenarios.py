"""Named positions for the situations the rulebook explains, for the tutorial notebook and the tests.

Player 1 is seat 0 throughout; every other card stays where the seeded deal put it, shuffled back into the deck
when a scenario needs it elsewhere, so every card is in exactly one place.

- ``dawn``: day 1 with a known hand of 5, to assign 2 travellers, 2 makers and a villager.
- ``full_village``: day 5, Player 1's village is full; the slot the new villager takes is freed first (its card
  goes to the palace when it carries an offering token, to the discards when not).
- ``offerings``: a day phase where Player 1 can trade 2 for 1, prepare an offering and send one to the palace.
- ``bonus``: Player 1 has 9 favour from effects; a villager's effect takes it past 10 (2 items of choice).
- ``day12``: the last dawn: 1 villager and 4 makers, no travellers, and the hourglass still works at dusk.
- ``solo_end``: solo mode at day 12 with the 22 travellers set aside, to see the target.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...core.draws import shuffle
from ...core.info import Scenario
from ...core.text import register_scenarios
from .components import ITEMS
from .messages import SCENARIOS_JA
from .options import INFO
from .state import DAY, ArigatoState


def take(state: ArigatoState, card_id: str) -> int:
    """Remove a card from wherever it lies (deck, discards, a hand, travellers) and return its index; a hand it
    leaves gets the deck's top card instead, so hands keep their size."""
    c = state.components.by_id[card_id]
    for me in state.seats:
        if c in me.hand:
            me.hand[me.hand.index(c)] = state.deck.pop()
            return c
    for pile in (state.deck, state.discard, *(p for me in state.seats for p in (me.incoming, me.aside))):
        if c in pile:
            pile.remove(c)
            return c
    raise ValueError(f"card {card_id} is not free to move (it is in a village or a palace)")


def give_hand(state: ArigatoState, seat: int, card_ids: Sequence[str]) -> None:
    """Replace ``seat``'s hand with these cards; its old hand goes back into the deck, which is shuffled."""
    me = state.seats[seat]
    state.deck.extend(me.hand)
    me.hand = []
    shuffle(state.rng, state.deck)
    me.hand = [take(state, i) for i in card_ids]


def build_village(state: ArigatoState, seat: int, slots: dict[int, str], offered: Sequence[int] = ()) -> None:
    """Put cards into ``seat``'s village slots (1–4, each a slot its card allows, as at dawn), with offering tokens
    on the slots listed in ``offered``."""
    me = state.seats[seat]
    for slot, card_id in slots.items():
        me.village[slot - 1] = take(state, card_id)
        me.offered[slot - 1] = slot in offered


def set_items(state: ArigatoState, seat: int, **held: int) -> None:
    state.seats[seat].items = [held.get(item, 0) for item in ITEMS]


def discard_from_deck(state: ArigatoState, n: int) -> None:
    """Move ``n`` cards from the deck to the discards (the makers of the days already played)."""
    for _ in range(n):
        state.discard.append(state.deck.pop())


def to_day(state: ArigatoState, day: int) -> None:
    """Set the calendar to the dawn of ``day``; earlier days' makers are in the discards."""
    state.day = day
    discard_from_deck(state, min(len(state.deck) - 20, 2 * state.players * (day - 1)))


def dawn(players: int, seed: int, options: dict[str, Any]) -> ArigatoState:
    state = ArigatoState(players, random.Random(seed), options)
    give_hand(state, 0, ["O08", "B04", "K12", "S02", "F15"])
    return state


def full_village(players: int, seed: int, options: dict[str, Any]) -> ArigatoState:
    state = ArigatoState(players, random.Random(seed), options)
    to_day(state, 5)
    build_village(state, 0, {1: "O13", 2: "B12", 3: "K06", 4: "S04"}, offered=[2])
    give_hand(state, 0, ["B19", "O03", "F02", "K15", "S11"])
    set_items(state, 0, origami=1, katana=2)
    return state


def offerings(players: int, seed: int, options: dict[str, Any]) -> ArigatoState:
    state = dawn(players, seed, options)
    build_village(state, 0, {1: "O13", 3: "B07"}, offered=[1])
    set_items(state, 0, origami=1, bonsai=2, katana=2, fireworks=1)
    return state


def bonus(players: int, seed: int, options: dict[str, Any]) -> ArigatoState:
    state = ArigatoState(players, random.Random(seed), options)
    to_day(state, 6)
    build_village(state, 0, {1: "O13", 3: "O05"})
    give_hand(state, 0, ["O10", "K03", "S07", "F09", "B15"])
    state.seats[0].favour = 9
    set_items(state, 0, origami=3)
    return state


def day12(players: int, seed: int, options: dict[str, Any]) -> ArigatoState:
    state = ArigatoState(players, random.Random(seed), options)
    to_day(state, 12)
    build_village(state, 0, {1: "K14", 2: "B13", 3: "O12"}, offered=[2])
    give_hand(state, 0, ["O06", "B03", "K01", "S16", "F20"])
    set_items(state, 0, origami=1, bonsai=1)
    return state


def solo_end(players: int, seed: int, options: dict[str, Any]) -> ArigatoState:
    state = ArigatoState(players, random.Random(seed), options)
    to_day(state, 12)
    me = state.seats[0]
    aside = ["O19", "O20", "O17", "B19", "B20", "B16", "K19", "K18", "S19", "S20", "S17", "S18", "F19", "F20",
             "O01", "B01", "K01", "S01", "F01", "O02", "B02", "K02"]
    me.aside = [take(state, i) for i in aside]
    build_village(state, 0, {1: "S15", 2: "O13", 3: "K13", 4: "B14"}, offered=[2, 4])
    give_hand(state, 0, ["O06", "B06", "K06", "S06", "F06"])
    me.palace = [take(state, i) for i in ("O18", "B18", "K17", "S16", "F17", "F18")]
    me.goal_days = [2, 3, 4, 6, 8, 9, 10]
    me.favour = 12
    return state


def _phase_day(state: ArigatoState) -> ArigatoState:
    """Skip to the day phase of the same day, every hand back in the deck (as if nothing was assigned)."""
    state.phase = DAY
    for me in state.seats:
        state.deck.extend(me.hand)
        me.chosen, me.done, me.hand = True, False, []
    shuffle(state.rng, state.deck)
    return state


INFO.scenarios.update({
    "dawn": Scenario("Day 1: a known hand of five to assign as 2 travellers, 2 makers and 1 villager", 3, dawn),
    "full_village": Scenario("Day 5, a full village: the new villager's slot is freed first", 3, full_village),
    "offerings": Scenario("Trade 2 for 1, prepare an offering (paid all at once), send a villager to the palace", 3,
                          lambda p, s, o: _phase_day(offerings(p, s, o))),
    "bonus": Scenario("9 favour from effects: a villager's effect passes 10, giving 2 items of choice", 3, bonus),
    "day12": Scenario("Day 12: 1 villager and 4 makers, no travellers; hourglass effects still work", 3, day12),
    "solo_end": Scenario("Solo, day 12: the 22 travellers set aside make the target score", 1, solo_end),
})
register_scenarios(INFO, SCENARIOS_JA)
