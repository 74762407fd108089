"""The events told at every reveal, dismissal, offering and effect, each made once per its arguments.

Their arguments take few values (a seat, a card index, a slot, a count), and a ``T`` never changes: the components'
memo keeps each event made (``ArigatoState.event_memo``), and later steps tell the same one (``State.say_once``).
A quiet state (a look-ahead) makes none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import T
from .components import ANY
from .messages import SEATS, M, card_name, cost_text, item_name

if TYPE_CHECKING:
    from .state import ArigatoState


def placed(state: ArigatoState, seat: int, c: int, slot: int) -> T:
    return M("ev.villager", seat=SEATS[seat], card=card_name(state.cards[c]), slot=slot)


def passed(state: ArigatoState, seat: int, n: int, to: int) -> T:
    return M("ev.travellers", seat=SEATS[seat], n=n, to=SEATS[to])


def set_aside(state: ArigatoState, seat: int, n: int) -> T:
    return M("ev.aside", seat=SEATS[seat], n=n)


def dismissed(state: ArigatoState, seat: int, c: int, slot: int) -> T:
    return M("ev.dismiss", seat=SEATS[seat], card=card_name(state.cards[c]), slot=slot)


def sent(state: ArigatoState, seat: int, c: int) -> T:
    card = state.cards[c]
    return M("ev.send", seat=SEATS[seat], card=card_name(card), favour=card.favour)


def offered(state: ArigatoState, seat: int, c: int) -> T:
    card = state.cards[c]
    return M("ev.offer", seat=SEATS[seat], card=card_name(card), cost=cost_text(card.cost))


def favoured(state: ArigatoState, seat: int, c: int, n: int) -> T:
    return M("ev.favour", seat=SEATS[seat], card=card_name(state.cards[c]), n=n)


def gained(state: ArigatoState, seat: int, c: int) -> T:
    """The items of a card's effect: a fixed item, or items of choice."""
    card = state.cards[c]
    effect = card.effect
    assert effect is not None and effect.item is not None
    if effect.item == ANY:
        return M("ev.choice", seat=SEATS[seat], card=card_name(card), n=effect.n)
    return M("ev.item", seat=SEATS[seat], card=card_name(card), n=effect.n, item=item_name(effect.item))
