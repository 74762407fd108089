"""Dusk (夕暮れ): the day's goal, hourglass effects, then every player above 7 items discards down to 7.

Items of choice won at dusk (an hourglass effect, the 10-favour bonus) are taken before discarding.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core.actions import Action
from .components import ITEM_LIMIT, ITEMS, Goal
from .day import PICKS
from .effects import trigger
from .messages import DISCARDED, M, goal_text, item_name

if TYPE_CHECKING:
    from .seat import Seat
    from .state import ArigatoState


DISCARDS = tuple(Action(f"discard:{item}", M("act.discard", item=item_name(item), limit=ITEM_LIMIT)) for item in ITEMS)


def meets(state: ArigatoState, me: Seat, goal: Goal) -> bool:
    """Whether a player's village, palace, items and favour meet ``goal`` now."""
    cards = state.cards
    types = [cards[c].type for c in me.village if c is not None]
    return goal_met(goal.kind, goal.n, types, sum(me.offered), len(me.palace), me.items, me.favour)


def goal_met(kind: str, n: int, types: list[str], offerings: int, palace: int, items: Sequence[int],
             favour: int) -> bool:
    """A goal kind tested on plain counts: the types of the village artisans, offering tokens in the village,
    artisans in the palace, items held (one count per kind) and favour from effects.

    >>> goal_met("types", 3, ["bonsai", "sculptor", "bonsai"], 0, 0, [0] * 5, 0)
    False
    """
    if kind == "village":
        return len(types) >= n
    if kind == "same_type":
        return max(Counter(types).values(), default=0) >= n
    if kind == "types":
        return len(set(types)) >= n
    if kind == "offerings":
        return offerings >= n
    if kind == "palace":
        return palace >= n
    if kind == "identical":
        return max(items) >= n
    if kind == "all_items":
        return min(items) >= 1
    if kind == "items":
        return sum(items) >= n
    if kind == "favour":
        return favour >= n
    raise ValueError(f"unknown goal kind {kind!r}")


def begin(state: ArigatoState) -> None:
    """Score the day's goal, run the hourglass effects, then wait for picks and discards."""
    state.phase = "dusk"
    goal = state.components.goals.get(state.day)
    if goal is not None:
        winners = [s for s, me in enumerate(state.seats) if meets(state, me, goal)]
        for s in winners:
            state.seats[s].goal_days.append(state.day)
        if len(winners) == 1:
            state.say(lambda: M("ev.goal.one", day=state.day, goal=goal_text(goal), seat=state.seat_text(winners[0])))
        elif winners:
            state.say(lambda: M("ev.goal", day=state.day, goal=goal_text(goal),
                                seats=[state.seat_text(s) for s in winners]))
        else:
            state.say(lambda: M("ev.goal.missed", day=state.day, goal=goal_text(goal), seat=state.seat_text(0))
                      if state.players == 1 else M("ev.goal.none", day=state.day, goal=goal_text(goal)))
    else:
        state.say(M, "ev.goal.free", day=state.day)
    cards = state.cards
    for seat, me in enumerate(state.seats):
        for c in me.village:
            effect = None if c is None else cards[c].effect
            if effect is not None and effect.when == "dusk":
                trigger(state, seat, cards[c])
    state.settle_dusk()


def owing(me: Seat) -> bool:
    return bool(me.picks) or me.item_total() > ITEM_LIMIT


def legal(state: ArigatoState, seat: int) -> list[Action]:
    me = state.seats[seat]
    if me.picks:
        return list(PICKS)
    return [action for action, n in zip(DISCARDS, me.items) if n]


def discard(state: ArigatoState, seat: int, item: str) -> None:
    state.seats[seat].items[ITEMS.index(item)] -= 1
    state.say(DISCARDED[seat, item])
    state.settle_dusk()
