"""The deduction aid and determinization (issue: deduction aid)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import tablekit
from tablekit.games.amanite import knowledge_from_view
from tablekit.games.amanite.knowledge import constraints_of, exact_knowledge

from .helpers import game


def test_lanas_knowledge_spreads_poison_minus_one_and_plus_three_over_her_three_colours() -> None:
    g = tablekit.new_game("amanite", scenario="lana", seed=5)
    k = knowledge_from_view(g.view(0))
    for colour in ("blue", "yellow", "red"):
        assert set(k[colour]) == {"poison", "minus1", "plus3"}
        assert all(abs(p - 1 / 3) < 1e-12 for p in k[colour].values())
    for colour in ("green", "purple", "white"):
        assert set(k[colour]) == {"plus1", "plus2", "antidote"}


def test_overlapping_start_cards_and_a_notebook_clue_narrow_the_possibilities_exactly() -> None:
    attrs = ("minus1", "plus1", "plus2", "plus3", "antidote", "poison")
    clues = {"start": {"colours": ["blue", "yellow", "red"], "attributes": ["minus1", "plus3", "poison"]},
             "notebook": [{"colour": "blue", "attribute": "poison"}]}
    k = exact_knowledge(attrs, constraints_of(clues))
    assert k["blue"] == {"poison": 1}
    assert k["yellow"] == {"minus1": Fraction(1, 2), "plus3": Fraction(1, 2)}
    assert k["green"] == {a: Fraction(1, 3) for a in ("antidote", "plus1", "plus2")}


def test_knowledge_always_contains_the_truth_and_sums_to_one() -> None:
    for seed in range(15):
        g = game(4, seed=seed)
        while not g.is_over and g.view(None)["round"] < 3:
            g.play(g.to_act[0], g.legal_actions(g.to_act[0])[-1])
        for seat in range(4):
            k = knowledge_from_view(g.view(seat))
            for colour, probs in k.items():
                assert g.state.secret[colour] in probs
                assert abs(sum(probs.values()) - 1) < 1e-9


def test_a_seat_with_no_clues_yet_knows_only_the_attribute_set() -> None:
    g = tablekit.new_game("amanite", players=2, seed=1)
    k = knowledge_from_view(g.view(0))
    assert all(abs(p - 1 / 6) < 1e-12 for probs in k.values() for p in probs.values())


def test_determinize_samples_the_knowledge_distribution() -> None:
    g = tablekit.new_game("amanite", scenario="lana", seed=5)
    k = knowledge_from_view(g.view(0))
    seen: Counter[str] = Counter()
    n = 600
    for s in range(n):
        other = g.determinize(0, seed=s)
        seen[other.state.secret["blue"]] += 1
        # the other seats' clues are consistent with the new secret
        for seat in (1, 2):
            assert sorted(other.state.start_clues[seat]) == sorted(
                other.state.secret[c] for c in other.state.start_colours(seat))
    for attribute, p in k["blue"].items():
        assert abs(seen[attribute] / n - p) < 0.08
    assert set(seen) == set(k["blue"])
