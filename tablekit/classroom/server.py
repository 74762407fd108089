"""The classroom server: one game, each pupil's page bound to one seat, over tornado on the caller's event loop.

Every page and socket lives under a secret path ``/p/<token>/``: one token per seat and one for spectators
(``secrets.token_urlsafe``). A request for any other path, or with a wrong token, gets a bare 404 (no game data);
the access log names the route, never the path, so no token reaches a log. The game is only ever touched from
the loop the server runs on: the kernel's own loop in Jupyter (so a notebook ``Table`` over the same game follows
it), or the loop of :meth:`Server.run_forever` in a script.

A page is untrusted: its socket's frames are capped in size (``MAX_MESSAGE_BYTES``, larger ones close the
socket), rate limited (``RATE`` a second, bursts of ``BURST``; a page that keeps flooding is disconnected), and
each message goes through the checks of the :class:`tablekit.widget.screen.Screen` (the notebook table's) that the
page shares with every page of the same viewer (the link's seat, or the spectators; a page replaying the game has
one of its own meanwhile): refused with a message to that page alone, nothing changed. Each viewer's frame is
computed and serialized once per change, and the same bytes go to each of its pages.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import logging
import secrets
import threading
import time
import weakref
from collections.abc import Callable
from importlib.resources import files
from typing import Any, TypeVar

import tornado.httpserver
import tornado.netutil
import tornado.web
import tornado.websocket

from ..bots.base import Bot
from ..core import text
from ..core.game import Game
from ..widget.screen import HUMAN, SPECTATOR, Screen
from ..widget.seating import Seating
from ..widget.table import front_end
from .words import M

MAX_MESSAGE_BYTES = 16 * 1024  # a page's messages are a few hundred bytes: an act, a replay step
RATE = 20.0  # messages a second a page may send, on average...
BURST = 40.0  # ...and at once
FLOOD = 400  # messages dropped for speed after which the page is disconnected
MAX_PAGES = 200  # sockets open at once, all seats together
MAX_PAGES_PER_LINK = 10  # sockets open at once on a seat's link (a pupil's laptop and phone, a reload); the
# spectators' link (a projector, the class watching) only counts towards MAX_PAGES
TOKEN = r"([A-Za-z0-9_-]{16,64})"
log = logging.getLogger("tablekit.classroom")
T = TypeVar("T")


def _asset(name: str) -> str:
    return (files("tablekit") / "classroom" / name).read_text(encoding="utf-8")


class _Quiet:
    """Handlers that never put a request's path (which holds its token) into a log line."""

    route = "?"

    def _request_summary(self) -> str:
        return f"{self.request.method} {self.route} ({self.request.remote_ip})"  # type: ignore[attr-defined]

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.finish(f"{status_code}")  # type: ignore[attr-defined]


class _Refused(_Quiet, tornado.web.RequestHandler):
    """Every path that is not a link: a bare 404."""

    def prepare(self) -> None:
        raise tornado.web.HTTPError(404)


class _Page(_Quiet, tornado.web.RequestHandler):
    """The page of one link, and the scripts it loads (the table's own front-end code)."""

    route = "page"

    def initialize(self, server: Server, asset: str) -> None:
        self.server, self.asset = server, asset

    def set_default_headers(self) -> None:
        self.set_header("Cache-Control", "no-store")
        self.set_header("Referrer-Policy", "no-referrer")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Content-Security-Policy", "default-src 'none'; script-src 'self'; connect-src 'self'; "
                        "style-src 'self' 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; "
                        "frame-ancestors 'none'")

    def get(self, token: str) -> None:
        if self.server.seat_of(token) is None:
            raise tornado.web.HTTPError(404)
        body, kind = self.server.asset(self.asset)
        self.set_header("Content-Type", kind)
        self.finish(body)


def _encoded(message: dict[str, Any]) -> bytes:
    return json.dumps(message).encode()


class _Viewer:
    """The pages bound to one viewer (a seat, or the spectators): one live Screen for them all, whose every frame is
    computed and serialized once and the same bytes written to each page (thirty spectators cost one frame)."""

    def __init__(self, server: Server, viewer: int | str) -> None:
        self.viewer = viewer
        self.pages: list[_Socket] = []
        self.sender: _Socket | None = None  # the page whose message the screen is handling now
        self.screen = server.screen_for(viewer, self._frame, self._error)

    def whole(self) -> bytes:
        """The frame shown now, whole, at the screen's rev (for a page that joins or asks again)."""
        return _encoded({"kind": "msg", "content": {"type": "frame", "rev": self.screen.rev, "base": -1,
                                                    "state": self.screen.frame}})

    def handle(self, page: _Socket, content: Any) -> None:
        self.sender = page
        try:
            self.screen.handle(content)  # refusals come back through _error, to this page, nothing changed
        finally:
            self.sender = None

    def _broadcast(self, data: bytes) -> None:
        for page in self.pages:
            if page.own is None:  # a page replaying on a screen of its own does not follow the live frames
                page.send_bytes(data)

    def _frame(self, state: dict[str, Any], message: dict[str, Any] | None) -> None:
        if message is not None:
            self._broadcast(_encoded({"kind": "msg", "content": message}))

    def _error(self, words: str) -> None:
        if self.sender is not None:
            self.sender._error(words)
        else:  # the game moved on (catching up): a page's last refusal is stale
            for page in self.pages:
                if page.own is None and page.refused:
                    page._error(words)


class _Socket(_Quiet, tornado.websocket.WebSocketHandler):
    """One page's socket: the viewer it shares a screen with (or its own screen while replaying), its rate limit."""

    route = "socket"

    def initialize(self, server: Server) -> None:
        self.server = server
        self.viewer: _Viewer | None = None
        self.own: Screen | None = None  # this page's own screen while it replays the game (the others play on)
        self.refused = False  # the page shows a refusal (until an error message "" clears it)
        self.allowance = BURST
        self.checked = time.monotonic()
        self.dropped = 0
        self.warned = 0.0

    async def get(self, token: str, *args: Any, **kwargs: Any) -> None:
        seat = self.server.seat_of(token)
        if seat is None:
            raise tornado.web.HTTPError(404)
        if not self.server.room_for(token):
            raise tornado.web.HTTPError(429)
        self.token = token
        self.seat = None if seat == SPECTATOR else seat
        await super().get(token, *args, **kwargs)

    def open(self, *args: Any, **kwargs: Any) -> None:
        self.set_nodelay(True)
        self.server.joined(self)
        self.viewer = self.server.viewer_for(self)  # this page's seat (a spectator's while a bot plays it)
        screen = self.viewer.screen
        you = self.viewer.viewer
        self._send({"kind": "hello", "state": {**self.server.page_setup(screen), **screen.frame, "error": ""},
                    "you": you if isinstance(you, int) else -1})

    def on_close(self) -> None:
        self._live()
        self.server.left(self)

    def send_bytes(self, data: bytes) -> None:
        """Write one message (JSON, UTF-8) to the page, as a text frame."""
        if self.ws_connection is None or self.ws_connection.is_closing():
            return  # a page gone (or going): nothing to tell it
        with contextlib.suppress(tornado.websocket.WebSocketClosedError):
            sent = self.write_message(data)  # bytes as a text message: tornado writes them as they are
            sent.add_done_callback(lambda done: done.cancelled() or done.exception())  # a page gone meanwhile: fine

    def _send(self, message: dict[str, Any]) -> None:
        self.send_bytes(_encoded(message))

    def _own_frame(self, state: dict[str, Any], message: dict[str, Any] | None) -> None:
        if message is not None:
            self._send({"kind": "msg", "content": message})

    def _error(self, words: str) -> None:
        if words or self.refused:
            self.refused = bool(words)
            self._send({"kind": "error", "text": words})

    def refuse(self, message: text.Text) -> None:
        self._error(text.render(message, self.server.lang))

    def _live(self) -> None:
        """Leave this page's own replaying screen, if it has one."""
        if self.own is not None:
            self.own.close()
            self.own = None

    def _within_rate(self) -> bool:
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.checked) * RATE)
        self.checked = now
        if self.allowance >= 1:
            self.allowance -= 1
            return True
        self.dropped += 1
        if self.dropped >= FLOOD:
            self.close(1008, "flood")
        elif now - self.warned > 1:
            self.warned = now
            self.refuse(M("refuse.too_fast"))
        return False

    def on_message(self, message: str | bytes) -> None:
        if self.viewer is None or not self._within_rate():
            return
        try:
            content = json.loads(message)
        except (ValueError, RecursionError):
            self.refuse(M("refuse.json"))
            return
        kind = content.get("type") if isinstance(content, dict) else None
        if self.own is None and kind == "resync":
            self.send_bytes(self.viewer.whole())  # this page alone: the others hold the frame already
        elif self.own is None and kind == "replay":  # a replay of its own, on a screen of its own
            self.own = self.server.screen_for(self.viewer.viewer, self._own_frame, self._error)
            self.own.handle(content)
        elif self.own is not None:
            self.own.handle(content)  # refusals come back through _error, nothing changed
            if self.own.frame["replay_step"] < 0:  # back to the game as it is: the viewer's live frames again
                self._live()
                self.send_bytes(self.viewer.whole())
        else:
            self.viewer.handle(self, content)


class Links(dict[str, str]):
    """A server's links, each seat's name to its link (a plain ``dict`` of strings to use), whose printed form and
    repr hide the tokens: a notebook saves what a cell prints or shows as text, and a saved token would let anyone
    with the file into that seat. The links in full are in the server's own output (``server`` as a cell's last
    line: text and QR codes, never saved), or one by one (``server.links["Fox"]``, ``.items()``)."""

    def __repr__(self) -> str:
        hidden = ", ".join(f"{name!r}: {link.rsplit('/p/', 1)[0] + '/p/…/'!r}" for name, link in self.items())
        return (f"{{{hidden}}} (tokens hidden here: show the server as a cell's last line for the links and their "
                f"QR codes)")

    __str__ = __repr__

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(repr(self))


def _close(http: tornado.httpserver.HTTPServer, sockets: list[Any]) -> None:
    """Stop listening and close every open socket (also what runs at interpreter exit, without the server)."""
    http.stop()
    for socket in sockets:
        with contextlib.suppress(Exception):
            socket.close(1001, "server stopped")
    sockets.clear()


class Server:
    """A running classroom server for ``game``: see :func:`tablekit.serve`.

    ``links`` maps each seat's name (and ``"spectator"``) to its secret link; ``connected`` maps them to the
    number of pages open on it now. ``stop()`` closes everything; so does the end of the kernel or script.
    """

    def __init__(self, game: Game, seats: list[str | Bot] | Seating, names: list[str], lang: str, host: str, port: int,
                 bot_delay_ms: int, loop: asyncio.AbstractEventLoop, owns_loop: bool) -> None:
        self.game = game
        self.names = names
        self.lang = lang
        self.host = host
        self.seating = seats if isinstance(seats, Seating) else Seating(game, seats)
        self._bot_delay_ms = bot_delay_ms
        self._loop = loop
        self._owns_loop = owns_loop
        self._thread = threading.get_ident()  # the loop's thread: the only one that touches the game
        self._tokens: dict[str, int | str] = {secrets.token_urlsafe(24): seat for seat in [*range(game.players),
                                                                                            SPECTATOR]}
        self._sockets: list[_Socket] = []
        self._viewers: dict[int | str, _Viewer] = {}  # the pages of each viewer, sharing its screen
        self._assets: dict[str, tuple[str, str]] = {}
        self._waking = False
        self._watchers: list[Any] = []  # callbacks told when who is connected changes (the links widget)
        self.stopped = False
        self._closing: asyncio.Task[None] | None = None  # the wind-down after stop(), held so it is not collected
        app = tornado.web.Application(
            [
                (rf"/p/{TOKEN}/", _Page, {"server": self, "asset": "page.html"}),
                (rf"/p/{TOKEN}/page\.js", _Page, {"server": self, "asset": "page.js"}),
                (rf"/p/{TOKEN}/table\.js", _Page, {"server": self, "asset": "table.js"}),
                (rf"/p/{TOKEN}/socket", _Socket, {"server": self}),
            ],
            default_handler_class=_Refused,
            log_function=_log_request,
            websocket_max_message_size=MAX_MESSAGE_BYTES,
            websocket_ping_interval=20,
            compress_response=True,
        )
        listening = tornado.netutil.bind_sockets(port, host)
        self.port = listening[0].getsockname()[1]
        self._http = tornado.httpserver.HTTPServer(app, max_body_size=MAX_MESSAGE_BYTES, xheaders=False)
        self._http.add_sockets(listening)
        self._finalizer = weakref.finalize(self, _close, self._http, self._sockets)
        self.seating.listen(self._seats_changed)
        self.seating.drive(self._loop.call_later, bot_delay_ms)
        log.info("tablekit classroom server listening on %s:%d", host, self.port)

    # -- links ----------------------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        """The server's address (no token: it opens nothing by itself)."""
        shown = _lan_address() if self.host in ("0.0.0.0", "") else self.host
        return f"http://{shown}:{self.port}"

    def _label(self, seat: int | str) -> str:
        return text.render(M("links.spectator"), self.lang) if seat == SPECTATOR else self.names[seat]

    @property
    def links(self) -> Links:
        """Each seat's name (and the spectators') to its secret link: give each only to its pupil. Printed or shown
        whole, the mapping hides the tokens (see :class:`Links`); each link itself is the whole link."""
        return Links({self._label(seat): f"{self.url}/p/{token}/" for token, seat in self._tokens.items()})

    @property
    def connected(self) -> dict[str, int]:
        """Each seat's name (and the spectators') to the number of pages open on its link now."""
        counts = {self._label(seat): 0 for seat in self._tokens.values()}
        for socket in self._sockets:
            counts[self._label(SPECTATOR if socket.seat is None else socket.seat)] += 1
        return counts

    def seat_of(self, token: str) -> int | str | None:
        """The seat (or ``"spectator"``) of a token, None for a wrong one; compared in constant time."""
        found = None
        for known, seat in self._tokens.items():
            if secrets.compare_digest(known.encode(), token.encode()):
                found = seat
        return None if self.stopped else found

    def room_for(self, token: str) -> bool:
        if len(self._sockets) >= MAX_PAGES:
            return False
        return self._tokens[token] == SPECTATOR or sum(s.token == token for s in self._sockets) < MAX_PAGES_PER_LINK

    # -- what pages get ---------------------------------------------------------------------------------------
    def asset(self, name: str) -> tuple[str, str]:
        if name not in self._assets:
            if name == "table.js":
                body, kind = front_end(self.game.info.name), "text/javascript"
            elif name == "page.js":
                body, kind = _asset("page.js"), "text/javascript"
            else:
                css = (files("tablekit") / "widget" / "runtime.css").read_text(encoding="utf-8")
                title = text.game_title(self.game.info, self.lang)
                body = _asset("page.html").replace("{lang}", self.lang).replace("{title}", _escape(title))
                body, kind = body.replace("/*{css}*/", css), "text/html; charset=utf-8"
            self._assets[name] = (body, kind)
        return self._assets[name]

    def page_setup(self, screen: Screen) -> dict[str, Any]:
        """What a page needs once: its screen's setup, the server's bot delay and the page's own words."""
        setup = screen.setup()
        words = text.templates(("classroom.page.",), self.lang)
        return {**setup, "strings": {**setup["strings"], **words}, "bot_delay_ms": self._bot_delay_ms,
                "coach": {}}

    def bound(self, seat: int | None) -> int | str:
        """What a page of ``seat``'s link is bound to: that seat while a pupil plays it, else a spectator."""
        return seat if seat is not None and self.seating[seat] == HUMAN else SPECTATOR

    def screen_for(self, viewer: int | str, frames: Any, errors: Any) -> Screen:
        return Screen(self.game, self.seating, seat=viewer, names=self.names, lang=self.lang,
                      frames=frames, errors=errors, wake=self._wake)

    def viewer_for(self, socket: _Socket) -> _Viewer:
        """The viewer whose screen a page opened now shares: its link's seat while a pupil plays it, else the
        spectators'."""
        bound = self.bound(socket.seat)
        if bound not in self._viewers:
            self._viewers[bound] = _Viewer(self, bound)
        viewer = self._viewers[bound]
        viewer.pages.append(socket)
        return viewer

    # -- pages coming and going -------------------------------------------------------------------------------
    def joined(self, socket: _Socket) -> None:
        self._sockets.append(socket)
        self._tell_watchers()

    def left(self, socket: _Socket) -> None:
        viewer = socket.viewer
        if viewer is not None and socket in viewer.pages:
            viewer.pages.remove(socket)
            if not viewer.pages:  # nobody looks at it any more: it stops following the game
                viewer.screen.close()
                del self._viewers[viewer.viewer]
        if socket in self._sockets:
            self._sockets.remove(socket)
            self._tell_watchers()

    def watch(self, callback: Any) -> None:
        """Call ``callback()`` whenever a page joins or leaves (held weakly, as the game holds its observers)."""
        self._watchers.append(weakref.WeakMethod(callback) if hasattr(callback, "__self__") else weakref.ref(callback))

    def _tell_watchers(self) -> None:
        here = sorted({s.seat for s in self._sockets if s.seat is not None})
        data = _encoded({"kind": "state", "state": {"connected": here}})
        for socket in self._sockets:
            socket.send_bytes(data)
        self._watchers = [w for w in self._watchers if w() is not None]
        for watcher in self._watchers:
            callback = watcher()
            if callback is not None:
                callback()

    # -- the game ---------------------------------------------------------------------------------------------
    def _wake(self) -> None:
        """A screen's game changed elsewhere: every screen catches up once the change is done, on this loop."""
        if not self._waking and not self.stopped:
            self._waking = True
            self._loop.call_soon_threadsafe(self._catch_up)

    def _catch_up(self) -> None:
        self._waking = False
        if self.stopped:
            return
        for viewer in list(self._viewers.values()):
            viewer.screen.catch_up()  # one frame for all its pages
        for socket in list(self._sockets):
            if socket.own is not None:
                socket.own.catch_up()

    def _seats_changed(self) -> None:
        """A seat changed hands: every page learns who is a bot (a pupil's page of a seat now a bot's stays on that
        seat's view, with no moves; opened anew, that link shows a spectator's view)."""
        data = _encoded({"kind": "state", "state": {"seat_kinds": self.seating.kinds}})
        for socket in list(self._sockets):
            socket.send_bytes(data)

    def hand_to_bot(self, seat: int, bot: Bot | str) -> None:
        """Give ``seat`` (whose pupil has not joined, or has left) to ``bot`` (``"human"``: back to its pupil): it
        moves on its own from then on."""
        self.call(self.seating.seat_bot, seat, bot)

    # -- running and stopping ---------------------------------------------------------------------------------
    def call(self, function: Callable[..., T], *args: Any) -> T:
        """``function(*args)`` run on the server's loop thread (at once when called there), and its result.

        A server started with ``background=True`` touches the game from its own thread: the rest of the script
        reads and plays the game through this, so that no two threads ever use it at once.
        """
        if threading.get_ident() == self._thread:
            return function(*args)
        done: concurrent.futures.Future[T] = concurrent.futures.Future()

        def run() -> None:
            try:
                done.set_result(function(*args))
            except BaseException as err:  # re-raised on the caller's thread
                done.set_exception(err)

        self._loop.call_soon_threadsafe(run)
        return done.result(timeout=60)

    def run_forever(self) -> None:
        """In a script: serve until :meth:`stop` (or Ctrl+C). In a kernel the server already runs on its loop."""
        if not self._owns_loop or self._loop.is_running():
            raise RuntimeError("this server already runs on its loop (the kernel's, or its own thread's)")
        try:
            self._loop.run_forever()
        except KeyboardInterrupt:
            pass
        finally:
            self.stop()

    def stop(self) -> None:
        """Stop listening and close every page's socket: the port is free again. Safe to call twice."""
        if self.stopped:
            return
        if threading.get_ident() != self._thread and self._loop.is_running():
            self.call(self.stop)
            return
        self.stopped = True
        self.seating.stop()
        self._finalizer()
        self._tell_watchers()
        if self._loop.is_running():
            self._closing = self._loop.create_task(self._wind_down())
        log.info("tablekit classroom server on port %d stopped", self.port)

    async def _wind_down(self) -> None:
        """Let the sockets just closed say goodbye (a bounded wait), then end the server's own loop, if it has one."""
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self._http.close_all_connections(), 2)
        if self._owns_loop:
            self._loop.stop()

    def __repr__(self) -> str:
        state = "stopped" if self.stopped else f"on {self.url}"
        return (f"<tablekit classroom server for {self.game.info.name} {state}: {len(self._tokens)} links "
                f"(see .links), {len(self._sockets)} pages connected>")

    def _ipython_display_(self) -> None:
        from IPython.display import display

        from .links import JoinLinks

        display(JoinLinks(self))


def _escape(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def _lan_address() -> str:
    """This machine's address on the local network (where phones on the same Wi-Fi reach it)."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent, the route picks the card
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def _log_request(handler: tornado.web.RequestHandler) -> None:
    """The access log: method, route and status, never the path (it holds the link's token)."""
    status = handler.get_status()
    level = logging.DEBUG if status < 500 else logging.WARNING  # a refused guess is no news in the teacher's cell
    route = getattr(handler, "route", "?")
    log.log(level, "%d %s %s %.1fms", status, handler.request.method, route, 1000 * handler.request.request_time())
