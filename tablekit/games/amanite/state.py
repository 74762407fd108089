"""Amanite's rules: setup, the four phases of each of three rounds, and the end of the game."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from ...core.actions import Action, masked
from ...core.draws import shuffle
from ...core.registry import register
from ...core.state import Result, State
from ...core.text import T, Text
from .components import (
    ANIMALS,
    ATTRIBUTE_NAMES,
    CLUES_PER_ATTRIBUTE,
    CODE,
    COLOUR_OF,
    COLOURS,
    MEEPLES_PER_PLAYER,
    NOTEBOOK_TOKENS_PER_PLAYER,
    PIG,
    PIGS,
    ROUNDS,
    SIDES,
    START_CARDS,
    TOKENS_PER_COLOUR,
    TOKENS_PER_TILE,
    forest_tiles,
    notebook_spaces,
    sort_tokens,
)
from .knowledge import constraints_of, worlds
from .messages import M, colours, tokens
from .moves import feed_action, note_action, pair_action, pile_action, place_action, side_action, split_actions
from .options import INFO, chosen_attributes
from .scoring import placing, score, winners
from .splits import distinct_pairs

SEAT_TEXTS = tuple(M(f"seat.{s}") for s in range(len(ANIMALS)))  # made once: events name seats all the time
SIDE_SECRET = tuple(M("side.secret", animal=t) for t in SEAT_TEXTS)  # what the others see of a side chosen
SIDES_PHASE, PLACE, COLLECT, PIG_RETURN, NOTEBOOK, OVER = "sides", "place", "collect", "pig", "notebook", "over"


class Tile:
    """A forest tile: its tokens (or two piles once split) and who stands on the "1" and split spaces."""

    __slots__ = ("tokens", "piles", "one", "split")

    def __init__(self) -> None:
        self.tokens = ""
        self.piles: tuple[str, str] | None = None
        self.one: int | None = None
        self.split: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"tokens": self.tokens, "piles": list(self.piles) if self.piles else None,
                "one": self.one, "split": self.split}


@register
class AmaniteState(State):
    """Amanite for 2–4 players. Seat i plays the i-th animal: Fox, Squirrel, Owl, Jay."""

    info = INFO

    def __init__(self, players: int, rng: random.Random, options: Mapping[str, Any]) -> None:
        super().__init__(players, rng, options)
        self.attributes = chosen_attributes(options["attributes"], rng)
        decks = list(self.attributes)
        shuffle(rng, decks)
        self.secret: dict[str, str] = dict(zip(COLOURS, decks))
        self.bag: list[str] = [CODE[c] for c in COLOURS for _ in range(TOKENS_PER_COLOUR)] + [PIG] * PIGS
        self.tiles = [Tile() for _ in range(forest_tiles(players))]
        self.spaces = notebook_spaces(players)
        self.notes: dict[str, list[int]] = {c: [] for c in COLOURS}
        self.tokens = [Counter() for _ in range(players)]
        self.start_clues: list[tuple[str, ...] | None] = [None] * players  # sorted attributes, order unknown
        self.notebook_clues: list[list[tuple[str, str]]] = [[] for _ in range(players)]
        first = options["first_player"]
        self.first = rng.randrange(players) if first is None else first
        self.round = 1
        self.queue: list[int] = []  # seats due to act in this phase, in order
        self.collecting = 0
        self.pig_debts: list[int] = []
        sides = options["sides"]
        self.sides: list[str | None] = list(sides) if sides else [None] * players
        self.phase = SIDES_PHASE
        self._events: list[str] = []
        if sides:
            self._deal_start_clues()

    # -- helpers -------------------------------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return ANIMALS[seat]

    def seat_text(self, seat: int) -> T:
        return SEAT_TEXTS[seat]

    def start_colours(self, seat: int) -> tuple[str, str, str]:
        side = self.sides[seat]
        assert side is not None
        return START_CARDS[ANIMALS[seat]][side]

    def deck_left(self, colour: str) -> int:
        """Clue cards still on a colour's deck: one went to each start card showing it, one to each notebook token."""
        dealt = sum(colour in self.start_colours(s) for s in range(self.players) if self.start_clues[s] is not None)
        return CLUES_PER_ATTRIBUTE - dealt - len(self.notes[colour])

    def meeples_home(self, seat: int) -> int:
        return MEEPLES_PER_PLAYER - sum(seat in (t.one, t.split) for t in self.tiles)

    def _draw(self) -> str | None:
        bag = self.bag
        if not bag:
            return None
        i = self.rng.randrange(len(bag))
        bag[i], bag[-1] = bag[-1], bag[i]
        return bag.pop()

    def _turn_order(self) -> list[int]:
        return [(self.first + k) % self.players for k in range(self.players)]

    # -- setup and rounds ----------------------------------------------------------------------------------------
    def _deal_start_clues(self) -> None:
        for seat in range(self.players):
            colours = self.start_colours(seat)
            self.start_clues[seat] = tuple(sorted(self.secret[c] for c in colours))
        self.say(M, "ev.start_clues")
        self._start_round()

    def _start_round(self) -> None:
        want = TOKENS_PER_TILE[self.round]
        for tile in self.tiles:
            drawn = [t for t in (self._draw() for _ in range(want)) if t is not None]
            tile.tokens = sort_tokens("".join(drawn))
            tile.piles, tile.one, tile.split = None, None, None
        full = all(len(t.tokens) == want for t in self.tiles)
        self.say(M, "ev.round" if full else "ev.round.short", round=self.round, count=want)
        self.phase = PLACE
        self.queue = self._turn_order() * MEEPLES_PER_PLAYER
        self._skip_stuck_meeples()

    def _placements(self, seat: int) -> list[Action]:
        found: list[Action] = []
        for i, tile in enumerate(self.tiles):
            if seat in (tile.one, tile.split):
                continue
            if tile.one is None:
                found.append(place_action(i))
            elif tile.split is None and len(tile.tokens) >= 2:
                found.extend(split_actions(i, tile.tokens))
        return found

    def has_legal_action(self, seat: int) -> bool:
        if seat not in self.to_act():
            return False
        if self.phase == PLACE:
            return self._may_place(seat)
        return bool(self.legal_actions(seat))

    def _may_place(self, seat: int) -> bool:
        """Whether ``seat`` has a meeple placement (what ``_placements`` would list), without listing them."""
        return any(seat not in (t.one, t.split) and (t.one is None or (t.split is None and len(t.tokens) >= 2))
                   for t in self.tiles)

    def _skip_stuck_meeples(self) -> None:
        while self.queue and not self._may_place(self.queue[0]):
            seat = self.queue.pop(0)
            self.say(lambda seat=seat: M("ev.stuck", seat=self.seat_text(seat)))
        if not self.queue:
            self.phase = COLLECT
            self.collecting = 0
            self._collect_until_choice()

    def _collect_until_choice(self) -> None:
        """Resolve forest tiles from the left until a player must choose (or the phase ends)."""
        while True:
            if self.pig_debts:
                if len(self._pig_choices(self.pig_debts[0])) > 1:
                    self.phase = PIG_RETURN
                    return
                self._settle_forced_pig(self.pig_debts.pop(0))
                continue
            if self.collecting == len(self.tiles):
                break
            tile = self.tiles[self.collecting]
            if tile.one is None:
                if tile.tokens:
                    self.bag.extend(tile.tokens)
                    self.say(M, "ev.nobody", tile=self.collecting + 1)
                self._finish_tile()
            elif tile.split is None and len(distinct_pairs(tile.tokens)) > 1:
                self.phase = COLLECT
                return
            elif tile.split is None:
                self._take_lone(tile.one, tile.tokens[:2])
            else:
                self.phase = COLLECT
                return
        self._end_collection()

    def _finish_tile(self) -> None:
        tile = self.tiles[self.collecting]
        tile.tokens, tile.piles, tile.one, tile.split = "", None, None, None
        self.collecting += 1

    def _gain(self, seat: int, codes: str) -> None:
        self.tokens[seat].update(codes)
        self.pig_debts.extend([seat] * codes.count(PIG))

    def _take_lone(self, seat: int, taken: str) -> None:
        tile = self.tiles[self.collecting]
        rest = list(tile.tokens)
        for t in taken:
            rest.remove(t)
        self.bag.extend(rest)
        self._gain(seat, taken)
        tile = self.collecting + 1
        self.say(lambda: M("ev.take.rest", seat=self.seat_text(seat), tokens=tokens(taken), tile=tile,
                           rest=tokens("".join(rest))) if rest
                 else M("ev.take", seat=self.seat_text(seat), tokens=tokens(taken), tile=tile))
        self._finish_tile()

    def _pig_choices(self, seat: int) -> list[str]:
        return [code for code in "BGPRWY" if self.tokens[seat][code]]

    def _settle_forced_pig(self, seat: int) -> None:
        held = [code for code in "BGPRWY" if self.tokens[seat][code]]
        if not held:
            self.say(lambda: M("ev.pig_none", seat=self.seat_text(seat)))
            return
        self._return_token(seat, held[0])

    def _return_token(self, seat: int, code: str) -> None:
        self.tokens[seat][code] -= 1
        if not self.tokens[seat][code]:
            del self.tokens[seat][code]
        self.bag.append(code)
        self.say(lambda: M("ev.pig_eats", seat=self.seat_text(seat), colour=M(f"colour.{COLOUR_OF[code]}")))

    def _end_collection(self) -> None:
        if self.round == ROUNDS:
            self.phase = OVER
            self.queue = []
            self.say(M, "ev.over")
            return
        self.phase = NOTEBOOK
        last = (self.first - 1) % self.players
        self.queue = [(last - k) % self.players for k in range(self.players)]

    def _end_notebook(self) -> None:
        self.first = (self.first + 1) % self.players
        self.say(lambda: M("ev.first", seat=self.seat_text(self.first)))
        self.round += 1
        self._start_round()

    # -- the State interface -------------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.phase == SIDES_PHASE:
            return [s for s in range(self.players) if self.sides[s] is None]
        if self.phase in (PLACE, NOTEBOOK):
            return self.queue[:1]
        if self.phase == PIG_RETURN:
            return self.pig_debts[:1]
        if self.phase == COLLECT:
            return [self.tiles[self.collecting].one]  # type: ignore[list-item]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        phase = self.phase
        if phase == SIDES_PHASE:
            return [side_action(seat, s) for s in SIDES]
        if phase == PLACE:
            return self._placements(seat)
        if phase == COLLECT:
            i = self.collecting
            tile = self.tiles[i]
            if tile.piles:
                return [pile_action(i, k, p) for k, p in enumerate(tile.piles)]
            return [pair_action(i, pair) for pair in distinct_pairs(tile.tokens)]
        if phase == PIG_RETURN:
            return [feed_action(code) for code in self._pig_choices(seat)]
        if phase == NOTEBOOK:
            return [note_action(c) for c in COLOURS if len(self.notes[c]) < self.spaces]
        return []

    def seen_by_others(self, seat: int, action: Action) -> Action | None:
        if self.phase == SIDES_PHASE:  # chosen in secret, shown when all have chosen
            return masked(action, SIDE_SECRET[seat])
        return action

    def apply(self, seat: int, action: Action) -> list[T]:
        self._events = []
        kind, _, rest = action.id.partition(":")
        getattr(self, f"_do_{kind}")(seat, rest)
        return self._events

    def _do_side(self, seat: int, side: str) -> None:
        self.sides[seat] = side
        self.say(lambda: M("ev.side_chosen", seat=self.seat_text(seat)))
        if all(self.sides):
            for s in range(self.players):
                self.say(lambda s=s: M("ev.side_shown", seat=self.seat_text(s), side=self.sides[s],
                            colours=colours(self.start_colours(s))))
            self._deal_start_clues()

    def _do_place(self, seat: int, rest: str) -> None:
        i = int(rest)
        self.tiles[i].one = seat
        self._placed(seat, lambda: M("ev.place", seat=self.seat_text(seat), tile=i + 1))

    def _do_split(self, seat: int, rest: str) -> None:
        index, _, piles = rest.partition(":")
        upper, lower = piles.split("|")
        tile = self.tiles[int(index)]
        tile.split, tile.piles = seat, (upper, lower)
        self._placed(seat, lambda: M("ev.split", seat=self.seat_text(seat), tile=int(index) + 1,
                                     upper=tokens(upper), lower=tokens(lower)))

    def _placed(self, seat: int, text: Callable[[], T]) -> None:
        self.queue.pop(0)
        self.say(text)
        self._skip_stuck_meeples()

    def _do_pile(self, seat: int, rest: str) -> None:
        tile = self.tiles[self.collecting]
        k = int(rest.partition(":")[2])
        assert tile.piles is not None and tile.split is not None
        mine, theirs = tile.piles[k], tile.piles[1 - k]
        splitter = tile.split
        self.say(lambda: M("ev.pile", seat=self.seat_text(seat), mine=tokens(mine), tile=self.collecting + 1,
                           splitter=self.seat_text(splitter), theirs=tokens(theirs)))
        self._gain(seat, mine)
        self._gain(splitter, theirs)
        self._finish_tile()
        self._collect_until_choice()

    def _do_take(self, seat: int, rest: str) -> None:
        self._take_lone(seat, rest.partition(":")[2])
        self._collect_until_choice()

    def _do_feed(self, seat: int, code: str) -> None:
        self.pig_debts.pop(0)
        self._return_token(seat, code)
        self._collect_until_choice()

    def _do_note(self, seat: int, colour: str) -> None:
        self.notes[colour].append(seat)
        self.notebook_clues[seat].append((colour, self.secret[colour]))
        self.queue.pop(0)
        self.say(lambda: M("ev.note", seat=self.seat_text(seat), colour=M(f"colour.{colour}")))
        if not self.queue:
            self._end_notebook()

    def explain_illegal(self, seat: int, action_id: str) -> Text:
        from .explain import explain

        return explain(self, seat, action_id)

    # -- information ---------------------------------------------------------------------------------------------
    def clues_of(self, seat: int) -> dict[str, Any] | None:
        start = self.start_clues[seat]
        if start is None:
            return None
        return {
            "start": {"colours": list(self.start_colours(seat)), "attributes": list(start)},
            "notebook": [{"colour": c, "attribute": a} for c, a in self.notebook_clues[seat]],
        }

    def view(self, seat: int | None, reveal: bool) -> dict[str, Any]:
        sides_known = reveal or all(self.sides)
        tiles = [t.to_dict() for t in self.tiles]
        seats = []
        for s in range(self.players):
            side = self.sides[s] if (sides_known or s == seat) else None
            seats.append({
                "animal": ANIMALS[s],
                "side": side,
                "side_chosen": self.sides[s] is not None,
                "colours": list(START_CARDS[ANIMALS[s]][side]) if side else None,
                "tokens": dict(sorted(self.tokens[s].items())),
                "meeples_home": self.meeples_home(s),
                "notebook_tokens": NOTEBOOK_TOKENS_PER_PLAYER - sum(n.count(s) for n in self.notes.values()),
                "clue_cards": (3 if self.start_clues[s] else 0) + len(self.notebook_clues[s]),
            })
        out: dict[str, Any] = {
            "round": self.round,
            "phase": self.phase,
            "first": self.first,
            "attributes": sorted(self.attributes, key=list(ATTRIBUTE_NAMES).index),
            "tiles": tiles,
            "collecting": self.collecting if self.phase in (COLLECT, PIG_RETURN) else None,
            "bag": len(self.bag),
            "cards": {c: {"spaces": self.spaces, "notes": list(self.notes[c]), "deck": self.deck_left(c)}
                      for c in COLOURS},
            "seats": seats,
            "pig_debts": list(self.pig_debts),
            "clues": self.clues_of(seat) if seat is not None else None,
        }
        if reveal:
            out["secret"] = dict(self.secret)
            out["all_clues"] = [self.clues_of(s) for s in range(self.players)]
        if self.phase == OVER:
            out["final"] = self._final_table()
        return out

    def assign(self, secret: Mapping[str, str]) -> None:
        """Give the colours these attributes, and every clue card already drawn the attribute of its colour."""
        self.secret = dict(secret)
        for s in range(self.players):
            if self.start_clues[s] is not None:
                self.start_clues[s] = tuple(sorted(self.secret[c] for c in self.start_colours(s)))
            self.notebook_clues[s] = [(c, self.secret[c]) for c, _ in self.notebook_clues[s]]

    def redeal(self, seat: int, rng: random.Random) -> None:
        """Choose the colours' attributes anew among those the seat's clues allow, then the others' clues; sides
        the others chose in secret (while some seat still chooses) are chosen anew too."""
        if not all(self.sides):
            self.sides = [side if s == seat or side is None else rng.choice(SIDES) for s, side in enumerate(self.sides)]
        mine = constraints_of(self.clues_of(seat))
        options = worlds(tuple(sorted(self.attributes)), mine)
        self.assign(dict(zip(COLOURS, rng.choice(options))))
        self.bag.sort()  # sorted first: the deal depends on the seed and the view alone, not the hidden order
        shuffle(rng, self.bag)
        self.rng = rng

    # -- ending and scoring --------------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[float]:
        return [float(v) for v in score(self.tokens, self.secret).totals]

    def result(self) -> Result:
        scoring = score(self.tokens, self.secret)
        return Result(
            winners=winners(scoring, self.tokens),
            scores=[float(v) for v in scoring.totals],
            places=placing(scoring, self.tokens),
            breakdown=[{k: float(v) for k, v in parts.items()} for parts in scoring.breakdown],
            eliminated=sorted(scoring.eliminated),
        )

    def _final_table(self) -> dict[str, Any]:
        scoring = score(self.tokens, self.secret)
        return {
            "totals": scoring.totals,
            "breakdown": scoring.breakdown,
            "eliminated": {str(s): why for s, why in scoring.eliminated.items()},
            "winners": winners(scoring, self.tokens),
        }

    # -- components ----------------------------------------------------------------------------------------------
    def inventory(self) -> Counter[str]:
        counts: Counter[str] = Counter({f"token:{CODE[c]}": TOKENS_PER_COLOUR for c in COLOURS})
        counts["token:X"] = PIGS
        counts.update({f"clue:{a}": CLUES_PER_ATTRIBUTE for a in self.attributes})
        counts["meeple"] = MEEPLES_PER_PLAYER * self.players
        counts["notebook token"] = NOTEBOOK_TOKENS_PER_PLAYER * self.players
        return counts

    def locations(self) -> dict[str, Counter[str]]:
        places: dict[str, Counter[str]] = {"bag": Counter(f"token:{t}" for t in self.bag)}
        for i, tile in enumerate(self.tiles):
            here = Counter(f"token:{t}" for t in (tile.tokens if tile.piles is None else "".join(tile.piles)))
            here["meeple"] = (tile.one is not None) + (tile.split is not None)
            places[f"forest tile {i + 1}"] = here
        for s in range(self.players):
            mine = Counter({f"token:{t}": n for t, n in self.tokens[s].items()})
            mine["notebook token"] = NOTEBOOK_TOKENS_PER_PLAYER - sum(n.count(s) for n in self.notes.values())
            mine["meeple"] = self.meeples_home(s)
            start = self.start_clues[s] or ()
            mine.update(f"clue:{a}" for a in start)
            mine.update(f"clue:{a}" for _, a in self.notebook_clues[s])
            places[self.name(s)] = mine
        for c in COLOURS:
            places[f"{c} mushroom card"] = Counter({f"clue:{self.secret[c]}": self.deck_left(c),
                                                    "notebook token": len(self.notes[c])})
        return places
