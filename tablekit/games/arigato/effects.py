"""Card effects as data: one interpreter for the small vocabulary of ``components.EFFECTS``, and favour gains.

Every effect favour goes through :func:`gain_favour`, which gives 2 items of choice for each multiple of 10 that
the seat's effect favour reaches or passes (the rulebook's bonus, whatever the phase).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import events
from .components import ANY, BONUS_EVERY, BONUS_ITEMS, ITEMS, Card, Effect
from .messages import M

if TYPE_CHECKING:
    from .state import ArigatoState


def gain_favour(state: ArigatoState, seat: int, n: int, card: Card) -> None:
    """Give ``seat`` n favour from ``card``'s effect, and the bonus items for each multiple of 10 passed."""
    if n <= 0:
        return
    me = state.seats[seat]
    before = me.favour
    me.favour += n
    state.say_once(events.favoured, seat, card.index, n)
    crossed = me.favour // BONUS_EVERY - before // BONUS_EVERY
    if crossed:
        me.picks += BONUS_ITEMS * crossed
        state.say(lambda: M("ev.bonus", seat=state.seat_text(seat), total=me.favour, n=BONUS_ITEMS * crossed))


def trigger(state: ArigatoState, seat: int, card: Card) -> None:
    """Carry out ``card``'s immediate or hourglass effect for ``seat``."""
    effect = card.effect
    assert effect is not None
    me = state.seats[seat]
    do = effect.do
    if do == "item":
        if effect.item == ANY:
            me.picks += effect.n
        else:
            me.items[ITEMS.index(effect.item)] += effect.n  # type: ignore[arg-type]
        state.say_once(events.gained, seat, card.index)
        return
    gain_favour(state, seat, effect.n * _multiplier(state, seat, effect), card)


def _multiplier(state: ArigatoState, seat: int, effect: Effect) -> int:
    me = state.seats[seat]
    if effect.do == "favour":
        return 1
    if effect.do == "favour_per_type":
        cards = state.cards
        return sum(cards[c].type == effect.type for c in me.villagers())
    if effect.do == "favour_per_offering":
        return sum(me.offered)
    if effect.do == "favour_per_item":
        return me.items[ITEMS.index(effect.item)]  # type: ignore[arg-type]
    raise ValueError(f"effect {effect.do!r} does not trigger")  # passive effects are read where they apply


def cheap_items(state: ArigatoState, seat: int) -> list[int]:
    """The indexes (in ITEMS) of the items ``seat`` trades at 1, not 2: those of its villagers' cheap-trade passive."""
    cards = state.cards
    found = []
    for c in state.seats[seat].village:
        if c is not None and cards[c].cheapens is not None:
            found.append(cards[c].cheapens)
    return found


def trade_cost(state: ArigatoState, seat: int, give: str) -> int:
    """Items of a kind given for one item of choice: 2, or 1 with a villager whose passive makes it cheap."""
    return 1 if ITEMS.index(give) in cheap_items(state, seat) else 2
