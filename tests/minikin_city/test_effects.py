"""The effect vocabulary (都市カード, 付録): each item an effect can count, thresholds and simple gains."""

from __future__ import annotations

import pytest

from tablekit.games.minikin_city.components import Effect, Gain, load
from tablekit.games.minikin_city.effects import city_counts, times

C = load(None)
# symbols: bag+book, smile+bag, heart, bag+heart, book+heart, book, and none on the 21
CITY = [C.card(i) for i in ("R1", "G3", "B5", "R5", "G6", "B2", "21")]


@pytest.mark.parametrize("item, count", [
    ("book", 3), ("heart", 3), ("smile", 1), ("bag", 3),
    ("red", 2), ("green", 2), ("blue", 2),  # a colour icon counts the cards of that colour; the 21 has none
    ("symbol_set", 1),  # one book, heart, smile and bag together
    ("symbol_kind", 4),
    ("colour_set", 2),
    ("low", 5),  # R1, G3, B5, R5 and B2 have values 1 to 5
    ("now", 3),  # G3, R5 and B2 have immediate effects
    ("minikins3", 2),
])
def test_each_item_an_effect_counts(item: str, count: int) -> None:
    counts = city_counts(CITY, minikins=7, wild=())
    assert counts[item] == count
    assert times(Effect(Gain(vp=1), per=item), counts) == count


def test_a_threshold_pays_once_when_every_count_is_met() -> None:
    counts = city_counts(CITY, minikins=0, wild=())
    assert times(Effect(Gain(vp=7), need=(("heart", 3), ("bag", 3))), counts) == 1
    assert times(Effect(Gain(vp=7), need=(("heart", 3), ("bag", 4))), counts) == 0


def test_a_wild_symbol_counts_as_the_symbol_it_is_given() -> None:
    counts = city_counts(CITY, minikins=0, wild=("smile",))
    assert counts["smile"] == 2 and counts["symbol_set"] == 2  # the wild smile completes a second set


def test_a_simple_gain_pays_once_and_gains_multiply() -> None:
    assert times(Effect(Gain(medals=2)), city_counts([], 0, ())) == 1
    assert Gain(vp=1, minikins=2).times(3) == Gain(vp=3, minikins=6)
