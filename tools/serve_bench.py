"""Classroom benchmark: click → redraw on the *other* pages of a served game, with 2, 10 and 30 pages connected.

A two-seat Amanite game is served (``tablekit.serve(..., background=True)``); headless Chromium opens the two
seats' pages and spectator pages up to the count, each page in a browser context of its own (a device of its own).
Each click on the page of the seat to act (its first move) is timed to the moment every other page has redrawn its
table (its step changed, and the next frame started): one clock for all pages (``performance.timeOrigin +
performance.now()``). Where the time goes: when the first message after the click reached each page's script
(``received``), the server's own send latency (from the click's message arriving to the last page's frame written
to its socket, on the server's clock) and its CPU time per click (on its thread), since the wall times depend on how
busy the machine is. Beside it, the notebook table's own click → redraw, as the Amanite browser test last measured
it (test-artifacts/latency.txt), if present.

Usage: ``python tools/serve_bench.py [--pages 2 10 30] [--clicks 8]``. Not a test: it prints figures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import tablekit  # noqa: E402
from tablekit.classroom import server as server_module  # noqa: E402
from tests.browser.fixtures import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

RECEIVE = """(() => {
  const now = () => performance.timeOrigin + performance.now();
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", () => {
        const t = window.__bench;
        if (t && t.armed && !t.receivedAt) t.receivedAt = now();
      });
    }
  };
})();"""

WATCH = """() => {
  const t = (window.__bench = { changedAt: 0, paintedAt: 0, receivedAt: 0 });
  const now = () => performance.timeOrigin + performance.now();
  document.addEventListener("click", () => { t.clickAt = now(); }, true);
  const root = document.querySelector(".tk-root");
  let last = root.getAttribute("data-step");
  new MutationObserver(() => {
    const step = root.getAttribute("data-step");
    if (step === last) return;
    last = step;
    t.changedAt = now();
    requestAnimationFrame(() => requestAnimationFrame(() => { t.paintedAt = now(); }));
  }).observe(root, { attributes: true, attributeFilter: ["data-step"] });
}"""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class SendClock:
    """The server's send latency, on its own thread: from a page's message arriving to the end of the catching up
    that follows it (every other page's frame written to its socket)."""

    def __init__(self) -> None:
        self.arrived = 0.0
        self.sent: list[float] = []
        on_message, catch_up = server_module._Socket.on_message, server_module.Server._catch_up

        def arrive(socket: Any, message: str | bytes) -> None:
            self.arrived = time.perf_counter()
            on_message(socket, message)

        def send(server: Any) -> None:
            catch_up(server)
            if self.arrived:
                self.sent.append(1000 * (time.perf_counter() - self.arrived))
                self.arrived = 0.0

        server_module._Socket.on_message = arrive  # type: ignore[method-assign]
        server_module.Server._catch_up = send  # type: ignore[method-assign]


def measure(browser: Any, pages: int, clicks: int, clock: SendClock) -> dict[str, Any]:
    g = tablekit.new_game("amanite", players=2, seed=5, sides=["A", "A"])
    server = tablekit.serve(g, background=True)
    contexts = []
    try:
        links = list(server.links.values())
        opened = []
        for i in range(pages):  # each page a device of its own: the seats' two, then the spectators'
            contexts.append(browser.new_context(viewport={"width": 1000, "height": 800}))
            contexts[-1].add_init_script(RECEIVE)
            page = contexts[-1].new_page()
            page.set_default_timeout(180_000)
            page.goto(links[i] if i < 2 else links[2])
            page.wait_for_selector(".tk-root")
            page.evaluate(WATCH)
            opened.append(page)
        redrawn: list[float] = []
        received: list[float] = []
        slowest: list[float] = []
        cpu: list[float] = []
        for _ in range(clicks):
            seat, step = server.call(lambda: (g.to_act[0], g.steps_seen(g.to_act[0])))
            clicker = opened[seat]
            for page in opened:
                page.evaluate("() => { const t = window.__bench; t.changedAt = t.paintedAt = t.receivedAt = 0; "
                              "t.armed = true; }")
            clicker.wait_for_selector(f".tk-root[data-step='{step}'] .tk-actions button")
            before = server.call(time.thread_time)
            clicker.locator(".tk-actions button").first.click()
            click_at = clicker.evaluate("() => window.__bench.clickAt")
            others = [p for i, p in enumerate(opened) if i != seat]
            times = []
            for page in others:
                page.wait_for_function("() => window.__bench.paintedAt > 0")
                painted, arrived = page.evaluate("() => [window.__bench.paintedAt, window.__bench.receivedAt]")
                times.append(painted - click_at)
                received.append(arrived - click_at)
            cpu.append(1000 * (server.call(time.thread_time) - before))
            redrawn += times
            slowest.append(max(times))
        sent = clock.sent[-clicks:]
        return {"pages": pages, "median": statistics.median(redrawn), "p90": percentile(redrawn, 0.9),
                "slowest": statistics.median(slowest), "cpu": statistics.median(cpu), "clicks": clicks,
                "received": statistics.median(received), "sent": statistics.median(sent), "sent_max": max(sent)}
    finally:
        for context in contexts:
            context.close()
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, nargs="+", default=[2, 10, 30])
    parser.add_argument("--clicks", type=int, default=8)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        clock = SendClock()
        print(f"tablekit.serve, Amanite (2 seats), click → redrawn and painted on every other page "
              f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores):")
        for pages in args.pages:
            r = measure(browser, pages, args.clicks, clock)
            print(f"  {r['pages']:>3} pages: median {r['median']:.0f} ms, p90 {r['p90']:.0f} ms, slowest page per "
                  f"click (median) {r['slowest']:.0f} ms; first message received (median) {r['received']:.0f} ms; "
                  f"server: send latency {r['sent']:.1f} ms (max {r['sent_max']:.1f}), CPU {r['cpu']:.1f} ms per "
                  f"click (over {r['clicks']} clicks; load {os.getloadavg()[0]:.1f})")
        browser.close()
    latency = ROOT / "test-artifacts" / "latency.txt"
    if latency.exists():
        print("the notebook table (tests/browser/test_amanite_table.py, last run):")
        for line in latency.read_text(encoding="utf-8").splitlines():
            if "amanite: click" in line or "counter: click → echoed" in line:
                print("  " + line)
    else:
        print("the notebook table: run tests/browser/test_amanite_table.py (it writes test-artifacts/latency.txt)")


if __name__ == "__main__":
    main()
