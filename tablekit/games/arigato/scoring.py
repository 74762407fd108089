"""Final scoring (得点計算) and the solo target (ソロモード).

>>> goal_points(0), goal_points(1), goal_points(9), goal_points(10)
(0, 3, 55, 66)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ...core.state import firsts, places
from .components import Card
from .seat import Seat

SOLO_GROUPS = 4  # the solo target adds the favour of the 4 best type groups of the travellers set aside


def goal_points(tokens: int) -> int:
    """The triangular table: 1 → 3, 2 → 6, 3 → 10 … 9 → 55, and 10 → 66 (the same rule one step further)."""
    return (tokens + 1) * (tokens + 2) // 2 if tokens else 0


def breakdown(me: Seat, cards: tuple[Card, ...]) -> dict[str, int]:
    """Where a player's favour comes from: goal tokens, favour tokens from effects, palace cards."""
    return {"goals": goal_points(len(me.goal_days)), "favour": me.favour,
            "palace": sum(cards[c].favour for c in me.palace)}


def total(me: Seat, cards: tuple[Card, ...]) -> int:
    return sum(breakdown(me, cards).values())


def solo_groups(aside: Iterable[int], cards: tuple[Card, ...]) -> dict[str, int]:
    """The favour of the travellers set aside, by type (every sculptor picture counts as one type)."""
    groups: Counter[str] = Counter()
    for c in aside:
        groups[cards[c].type] += cards[c].favour
    return dict(groups)


def solo_target(aside: Iterable[int], cards: tuple[Card, ...]) -> int:
    """The solo target: the sum of the 4 type groups worth the most favour."""
    return sum(sorted(solo_groups(aside, cards).values(), reverse=True)[:SOLO_GROUPS])


def winners(totals: list[int]) -> list[int]:
    """Every seat with the highest total: ties share the win (and every place: see ``core.state.places``)."""
    return firsts(places(totals))
