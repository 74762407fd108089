"""The coach: each legal move's estimated win chance and mean final score for one seat, from the search bot.

The coach never reads the game it is shown: it deals one world from the seat's view (``Game.determinize``) and
searches that, so everything hidden from the seat is a guess in its numbers too. :func:`advise` answers at once
(for a notebook cell); :class:`Coach` works in a background thread and hands its growing estimates to a callback
(the table's), so the notebook never waits for it.

>>> import tablekit
>>> g = tablekit.new_game("luxor", players=2, seed=3)
>>> moves = advise(g, g.to_act[0], worlds=2, seed=1)
>>> set(moves) == {a.id for a in g.legal_actions(g.to_act[0])}, sorted(moves[next(iter(moves))])
(True, ['samples', 'score', 'win'])
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from itertools import islice
from typing import TYPE_CHECKING, Any

from .bots.rollout import Estimate, RolloutSearch

if TYPE_CHECKING:
    from .core.game import Game

# Rollouts cut after this many decisions where playing to the end costs too much for a coach that should answer
# in a second or two (then the "win" is the lead where the rollout stopped); elsewhere they play to the end.
DEPTH = {"carcassonne_hg": 6, "amanite": 24}

Estimates = dict[str, dict[str, Any]]


def _search(game: Game, seed: int, depth: int | None = None) -> RolloutSearch:
    name = game.info.name
    return RolloutSearch(name, depth=DEPTH.get(name) if depth is None else depth, seed=seed)


def _plain(found: dict[str, Estimate]) -> Estimates:
    return {a: e.to_dict() for a, e in found.items() if e.samples}


def advise(game: Game, seat: int, worlds: int = 8, seed: int = 0, depth: int | None = None) -> Estimates:
    """Each legal move of ``seat``: ``{"win", "score", "samples"}`` over ``worlds`` worlds dealt from its view
    (rollouts cut after ``depth`` decisions; None: the game's usual cut, if any).

    Only ``seat``'s view counts: games that differ in what ``seat`` cannot see get the same numbers.
    """
    root = game.determinize(seat, seed=seed)
    rollouts = worlds * len(root.legal_actions(seat))
    return _plain(deque(islice(_search(game, seed, depth).survey(root, seat), rollouts), maxlen=1)[0])


class Coach:
    """Estimates for one position at a time, worked out in a daemon thread.

    ``start(game, seat, publish)`` stops any earlier work, deals the seat's world at once (in the caller's
    thread, so the game may change right after) and calls ``publish(estimates, done)`` from the worker thread
    every ``every`` seconds, and once more with ``done=True`` after ``worlds`` worlds or ``seconds`` seconds.
    """

    def __init__(self, worlds: int = 24, seconds: float = 20.0, every: float = 0.25, seed: int = 0) -> None:
        self.worlds = worlds
        self.seconds = seconds
        self.every = every
        self.seed = seed
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, game: Game, seat: int, publish: Callable[[Estimates, bool], None]) -> None:
        self.stop()
        root = game.determinize(seat, seed=self.seed)
        cancel = self._cancel = threading.Event()
        self._thread = threading.Thread(target=self._work, args=(root, seat, publish, cancel), daemon=True,
                                        name="tablekit-coach")
        self._thread.start()

    def stop(self) -> None:
        """Stop the work in hand; it publishes nothing more."""
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the work in hand to end; True when it has."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return thread is None or not thread.is_alive()

    def _work(self, root: Game, seat: int, publish: Callable[[Estimates, bool], None],
              cancel: threading.Event) -> None:
        start = time.monotonic()
        last = start - self.every  # the first rollout is shown at once
        total = self.worlds * len(root.legal_actions(seat))
        found: dict[str, Estimate] = {}
        for i, found in enumerate(_search(root, self.seed).survey(root, seat), 1):
            if cancel.is_set():
                return
            now = time.monotonic()
            if i >= total or now - start > self.seconds:
                break
            if now - last >= self.every:
                last = now
                publish(_plain(found), False)
        if not cancel.is_set():
            publish(_plain(found), True)
