"""Luxor positions as data (``docs/positions.md``): the board, the piles, the hands and what the players hold.

Public: the tiles on the path, each seat's adventurers, statues, keys, wild cards, treasures, sarcophagi, the backs
of its hand and the number of its scarabs; the discards; the size of the deck, of the Horus and temple piles and
of the scarab bag; the turn. Hidden: the cards in the hands, the order of the deck and the piles, the scarab
values, the treasures set aside, and which reshuffled deck each card in a hand was drawn from.

>>> import tablekit
>>> g = tablekit.new_game("luxor", scenario="chamber", seed=1)
>>> doc = g.position(hidden=False)
>>> doc["public"]["seats"][0]["adventurers"], doc["public"]["seats"][0]["keys"]
([12, 20, 30, 38, 39], 1)
>>> doc["public"]["seats"][0]["keys"] = 2
>>> tablekit.new_game("luxor", position=doc)
Traceback (most recent call last):
...
ValueError: position field public.key_supply should hold 18 (the keys no seat holds), not 19
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...core.draws import shuffle
from ...core.inputs import Field, tally
from .cards import ACT, DIE_FACES, HAND, MOVE
from .hidden import ADVENTURERS
from .landing import CHOOSE
from .scoring import SARCOPHAGI
from .state import OVER, PLAY, STATUES, LuxorState

PHASES = (PLAY, MOVE, ACT, CHOOSE, OVER)
LEVELS = (1, 2, 3)
SEAT_FIELDS = ("backs", "adventurers", "asleep", "keys", "wild", "treasures", "treasure_vp", "scarabs", "sarcophagi")
PUBLIC = ("turn", "first", "phase", "pending", "last_round", "tiles", "discard", "reshuffles", "deck",
          "horus_piles", "temple_piles", "scarab_bag", "key_supply", "wild_supply", "entered", "seats")
HIDDEN = ("hands", "deck", "horus_piles", "temple_piles", "scarab_bag", "scarabs", "set_aside", "deck_of")


def to_position(state: LuxorState) -> tuple[dict[str, Any], dict[str, Any]]:
    cards = state.c.cards
    seats = [{"backs": [cards[cid].back for cid in state.hands[s]], "adventurers": sorted(state.pos[s]),
              "asleep": list(state.asleep[s]), "keys": state.keys[s], "wild": state.wild[s],
              "treasures": list(state.treasures[s]), "treasure_vp": state.treasure_vp[s],
              "scarabs": len(state.scarabs[s]), "sarcophagi": list(state.sarcophagi[s])}
             for s in range(state.players)]
    public = {"turn": state.seat, "first": state.first, "phase": state.phase, "pending": state.pending,
              "last_round": state.last_round, "tiles": list(state.tiles), "discard": list(state.discard),
              "reshuffles": state.reshuffles, "deck": len(state.deck),
              "horus_piles": {str(lv): len(p) for lv, p in state.horus.items()},
              "temple_piles": {name: len(p) for name, p in state.piles.items()},
              "scarab_bag": len(state.scarab_bag), "key_supply": state.key_supply,
              "wild_supply": state.wild_supply, "entered": list(state.entered), "seats": seats}
    in_hands = {cid for hand in state.hands for cid in hand}  # where another card was drawn from matters no more
    hidden = {"hands": [list(h) for h in state.hands], "deck": list(state.deck),
              "horus_piles": {str(lv): list(p) for lv, p in state.horus.items()},
              "temple_piles": {name: list(p) for name, p in state.piles.items()},
              "scarab_bag": list(state.scarab_bag), "scarabs": [list(s) for s in state.scarabs],
              "set_aside": list(state.set_aside),
              "deck_of": {str(k): v for k, v in sorted(state.deck_of.items()) if k in in_hands}}
    return public, hidden


def from_position(players: int, options: dict[str, Any], public: Field, hidden: Field | None,
                  rng: random.Random) -> LuxorState:
    state = LuxorState(players, random.Random(0), options)  # the box for these options; every place is set below
    fields = public.dict(PUBLIC)
    seats = [seat.dict(SEAT_FIELDS) for seat in fields["seats"].list(players)]
    _tiles(state, fields["tiles"])
    _turn(state, fields, seats)
    _holdings(state, fields, seats)
    if hidden is None:
        _deal(state, fields, seats, rng)
    else:
        _hidden(state, fields, seats, hidden)
    _pending(state, fields["pending"])
    return state


def _tiles(state: LuxorState, field: Field) -> None:
    """Horus and Osiris tiles on their spaces; elsewhere a treasure, the temple tile of the space's icon, or none."""
    c = state.c
    tiles: list[Any] = []
    for p, item in enumerate(field.list(c.spaces + 2)):
        if p in c.horus_spaces:
            tiles.append(item.choice([f"horus:{c.horus_spaces[p]}"]))
        elif p in c.osiris_spaces:
            tiles.append(item.choice([f"osiris:{v}" for v in sorted(set(c.osiris_tiles))]))
        elif 0 < p < c.chamber:
            icon = c.icons.get(p)
            codes = sorted(set(c.piles[icon])) if icon else []
            if type(item.value) is int:
                tiles.append(item.int(0, len(c.treasures) - 1))
            else:
                what = f"a treasure (0 to {len(c.treasures) - 1}), null" + (f" or a {icon} tile" if icon else "")
                if item.value is not None and item.value not in codes:
                    raise item.fail(what)
                tiles.append(item.value)
        else:
            tiles.append(item.choice([None]))
    tally({field.path: [t[7:] for t in tiles if type(t) is str and t.startswith("osiris")]},
          map(str, c.osiris_tiles), "Osiris tile")
    state.tiles = tiles


def _turn(state: LuxorState, fields: dict[str, Field], seats: list[dict[str, Field]]) -> None:
    players = state.players
    state.seat = fields["turn"].int(0, players - 1)
    state.first = fields["first"].int(0, players - 1)
    state.phase = fields["phase"].choice(PHASES)
    state.last_round = fields["last_round"].bool()
    chamber = state.c.chamber
    entered = fields["entered"].ints(0, players - 1, most=players * ADVENTURERS)  # a seat per adventurer entering
    for s, seat in enumerate(seats):
        asleep = [item.bool() for item in seat["asleep"].list(STATUES)]
        if asleep != sorted(asleep):
            raise seat["asleep"].fail("statues woken from the first one on (false before true)")
        awake = ADVENTURERS - STATUES + asleep.count(False)
        where = seat["adventurers"].ints(0, chamber, size=awake)  # a space emptied under it may hold one
        if where.count(chamber) != entered.count(s):
            raise fields["entered"].wrong(f"should name seat {s} once for each of its adventurers in the chamber "
                                          f"({where.count(chamber)})")
        state.pos[s], state.asleep[s] = where, asleep
    state.entered = entered
    if state.last_round and len(entered) < 2:
        raise fields["last_round"].fail("false while fewer than two seats have entered the chamber")
    if not state.last_round and len(entered) >= 2 and state.phase == PLAY:
        raise fields["last_round"].fail("true once two seats have entered the chamber")
    if state.phase == OVER and not state.last_round:
        raise fields["phase"].wrong("is over, but the last round has not begun")


def _holdings(state: LuxorState, fields: dict[str, Field], seats: list[dict[str, Field]]) -> None:
    """Keys, wild cards, treasures and sarcophagi: each seat's and the supply's add up to the box."""
    c = state.c
    keys = [seat["keys"].int(0, c.keys) for seat in seats]
    wild = [seat["wild"].int(0, c.wild_cards) for seat in seats]
    if fields["key_supply"].value != c.keys - sum(keys):
        raise fields["key_supply"].fail(f"{c.keys - sum(keys)} (the keys no seat holds)")
    if fields["wild_supply"].value != c.wild_cards - sum(wild):
        raise fields["wild_supply"].fail(f"{c.wild_cards - sum(wild)} (the wild cards no seat holds)")
    state.keys, state.wild = keys, wild
    state.key_supply, state.wild_supply = c.keys - sum(keys), c.wild_cards - sum(wild)
    for s, seat in enumerate(seats):
        taken = seat["treasures"].ints(0, len(c.treasures) - 1, most=len(c.treasures))
        vp = sum(c.treasures[t].vp for t in taken)
        if seat["treasure_vp"].value != vp:
            raise seat["treasure_vp"].fail(f"{vp} (the points of the treasures taken)")
        state.treasures[s], state.treasure_vp[s] = taken, vp
        want = [SARCOPHAGI[i] for i, who in enumerate(state.entered[:len(SARCOPHAGI)]) if who == s]
        if seat["sarcophagi"].value != want:
            raise seat["sarcophagi"].fail(f"{want} (the first two seats to enter the chamber take {SARCOPHAGI})")
        state.sarcophagi[s] = want
    state.discard = fields["discard"].ints(0, len(c.cards) - 1, most=len(c.cards))
    state.reshuffles = fields["reshuffles"].int(0, 10**6)


def _counts(state: LuxorState, fields: dict[str, Field], seats: list[dict[str, Field]]) -> dict[str, Any]:
    """The sizes the public part gives: hands (their backs), deck, piles, scarabs."""
    c = state.c
    backs = sorted({card.back for card in c.cards})
    hand_most = HAND + (state.phase == CHOOSE)  # a Horus card taken is in the hand before the refill's check
    return {
        "backs": [[item.choice(backs) for item in seat["backs"].list(most=hand_most)] for seat in seats],
        "deck": fields["deck"].int(0, len(c.cards)),
        "horus": {lv: fields["horus_piles"].dict([str(lv) for lv in LEVELS])[str(lv)].int(0, len(c.cards))
                  for lv in LEVELS},
        "temple": {name: fields["temple_piles"].dict(list(c.piles))[name].int(0, len(codes))
                   for name, codes in c.piles.items()},
        "bag": fields["scarab_bag"].int(0, len(c.scarabs)),
        "scarabs": [seat["scarabs"].int(0, len(c.scarabs)) for seat in seats],
    }


def _on_board(state: LuxorState) -> dict[str, list[str]]:
    """Per temple pile, the tiles of it lying on the path."""
    c = state.c
    found: dict[str, list[str]] = {name: [] for name in c.piles}
    for p, tile in enumerate(state.tiles):
        if type(tile) is str and p in c.icons:
            found[c.icons[p]].append(tile)
    return found


def _treasure_places(state: LuxorState, fields: dict[str, Field], seats: list[dict[str, Field]]) -> dict[str, Any]:
    places: dict[str, Any] = {fields["tiles"].path: [t for t in state.tiles if type(t) is int]}
    places.update({seats[s]["treasures"].path: state.treasures[s] for s in range(state.players)})
    return places


def _deal(state: LuxorState, fields: dict[str, Field], seats: list[dict[str, Field]], rng: random.Random) -> None:
    """Deal what no seat sees, from the components the public part leaves unplaced, in the sizes it gives."""
    c = state.c
    n = _counts(state, fields, seats)
    unseen: dict[str, list[int]] = {}
    tally({fields["discard"].path: state.discard}, [card.id for card in c.cards], "card", every=False)
    for card in c.cards:
        if card.id not in state.discard:
            unseen.setdefault(card.back, []).append(card.id)
    for pool in unseen.values():
        shuffle(rng, pool)
    for s, backs in enumerate(n["backs"]):
        for back in backs:
            if not unseen.get(back):
                raise seats[s]["backs"].wrong(f"holds more {back!r} cards than the game has left unseen")
        state.hands[s] = [unseen[back].pop() for back in backs]
    for lv in LEVELS:
        pool = unseen.get(f"h{lv}", [])
        if n["horus"][lv] > len(pool):
            raise fields["horus_piles"][str(lv)].fail(f"at most {len(pool)} (the level-{lv} Horus cards unseen)")
        state.horus[lv] = [pool.pop() for _ in range(n["horus"][lv])]
    rest = [cid for pool in unseen.values() for cid in pool]
    if n["deck"] != len(rest):
        raise fields["deck"].fail(f"{len(rest)} (the cards in no hand, pile or discard)")
    shuffle(rng, rest)
    state.deck, state.deck_of = rest, {}
    on_board = _on_board(state)
    for name, codes in c.piles.items():
        left = sorted((Counter(codes) - Counter(on_board[name])).elements())
        if n["temple"][name] != len(left):
            raise fields["temple_piles"][name].fail(f"{len(left)} (the {name} tiles not on the path)")
        shuffle(rng, left)
        state.piles[name] = left
    placed = _treasure_places(state, fields, seats)
    seen = [t for found in placed.values() for t in found]
    tally(placed, range(len(c.treasures)), "treasure", every=False)  # none in two places
    state.set_aside = sorted(set(range(len(c.treasures))) - set(seen))
    _treasure_count(c, fields, len(seen))
    scarabs = list(c.scarabs)
    shuffle(rng, scarabs)
    if n["bag"] + sum(n["scarabs"]) != len(scarabs):
        raise fields["scarab_bag"].fail(f"{len(scarabs) - sum(n['scarabs'])} (the scarabs no seat holds)")
    for s, k in enumerate(n["scarabs"]):
        state.scarabs[s], scarabs = scarabs[:k], scarabs[k:]
    state.scarab_bag = scarabs


def _treasure_count(c: Any, fields: dict[str, Field], placed: int) -> None:
    if placed != len(c.treasure_spaces):
        raise fields["tiles"].wrong(f"and the seats' treasures should hold {len(c.treasure_spaces)} treasures "
                                    f"in all (one was dealt to each treasure space), not {placed}")


def _hidden(state: LuxorState, fields: dict[str, Field], seats: list[dict[str, Field]], hidden: Field) -> None:
    """The hidden part as given, checked against the public one and the box."""
    c = state.c
    n = _counts(state, fields, seats)
    parts = hidden.dict(HIDDEN)
    ids = len(c.cards) - 1
    hands = parts["hands"].list(state.players)
    for s, hand in enumerate(hands):
        state.hands[s] = hand.ints(0, ids, size=len(n["backs"][s]))
        for i, cid in enumerate(state.hands[s]):
            if c.cards[cid].back != n["backs"][s][i]:
                raise hand[i].wrong(f"is card {cid}, whose back is {c.cards[cid].back!r}; the public part shows "
                                    f"{n['backs'][s][i]!r}")
    state.deck = parts["deck"].ints(0, ids, size=n["deck"])
    piles = parts["horus_piles"].dict([str(lv) for lv in LEVELS])
    for lv in LEVELS:
        state.horus[lv] = piles[str(lv)].ints(0, ids, size=n["horus"][lv])
        wrong = [cid for cid in state.horus[lv] if c.cards[cid].level != lv]
        if wrong:
            raise piles[str(lv)].wrong(f"holds card {wrong[0]}, which is not a level-{lv} Horus card")
    places = {parts["hands"].path + f"[{s}]": state.hands[s] for s in range(state.players)}
    places.update({parts["deck"].path: state.deck, fields["discard"].path: state.discard})
    places.update({piles[str(lv)].path: state.horus[lv] for lv in LEVELS})
    tally(places, [card.id for card in c.cards], "card")
    temple = parts["temple_piles"].dict(list(c.piles))
    on_board = _on_board(state)
    for name, codes in c.piles.items():
        pile = temple[name].list(size=n["temple"][name])
        state.piles[name] = [item.choice(sorted(set(codes))) for item in pile]
        tally({fields["tiles"].path: on_board[name], temple[name].path: state.piles[name]}, codes, f"{name} tile")
    values = sorted(set(c.scarabs))
    state.scarab_bag = [item.choice(values) for item in parts["scarab_bag"].list(n["bag"])]
    for s, mine in enumerate(parts["scarabs"].list(state.players)):
        state.scarabs[s] = [item.choice(values) for item in mine.list(n["scarabs"][s])]
    places = {parts["scarab_bag"].path: state.scarab_bag}
    places.update({parts["scarabs"].path + f"[{s}]": state.scarabs[s] for s in range(state.players)})
    tally(places, c.scarabs, "scarab")
    state.set_aside = parts["set_aside"].ints(0, len(c.treasures) - 1, most=len(c.treasures))
    placed = _treasure_places(state, fields, seats)
    tally({**placed, parts["set_aside"].path: state.set_aside}, range(len(c.treasures)), "treasure")
    _treasure_count(c, fields, len(c.treasures) - len(state.set_aside))
    in_hands = {cid for hand in state.hands for cid in hand}
    drawn = parts["deck_of"].dict()
    state.deck_of = {}
    for key, item in drawn.items():
        if not key.isdigit() or int(key) not in in_hands:
            raise item.wrong("names no card in a hand (deck_of maps a card in a hand to the reshuffle it came from)")
        state.deck_of[int(key)] = item.int(1, max(state.reshuffles, 1))


def _pending(state: LuxorState, field: Field) -> None:
    """The choice left open mid-turn: a roll to move by, the tiles to act on after "move all", or what to take."""
    phase, seat = state.phase, state.seat
    if phase in (PLAY, OVER):
        state.pending = field.choice([None])
        return
    if phase == MOVE:
        parts = field.dict(["steps", "roll"])
        roll = parts["roll"].int(1, DIE_FACES)
        steps = parts["steps"].ints(1, DIE_FACES)
        if steps not in ([roll], list(range(1, roll + 1))):
            raise parts["steps"].fail(f"[{roll}] or 1 to {roll} (what the roll of {roll} allows)")
        state.pending = {"steps": steps, "roll": roll}
    elif phase == ACT:
        parts = field.dict(["spaces"])
        choices = state.act_choices(seat)
        spaces = parts["spaces"].ints(1, state.c.chamber - 1)
        if len(spaces) < 2 or len(set(spaces)) < len(spaces) or not set(spaces) <= set(choices):
            raise parts["spaces"].fail(f"two or more of {choices} (tiles under the seat's adventurers)")
        state.pending = {"spaces": spaces}
    else:
        parts = field.dict(["options"])
        known = ["key", "scarab", "wild", *(f"horus{lv}" for lv in LEVELS)]
        options = [item.choice(known) for item in parts["options"].list()]
        if len(options) < 2 or len(set(options)) < len(options):
            raise parts["options"].fail("two or more different choices")
        state.pending = {"options": options}
