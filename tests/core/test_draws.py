"""The draws written out for searches (tablekit.core.draws) take the very numbers random's own take: a seeded
game, deal or search gives what it gave before they were written out."""

from __future__ import annotations

import random

import pytest

from tablekit.core.draws import below, shuffle


@pytest.mark.parametrize("seed", range(12))
def test_shuffle_orders_as_random_shuffle_and_leaves_the_generator_where_it_does(seed: int) -> None:
    for size in (0, 1, 2, 3, 7, 8, 9, 31, 64, 65, 200):
        ours, theirs = random.Random(seed), random.Random(seed)
        mine, yours = list(range(size)), list(range(size))
        shuffle(ours, mine)
        theirs.shuffle(yours)
        assert mine == yours
        assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("seed", range(12))
def test_below_draws_as_randrange_and_choice(seed: int) -> None:
    ours, theirs, chooser = random.Random(seed), random.Random(seed), random.Random(seed)
    for n in (1, 1, 2, 3, 4, 5, 8, 9, 16, 17, 100, 1000, 2**20 + 1):
        items = list(range(n))
        drawn = below(ours.getrandbits, n)
        assert drawn == theirs.randrange(n) == chooser.choice(items)
        assert ours.getstate() == theirs.getstate() == chooser.getstate()


def test_a_draw_from_nothing_raises_at_once() -> None:
    with pytest.raises(IndexError):
        below(random.Random(0).getrandbits, 0)
