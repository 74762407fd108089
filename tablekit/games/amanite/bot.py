"""Amanite's heuristic bot: values tokens by expected final score under what its seat knows."""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

from ...bots.base import Bot
from ...core.actions import Action
from .components import COLOURS, PIG
from .knowledge import constraints_of, knowledge_from_view, worlds
from .scoring import score

SAMPLES = 24  # worlds sampled per decision; all of them when fewer are possible


class AmaniteBot(Bot):
    """One-ply greedy play on expected score.

    Each decision samples assignments of attributes to colours that agree with the bot's clue cards (so it
    avoids Poison it cannot cover and chases the Limit, Pair and Majority thresholds through the real scoring),
    takes the action whose tokens raise its expected score most (a split is worth its poorer pile, since the other
    player chooses first), feeds pigs the token it values least, and spends notebook tokens where its doubt is
    greatest, weighted by how many tokens of that colour it holds.

    >>> import tablekit
    >>> g = tablekit.new_game("amanite", players=3, seed=2, sides=["A", "A", "B"])
    >>> bot = AmaniteBot(seed=1)
    >>> bot.act(g, g.to_act[0]).id.startswith("place:")
    True
    """

    name = "amanite"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        kind = legal[0].id.partition(":")[0]
        if kind == "side":
            return self.rng.choice(legal)
        if kind == "note":
            return self._note(view, legal)
        judge = _Judge(view, self.rng)
        if kind == "feed":
            return max(legal, key=lambda a: judge.value(judge.mine - Counter(a.id[-1])))
        return max(legal, key=lambda a: judge.action_value(a.id, view))

    def _note(self, view: dict[str, Any], legal: list[Action]) -> Action:
        knowledge = knowledge_from_view(view)
        mine = view["seats"][view["seat"]]["tokens"]

        def doubt(action: Action) -> float:
            colour = action.id.partition(":")[2]
            entropy = -sum(p * math.log(p) for p in knowledge[colour].values() if p > 0)
            return entropy * (1 + mine.get(colour[0].upper(), 0))

        return max(legal, key=doubt)


class _Judge:
    """Expected score of hands for one seat over a sample of the worlds its clues allow."""

    def __init__(self, view: dict[str, Any], rng: random.Random) -> None:
        self.seat = view["seat"]
        self.hands = [Counter(s["tokens"]) for s in view["seats"]]
        self.mine = self.hands[self.seat]
        found = worlds(tuple(sorted(view["attributes"])), constraints_of(view["clues"]))
        picked = found if len(found) <= SAMPLES else rng.sample(found, SAMPLES)
        self.worlds = [dict(zip(COLOURS, w)) for w in picked]
        self.base = self.value(self.mine)

    def value(self, hand: Counter[str]) -> float:
        hands = list(self.hands)
        hands[self.seat] = hand
        return sum(score(hands, w).totals[self.seat] for w in self.worlds) / len(self.worlds)

    def gain(self, tokens: str) -> float:
        """Expected score added by taking ``tokens``, each pig then eating the mushroom valued least."""
        hand = self.mine + Counter(tokens)
        for _ in range(tokens.count(PIG)):
            held = [c for c in hand if c != PIG and hand[c]]
            if held:
                hand = max((hand - Counter(c) for c in held), key=self.value)
        return self.value(hand) - self.base

    def action_value(self, action_id: str, view: dict[str, Any]) -> float:
        kind, _, rest = action_id.partition(":")
        if kind == "split":
            piles = rest.partition(":")[2].split("|")
            return min(self.gain(p) for p in piles)
        if kind == "take":
            return self.gain(rest.partition(":")[2])
        tile = view["tiles"][int(rest.partition(":")[0])]
        if kind == "pile":
            return self.gain(tile["piles"][int(rest.partition(":")[2])])
        # place: the "1" space ends with at least the better of two piles, at worst the best pair
        tokens = tile["tokens"]
        pairs = {tokens[i] + tokens[j] for i in range(len(tokens)) for j in range(i + 1, len(tokens))} or {tokens}
        return max(self.gain(p) for p in pairs)
