"""Where every component of a Luxor game lies, and dealing anew what one seat cannot see.

Hidden from a seat: the cards in the others' hands (it sees their backs: a movement card or a Horus card of a
level), the order of the deck and of the Horus and temple piles, and the others' scarab values.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from ...core.draws import shuffle
from .scoring import SARCOPHAGI

if TYPE_CHECKING:
    from .state import LuxorState

ADVENTURERS = 5


def redeal(state: LuxorState, seat: int, rng: random.Random) -> None:
    """Deal anew, consistently with ``view(seat)``: each card goes to a place showing its back, scarabs likewise.

    A card is only exchanged with cards of the same public origin: the deck it was drawn from (the first one, or
    the discards reshuffled into a later one, which everyone saw) or the Horus pile it was taken from.
    """
    cards = state.c.cards
    others = [s for s in range(state.players) if s != seat]

    def origin(cid: int) -> object:
        level = cards[cid].level
        return state.deck_of.get(cid, f"h{level}" if level else 0)

    groups: dict[object, dict[str, list[int]]] = {}
    for s in others:
        for cid in state.hands[s]:
            groups.setdefault(origin(cid), {}).setdefault(cards[cid].back, []).append(cid)
    if state.deck:
        drawn = groups.setdefault(state.reshuffles, {})
        for cid in state.deck:
            drawn.setdefault(cards[cid].back, []).append(cid)
    for level, pile in state.horus.items():
        groups.setdefault(f"h{level}", {}).setdefault(f"h{level}", []).extend(pile)
    for by_back in groups.values():
        for found in by_back.values():
            found.sort()  # an order the hidden places do not set: the deal depends on the seed and the view alone
            shuffle(rng, found)
    for s in others:
        state.hands[s] = [groups[origin(cid)][cards[cid].back].pop() for cid in state.hands[s]]
    for level, pile in state.horus.items():
        state.horus[level] = [groups[f"h{level}"][f"h{level}"].pop() for _ in pile]
    state.deck = [cid for found in groups.get(state.reshuffles, {}).values() for cid in found]
    shuffle(rng, state.deck)
    for pile in state.piles.values():
        shuffle(rng, pile)
    scarabs = list(state.scarab_bag)
    for s in others:
        scarabs += state.scarabs[s]
    shuffle(rng, scarabs)
    for s in others:
        n = len(state.scarabs[s])
        state.scarabs[s], scarabs = scarabs[:n], scarabs[n:]
    state.scarab_bag = scarabs
    state.rng = rng


def _tile_kind(tile: object) -> str:
    if type(tile) is int:
        return f"treasure:{tile}"
    text = str(tile)
    if text.startswith("osiris"):
        return text
    if text.startswith("horus"):
        return "horus tile:" + text[6:]
    return f"temple:{text}"


def inventory(state: LuxorState) -> Counter[str]:
    """Every component by kind, as the component file and the player count fix them."""
    c = state.c
    counts: Counter[str] = Counter(f"card:{card.id}" for card in c.cards)
    counts.update(f"treasure:{t.id}" for t in c.treasures)
    counts.update(f"temple:{code}" for codes in c.piles.values() for code in codes)
    counts.update(f"osiris:{v}" for v in c.osiris_tiles)
    counts.update(f"horus tile:{lv}" for lv in c.horus_spaces.values())
    counts.update(f"scarab:{v}" for v in c.scarabs)
    counts["key"] = c.keys
    counts["wild"] = c.wild_cards
    counts.update({f"adventurer:{s}": ADVENTURERS for s in range(state.players)})
    counts.update(f"sarcophagus:{v}" for v in SARCOPHAGI)
    return counts


def locations(state: LuxorState) -> dict[str, Counter[str]]:
    """Place name → the components there; adds up to :func:`inventory`."""
    board: Counter[str] = Counter(_tile_kind(t) for t in state.tiles if t is not None)
    statues: Counter[str] = Counter()
    for s in range(state.players):
        board[f"adventurer:{s}"] += len(state.pos[s])
        statues[f"adventurer:{s}"] += sum(state.asleep[s])
    places = {
        "board": board,
        "statues": statues,
        "deck": Counter(f"card:{cid}" for cid in state.deck),
        "discard": Counter(f"card:{cid}" for cid in state.discard),
        "set aside": Counter(f"treasure:{t}" for t in state.set_aside),
        "scarab bag": Counter(f"scarab:{v}" for v in state.scarab_bag),
        "supply": Counter({"key": state.key_supply, "wild": state.wild_supply}),
        "sarcophagi": Counter(f"sarcophagus:{v}" for v in SARCOPHAGI[len(state.entered):]),
    }
    for level, pile in state.horus.items():
        places[f"horus pile {level}"] = Counter(f"card:{cid}" for cid in pile)
    for name, pile in state.piles.items():
        places[f"{name} pile"] = Counter(f"temple:{code}" for code in pile)
    for s in range(state.players):
        mine: Counter[str] = Counter(f"card:{cid}" for cid in state.hands[s])
        mine.update(f"treasure:{t}" for t in state.treasures[s])
        mine.update(f"scarab:{v}" for v in state.scarabs[s])
        mine.update(f"sarcophagus:{v}" for v in state.sarcophagi[s])
        mine["key"] = state.keys[s]
        mine["wild"] = state.wild[s]
        places[f"seat {s}"] = mine
    return places
