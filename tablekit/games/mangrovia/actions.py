"""The twelve boat actions as steps, each step's legal choices, and what a choice does.

An action is a short list of steps (``STEPS``); a step is one decision of the bowl's owner. Step kinds:
``display`` (a display card), ``deck`` (the top card of the valuables or the land deck), ``card`` (either),
``amulets`` (the amulet action, no choice), ``keep`` (which drawn amulets to keep), ``amulets_or_build``
(action 8), ``build`` (one hut, or nothing), ``build_or_double`` (action 9) and ``birds`` (action 12).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache, reduce
from itertools import accumulate, combinations, repeat
from operator import or_
from typing import TYPE_CHECKING, Any, NamedTuple

from ...core.actions import Action
from ...core.kept import Kept
from ...core.text import T
from . import events
from .components import Components, Space
from .messages import DECK, SEAT, TERRAIN, M, amulets_text
from .payments import counts_key, parse_parts, parts_text, payments, ways
from .supply import AMULETS, LAND, VALUABLES, Hand

if TYPE_CHECKING:
    from .state import MangroviaState

STEPS: dict[int, tuple[str, ...]] = {
    1: ("display", "display", "deck"),
    2: ("amulets",),
    3: ("display",),
    4: ("display", "deck"),
    5: ("card", "card"),
    6: ("card", "card"),
    7: ("deck", "amulets"),
    8: ("amulets_or_build",),
    9: ("build_or_double",),
    10: ("build", "build"),
    11: ("build", "deck"),
    12: ("birds",),
}
BUILD_STEPS = ("amulets_or_build", "build", "build_or_double")


def card_action(where: str, what: str | int) -> Action:
    """Taking a card: ``("display", 5)``, ``("display", "reed")`` or ``("deck", "land")`` (its label is made when
    first read, so a look-ahead makes no message)."""
    return Action(f"{where}:v{what}" if isinstance(what, int) else f"{where}:{what}", _card_text, where, what)


def _card_text(where: str, what: str | int) -> T:
    if where == "deck":
        return M("deck", deck=DECK[what])
    if isinstance(what, int):
        return M("display.valuable", value=what)
    return M("display.land", terrain=TERRAIN[what])


@cache
def display_action(what: str | int) -> Action:
    """Taking a display card, by its value or terrain (made once, shared)."""
    return card_action("display", what)


DRAWN = {deck: card_action("deck", deck) for deck in (VALUABLES, LAND)}  # drawing from each deck


@cache
def bowl_action(site: int, first: int, second: int) -> Action:
    """A bowl on site ``site`` (numbered from 1), which holds the actions ``first`` and ``second``."""
    return Action(f"bowl:{site}", M("bowl", site=site, first=first, second=second))


@lru_cache(maxsize=8)
def bowl_actions(c: Components) -> tuple[Action, ...]:
    """A bowl on each of a box's sites, in order: made once per box (a look-up by the box, not by its sites, whose
    tuple would be hashed anew at every listing), for the last few boxes played."""
    return tuple(bowl_action(i + 1, a, b) for i, (a, b) in enumerate(c.sites))


def card_options(state: MangroviaState, display: bool, deck: bool) -> tuple[Action, ...]:
    """The cards to take: from the display, the decks, or both (shared tuples: made once per display and decks)."""
    supply = state.supply
    decks, discards = supply.decks, supply.discards  # a deck can be drawn from while it or its discards hold cards
    drawn = (deck and bool(decks[VALUABLES] or discards[VALUABLES]), deck and bool(decks[LAND] or discards[LAND]))
    if not display:
        return _DRAWS[drawn]
    shown = supply.display
    return _CARD_CHOICES[(*drawn, *shown[VALUABLES], *shown[LAND])]


_DRAWS = {(v, land): (DRAWN[VALUABLES],) * v + (DRAWN[LAND],) * land for v in (False, True) for land in (False, True)}


def _card_choices(key: tuple[Any, ...]) -> tuple[Action, ...]:
    """The display's cards (after the decks' two flags in ``key``), each once (the display is kept sorted:
    dict.fromkeys drops repeats in order), then the decks that can be drawn from."""
    return (*map(display_action, dict.fromkeys(key[2:])), *_DRAWS[key[:2]])


# By the decks' flags and the display: the designed box has about 29,000 displays and a custom one with more values
# many more, met a few dozen new a game, so the table is emptied at 10,000 (about 3 MB).
_CARD_CHOICES = Kept(_card_choices, most=10_000)


def build_options(state: MangroviaState, seat: int, double: bool) -> list[Action]:
    """Every (space, exact payment) the seat can build now: one hut, or with ``double`` also two stacked."""
    hand = state.hands[seat]
    if hand.huts < 1:
        return []
    terrains = [t for t in state.birds if hand.land.get(t)]
    if not terrains:
        return []
    values, tables = _build_tables(state.c)
    held = _held(hand, values)
    found: list[Action] = []
    occupancy = state.occupancy
    for terrain in terrains:
        doubles = double and hand.huts >= 2 and hand.land[terrain] >= 2
        table = tables[terrain, doubles]
        if table is None:
            found += _hand_builds(state.c.by_terrain[terrain], occupancy, hand, doubles)
            continue
        mask = table.every
        for place, masks in table.needs:
            mask &= masks[held[place]]
        if mask:
            elsewhere = table.elsewhere
            for sid in elsewhere.keys() & occupancy.keys():  # the terrain's spaces with huts
                mask &= elsewhere[sid]
            actions = table.actions
            while mask:  # the actions of the bits set, in order
                low = mask & -mask
                found.append(actions[low.bit_length() - 1])
                mask ^= low
    return found


class _Builds(NamedTuple):
    """Every build on a terrain's spaces that the box's pieces pay exactly, of one hut (and of two, in the table for
    action 9), as the bits of a mask in listing order: space by space, one hut's builds before two huts'.

    ``needs`` holds, for each piece value some of them use, its place in a hand's counts (:func:`_held`) and for
    every count k the mask of the builds that use at most k pieces of it: the builds a hand can pay are the AND of
    the masks of its counts. ``elsewhere`` gives each space's id the mask of the builds on the other spaces.
    """

    needs: tuple[tuple[int, tuple[int, ...]], ...]
    every: int
    elsewhere: dict[str, int]
    actions: tuple[Action, ...]


def _held(hand: Hand, values: dict[str, tuple[int, ...]]) -> list[int]:
    """How many pieces of each value the hand can pay with: the box's valuables then its amulets, in ``values``'
    order (start cards count with the deck's)."""
    order = values[VALUABLES]
    held = list(map(hand.valuables.get, order, repeat(0)))
    for v in hand.start:
        held[order.index(v)] += 1
    held += map(hand.amulets.get, values[AMULETS], repeat(0))
    return held


def _hand_builds(spaces: tuple[Space, ...], occupancy: Mapping[str, object], hand: Hand, doubles: bool
                 ) -> list[Action]:
    """The builds on a terrain with too many ways to pay one of its spaces to list from the box (no table): the
    hand's own payments."""
    held = {VALUABLES: counts_key(hand.pay_values()), AMULETS: counts_key(hand.amulets)}
    found: list[Action] = []
    for space in spaces:
        if space.id not in occupancy:
            found += [_build_action("build", space, p) for p in payments(held[space.pay], space.cost)]
            if doubles and space.doubles:
                found += [_build_action("double", space, p) for p in payments(held[space.pay], 2 * space.cost)]
    return found


MOST_WAYS = 2000  # a terrain with a space with more ways than this to be paid lists the hand's payments instead


def _builds(c: Components, spaces: tuple[Space, ...], doubles: bool, first: dict[str, int]) -> _Builds | None:
    """The builds on ``spaces`` (a terrain's) that the box's pieces pay exactly, with ``doubles`` those of two huts
    too, where each payment kind's counts start at ``first`` in a hand's counts; None when a space has more than
    ``MOST_WAYS`` ways to be paid."""
    actions: list[Action] = []
    using: dict[int, dict[int, list[int]]] = {}  # place in a hand's counts → pieces of it used → those builds
    bits: list[tuple[str, int]] = []
    for space in spaces:
        pieces = c.pieces[space.pay]
        box, places = counts_key(Counter(pieces)), {v: i for i, v in enumerate(sorted(pieces), first[space.pay])}
        start = len(actions)
        for kind, total in (("build", space.cost), ("double", 2 * space.cost))[:2 if doubles and space.doubles else 1]:
            if ways(box, total) > MOST_WAYS:
                return None
            for p in payments(box, total):
                for value, k in Counter(p).items():
                    using.setdefault(places[value], {}).setdefault(k, []).append(len(actions))
                actions.append(_build_action(kind, space, p))
        bits.append((space.id, (1 << len(actions)) - (1 << start)))
    every = (1 << len(actions)) - 1
    counts = [n for pay in (VALUABLES, AMULETS) for _, n in sorted(c.pieces[pay].items())]  # in _held's order
    needs: list[tuple[int, tuple[int, ...]]] = []
    for place, by_count in sorted(using.items()):
        most = max(by_count)
        masks = [_mask(by_count.get(k, ())) for k in range(most + 1)]  # masks[k]: the builds using exactly k
        masks[0] = every ^ reduce(or_, masks)
        needs.append((place, (*accumulate(masks, or_), *repeat(every, counts[place] - most))))
    return _Builds(tuple(needs), every, {sid: every ^ mine for sid, mine in bits}, tuple(actions))


def _mask(bits: Sequence[int]) -> int:
    """The int with these bits set (ascending), made in one pass: OR-ing each bit into a long int costs its length.

    >>> bin(_mask([0, 3, 9]))
    '0b1000001001'
    """
    if not bits:
        return 0
    flags = bytearray(bits[-1] // 8 + 1)
    for i in bits:
        flags[i >> 3] |= 1 << (i & 7)
    return int.from_bytes(flags, "little")


@lru_cache(maxsize=8)
def _build_tables(c: Components) -> tuple[dict[str, tuple[int, ...]], dict[tuple[str, bool], _Builds | None]]:
    """A box's piece values per payment kind (ascending: the order of :func:`_held`) and the builds on each terrain,
    without and with those of two huts: made once per box, for the last few boxes played (a sweep over many boxes
    keeps only these)."""
    values = {VALUABLES: tuple(sorted(c.pieces[VALUABLES])), AMULETS: tuple(sorted(c.pieces[AMULETS]))}
    first = {VALUABLES: 0, AMULETS: len(values[VALUABLES])}  # where each kind's counts start in _held's list
    return values, {(t, doubles): _builds(c, spaces, doubles, first)
                    for t, spaces in c.by_terrain.items() for doubles in (False, True)}


def payment_text(space: Space, parts: tuple[int, ...]) -> T:
    """``3 + 4 = 7`` (``7`` for a single piece), with "amulets" on an amulet space."""
    paid = M("pay.sum", parts=parts_text(parts), cost=sum(parts)) if len(parts) > 1 else M("pay.one", cost=sum(parts))
    return paid if space.pay == "valuables" else M("pay.amulets", payment=paid)


def _build_action(kind: str, space: Space, parts: tuple[int, ...]) -> Action:
    """A build's action; its label is made when first read (a look-ahead lists builds but reads only ids)."""
    return Action(f"{kind}:{space.id}:{'+'.join(map(str, parts))}", _build_text, kind, space, parts)


def _build_text(kind: str, space: Space, parts: tuple[int, ...]) -> T:
    return M(kind, space=space.id, payment=payment_text(space, parts), terrain=TERRAIN[space.terrain])


def step_options(state: MangroviaState, seat: int, kind: str) -> Sequence[Action]:
    """The choices of the step ``kind`` for ``seat`` now (empty: nothing to do, the step is skipped)."""
    if kind == "display":
        return card_options(state, True, False)
    if kind == "deck":
        return card_options(state, False, True)
    if kind == "card":
        return card_options(state, True, True)
    if kind == "amulets":
        return (_amulet_action(state.hands[seat].level),)
    if kind == "keep":
        keep = state.keep
        combos = sorted(set(combinations(sorted(state.drawn), keep)))
        return [Action(f"keep:{'+'.join(map(str, c))}", _keep_text, c) for c in combos]
    if kind == "birds":
        return _bird_actions(state.c.oracle, frozenset(state.birds))
    builds = build_options(state, seat, kind == "build_or_double")  # a new list: this one may add to it
    if kind == "amulets_or_build":
        builds.insert(0, _amulet_action(state.hands[seat].level))
    else:
        builds.append(PASS)
    return builds


PASS = Action("pass", M("pass"))  # actions are immutable: the constant ones are made once and shared


def _keep_text(kept: tuple[int, ...]) -> T:
    return M("keep", amulets=list(kept))


@cache
def _amulet_action(level: int) -> Action:
    return Action("amulets", _amulet_text, level)


def _amulet_text(level: int) -> T:
    return M("amulets", level=level)


@cache
def _bird_actions(ring: tuple[str, ...], now: frozenset[str]) -> tuple[Action, ...]:
    """Action 12's choices: the two birds on any two different squares of the oracle ``ring``."""
    pairs = [(a, b) for i, a in enumerate(ring) for b in ring[i + 1:]]
    return tuple(Action(f"birds:{a}+{b}", _birds_text, a, b, {a, b} == now) for a, b in pairs)


def _birds_text(first: str, second: str, stay: bool) -> T:
    return M("birds.stay" if stay else "birds", first=TERRAIN[first], second=TERRAIN[second])


def take_card(state: MangroviaState, seat: int, where: str, what: str) -> None:
    """Take a card: ``where`` and ``what`` are the two halves of its action's id."""
    supply, hand = state.own_supply(), state.hand(seat)
    if where == "display":
        if what.startswith("v"):
            value = int(what[1:])
            supply.display[VALUABLES].remove(value)
            hand.valuables[value] += 1
            hand.seen[VALUABLES][value] += 1
            if not state.quiet:  # told at most card steps (as the two below): a look-ahead skips even the call
                state.say_once(events.took_valuable, seat, value)
        else:
            supply.display[LAND].remove(what)
            hand.land[what] += 1
            hand.seen[LAND][what] += 1
            if not state.quiet:
                state.say_once(events.took_land, seat, what)
        return
    card = supply.draw(what, state.rng, state.say)
    (hand.valuables if what == VALUABLES else hand.land)[card] += 1
    if not state.quiet:
        state.say_once(events.drew, seat, what)


def amulet_action(state: MangroviaState, seat: int) -> None:
    """Level 0: one value-1 amulet from the stack. Level L: draw by the level table, keep some, return the rest."""
    hand, supply = state.hand(seat), state.own_supply()
    name = SEAT[seat]
    draw, keep = state.c.amulet_levels[hand.level]
    if draw == 0:
        if supply.stack:
            supply.stack -= 1
            hand.amulets[supply.stack_value] += 1
            hand.seen["amulets"][supply.stack_value] += 1
            state.say_once(events.amulet_one, seat)
        else:
            state.say(M, "ev.amulet.none", seat=name)
        return
    drawn = supply.draw_amulets(draw, state.rng, state.say)
    if not drawn:
        state.say(M, "ev.amulet.none", seat=name)
        return
    state.say(lambda: M("ev.amulet.drawn", seat=name, drawn=amulets_text(len(drawn))))
    if len(drawn) <= keep:
        hand.amulets.update(drawn)
        state.say(lambda: M("ev.amulet.kept.all", seat=name, kept=amulets_text(len(drawn))))
        return
    state.drawn, state.keep = drawn, keep
    state.steps.insert(0, "keep")


def keep_amulets(state: MangroviaState, seat: int, action_id: str) -> None:
    kept = parse_parts(action_id.partition(":")[2]) or ()
    rest = list(state.drawn)
    for v in kept:
        rest.remove(v)
    state.hand(seat).amulets.update(kept)
    state.own_supply().bag.extend(rest)
    state.drawn, state.keep = [], 0
    state.say(lambda: M("ev.amulet.kept", seat=SEAT[seat], kept=amulets_text(len(kept)), returned=len(rest)))


def build(state: MangroviaState, seat: int, action_id: str) -> None:
    """Pay the exact cost and the land card(s), put the hut(s) down and score what is scored at once."""
    huts, sid, parts = _BUILDS[action_id]
    space = state.c.space[sid]
    hand, supply = state.hand(seat), state.own_supply()
    for value in parts:
        if space.pay == "amulets":
            hand.spend("amulets", value)
            supply.amulet_discards.append(value)
        elif value in hand.start:  # a start card of this value is spent before a deck card (a decision)
            hand.start.remove(value)
            supply.out.append(value)
        else:
            hand.spend(VALUABLES, value)
            supply.discards[VALUABLES].append(value)
    hand.spend(LAND, space.terrain, huts)
    supply.discards[LAND].extend([space.terrain] * huts)
    state.occupancy[sid] = (seat, huts)
    hand.huts -= huts
    name = SEAT[seat]
    if not state.quiet:  # told at every build: a look-ahead skips even making the function
        state.say(lambda: M("ev.double" if huts == 2 else "ev.build", seat=name, space=sid,
                             payment=payment_text(space, parts), terrain=TERRAIN[space.terrain]))
    if space.suns:
        hand.suns += space.suns * huts
        state.say_once(events.suns, seat, space.suns * huts)
    if space.area == "pole" and state.pole_tiles:
        tile = state.pole_tiles.pop(0)
        hand.pole.append(tile)
        state.say(M, "ev.pole", seat=name, tile=tile)
    if space.level and hand.level < len(state.c.amulet_levels) - 1:
        hand.level += 1
        state.say(M, "ev.level", seat=name, level=hand.level)
    if hand.huts == 0 and not state.ending:
        state.ending = True
        state.say(M, "ev.last", seat=name)


def _parsed_build(action_id: str) -> tuple[int, str, tuple[int, ...]]:
    """A build's huts, space and payment: ``double:B1:3+6`` → ``(2, "B1", (3, 6))``."""
    kind, sid, parts = action_id.split(":")
    return 2 if kind == "double" else 1, sid, tuple(map(int, parts.split("+")))  # a legal id: values ascending


_BUILDS = Kept(_parsed_build)  # each build id played parsed once (a few hundred in 200 games; boxes share most ids)


def set_birds(state: MangroviaState, action_id: str) -> None:
    first, second = action_id.partition(":")[2].split("+")
    state.birds = (first, second)
    state.say_once(events.birds, first, second)
