"""Arigato's state: setup, the three phases of each of 12 days, views, determinization and scoring.

The rules of each phase live in ``dawn``, ``day`` and ``dusk``; card effects in ``effects``; scoring and the solo
target in ``scoring``. This module holds the position and the ``State`` interface.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from ...core.actions import Action
from ...core.draws import shuffle
from ...core.registry import register
from ...core.state import Result, State, places
from ...core.text import T, Text
from . import dawn, day, dusk
from .components import DAYS, ITEMS, OFFERING_TOKENS, Card, Memo
from .messages import SEATS, M
from .options import INFO, components_of
from .scoring import breakdown, solo_groups, solo_target, total, winners
from .seat import MAKER, TRAVELLER, Seat

DAWN, DAY, DUSK, OVER = "dawn", "day", "dusk", "over"


@register
class ArigatoState(State):
    """Arigato for 1–5 players (1: the solo mode). Seat ``s`` passes its travellers to seat ``s + 1``."""

    info = INFO

    def __init__(self, players: int, rng: random.Random, options: Mapping[str, Any]) -> None:
        super().__init__(players, rng, options)
        self.components = components_of(options["components"])
        self.cards: tuple[Card, ...] = self.components.cards
        self.deck: list[int] = list(range(len(self.cards)))
        shuffle(rng, self.deck)
        self.discard: list[int] = []
        self.seats = [Seat() for _ in range(players)]
        self.day = 1
        self.phase = DAWN
        self._events: list[T | str] = []
        dawn.deal(self)

    # -- helpers used by the phase modules -----------------------------------------------------------------------
    def seat_text(self, seat: int) -> T:
        return SEATS[seat]

    def event_memo(self) -> Memo:
        """The events of :meth:`say_once` (see ``events``) read the cards of this game's components, which a
        component file can change: they are kept in the components' memo."""
        return self.components.memo

    def draw(self, n: int) -> list[int]:
        """Draw ``n`` cards, shuffling the discards into a new deck when the deck runs out."""
        drawn: list[int] = []
        while len(drawn) < n:
            if not self.deck:
                if not self.discard:
                    break
                self.deck, self.discard = self.discard, []
                shuffle(self.rng, self.deck)
                self.say(lambda: M("ev.reshuffle", n=len(self.deck)))
            drawn.append(self.deck.pop())
        return drawn

    def reveal(self) -> None:
        day.reveal(self)

    def begin_dusk(self) -> None:
        dusk.begin(self)

    def settle_dusk(self) -> None:
        """Once nobody owes picks or discards at dusk, start the next day, or end the game after day 12."""
        if any(dusk.owing(me) for me in self.seats):
            return
        if self.day == DAYS:
            self.phase = OVER
            self.say(M, "ev.over")
            if self.players == 1:
                self.say(lambda: M("ev.solo", target=solo_target(self.seats[0].aside, self.cards)))
            return
        self.day += 1
        self.phase = DAWN
        dawn.deal(self)

    # -- the State interface -------------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        phase = self.phase
        found: list[int] = []  # loops in dawn and day: asked at every step, and a comprehension costs a call
        if phase == DAWN:
            for s, me in enumerate(self.seats):
                if not me.chosen:
                    found.append(s)
        elif phase == DAY:
            for s, me in enumerate(self.seats):
                if not me.done:
                    found.append(s)
        elif phase == DUSK:
            found = [s for s, me in enumerate(self.seats) if dusk.owing(me)]
        return found

    def legal_actions(self, seat: int) -> list[Action]:
        if not 0 <= seat < self.players:
            return []
        phase, me = self.phase, self.seats[seat]  # the tests of to_act, for this seat only
        if phase == DAWN:
            return [] if me.chosen else dawn.legal(self, seat)
        if phase == DAY:
            return [] if me.done else day.legal(self, seat)
        if phase == DUSK and dusk.owing(me):
            return dusk.legal(self, seat)
        return []

    def seen_by_others(self, seat: int, action: Action) -> Action | None:
        if self.phase == DAWN and action.id != dawn.CONFIRM.id:
            return None  # roles are given in secret: the others see the confirmed choice, not its steps
        return action

    def apply(self, seat: int, action: Action) -> list[Any]:
        self._events = []
        kind, _, rest = action.id.partition(":")
        if self.phase == DAWN:
            dawn.assign(self, seat, kind, rest)
        elif kind == "discard":
            dusk.discard(self, seat, rest)
        else:
            day.act(self, seat, kind, rest)
        return self._events

    def explain_illegal(self, seat: int, action_id: str) -> Text:
        from .explain import explain

        return explain(self, seat, action_id)

    def explain_waiting(self, seat: int) -> Text:
        from .explain import waiting

        return waiting(self, seat)

    # -- information ---------------------------------------------------------------------------------------------
    def static_data(self) -> dict[str, Any]:
        comp = self.components
        return {"cards": {c.id: c.to_dict() for c in self.cards},
                "goals": {str(d): g.to_dict() for d, g in comp.goals.items()},
                "items": list(ITEMS), "days": DAYS, "offering_tokens": OFFERING_TOKENS}

    def _ids(self, cards: list[int]) -> list[str]:
        return [self.cards[c].id for c in cards]

    def _choice(self, me: Seat) -> dict[str, Any]:
        cards = self.cards
        return {"roles": {cards[c].id: r for c, r in me.roles.items()},
                "villager": None if me.villager is None else {"card": cards[me.villager[0]].id,
                                                              "slot": me.villager[1]}}

    def view(self, seat: int | None, reveal: bool) -> dict[str, Any]:
        cards = self.cards
        seats = []
        for s, me in enumerate(self.seats):
            mine = reveal or s == seat
            sender = (s - 1) % self.players
            seats.append({
                "village": [None if c is None else {"card": cards[c].id, "offering": me.offered[i]}
                            for i, c in enumerate(me.village)],
                "tokens": me.tokens_free(),
                "palace": self._ids(me.palace),
                "items": dict(zip(ITEMS, me.items)),
                "favour": me.favour,
                "goal_days": list(me.goal_days),
                "hand_size": len(me.hand),
                "chosen": me.chosen,
                "done": me.done,
                "picks": me.picks,
                "shown": me.shown,
                "incoming": len(me.incoming),
                "aside": len(me.aside),
                "hand": self._ids(me.hand) if mine else None,
                "choice": self._choice(me) if mine else None,
                "incoming_cards": self._ids(me.incoming) if mine or sender == seat else None,
                "aside_cards": self._ids(me.aside) if mine else None,
            })
        out: dict[str, Any] = {
            "round": self.day,
            "day": self.day,
            "phase": self.phase,
            "deck": len(self.deck),
            "discard": self._ids(self.discard),
            "seats": seats,
        }
        if seat is not None and self.phase == DAWN:
            out["quotas"] = list(dawn.quotas(self, seat))
        if self.phase == OVER:
            out["final"] = self._final()
        return out

    def redeal(self, seat: int, rng: random.Random) -> None:
        """Deal anew what ``seat`` cannot see: the deck order, the other hands (but the travellers it passed, which
        open its left neighbour's hand at dawn) and the travellers it did not send."""
        pool = list(self.deck)
        hidden_hands: list[tuple[Seat, list[int], int]] = []
        hidden_incoming: list[tuple[Seat, int]] = []
        for s, me in enumerate(self.seats):
            if s == seat:
                continue
            # the travellers ``seat`` passed open its left neighbour's hand at dawn: known, so kept
            known = me.hand[:me.received] if (s - 1) % self.players == seat else []
            pool.extend(me.hand[len(known):])
            hidden_hands.append((me, known, len(me.hand) - len(known)))
            if (s - 1) % self.players != seat:
                pool.extend(me.incoming)
                hidden_incoming.append((me, len(me.incoming)))
        pool.sort()  # an order the hidden places do not set: the deal depends on the seed and the view alone
        shuffle(rng, pool)
        for me, known, n in hidden_hands:
            me.hand, pool = known + pool[:n], pool[n:]
            chosen = me.chosen
            me.clear_choice()
            if chosen:
                self._choose_at_random(me, rng)
        for me, n in hidden_incoming:
            me.incoming, pool = pool[:n], pool[n:]
        self.deck = pool
        self.rng = rng

    def _choose_at_random(self, me: Seat, rng: random.Random) -> None:
        """A complete legal assignment of a redealt hand, for a seat that had already confirmed its own."""
        hand = list(me.hand)
        shuffle(rng, hand)
        size = len(hand)
        makers = size - 1 if self.day == DAYS else min(2, size - 1)
        if hand:
            card = self.cards[hand[0]]
            me.villager = (hand[0], rng.choice(card.slots))
        for k, c in enumerate(hand[1:]):
            me.roles[c] = MAKER if k < makers else TRAVELLER
        me.chosen = True

    # -- ending and scoring --------------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[float]:
        return [float(total(me, self.cards)) for me in self.seats]

    def target(self) -> int | None:
        """The solo target (from the travellers set aside so far); None with more than one player."""
        return solo_target(self.seats[0].aside, self.cards) if self.players == 1 else None

    def result(self) -> Result:
        totals = [total(me, self.cards) for me in self.seats]
        if self.players == 1:
            target = self.target()
            assert target is not None
            won = [0] if totals[0] >= target else []
            parts = [{**{k: float(v) for k, v in breakdown(self.seats[0], self.cards).items()},
                      "target": float(target)}]
            return Result(winners=won, scores=[float(totals[0])], places=[1], breakdown=parts)
        return Result(winners=winners(totals), scores=[float(v) for v in totals], places=places(totals),
                      breakdown=[{k: float(v) for k, v in breakdown(me, self.cards).items()} for me in self.seats])

    def _final(self) -> dict[str, Any]:
        out: dict[str, Any] = {"breakdown": [breakdown(me, self.cards) for me in self.seats],
                               "totals": [total(me, self.cards) for me in self.seats]}
        if self.players == 1:
            out["target"] = self.target()
            out["groups"] = solo_groups(self.seats[0].aside, self.cards)
            out["beaten"] = out["totals"][0] >= out["target"]
        else:
            out["winners"] = winners(out["totals"])
        return out

    # -- components ----------------------------------------------------------------------------------------------
    def inventory(self) -> Counter[str]:
        counts: Counter[str] = Counter(f"card:{c.id}" for c in self.cards)
        counts["offering token"] = OFFERING_TOKENS * self.players
        return counts

    def locations(self) -> dict[str, Counter[str]]:
        def of(cards: list[int]) -> Counter[str]:
            return Counter(f"card:{self.cards[c].id}" for c in cards)

        places = {"deck": of(self.deck), "discard": of(self.discard)}
        for s, me in enumerate(self.seats):
            name = INFO.seat_name(s)
            places[f"{name} hand"] = of(me.hand)
            places[f"{name} village"] = of(me.villagers()) + Counter({"offering token": sum(me.offered)})
            places[f"{name} palace"] = of(me.palace)
            places[f"{name} travellers received"] = of(me.incoming)
            places[f"{name} travellers set aside"] = of(me.aside)
            places[f"{name} supply"] = Counter({"offering token": me.tokens_free()})
        return places
