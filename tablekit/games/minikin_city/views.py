"""What each seat may see, the table's static data, and dealing the unseen anew (a mixin of the state).

Hidden: the other hands (except cards everybody saw taken from the display, and every hand once revealed at the
end), the deck order, and which cards another seat kept or returned. Played cards, the display, markers, bonus
tokens and minikins are public.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...core.draws import shuffle
from .rounds import PUBLIC
from .scoring import winners

if TYPE_CHECKING:
    from .state import MinikinCityState

_Base = object


class Views(_Base):
    """View building for :class:`MinikinCityState`."""

    def static_data(self: MinikinCityState) -> dict[str, Any]:  # type: ignore[misc]
        """Every card face, reward card, end tile and bonus token of the component set (by id)."""
        return self.c.to_dict()

    def hands_revealed(self: MinikinCityState) -> bool:  # type: ignore[misc]
        return bool(self.reveals)

    def view(self: MinikinCityState, seat: int | None, reveal: bool) -> dict[str, Any]:  # type: ignore[misc]
        open_hands = reveal or self.hands_revealed()
        placing = self.tasks[0][0] if self.phase == "minikins" else None  # its minikins are in "pending", not waiting
        seats = []
        for s in range(self.players):
            mine = open_hands or s == seat
            hand = self.hands[s]
            seats.append({
                "city": [[i, self.minikins[i]] for i in self.city[s]],
                "waiting": 0 if s == placing else self.waiting[s],
                "hand": list(hand) if mine else None,
                "hand_size": len(hand),
                "known": [i for i in hand if i in self.hand_public] if not mine else [],
                "tokens": list(self.tokens[s]),
                "kept": self.keep[s] is not None,
                "keep": list(self.keep[s]) if mine and self.keep[s] and self.phase == "keep" else None,
            })
        pending = None
        if self.phase in ("minikins", "bonus"):
            who = self.tasks[0][0]
            pending = {"seat": who, "kind": self.phase, "n": self.waiting[who] if self.phase == "minikins" else 1}
        row = self.reward_cards
        rewards = self.c.reward_cards(self.players)
        out: dict[str, Any] = {
            "round": self.round if 0 < self.round <= 8 else None,
            "phase": self.phase,
            "start": self.start,
            "best": self.best,
            "set": "2-3" if self.players <= 3 else "4-5",
            "rewards": [{"card": rewards.index(card), "colour": card.colour,
                         "markers": self.markers[k] if k < len(self.markers) else [None] * self.players}
                        for k, card in enumerate(row[:8])],
            "end": {"colour": row[8].colour, "markers": list(self.end_markers)},
            "bonus": list(self.free_tokens),
            "deck": len(self.deck),
            "display": list(self.display),
            "plays": [[s, i] for s, i in self.plays],
            "ranking": list(self.ranking),
            "drafting": self.ranking[-1 - self.draft_i] if self.phase == "draft" else None,
            "supply": self.supply,
            "pending": pending,
            "reveals": [[s, total] for s, total in self.reveals],
            "seats": seats,
        }
        if reveal:
            out["deck_order"] = list(self.deck)
        if self.phase == "over":
            scored = self.seat_scores()
            out["final"] = {"scores": [s.to_dict() for s in scored], "winners": winners(scored)}
        return out

    def redeal(self: MinikinCityState, seat: int, rng: random.Random) -> None:  # type: ignore[misc]
        """Shuffle every card hidden from ``seat`` (other hands' unseen cards, deck cards it did not see go to the
        bottom) back into the same places; another seat's secret keep choice is made anew from its new hand."""
        slots: list[tuple[list[str], int]] = []
        if not self.hands_revealed():
            for s in range(self.players):
                if s != seat:
                    hand = self.hands[s]
                    slots += [(hand, k) for k, i in enumerate(hand) if i not in self.hand_public]
        slots += [(self.deck, k) for k, who in enumerate(self.deck_seen) if who not in (seat, PUBLIC)]
        cards = sorted(where[k] for where, k in slots)  # in an order the hidden places do not set: the new deal
        shuffle(rng, cards)  # then depends on the seed and the seat's view alone
        for (where, k), card in zip(slots, cards):
            where[k] = card
        if self.phase == "keep":  # another seat's secret choice is made anew from its new hand
            for s, kept in enumerate(self.keep):
                if kept is not None and s != seat:
                    self.keep[s] = tuple(sorted(rng.sample(self.hands[s], len(kept))))
        self.rng = rng
