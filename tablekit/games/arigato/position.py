"""Arigato positions as data (``docs/positions.md``): the villages, palaces, items and favour, the hands and deck.

Cards are named by their ids (``"bonsai-03"``...). Public: the day and phase, the discards and the size of the
deck, and per seat its village (with offering tokens), palace, items, favour, goal tokens, the size of its hand,
of the travellers it received and of those set aside (solo), whether it confirmed its dawn choice and ended its
day, the items of choice it is owed and the assignment revealed today. Hidden: the order of the deck, and per seat
its hand, its dawn choice so far, the travellers it received and those set aside.

>>> import tablekit
>>> doc = tablekit.new_game("arigato", scenario="bonus", seed=1).position(hidden=False)
>>> doc["public"]["seats"][0]["favour"], doc["public"]["phase"]
(9, 'dawn')
>>> doc["public"]["seats"][0]["items"]["katana"] = 9
>>> tablekit.new_game("arigato", position=doc)
Traceback (most recent call last):
...
ValueError: position field public.seats[0].items should hold at most 7 items in all (the limit dusk keeps), not \
{'bonsai': 0, 'fireworks': 0, 'katana': 9, 'origami': 3, ...}
"""

from __future__ import annotations

import random
from typing import Any

from ...core.draws import shuffle
from ...core.inputs import Field, tally
from .components import DAYS, ITEM_LIMIT, ITEMS, OFFERING_TOKENS, SLOTS
from .dawn import DRAW_FIRST, quotas
from .day import PICKS
from .seat import MAKER, TRAVELLER, Seat
from .state import DAWN, DAY, DUSK, OVER, ArigatoState

PHASES = (DAWN, DAY, DUSK, OVER)
PUBLIC = ("day", "phase", "deck", "discard", "seats")
SEAT_FIELDS = ("village", "offered", "palace", "items", "favour", "goal_days", "hand", "received", "incoming",
               "aside", "chosen", "done", "picks", "shown")
HIDDEN_SEAT = ("hand", "roles", "villager", "incoming", "aside")
SHOWN_FIELDS = ("villager", "slot", "makers", "travellers")
ROLES = {MAKER: "maker", TRAVELLER: "traveller"}


def to_position(state: ArigatoState) -> tuple[dict[str, Any], dict[str, Any]]:
    cards = state.cards

    def ids(found: list[int]) -> list[str]:
        return [cards[c].id for c in found]

    seats, secrets = [], []
    for me in state.seats:
        seats.append({"village": [None if c is None else cards[c].id for c in me.village],
                      "offered": list(me.offered), "palace": ids(me.palace), "items": dict(zip(ITEMS, me.items)),
                      "favour": me.favour, "goal_days": list(me.goal_days), "hand": len(me.hand),
                      "received": me.received, "incoming": len(me.incoming), "aside": len(me.aside),
                      "chosen": me.chosen, "done": me.done, "picks": me.picks, "shown": me.shown})
        secrets.append({"hand": ids(me.hand), "roles": {cards[c].id: ROLES[r] for c, r in me.roles.items()},
                        "villager": None if me.villager is None else [cards[me.villager[0]].id, me.villager[1]],
                        "incoming": ids(me.incoming), "aside": ids(me.aside)})
    public = {"day": state.day, "phase": state.phase, "deck": len(state.deck), "discard": ids(state.discard),
              "seats": seats}
    return public, {"deck": ids(state.deck), "seats": secrets}


def from_position(players: int, options: dict[str, Any], public: Field, hidden: Field | None,
                  rng: random.Random) -> ArigatoState:
    state = ArigatoState(players, random.Random(0), options)  # the box for these options; every place is set below
    fields = public.dict(PUBLIC)
    state.day = fields["day"].int(1, DAYS)
    state.phase = fields["phase"].choice(PHASES)
    if state.phase == OVER and state.day != DAYS:
        raise fields["day"].fail(f"{DAYS} (the game ends after the dusk of day {DAYS})")
    seats = [seat.dict(SEAT_FIELDS) for seat in fields["seats"].list(players)]
    state.seats = [_seat(state, s, seat) for s, seat in enumerate(seats)]
    state.discard = _cards(state, fields["discard"])
    _passed(state, seats)
    sizes = [{"hand": seat["hand"], "incoming": seat["incoming"], "aside": seat["aside"]} for seat in seats]
    if hidden is None:
        _deal(state, fields, sizes, rng)
    else:
        _hidden(state, fields, sizes, hidden)
    state._events = []
    return state


def _cards(state: ArigatoState, field: Field, size: int | None = None, most: int | None = None) -> list[int]:
    """A list of card ids, as card indexes."""
    return [_card(state, item) for item in field.list(size, most)]


def _card(state: ArigatoState, item: Field) -> int:
    found = state.components.by_id.get(item.value) if isinstance(item.value, str) else None
    if found is None:
        raise item.fail(f"a card id of this game's components (such as {state.cards[0].id!r})")
    return found


def _seat(state: ArigatoState, s: int, fields: dict[str, Field]) -> Seat:
    """One seat's public belongings, each checked against the rules of its phase."""
    me, phase, cards = Seat(), state.phase, state.cards
    village = fields["village"].list(SLOTS)
    me.village = [None if item.value is None else _card(state, item) for item in village]
    for slot, c in enumerate(me.village, start=1):
        if c is not None and slot not in cards[c].slots:
            raise village[slot - 1].wrong(f"is {cards[c].id}, which may not live in slot {slot} (its slots: "
                                          f"{list(cards[c].slots)})")
    me.offered = [item.bool() for item in fields["offered"].list(SLOTS)]
    empty = [i + 1 for i, (c, on) in enumerate(zip(me.village, me.offered)) if on and c is None]
    if empty:
        raise fields["offered"].wrong(f"puts an offering token on empty slot {empty[0]}: tokens lie on villagers")
    if sum(me.offered) > OFFERING_TOKENS:
        raise fields["offered"].fail(f"at most {OFFERING_TOKENS} offering tokens")
    me.palace = _cards(state, fields["palace"], most=len(cards))
    items = fields["items"].dict(ITEMS)
    me.items = [items[item].int(0, len(cards)) for item in ITEMS]
    if sum(me.items) > ITEM_LIMIT and phase in (DAWN, OVER):
        raise fields["items"].fail(f"at most {ITEM_LIMIT} items in all (the limit dusk keeps)")
    me.favour = fields["favour"].int(0, 10**6)
    last = state.day - (phase in (DAWN, DAY))  # the goal of today is scored at dusk
    goals = state.components.goals
    me.goal_days = fields["goal_days"].ints(1, DAYS, most=DAYS)
    if me.goal_days != sorted(set(me.goal_days)) or any(d > last or d not in goals for d in me.goal_days):
        raise fields["goal_days"].fail(f"days with a goal tile up to day {last}, each once, in order")
    me.received = fields["received"].int(0, DRAW_FIRST)
    me.chosen = fields["chosen"].bool()
    me.done = fields["done"].bool()
    me.picks = fields["picks"].int(0, 2 * len(PICKS))
    _flags(state, me, fields)
    shown = fields["shown"]
    if phase == DAWN or shown.value is None:  # null after dawn: nothing was revealed (a scenario's day phase)
        me.shown = shown.choice([None])
    else:
        parts = shown.dict(SHOWN_FIELDS)
        villager = None if parts["villager"].value is None else _card(state, parts["villager"])
        slot = None if parts["slot"].value is None else parts["slot"].int(1, SLOTS)
        if (villager is None) != (slot is None):
            raise parts["slot"].fail("the slot of the villager shown, or null with no villager")
        me.shown = {"villager": None if villager is None else cards[villager].id, "slot": slot,
                    "makers": [cards[c].id for c in _cards(state, parts["makers"], most=DRAW_FIRST)],
                    "travellers": parts["travellers"].int(0, DRAW_FIRST)}
    return me


def _flags(state: ArigatoState, me: Seat, fields: dict[str, Field]) -> None:
    """Confirmed, ended the day, items owed: what each phase allows."""
    phase = state.phase
    if phase != DAWN and not me.chosen:
        raise fields["chosen"].fail("true: every seat confirmed its dawn choice before the reveal")
    if phase == DAWN and me.done:
        raise fields["done"].fail("false: the day phase has not begun")
    if phase in (DUSK, OVER) and not me.done:
        raise fields["done"].fail("true: dusk begins once every seat has ended its day")
    if me.picks and phase not in (DAY, DUSK):
        raise fields["picks"].fail("0: items of choice are taken by day or at dusk")
    if phase == OVER and me.picks:
        raise fields["picks"].fail("0: the game ends once nobody is owed an item")


def _passed(state: ArigatoState, seats: list[dict[str, Field]]) -> None:
    """Travellers: received by the left neighbour as many as the sender revealed; set aside only in solo."""
    players, phase = state.players, state.phase
    for s, seat in enumerate(seats):
        incoming, aside = seat["incoming"].int(0, DRAW_FIRST), seat["aside"].int(0, len(state.cards))
        if players == 1 and incoming:
            raise seat["incoming"].fail("0: a solo player sets travellers aside")
        if players > 1 and aside:
            raise seat["aside"].fail("0: only a solo player sets travellers aside")
        sender = state.seats[(s - 1) % players]
        sent = 0 if phase == DAWN or sender.shown is None or players == 1 else sender.shown["travellers"]
        if players > 1 and incoming != sent:
            raise seat["incoming"].fail(f"{sent} (the travellers seat {(s - 1) % players} revealed today)")
        hand = seat["hand"].int(0, DRAW_FIRST)
        if phase != DAWN and hand:
            raise seat["hand"].fail("0: every card in hand took its role at the reveal")
        if phase == DAWN and state.seats[s].received > hand:
            raise seat["received"].fail(f"at most the hand's {hand} cards (the travellers picked up at dawn)")


def _deal(state: ArigatoState, fields: dict[str, Field], sizes: list[dict[str, Field]], rng: random.Random) -> None:
    """Deal the unseen cards, in the sizes the public part gives; a confirmed dawn choice is made anew at random."""
    places = _public_places(state, fields)
    tally(places, range(len(state.cards)), "card", every=False)
    placed = {c for found in places.values() for c in found}
    pool = [c for c in range(len(state.cards)) if c not in placed]
    shuffle(rng, pool)
    for me, size in zip(state.seats, sizes):
        for kind in ("hand", "incoming", "aside"):
            n = size[kind].value
            if n > len(pool):
                raise size[kind].wrong(f"asks for {n} cards; only {len(pool)} are left unseen")
            setattr(me, kind, pool[:n])
            pool = pool[n:]
        if me.chosen and state.phase == DAWN:
            state._choose_at_random(me, rng)
    if fields["deck"].value != len(pool):
        raise fields["deck"].fail(f"{len(pool)} (the cards in no hand, village, palace or discard)")
    state.deck = pool


def _public_places(state: ArigatoState, fields: dict[str, Field]) -> dict[str, list[int]]:
    seats = fields["seats"].list()
    places = {fields["discard"].path: state.discard}
    for me, seat in zip(state.seats, seats):
        places[seat.path + ".village"] = me.villagers()
        places[seat.path + ".palace"] = me.palace
    return places


def _hidden(state: ArigatoState, fields: dict[str, Field], sizes: list[dict[str, Field]], hidden: Field) -> None:
    parts = hidden.dict(("deck", "seats"))
    state.deck = _cards(state, parts["deck"], size=fields["deck"].int(0, len(state.cards)))
    places = {**_public_places(state, fields), parts["deck"].path: state.deck}
    for s, (me, size, secret) in enumerate(zip(state.seats, sizes, parts["seats"].list(state.players))):
        mine = secret.dict(HIDDEN_SEAT)
        for kind in ("hand", "incoming", "aside"):
            setattr(me, kind, _cards(state, mine[kind], size=size[kind].value))
            places[mine[kind].path] = getattr(me, kind)
        _choice(state, s, me, mine)
    tally(places, range(len(state.cards)), "card")


def _choice(state: ArigatoState, s: int, me: Seat, mine: dict[str, Field]) -> None:
    """The dawn choice so far: roles within today's quotas for cards in hand; complete once confirmed."""
    roles = mine["roles"].dict()
    by_id, cards = state.components.by_id, state.cards
    if state.phase != DAWN and (roles or mine["villager"].value is not None):
        raise mine["roles"].wrong("and villager should be empty: the choice was revealed")
    for card_id, role in roles.items():
        if by_id.get(card_id) not in me.hand:
            raise role.wrong(f"gives a role to {card_id!r}, which is not in the hand")
        me.roles[by_id[card_id]] = MAKER if role.choice(list(ROLES.values())) == "maker" else TRAVELLER
    if mine["villager"].value is not None:
        pair = mine["villager"].list(2)
        c = _card(state, pair[0])
        slot = pair[1].int(1, SLOTS)
        if c not in me.hand or c in me.roles or slot not in cards[c].slots:
            raise mine["villager"].fail("a card in hand with no other role, and a slot it may live in")
        me.villager = (c, slot)
    if state.phase != DAWN:
        return
    villagers, makers, travellers = quotas(state, s)
    given = list(me.roles.values())
    if given.count(MAKER) > makers or given.count(TRAVELLER) > travellers:
        raise mine["roles"].fail(f"at most {makers} makers and {travellers} travellers today")
    if me.chosen and me.unassigned():
        raise mine["roles"].wrong("leaves cards without a role, but the seat confirmed its choice")
