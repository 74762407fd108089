"""Cards, amulets and what each player holds: the decks, the display, the amulet stack and bag, the hands.

Decks are lists drawn from the end; an empty deck takes its discards, shuffled (a decision: the rulebook is
silent). Spent start cards leave the game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from ...core.draws import shuffle
from .components import Components
from .messages import DECK, M

VALUABLES, LAND, AMULETS = "valuables", "land", "amulets"


def _copied(counts: Counter[Any]) -> Counter[Any]:
    """A copy of ``counts`` without ``Counter(counts)``'s generic path (a Mapping check, then counting anew)."""
    made: Counter[Any] = Counter.__new__(Counter)  # Counter.__init__ only counts its argument: nothing to do here
    dict.update(made, counts)
    return made


def added(counts: Counter[Any], pieces: list[Any]) -> Counter[Any]:
    """``counts + Counter(pieces)`` (positive counts, in the same order) without Counter's generic paths."""
    more: dict[Any, int] = {}
    for piece in pieces:
        more[piece] = more.get(piece, 0) + 1
    made: Counter[Any] = Counter.__new__(Counter)
    for piece, k in counts.items():
        if k + more.get(piece, 0) > 0:
            made[piece] = k + more.get(piece, 0)
    for piece, k in more.items():
        if piece not in counts:
            made[piece] = k
    return made


class Hand:
    """One seat's pieces: valuable cards from the decks, unspent start cards, land cards, amulets, huts and more."""

    __slots__ = ("valuables", "start", "land", "amulets", "huts", "level", "pole", "suns", "seen")

    def __init__(self, huts: int, start: tuple[int, ...]) -> None:
        self.valuables: Counter[int] = Counter()
        self.start: list[int] = sorted(start)
        self.land: Counter[str] = Counter()
        self.amulets: Counter[int] = Counter()
        self.huts = huts
        self.level = 0
        self.pole: list[int] = []
        self.suns = 0
        # pieces everyone saw this seat take (display cards, value-1 amulets from the stack), per kind: a redeal
        # leaves them in the hand. A spent piece of a seen value is taken off first, as others cannot tell.
        self.seen: dict[str, Counter[Any]] = {"valuables": Counter(), "land": Counter(), "amulets": Counter()}

    def __deepcopy__(self, memo: dict) -> Hand:
        other = Hand.__new__(Hand)
        other.valuables, other.land, other.amulets = _copied(self.valuables), _copied(self.land), _copied(self.amulets)
        other.start, other.pole = list(self.start), list(self.pole)
        other.huts, other.level, other.suns = self.huts, self.level, self.suns
        other.seen = {k: _copied(v) for k, v in self.seen.items()}
        return other

    def spend(self, kind: str, piece: Any, n: int = 1) -> None:
        """Take ``n`` pieces ``piece`` of ``kind`` (``"valuables"``, ``"land"``, ``"amulets"``) out of the hand."""
        getattr(self, kind)[piece] -= n
        seen = self.seen[kind]
        if seen.get(piece):  # get: Counter's own look-up of a missing piece is a Python call
            seen[piece] = max(0, seen[piece] - n)

    def pay_values(self) -> Counter[int]:
        """Every valuable the seat can pay with: deck cards and start cards alike (spent values may count 0)."""
        values = _copied(self.valuables)
        for v in self.start:  # at most the two start cards
            values[v] += 1
        return values

    def card_count(self) -> int:
        return sum(self.valuables.values()) + len(self.start)

    def private(self) -> dict[str, Any]:
        """What only this seat (and a revealed game) sees of its hand."""
        return {
            "valuables": sorted(self.valuables.elements()),
            "start": list(self.start),
            "land": {t: n for t, n in sorted(self.land.items()) if n},
            "amulets": sorted(self.amulets.elements()),
        }


class Supply:
    """The valuable and land decks with their discards, the display, and the amulet stack, bag and discards."""

    def __init__(self, c: Components, rng: random.Random) -> None:
        self.decks: dict[str, list[Any]] = {
            VALUABLES: [v for v, n in sorted(c.valuable_cards.items()) for _ in range(n)],
            LAND: [t for t, n in c.land_cards.items() for _ in range(n)],
        }
        for deck in self.decks.values():
            shuffle(rng, deck)
        self.discards: dict[str, list[Any]] = {VALUABLES: [], LAND: []}
        self.display: dict[str, list[Any]] = {VALUABLES: [], LAND: []}
        self.display_size = {VALUABLES: c.display_valuables, LAND: c.display_land}
        self.stack = sum(c.amulet_stack.values())  # value-1 amulets beside the amulet track
        self.stack_value = min(c.amulet_stack)
        self.bag: list[int] = [v for v, n in sorted(c.amulet_bag.items()) for _ in range(n)]
        self.amulet_discards: list[int] = []
        self.out: list[int] = []  # spent start cards: out of the game

    def __deepcopy__(self, memo: dict) -> Supply:
        other = Supply.__new__(Supply)
        other.__dict__.update(self.__dict__)
        for name in ("decks", "discards", "display"):
            setattr(other, name, {k: list(v) for k, v in getattr(self, name).items()})
        other.bag, other.amulet_discards, other.out = list(self.bag), list(self.amulet_discards), list(self.out)
        return other

    def draw(self, deck: str, rng: random.Random, say: Callable[..., None]) -> Any:
        """The top card of ``deck``, shuffling its discards into a new deck when it is empty (None if both are)."""
        pile = self.decks[deck]
        if not pile:
            if not self.discards[deck]:
                return None
            pile.extend(self.discards[deck])
            self.discards[deck].clear()
            shuffle(rng, pile)
            say(M, "ev.reshuffle", deck=DECK[deck])
        return pile.pop()

    def refill(self, rng: random.Random, say: Callable[..., None]) -> None:
        """Fill the display up to its 4 valuables and 3 land cards, as far as the decks allow."""
        for deck, size in self.display_size.items():
            shown = self.display[deck]
            while len(shown) < size:
                card = self.draw(deck, rng, say)
                if card is None:
                    break
                shown.append(card)
            shown.sort()

    def draw_amulets(self, n: int, rng: random.Random, say: Callable[..., None]) -> list[int]:
        """Up to ``n`` amulets at random from the bag; spent amulets go back into an empty bag first (said, as a
        reshuffled deck is)."""
        drawn: list[int] = []
        for _ in range(n):
            if not self.bag:
                if not self.amulet_discards:
                    break
                say(M, "ev.bag_refill", n=len(self.amulet_discards))
                self.bag.extend(self.amulet_discards)
                self.amulet_discards.clear()
            i = rng.randrange(len(self.bag))
            self.bag[i], self.bag[-1] = self.bag[-1], self.bag[i]
            drawn.append(self.bag.pop())
        return drawn
