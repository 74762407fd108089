"""Dawn (夜明け): every player at once and in secret gives each card in hand a role, one card at a time.

Roles: 2 travellers (passed to the left neighbour, or set aside in solo), 2 makers (produce their item), 1 villager
(into a village slot the card allows; an occupied slot is freed at the reveal). Day 12: 1 villager and 4 makers.
When the roles still open leave only one choice for the cards left (travellers or makers), those cards take it at
once; a complete assignment is confirmed with ``confirm`` (until then, undo takes a choice back).
"""

from __future__ import annotations

from operator import countOf
from typing import TYPE_CHECKING, Any

from ...core.actions import Action
from ...core.text import T
from .components import DAYS, Card
from .messages import CHOSEN, SEATS, M, card_name, item_name
from .seat import MAKER, TRAVELLER, Seat

if TYPE_CHECKING:
    from .state import ArigatoState

CONFIRM = Action("confirm", M("act.confirm"))
FATE_PALACE, FATE_DISCARD = M("fate.palace"), M("fate.discard")
DRAW_FIRST, DRAW_LATER = 5, 3
FULL, FULL_LAST = (1, 2, 2), (1, 4, 0)  # the quotas of a full hand of 5: any day, and day 12


def quotas(state: ArigatoState, seat: int) -> tuple[int, int, int]:
    """(villagers, makers, travellers) for ``seat``'s hand today; a short hand fills them in that order."""
    size = len(state.seats[seat].hand)
    if size == DRAW_FIRST:  # the usual hand: no short deal
        return FULL_LAST if state.day == DAYS else FULL
    villagers = min(1, size)
    makers = size - villagers if state.day == DAYS else min(2, size - villagers)
    return villagers, makers, size - villagers - makers


def deal(state: ArigatoState) -> None:
    """Start a dawn: each player picks up the travellers received and draws up to a hand of 5."""
    solo = state.players == 1
    draw = DRAW_FIRST if state.day == 1 or solo else DRAW_LATER
    key = "ev.dawn.first" if draw == DRAW_FIRST and not solo else ("ev.dawn.solo" if solo else "ev.dawn")
    state.say(M, key, day=state.day, n=draw)
    for seat, me in enumerate(state.seats):
        drawn = state.draw(draw)
        if len(drawn) < draw:
            state.say(lambda seat=seat, drawn=drawn: M("ev.short", seat=state.seat_text(seat), n=len(drawn)))
        me.received = len(me.incoming)
        me.hand = me.incoming + drawn
        me.incoming = []
        me.clear_choice()
        me.shown = None
        me.done = False


def legal(state: ArigatoState, seat: int) -> list[Action]:
    me = state.seats[seat]
    left = me.unassigned()
    if not left:
        return [CONFIRM]
    villagers, makers, travellers = quotas(state, seat)
    made = countOf(me.roles.values(), MAKER)  # makers given; the other roles given are travellers
    first = 0 if made < makers else 1  # the slice of (maker, traveller) still open
    last = 2 if len(me.roles) - made < travellers else 1
    players = state.players
    # per card, its (maker, traveller) actions once made; a traveller's label names where it goes (the left
    # neighbour, or aside in solo: -1), so one list per destination
    pairs = state.components.memo["roles", (seat + 1) % players if players > 1 else -1]
    found: list[Action] = []
    if me.villager is None and villagers:
        places = state.components.memo["places"]
        village, offered = me.village, me.offered
        for c in left:
            for i, empty, replacing in places[c] or _card_places(state, places, c):
                occupant = village[i]
                if occupant is None:
                    found.append(empty)
                else:
                    key = 2 * occupant + offered[i]  # the occupant, and whether it carries a token
                    found.append(replacing.get(key) or _replacing(state, me, replacing, c, i, key))
            if first < last:
                found += (pairs[c] or _role_actions(state, seat, pairs, c))[first:last]
    elif first < last:
        for c in left:
            found += (pairs[c] or _role_actions(state, seat, pairs, c))[first:last]
    return found


RolePair = tuple[Action, Action]


def _role_actions(state: ArigatoState, seat: int, pairs: list[RolePair | None], c: int) -> RolePair:
    """``maker:<card>`` and ``traveller:<card>`` (its label naming where the traveller goes), kept in ``pairs``."""
    card = state.cards[c]
    pair = pairs[c] = (Action(f"maker:{card.id}", _maker_text, card),
                       Action(f"traveller:{card.id}", _traveller_text, card, state.players, seat))
    return pair


def _maker_text(card: Card) -> T:
    return M("act.maker", card=card_name(card), item=item_name(card.item))


def _traveller_text(card: Card, players: int, seat: int) -> T:
    """Passed to the left neighbour, or set aside face down in solo."""
    if players == 1:
        return M("act.traveller.aside", card=card_name(card))
    return M("act.traveller", card=card_name(card), to=SEATS[(seat + 1) % players])


Place = tuple[int, Action, dict[int, Action]]


def _card_places(state: ArigatoState, places: list[tuple[Place, ...] | None], c: int) -> tuple[Place, ...]:
    """For each slot card ``c`` allows (as an index): its villager action into that slot while it is empty, and
    those replacing an occupant made so far (by occupant and token), kept in ``places``."""
    card = state.cards[c]
    row = places[c] = tuple((slot - 1, _villager_action(card, slot), {}) for slot in card.slots)
    return row


def _replacing(state: ArigatoState, me: Seat, replacing: dict[int, Action], c: int, i: int, key: int) -> Action:
    """The villager action of card ``c`` into slot index ``i``, whose occupant is freed, kept in ``replacing``."""
    occupant = me.village[i]
    assert occupant is not None
    fate = FATE_PALACE if me.offered[i] else FATE_DISCARD
    action = replacing[key] = _villager_action(state.cards[c], i + 1, state.cards[occupant], fate)
    return action


def _villager_action(card: Card, slot: int, old: Card | None = None, fate: Any = None) -> Action:
    """``villager:<card>:<slot>``, its label saying what happens to the artisan the villager replaces."""
    return Action(f"villager:{card.id}:{slot}", _villager_text, card, slot, old, fate)


def _villager_text(card: Card, slot: int, old: Card | None, fate: Any) -> T:
    if old is None:
        return M("act.villager", card=card_name(card), slot=slot)
    return M("act.villager.replace", card=card_name(card), slot=slot, old=card_name(old), fate=fate)


def assign(state: ArigatoState, seat: int, kind: str, rest: str) -> None:
    """Apply one dawn action (no public event: the choice is secret until the reveal)."""
    me = state.seats[seat]
    if kind == "confirm":
        me.chosen = True
        state.say(CHOSEN[seat])
        if not state.to_act():  # every seat has confirmed
            state.reveal()
        return
    card_id, _, slot = rest.partition(":")
    c = state.components.by_id[card_id]
    if kind == "villager":
        me.villager = (c, int(slot))
    else:
        me.roles[c] = MAKER if kind == "maker" else TRAVELLER
    if me.villager is None:
        return
    # once the villager is chosen, the cards left take the only role still open to them, when there is just one
    _, makers, travellers = quotas(state, seat)
    made = countOf(me.roles.values(), MAKER)
    maker_open = made < makers
    if maker_open != (len(me.roles) - made < travellers):  # one role open, not both
        role = MAKER if maker_open else TRAVELLER
        for c in me.unassigned():
            me.roles[c] = role
