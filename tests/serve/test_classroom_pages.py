"""A classroom in Chromium: each pupil on a device of their own (a separate browser context), joined by their link.

Three pupils play a whole Amanite game (35 clicks, each on the page of the seat to act, in its move list) and two
pupils an Arigato dawn to its end (each assigns the five cards of their hand and confirms). Throughout, each page's
DOM and every socket frame it received are searched for the other seats' secrets (Amanite: their clue cards;
Arigato: the card ids of their hands) while those are secret. Wrong tokens get nothing, a reloaded page resumes
its seat, and a flood of junk from one page leaves the others playing.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import tablekit
from tablekit.widget.frames import patched

from .client import FRAMED

pytestmark = pytest.mark.browser
SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"


class Device:
    """One pupil's device: a browser context of its own on one link, and every socket frame the page received."""

    def __init__(self, browser: Any, link: str, static: dict[str, Any], dark: bool = False) -> None:
        self.static = static
        self.context = browser.new_context(viewport={"width": 1280, "height": 1100},
                                           color_scheme="dark" if dark else "light")
        self.page = self.context.new_page()
        self.page.set_default_timeout(20_000)
        self.frames: list[str] = []
        self.errors: list[str] = []
        self.page.on("websocket", lambda ws: ws.on("framereceived", lambda data: self.frames.append(data)))
        self.page.on("pageerror", lambda err: self.errors.append(str(err)))
        self.link = link
        self.open()

    def open(self) -> None:
        self.page.goto(self.link)
        self.page.wait_for_selector(".tk-root")

    def step(self) -> int:
        return int(self.page.get_attribute(".tk-root", "data-step"))

    def click_first_move(self, step: int) -> None:
        """Click the first move of the move list once the page shows ``step`` (what its seat has seen)."""
        self.page.wait_for_selector(f".tk-root[data-step='{step}'] .tk-actions button")
        self.page.locator(".tk-actions button").first.click()

    def html(self) -> str:
        return self.page.content()

    def frames_while(self, secret: Callable[[dict[str, Any]], bool]) -> list[str]:
        """The frames received up to the first one after which ``secret(traits)`` no longer holds, as searchable
        text: every frame whole, but for the game's static data (the public catalogue of every card, sent once)."""
        state: dict[str, Any] = {}
        kept = []
        for raw in self.frames:
            message = json.loads(raw)
            if message["kind"] in ("hello", "state"):
                state.update(message["state"])
            elif message["kind"] == "msg" and message["content"]["base"] < 0:
                state.update(message["content"]["state"])
            elif message["kind"] == "msg":
                state.update(patched({k: state[k] for k in FRAMED}, message["content"]["ops"]))
            if "view" in state and not secret(state):
                break  # this frame ended the secret (e.g. the end of the game reveals every view)
            if message["kind"] == "hello":
                assert json.dumps(message["state"]["static"]) == json.dumps(self.static)
                message["state"]["static"] = None
            kept.append(json.dumps(message))
        return kept

    def close(self) -> None:
        self.context.close()


@pytest.fixture()
def devices(browser: Any) -> Iterator[Callable[..., Device]]:
    made: list[Device] = []

    def device(server: Any, seat: int, dark: bool = False) -> Device:
        made.append(Device(browser, list(server.links.values())[seat], server.game.static_data(), dark))
        return made[-1]

    yield device
    for d in made:
        d.close()


def tokens(server: Any) -> list[str]:
    return [link.rstrip("/").rsplit("/", 1)[1] for link in server.links.values()]


def shot(device: Device, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    device.page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def play_by_clicks(server: Any, game: Any, pupils: dict[int, Device], until: Callable[[], bool],
                   before_click: Callable[[int], None] = lambda seat: None) -> int:
    """Each time, the page of the first seat to act clicks its first move; returns the number of clicks."""
    clicks = 0
    while not server.call(until):
        seat, seen, played = server.call(lambda: (game.to_act[0], game.steps_seen(game.to_act[0]),
                                                  len(game.history)))
        before_click(seat)
        pupils[seat].click_first_move(seen)
        pupils[seat].page.wait_for_function("() => true")  # let the click's message leave
        for _ in range(200):
            if server.call(lambda: len(game.history)) > played:
                break
            pupils[seat].page.wait_for_timeout(25)
        else:
            raise AssertionError(f"the click on seat {seat}'s page did not play")
        clicks += 1
    return clicks


def test_three_pupils_play_a_whole_amanite_game_each_seeing_only_their_own_clues(
        browser: Any, devices: Callable[..., Device]) -> None:
    g = tablekit.new_game("amanite", players=3, seed=5, sides=["A", "A", "A"])
    server = tablekit.serve(g, background=True, bot_delay_ms=0)
    try:
        pupils = {seat: devices(server, seat, dark=seat == 2) for seat in range(3)}
        teacher = devices(server, 3)
        clues = server.call(lambda: {seat: g.view(seat)["clues"] for seat in range(3)})
        assert all(pupils[s].page.locator(".am-clue").count() == 1 for s in range(3))
        for seat, device in pupils.items():  # each page shows its own start clue, and nobody else's
            shown = device.page.locator(".am-clue").first.inner_text()
            for attribute in clues[seat]["start"]["attributes"]:
                assert attribute.replace("plus", "+").replace("minus", "−")[:2] in shown or attribute in shown.lower()
        shot(pupils[0], "classroom_amanite_fox")
        clicks = play_by_clicks(server, g, pupils, lambda: g.is_over)
        assert clicks == 35 and server.call(lambda: g.is_over)
        for device in [*pupils.values(), teacher]:
            device.page.wait_for_selector(".tk-result")
        shot(pupils[1], "classroom_amanite_squirrel_end")
        secret = tokens(server)
        for seat, device in pupils.items():
            raw = "".join(device.frames_while(lambda state: not state.get("view", {}).get("over", False)))
            assert raw.count('"clues"') >= 1
            for other in range(3):
                if other != seat:
                    assert json.dumps(clues[other]["start"]) not in raw, (seat, other)
                    assert secret[other] not in "".join(device.frames) + device.html()
            assert not device.errors, device.errors
        assert secret[3] not in "".join(d.html() + "".join(d.frames) for d in pupils.values())
    finally:
        server.stop()


def test_two_pupils_play_an_arigato_dawn_and_never_see_the_other_hand(
        browser: Any, devices: Callable[..., Device]) -> None:
    g = tablekit.new_game("arigato", players=2, seed=4)
    server = tablekit.serve(g, background=True)
    try:
        pupils = {0: devices(server, 0), 1: devices(server, 1, dark=True)}
        hands = server.call(lambda: {seat: g.view(seat)["seats"][seat]["hand"] for seat in range(2)})
        assert all(len(hand) == 5 for hand in hands.values())

        def no_other_hand_in_dom(_seat: int) -> None:  # before every click, while the dawn is secret
            for seat, device in pupils.items():
                page = device.html()
                assert all(card in page for card in hands[seat])
                assert not any(card in page for card in hands[1 - seat]), seat

        clicks = play_by_clicks(server, g, pupils, lambda: g.view(None)["phase"] != "dawn", no_other_hand_in_dom)
        assert clicks == 8
        shot(pupils[0], "classroom_arigato_player1_day")
        for seat, device in pupils.items():
            device.page.wait_for_selector(".tk-root:not([data-step='0'])")
            dawn = "".join(device.frames_while(lambda state: state.get("view", {}).get("phase", "dawn") == "dawn"))
            assert dawn and not any(card in dawn for card in hands[1 - seat]), seat
            assert tokens(server)[1 - seat] not in "".join(device.frames)
    finally:
        server.stop()


def test_wrong_tokens_reloads_and_floods(browser: Any, devices: Callable[..., Device]) -> None:
    g = tablekit.new_game("arigato", players=2, seed=4)
    server = tablekit.serve(g, background=True)
    try:
        fox, hare = devices(server, 0), devices(server, 1)
        stranger = browser.new_context()
        try:
            page = stranger.new_page()
            for url in [server.url + "/", server.url + "/p/" + "x" * 32 + "/", fox.link[:-5] + "abcd/"]:
                response = page.goto(url)
                assert response.status == 404 and page.inner_text("body") == "404"
            refused = page.evaluate("""(url) => new Promise((done) => {
                const ws = new WebSocket(url);
                ws.onopen = () => done("open"); ws.onerror = () => done("refused");
            })""", server.url.replace("http", "ws") + "/p/" + "x" * 32 + "/socket")
            assert refused == "refused"
        finally:
            stranger.close()

        fox.click_first_move(0)
        fox.page.wait_for_selector(".tk-root[data-step='1']")
        hand = fox.page.locator(".tk-actions button").all_inner_texts()
        fox.page.reload()  # the seat comes back where it was
        fox.page.wait_for_selector(".tk-root[data-step='1']")
        assert fox.page.locator(".tk-actions button").all_inner_texts() == hand
        assert "Player 1" in fox.page.inner_text(".tk-page-status")

        closed = hare.page.evaluate("""() => new Promise((done) => {
            const ws = new WebSocket(new URL("socket", location.href).href.replace("http", "ws"));
            ws.onopen = () => {
                const junk = ["{bad json", "[[[[[[", JSON.stringify({type: "act", id: "maker:B11", rev: 1}),
                  JSON.stringify({type: "replay", step: -1}), "null"];
                for (let i = 0; i < 2000; i += 1) ws.send(junk[i % junk.length]);
            };
            ws.onclose = (event) => done(event.code);
        })""")
        assert closed == 1008  # the flooding socket was cut off
        assert server.call(lambda: g.actions) == [(0, g.actions[0][1])]
        hare.click_first_move(0)
        hare.page.wait_for_selector(".tk-root[data-step='1']")
        fox.click_first_move(1)
        fox.page.wait_for_selector(".tk-root[data-step='2']")
        assert server.call(lambda: len(g.history)) == 3
        assert not fox.errors and not hare.errors
    finally:
        server.stop()


def test_a_spectator_page_offers_no_undo(browser: Any, devices: Callable[..., Device]) -> None:
    """A spectator cannot undo: its page's Undo is disabled (light and dark), a click on it sends nothing, while the
    pupil's own Undo beside it stays enabled."""
    g = tablekit.new_game("amanite", players=2, seed=5, sides=["A", "A"])  # a first move the spectators see
    server = tablekit.serve(g, background=True)
    try:
        fox = devices(server, server.call(lambda: g.to_act[0]))
        fox.click_first_move(0)
        fox.page.wait_for_selector(".tk-root[data-step='1']")
        assert fox.page.locator("[data-key=undo]").is_enabled()
        for dark in (False, True):
            watcher = devices(server, 2, dark=dark)
            watcher.page.wait_for_selector(".tk-root[data-step='1']")
            undo = watcher.page.locator("[data-key=undo]")
            assert undo.is_disabled() and watcher.page.locator(".tk-actions button").count() == 0
            sent = len(watcher.frames)
            undo.click(force=True)
            watcher.page.wait_for_timeout(400)
            assert server.call(lambda: len(g.history)) == 1 and len(watcher.frames) == sent  # no refusal came back
            assert watcher.page.locator(".tk-error").count() == 0
            shot(watcher, f"classroom_spectator_{'dark' if dark else 'light'}")
    finally:
        server.stop()
