"""Final scoring (rulebook: 最終スコアリング): rank-space and bonus-token VP, full cards' scoring effects, medals.

Only a card whose spaces are all filled with minikins scores. Medals from every source are added up and paid once:
1/2/3/4/5/6+ medals give 1/3/6/10/15/21 VP. Ties go to the most unused minikins, then the win is shared.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any

from ...core.state import firsts, places
from .components import SYMBOLS, Gain
from .effects import city_counts, times

if TYPE_CHECKING:
    from .state import MinikinCityState

MEDAL_VP = (0, 1, 3, 6, 10, 15, 21)


def medal_vp(medals: int) -> int:
    """VP for a number of medals.

    >>> [medal_vp(n) for n in range(8)]
    [0, 1, 3, 6, 10, 15, 21, 21]
    """
    return MEDAL_VP[min(medals, len(MEDAL_VP) - 1)]


@dataclass
class SeatScore:
    """One seat's final score, part by part."""

    rewards: int = 0  # VP on the rank spaces of reward cards and the end tile
    immediate: int = 0  # VP from immediate effects
    tokens: int = 0  # VP from bonus tokens
    cards: dict[str, int] = field(default_factory=dict)  # VP of each full card with a scoring effect
    card_medals: dict[str, int] = field(default_factory=dict)
    medals: int = 0
    unused: int = 0  # minikins waiting in front of the seat (the tie-break)
    wild: tuple[str, ...] = ()

    @property
    def medal_vp(self) -> int:
        return medal_vp(self.medals)

    @property
    def total(self) -> int:
        return self.rewards + self.immediate + self.tokens + sum(self.cards.values()) + self.medal_vp

    def breakdown(self) -> dict[str, float]:
        return {"rewards": float(self.rewards), "immediate": float(self.immediate), "bonus tokens": float(self.tokens),
                "cards": float(sum(self.cards.values())), "medals": float(self.medal_vp)}

    def to_dict(self) -> dict[str, Any]:
        return {"rewards": self.rewards, "immediate": self.immediate, "tokens": self.tokens, "cards": self.cards,
                "card_medals": self.card_medals, "medals": self.medals, "medal_vp": self.medal_vp,
                "unused": self.unused, "wild": list(self.wild), "total": self.total}


def rank_gains(state: MinikinCityState, seat: int) -> list[Gain]:
    """The gains of every rank space where ``seat`` has a marker (reward cards, then the end tile)."""
    found = []
    for card, markers in zip(state.reward_cards[:len(state.markers)], state.markers):
        ranks = card.ranks(state.players)
        found += [ranks[i] for i, s in enumerate(markers) if s == seat]
    ends = state.c.end_ranks(state.players)
    found += [ends[i] for i, s in enumerate(state.end_markers) if s == seat]
    return found


def score_seat(state: MinikinCityState, seat: int) -> SeatScore:
    """``seat``'s score if the game ended now; each wild symbol counts as the symbol that scores most."""
    c = state.c
    cards = [c.card(i) for i in state.city[seat]]
    minikins = sum(state.minikins[i] for i in state.city[seat]) + state.waiting[seat]
    held = [c.bonus_tokens[t] for t in state.tokens[seat]]
    ranks = rank_gains(state, seat)
    wild_count = state.wilds[seat] + sum(g.wild for g in ranks) + sum(t.effect.gain.wild for t in held
                                                                        if t.when == "end")
    best: SeatScore | None = None
    for wild in combinations_with_replacement(SYMBOLS, wild_count):
        counts = city_counts(cards, minikins, wild)
        score = SeatScore(immediate=state.gained_vp[seat], medals=state.gained_medals[seat],
                          unused=state.waiting[seat], wild=wild)
        for gain in ranks:
            score.rewards += gain.vp
            score.medals += gain.medals
        for token in held:
            if token.when == "end":
                gain = token.effect.gain.times(times(token.effect, counts))
                score.tokens += gain.vp
                score.medals += gain.medals
        for card in cards:
            if card.score is not None and state.minikins[card.id] == card.capacity:
                gain = card.score.gain.times(times(card.score, counts))
                score.cards[card.id] = gain.vp
                if gain.medals:
                    score.card_medals[card.id] = gain.medals
                score.medals += gain.medals
        if best is None or score.total > best.total:
            best = score
    assert best is not None
    return best


def placing(scores: list[SeatScore]) -> list[int]:
    """Places by VP; a tie by the most unused minikins, at every place; a tie after that shares the place."""
    return places([(s.total, s.unused) for s in scores])


def winners(scores: list[SeatScore]) -> list[int]:
    """The seats with the most VP; among them the most unused minikins; a tie after that is a shared win."""
    return firsts(placing(scores))
