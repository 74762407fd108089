"""Dusk (夕暮れ): the day's goal, hourglass effects, then every player above 7 items discards down to 7.

Items of choice won at dusk (an hourglass effect, the 10-favour bonus) are taken before discarding.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...core.actions import Action
from .components import ITEM_LIMIT, ITEMS, Goal
from .day import PICKS
from .effects import trigger
from .messages import M, goal_text, item_name

if TYPE_CHECKING:
    from .seat import Seat
    from .state import ArigatoState


def meets(state: ArigatoState, me: Seat, goal: Goal) -> bool:
    """Whether a player's village, palace, items and favour meet ``goal`` now."""
    kind, n = goal.kind, goal.n
    villagers = me.villagers()
    if kind == "village":
        return len(villagers) >= n
    if kind in ("same_type", "types"):
        types = Counter(state.cards[c].type for c in villagers)
        return (max(types.values(), default=0) if kind == "same_type" else len(types)) >= n
    if kind == "offerings":
        return sum(me.offered) >= n
    if kind == "palace":
        return len(me.palace) >= n
    if kind == "identical":
        return max(me.items) >= n
    if kind == "all_items":
        return min(me.items) >= 1
    if kind == "items":
        return me.item_total() >= n
    if kind == "favour":
        return me.favour >= n
    raise ValueError(f"unknown goal kind {kind!r}")


def begin(state: ArigatoState) -> None:
    """Score the day's goal, run the hourglass effects, then wait for picks and discards."""
    state.phase = "dusk"
    goal = state.components.goals.get(state.day)
    if goal is not None:
        winners = [s for s, me in enumerate(state.seats) if meets(state, me, goal)]
        for s in winners:
            state.seats[s].goal_days.append(state.day)
        if winners:
            state.say(M("ev.goal", day=state.day, goal=goal_text(goal), seats=[state.seat_text(s) for s in winners]))
        else:
            state.say(M("ev.goal.none", day=state.day, goal=goal_text(goal)))
    else:
        state.say(M("ev.goal.free", day=state.day))
    for seat, me in enumerate(state.seats):
        for c in me.villagers():
            effect = state.cards[c].effect
            if effect is not None and effect.when == "dusk":
                trigger(state, seat, state.cards[c])
    state.settle_dusk()


def owing(me: Seat) -> bool:
    return bool(me.picks) or me.item_total() > ITEM_LIMIT


def legal(state: ArigatoState, seat: int) -> list[Action]:
    me = state.seats[seat]
    if me.picks:
        return list(PICKS)
    return [Action(f"discard:{item}", M("act.discard", item=item_name(item), limit=ITEM_LIMIT))
            for item, n in zip(ITEMS, me.items) if n]


def discard(state: ArigatoState, seat: int, item: str) -> None:
    state.seats[seat].items[ITEMS.index(item)] -= 1
    state.say(M("ev.discard", seat=state.seat_text(seat), item=item_name(item)))
    state.settle_dusk()
