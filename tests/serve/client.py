"""A page's socket without a browser: tornado's own WebSocket client, keeping the table traits the page would hold.

>>> # used as: pupil = await Pupil.join(server.links["Player 1"]); await pupil.settle(); pupil.state["view"]
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import tornado.httpclient
import tornado.websocket

from tablekit.widget.frames import patched

FRAMED = ("view", "viewer", "legal", "log", "to_act", "curtain", "step", "replay_step", "timeline", "result",
          "extras", "bot_to_move", "rev")


def socket_url(link: str) -> str:
    return link.replace("http://", "ws://", 1) + "socket"


async def fetch(url: str) -> tornado.httpclient.HTTPResponse:
    return await tornado.httpclient.AsyncHTTPClient().fetch(url, raise_error=False)


class Pupil:
    """One page's socket: every raw frame it received, and the traits they add up to (``state``)."""

    def __init__(self, conn: tornado.websocket.WebSocketClientConnection) -> None:
        self.conn = conn
        self.raw: list[str] = []
        self.state: dict[str, Any] = {}
        self.errors: list[str] = []
        self.closed = False

    @classmethod
    async def join(cls, link: str) -> Pupil:
        conn = await tornado.websocket.websocket_connect(socket_url(link), max_message_size=64 << 20)
        pupil = cls(conn)
        await pupil.settle()
        return pupil

    def _take(self, raw: str) -> None:
        self.raw.append(raw)
        message = json.loads(raw)
        kind = message["kind"]
        if kind in ("hello", "state"):
            self.state.update(message["state"])
        elif kind == "error" and message["text"]:  # "" clears the last refusal once a message is accepted
            self.errors.append(message["text"])
        elif kind == "msg" and message["content"]["type"] == "frame":
            frame = message["content"]
            if frame["base"] < 0:
                self.state.update(frame["state"])
            else:
                assert self.state.get("rev") == frame["base"], "a patch of a frame this page does not hold"
                framed = patched({k: self.state[k] for k in FRAMED}, frame["ops"])
                self.state.update(framed)

    async def settle(self, quiet: float = 0.15, limit: float = 5.0) -> None:
        """Read until nothing has come for ``quiet`` seconds (or the socket closed)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + limit
        while not self.closed and loop.time() < end:
            try:
                raw = await asyncio.wait_for(self.conn.read_message(), quiet)
            except asyncio.TimeoutError:
                return
            if raw is None:
                self.closed = True
                return
            self._take(raw)

    async def until(self, done: Any, limit: float = 10.0) -> None:
        """Read until ``done()`` holds (AssertionError after ``limit`` seconds)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + limit
        while not done():
            left = end - loop.time()
            assert left > 0 and not self.closed, "the page never got there"
            try:
                raw = await asyncio.wait_for(self.conn.read_message(), left)
            except asyncio.TimeoutError:
                continue
            if raw is None:
                self.closed = True
            else:
                self._take(raw)

    def send(self, content: Any) -> None:
        self.conn.write_message(content if isinstance(content, str) else json.dumps(content))

    async def act(self, action_id: str) -> None:
        """Play ``action_id`` as a click would, and wait for the answer (a new frame or a refusal)."""
        rev, refusals = self.state["rev"], len(self.errors)
        self.send({"type": "act", "id": action_id, "rev": rev})
        await self.until(lambda: self.state["rev"] != rev or len(self.errors) > refusals)

    def close(self) -> None:
        self.conn.close()
