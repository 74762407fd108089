"""The twelve boat actions as steps, each step's legal choices, and what a choice does.

An action is a short list of steps (``STEPS``); a step is one decision of the bowl's owner. Step kinds:
``display`` (a display card), ``deck`` (the top card of the valuables or the land deck), ``card`` (either),
``amulets`` (the amulet action, no choice), ``keep`` (which drawn amulets to keep), ``amulets_or_build``
(action 8), ``build`` (one hut, or nothing), ``build_or_double`` (action 9) and ``birds`` (action 12).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import combinations
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


@cache
def bowl_actions(sites: tuple[tuple[int, int], ...]) -> tuple[Action, ...]:
    """A bowl on each of ``sites`` (a component set's), in order: made once per set."""
    return tuple(bowl_action(i + 1, a, b) for i, (a, b) in enumerate(sites))


def card_options(state: MangroviaState, display: bool, deck: bool) -> tuple[Action, ...]:
    """The cards to take: from the display, the decks, or both (shared tuples: made once per display and decks)."""
    supply = state.supply
    drawn = (deck and supply.can_draw(VALUABLES), deck and supply.can_draw(LAND))
    if not display:
        return _DRAWS[drawn]
    shown = supply.display
    return _CARD_CHOICES[(*drawn, *shown[VALUABLES], *shown[LAND])]


_DRAWS = {(v, land): (DRAWN[VALUABLES],) * v + (DRAWN[LAND],) * land for v in (False, True) for land in (False, True)}


def _card_choices(key: tuple[Any, ...]) -> tuple[Action, ...]:
    """The display's cards (after the decks' two flags in ``key``), each once (the display is kept sorted:
    dict.fromkeys drops repeats in order), then the decks that can be drawn from."""
    return (*map(display_action, dict.fromkeys(key[2:])), *_DRAWS[key[:2]])


_CARD_CHOICES = Kept(_card_choices)  # by the decks' flags and the display: a few thousand displays in all


def build_options(state: MangroviaState, seat: int, double: bool) -> list[Action]:
    """Every (space, exact payment) the seat can build now: one hut, or with ``double`` also two stacked."""
    hand = state.hands[seat]
    if hand.huts < 1:
        return []
    terrains = [t for t in state.birds if hand.land.get(t)]
    if not terrains:
        return []
    values, plots = _build_plots(state.c)
    held = _held(hand, values)
    found: list[Action] = []
    occupancy = state.occupancy
    for terrain in terrains:
        doubles = double and hand.huts >= 2 and hand.land[terrain] >= 2
        for plot in plots[terrain]:
            if plot.id not in occupancy:
                one = plot.one
                found += _payable(one, held) if one is not None else _hand_builds(plot, hand, False)
                if doubles and plot.stacks:
                    two = plot.two
                    found += _payable(two, held) if two is not None else _hand_builds(plot, hand, True)
    return found


class _Table(NamedTuple):
    """The builds of ``kind`` on a space that the box's pieces pay exactly, as the bits of a mask in listing order.

    ``needs`` holds, for each piece value some of them use, its place in a hand's counts (:func:`_held`) and for
    every count k the mask of the builds that use at most k pieces of it: the builds a hand can pay are the AND of
    the masks of its counts. ``listed`` keeps the actions of each mask met (a hand's builds are a few of the same
    masks over and over).
    """

    needs: tuple[tuple[int, tuple[int, ...]], ...]
    every: int
    listed: Kept


def _payable(table: _Table, held: list[int]) -> tuple[Action, ...]:
    """The builds of ``table`` that a hand holding ``held`` (:func:`_held`) can pay, in listing order."""
    mask = table.every
    for place, masks in table.needs:
        mask &= masks[held[place]]
    return table.listed[mask]


def _held(hand: Hand, values: dict[str, tuple[int, ...]]) -> list[int]:
    """How many pieces of each value the hand can pay with: the box's valuables then its amulets, in ``values``'
    order (start cards count with the deck's)."""
    cards, amulets, order = hand.valuables, hand.amulets, values[VALUABLES]
    held = [cards.get(v, 0) for v in order]
    for v in hand.start:
        held[order.index(v)] += 1
    held += [amulets.get(v, 0) for v in values[AMULETS]]
    return held


class _Plot(NamedTuple):
    """A space as listing builds reads it: its id, payment kind and cost, whether two huts may stack on it, the
    tables of one hut's and two huts' builds (None for too many ways to pay: see ``_table``; the second is read
    only where huts may stack), and the space."""

    id: str
    pay: str
    cost: int
    stacks: bool
    one: _Table | None
    two: _Table | None
    space: Space


def _hand_builds(plot: _Plot, hand: Hand, double: bool) -> list[Action]:
    """The builds on a space with too many ways to pay to list from the box (no table): the hand's own payments."""
    key = counts_key(hand.pay_values() if plot.pay == VALUABLES else hand.amulets)
    kind = "double" if double else "build"
    return [_build_action(kind, plot.space, p) for p in payments(key, plot.cost * (2 if double else 1))]


MOST_WAYS = 2000  # a box with more ways than this to pay a space lists the payments of the hand instead


def _table(first: int, pieces: dict[int, int], kind: str, space: Space, total: int) -> _Table | None:
    """Every build of ``kind`` on ``space`` that the box's ``pieces`` pay exactly (``total``), whose values' counts
    start at place ``first`` of a hand's counts; None when there are more than ``MOST_WAYS``."""
    box = counts_key(Counter(pieces))
    if ways(box, total) > MOST_WAYS:
        return None
    paid = payments(box, total)
    actions = tuple(_build_action(kind, space, p) for p in paid)
    needs = []
    for place, (value, most) in enumerate(sorted(pieces.items()), first):
        uses = [p.count(value) for p in paid]
        if any(uses):
            needs.append((place, tuple(sum(1 << i for i, n in enumerate(uses) if n <= k) for k in range(most + 1))))
    return _Table(tuple(needs), (1 << len(actions)) - 1,
                  Kept(lambda mask: tuple(a for i, a in enumerate(actions) if mask >> i & 1)))


@lru_cache(maxsize=8)
def _build_plots(c: Components) -> tuple[dict[str, tuple[int, ...]], dict[str, tuple[_Plot, ...]]]:
    """A box's piece values per payment kind (ascending: the order of :func:`_held`) and its spaces per terrain with
    their build tables: made once per box, for the last few boxes played (a sweep over many boxes keeps only these)."""
    values = {VALUABLES: tuple(sorted(c.pieces[VALUABLES])), AMULETS: tuple(sorted(c.pieces[AMULETS]))}
    first = {VALUABLES: 0, AMULETS: len(values[VALUABLES])}  # where each kind's counts start in _held's list

    def plot(s: Space) -> _Plot:
        at, pieces = first[s.pay], c.pieces[s.pay]
        return _Plot(s.id, s.pay, s.cost, s.doubles, _table(at, pieces, "build", s, s.cost),
                     _table(at, pieces, "double", s, 2 * s.cost) if s.doubles else None, s)
    return values, {t: tuple(map(plot, spaces)) for t, spaces in c.by_terrain.items()}


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
            state.say_once(events.took_valuable, seat, value)
        else:
            supply.display[LAND].remove(what)
            hand.land[what] += 1
            hand.seen[LAND][what] += 1
            state.say_once(events.took_land, seat, what)
        return
    card = supply.draw(what, state.rng, state.say)
    (hand.valuables if what == VALUABLES else hand.land)[card] += 1
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


_BUILDS = Kept(_parsed_build)  # each build id parsed once (a box has a few thousand)


def set_birds(state: MangroviaState, action_id: str) -> None:
    first, second = action_id.partition(":")[2].split("+")
    state.birds = (first, second)
    state.say_once(events.birds, first, second)
