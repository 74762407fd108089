"""Amanite's final scoring, as a pure function of the tokens each player holds and the colours' attributes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...core.state import firsts, places
from .components import CODE, PIG

LIMIT_POINTS = {0: -5, 1: 0, 2: 3, 3: 12}
LIMIT_ELIMINATES_AT = 4
FLAT_POINTS = {"minus1": -1, "plus1": 1, "plus2": 2, "plus3": 3}
PIG_POINTS = 3
POISON_PAIR_POINTS = 5
ANTIDOTE_ELIXIR_PENALTY = -3
PAIR_POINTS = 8
MAJORITY_POINTS = {"first": 10, "second": 4, "tied_first": 7, "tied_second": 2}


@dataclass
class Scoring:
    """Per seat: total VP (0 when eliminated), the points by source, and why a seat was eliminated (a reason in no
    language: ``{"reason": "poison"}`` or ``{"reason": "limit", "tokens": 4}``, the table says it in its own)."""

    totals: list[int]
    breakdown: list[dict[str, int]]
    eliminated: dict[int, dict[str, str | int]]


def count_by_attribute(tokens: Counter[str], attribute_of: Mapping[str, str]) -> Counter[str]:
    """How many of a player's tokens carry each attribute (pigs are not counted)."""
    counts: Counter[str] = Counter()
    for colour, attribute in attribute_of.items():
        counts[attribute] += tokens[CODE[colour]]
    return counts


def elimination(counts: Counter[str], attributes: Sequence[str]) -> dict[str, str | int] | None:
    """Why a player with these attribute counts is eliminated (see :class:`Scoring`), or None."""
    if counts["poison"] > counts["antidote"] + counts["elixir"]:
        return {"reason": "poison"}
    if "limit" in attributes and counts["limit"] >= LIMIT_ELIMINATES_AT:
        return {"reason": "limit", "tokens": counts["limit"]}
    return None


def majority_points(holdings: dict[int, int]) -> dict[int, int]:
    """Mushroom Majority among the seats given (seat → tokens); seats with none take no place.

    >>> majority_points({0: 3, 1: 2, 2: 2})
    {0: 10, 1: 2, 2: 2}
    >>> majority_points({0: 3, 1: 3, 2: 1})
    {0: 7, 1: 7}
    """
    levels = sorted({n for n in holdings.values() if n > 0}, reverse=True)
    if not levels:
        return {}
    firsts = [s for s, n in holdings.items() if n == levels[0]]
    if len(firsts) > 1:
        return {s: MAJORITY_POINTS["tied_first"] for s in firsts}
    points = {firsts[0]: MAJORITY_POINTS["first"]}
    if len(levels) > 1:
        seconds = [s for s, n in holdings.items() if n == levels[1]]
        each = MAJORITY_POINTS["second"] if len(seconds) == 1 else MAJORITY_POINTS["tied_second"]
        points.update({s: each for s in seconds})
    return points


def score(tokens: Sequence[Counter[str]], attribute_of: Mapping[str, str]) -> Scoring:
    """Score every seat.

    The rulebook's Sabrina example: 2 Poison, 1 Antidote, 1 Elixir → 5 + 5 − 3 = 7.

    >>> attrs = {"blue": "poison", "red": "antidote", "yellow": "elixir",
    ...          "green": "plus1", "purple": "plus2", "white": "minus1"}
    >>> score([Counter("BBRY")], attrs).totals
    [7]
    """
    attributes = list(attribute_of.values())
    counts = [count_by_attribute(t, attribute_of) for t in tokens]
    eliminated = {s: why for s, c in enumerate(counts) if (why := elimination(c, attributes))}
    breakdown: list[dict[str, int]] = []
    for seat, c in enumerate(counts):
        parts: dict[str, int] = {}
        for attribute, per_token in FLAT_POINTS.items():
            if attribute in attributes:
                parts[attribute] = per_token * c[attribute]
        parts["poison"] = POISON_PAIR_POINTS * min(c["poison"], c["antidote"] + c["elixir"])
        if "elixir" in attributes:
            parts["antidote_elixir"] = ANTIDOTE_ELIXIR_PENALTY * min(c["antidote"], c["elixir"])
        if "limit" in attributes:
            parts["limit"] = LIMIT_POINTS.get(c["limit"], 0)
        if "pair" in attributes:
            parts["pair"] = PAIR_POINTS if c["pair"] == 2 else 0
        parts["pigs"] = PIG_POINTS * tokens[seat][PIG]
        breakdown.append(parts)
    if "majority" in attributes:
        ranked = {s: c["majority"] for s, c in enumerate(counts) if s not in eliminated}
        won = majority_points(ranked)
        for seat, parts in enumerate(breakdown):
            parts["majority"] = won.get(seat, 0)
    totals = [0 if s in eliminated else sum(parts.values()) for s, parts in enumerate(breakdown)]
    return Scoring(totals, breakdown, eliminated)


def placing(scoring: Scoring, tokens: Sequence[Counter[str]]) -> list[int]:
    """Places by VP, ties by fewest mushroom tokens, still tied shared; eliminated seats share the places below.

    >>> from collections import Counter
    >>> placing(Scoring([9, 9, 0], [{}, {}, {}], {2: "poison"}), [Counter(B=2), Counter(B=1, X=3), Counter()])
    [2, 1, 3]
    """
    def key(seat: int) -> tuple[int, int]:
        if seat in scoring.eliminated:
            return (0, 0)
        mushrooms = sum(n for code, n in tokens[seat].items() if code != PIG)
        return (scoring.totals[seat], -mushrooms)

    return places([key(s) for s in range(len(tokens))], last=scoring.eliminated)


def winners(scoring: Scoring, tokens: Sequence[Counter[str]]) -> list[int]:
    """Most VP among the seats not eliminated; ties go to fewest mushroom tokens; still tied, a shared win."""
    return [s for s in firsts(placing(scoring, tokens)) if s not in scoring.eliminated]
