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

from collections.abc import Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from ...core.actions import Action
from ...core.draws import shuffle
from ...core.kept import Kept
from .landing import Landing
from .messages import M, card_text, place_text, played, said, seat_text, side_text, signed
from .path import MOVES, moves_on

if TYPE_CHECKING:
    from .components import Card, Components

T = TypeVar("T")
HAND = 5
MOVE, ACT = "move", "act"
DIE_FACES = 6
ENDS = Kept(lambda n: (0, n - 1) if n > 1 else (0,) if n else ())  # a hand's size -> the positions of its ends


def play_move(i: int, card: Card, c: Components, move: tuple[int, int, int]) -> Action:
    """The action playing hand card ``i`` (``card``) for ``move``, ``(from, steps, to)``."""
    p, k, e = move
    return Action(f"play:{i}:{p}:{k}", M("act.play.move", side=side_text(i), card=card_text(card),
                                         start=place_text(p, c), steps=signed(k), end=place_text(e, c)))


def step_move(c: Components, move: tuple[int, int, int]) -> Action:
    """The action moving ``(from, steps, to)`` after a roll."""
    p, k, e = move
    return Action(f"move:{p}:{k}", M("act.move", start=place_text(p, c), end=place_text(e, c), steps=signed(k)))


class Playing(Landing):
    """Card play and the movement each card allows."""

    discard: list[int]
    deck: list[int]
    reshuffles: int
    deck_of: dict[int, int]
    rng: Any

    def active(self, seat: int) -> list[int]:
        """Distinct positions of ``seat``'s adventurers that may move (awake and not in the chamber), in order."""
        where = sorted(set(self.pos[seat]))
        if where and where[-1] == self.c.chamber:
            where.pop()
        return where

    def ends(self, seat: int) -> tuple[int, ...]:
        """The hand positions that may be played: the first card and the last (:data:`ENDS`)."""
        return ENDS[len(self.hands[seat])]

    def moves(self, seat: int, steps: Sequence[int], table: Mapping[tuple[int, int, int], T]) -> list[T]:
        """``table[from, steps, to]`` for every distinct move of ``seat`` by one of ``steps`` (−1: one step back),
        from each active position in order (:func:`~.path.moves_on` the :meth:`board`)."""
        return moves_on(self.board(), self.active(seat), steps, self.keys[seat] > 0, table)

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

    def play_actions(self, seat: int) -> list[Action]:
        """Playing the first or the last card of the hand (:meth:`ends`); when neither can move an adventurer,
        discarding one of them."""
        hand = self.hands[seat]
        board, starts, has_key = self.board(), self.active(seat), self.keys[seat] > 0
        c = self.c
        cards, faces = c.cards, c.faces
        made = c.actions  # actions are immutable: each is built once per component set, and per face of a card
        found: list[Action] = []
        for i in ENDS[len(hand)]:
            cid = hand[i]
            card = cards[cid]
            if card.steps:
                key = (i, faces[cid], "moves")
                table = made.get(key)  # (from, steps, to) -> its action
                if table is None:
                    table = made[key] = Kept(partial(play_move, i, card, c))
                found += moves_on(board, starts, card.steps, has_key, table)
            elif self._can_play(seat, card, starts):
                key = (i, faces[cid])
                action = made.get(key)
                if action is None:
                    action = made[key] = Action(f"play:{i}", M(f"act.play.{card.kind}", side=side_text(i),
                                                                  card=card_text(card)))
                found.append(action)
        if found:
            return found
        return [Action(f"discard:{i}", M("act.discard", side=side_text(i), card=card_text(self.c.cards[hand[i]])))
                for i in self.ends(seat)]

    def _can_play(self, seat: int, card: Card, starts: list[int]) -> bool:
        """Whether a card that moves no adventurer as it is played (die, roll, all, last) may be played now: the
        rearmost adventurer can move a step (or all of them so far; if it cannot, none can), or two can join."""
        if card.kind == "last":
            return self.last_move(seat) is not None
        steps = card.value if card.kind == "all" else 1
        return bool(starts) and self.target(seat, starts[0], steps) is not None

    # -- carrying out ----------------------------------------------------------------------------------------
    def _do_play(self, seat: int, i: int, *move: int) -> None:
        card = self.c.cards[self.hands[seat].pop(i)]
        self.discard.append(card.id)
        self.say_once(played, seat, card.kind, card.value)
        if move:
            self.step(seat, move[0], move[1], card.kind == "fewer")
        elif card.kind in ("die", "roll"):
            roll = self.rng.randint(1, DIE_FACES)
            self.say_once(said, "event.roll", seat, roll)
            steps = [roll] if card.kind == "die" else list(range(1, roll + 1))
            if self.moves(seat, steps, MOVES):
                self.phase = MOVE
                self.pending = {"steps": steps, "roll": roll}
            else:
                self.say_once(said, "event.no_move", seat, roll)
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
            self.say_once(said, "event.nothing", seat)

    def act_choices(self, seat: int) -> list[int]:
        """Tile spaces holding one of ``seat``'s adventurers, whose action it may choose after "move all"."""
        return sorted({p for p in self.pos[seat] if 0 < p < self.c.chamber and self.tiles[p] is not None})

    def _do_move(self, seat: int, start: int, steps: int) -> None:
        self.pending = None
        self.step(seat, start, steps)

    def _do_act(self, seat: int, space: int) -> None:
        self.pending = None
        self.land(seat, space)

    def _do_take(self, seat: int, option: str) -> None:
        self.pending = None
        self.take(seat, option)

    def _do_discard(self, seat: int, i: int) -> None:
        card = self.c.cards[self.hands[seat].pop(i)]
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
            shuffle(self.rng, self.deck)
            self.reshuffles += 1
            self.say(M, "event.reshuffle", cards=len(self.deck))
        if self.deck:
            cid = self.deck.pop()
            if self.reshuffles:
                self.deck_of[cid] = self.reshuffles
            hand.insert(len(hand) // 2, cid)
