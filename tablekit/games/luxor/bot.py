"""Luxor's heuristic bot: one-ply greedy play on the points and tempo each choice gives, from its own view.

It values a move by the wall points gained, the treasure it completes (with the set it adds to) or sets up,
keys while it lacks them for the chamber, sleepers woken, the sarcophagus, and the cards it leaves at the two
ends of its hand (Horus cards and long moves kept where they can be played).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from ...bots.base import Bot
from ...core.actions import Action
from .scoring import SARCOPHAGI, set_count, set_points

if TYPE_CHECKING:
    from ...core.game import Game

KEY = (3.5, 2.5, 1.0)  # the first, second and later keys: the chamber takes one per adventurer
KEYS_WANTED = 2
SET_HOPE = 1.5  # a treasure of the type the seat has fewest of brings the next set nearer
SCARAB = 2.5
HORUS_CARD = 2.5
WAKE = 3.0
TEMPO = 0.35  # per step forward, beyond the wall points
HAND = 0.4  # weight of the two end cards left in hand


class LuxorBot(Bot):
    """Greedy on an estimate of points; the static board data comes from the game it is asked to play.

    >>> import tablekit
    >>> g = tablekit.new_game("luxor", players=2, seed=2)
    >>> LuxorBot(seed=1).act(g, 0).id.startswith("play:")
    True
    """

    name = "luxor"

    def __init__(self, seed: int | None = 0, tempo: float = TEMPO, greed: float = 1.0) -> None:
        self.rng = random.Random(seed)
        self.static: dict[str, Any] = {}
        self.tempo = tempo  # points a step forward is worth beyond the wall values: a racer raises it
        self.greed = greed  # weight of treasures, sets and scarabs: a collector raises it

    def act(self, game: Game, seat: int) -> Action:
        self.static = game.static_data()
        return self.choose(game.view(seat), game.legal_actions(seat))

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if not self.static:
            from .components import load_default

            self.static = load_default().static()
        judge = _Judge(view, self.static, self.tempo, self.greed)
        best = max(judge.value(a.id) + self.rng.random() * 1e-6 for a in legal)
        return next(a for a in legal if judge.value(a.id) + 1e-6 >= best)


class _Judge:
    """Estimates for one seat's view."""

    def __init__(self, view: dict[str, Any], static: dict[str, Any], tempo: float = TEMPO,
                 greed: float = 1.0) -> None:
        self.view, self.static = view, static
        self.tempo, self.greed = tempo, greed
        self.seat = view["seat"]
        self.me = view["seats"][self.seat]
        self.tiles = view["tiles"]
        self.walls = static["walls"]
        self.chamber = len(self.tiles) - 1
        self.mine = view["adventurers"][self.seat]
        self.types = Counter(static["treasures"][t][0] for t in self.me["treasures"])
        self.sets_now = set_points(set_count(self._types(), self.me["wild"]))
        self.previews = view.get("previews", {})
        self._cache: dict[str, float] = {}

    def _types(self, extra: str | None = None) -> dict[str, int]:
        counts = {t: self.types[t] for t in ("vase", "statue", "jewellery")}
        if extra:
            counts[extra] = counts.get(extra, 0) + 1
        return counts

    def value(self, action_id: str) -> float:
        found = self._cache.get(action_id)
        if found is None:
            found = self._cache[action_id] = self._value(action_id)
        return found

    def _value(self, action_id: str) -> float:
        kind, _, rest = action_id.partition(":")
        parts = rest.split(":")
        if kind == "take":
            return self.reward(rest)
        if kind == "act":
            return self.tile_gain(int(rest), 0, arriving=False)
        if kind == "discard":
            return -self.card_worth(self.me["hand"][int(rest)])
        if kind == "move":
            return self.move_gain(action_id, int(parts[0]), False)
        i = int(parts[0])
        hand = self.me["hand"]
        card = self.static["cards"][hand[i]]
        rest_hand = hand[:i] + hand[i + 1:]
        keep = HAND * (self.card_worth(rest_hand[0]) + self.card_worth(rest_hand[-1])) if rest_hand else 0.0
        if len(parts) == 3:
            return self.move_gain(action_id, int(parts[1]), card[0] == "fewer") + keep
        return {"die": 2.0, "roll": 2.5, "all": 1.5 * card[1] + 1.0, "last": 2.5}[card[0]] + keep

    def card_worth(self, cid: int) -> float:
        kind, value, level = self.static["cards"][cid]
        if level:
            return 2.0 + level
        return {"number": 1.0 + 0.15 * value, "plusminus": 1.3, "die": 1.5}[kind]

    def move_gain(self, action_id: str, start: int, fewer: bool) -> float:
        path = self.previews.get(action_id)
        if not path:
            return 0.0
        end = path[-1]
        gain = self.walls[end] - self.walls[start] + self.tempo * max(0, end - start)
        sleeping = self.mine["asleep"]
        gain += WAKE * sum(1 for i, s in enumerate(self.static["statues"]) if sleeping[i] and start <= s < end)
        if end == self.chamber:
            taken = len(self.view["entered"])
            gain += (SARCOPHAGI[taken] if taken < len(SARCOPHAGI) else 0) - 1.0
            return gain
        return gain + self.tile_gain(end, 1 if fewer else 0, arriving=True)

    def tile_gain(self, where: int, fewer: int, arriving: bool) -> float:
        tile = self.tiles[where]
        if tile is None:
            return 0.0
        if type(tile) is int:
            kind, need, vp = self.static["treasures"][tile]
            have = self.mine["positions"].count(where) + (1 if arriving else 0)
            if have >= need - fewer:
                after = set_points(set_count(self._types(kind), self.me["wild"]))
                hope = SET_HOPE * (self.types[kind] == min(self._types().values()))
                return self.greed * (vp + after - self.sets_now + hope)
            return self.greed * 0.4 * vp if need - fewer - have == 1 else 0.0
        if tile.startswith("horus"):
            return self.reward("key" if self.me["keys"] < KEYS_WANTED else "card")
        if tile == "tunnel":
            ahead = [p for p in range(where + 1, self.chamber) if self.tiles[p] == "tunnel"]
            return self.walls[ahead[0]] - self.walls[where] + self.tempo * (ahead[0] - where) if ahead else 0.0
        if tile == "scarab":
            return self.greed * SCARAB
        if tile == "wild":
            return self.reward("wild")
        if tile == "scarab_or_wild":
            return max(self.reward("scarab"), self.reward("wild"))
        return HORUS_CARD

    def reward(self, option: str) -> float:
        if option == "key":
            return KEY[min(self.me["keys"], len(KEY) - 1)]
        if option == "scarab":
            return self.greed * SCARAB
        if option == "wild":
            after = set_points(set_count(self._types(), self.me["wild"] + 1))
            return self.greed * (after - self.sets_now + 1.0)
        return HORUS_CARD if self.me["keys"] else 1.5
