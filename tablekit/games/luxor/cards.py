"""Playing a card from either end of the hand (rulebook: カードをプレイし…, ホルスカード), and the refill.

A mixin of :class:`~tablekit.games.luxor.state.LuxorState`. Action ids:

- ``play:<i>:<from>:<steps>``: play the card at hand position ``i`` (the first or the last) and move one of your
  adventurers standing on ``from`` by ``steps`` (−1: one step back, for the "+1/−1" card);
- ``play:<i>``: play a card that needs no adventurer yet (a die is rolled, or all adventurers move, or the last
  one joins the second-last);
- ``move:<from>:<steps>``: after a roll, the move; ``act:<space>``: after "move all", the tile to act on;
- ``take:<option>``: a landing choice (``key``, ``horus1``-``horus3``, ``scarab``, ``wild``);
- ``discard:<i>``: when no end card can move an adventurer, throw one away.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...core.actions import Action
from .landing import Landing
from .messages import M, card_text, place_text, play_event, seat_text, side_text, signed
from .path import open_spaces

if TYPE_CHECKING:
    from .components import Card

HAND = 5
MOVE, ACT = "move", "act"
DIE_FACES = 6


@dataclass(frozen=True)
class OpenSpaces:
    """A board (its tiles) and the spaces a step can end on there: kept between listings and, never changed once
    made, shared by copies (the shared clone routine shares frozen dataclasses instead of copying two lists)."""

    tiles: list[Any]
    spaces: list[int]


class Playing(Landing):
    """Card play and the movement each card allows."""

    discard: list[int]
    deck: list[int]
    reshuffles: int
    deck_of: dict[int, int]
    rng: Any
    _open: OpenSpaces  # made on first listing

    def active(self, seat: int) -> list[int]:
        """Distinct positions of ``seat``'s adventurers that may move (awake and not in the chamber)."""
        chamber = self.c.chamber
        return sorted({p for p in self.pos[seat] if p < chamber})

    def ends(self, seat: int) -> list[int]:
        n = len(self.hands[seat])
        return [0] if n == 1 else [0, n - 1] if n else []

    def open_spaces(self) -> list[int]:
        """:func:`~.path.open_spaces` of the board, kept until a tile changes (the board is compared with the one
        it was made for, so any change, a scenario's or a position file's too, makes it anew)."""
        tiles = self.tiles
        kept = self.__dict__.get("_open")
        if kept is not None and kept.tiles == tiles:
            return kept.spaces
        found = open_spaces(tiles)
        self._open = OpenSpaces(list(tiles), found)
        return found

    def moves(self, seat: int, steps: list[int]) -> list[tuple[int, int, int]]:
        """``(from, steps, to)`` for every distinct move of ``seat`` by one of ``steps`` (−1: one step back), from
        each active position in order: counted on :meth:`open_spaces` (a step ends on the next open one)."""
        spaces = self.open_spaces()
        chamber = spaces[-1]
        keyless = self.keys[seat] == 0
        found = []
        for p in sorted(set(self.pos[seat])):
            if p >= chamber:
                continue
            j = bisect_right(spaces, p) - 1  # spaces[j + k]: k steps ahead
            for k in steps:
                if k < 0:
                    b = bisect_left(spaces, p) - 1  # the last tile space behind p
                    if b >= 0:
                        found.append((p, k, spaces[b]))
                elif j + k < len(spaces):
                    end = spaces[j + k]
                    if end != chamber or not keyless:
                        found.append((p, k, end))
        return found

    def last_move(self, seat: int) -> tuple[int, int] | None:
        """The "last to second-last" Horus card's move: the rearmost adventurer joins the next one ahead.

        Adventurers in the chamber count; several on the rearmost space do not make it the second-last.
        """
        where = sorted(set(self.pos[seat]))
        if len(where) < 2:
            return None
        start, end = where[0], where[1]
        if end == self.c.chamber and self.keys[seat] == 0:
            return None
        return start, end

    def card_steps(self, card: Card) -> list[int]:
        kind = card.kind
        if kind == "number":
            return [card.value]
        if kind == "plusminus":
            return [1, -1]
        return list(range(1, card.value + 1))  # choose, fewer

    def card_actions(self, seat: int, i: int) -> list[Action]:
        """The actions playing hand card ``i``."""
        cid = self.hands[seat][i]
        card = self.c.cards[cid]
        kind = card.kind
        made = self.c.actions  # actions are immutable: each is built once per component set
        if kind in ("number", "plusminus", "choose", "fewer"):
            table = made.get((i, cid, "moves"))  # (from, steps, to) -> its action
            if table is None:
                table = made[i, cid, "moves"] = {}
            found = []
            for move in self.moves(seat, self.card_steps(card)):
                action = table.get(move)
                if action is None:
                    p, k, e = move
                    action = table[move] = Action(f"play:{i}:{p}:{k}", M(
                        "act.play.move", side=side_text(i), card=card_text(card), start=place_text(p, self.c),
                        steps=signed(k), end=place_text(e, self.c)))
                found.append(action)
            return found
        if kind in ("die", "roll"):
            ok = self.moves(seat, [1])
        elif kind == "all":
            ok = self.moves(seat, [card.value])
        else:
            ok = self.last_move(seat) is not None
        if not ok:
            return []
        key = (i, cid)
        action = made.get(key)
        if action is None:
            action = made[key] = Action(f"play:{i}", M(f"act.play.{kind}", side=side_text(i), card=card_text(card)))
        return [action]

    def play_actions(self, seat: int) -> list[Action]:
        last = len(self.hands[seat]) - 1  # the ends of the hand: the first card and the last
        found = self.card_actions(seat, 0)
        if last:
            found += self.card_actions(seat, last)
        if found:
            return found
        return [Action(f"discard:{i}", M("act.discard", side=side_text(i),
                                         card=card_text(self.c.cards[self.hands[seat][i]])))
                for i in self.ends(seat)]

    # -- carrying out ----------------------------------------------------------------------------------------
    def _do_play(self, seat: int, rest: str) -> None:
        parts = rest.split(":")
        i = int(parts[0])
        card = self.c.cards[self.hands[seat].pop(i)]
        self.discard.append(card.id)
        who = seat_text(seat)
        self.say(play_event, seat, card)
        if len(parts) == 3:
            self.step(seat, int(parts[1]), int(parts[2]), card.kind == "fewer")
        elif card.kind in ("die", "roll"):
            roll = self.rng.randint(1, DIE_FACES)
            self.say(M, "event.roll", seat=who, roll=roll)
            steps = [roll] if card.kind == "die" else list(range(1, roll + 1))
            if self.moves(seat, steps):
                self.phase = MOVE
                self.pending = {"steps": steps, "roll": roll}
            else:
                self.say(M, "event.no_move", seat=who, roll=roll)
        elif card.kind == "all":
            self._move_all(seat, card.value)
        else:
            start, end = self.last_move(seat)  # type: ignore[misc]
            self.relocate(seat, start, end)
            if end != self.c.chamber:
                self.land(seat, end)

    def _move_all(self, seat: int, steps: int) -> None:
        """Every active adventurer moves ``steps``, front first; those reaching Osiris move on; then one tile acts."""
        chamber = self.c.chamber
        for p in sorted((p for p in self.pos[seat] if p < chamber), reverse=True):
            end = self.target(seat, p, steps)
            if end is None:
                self.say(lambda p=p: M("event.stays", seat=seat_text(seat), start=place_text(p, self.c)))
                continue
            self.relocate(seat, p, end)
            self.osiris_chain(seat, end)
        spaces = self.act_choices(seat)
        if len(spaces) == 1:
            self.land(seat, spaces[0])
        elif spaces:
            self.phase = ACT
            self.pending = {"spaces": spaces}
        else:
            self.say(M, "event.nothing", seat=seat_text(seat))

    def act_choices(self, seat: int) -> list[int]:
        """Tile spaces holding one of ``seat``'s adventurers, whose action it may choose after "move all"."""
        return sorted({p for p in self.pos[seat] if 0 < p < self.c.chamber and self.tiles[p] is not None})

    def _do_move(self, seat: int, rest: str) -> None:
        start, steps = (int(x) for x in rest.split(":"))
        self.pending = None
        self.step(seat, start, steps)

    def _do_act(self, seat: int, rest: str) -> None:
        self.pending = None
        self.land(seat, int(rest))

    def _do_take(self, seat: int, option: str) -> None:
        self.pending = None
        self.take(seat, option)

    def _do_discard(self, seat: int, rest: str) -> None:
        card = self.c.cards[self.hands[seat].pop(int(rest))]
        self.discard.append(card.id)
        self.say(lambda: M("event.discard", seat=seat_text(seat), card=card_text(card)))

    def refill(self, seat: int) -> None:
        """A hand short of five draws one card into its middle; an empty deck is the discards reshuffled."""
        hand = self.hands[seat]
        if len(hand) >= HAND:
            return
        if not self.deck and self.discard:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            self.reshuffles += 1
            self.say(M, "event.reshuffle", cards=len(self.deck))
        if self.deck:
            cid = self.deck.pop()
            if self.reshuffles:
                self.deck_of[cid] = self.reshuffles
            hand.insert(len(hand) // 2, cid)
