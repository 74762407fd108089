"""How hard the fuzz tests push: bounded for CI by default, ``TABLEKIT_FUZZ=deep`` for a long run.

Every surface counts what it tried in :data:`TALLY`; tests/conftest.py prints the counts after the run (gathered
from every xdist worker).
"""

from __future__ import annotations

import os
from collections import Counter, defaultdict
from collections.abc import Iterator
from contextlib import contextmanager

from hypothesis import HealthCheck, settings

DEEP = os.environ.get("TABLEKIT_FUZZ", "").lower() == "deep"
OUTCOMES = ("tried", "refused", "loaded", "crashes")
TALLY: defaultdict[str, Counter[str]] = defaultdict(Counter)


def fuzz_settings(ci: int, deep: int) -> settings:
    """``ci`` examples per test (the same ones every run), or ``deep`` fresh random ones under TABLEKIT_FUZZ=deep."""
    return settings(
        max_examples=deep if DEEP else ci,
        derandomize=not DEEP,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much,
                               HealthCheck.large_base_example],
    )


def scale(ci: int, deep: int) -> int:
    """A count for loops that are not hypothesis's (e.g. junk actions per game)."""
    return deep if DEEP else ci


class Outcome:
    """What one input did: call ``.refused()`` or ``.loaded()``; an exception escaping counts as a crash."""

    def __init__(self) -> None:
        self.kind = ""

    def refused(self) -> None:
        self.kind = "refused"

    def loaded(self) -> None:
        self.kind = "loaded"


@contextmanager
def tally(surface: str) -> Iterator[Outcome]:
    counts = TALLY[surface]
    counts["tried"] += 1
    outcome = Outcome()
    try:
        yield outcome
    except BaseException:
        counts["crashes"] += 1
        raise
    assert outcome.kind, f"{surface}: the test said neither refused nor loaded"
    counts[outcome.kind] += 1


def report() -> list[str]:
    width = max((len(s) for s in TALLY), default=7)
    rows = [f"{'surface':<{width}}  " + "  ".join(f"{o:>8}" for o in OUTCOMES)]
    rows += [f"{s:<{width}}  " + "  ".join(f"{TALLY[s][o]:>8}" for o in OUTCOMES) for s in sorted(TALLY)]
    return rows
