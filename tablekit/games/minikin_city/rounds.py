"""The flow of a game, as a mixin of the state: the keep choice resolving, each round's display, plays, ranking,
rewards and draft, the game-end ranking, and minikins and bonus tokens as they are gained.

``_run`` resolves everything that needs no choice and stops at the next decision; pending decisions wait in
``tasks`` (a seat's minikins to place, a bonus token to choose) before the round goes on.
"""

from __future__ import annotations

from functools import lru_cache

from ...core.text import T
from . import messages
from .components import Card, Effect, Gain
from .effects import city_counts, times
from .messages import M, gain_text
from .ranking import end_ranking, hand_total, round_ranking

KEEP, PLAY, MINIKINS, BONUS, DRAFT, EXTRA, OVER = "keep", "play", "minikins", "bonus", "draft", "extra", "over"
REWARDS = "rewards"  # a stage with no choice of its own: rank spaces resolve top to bottom
ROUNDS = 8
UNSEEN, PUBLIC = -2, -1  # who knows a deck card: nobody, everybody, or the seat number that returned it

# A seat, a card, a count of minikins or a bonus token is named by the same text in every event and label, and
# the most frequent events are the same each time they are told: each is made once (messages are values nobody
# changes), and events are made through say, so a quiet state makes none. Bounded: a component file names other cards.
made_once = lru_cache(maxsize=4096)
seat_name = made_once(messages.seat_name)
card_name = made_once(messages.card_name)
minikins_text = made_once(messages.minikins_text)
token_text = made_once(messages.token_text)


@made_once
def seat_event(key: str, seat: int, card: str | None = None) -> T:
    """An event naming a seat, and the card it played or took when given."""
    if card is None:
        return M(key, seat=seat_name(seat))
    return M(key, seat=seat_name(seat), card=card_name(card))


@made_once
def placed(seat: int, n: int, card: str) -> T:
    """``seat`` puts ``n`` minikins on ``card``."""
    return M("minikins.on", seat=seat_name(seat), n=minikins_text(n), card=card_name(card))


@made_once
def _effect_event(card: str, gain: Gain) -> T:
    """What ``card``'s immediate effect gave."""
    return M("now", card=card_name(card), gain=gain_text(gain))


@made_once
def marked(key: str, seat: int, rank: int, gain: Gain) -> T:
    """``seat``'s marker on a rank space (``marker``) or the end tile (``marker.end``), and what it gains."""
    return M(key, seat=seat_name(seat), rank=rank, gain=gain_text(gain))


class Rounds:
    """Round flow for :class:`tablekit.games.minikin_city.state.MinikinCityState`, which holds the fields."""

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

    def free_spaces(self, seat: int) -> list[str]:
        """The seat's played cards with a free space, in the order played."""
        cards, on = self.c.by_id, self.minikins
        return [i for i in self.city[seat] if on[i] < cards[i].capacity]

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
        if self.start is None:  # setup step 8: the start player is chosen once the cards are kept
            self.start = self.rng.randrange(self.players)
        self.say(lambda: M("kept.all", first=seat_name(self.start)))
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
        self.say(lambda: M("round", n=self.round, colour=M(f"ui.colour.{self.best}"),
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
            self.tasks.append((seat, "settle"))
        if taken < n:
            self.say(lambda: M("supply.out", seat=seat_name(seat), n=minikins_text(n - taken)))

    def _resolve_effect(self, seat: int, effect: Effect) -> Gain:
        city = self.city[seat]
        held = sum(map(self.minikins.__getitem__, city)) + self.waiting[seat]
        return effect.gain.times(times(effect, city_counts(map(self.c.by_id.__getitem__, city), held, ())))

    def _settle(self, seat: int) -> bool:
        """Put waiting minikins on free spaces where there is no choice; False when the player must choose."""
        if not self.waiting[seat]:
            return True
        cards, on = self.c.by_id, self.minikins
        free = [(i, cards[i].capacity - on[i]) for i in self.free_spaces(seat)]  # each card and its free spaces
        if len(free) > 1 and sum(room for _, room in free) > self.waiting[seat]:
            return False
        for card_id, room in free:
            if not self.waiting[seat]:
                break
            put = min(self.waiting[seat], room)
            self.minikins[card_id] += put
            self.waiting[seat] -= put
            self.say(placed, seat, put, card_id)
        if self.waiting[seat]:
            self.say(lambda: M("minikins.wait", seat=seat_name(seat), n=minikins_text(self.waiting[seat])))
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
                    self.say(seat_event, "bonus.none", seat)
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
                by_id = self.c.by_id
                self.ranking = round_ranking([(s, by_id[i]) for s, i in self.plays], best)
                self.say(lambda: M("ranking", seats=[seat_name(s) for s in self.ranking]))
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
                self.say(M, "over")
                return
            else:
                return

    def _reward(self, seat: int) -> None:
        rank = self.reward_i
        gain = self.reward_cards[self.round - 1].ranks(self.players)[rank]
        self.markers[-1][rank] = seat
        self.reward_i += 1
        self.say(marked, "marker", seat, rank + 1, gain)
        self._gain(seat, gain, on_marker=True)

    def _end_round(self) -> None:
        if self.display:
            self.deck += self.display
            self.deck_seen += [PUBLIC] * len(self.display)
            self.say(lambda: M("display.back", cards=[card_name(i) for i in self.display]))
            self.display = []
        self.start = self.ranking[0]
        if self.round < ROUNDS:
            self.say(seat_event, "start", self.start)
            self._start_round()
            return
        self.round = ROUNDS + 1
        colour = self.end_colour
        self.reveals = [(s, hand_total((self.c.card(i) for i in self.hands[s]), colour))
                        for s in self._clockwise(self.start)]
        self.hand_public.update(i for hand in self.hands for i in hand)
        for seat, total in self.reveals:
            self.say(lambda seat=seat, total=total:
                     M("reveal", seat=seat_name(seat), cards=[card_name(i) for i in self.hands[seat]],
                       colour=M(f"ui.colour.{colour}"), total=total))
        self.end_markers = end_ranking(self.reveals)
        self.say(lambda: M("end.ranking", seats=[seat_name(s) for s in self.end_markers]))
        for rank, (seat, gain) in enumerate(zip(self.end_markers, self.c.end_ranks(self.players))):
            self.say(marked, "marker.end", seat, rank + 1, gain)
            self._gain(seat, gain, on_marker=True)
        self.stage = EXTRA

    def _take_token(self, seat: int, index: int) -> None:
        self.free_tokens.remove(index)
        self.tokens[seat].append(index)
        token = self.c.bonus_tokens[index]
        self.say(lambda: M("bonus.take", seat=seat_name(seat), token=index, effect=token_text(token)))
        if token.when == "now":
            self._gain(seat, self._resolve_effect(seat, token.effect))

    def _play(self, seat: int, card_id: str) -> None:
        self.hands[seat].remove(card_id)
        self.hand_public.discard(card_id)
        self.city[seat].append(card_id)
        self.minikins[card_id] = 0
        card = self.c.by_id[card_id]
        self.say(seat_event, "play", seat, card_id)
        if self.waiting[seat] and card.capacity:
            self.tasks.append((seat, "settle"))
        if card.now:
            gain = self._resolve_effect(seat, card.now)
            self.say(_effect_event, card_id, gain)
            self._gain(seat, gain)
