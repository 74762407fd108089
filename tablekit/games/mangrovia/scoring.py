"""Mangrovia's scoring: the god paths, the pole place, the stone place, amulets, and the winners.

``occupancy`` maps a space id to ``(owner, huts)``; the owner is a seat or ``DUMMY``. Dummy huts count in every
majority and total, but never score.

>>> from .components import load_default
>>> c = load_default()
>>> row1 = c.paths[0]
>>> path_standing(row1, {"A1": (DUMMY, 1), "D1": (0, 1), "C1": (1, 1)})
[(-1, 1, 0), (1, 1, 2), (0, 1, 3)]
>>> stone_points({"E1": (0, 2), "F1": (DUMMY, 1), "G1": (1, 1)}, c, 2)  # 4 huts in all
[8, 4]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...core.state import firsts, places
from .components import Components, GodPath

DUMMY = -1
CATEGORIES = ("suns", "pole tiles", "paths", "pole place", "stone place", "amulets")
Occupancy = Mapping[str, tuple[int, int]]


def path_standing(path: GodPath, occupancy: Occupancy) -> list[tuple[int, int, int]]:
    """``(owner, huts, distance of the owner's hut nearest the god)``, best first: most huts, then nearest."""
    found: dict[int, list[int]] = {}
    for distance, sid in enumerate(path.spaces):
        here = occupancy.get(sid)
        if here is not None:
            owner, huts = here
            entry = found.get(owner)
            if entry is None:
                found[owner] = [huts, distance]
            else:
                entry[0] += huts
    return sorted(((o, n, d) for o, (n, d) in found.items()), key=lambda t: (-t[1], t[2]))


def pole_standing(c: Components, occupancy: Occupancy, pole_held: Sequence[Sequence[int]]) -> list[tuple[int, int]]:
    """``(seat, huts)`` in the pole place, best first: most huts, then the lowest pole tile held."""
    counts: dict[int, int] = {}
    for space in c.area_spaces("pole"):
        here = occupancy.get(space.id)
        if here is not None:
            counts[here[0]] = counts.get(here[0], 0) + here[1]
    order = sorted(counts, key=lambda s: (-counts[s], min(pole_held[s], default=99) if s >= 0 else 99))
    return [(s, counts[s]) for s in order]


def stone_points(occupancy: Occupancy, c: Components, players: int) -> list[int]:
    """Everyone with huts in the stone place scores the place's total huts × their own huts."""
    own = [0] * players
    total = 0
    for space in c.area_spaces("stone"):
        here = occupancy.get(space.id)
        if here is not None:
            total += here[1]
            if here[0] >= 0:
                own[here[0]] += here[1]
    return [total * n for n in own]


def award(standing: Sequence[tuple[int, ...]], points: Sequence[int], totals: list[int]) -> None:
    """Add 1st and 2nd place points to ``totals`` for the first two of ``standing``; a dummy's place scores for
    nobody."""
    for rank, entry in enumerate(standing[:2]):
        if entry[0] >= 0:
            totals[entry[0]] += points[rank]


@dataclass
class Scoring:
    """Totals and where they came from, per seat."""

    totals: list[int]
    breakdown: list[dict[str, int]]
    amulets: list[int]


def score(c: Components, players: int, occupancy: Occupancy, immediate: Sequence[Mapping[str, int]],
          pole_held: Sequence[Sequence[int]], amulets: Sequence[Counter[int]]) -> Scoring:
    """The scores if the game ended now: points already taken plus every end-of-game category."""
    paths, pole = [0] * players, [0] * players
    for path in c.paths:
        award(path_standing(path, occupancy), path.points, paths)
    award(pole_standing(c, occupancy, pole_held), c.pole_points, pole)
    stone = stone_points(occupancy, c, players)
    amulet_totals = [sum(v * n for v, n in a.items()) for a in amulets]
    breakdown = [{"suns": immediate[s]["suns"], "pole tiles": immediate[s]["pole tiles"], "paths": paths[s],
                  "pole place": pole[s], "stone place": stone[s], "amulets": amulet_totals[s]}
                 for s in range(players)]
    return Scoring([sum(b.values()) for b in breakdown], breakdown, amulet_totals)


def placing(scoring: Scoring) -> list[int]:
    """Places by total; a tie is placed by the amulet totals (the rulebook's 順位); still tied, shared."""
    return places(list(zip(scoring.totals, scoring.amulets)))


def winners(scoring: Scoring) -> list[int]:
    """The highest total wins; a tie goes to the higher amulet total; still tied, the win is shared."""
    return firsts(placing(scoring))
