"""Dawn (夜明け): every player at once and in secret gives each card in hand a role, one card at a time.

Roles: 2 travellers (passed to the left neighbour, or set aside in solo), 2 makers (produce their item), 1 villager
(into a village slot the card allows; an occupied slot is freed at the reveal). Day 12: 1 villager and 4 makers.
When the roles still open leave only one choice for the cards left (travellers or makers), those cards take it at
once; a complete assignment is confirmed with ``confirm`` (until then, undo takes a choice back).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from .components import DAYS
from .messages import M, card_name, item_name
from .seat import MAKER, TRAVELLER, Seat

if TYPE_CHECKING:
    from .state import ArigatoState

CONFIRM = Action("confirm", M("act.confirm"))
DRAW_FIRST, DRAW_LATER = 5, 3


def quotas(state: ArigatoState, seat: int) -> tuple[int, int, int]:
    """(villagers, makers, travellers) for ``seat``'s hand today; a short hand fills them in that order."""
    size = len(state.seats[seat].hand)
    villagers = min(1, size)
    makers = size - villagers if state.day == DAYS else min(2, size - villagers)
    return villagers, makers, size - villagers - makers


def deal(state: ArigatoState) -> None:
    """Start a dawn: each player picks up the travellers received and draws up to a hand of 5."""
    solo = state.players == 1
    draw = DRAW_FIRST if state.day == 1 or solo else DRAW_LATER
    key = "ev.dawn.first" if draw == DRAW_FIRST and not solo else ("ev.dawn.solo" if solo else "ev.dawn")
    state.say(M(key, day=state.day, n=draw))
    for seat, me in enumerate(state.seats):
        drawn = state.draw(draw)
        if len(drawn) < draw:
            state.say(M("ev.short", seat=state.seat_text(seat), n=len(drawn)))
        me.hand = me.incoming + drawn
        me.incoming = []
        me.clear_choice()
        me.shown = None
        me.done = False


def legal(state: ArigatoState, seat: int) -> list[Action]:
    me = state.seats[seat]
    found: list[Action] = []
    left = me.unassigned()
    if left:
        villagers, makers, travellers = quotas(state, seat)
        roles = list(me.roles.values())
        want_villager = me.villager is None and villagers
        want_maker = roles.count(MAKER) < makers
        want_traveller = roles.count(TRAVELLER) < travellers
        cards = state.cards
        memo = state.components.memo
        target = (seat + 1) % state.players if state.players > 1 else -1  # -1: set aside (solo)
        village, offered = me.village, me.offered
        for c in left:
            if want_villager:
                for slot in cards[c].slots:
                    key = ("V", c, slot, village[slot - 1], offered[slot - 1])
                    action = memo.get(key)
                    if action is None:
                        action = memo[key] = _villager_action(state, me, c, slot)
                    found.append(action)
            if want_maker:
                action = memo.get((MAKER, c))
                if action is None:
                    card = cards[c]
                    action = memo[MAKER, c] = Action(f"maker:{card.id}", M("act.maker", card=card_name(card),
                                                                           item=item_name(card.item)))
                found.append(action)
            if want_traveller:
                action = memo.get((TRAVELLER, c, target))
                if action is None:
                    card = cards[c]
                    action = memo[TRAVELLER, c, target] = Action(
                        f"traveller:{card.id}",
                        M("act.traveller", card=card_name(card), to=state.traveller_target(seat)))
                found.append(action)
    else:
        found.append(CONFIRM)
    return found


def _villager_action(state: ArigatoState, me: Seat, c: int, slot: int) -> Action:
    """``villager:<card>:<slot>``, its label saying what happens to the artisan the villager replaces."""
    card = state.cards[c]
    occupant = me.village[slot - 1]
    if occupant is None:
        label = M("act.villager", card=card_name(card), slot=slot)
    else:
        fate = M("fate.palace") if me.offered[slot - 1] else M("fate.discard")
        label = M("act.villager.replace", card=card_name(card), slot=slot, old=card_name(state.cards[occupant]),
                  fate=fate)
    return Action(f"villager:{card.id}:{slot}", label)


def assign(state: ArigatoState, seat: int, kind: str, rest: str) -> None:
    """Apply one dawn action (no public event: the choice is secret until the reveal)."""
    me = state.seats[seat]
    if kind == "confirm":
        me.chosen = True
        state.say(M("ev.chosen", seat=state.seat_text(seat)))
        if all(s.chosen for s in state.seats):
            state.reveal()
        return
    card_id, _, slot = rest.partition(":")
    c = state.components.by_id[card_id]
    if kind == "villager":
        me.villager = (c, int(slot))
    else:
        me.roles[c] = MAKER if kind == "maker" else TRAVELLER
    _fill_forced(state, seat)


def _fill_forced(state: ArigatoState, seat: int) -> None:
    """Give the cards left the only role still open to them (makers or travellers), when there is just one."""
    me = state.seats[seat]
    left = me.unassigned()
    if not left or me.villager is None:
        return
    _, makers, travellers = quotas(state, seat)
    roles = list(me.roles.values())
    open_roles = [r for r, n in ((MAKER, makers), (TRAVELLER, travellers)) if roles.count(r) < n]
    if len(open_roles) == 1:
        for c in left:
            me.roles[c] = open_roles[0]
