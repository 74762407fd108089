"""A classroom on separate screens: :func:`serve` one game so that each pupil's own device shows only their seat.

Importing this package imports no web server: tornado and segno load when :func:`serve` is called (they are not in
JupyterLite, where serving from the page's kernel cannot work anyway).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..bots.base import Bot
from ..core import text
from ..core.game import Game
from ..widget.seating import Seating

if TYPE_CHECKING:
    from .server import Server

__all__ = ["serve"]


def serve(game: Game, seats: list[str | Bot] | Seating | None = None, *, names: list[str] | None = None,
          lang: str | None = None, host: str = "127.0.0.1", lan: bool = False, port: int = 0,
          bot_delay_ms: int = 600, background: bool = False) -> Server:
    """Serve ``game`` to a classroom: one secret link per seat, and one for spectators.

    ``seats`` gives each seat as ``"human"`` (a pupil joins it by its link) or a bot, as for a
    :class:`tablekit.Table`, or is a :class:`~tablekit.widget.seating.Seating` shared with the teacher's tables;
    ``server.seating`` is the one it uses (``tablekit.Table(game, seats=server.seating, seat="spectator")``: the
    teacher's table). The server listens on ``host`` (127.0.0.1: this machine only) or, with ``lan=True``,
    on every address, so that devices on the same network can join; ``port`` 0 picks a free one. In a notebook
    the server runs on the kernel's own loop: show it (the cell's last line) for the links and their QR codes,
    which are never saved with the notebook. In a script call ``server.run_forever()``; or, with
    ``background=True``, the server runs on a loop thread of its own and the script goes on: every use of the game
    from then on goes through ``server.call(function, *args)``, which runs it on the server's thread.

    >>> import tablekit
    >>> g = tablekit.new_game("arigato", players=2, seed=1)
    >>> server = tablekit.serve(g)
    >>> sorted(server.connected.items())
    [('Player 1', 0), ('Player 2', 0), ('Spectator', 0)]
    >>> server.stop()
    """
    if sys.platform == "emscripten":
        raise RuntimeError("tablekit.serve needs a real network: it cannot run in JupyterLite (Pyodide). Run the "
                           "notebook in JupyterLab or Notebook 7 on the teacher's computer to serve a classroom.")
    from ..widget.seating import checked_seats
    from .server import Server

    if not isinstance(game, Game):
        raise ValueError(f"serve plays a tablekit Game (from tablekit.new_game), not {game!r:.60}")
    if isinstance(seats, Seating) and seats.game is not game:
        raise ValueError("seats is the Seating of another game: make one for this game")
    kinds = seats if isinstance(seats, Seating) else checked_seats(seats, game.players)
    lang = text.check_language(text.default_language() if lang is None else lang)
    if names is None:
        names = [text.seat_name(game.info, i, lang) for i in range(game.players)]
    elif (not isinstance(names, (list, tuple)) or len(names) != game.players
          or not all(isinstance(n, str) and n for n in names)):
        raise ValueError(f"names must be a list of {game.players} strings, one per seat")
    if not isinstance(host, str) or not host:
        raise ValueError(f"host is an address to listen on, e.g. '127.0.0.1' or '0.0.0.0', not {host!r:.60}")
    if isinstance(port, bool) or not isinstance(port, int) or not 0 <= port < 65536:
        raise ValueError(f"port is an int from 0 (pick a free one) to 65535, not {port!r:.60}")
    if isinstance(bot_delay_ms, bool) or not isinstance(bot_delay_ms, int) or bot_delay_ms < 0:
        raise ValueError(f"bot_delay_ms must be a non-negative int, not {bot_delay_ms!r:.60}")
    host = "0.0.0.0" if lan else host

    def start(loop: asyncio.AbstractEventLoop, owns: bool) -> Server:
        return Server(game, kinds, list(names), lang, host, port, bot_delay_ms, loop, owns)

    if background:
        return _in_background(start)
    try:
        loop, owns = asyncio.get_running_loop(), False
    except RuntimeError:  # a plain script: a loop of the server's own, run by server.run_forever()
        loop, owns = asyncio.new_event_loop(), True
        asyncio.set_event_loop(loop)
    return start(loop, owns)


def _in_background(start: Callable[[asyncio.AbstractEventLoop, bool], Server]) -> Server:
    """A server started on a new thread running its own loop (which ends when the server stops)."""
    ready: concurrent.futures.Future[Server] = concurrent.futures.Future()

    def run() -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)

        async def begin() -> Server:
            return start(loop, True)

        try:
            ready.set_result(loop.run_until_complete(begin()))
        except BaseException as err:  # reported to the caller
            ready.set_exception(err)
            loop.close()
            return
        loop.run_forever()
        loop.run_until_complete(loop.shutdown_asyncgens())
        loop.close()

    threading.Thread(target=run, name="tablekit-classroom", daemon=True).start()
    return ready.result()
