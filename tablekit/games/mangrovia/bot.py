"""Mangrovia's heuristic bot: plans builds it can pay, and judges each build by the lead it gives on the board.

Every value is read from the bot's own view (its hand, the public board and counts) and the public components.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...bots.base import Bot
from ...core.actions import Action
from ...core.components import load_components
from .components import DEFAULT_FILE, Components, Space, validate
from .payments import counts_key, parse_parts, payments
from .scoring import score

CARD = 1.6  # the worth of a card drawn blind, in points of lead
SPEND = 0.35  # the worth of one point of valuables kept in hand
OTHERS_AMULET = 3.5  # the expected face value of an amulet another seat holds
LEVEL = 3.0  # the worth of an amulet level raised


class MangroviaBot(Bot):
    """One-ply greedy play on the lead over the best opponent.

    A build is worth what it adds to the bot's final score minus the best opponent's (suns, pole tiles, path and
    pole majorities it wins or contests, the stone place's growth), plus an amulet level's future, minus what the
    payment was worth in hand (amulets score at the end, so paying with them costs their face value). Bowls go
    where the two actions of a site are worth most: builds it can pay now, cards while its hand is thin, amulets
    by level, the 12 when moving a bird opens its land cards. Cards and birds follow the terrains it can build.

    >>> import tablekit
    >>> g = tablekit.new_game("mangrovia", scenario="three_and_four", seed=1)
    >>> MangroviaBot(seed=1).act(g, 0).id  # pole tile 2, first in the pole place and on column C
    'build:C7:3'
    """

    name = "mangrovia"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)
        self.c: Components | None = None

    def act(self, game: Any, seat: int) -> Action:
        self.c = load_components(game.options.get("components"), DEFAULT_FILE, validate)  # public, like the box
        return self.choose(game.view(seat), game.legal_actions(seat))

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if self.c is None:
            self.c = load_components(None, DEFAULT_FILE, validate)
        judge = Judge(self.c, view)
        values = [judge.value(a.id) + self.rng.random() * 1e-6 for a in legal]
        return legal[values.index(max(values))]


class Judge:
    """Values of actions for the viewing seat, from its view."""

    def __init__(self, c: Components, view: dict[str, Any]) -> None:
        self.c, self.view = c, view
        self.me = view["seat"]
        self.players = view["players"]
        hand = view["hand"]
        self.land = Counter(hand["land"])
        self.values = Counter(hand["valuables"] + hand["start"])
        self.amulets = Counter(hand["amulets"])
        self.occupancy = {sid: (o, n) for sid, (o, n) in view["huts"].items()}
        self.seats = view["seats"]
        self.huts_left = self.seats[self.me]["huts"]
        self.base = self.lead(self.occupancy, {})
        self._best: dict[tuple[str, ...], float] = {}

    # -- the lead over the best opponent ---------------------------------------------------------------------------
    def lead(self, occupancy: dict[str, tuple[int, int]], mine: dict[str, int]) -> float:
        immediate = [{"suns": s["suns"], "pole tiles": sum(s["pole_tiles"])} for s in self.seats]
        held = [list(s["pole_tiles"]) for s in self.seats]
        if mine:
            immediate[self.me] = {"suns": immediate[self.me]["suns"] + mine.get("suns", 0),
                                  "pole tiles": immediate[self.me]["pole tiles"] + mine.get("tile", 0)}
            if mine.get("tile"):
                held[self.me] = [*held[self.me], mine["tile"]]
        amulets = [Counter({1: 0}) for _ in range(self.players)]
        totals = score(self.c, self.players, occupancy, immediate, held, amulets).totals
        others = [t + OTHERS_AMULET * s["amulets"] for i, (t, s) in enumerate(zip(totals, self.seats)) if i != self.me]
        return totals[self.me] - max(others)

    def build_value(self, space: Space, parts: tuple[int, ...], huts: int) -> float:
        occupancy = dict(self.occupancy)
        occupancy[space.id] = (self.me, huts)
        tiles = self.view["pole_tiles"]
        mine = {"suns": space.suns * huts, "tile": tiles[0] if space.area == "pole" and tiles else 0}
        gain = self.lead(occupancy, mine) - self.base
        if space.level:
            gain += LEVEL * max(0.0, 1 - self.view["round"] / 12)
        spent = sum(parts) * (1.0 if space.pay == "amulets" else SPEND)
        return gain - spent + 0.5 * huts  # a hut on the island is progress towards the end the bot leads

    def best_build(self, double: bool = False) -> float:
        """The best build the hand pays for now, on a space whose terrain has a bird (0: none)."""
        key = ("double",) if double else ("single",)
        if key in self._best:
            return self._best[key]
        best = 0.0
        huts = 2 if double else 1
        if self.huts_left >= huts:
            for space in self.c.spaces:
                if space.id in self.occupancy or space.terrain not in self.view["birds"]:
                    continue
                if self.land[space.terrain] < huts or (double and not space.doubles):
                    continue
                pieces = counts_key(self.values if space.pay == "valuables" else self.amulets)
                found = payments(pieces, space.cost * huts)
                if found:
                    best = max(best, self.build_value(space, found[0], huts))
        self._best[key] = best
        return best

    # -- each kind of action ---------------------------------------------------------------------------------------
    def card_value(self, kind: str, what: str) -> float:
        if kind == "deck":
            return CARD if what == "valuables" else CARD * (0.8 + 0.4 * (self.land.total() < 2))
        if what.startswith("v"):
            return 0.25 * int(what[1:]) + 0.6
        bird = what in self.view["birds"]
        return 1.0 + 1.2 * bird + 0.3 * (self.land[what] == 0)

    def amulet_value(self) -> float:
        level = self.seats[self.me]["level"]
        draw, keep = self.c.amulet_levels[level]
        return 1.0 if draw == 0 else keep * (4.2 + 0.2 * (draw - keep))

    def action_value(self, action: int) -> float:
        few_cards = 1.0 + 0.5 * (self.values.total() < 4)
        cards = {1: 3, 3: 1, 4: 2, 5: 2, 6: 2, 7: 1}
        if action in cards:
            value = cards[action] * CARD * few_cards
            return value + (self.amulet_value() if action == 7 else 0.0)
        if action == 2:
            return self.amulet_value()
        if action == 8:
            return max(self.best_build(), self.amulet_value())
        if action == 9:
            return max(self.best_build(), self.best_build(double=True))
        if action == 10:
            return 1.5 * self.best_build()
        if action == 11:
            return self.best_build() + CARD
        return 1.0 + max((self.birds_value(a, b) for a, b in self.pairs()), default=0.0) - self.birds_value(
            *self.view["birds"])

    def pairs(self) -> list[tuple[str, str]]:
        ring = self.c.oracle
        return [(a, b) for i, a in enumerate(ring) for b in ring[i + 1:]]

    def birds_value(self, first: str, second: str) -> float:
        """How much the bot's land cards could build under these birds (a rough count of payable spaces)."""
        total = 0.0
        for terrain in (first, second):
            if not self.land[terrain]:
                continue
            pieces = {"valuables": counts_key(self.values), "amulets": counts_key(self.amulets)}
            free = [s for s in self.c.by_terrain[terrain] if s.id not in self.occupancy]
            payable = sum(1 for s in free if payments(pieces[s.pay], s.cost))
            total += min(payable, 3) * 1.5 + self.land[terrain]
        return total

    def value(self, action_id: str) -> float:
        kind, _, rest = action_id.partition(":")
        if kind == "bowl":
            first, second = self.c.sites[int(rest) - 1]
            return self.action_value(first) + self.action_value(second)
        if kind in ("display", "deck"):
            return self.card_value(kind, rest)
        if kind == "amulets":
            return self.amulet_value()
        if kind == "keep":
            return float(sum(parse_parts(rest) or ()))
        if kind in ("build", "double"):
            sid, _, paid = rest.partition(":")
            parts = parse_parts(paid) or ()
            return self.build_value(self.c.space[sid], parts, 2 if kind == "double" else 1) + 0.01 * len(parts)
        if kind == "birds":
            first, second = rest.split("+")
            return self.birds_value(first, second)
        return 0.0  # pass
