"""Day (昼): the reveal, production and villager effects, then each player's village management, in any order.

Management actions: trade 2 equal items (1 with a cheap-trade villager) for 1 of choice; prepare a villager's
offering (pay its whole cost at once, put an offering token on it); send a villager carrying a token to the palace
(the token comes back); discard a villager without a token to free its slot; end the day. Items of choice owed
(effects, the 10-favour bonus) are taken first.
"""

from __future__ import annotations

from operator import sub
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.text import T
from . import events
from .components import ITEMS, SLOTS, Card
from .effects import cheap_items, gain_favour, trade_cost, trigger
from .messages import ENDED, ITEM_NAMES, PICKED, SEATS, TRADED, M, card_name, cost_text, item_name
from .seat import MAKER, TRAVELLER

if TYPE_CHECKING:
    from .state import ArigatoState


def reveal(state: ArigatoState) -> None:
    """Turn every assignment face up: travellers leave, villagers move in, makers produce, then effects."""
    cards = state.cards
    placed: list[tuple[int, Card]] = []  # each seat's new villager, whose immediate effect works once all are in
    for seat, me in enumerate(state.seats):
        roles, items = me.roles, me.items
        makers: list[int] = []
        maker_ids: list[str] = []
        travellers: list[int] = []
        for c in me.hand:  # one pass over the hand, each maker producing as it is found
            role = roles.get(c)
            if role == MAKER:
                makers.append(c)
                maker_ids.append(cards[c].id)
                items[cards[c].produces] += 1
            elif role == TRAVELLER:
                travellers.append(c)
        villager = me.villager
        me.shown = {"villager": None if villager is None else cards[villager[0]].id,
                    "slot": None if villager is None else villager[1], "makers": maker_ids,
                    "travellers": len(travellers)}
        if villager is not None:
            c, slot = villager
            placed.append((seat, cards[c]))
            if me.village[slot - 1] is not None:
                free_slot(state, seat, slot)
            me.village[slot - 1] = c
            state.say_once(events.placed, seat, c, slot)
        if makers:
            state.discard.extend(makers)
            state.say(_produced, state, seat, makers)
        if travellers:
            if state.players == 1:
                me.aside.extend(travellers)
                state.say_once(events.set_aside, seat, len(travellers))
            else:
                left = (seat + 1) % state.players
                state.seats[left].incoming.extend(travellers)
                state.say_once(events.passed, seat, len(travellers), left)
        me.hand = []
        me.roles = {}
        me.villager = None
    for seat, card in placed:
        if card.effect is not None and card.effect.when == "now":
            trigger(state, seat, card)
    state.phase = "day"


def _produced(state: ArigatoState, seat: int, makers: list[int]) -> T:
    names, items = [], []  # one loop for both lists: told at every reveal
    for c in makers:
        card = state.cards[c]
        names.append(card_name(card))
        items.append(ITEM_NAMES[card.item])
    return M("ev.makers", seat=SEATS[seat], cards=names, items=items)


def free_slot(state: ArigatoState, seat: int, slot: int) -> None:
    """Empty a village slot: a card with an offering token goes to the palace, one without is discarded."""
    me = state.seats[seat]
    if me.offered[slot - 1]:
        send(state, seat, slot)
        return
    c = me.village[slot - 1]
    assert c is not None
    me.village[slot - 1] = None
    state.discard.append(c)
    state.say_once(events.dismissed, seat, c, slot)


def send(state: ArigatoState, seat: int, slot: int) -> None:
    """Send the villager in ``slot`` (it carries an offering token) to the palace; the token comes back."""
    me = state.seats[seat]
    c = me.village[slot - 1]
    assert c is not None and me.offered[slot - 1]
    card = state.cards[c]
    me.village[slot - 1] = None
    me.offered[slot - 1] = False
    me.palace.append(c)
    state.say_once(events.sent, seat, c)
    for other in me.village:
        if other is not None:
            effect = state.cards[other].effect
            if effect is not None and effect.do == "palace_bonus" and effect.type == card.type:
                gain_favour(state, seat, effect.n, state.cards[other])


PICKS = tuple(Action(f"pick:{item}", M("act.pick", item=item_name(item))) for item in ITEMS)
TRADE_ROWS: tuple[tuple[tuple[Action, ...], ...], ...] = tuple(  # per item given: its trades at 1, then at 2
    tuple(tuple(Action(f"trade:{give}:{get}", M("act.trade", n=n, give=item_name(give), get=item_name(get)))
                for get in ITEMS if get != give) for n in (1, 2))
    for give in ITEMS
)
END = Action("end", M("act.end"))


def legal(state: ArigatoState, seat: int) -> list[Action]:
    me = state.seats[seat]
    if me.picks:
        return list(PICKS)
    found = list(_trades(state, me.items, cheap_items(state, seat)))
    cards, rows = state.cards, state.components.memo["village"]
    free, offered, items = me.tokens_free(), me.offered, me.items
    for i, c in enumerate(me.village):
        if c is None:
            continue
        send, offer, dismiss = (rows[c] or _village_row(state, rows, c))[i]
        if offered[i]:
            found.append(send)
        elif free and min(map(sub, items, cards[c].cost)) >= 0:  # it can pay the whole cost (all() costs twice)
            found += (offer, dismiss)
        else:
            found.append(dismiss)
    found.append(END)
    return found


def _trades(state: ArigatoState, items: list[int], cheap: list[int]) -> tuple[Action, ...]:
    """The trades open to a seat holding ``items``, ``cheap`` the items it trades at 1: the same for the same
    counts, so listed once per counts (in the components' memo; a seat rarely holds more than a dozen items)."""
    key = ("trades", *items, *cheap)
    memo = state.components.memo
    found = memo.get(key)
    if found is None:
        made: list[Action] = []
        for i, have in enumerate(items):
            if have >= 2 or (have and i in cheap):
                made += TRADE_ROWS[i][0 if i in cheap else 1]
        found = memo[key] = tuple(made)
    return found


VillageRow = tuple[tuple[Action, Action, Action], ...]


def _village_row(state: ArigatoState, rows: list[VillageRow | None], c: int) -> VillageRow:
    """Card ``c``'s (send, offer, dismiss) actions in each village slot, kept in ``rows`` (the components' memo)."""
    card = state.cards[c]
    row = rows[c] = tuple(tuple(Action(f"{kind}:{slot}", _village_text, kind, card, slot)
                                for kind in ("send", "offer", "dismiss")) for slot in range(1, SLOTS + 1))
    return row


def _village_text(kind: str, card: Card, slot: int) -> T:
    name = card_name(card)
    if kind == "send":
        return M("act.send", card=name, slot=slot, favour=card.favour)
    if kind == "offer":
        return M("act.offer", card=name, slot=slot, cost=cost_text(card.cost))
    return M("act.dismiss", card=name, slot=slot)


def act(state: ArigatoState, seat: int, kind: str, rest: str) -> None:
    me = state.seats[seat]
    if kind == "trade":
        give, _, get = rest.partition(":")
        n = trade_cost(state, seat, give)
        me.items[ITEMS.index(give)] -= n
        me.items[ITEMS.index(get)] += 1
        state.say(TRADED[seat, n, give, get])
    elif kind == "end":
        me.done = True
        state.say(ENDED[seat])
        if not state.to_act():  # every seat has ended its day
            state.begin_dusk()
    elif kind == "dismiss":
        free_slot(state, seat, int(rest))
    elif kind == "offer":
        slot = int(rest)
        c = me.village[slot - 1]
        assert c is not None
        me.items = list(map(sub, me.items, state.cards[c].cost))
        me.offered[slot - 1] = True
        state.say_once(events.offered, seat, c)
    elif kind == "send":
        send(state, seat, int(rest))
    elif kind == "pick":
        me.items[ITEMS.index(rest)] += 1
        me.picks -= 1
        state.say(PICKED[seat, rest])
        if state.phase == "dusk":
            state.settle_dusk()
