"""What one finished game says about its design, read from its trace (see :func:`tablekit.tournament.play_one`).

A trace is a plain dict, so the measures are easy to check on games made by hand:

- ``seats``: the seat that made each decision, in order;
- ``branching``: how many legal actions that seat had at that decision;
- ``random``: whether the decision's outcome was left to chance (a card drawn, a tile turned: see
  :func:`tablekit.lab.analysis.chance_steps`), where it was looked for;
- ``scores``: every seat's score before the first decision and after each one (full information: what final
  scoring would give if the game ended there);
- ``winners``: the winning seats.

>>> trace = {"seats": [0, 1, 1, 0], "branching": [3, 2, 1, 4], "random": [False, True, False, False],
...          "scores": [[0, 0], [1, 0], [1, 2], [1, 3], [5, 3]], "winners": [0]}
>>> turns(trace["seats"]), leaders(trace["scores"]), lead_changes(trace["scores"])
(3, [None, 0, 1, 1, 0], 2)
>>> settled_step(trace["scores"], trace["winners"])
4
"""

from __future__ import annotations

from collections.abc import Sequence


def turns(seats: Sequence[int]) -> int:
    """Turns: runs of consecutive decisions by one seat (a seat that places three workers in a row takes one turn).

    >>> turns([0, 0, 1, 0]), turns([])
    (3, 0)
    """
    return sum(1 for i, seat in enumerate(seats) if i == 0 or seats[i - 1] != seat)


def turns_per_seat(seats: Sequence[int], players: int) -> list[int]:
    """Turns taken by each seat.

    >>> turns_per_seat([0, 0, 1, 0], 2)
    [2, 1]
    """
    counts = [0] * players
    for i, seat in enumerate(seats):
        if i == 0 or seats[i - 1] != seat:
            counts[seat] += 1
    return counts


def leaders(scores: Sequence[Sequence[float]]) -> list[int | None]:
    """The seat alone in front after each step, or None where the best score is shared.

    >>> leaders([[0, 0], [2, 1], [2, 2]])
    [None, 0, None]
    """
    found: list[int | None] = []
    for row in scores:
        best = max(row)
        front = [s for s, v in enumerate(row) if v == best]
        found.append(front[0] if len(front) == 1 else None)
    return found


def lead_changes(scores: Sequence[Sequence[float]]) -> int:
    """How often a seat other than the last seat alone in front takes the lead alone (a tie changes nothing).

    >>> lead_changes([[0, 0], [1, 0], [1, 1], [1, 2], [3, 2]])
    2
    """
    changes, last = 0, None
    for leader in leaders(scores):
        if leader is None:
            continue
        if last is not None and leader != last:
            changes += 1
        last = leader
    return changes


def settled_step(scores: Sequence[Sequence[float]], winners: Sequence[int]) -> int:
    """The first step from which every final winner was in front (above every seat that did not win) to the end.

    ``len(scores) - 1`` (the last step) when the winner only came to the front at the end, won by a tie-break while
    level on score, or shared the win with every other seat (a draw is settled only when the game ends).

    >>> settled_step([[0, 0], [0, 3], [4, 3], [4, 5], [6, 5]], [0])
    4
    >>> settled_step([[0, 0], [2, 0], [2, 1]], [0]), settled_step([[0, 0], [0, 5], [5, 5]], [0, 1])
    (1, 2)
    """
    last = len(scores) - 1
    if not any(s not in winners for s in range(len(scores[0]))):
        return last
    settled = last
    for step in range(last, -1, -1):
        row = scores[step]
        others = [v for s, v in enumerate(row) if s not in winners]
        if not all(row[w] > max(others) for w in winners):
            break
        settled = step
    return settled


def margin(final: Sequence[float], winners: Sequence[int]) -> float:
    """The winner's lead in score over the best seat that did not win (0 for a shared or tie-broken win).

    >>> margin([10, 7, 9], [0]), margin([5, 5], [0, 1]), margin([4], [0])
    (1, 0, 0)
    """
    others = [v for s, v in enumerate(final) if s not in winners]
    if not winners or not others:
        return 0
    return max(0, min(final[w] for w in winners) - max(others))


def round_end(seats: Sequence[int], step: int, players: int) -> int:
    """The number of the first decision after the round that starts at decision ``step``: a round lasts until
    ``players`` more turns have begun (so every seat has had its turn, however many decisions each turn holds).

    >>> round_end([0, 0, 1, 1, 0, 1], 0, 2), round_end([0, 1, 0, 1], 3, 2)
    (4, 4)
    """
    turns = 0
    for j in range(step + 1, len(seats)):
        if seats[j] != seats[j - 1]:
            turns += 1
            if turns == players:
                return j
    return len(seats)


def changes_after(scores: Sequence[Sequence[float]], steps: Sequence[int], seats: Sequence[int],
                  players: int) -> tuple[int, int]:
    """Of the decisions numbered ``steps`` (0 for the first), how many were followed within their round
    (:func:`round_end`: that decision and the rest of the round) by a new seat alone in front; and how many there
    were.

    >>> changes_after([[0, 0], [1, 0], [1, 2], [3, 2]], [0, 1, 2], [0, 1, 0], players=1)
    (2, 3)
    """
    alone = leaders(scores)
    before: list[int | None] = []  # the last seat alone in front at or before each point
    last = None
    for leader in alone:
        last = leader if leader is not None else last
        before.append(last)
    followed = 0
    for step in steps:
        current = before[step]  # scores[step] is the position just before decision ``step``
        for leader in alone[step + 1: round_end(seats, step, players) + 1]:
            if leader is None:
                continue
            if current is not None and leader != current:
                followed += 1
                break
            current = leader
    return followed, len(steps)


def progress_bins(values: Sequence[float], bins: int) -> list[list[float]]:
    """``values`` (one per decision) split into ``bins`` parts by how far through the game each came.

    >>> progress_bins([1, 2, 3, 4], 2)
    [[1, 2], [3, 4]]
    """
    parts: list[list[float]] = [[] for _ in range(bins)]
    n = len(values)
    for i, value in enumerate(values):
        parts[min(bins - 1, i * bins // max(n, 1))].append(value)
    return parts
