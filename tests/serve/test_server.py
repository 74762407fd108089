"""The classroom server without a browser: links and refusals, each socket holding only its seat, hostile input,
floods, reloads, bots, stopping, the logs, and the ways it runs (kernel loop, script, background thread)."""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import subprocess
import sys
import textwrap
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

import tablekit
from tablekit.bots import RandomBot
from tablekit.classroom import server as server_module
from tests.browser.fixtures import run_in_own_loop

from .client import Pupil, fetch

ROOT = Path(__file__).resolve().parents[2]


def run(test: Callable[[], Awaitable[None]]) -> None:
    """Run an async test on a loop of its own (on a thread: a session's Playwright may hold the main one)."""
    run_in_own_loop(asyncio.wait_for(test(), 60))


def tokens(server: Any) -> list[str]:
    return [link.rstrip("/").rsplit("/", 1)[1] for link in server.links.values()]


async def play_on(pupils: dict[int, Pupil], game: Any) -> int:
    """One step: the first seat to act plays its first legal action from its own page; returns the seat."""
    seat = game.to_act[0]
    page = pupils[seat]
    ids = [a["id"] for a in page.state["legal"]]
    assert ids == game.legal_ids(seat)
    before = len(game.history)
    await page.act(ids[0])
    assert len(game.history) > before
    for other, p in pupils.items():
        await p.until(lambda p=p, other=other: p.state["view"] == game.view(other))
    return seat


def test_links_refuse_every_wrong_token() -> None:
    async def test() -> None:
        g = tablekit.new_game("arigato", players=2, seed=4)
        server = tablekit.serve(g)
        try:
            good = server.links["Player 1"]
            wrong = server.url + "/p/" + "A" * 32 + "/"
            for url in [server.url + "/", server.url + "/p/", wrong, wrong + "table.js", wrong + "page.js",
                        server.url + "/p/" + tokens(server)[0] + "x/", good + "nothing", server.url + "/favicon.ico"]:
                response = await fetch(url)
                assert response.code == 404, url
                assert response.body == b"404"  # no names, no game, no hint of a seat
            page = await fetch(good)
            assert page.code == 200 and b"page.js" in page.body and page.headers["Cache-Control"] == "no-store"
            script = await fetch(good + "table.js")
            assert script.code == 200 and b"RENDERERS" in script.body
            with pytest.raises(tornado_error()) as refused:
                await Pupil.join(wrong)
            assert refused.value.code == 404
        finally:
            server.stop()

    run(test)


def tornado_error() -> type[Exception]:
    import tornado.httpclient

    return tornado.httpclient.HTTPClientError


def amanite_class() -> tuple[Any, Any, list[str]]:
    """A three-pupil Amanite game served, and its links (Fox's, Squirrel's, Owl's, then the spectators')."""
    g = tablekit.new_game("amanite", players=3, seed=5, sides=["A", "A", "A"])
    server = tablekit.serve(g)
    return g, server, list(server.links.values())


async def join_pupils(links: list[str]) -> dict[int, Pupil]:
    """Each of the three pupils' pages, joined by its own link."""
    return {seat: await Pupil.join(links[seat]) for seat in range(3)}


def test_each_socket_holds_only_its_own_seat() -> None:
    """Three pupils and a spectator through an Amanite game's first steps: each socket's traits are exactly its
    seat's view and legal actions, and no frame names another link's token or another seat's view."""

    async def test() -> None:
        g, server, links = amanite_class()
        try:
            pupils = await join_pupils(links)
            watcher = await Pupil.join(links[3])
            assert server.connected == {"Fox": 1, "Owl": 1, "Squirrel": 1, "Spectator": 1}
            for _ in range(12):
                await play_on(pupils, g)
                await watcher.until(lambda: watcher.state["view"] == g.view(None))
                for seat, page in [*pupils.items(), (None, watcher)]:
                    assert page.state["view"] == g.view(seat)
                    assert page.state["step"] == g.steps_seen(seat)
                    mine = [a["id"] for a in page.state["legal"]]
                    assert mine == (g.legal_ids(seat) if seat in g.to_act else [])
            everything = {seat: "".join(page.raw) for seat, page in pupils.items()}
            for seat, raw in everything.items():
                for other, token in enumerate(tokens(server)):
                    assert (token in raw) == False, (seat, other)  # noqa: E712 (a token in a frame is the bug)
                for other in range(3):
                    if other != seat:  # what only the other seat sees (its private part of the view)
                        for key, value in g.view(other).items():
                            if value != g.view(seat).get(key) and value != g.view(None).get(key):
                                assert json.dumps({key: value})[1:-1] not in raw, (seat, other, key)
        finally:
            server.stop()

    run(test)


def test_hostile_messages_are_refused_and_change_nothing() -> None:
    async def test() -> None:
        g = tablekit.new_game("arigato", players=2, seed=4)
        server = tablekit.serve(g)
        try:
            links = list(server.links.values())
            fox, hare = await Pupil.join(links[0]), await Pupil.join(links[1])
            before = (g.actions, g.view(0), g.view(1))
            theirs = next(i for i in g.legal_ids(1) if i not in g.legal_ids(0))
            hostile = [
                "{not json", "[" * 5000, "null", "[1, 2]", json.dumps("act"), json.dumps({"type": "nope"}),
                json.dumps({"type": "act"}), json.dumps({"type": "act", "id": 7}),
                json.dumps({"type": "act", "id": "x" * 500}),
                json.dumps({"type": "act", "id": theirs, "rev": fox.state["rev"]}),  # the other seat's action
                json.dumps({"type": "act", "id": g.legal_ids(0)[0], "rev": fox.state["rev"] - 1}),  # a stale screen
                json.dumps({"type": "act", "id": g.legal_ids(0)[0], "rev": True}),
                json.dumps({"type": "replay", "step": 99}), json.dumps({"type": "replay", "step": "1"}),
                json.dumps({"type": "undo"}), json.dumps({"type": "reveal"}), json.dumps({"type": "coach", "on": 1}),
                json.dumps({"__proto__": {"type": "act"}}),
            ]
            for message in hostile:
                fox.errors.clear()
                fox.send(message)
                await fox.settle()
                assert fox.errors, message
                assert not fox.closed
            spectator = await Pupil.join(links[2])
            spectator.send({"type": "act", "id": g.legal_ids(0)[0], "rev": spectator.state["rev"]})
            await spectator.settle()
            assert spectator.errors == ["this screen is a spectator's: it plays for no seat"]
            assert (g.actions, g.view(0), g.view(1)) == before
            fox.send(json.dumps({"type": "act", "id": "x" * 40_000}))  # past the size limit: the socket is closed
            await fox.settle()
            assert fox.closed and fox.conn.close_code == 1009
            assert (g.actions, g.view(0), g.view(1)) == before
            await hare.act(g.legal_ids(1)[0])  # the others play on
            assert len(g.history) == 1 and not hare.errors
        finally:
            server.stop()

    run(test)


def test_a_flood_is_cut_off_and_the_others_play_on() -> None:
    async def test() -> None:
        g = tablekit.new_game("arigato", players=2, seed=4)
        server = tablekit.serve(g)
        try:
            links = list(server.links.values())
            fox, hare = await Pupil.join(links[0]), await Pupil.join(links[1])
            for _ in range(server_module.FLOOD + int(server_module.BURST) + 50):
                fox.send({"type": "act", "id": g.legal_ids(0)[0], "rev": -5})
            await fox.settle(limit=10)
            assert fox.closed and fox.conn.close_code == 1008
            assert any("too many messages" in e for e in fox.errors)
            assert g.actions == []
            await hare.act(g.legal_ids(1)[0])
            assert len(g.history) == 1 and hare.state["step"] == g.steps_seen(1)
            assert server.connected["Player 1"] == 0 and server.connected["Player 2"] == 1
        finally:
            server.stop()

    run(test)


def test_a_reloaded_page_resumes_its_seat_and_links_have_room_limits() -> None:
    async def test() -> None:
        g, server, links = amanite_class()
        try:
            pupils = await join_pupils(links)
            for _ in range(4):
                await play_on(pupils, g)
            seat = g.to_act[0]
            pupils[seat].close()
            await asyncio.sleep(0.1)
            assert server.connected[server.names[seat]] == 0
            again = await Pupil.join(links[seat])
            assert again.state["view"] == g.view(seat) and again.state["viewer"] == seat
            assert [a["id"] for a in again.state["legal"]] == g.legal_ids(seat)
            pupils[seat] = again
            await play_on(pupils, g)
            extra = [await Pupil.join(links[seat]) for _ in range(server_module.MAX_PAGES_PER_LINK - 1)]
            with pytest.raises(tornado_error()) as refused:  # a seat's link has room for a few devices, no more
                await Pupil.join(links[seat])
            assert refused.value.code == 429
            extra += [await Pupil.join(links[3]) for _ in range(server_module.MAX_PAGES_PER_LINK + 1)]  # watchers
            for page in extra:
                page.close()
        finally:
            server.stop()

    run(test)


def test_pages_of_one_viewer_share_its_frames_and_a_replay_is_a_pages_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each step computes one frame per viewer however many pages show it (a pupil's two devices, five watchers), and
    they all get the same bytes; a page replaying the game does so on its own, the others follow the game."""
    drawn: list[Any] = []
    refresh = server_module.Screen.refresh

    def counted(screen: Any, whole: bool = False) -> None:
        drawn.append(screen.seat)
        refresh(screen, whole)

    monkeypatch.setattr(server_module.Screen, "refresh", counted)

    async def test() -> None:
        g, server, links = amanite_class()
        try:
            pupils = await join_pupils(links)
            phone = await Pupil.join(links[0])
            watchers = [await Pupil.join(links[3]) for _ in range(5)]
            await play_on(pupils, g)
            drawn.clear()
            seat = await play_on(pupils, g)
            for page in [phone, *watchers]:
                await page.settle()
            assert sorted(drawn, key=str) == [0, 1, 2, "spectator"]  # 10 pages, 4 viewers: 4 frames
            assert len({w.raw[-1] for w in watchers}) == 1 and watchers[0].state["view"] == g.view(None)
            assert phone.raw[-1] == pupils[0].raw[-1] and phone.state["view"] == g.view(0)
            mover = pupils[seat] if seat else phone
            watcher, other = watchers[0], watchers[1]
            watcher.send({"type": "replay", "step": 0})
            await watcher.until(lambda: watcher.state["replay_step"] == 0)
            await other.settle()
            assert other.state["replay_step"] == -1 and other.state["step"] == watcher.state["step"] == 2
            await play_on(pupils, g)
            await watcher.settle()
            assert watcher.state["replay_step"] == 0 and watcher.state["view"] == g.at_step(0).view(None)
            watcher.send({"type": "live"})
            await watcher.until(lambda: watcher.state["replay_step"] == -1)
            await other.settle()
            assert watcher.state["view"] == other.state["view"] == g.view(None)
            assert watcher.state["rev"] == other.state["rev"]
            while g.to_act[0] != mover.state["viewer"]:  # the shared screen's pages play on at its frame's rev
                await play_on(pupils, g)
            await mover.act(mover.state["legal"][0]["id"])
            await watcher.until(lambda: watcher.state["view"] == g.view(None))
            assert not watcher.errors and not mover.errors
        finally:
            server.stop()

    run(test)


def test_undo_across_screens_is_fair() -> None:
    """A pupil takes back only their own last move: never another seat's secret dawn choice (issue 21)."""

    async def test() -> None:
        g = tablekit.new_game("arigato", players=2, seed=4)
        server = tablekit.serve(g)
        try:
            links = list(server.links.values())
            fox, hare = await Pupil.join(links[0]), await Pupil.join(links[1])
            await fox.act(fox.state["legal"][0]["id"])
            assert len(g.history) == 1
            hare.send({"type": "undo", "rev": hare.state["rev"]})
            await hare.until(lambda: bool(hare.errors))
            assert len(g.history) == 1 and fox.state["step"] == 1
            fox.send({"type": "undo", "rev": fox.state["rev"]})
            await fox.until(lambda: fox.state["step"] == 0)
            assert g.history == [] and not fox.errors
        finally:
            server.stop()

    run(test)


def test_bots_move_by_themselves_and_a_seat_can_be_handed_to_a_bot() -> None:
    async def test() -> None:
        g = tablekit.new_game("amanite", players=3, seed=5, sides=["A", "A", "A"])
        server = tablekit.serve(g, seats=["human", "human", RandomBot(2)], bot_delay_ms=0)
        try:
            links = list(server.links.values())
            fox = await Pupil.join(links[0])
            assert fox.state["seat_kinds"] == ["human", "human", "bot"]
            await asyncio.sleep(0.2)
            assert 2 not in g.to_act or g.is_over
            server.hand_to_bot(1, RandomBot(1))
            await fox.settle()
            assert fox.state["seat_kinds"] == ["human", "bot", "bot"]
            for _ in range(20):
                if 0 in g.to_act:
                    await fox.act(fox.state["legal"][0]["id"])
                await asyncio.sleep(0.05)
                await fox.settle(quiet=0.05)
            assert len(g.history) > 20
            assert fox.state["view"] == g.view(0)
        finally:
            server.stop()

    run(test)


def test_stop_closes_the_sockets_and_frees_the_port() -> None:
    async def test() -> None:
        g = tablekit.new_game("arigato", players=2, seed=4)
        server = tablekit.serve(g, port=0)
        link = server.links["Player 1"]
        fox = await Pupil.join(link)
        server.stop()
        server.stop()  # twice is fine
        await fox.settle()
        assert fox.closed
        with socket.socket() as probe:  # the port is free again
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind(("127.0.0.1", server.port))
        assert server.seat_of(tokens(server)[0]) is None
        assert "stopped" in repr(server)

    run(test)


def test_no_log_line_nor_record_holds_a_token(caplog: pytest.LogCaptureFixture) -> None:
    async def test() -> None:
        g = tablekit.new_game("arigato", players=2, seed=4)
        server = tablekit.serve(g)
        try:
            links = list(server.links.values())
            for link in links:
                await fetch(link)
                await fetch(link + "table.js")
                await fetch(link[:-3] + "zz/")
            page = await Pupil.join(links[0])
            page.send("{bad")
            await page.settle()
            page.close()
            secret = tokens(server)
        finally:
            server.stop()
        text = caplog.text + repr(server) + json.dumps(g.record())  # the log, the server's repr, the game's record
        assert "200 GET page" in caplog.text and "404 GET" in caplog.text
        assert not any(token in text for token in secret)
        assert not any(token[:12] in text for token in secret)

    with caplog.at_level(logging.DEBUG):
        run(test)


def test_serve_checks_its_arguments() -> None:
    g = tablekit.new_game("arigato", players=2, seed=4)
    for kwargs, words in [({"seats": ["human"]}, "seats must list 2"), ({"names": ["a"]}, "names must be a list"),
                          ({"port": 70000}, "port is an int"), ({"host": ""}, "host is an address"),
                          ({"bot_delay_ms": -1}, "bot_delay_ms"), ({"lang": "fr"}, "fr")]:
        with pytest.raises(ValueError, match=words):
            tablekit.serve(g, **kwargs)
    with pytest.raises(ValueError, match="tablekit Game"):
        tablekit.serve("arigato")


def test_serve_refuses_in_pyodide(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "emscripten")
    with pytest.raises(RuntimeError, match="JupyterLite"):
        tablekit.serve(tablekit.new_game("arigato", players=2, seed=4))


def test_importing_tablekit_imports_no_server() -> None:
    # nor jupyter_server (tablekit.jupyter_nodelay): JupyterLite has none of them
    code = ("import sys, tablekit; tablekit.serve; "
            "print(sorted(m for m in ('tornado', 'segno', 'jupyter_server') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"


def test_a_background_server_runs_on_its_own_thread() -> None:
    g = tablekit.new_game("arigato", players=2, seed=4)
    server = tablekit.serve(g, background=True)
    try:
        async def pupil_moves() -> list[str]:
            hare = await Pupil.join(server.links["Player 2"])
            await hare.act(hare.state["legal"][0]["id"])
            return hare.errors

        assert run_in_own_loop(pupil_moves()) == []
        assert server.call(lambda: len(g.history)) == 1
        assert server.connected["Player 2"] == 0 or server.connected["Player 2"] == 1
    finally:
        server.stop()
    assert server.stopped


def test_a_script_serves_until_stopped() -> None:
    script = textwrap.dedent("""
        import threading, urllib.request, tablekit
        g = tablekit.new_game("arigato", players=2, seed=4)
        server = tablekit.serve(g)
        def visit():
            with urllib.request.urlopen(server.links["Player 1"]) as page:
                print("page", page.status)
            server.stop()
        threading.Timer(0.3, visit).start()
        server.run_forever()
        print("stopped", server.stopped)
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert out.stdout.split() == ["page", "200", "stopped", "True"], out.stderr

