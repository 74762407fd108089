"""Mangrovia positions as data (``docs/positions.md``): the island, the archipelago, the supply and the hands.

Public: the round and its phase, the talisman, the birds, the bowls on the archipelago's sites, the boat's action
and the steps of it still to decide, the huts on the island, the display, the discards, the spent start cards, the
remaining pole tiles, the sizes of the decks, the bag and the amulet stack, how many drawn amulets wait to be kept,
whether the game ends after this round, and per seat its huts, amulet level, suns, pole tiles, start cards, the
sizes of its hand and the pieces everyone saw it take (display cards, value-1 amulets). Hidden: the cards and
amulets in the hands, the order of the decks (the top card last) and the bag, the drawn amulets. Worked out on loading
rather than stored: the seats still to place bowls, the bowl's owner, the number of amulets to keep, and the scores.

>>> import tablekit
>>> g = tablekit.new_game("mangrovia", scenario="three_and_four", seed=1)
>>> doc = g.position(hidden=False)
>>> doc["public"]["boat"], doc["public"]["steps"], doc["public"]["seats"][0]["start_cards"]
(11, ['build', 'deck'], [3, 4])
>>> doc["public"]["seats"][0]["suns"] = 2
>>> tablekit.new_game("mangrovia", position=doc)
Traceback (most recent call last):
...
ValueError: position field public.seats[0].suns should hold 0 (the suns of the seat's huts on the island), not 2
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...core.draws import shuffle
from ...core.inputs import Field, one_of, tally
from .actions import STEPS
from .scoring import DUMMY
from .state import BOAT, BOWLS, LAST_ACTION, MAX_ROUNDS, OVER, MangroviaState
from .supply import AMULETS, LAND, VALUABLES

KINDS = (VALUABLES, LAND, AMULETS)
PUBLIC = ("round", "phase", "start", "birds", "bowls", "boat", "steps", "huts", "display", "decks", "discards",
          "out", "pole_tiles", "bag", "stack", "drawn", "ending", "seats")
HIDDEN = ("hands", "decks", "bag", "drawn")
SEAT_FIELDS = ("huts", "level", "suns", "pole_tiles", "start_cards", "valuables", "land", "amulets", "seen")
AMULET_ACTIONS = (2, 7, 8)  # their amulet step comes last: a "keep" step is all that may follow it
MOST = 1000  # more pieces of a kind than any box holds


def to_position(state: MangroviaState) -> tuple[dict[str, Any], dict[str, Any]]:
    supply = state.supply
    seats = [{"huts": h.huts, "level": h.level, "suns": h.suns, "pole_tiles": list(h.pole),
              "start_cards": list(h.start), "valuables": sum(h.valuables.values()), "land": sum(h.land.values()),
              "amulets": sum(h.amulets.values()),
              "seen": {VALUABLES: sorted(h.seen[VALUABLES].elements()), LAND: _terrains(h.seen[LAND]),
                       AMULETS: sorted(h.seen[AMULETS].elements())}} for h in state.hands]
    public = {
        "round": state.round, "phase": state.phase, "start": state.start, "birds": list(state.birds),
        "bowls": [state.bowls.get(i) for i in range(len(state.c.sites))], "boat": state.action,
        "steps": list(state.steps), "huts": {sid: list(here) for sid, here in sorted(state.occupancy.items())},
        "display": {k: list(supply.display[k]) for k in (VALUABLES, LAND)},
        "decks": {k: len(supply.decks[k]) for k in (VALUABLES, LAND)},
        "discards": {VALUABLES: list(supply.discards[VALUABLES]), LAND: list(supply.discards[LAND]),
                     AMULETS: list(supply.amulet_discards)},
        "out": list(supply.out), "pole_tiles": list(state.pole_tiles), "bag": len(supply.bag),
        "stack": supply.stack, "drawn": len(state.drawn), "ending": state.ending, "seats": seats,
    }
    hidden = {
        "hands": [{VALUABLES: sorted(h.valuables.elements()), LAND: _terrains(h.land),
                   AMULETS: sorted(h.amulets.elements())} for h in state.hands],
        "decks": {k: list(supply.decks[k]) for k in (VALUABLES, LAND)},
        "bag": list(supply.bag), "drawn": list(state.drawn),
    }
    return public, hidden


def _terrains(counts: Counter[str]) -> dict[str, int]:
    return {t: n for t, n in sorted(counts.items()) if n}


def from_position(players: int, options: dict[str, Any], public: Field, hidden: Field | None,
                  rng: random.Random) -> MangroviaState:
    state = MangroviaState(players, random.Random(0), options)  # the box for these options; every place is set below
    fields = public.dict(PUBLIC)
    seats = [seat.dict(SEAT_FIELDS) for seat in fields["seats"].list(players)]
    _island(state, fields, seats)
    _round(state, fields)
    _supply(state, fields, seats)
    if hidden is None:
        _deal(state, fields, seats, rng)
    else:
        _hidden(state, fields, seats, hidden)
    _steps(state, fields)
    state._events = []
    return state


def _island(state: MangroviaState, fields: dict[str, Field], seats: list[dict[str, Field]]) -> None:
    """Huts on existing spaces (the dummies' where this player count puts them), and each seat's huts left, suns,
    amulet level and pole tiles as its huts on the island give them."""
    c, players = state.c, state.players
    dummies = {s.id for s in c.spaces if s.dummy in c.dummies[players]}
    huts = fields["huts"].dict()
    occupancy: dict[str, tuple[int, int]] = {}
    for sid, item in huts.items():
        space = c.space.get(sid)
        if space is None:
            raise item.wrong("names no space of the island")
        owner, n = item.list(2)
        who = owner.int(DUMMY, players - 1)
        if (who == DUMMY) != (sid in dummies):
            raise owner.fail(f"{DUMMY} (a dummy hut)" if sid in dummies else f"a seat from 0 to {players - 1} "
                             f"(dummy huts stand on {', '.join(sorted(dummies)) or 'no space'} with {players} players)")
        occupancy[sid] = (who, n.int(1, 2 if space.doubles and who != DUMMY else 1))
    missing = sorted(dummies - set(occupancy))
    if missing:
        raise fields["huts"].wrong(f"lacks the dummy hut on {missing[0]} ([{DUMMY}, 1]: dummies never move)")
    state.occupancy = occupancy
    taken_pole = 0
    for s, seat in enumerate(seats):
        hand = state.hands[s]
        mine = [(c.space[sid], n) for sid, (who, n) in occupancy.items() if who == s]
        left = c.huts[players] - sum(n for _, n in mine)
        if left < 0:
            raise fields["huts"].wrong(f"holds more than the {c.huts[players]} huts of seat {s}")
        checks = (("huts", left, f"{c.huts[players]} less the seat's huts on the island"),
                  ("suns", sum(space.suns * n for space, n in mine), "the suns of the seat's huts on the island"),
                  ("level", min(sum(space.level for space, _ in mine), len(c.amulet_levels) - 1),
                   "one for each of the seat's huts on an amulet-level space"))
        for key, want, why in checks:
            if not one_of(seat[key].value, [want]):
                raise seat[key].fail(f"{want} ({why})")
        hand.huts, hand.suns, hand.level = left, checks[1][1], checks[2][1]
        pole = sum(1 for space, _ in mine if space.area == "pole")
        hand.pole = seat["pole_tiles"].ints(0, 50, size=pole)
        taken_pole += pole
    places = {seats[s]["pole_tiles"].path: state.hands[s].pole for s in range(players)}
    state.pole_tiles = fields["pole_tiles"].ints(0, 50, most=len(c.pole_tiles))
    if state.pole_tiles != list(c.pole_tiles[taken_pole:]):
        raise fields["pole_tiles"].fail(f"{list(c.pole_tiles[taken_pole:])} (the pile less the {taken_pole} tiles "
                                        f"taken for huts in the pole place, from the top)")
    tally({**places, fields["pole_tiles"].path: state.pole_tiles}, c.pole_tiles, "pole tile")
    state.ending = fields["ending"].bool()
    if not state.ending and any(h.huts == 0 for h in state.hands):
        raise fields["ending"].fail("true (a seat has built its last hut: the game ends after this round)")


def _round(state: MangroviaState, fields: dict[str, Field]) -> None:
    """The round, its phase, the talisman, the birds and the bowls placed so far."""
    c, players = state.c, state.players
    state.round = fields["round"].int(1, MAX_ROUNDS)
    state.phase = fields["phase"].choice([BOWLS, BOAT, OVER])
    state.start = fields["start"].int(0, players - 1)
    birds = fields["birds"]
    first, second = (item.choice(list(c.oracle)) for item in birds.list(2))
    if first == second:
        raise birds.fail("two different terrains of the oracle")
    state.birds = (first, second)
    bowls = fields["bowls"].list(len(c.sites))
    state.bowls = {i: item.int(0, players - 1) for i, item in enumerate(bowls) if item.value is not None}
    per_seat, placed = state.bowls_per_seat(), Counter(state.bowls.values())
    if state.phase == BOWLS:
        order = [(state.start + k) % players for k in range(players)] * per_seat
        state.queue = order[len(state.bowls):]
        if placed != Counter(order[:len(state.bowls)]) or not state.queue:
            raise fields["bowls"].wrong(f"should hold the first bowls of the order {order} from the talisman's "
                                        f"holder (seat {state.start}), some still to place")
        if placed[state.start] == 1 and state.bowls.get(state.twelve_site()) == state.start:
            raise bowls[state.twelve_site()].wrong("holds the talisman holder's first bowl, which may not go on the "
                                                   "site of action 12")
    else:
        state.queue = []
        if any(placed[s] != per_seat for s in range(players)):
            raise fields["bowls"].wrong(f"should hold {per_seat} bowl(s) of every seat once the boat sails")
    boat = fields["boat"]
    state.action = boat.int(1, LAST_ACTION) if state.phase == BOAT else boat.choice(
        [0] if state.phase == BOWLS else [LAST_ACTION + 1])
    if state.phase == BOAT:
        state.owner = state.bowls.get(state.site_of[state.action])
        if state.owner is None:
            raise boat.wrong(f"is action {state.action}, whose site holds no bowl (the boat passes it by)")
        state.took_twelve = state.action == LAST_ACTION
        if state.took_twelve and state.start != state.owner:
            raise fields["start"].fail(f"{state.owner} (the bowl's owner at action 12 takes the talisman)")


def _supply(state: MangroviaState, fields: dict[str, Field], seats: list[dict[str, Field]]) -> None:
    """The display, discards, spent start cards, amulet stack, and what is seen of each hand."""
    c, supply = state.c, state.supply
    values, terrains = sorted(c.valuable_cards), sorted(c.land_cards)
    display = fields["display"].dict([VALUABLES, LAND])
    supply.display = {
        VALUABLES: [i.choice(values) for i in display[VALUABLES].list(most=supply.display_size[VALUABLES])],
        LAND: [i.choice(terrains) for i in display[LAND].list(most=supply.display_size[LAND])]}
    for kind, shown in supply.display.items():
        if shown != sorted(shown):
            raise display[kind].fail("cards in increasing order (the display is kept sorted)")
    amulet_values = sorted({*c.amulet_bag, *c.amulet_stack})
    discards = fields["discards"].dict(KINDS)
    supply.discards = {VALUABLES: [i.choice(values) for i in discards[VALUABLES].list(most=MOST)],
                       LAND: [i.choice(terrains) for i in discards[LAND].list(most=MOST)]}
    supply.amulet_discards = [i.choice(amulet_values) for i in discards[AMULETS].list(most=MOST)]
    starts = sorted({v for pair in c.start_cards for v in pair})
    supply.out = [i.choice(starts) for i in fields["out"].list(most=2 * state.players)]
    pairs = [Counter(pair) for pair in c.start_cards[:state.players]]
    for s, seat in enumerate(seats):
        hand = state.hands[s]
        hand.start = [i.choice(starts) for i in seat["start_cards"].list(most=2)]
        if hand.start != sorted(hand.start) or not any(Counter(hand.start) <= pair for pair in pairs):
            raise seat["start_cards"].fail(f"what is left, in increasing order, of one of the start pairs "
                                           f"{[list(p.elements()) for p in pairs]}")
        seen = seat["seen"].dict(KINDS)
        hand.seen = {VALUABLES: Counter(i.choice(values) for i in seen[VALUABLES].list(most=MOST)),
                     LAND: _land(seen[LAND], terrains),
                     AMULETS: Counter(i.choice(amulet_values) for i in seen[AMULETS].list(most=MOST))}
        for kind in KINDS:
            if sum(hand.seen[kind].values()) > seat[kind].int(0, MOST):
                raise seen[kind].wrong(f"holds more {kind} than the seat holds ({seat[kind].value})")
    start_places = {seats[s]["start_cards"].path: state.hands[s].start for s in range(state.players)}
    tally({**start_places, fields["out"].path: supply.out}, [v for pair in c.start_cards[:state.players] for v in pair],
          "start card")
    stack = sum(c.amulet_stack.values())
    supply.stack = fields["stack"].int(0, stack)


def _land(field: Field, terrains: list[str]) -> Counter[str]:
    """Land cards by terrain: ``{"reed": 2}``."""
    counts: Counter[str] = Counter()
    for terrain, n in field.dict().items():
        if terrain not in terrains:
            raise n.wrong(f"names no terrain (terrains: {', '.join(terrains)})")
        counts[terrain] = n.int(1, MOST)
    return counts


def _sizes(state: MangroviaState, fields: dict[str, Field]) -> dict[str, int]:
    decks = fields["decks"].dict([VALUABLES, LAND])
    return {VALUABLES: decks[VALUABLES].int(0, MOST), LAND: decks[LAND].int(0, MOST),
            "bag": fields["bag"].int(0, MOST), "drawn": fields["drawn"].int(0, MOST)}


def _boxes(state: MangroviaState) -> dict[str, list[Any]]:
    """Every piece of each kind in the box."""
    c = state.c
    amulets = [v for v, n in sorted(c.amulet_stack.items()) for _ in range(n)]
    amulets += [v for v, n in sorted(c.amulet_bag.items()) for _ in range(n)]
    return {VALUABLES: [v for v, n in sorted(c.valuable_cards.items()) for _ in range(n)],
            LAND: [t for t, n in sorted(c.land_cards.items()) for _ in range(n)], AMULETS: amulets}


def _public_places(state: MangroviaState, fields: dict[str, Field]) -> dict[str, dict[str, list[Any]]]:
    """Per kind, the places the public part fills (field path → pieces)."""
    supply, display, discards = state.supply, fields["display"], fields["discards"]
    return {VALUABLES: {display.path + ".valuables": supply.display[VALUABLES],
                        discards.path + ".valuables": supply.discards[VALUABLES]},
            LAND: {display.path + ".land": supply.display[LAND], discards.path + ".land": supply.discards[LAND]},
            AMULETS: {fields["stack"].path: [supply.stack_value] * supply.stack,
                      discards.path + ".amulets": supply.amulet_discards}}


def _deal(state: MangroviaState, fields: dict[str, Field], seats: list[dict[str, Field]], rng: random.Random) -> None:
    """Deal the hands' unseen pieces, the decks, the bag and the drawn amulets from what the public part leaves."""
    sizes, boxes, places = _sizes(state, fields), _boxes(state), _public_places(state, fields)
    supply = state.supply
    for kind in KINDS:
        known = dict(places[kind])
        known.update({seats[s]["seen"].path + f".{kind}": list(h.seen[kind].elements())
                      for s, h in enumerate(state.hands)})
        placed = Counter(p for found in known.values() for p in found)
        if placed - Counter(boxes[kind]):
            tally(known, boxes[kind], _piece(kind))  # names the field holding one too many
        pool = list((Counter(boxes[kind]) - placed).elements())
        shuffle(rng, pool)
        for s, hand in enumerate(state.hands):
            n = seats[s][kind].value - sum(hand.seen[kind].values())
            if n > len(pool):
                raise seats[s][kind].wrong(f"is more {kind} than the box has left for the hands")
            setattr(hand, kind, hand.seen[kind] + Counter(pool[:n]))
            del pool[:n]
        rest = sizes["bag"] + sizes["drawn"] if kind == AMULETS else sizes[kind]
        if len(pool) != rest:
            what = fields["bag"] if kind == AMULETS else fields["decks"][kind]
            want = len(pool) - (sizes["drawn"] if kind == AMULETS else 0)
            raise what.fail(f"{want} (the {kind} in no other place)")
        if kind == AMULETS:
            state.drawn, supply.bag = pool[:sizes["drawn"]], pool[sizes["drawn"]:]
        else:
            supply.decks[kind] = pool


def _hidden(state: MangroviaState, fields: dict[str, Field], seats: list[dict[str, Field]], hidden: Field) -> None:
    """The hidden part as given: hands of the sizes the public part shows, holding what everyone saw them take."""
    sizes, boxes, places = _sizes(state, fields), _boxes(state), _public_places(state, fields)
    parts = hidden.dict(HIDDEN)
    choices = {kind: sorted(set(box)) for kind, box in boxes.items()}
    hands = parts["hands"].list(state.players)
    for s, item in enumerate(hands):
        held = item.dict(KINDS)
        hand = state.hands[s]
        hand.valuables = Counter(i.choice(choices[VALUABLES]) for i in held[VALUABLES].list(seats[s][VALUABLES].value))
        hand.land = _land(held[LAND], choices[LAND])
        hand.amulets = Counter(i.choice(choices[AMULETS]) for i in held[AMULETS].list(seats[s][AMULETS].value))
        for kind in KINDS:
            if sum(getattr(hand, kind).values()) != seats[s][kind].value:
                raise held[kind].fail(f"{seats[s][kind].value} {kind} (the size the public part shows)")
            if hand.seen[kind] - getattr(hand, kind):
                raise held[kind].wrong(f"lacks {kind} everyone saw the seat take ({seats[s]['seen'].path})")
    supply = state.supply
    decks = parts["decks"].dict([VALUABLES, LAND])
    for kind in (VALUABLES, LAND):
        supply.decks[kind] = [i.choice(choices[kind]) for i in decks[kind].list(sizes[kind])]
    supply.bag = [i.choice(choices[AMULETS]) for i in parts["bag"].list(sizes["bag"])]
    state.drawn = [i.choice(choices[AMULETS]) for i in parts["drawn"].list(sizes["drawn"])]
    found = {VALUABLES: {decks[VALUABLES].path: supply.decks[VALUABLES]}, LAND: {decks[LAND].path: supply.decks[LAND]},
             AMULETS: {parts["bag"].path: supply.bag, parts["drawn"].path: state.drawn}}
    for kind in KINDS:
        held = {hands[s].path + f".{kind}": list(getattr(h, kind).elements()) for s, h in enumerate(state.hands)}
        tally({**places[kind], **found[kind], **held}, boxes[kind], _piece(kind))


def _piece(kind: str) -> str:
    return {VALUABLES: "valuable card", LAND: "land card", AMULETS: "amulet"}[kind]


def _steps(state: MangroviaState, fields: dict[str, Field]) -> None:
    """The steps of the boat's action still to decide and the amulets drawn to keep from."""
    field = fields["steps"]
    if state.phase != BOAT:
        field.choice([[]])
        state.steps = []
    else:
        state.steps = [i.choice(["keep", *sorted({k for ks in STEPS.values() for k in ks})]) for i in field.list()]
        own = list(STEPS[state.action])
        keeping = state.steps == ["keep"] and state.action in AMULET_ACTIONS
        if not keeping and (not state.steps or state.steps != own[len(own) - len(state.steps):]):
            raise field.fail(f"the last steps of action {state.action} ({own}), or ['keep'] after its amulets")
        if keeping:
            draw, state.keep = state.c.amulet_levels[state.hands[state.owner].level]  # type: ignore[index]
            if not state.keep < len(state.drawn) <= draw:
                raise fields["drawn"].fail(f"{state.keep + 1} to {draw} (the amulets drawn at the owner's level, "
                                           f"more than the {state.keep} to keep)")
    if state.drawn and state.steps[:1] != ["keep"]:
        raise fields["drawn"].fail("0 (amulets wait to be kept only at a keep step)")
    state._options = None
