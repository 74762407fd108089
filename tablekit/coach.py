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
    root = game.determinize(seat, seed=seed, quiet=True)
    rollouts = worlds * len(root.legal_actions(seat))
    return _plain(deque(islice(_search(game, seed, depth).survey(root, seat), rollouts), maxlen=1)[0])


def _run(root: Game, seat: int, worlds: int, seconds: float, every: float, seed: int,
         publish: Callable[[Estimates, bool], None], cancelled: Callable[[], bool]) -> None:
    """Survey ``root`` for ``seat``, publishing every ``every`` seconds and once more when done (unless cancelled)."""
    start = time.monotonic()
    last = start - every  # the first rollout is shown at once
    total = worlds * len(root.legal_actions(seat))
    found: dict[str, Estimate] = {}
    for i, found in enumerate(_search(root, seed).survey(root, seat), 1):
        if cancelled():
            return
        now = time.monotonic()
        if i >= total or now - start > seconds:
            break
        if now - last >= every:
            last = now
            publish(_plain(found), False)
    if not cancelled():
        publish(_plain(found), True)


def serve(fd: int) -> None:
    """The coach's worker process, on the socket ``fd``: runs one job at a time, and drops it for a newer one
    (None: stop; "quit", or the socket closing: end)."""
    import os
    from multiprocessing.connection import Connection

    from .core.record import from_record

    os.nice(10)  # the notebook's kernel comes first: a click is answered before the coach's next rollout
    conn = Connection(fd)

    waiting: list[Any] = []  # a message that came while a job ran

    def cancelled() -> bool:
        if not waiting and conn.poll():
            waiting.append(conn.recv())
        return bool(waiting)

    while True:
        try:
            job = waiting.pop() if waiting else conn.recv()
        except (EOFError, OSError):
            return
        if job == "quit":
            return
        if job is None:
            continue
        key, record, seat, worlds, seconds, every, seed = job
        root = from_record(record).determinize(seat, seed=seed, quiet=True)
        _run(root, seat, worlds, seconds, every, seed,
             lambda moves, done, key=key: conn.send((key, moves, done)), cancelled)


class Coach:
    """Estimates for one position at a time, worked out away from the notebook's own thread.

    ``start(game, seat, publish)`` stops any earlier work and calls ``publish(estimates, done)`` (from another
    thread) every ``every`` seconds, and once more with ``done=True`` after ``worlds`` worlds or ``seconds``
    seconds. The work runs in a worker process of its own (so it never holds the notebook's interpreter lock while
    a click is handled); where there are no processes (JupyterLite), or with ``process=False``, in a thread. Either
    way it searches only a world dealt from the seat's view.
    """

    def __init__(self, worlds: int = 24, seconds: float = 20.0, every: float = 0.25, seed: int = 0,
                 process: bool = True) -> None:
        self.worlds = worlds
        self.seconds = seconds
        self.every = every
        self.seed = seed
        self.process = process
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._conn: Any = None
        self._worker: Any = None
        self._key = 0
        self._publish: Callable[[Estimates, bool], None] | None = None
        self._finished = threading.Event()
        self._finished.set()

    def start(self, game: Game, seat: int, publish: Callable[[Estimates, bool], None]) -> None:
        self.stop()
        self._finished.clear()
        if self.process and self._start_worker():
            self._key += 1
            self._publish = publish
            self._send((self._key, game.record(), seat, self.worlds, self.seconds, self.every, self.seed))
            return
        root = game.determinize(seat, seed=self.seed, quiet=True)  # dealt here: the game may change right after
        cancel = self._cancel = threading.Event()

        def work() -> None:
            def shown(moves: Estimates, done: bool) -> None:
                publish(moves, done)
                if done:
                    self._finished.set()

            _run(root, seat, self.worlds, self.seconds, self.every, self.seed, shown, cancel.is_set)

        self._thread = threading.Thread(target=work, daemon=True, name="tablekit-coach")
        try:
            self._thread.start()
        except RuntimeError:  # no threads either (Pyodide): the table plays on without estimates
            self._finished.set()

    def _start_worker(self) -> bool:
        """Start the worker process and the thread that hands on its estimates, once; False where impossible.

        The worker is a fresh interpreter (``python -c``) talking over a socket pair: nothing of the notebook's
        process is forked, and no script is imported again as multiprocessing's spawn would."""
        if self._worker is not None:
            return True
        try:
            import socket
            import subprocess
            import sys
            from multiprocessing.connection import Connection

            ours, theirs = socket.socketpair()
            code = "import sys; from tablekit.coach import serve; serve(int(sys.argv[1]))"
            self._worker = subprocess.Popen([sys.executable, "-c", code, str(theirs.fileno())],
                                            pass_fds=[theirs.fileno()])
            theirs.close()
            self._conn = Connection(ours.detach())
        except (ImportError, OSError, NotImplementedError, RuntimeError):
            self.process = False
            return False
        threading.Thread(target=self._listen, daemon=True, name="tablekit-coach-listener").start()
        return True

    def _listen(self) -> None:
        while True:
            try:
                key, moves, done = self._conn.recv()
            except (EOFError, OSError):
                return
            publish = self._publish
            if key == self._key and publish is not None:  # estimates of a stopped job are dropped
                publish(moves, done)
                if done:
                    self._finished.set()

    def stop(self) -> None:
        """Stop the work in hand; it publishes nothing more."""
        self._cancel.set()
        if self._conn is not None:
            self._key += 1
            self._publish = None
            self._send(None)
        self._finished.set()

    def _send(self, message: Any) -> None:
        try:
            self._conn.send(message)
        except OSError:  # the worker is gone (the interpreter is shutting down): start afresh next time
            self._worker = None

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the work in hand to end (its last estimates published); True when it has."""
        return self._finished.wait(timeout)

    def close(self) -> None:
        """Stop the work and the worker process."""
        self.stop()
        if self._worker is not None:
            worker = self._worker
            self._send("quit")
            try:
                worker.wait(5)
            except Exception:  # noqa: BLE001 - still running: it ends when its socket closes
                worker.kill()
            self._worker = None
