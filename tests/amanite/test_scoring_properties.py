"""Properties of final scoring over many generated hands and attribute sets."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tablekit.games.amanite.components import ATTRIBUTES, COLOURS
from tablekit.games.amanite.scoring import MAJORITY_POINTS, count_by_attribute, score, winners

OPTIONAL = [a for a in ATTRIBUTES if a not in ("poison", "antidote")]

attribute_sets = st.lists(st.sampled_from(OPTIONAL), min_size=4, max_size=4, unique=True).flatmap(
    lambda four: st.permutations(["poison", "antidote", *four]).map(lambda perm: dict(zip(COLOURS, perm)))
)
hands = st.lists(
    st.dictionaries(st.sampled_from("BGPRWYX"), st.integers(min_value=0, max_value=5)).map(Counter),
    min_size=2, max_size=4,
)


@settings(max_examples=300, deadline=None)
@given(attribute_sets, hands)
def test_scoring_invariants(attribute_of: dict[str, str], tokens: list[Counter[str]]) -> None:
    scoring = score(tokens, attribute_of)
    for seat, hand in enumerate(tokens):
        counts = count_by_attribute(hand, attribute_of)
        out = counts["poison"] > counts["antidote"] + counts["elixir"] or (
            "limit" in attribute_of.values() and counts["limit"] >= 4)
        assert (seat in scoring.eliminated) == out
        if out:
            assert scoring.totals[seat] == 0
        else:
            assert scoring.totals[seat] == sum(scoring.breakdown[seat].values())
        assert scoring.breakdown[seat]["pigs"] == 3 * hand["X"]
    if "majority" in attribute_of.values():
        given_points = sorted((b["majority"] for b in scoring.breakdown if b["majority"]), reverse=True)
        if MAJORITY_POINTS["tied_first"] in given_points:
            assert set(given_points) == {MAJORITY_POINTS["tied_first"]} and len(given_points) >= 2
        elif given_points:
            assert given_points.count(MAJORITY_POINTS["first"]) == 1
    won = winners(scoring, tokens)
    alive = [s for s in range(len(tokens)) if s not in scoring.eliminated]
    assert set(won) <= set(alive)
    if alive:
        assert won and all(scoring.totals[s] == max(scoring.totals[a] for a in alive) for s in won)
