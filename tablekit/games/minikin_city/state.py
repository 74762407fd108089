"""Minikin City's rules: setup and the keep-4 choice, eight rounds of play, ranking, rewards and draft, the
game-end ranking with the winner's extra card, and final scoring. Views and hidden cards live in ``views.py``.

Each step waits for exactly the choices the rulebook leaves to a player; everything else resolves at once.
Minikins a seat gains go in front of it (``waiting``) and are then put on free spaces of its cards: by itself when
there is no choice, else one at a time by the player (phase ``minikins``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from functools import cache
from itertools import combinations
from typing import Any

from ...core.actions import Action, masked
from ...core.draws import shuffle
from ...core.kept import Kept
from ...core.registry import register
from ...core.state import Result, State
from ...core.text import T, Text
from .components import BonusToken, load
from .messages import M, card_order
from .options import INFO
from .rounds import (
    BONUS,
    DRAFT,
    EXTRA,
    KEEP,
    MINIKINS,
    OVER,
    PLAY,
    UNSEEN,
    Rounds,
    card_name,
    placed,
    seat_event,
    seat_name,
    token_text,
)
from .scoring import SeatScore, placing, score_seat, winners
from .views import Views

DEALT, KEPT, MINIKIN_PAWNS, MARKERS_PER_PLAYER = 6, 4, 75, 9
PASS = "extra:pass"


def _card_actions(kind: str) -> Kept:
    """The actions of playing, drafting or extra-playing each card, made once for every game (61 cards)."""
    return Kept(lambda card_id: Action(f"{kind}:{card_id}", M(f"act.{kind}", card=card_name(card_id))))


_PLAYS, _DRAFTS, _EXTRAS = _card_actions("play"), _card_actions("draft"), _card_actions("extra")


def _keep_text(kept: tuple[str, ...], hand: tuple[str, ...]) -> T:
    """Kept and returned cards by colour, then number (not as the ids sort as text)."""
    back = [i for i in hand if i not in kept]
    return M("act.keep", cards=[card_name(i) for i in sorted(kept, key=card_order)],
             back=[card_name(i) for i in sorted(back, key=card_order)])


def _minikin_text(card_id: str, n: int) -> T:
    return M("act.minikin", card=card_name(card_id), n=n)


_MINIKINS = Kept(lambda key: Action(f"minikin:{key[0]}", _minikin_text, *key))  # by (card id, minikins waiting):
# bounded by the cards and the minikins


def _bonus_text(t: int, token: BonusToken) -> T:
    return M("act.bonus", token=t, effect=token_text(token))


PASS_ACTION = Action(PASS, M("act.pass"))


@cache
def _keep_secret(seat: int) -> T:
    """What the other seats see of ``seat``'s secret keep (made once per seat)."""
    return M("act.keep.secret", seat=seat_name(seat))


@register
class MinikinCityState(Rounds, Views, State):
    """Minikin City for 2–5 players. Seats are named after the rulebook's players: Ralph, Sergio, Jade, Aurelia."""

    info = INFO

    def __init__(self, players: int, rng: random.Random, options: Mapping[str, Any]) -> None:
        super().__init__(players, rng, options)
        self.c = load(options["components"])
        row = list(self.c.reward_cards(players))
        shuffle(rng, row)
        self.reward_cards = tuple(row)  # the 9th lies under the end tile: its colour is the final best colour
        self.markers: list[list[int | None]] = []  # per round so far: the seat on each rank space
        self.end_markers: list[int] = []
        deck = [card.id for card in self.c.cards]
        shuffle(rng, deck)
        self.hands = [deck[DEALT * s:DEALT * (s + 1)] for s in range(players)]
        self.deck = deck[DEALT * players:]
        self.deck_seen = [UNSEEN] * len(self.deck)
        self.hand_public: set[str] = set()  # cards in hands that everybody saw taken from the display
        self.keep: list[tuple[str, ...] | None] = [None] * players
        self.city: list[list[str]] = [[] for _ in range(players)]
        self.minikins: dict[str, int] = {}  # played card → minikins on it
        self.waiting = [0] * players
        self.supply = MINIKIN_PAWNS
        self.free_tokens = [t.index for t in self.c.bonus_tokens]
        self.tokens: list[list[int]] = [[] for _ in range(players)]
        self.gained_vp = [0] * players
        self.gained_medals = [0] * players
        self.wilds = [0] * players
        self.start: int | None = options["first_player"]  # None: drawn after the keep (setup step 8)
        self.round = 0
        self.stage = KEEP
        self.phase = KEEP
        self.plays: list[tuple[int, str]] = []
        self.ranking: list[int] = []
        self.reward_i = 0
        self.display: list[str] = []
        self.draft_i = 0
        self.reveals: list[tuple[int, int]] = []
        self.tasks: list[tuple[int, str]] = []  # (seat, "settle" | "bonus"): choices still to resolve, in order
        self.extra_done = False
        self._events: list[Text] = []

    # -- the State interface -------------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        phase = self.phase
        if phase == KEEP:
            return [s for s in range(self.players) if self.keep[s] is None]
        if phase in (MINIKINS, BONUS):
            return [self.tasks[0][0]]
        if phase == PLAY:
            return [(self.start + len(self.plays)) % self.players]
        if phase == DRAFT:
            return [self.ranking[-1 - self.draft_i]]
        if phase == EXTRA:
            return [self.end_markers[0]]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        phase = self.phase
        if phase == KEEP:
            hand = tuple(self.hands[seat])
            return [Action("keep:" + ",".join(kept), _keep_text, kept, hand)
                    for kept in combinations(sorted(hand), KEPT)]
        if phase == PLAY:
            return list(map(_PLAYS.__getitem__, self.hands[seat]))
        if phase == MINIKINS:
            n = self.waiting[seat]
            return [_MINIKINS[i, n] for i in self.free_spaces(seat)]
        if phase == BONUS:
            return [Action(f"bonus:{t}", _bonus_text, t, self.c.bonus_tokens[t]) for t in self.free_tokens]
        if phase == DRAFT:
            return list(map(_DRAFTS.__getitem__, self.display))
        if phase == EXTRA:
            return [*map(_EXTRAS.__getitem__, self.hands[seat]), PASS_ACTION]
        return []

    def seen_by_others(self, seat: int, action: Action) -> Action | None:
        if self.phase == KEEP:  # setup step 6: each keeps 4 cards in secret
            return masked(action, _keep_secret(seat))
        return action

    def apply(self, seat: int, action: Action) -> list[Text]:
        self._events = []
        kind, _, rest = action.id.partition(":")
        if kind == "keep":
            self.keep[seat] = tuple(rest.split(","))
            self.say(seat_event, "kept", seat)
            if all(k is not None for k in self.keep):
                self._after_keep()
        elif kind == "play":
            self.plays.append((seat, rest))
            self._play(seat, rest)
        elif kind == "minikin":
            self.waiting[seat] -= 1
            self.minikins[rest] += 1
            self.say(placed, seat, 1, rest)
        elif kind == "bonus":
            self.tasks.pop(0)
            self._take_token(seat, int(rest))
        elif kind == "draft":
            self.display.remove(rest)
            self.hands[seat].append(rest)
            self.hand_public.add(rest)
            self.draft_i += 1
            self.say(seat_event, "draft", seat, rest)
        elif action.id == PASS:
            self.extra_done = True
            self.say(seat_event, "pass", seat)
        else:  # extra:<card>
            self.extra_done = True
            self.say(seat_event, "extra", seat)
            self._play(seat, rest)
        self._run()
        return self._events

    def explain_illegal(self, seat: int, action_id: str) -> Text:
        from .explain import explain

        return explain(self, seat, action_id)

    # -- ending and scoring --------------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    def seat_scores(self) -> list[SeatScore]:
        return [score_seat(self, s) for s in range(self.players)]

    def scores(self) -> list[float]:
        return [float(s.total) for s in self.seat_scores()]

    def result(self) -> Result:
        scored = self.seat_scores()
        return Result(winners=winners(scored), scores=[float(s.total) for s in scored], places=placing(scored),
                      breakdown=[s.breakdown() for s in scored])

    # -- components ----------------------------------------------------------------------------------------------
    def inventory(self) -> Counter[str]:
        counts: Counter[str] = Counter(f"card:{c.id}" for c in self.c.cards)
        counts.update(f"bonus token:{t.index + 1}" for t in self.c.bonus_tokens)
        counts["minikin"] = MINIKIN_PAWNS
        counts["marker"] = MARKERS_PER_PLAYER * self.players
        return counts

    def locations(self) -> dict[str, Counter[str]]:
        places: dict[str, Counter[str]] = {
            "deck": Counter(f"card:{i}" for i in self.deck),
            "display": Counter(f"card:{i}" for i in self.display),
            "supply": Counter({"minikin": self.supply, **{f"bonus token:{t + 1}": 1 for t in self.free_tokens}}),
            "reward cards": Counter({"marker": sum(s is not None for row in self.markers for s in row)
                                     + len(self.end_markers)}),
        }
        for s in range(self.players):
            here: Counter[str] = Counter(f"card:{i}" for i in self.hands[s] + self.city[s])
            here["minikin"] = self.waiting[s] + sum(self.minikins[i] for i in self.city[s])
            here.update(f"bonus token:{t + 1}" for t in self.tokens[s])
            placed = sum(row.count(s) for row in self.markers) + self.end_markers.count(s)
            here["marker"] = MARKERS_PER_PLAYER - placed
            places[self.info.seat_name(s)] = here
        return places
