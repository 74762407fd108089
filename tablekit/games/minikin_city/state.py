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

from ...core.actions import Action
from ...core.registry import register
from ...core.state import Result, State
from ...core.text import Text
from .components import Card, Effect, Gain, load
from .effects import city_counts, times
from .messages import M, card_name, gain_text, minikins_text, seat_name, token_text
from .options import INFO
from .ranking import end_ranking, hand_total, round_ranking
from .scoring import SeatScore, score_seat, winners
from .views import Views

KEEP, PLAY, MINIKINS, BONUS, DRAFT, EXTRA, OVER = "keep", "play", "minikins", "bonus", "draft", "extra", "over"
REWARDS = "rewards"  # a stage with no choice of its own: rank spaces resolve top to bottom
ROUNDS, DEALT, KEPT, MINIKIN_PAWNS, MARKERS_PER_PLAYER = 8, 6, 4, 75, 9
UNSEEN, PUBLIC = -2, -1  # who knows a deck card: nobody, everybody, or the seat number that returned it
PASS = "extra:pass"


@cache
def _card_action(kind: str, card_id: str) -> Action:
    """The action of playing, drafting or extra-playing a card: the same for every game, so made once."""
    return Action(f"{kind}:{card_id}", M(f"act.{kind}", card=card_name(card_id)))


@register
class MinikinCityState(Views, State):
    """Minikin City for 2–5 players. Seats are named after the rulebook's players: Ralph, Sergio, Jade, Aurelia."""

    info = INFO

    def __init__(self, players: int, rng: random.Random, options: Mapping[str, Any]) -> None:
        super().__init__(players, rng, options)
        self.c = load(options["components"])
        row = list(self.c.reward_cards(players))
        rng.shuffle(row)
        self.reward_cards = tuple(row)  # the 9th lies under the end tile: its colour is the final best colour
        self.markers: list[list[int | None]] = []  # per round so far: the seat on each rank space
        self.end_markers: list[int] = []
        deck = [card.id for card in self.c.cards]
        rng.shuffle(deck)
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
        first = options["first_player"]
        self.start = rng.randrange(players) if first is None else first
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

    # -- small helpers -------------------------------------------------------------------------------------------
    @property
    def best(self) -> str | None:
        """The best colour now: this round's reward card, or the end tile's card after round 8."""
        if self.round == 0:
            return None
        return self.reward_cards[min(self.round, ROUNDS + 1) - 1].colour

    @property
    def end_colour(self) -> str:
        return self.reward_cards[ROUNDS].colour

    def card(self, card_id: str) -> Card:
        return self.c.card(card_id)

    def _say(self, text: Text) -> None:
        self._events.append(text)

    def free_spaces(self, seat: int) -> list[str]:
        """The seat's played cards with a free space, in the order played."""
        return [i for i in self.city[seat] if self.minikins[i] < self.c.card(i).capacity]

    def _clockwise(self, first: int) -> list[int]:
        return [(first + k) % self.players for k in range(self.players)]

    # -- setup and rounds ----------------------------------------------------------------------------------------
    def _after_keep(self) -> None:
        for seat in range(self.players):
            kept = self.keep[seat]
            assert kept is not None
            back = [i for i in self.hands[seat] if i not in kept]
            self.hands[seat] = list(kept)
            self.deck += back
            self.deck_seen += [seat] * len(back)
        self._say(M("kept.all", first=seat_name(self.start)))
        self._start_round()

    def _start_round(self) -> None:
        self.round += 1
        want = min(self.players + 1, len(self.deck))
        self.display = self.deck[:want]
        del self.deck[:want], self.deck_seen[:want]
        self.plays, self.ranking = [], []
        self.reward_i = self.draft_i = 0
        self.markers.append([None] * self.players)
        self.stage = PLAY
        self._say(M("round", n=self.round, colour=M(f"ui.colour.{self.best}"),
                    cards=[card_name(i) for i in self.display]))

    def _gain(self, seat: int, gain: Gain, on_marker: bool = False) -> None:
        """Take a gain now: minikins from the supply (as many as are left), bonus tokens to choose; VP and medals
        count at the end (those of a rank space are read from its marker then, the others are noted now)."""
        if not on_marker:
            self.gained_vp[seat] += gain.vp
            self.gained_medals[seat] += gain.medals
            self.wilds[seat] += gain.wild
        self._take_minikins(seat, gain.minikins)
        self.tasks.extend([(seat, "bonus")] * gain.bonus)

    def _take_minikins(self, seat: int, n: int) -> None:
        taken = min(n, self.supply)
        if taken:
            self.supply -= taken
            self.waiting[seat] += taken
            self.tasks.insert(0, (seat, "settle"))
        if taken < n:
            self._say(M("supply.out", seat=seat_name(seat), n=minikins_text(n - taken)))

    def _resolve_effect(self, seat: int, effect: Effect) -> Gain:
        cards = [self.c.card(i) for i in self.city[seat]]
        held = sum(self.minikins[i] for i in self.city[seat]) + self.waiting[seat]
        return effect.gain.times(times(effect, city_counts(cards, held, ())))

    def _settle(self, seat: int) -> bool:
        """Put waiting minikins on free spaces where there is no choice; False when the player must choose."""
        free = self.free_spaces(seat)
        room = sum(self.c.card(i).capacity - self.minikins[i] for i in free)
        if self.waiting[seat] and len(free) > 1 and room > self.waiting[seat]:
            return False
        for card_id in free:
            if not self.waiting[seat]:
                break
            put = min(self.waiting[seat], self.c.card(card_id).capacity - self.minikins[card_id])
            self.minikins[card_id] += put
            self.waiting[seat] -= put
            self._say(M("minikins.on", seat=seat_name(seat), n=minikins_text(put), card=card_name(card_id)))
        if self.waiting[seat]:
            self._say(M("minikins.wait", seat=seat_name(seat), n=minikins_text(self.waiting[seat])))
        return True

    def _run(self) -> None:
        """Resolve everything that needs no choice, up to the next decision (or the end of the game)."""
        while True:
            if self.tasks:
                seat, kind = self.tasks[0]
                if kind == "settle":
                    if not self._settle(seat):
                        self.phase = MINIKINS
                        return
                    self.tasks.pop(0)
                elif not self.free_tokens:
                    self.tasks.pop(0)
                    self._say(M("bonus.none", seat=seat_name(seat)))
                elif len(self.free_tokens) == 1:
                    self.tasks.pop(0)
                    self._take_token(seat, self.free_tokens[0])
                else:
                    self.phase = BONUS
                    return
            elif self.stage == PLAY:
                if len(self.plays) < self.players:
                    self.phase = PLAY
                    return
                best = self.best
                assert best is not None
                self.ranking = round_ranking([(s, self.c.card(i)) for s, i in self.plays], best)
                self._say(M("ranking", seats=[seat_name(s) for s in self.ranking]))
                self.stage = REWARDS
            elif self.stage == REWARDS:
                if self.reward_i < self.players:
                    self._reward(self.ranking[self.reward_i])
                else:
                    self.stage = DRAFT
            elif self.stage == DRAFT:
                if self.draft_i < self.players and self.display:
                    self.phase = DRAFT
                    return
                self._end_round()
            elif self.stage == EXTRA:
                if not self.extra_done and self.hands[self.end_markers[0]]:
                    self.phase = EXTRA
                    return
                self.stage = self.phase = OVER
                self._say(M("over"))
                return
            else:
                return

    def _reward(self, seat: int) -> None:
        rank = self.reward_i
        gain = self.reward_cards[self.round - 1].ranks(self.players)[rank]
        self.markers[-1][rank] = seat
        self.reward_i += 1
        self._say(M("marker", seat=seat_name(seat), rank=rank + 1, gain=gain_text(gain)))
        self._gain(seat, gain, on_marker=True)

    def _end_round(self) -> None:
        if self.display:
            self.deck += self.display
            self.deck_seen += [PUBLIC] * len(self.display)
            self._say(M("display.back", cards=[card_name(i) for i in self.display]))
            self.display = []
        self.start = self.ranking[0]
        if self.round < ROUNDS:
            self._say(M("start", seat=seat_name(self.start)))
            self._start_round()
            return
        self.round = ROUNDS + 1
        colour = self.end_colour
        self.reveals = [(s, hand_total((self.c.card(i) for i in self.hands[s]), colour))
                        for s in self._clockwise(self.start)]
        self.hand_public.update(i for hand in self.hands for i in hand)
        for seat, total in self.reveals:
            self._say(M("reveal", seat=seat_name(seat), cards=[card_name(i) for i in self.hands[seat]],
                        colour=M(f"ui.colour.{colour}"), total=total))
        self.end_markers = end_ranking(self.reveals)
        self._say(M("end.ranking", seats=[seat_name(s) for s in self.end_markers]))
        for rank, (seat, gain) in enumerate(zip(self.end_markers, self.c.end_ranks(self.players))):
            self._say(M("marker.end", seat=seat_name(seat), rank=rank + 1, gain=gain_text(gain)))
            self._gain(seat, gain, on_marker=True)
        self.stage = EXTRA

    def _take_token(self, seat: int, index: int) -> None:
        self.free_tokens.remove(index)
        self.tokens[seat].append(index)
        token = self.c.bonus_tokens[index]
        self._say(M("bonus.take", seat=seat_name(seat), token=index + 1, effect=token_text(token)))
        if token.when == "now":
            self._gain(seat, self._resolve_effect(seat, token.effect))

    def _play(self, seat: int, card_id: str) -> None:
        self.hands[seat].remove(card_id)
        self.hand_public.discard(card_id)
        self.city[seat].append(card_id)
        self.minikins[card_id] = 0
        card = self.c.card(card_id)
        self._say(M("play", seat=seat_name(seat), card=card_name(card_id)))
        if self.waiting[seat] and card.capacity:
            self.tasks.insert(0, (seat, "settle"))
        if card.now:
            gain = self._resolve_effect(seat, card.now)
            self._say(M("now", card=card_name(card_id), gain=gain_text(gain)))
            self._gain(seat, gain)

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
            hand = self.hands[seat]
            found = []
            for kept in combinations(sorted(hand), KEPT):
                back = [card_name(i) for i in hand if i not in kept]
                found.append(Action("keep:" + ",".join(kept), M("act.keep", cards=[card_name(i) for i in kept],
                                                                 back=back)))
            return found
        if phase == PLAY:
            return [_card_action("play", i) for i in self.hands[seat]]
        if phase == MINIKINS:
            n = self.waiting[seat]
            return [Action(f"minikin:{i}", M("act.minikin", card=card_name(i), n=n)) for i in self.free_spaces(seat)]
        if phase == BONUS:
            return [Action(f"bonus:{t}", M("act.bonus", token=t + 1, effect=token_text(self.c.bonus_tokens[t])))
                    for t in self.free_tokens]
        if phase == DRAFT:
            return [_card_action("draft", i) for i in self.display]
        if phase == EXTRA:
            return [*(_card_action("extra", i) for i in self.hands[seat]), Action(PASS, M("act.pass"))]
        return []

    def apply(self, seat: int, action: Action) -> list[Text]:
        self._events = []
        kind, _, rest = action.id.partition(":")
        if kind == "keep":
            self.keep[seat] = tuple(rest.split(","))
            self._say(M("kept", seat=seat_name(seat)))
            if all(k is not None for k in self.keep):
                self._after_keep()
        elif kind == "play":
            self.plays.append((seat, rest))
            self._play(seat, rest)
        elif kind == "minikin":
            self.waiting[seat] -= 1
            self.minikins[rest] += 1
            self._say(M("minikins.on", seat=seat_name(seat), n=minikins_text(1), card=card_name(rest)))
        elif kind == "bonus":
            self.tasks.pop(0)
            self._take_token(seat, int(rest))
        elif kind == "draft":
            self.display.remove(rest)
            self.hands[seat].append(rest)
            self.hand_public.add(rest)
            self.draft_i += 1
            self._say(M("draft", seat=seat_name(seat), card=card_name(rest)))
        elif action.id == PASS:
            self.extra_done = True
            self._say(M("pass", seat=seat_name(seat)))
        else:  # extra:<card>
            self.extra_done = True
            self._say(M("extra", seat=seat_name(seat)))
            self._play(seat, rest)
        self._run()
        return self._events

    def explain_illegal(self, seat: int, action_id: str) -> str:
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
        return Result(winners=winners(scored), scores=[float(s.total) for s in scored],
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
