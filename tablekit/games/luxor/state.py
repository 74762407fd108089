"""Luxor's rules: setup, the three steps of a turn, the last round and final scoring.

>>> import tablekit
>>> g = tablekit.new_game("luxor", players=2, seed=3)
>>> view = g.view(0)
>>> len(view["seats"][0]["hand"]), view["seats"][1]["hand"], view["adventurers"][0]
(5, None, {'positions': [0, 0], 'asleep': [True, True, True]})
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from functools import cache, partial
from typing import Any

from ...core.actions import Action
from ...core.clone import clone
from ...core.components import load_components
from ...core.draws import shuffle
from ...core.kept import Kept
from ...core.registry import register
from ...core.state import Result, State, firsts
from ...core.text import Text
from .cards import ACT, HAND, MOVE, Playing, step_move
from .components import DEFAULT_FILE, TREASURE_TYPES, validate
from .hidden import inventory, locations, redeal
from .landing import CHOOSE
from .messages import M, place_text, tile_text
from .options import INFO
from .scoring import final_parts, placing, set_count, winners

PLAY, OVER = "play", "over"
STATUES = 3


def _rows(rows: list[list[Any]]) -> list[list[Any]]:
    """A copy of a list of lists of plain values (one per seat)."""
    return [row[:] for row in rows]


def _piles(piles: dict[Any, list[Any]]) -> dict[Any, list[Any]]:
    """A copy of named lists of plain values (the Horus and temple piles)."""
    return {name: pile[:] for name, pile in piles.items()}


SHAPES: dict[str, Callable[[Any], Any]] = {  # a state's attribute -> how a copy copies it (the values are plain)
    **dict.fromkeys(("deck", "discard", "entered", "keys", "scarab_bag", "set_aside", "tiles", "treasure_vp",
                     "wild"), list.copy),
    **dict.fromkeys(("asleep", "hands", "pos", "sarcophagi", "scarabs", "treasures"), _rows),
    **dict.fromkeys(("horus", "piles"), _piles),
    "deck_of": dict.copy,
}


@cache
def parsed(action_id: str) -> tuple[str, tuple[Any, ...]]:
    """An action id's kind and its arguments, numbers as ints (a ``take``'s option stays a word): games list the
    same few hundred ids again and again, so each is read once."""
    kind, _, rest = action_id.partition(":")
    return kind, (rest,) if kind == "take" else tuple(int(x) for x in rest.split(":"))


@register
class LuxorState(Playing, State):
    """Luxor for 2–4 players; seat i plays the i-th colour (Red, Blue, Green, Yellow)."""

    info = INFO
    DO = {"play": Playing._do_play, "move": Playing._do_move, "act": Playing._do_act, "take": Playing._do_take,
          "discard": Playing._do_discard}  # action id prefix -> what carries it out

    def __init__(self, players: int, rng: random.Random, options: Mapping[str, Any]) -> None:
        super().__init__(players, rng, options)
        c = self.c = load_components(options["components"], DEFAULT_FILE, validate)
        tiles: list[Any] = [None] * (c.spaces + 2)
        for space, level in c.horus_spaces.items():
            tiles[space] = f"horus:{level}"
        osiris = list(c.osiris_tiles)
        shuffle(rng, osiris)
        for space, value in zip(c.osiris_spaces, osiris):
            tiles[space] = f"osiris:{value}"
        treasures = list(range(len(c.treasures)))
        shuffle(rng, treasures)
        spaces = c.treasure_spaces
        for space, tid in zip(spaces, treasures):
            tiles[space] = tid
        self.tiles = tiles
        self.set_aside = sorted(treasures[len(spaces):])
        self.piles = {name: list(codes) for name, codes in c.piles.items()}
        for pile in self.piles.values():
            shuffle(rng, pile)
        self.horus = {level: list(c.by_level[level]) for level in (1, 2, 3)}
        for pile in self.horus.values():
            shuffle(rng, pile)
        self.deck = list(c.by_level[0])
        shuffle(rng, self.deck)
        self.discard: list[int] = []
        self.reshuffles = 0  # decks made of the discards so far
        self.deck_of: dict[int, int] = {}  # card -> the reshuffled deck it was last drawn from (public; not: the first)
        self.hands = [[self.deck.pop() for _ in range(HAND)] for _ in range(players)]
        self.pos = [[0, 0] for _ in range(players)]
        self.asleep = [[True] * STATUES for _ in range(players)]
        self.keys = [0] * players
        self.key_supply = c.keys
        self.wild = [0] * players
        self.wild_supply = c.wild_cards
        self.scarab_bag = list(c.scarabs)
        self.scarabs: list[list[int]] = [[] for _ in range(players)]
        self.treasures: list[list[int]] = [[] for _ in range(players)]
        self.treasure_vp = [0] * players
        self.sarcophagi: list[list[int]] = [[] for _ in range(players)]
        self.entered: list[int] = []
        self.first = self.seat = options["first_player"]
        self.phase = PLAY
        self.pending: dict[str, Any] | None = None
        self.last_round = False
        self._events: list[Any] = []

    # -- the turn ------------------------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        return [] if self.phase == OVER else [self.seat]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.seat or self.phase == OVER:
            return []
        phase = self.phase
        if phase == PLAY:
            return self.play_actions(seat)
        pending = self.pending
        assert pending is not None
        c = self.c
        made = c.actions  # immutable, built once per component set
        if phase == MOVE:
            table = made.get(("moves",))  # (from, steps, to) -> its action
            if table is None:
                table = made[("moves",)] = Kept(partial(step_move, c))
            return self.moves(seat, pending["steps"], table)
        if phase == ACT:
            tiles = self.tiles
            return [made.get(("act", p, tiles[p])) or made.setdefault(("act", p, tiles[p]), Action(
                f"act:{p}", M("act.act", place=place_text(p, c), tile=tile_text(tiles[p], c))))
                for p in pending["spaces"]]
        return [made.get(("take", o)) or made.setdefault(("take", o), Action(
            f"take:{o}", M("act.take.horus", level=int(o[5:])) if o.startswith("horus") else M(f"act.take.{o}")))
            for o in pending["options"]]

    def apply(self, seat: int, action: Action) -> list[Any]:
        self._events = []
        kind, args = parsed(action.id)
        self.phase = PLAY
        self.DO[kind](self, seat, *args)
        if self.phase == PLAY:
            self._end_turn()
        return self._events

    def _end_turn(self) -> None:
        self.pending = None
        self.refill(self.seat)
        if len(self.entered) >= 2 and not self.last_round:
            self.last_round = True
            self.say(M, "event.last_round")
        if self.last_round and self.seat == (self.first - 1) % self.players:
            self.phase = OVER
            self.say(M, "event.over")
            return
        self.seat = (self.seat + 1) % self.players

    def explain_illegal(self, seat: int, action_id: str) -> Text:
        from .explain import explain

        return explain(self, seat, action_id)

    # -- information ---------------------------------------------------------------------------------------------
    def event_memo(self) -> dict[tuple[Any, ...], Any]:
        """The events told at almost every step read the board of this game's components (a component file can
        change it): :meth:`say_once` keeps them with the components."""
        return self.c.events

    def static_data(self) -> dict[str, Any]:
        return self.c.static()

    def view(self, seat: int | None, reveal: bool) -> dict[str, Any]:
        seats = []
        for s in range(self.players):
            mine = reveal or s == seat
            seats.append({
                "hand": list(self.hands[s]) if mine else None,
                "backs": [self.c.cards[cid].back for cid in self.hands[s]],
                "keys": self.keys[s],
                "wild": self.wild[s],
                "treasures": list(self.treasures[s]),
                "treasure_vp": self.treasure_vp[s],
                "scarabs": len(self.scarabs[s]),
                "scarab_values": sorted(self.scarabs[s]) if mine else None,
                "sarcophagi": list(self.sarcophagi[s]),
            })
        out: dict[str, Any] = {
            "phase": self.phase,
            "turn": self.seat,
            "first": self.first,
            "last_round": self.last_round,
            "tiles": list(self.tiles),
            "adventurers": [{"positions": sorted(self.pos[s]), "asleep": list(self.asleep[s])}
                            for s in range(self.players)],
            "seats": seats,
            "entered": list(self.entered),
            "deck": len(self.deck),
            "discard": list(self.discard),
            "horus_piles": {str(lv): len(p) for lv, p in self.horus.items()},
            "temple_piles": {name: len(p) for name, p in self.piles.items()},
            "scarab_bag": len(self.scarab_bag),
            "key_supply": self.key_supply,
            "wild_supply": self.wild_supply,
            "pending": dict(self.pending) if self.pending else None,
        }
        if seat == self.seat and self.phase in (PLAY, MOVE):
            out["previews"] = self.previews(seat)
        if reveal:
            out["set_aside"] = list(self.set_aside)
        if self.phase == OVER:
            out["final"] = self.final_table()
        return out

    def previews(self, seat: int) -> dict[str, list[int]]:
        """For each move listed now: the space it reaches, then those Osiris tiles carry it on to."""
        found: dict[str, list[int]] = {}
        for action in self.legal_actions(seat):
            parts = action.id.split(":")
            if len(parts) < 3:
                continue
            start, steps = int(parts[-2]), int(parts[-1])
            end = self.target(seat, start, steps)
            path = [end]
            while end is not None and type(self.tiles[end]) is str and self.tiles[end].startswith("osiris"):
                end = self.target(seat, end, int(self.tiles[end][7:]))
                if end is None:
                    break
                path.append(end)
            found[action.id] = path  # type: ignore[assignment]
        return found

    def __deepcopy__(self, memo: dict[int, Any]) -> LuxorState:
        """The copy :meth:`State.copy` makes: the lists and piles, whose shapes are known, copied as such (the
        generic clone asks every value its type); anything else, the generator, the pending choice and any new
        attribute too, through that clone and its ``memo``."""
        other = object.__new__(type(self))
        memo[id(self)] = other
        other.__dict__.update({name: how(value) if (how := SHAPES.get(name)) else clone(value, memo)
                               for name, value in self.__dict__.items()})
        return other

    def redeal(self, seat: int, rng: random.Random) -> None:
        """Deal anew what ``seat`` cannot see: others' hands (by their backs), the deck, the piles, the scarabs."""
        redeal(self, seat, rng)

    # -- ending and scoring --------------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    def types(self, seat: int) -> dict[str, int]:
        """How many treasures of each type ``seat`` has taken."""
        treasures = self.c.treasures
        found = dict.fromkeys(TREASURE_TYPES, 0)
        for t in self.treasures[seat]:
            found[treasures[t].type] += 1
        return found

    def parts(self, seat: int) -> dict[str, float]:
        walls = self.c.walls
        return final_parts([walls[p] for p in self.pos[seat]], self.keys[seat], self.scarabs[seat],
                           self.sarcophagi[seat], self.types(seat), self.wild[seat], self.treasure_vp[seat])

    def scores(self) -> list[float]:
        return [sum(self.parts(s).values()) for s in range(self.players)]

    def result(self) -> Result:
        breakdown = [self.parts(s) for s in range(self.players)]
        totals = [sum(b.values()) for b in breakdown]
        places = placing(totals, self.sarcophagi)
        return Result(winners=firsts(places), scores=totals, places=places, breakdown=breakdown)

    def final_table(self) -> dict[str, Any]:
        rows = []
        for s in range(self.players):
            rows.append({"parts": self.parts(s), "sets": set_count(self.types(s), self.wild[s])})
        totals = [sum(r["parts"].values()) for r in rows]
        return {"rows": rows, "totals": totals, "winners": winners(totals, self.sarcophagi)}

    # -- components ----------------------------------------------------------------------------------------------
    def inventory(self) -> Counter[str]:
        return inventory(self)

    def locations(self) -> dict[str, Counter[str]]:
        return locations(self)


__all__ = ["ACT", "CHOOSE", "MOVE", "OVER", "PLAY", "LuxorState"]
