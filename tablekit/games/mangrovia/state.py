"""Mangrovia's rules: setup, a round of bowls and the boat, the round's end and the end of the game."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.actions import Action, masked
from ...core.clone import clone
from ...core.components import load_components
from ...core.draws import shuffle
from ...core.registry import register
from ...core.state import Result, State, firsts
from ...core.text import Text
from . import actions as steps
from . import events
from .components import DEFAULT_FILE, validate
from .messages import KEEP_SECRET, SEAT, TERRAIN, M
from .options import INFO
from .scoring import DUMMY, Scoring, path_standing, placing, pole_standing, score, winners
from .supply import LAND, VALUABLES, Hand, Supply, added

BOWLS, BOAT, OVER = "bowls", "boat", "over"
LAST_ACTION = 12
MAX_ROUNDS = 30  # a backstop so that every game ends (a decision: real games last 10 to 14 rounds)
SUPPLY = -1  # in a state's ``_mine``: the supply


@register
class MangroviaState(State):
    """Mangrovia for 2–5 players; seat i builds the i-th colour's huts (Red, Blue, Yellow, Green, Purple)."""

    info = INFO

    def __init__(self, players: int, rng: random.Random, options: Mapping[str, Any]) -> None:
        super().__init__(players, rng, options)
        c = self.c = load_components(options.get("components"), DEFAULT_FILE, validate)
        first = options.get("first_player")
        self.start = rng.randrange(players) if first is None else first
        pairs = c.start_cards
        self.hands = [Hand(c.huts[players], pairs[(seat - self.start) % players]) for seat in range(players)]
        self.supply = Supply(c, rng)
        self._mine = {*range(players), SUPPLY}  # the hands (by seat) and the supply no copy shares (see hand)
        self.birds: tuple[str, str] = c.birds
        self.pole_tiles = list(c.pole_tiles)
        self.occupancy: dict[str, tuple[int, int]] = {
            s.id: (DUMMY, 1) for s in c.spaces if s.dummy in c.dummies[players]}
        self.site_of = {a: i for i, pair in enumerate(c.sites) for a in pair}
        self.bowls: dict[int, int] = {}  # site index → seat
        self.queue: list[int] = []
        self.action = 0
        self.owner: int | None = None
        self.steps: list[str] = []
        self.drawn: list[int] = []
        self.keep = 0
        self.took_twelve = False
        self.ending = False
        self.round = 0
        self.phase = BOWLS
        self._events: list[Any] = []
        self._options: Sequence[Action] | None = None  # the choices now, never edited (shared by copies)
        self.supply.refill(rng, self.say)
        self._new_round()
        self._settle()
        self._events = []

    def __deepcopy__(self, memo: dict[int, Any]) -> MangroviaState:
        """Copy only what play changes (``State.copy`` comes here through the shared clone routine).

        The components, the site table and the listed options are shared: none changes once made (an options list
        is replaced, never edited, and ``legal_actions`` hands out copies of it). The hands and the supply are
        shared until changed: the first change on either side copies what it changes (:meth:`hand`,
        :meth:`own_supply`). The generator, the options and the last events go through ``clone`` with ``memo``,
        so ``State.copy``'s choices for them hold.
        """
        other = MangroviaState.__new__(MangroviaState)
        memo[id(self)] = other
        mine = other.__dict__
        mine.update(self.__dict__)
        mine["rng"], mine["options"], mine["_events"] = (
            clone(self.rng, memo), clone(self.options, memo), clone(self._events, memo))
        mine["hands"] = list(self.hands)
        self._mine, mine["_mine"] = set(), set()  # both now share every hand and the supply
        mine["occupancy"], mine["bowls"] = dict(self.occupancy), dict(self.bowls)  # values: tuples, ints
        mine["pole_tiles"], mine["queue"] = list(self.pole_tiles), list(self.queue)
        mine["steps"], mine["drawn"] = list(self.steps), list(self.drawn)
        return other

    # -- helpers -------------------------------------------------------------------------------------------------
    def hand(self, seat: int) -> Hand:
        """``seat``'s hand, to change: a hand shared with a copy is copied first (copy on write), so a copy
        costs no hand and plays only on its own. Read ``hands[seat]``; change only what this returns."""
        if seat not in self._mine:
            self.hands[seat] = self.hands[seat].__deepcopy__({})
            self._mine.add(seat)
        return self.hands[seat]

    def own_supply(self) -> Supply:
        """The supply, to change: copied first when a copy shares it (as :meth:`hand`)."""
        if SUPPLY not in self._mine:
            self.supply = self.supply.__deepcopy__({})
            self._mine.add(SUPPLY)
        return self.supply

    def bowls_per_seat(self) -> int:
        return self.c.bowls[self.players]

    def twelve_site(self) -> int:
        return self.site_of[LAST_ACTION]

    # -- the round -----------------------------------------------------------------------------------------------
    def _new_round(self) -> None:
        self.round += 1
        self.phase, self.bowls, self.took_twelve, self.action = BOWLS, {}, False, 0
        order = [(self.start + k) % self.players for k in range(self.players)]
        self.queue = order * self.bowls_per_seat()
        self.say_once(events.new_round, self.round, self.start)

    def _bowl_options(self, seat: int) -> list[Action]:
        bowls = self.bowls
        skip = self.twelve_site() if seat == self.start and seat not in bowls.values() else -1  # the start seat's
        # first bowl never goes on the site of action 12
        return [a for i, a in enumerate(steps.bowl_actions(self.c)) if i not in bowls and i != skip]

    def _sail(self) -> None:
        """Run the boat on from the current step until a bowl's owner has a choice to make, or the round ends."""
        while not self.steps:
            action = self.action = self.action + 1
            if action > LAST_ACTION:
                self._end_round()
                return
            owner = self.bowls.get(self.site_of[action])
            if owner is None:
                continue
            self.owner = owner
            self.steps = list(steps.STEPS[action])
            if not self.quiet:  # told at every boat action: a look-ahead skips even the call
                self.say_once(events.action, action, owner)
            if action == LAST_ACTION:
                self.start, self.took_twelve = owner, True
                self.say_once(events.talisman, owner)

    def _end_round(self) -> None:
        self.owner, self.steps = None, []
        if self.ending or self.round >= MAX_ROUNDS:
            if not self.ending:
                self.say(M, "ev.cap", round=self.round)
            self.phase = OVER
            self.say(M, "ev.over")
            return
        if not self.took_twelve:
            self.start = (self.start - 1) % self.players
            ring = self.c.oracle
            self.birds = tuple(ring[(ring.index(b) + 1) % len(ring)] for b in self.birds)  # type: ignore[assignment]
            self.say(M, "ev.nobody12", seat=SEAT[self.start], first=TERRAIN[self.birds[0]],
                     second=TERRAIN[self.birds[1]])
        self.own_supply().refill(self.rng, self.say)
        self.say(events.REFILL)
        self._new_round()

    def _current_options(self) -> Sequence[Action]:
        if self._options is None:
            if self.phase == BOWLS:
                self._options = self._bowl_options(self.queue[0])
            elif self.phase == BOAT:
                assert self.owner is not None
                self._options = steps.step_options(self, self.owner, self.steps[0])
            else:
                self._options = ()
        return self._options

    def _settle(self) -> None:
        """Carry out every step that offers no choice (one option, or none: the step is skipped)."""
        while self.phase != OVER:
            if self.phase == BOAT and not self.steps:
                self._sail()
                continue
            options = self._current_options()
            if len(options) > 1:
                return
            if options:
                self._do(self.to_act()[0], options[0].id)
            elif self.phase == BOAT:
                if self.steps[0] in ("display", "deck", "card"):
                    self.say(M, "ev.nothing", seat=SEAT[self.owner])  # type: ignore[arg-type]
                self.steps.pop(0)
                self._options = None

    def _do(self, seat: int, action_id: str) -> None:
        self._options = None
        kind, _, rest = action_id.partition(":")
        if kind == "bowl":
            site = int(rest) - 1
            self.bowls[site] = seat
            self.queue.pop(0)
            if not self.quiet:  # told at every bowl: a look-ahead skips even the call
                self.say_once(events.bowl, seat, site + 1, *self.c.sites[site])
            if not self.queue:
                self.phase = BOAT
                self.say(events.SAIL)
                self._sail()
            return
        self.steps.pop(0)
        if kind in ("display", "deck"):
            steps.take_card(self, seat, kind, rest)
        elif kind == "amulets":
            steps.amulet_action(self, seat)
        elif kind == "keep":
            steps.keep_amulets(self, seat, action_id)
        elif kind in ("build", "double"):
            steps.build(self, seat, action_id)
        elif kind == "birds":
            steps.set_birds(self, action_id)
        elif kind == "pass":
            self.say(M, "ev.pass", seat=SEAT[seat])
            while self.steps and self.steps[0] == "build":  # building nothing builds no second hut either
                self.steps.pop(0)

    # -- the State interface -------------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.phase == BOAT and self.owner is not None:
            return [self.owner]
        if self.phase == BOWLS:
            return self.queue[:1]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        return list(self._current_options())

    def seen_by_others(self, seat: int, action: Action) -> Action | None:
        if action.id.startswith("keep:"):  # which amulets are kept is secret: only how many shows
            return masked(action, KEEP_SECRET[seat])
        return action

    def apply(self, seat: int, action: Action) -> list[Any]:
        self._events = []
        self._do(seat, action.id)
        self._settle()
        return self._events

    def explain_illegal(self, seat: int, action_id: str) -> Text:
        from .explain import explain

        return explain(self, seat, action_id)

    # -- information ---------------------------------------------------------------------------------------------
    def static_data(self) -> dict[str, Any]:
        raw = self.c.raw
        keys = ("spaces", "paths", "stone", "pole", "pole_at", "pole_points", "sites", "oracle")
        return {k: raw[k] for k in keys}

    def view(self, seat: int | None, reveal: bool) -> dict[str, Any]:
        supply = self.supply
        seats = [{
            "huts": h.huts, "level": h.level, "valuables": h.card_count(), "land": sum(h.land.values()),
            "amulets": sum(h.amulets.values()), "start_cards": list(h.start), "pole_tiles": list(h.pole),
            "suns": h.suns, "points": h.suns + sum(h.pole),
        } for h in self.hands]
        out: dict[str, Any] = {
            "round": self.round,
            "phase": self.phase,
            "start": self.start,
            "birds": list(self.birds),
            "bowls": [self.bowls.get(i) for i in range(len(self.c.sites))],
            "boat": self.action,
            "owner": self.owner,
            "choice": self.steps[0] if self.steps and self.phase == BOAT else None,  # the step being decided
            "display": {VALUABLES: list(supply.display[VALUABLES]), LAND: list(supply.display[LAND])},
            "decks": {VALUABLES: len(supply.decks[VALUABLES]), LAND: len(supply.decks[LAND])},
            "discards": {VALUABLES: sorted(supply.discards[VALUABLES]), LAND: sorted(supply.discards[LAND]),
                         "amulets": sorted(supply.amulet_discards)},
            "bag": len(supply.bag),
            "stack": supply.stack,
            "pole_tiles": list(self.pole_tiles),
            "huts": {sid: list(here) for sid, here in sorted(self.occupancy.items())},
            "seats": seats,
            "ending": self.ending,
            "standings": self.standings(),
            "hand": None,
            "drawn": None,
        }
        if seat is not None:
            out["hand"] = self.hands[seat].private()
            if self.drawn and self.owner == seat:
                out["drawn"] = sorted(self.drawn)
        if reveal:
            out["hands"] = [h.private() for h in self.hands]
            out["drawn"] = sorted(self.drawn) if self.drawn else None
        if self.phase == OVER:
            scoring = self._scoring()
            out["final"] = {"totals": scoring.totals, "breakdown": scoring.breakdown, "winners": winners(scoring)}
        return out

    def redeal(self, seat: int, rng: random.Random) -> None:
        """Shuffle the decks, the bag and what the other seats hold unseen, keeping each seat's counts.

        What everyone saw a seat take (display cards, value-1 amulets from the stack) stays in its hand.
        """
        others = [self.hand(s) for s in range(self.players) if s != seat]
        supply = self.own_supply()
        drawn_hidden = self.owner != seat and bool(self.drawn)
        pools = {VALUABLES: list(supply.decks[VALUABLES]), LAND: list(supply.decks[LAND]),
                 "amulets": list(supply.bag) + (list(self.drawn) if drawn_hidden else [])}
        for kind, pool in pools.items():
            for h in others:  # what the seat holds unseen (Counter subtraction's positive counts, without it)
                seen = h.seen[kind]
                for piece, k in getattr(h, kind).items():
                    unseen = k - seen.get(piece, 0)  # get: Counter's own look-up of a missing piece is a Python call
                    if unseen > 0:
                        pool.extend([piece] * unseen)
            pool.sort()  # an order the hidden places do not set: the deal depends on the seed and the view alone
            shuffle(rng, pool)
            for h in others:
                held, seen = getattr(h, kind), h.seen[kind]
                n = sum(held.values()) - sum(min(k, held[piece]) for piece, k in seen.items())
                setattr(h, kind, added(seen, pool[:n]))
                del pool[:n]
        supply.decks[VALUABLES], supply.decks[LAND] = pools[VALUABLES], pools[LAND]
        pool = pools["amulets"]
        if drawn_hidden:
            self.drawn, pool = pool[:len(self.drawn)], pool[len(self.drawn):]
        supply.bag = pool
        self._options = None
        self.rng = rng

    def standings(self) -> dict[str, list[list[int]]]:
        """The running majorities (a teaching aid): per path and the pole place, [owner, huts] best first."""
        found = {p.id: [[o, n] for o, n, _ in path_standing(p, self.occupancy)] for p in self.c.paths}
        held = [h.pole for h in self.hands]
        found["pole"] = [[s, n] for s, n in pole_standing(self.c, self.occupancy, held)]
        return found

    # -- ending and scoring --------------------------------------------------------------------------------------
    def _scoring(self) -> Scoring:
        immediate = [{"suns": h.suns, "pole tiles": sum(h.pole)} for h in self.hands]
        return score(self.c, self.players, self.occupancy, immediate, [h.pole for h in self.hands],
                     [h.amulets for h in self.hands])

    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[float]:
        return [float(v) for v in self._scoring().totals]

    def result(self) -> Result:
        scoring = self._scoring()
        placed = placing(scoring)
        return Result(winners=firsts(placed), scores=[float(v) for v in scoring.totals], places=placed,
                      breakdown=[{k: float(v) for k, v in b.items()} for b in scoring.breakdown])

    # -- components ----------------------------------------------------------------------------------------------
    def inventory(self) -> Counter[str]:
        c = self.c
        counts: Counter[str] = Counter({f"valuable:{v}": n for v, n in c.valuable_cards.items()})
        for seat in range(self.players):
            counts.update(f"valuable:{v}" for v in c.start_cards[seat])
        counts.update({f"land:{t}": n for t, n in c.land_cards.items()})
        counts.update({f"amulet:{v}": n for v, n in c.amulet_stack.items()})
        counts.update({f"amulet:{v}": n for v, n in c.amulet_bag.items()})
        counts.update(f"pole tile:{v}" for v in c.pole_tiles)
        counts["hut"] = c.huts[self.players] * self.players
        counts["dummy hut"] = sum(1 for s in c.spaces if s.dummy in c.dummies[self.players])
        counts["bowl"] = self.bowls_per_seat() * self.players
        return counts

    def locations(self) -> dict[str, Counter[str]]:
        supply = self.supply
        places: dict[str, Counter[str]] = {}
        for deck in (VALUABLES, LAND):
            prefix = "valuable" if deck == VALUABLES else "land"
            places[f"{deck} deck"] = Counter(f"{prefix}:{v}" for v in supply.decks[deck])
            places[f"{deck} discards"] = Counter(f"{prefix}:{v}" for v in supply.discards[deck])
            places[f"{deck} display"] = Counter(f"{prefix}:{v}" for v in supply.display[deck])
        places["out of the game"] = Counter(f"valuable:{v}" for v in supply.out)
        places["amulet stack"] = Counter({f"amulet:{supply.stack_value}": supply.stack})
        places["amulet bag"] = Counter(f"amulet:{v}" for v in supply.bag)
        places["amulet discards"] = Counter(f"amulet:{v}" for v in supply.amulet_discards)
        places["drawn amulets"] = Counter(f"amulet:{v}" for v in self.drawn)
        places["pole"] = Counter(f"pole tile:{v}" for v in self.pole_tiles)
        places["island"] = Counter()
        for owner, huts in self.occupancy.values():
            places["island"]["dummy hut" if owner == DUMMY else "hut"] += huts
        places["archipelago"] = Counter({"bowl": len(self.bowls)})
        for s, h in enumerate(self.hands):
            mine: Counter[str] = Counter(f"valuable:{v}" for v in h.valuables.elements())
            mine.update(f"valuable:{v}" for v in h.start)
            mine.update(f"land:{t}" for t in h.land.elements())
            mine.update(f"amulet:{v}" for v in h.amulets.elements())
            mine.update(f"pole tile:{v}" for v in h.pole)
            mine["hut"] = h.huts
            mine["bowl"] = self.bowls_per_seat() - sum(1 for o in self.bowls.values() if o == s)
            places[INFO.seat_name(s)] = mine
        return places
