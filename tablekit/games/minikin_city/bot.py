"""Minikin City's heuristic bot: one-step judgement of every choice from its seat's view and the public card faces.

Worth, in VP, of a card in the city: its scoring effect as the city now stands (when the bot can expect to fill it)
plus its immediate effect. Playing: the rank the card would reach against the cards already played and the unseen
ones still to come, the reward of that rank, the card's worth, and what the hand loses (high cards of the end
colour are kept for the game-end ranking). Minikins complete the cards closest to full. Drafts and the keep choice
prefer worth and the end colour.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...bots.base import Bot
from ...core.actions import Action
from .components import Card, Components, Effect, Gain, load
from .effects import city_counts, times

if TYPE_CHECKING:
    from ...core.game import Game

MINIKIN_VP, MEDAL_VP, BONUS_VP = 1.2, 3.0, 3.0  # rough worth of a minikin, a medal and a bonus token


def gain_worth(gain: Gain, room: int) -> float:
    """VP-worth of a gain for a seat with ``room`` free spaces (minikins beyond them only wait)."""
    useful = min(gain.minikins, room + 2)
    return gain.vp + MEDAL_VP * gain.medals + MINIKIN_VP * useful + BONUS_VP * gain.bonus + 2 * gain.wild


class MinikinCityBot(Bot):
    """Greedy on a VP estimate; see the module docstring.

    >>> import tablekit
    >>> g = tablekit.new_game("minikin_city", players=3, seed=2)
    >>> MinikinCityBot(seed=1).act(g, 0).id.startswith("keep:")
    True
    """

    name = "minikin_city"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)
        self.c: Components = load(None)

    def act(self, game: Game, seat: int) -> Action:
        self.c = load(game.options.get("components"))  # public: the card faces in play
        return super().act(game, seat)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        kind = legal[0].id.partition(":")[0]
        judge = _Judge(self.c, view)
        if kind == "keep":
            return max(legal, key=lambda a: sum(judge.hand_worth(i) for i in a.id[5:].split(",")))
        if kind == "play":
            return max(legal, key=lambda a: judge.play_worth(a.id[5:]))
        if kind == "minikin":
            return min(legal, key=lambda a: judge.spaces_left(a.id[8:]))
        if kind == "bonus":
            return max(legal, key=lambda a: judge.token_worth(int(a.id[6:])))
        if kind == "draft":
            return max(legal, key=lambda a: judge.hand_worth(a.id[6:]))
        return max(legal, key=lambda a: judge.extra_worth(a.id[6:]))


class _Judge:
    """VP estimates for one seat's view."""

    def __init__(self, c: Components, view: dict[str, Any]) -> None:
        self.c = c
        self.view = view
        self.seat = view["seat"]
        me = view["seats"][self.seat]
        self.hand = [c.card(i) for i in me["hand"]]
        self.city = [c.card(i) for i, _ in me["city"]]
        self.on = dict(me["city"])
        pending = view.get("pending") or {}
        placing = pending.get("n", 0) if pending.get("kind") == "minikins" and pending.get("seat") == self.seat else 0
        self.waiting = me["waiting"] + placing  # every minikin not yet on a card
        self.room = sum(c.card(i).capacity - n for i, n in me["city"])
        held = self.waiting + sum(self.on.values())
        self.counts = city_counts(self.city, held, ())
        self.round = view["round"] or 8
        self.end_colour = view["end"]["colour"]

    def spaces_left(self, card_id: str) -> int:
        """Free spaces of a played card, so that minikins complete the card nearest to full first."""
        return self.c.card(card_id).capacity - self.on[card_id]

    def effect_worth(self, effect: Effect | None, card: Card | None = None) -> float:
        if effect is None:
            return 0.0
        cards = self.city + ([card] if card else [])
        counts = city_counts(cards, self.waiting + sum(self.on.values()), ())
        n = times(effect, counts)
        if effect.per and effect.per not in ("now", "minikins3"):
            n += (8 - self.round) * 0.3  # the city still grows
        return gain_worth(effect.gain.times(1), self.room) * n

    def card_worth(self, card: Card) -> float:
        """The card's worth in the city: its scoring effect when fillable, and its immediate effect."""
        worth = self.effect_worth(card.now, card)
        if card.score is not None:
            gain = self.effect_worth(card.score, card)
            need = card.capacity - min(self.waiting, card.capacity)
            rounds_left = 8 - self.round
            chance = 1.0 if need == 0 else min(1.0, (rounds_left * 1.2 + 0.5) / need)
            worth += gain * chance - 0.3 * need
        return worth

    def hand_worth(self, card_id: str) -> float:
        """Worth of holding a card: as a future city card, and for the game-end ranking in the end colour."""
        card = self.c.card(card_id)
        keep = card.value * 0.35 if card.colour == self.end_colour else 0.0
        return self.card_worth(card) + keep + (card.value / 20 if card.colour else 2.0)

    def play_worth(self, card_id: str) -> float:
        card = self.c.card(card_id)
        rank = self.expected_rank(card)
        ranks = self.reward_ranks()
        reward = gain_worth(ranks[min(round(rank), len(ranks) - 1)], self.room + card.capacity)
        lose = card.value * 0.35 * (self.round / 8) if card.colour == self.end_colour else 0.0
        return reward + self.card_worth(card) - lose

    def reward_ranks(self) -> tuple[Gain, ...]:
        view = self.view
        players = view["players"]
        entry = view["rewards"][view["round"] - 1]
        return self.c.reward_cards(players)[entry["card"]].ranks(players)

    def expected_rank(self, card: Card) -> float:
        """0-based rank against the cards played so far and the chance each later player beats it."""
        view = self.view
        best = view["best"]

        def key(c: Card) -> tuple[bool, bool, int]:
            return (c.colour is not None, c.colour != best, -c.value)

        mine = key(card)
        played = [self.c.card(i) for _, i in view["plays"]]
        above = sum(key(c) < mine for c in played)  # earlier plays win equal values
        later = view["players"] - len(played) - 1
        seen = {i for s in view["seats"] for i, _ in s["city"]} | set(view["display"])
        seen |= {i for s in view["seats"] for i in (s["hand"] or []) + s["known"]}
        unseen = [c for c in self.c.cards if c.id not in seen]
        beat = sum(key(c) <= mine for c in unseen) / max(len(unseen), 1)
        return above + beat * later

    def token_worth(self, index: int) -> float:
        token = self.c.bonus_tokens[index]
        return self.effect_worth(token.effect)

    def extra_worth(self, card_id: str) -> float:
        if card_id == "pass":
            return 0.0
        card = self.c.card(card_id)
        worth = self.effect_worth(card.now, card)
        if card.score is not None and self.waiting >= card.capacity:
            worth += self.effect_worth(card.score, card)
        elif card.capacity and self.waiting:
            worth -= 0.5  # waiting minikins would go on a card that stays short: they break ties unused
        return worth
