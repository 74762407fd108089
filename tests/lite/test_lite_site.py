"""The JupyterLite site: built by ``tools/lite.sh``, served as static files on 127.0.0.1, played in Chromium.

Everything the site needs must be in ``_site/``: the page may reach 127.0.0.1 only (any other request is refused
and fails the test). Pyodide starts in the browser, the first cell installs tablekit from the site's own wheels,
and the notebooks run top to bottom; a game notebook's first table is then played by clicks, and the kernel's game
is read back. Reports the time from page load to the first table drawn, and the site's size.
"""

from __future__ import annotations

import functools
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest

from ..browser.fixtures import publish_timing
from ..browser.test_tutorial_notebooks import (
    click_legal_moves,
    games_and_first_table,
    kernel_tables,
    lift_curtain,
    table_step,
)

pytestmark = [pytest.mark.lite, pytest.mark.browser]

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_site"
ARTIFACTS = ROOT / "test-artifacts"
BUILD_TIMEOUT_S = 1200
RUN_TIMEOUT_MS = 600_000  # Pyodide starting plus every cell of a notebook, on a busy CI machine

# Set before any page script runs: when the first table is drawn (a table root with its board), on the page's
# clock, whose zero is the start of the navigation.
FIRST_TABLE_TIMER = """
window.__firstTable = null;
new MutationObserver((_, observer) => {
  if (document.querySelector('.tk-root[data-step] .tk-board *')) {
    window.__firstTable = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true, attributes: true });
"""

ALL_CELLS_RAN = """() => {
  const prompts = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')];
  return prompts.length > 0 && prompts.every((p) => /\\[\\d+\\]/.test(p.textContent));
}"""


class _Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".mjs": "text/javascript", ".js": "text/javascript", ".json": "application/json",
                      ".whl": "application/zip", ".ipynb": "application/json"}

    def log_message(self, *args: Any) -> None:  # quiet
        pass


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    """Build the site (downloads cached in build/lite) and serve it as any static host would."""
    done = subprocess.run(["bash", "tools/lite.sh"], cwd=ROOT, capture_output=True, text=True,
                          timeout=BUILD_TIMEOUT_S)
    assert done.returncode == 0, f"tools/lite.sh failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Handler, directory=str(SITE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def site_size() -> int:
    return sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())


@pytest.fixture()
def new_page(browser: Any) -> Iterator[Callable[[], Any]]:
    """Pages of their own (JupyterLite keeps files and open tabs per browser profile), each refusing every request
    that leaves 127.0.0.1; the refused URLs are collected, and must stay none."""
    contexts: list[Any] = []
    refused: list[str] = []

    def route(r: Any) -> None:
        if urlparse(r.request.url).hostname == "127.0.0.1":
            r.continue_()
        else:
            refused.append(r.request.url)
            r.abort()

    def make() -> Any:
        context = browser.new_context(viewport={"width": 1440, "height": 1500})
        context.route("**/*", route)
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(60_000)
        return page

    yield make
    for context in contexts:
        context.close()
    assert not refused, f"the site reached beyond itself: {refused[:5]}"


def open_and_run_all(page: Any, url: str) -> float:
    """Open a notebook of the site, wait for Pyodide, run every cell; return ms from page load to first table."""
    page.add_init_script(FIRST_TABLE_TIMER)
    page.goto(url)
    page.click(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")  # fold the file browser
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=RUN_TIMEOUT_MS)
    page.click("#jp-MainMenu .lm-MenuBar-item:has-text('Run')")
    page.click(".lm-Menu-itemLabel:text-is('Run All Cells')")
    page.wait_for_function(ALL_CELLS_RAN, timeout=RUN_TIMEOUT_MS, polling=500)
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=RUN_TIMEOUT_MS)
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert not errors.count(), errors.all_inner_texts()[:2]  # no traceback, and no warning either
    first = page.evaluate("() => window.__firstTable")
    assert first is not None, "no table was drawn"
    return first


def test_lite_site_runs_the_notebooks_and_a_table_plays_by_clicks(new_page: Any, site: str,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    shots = ARTIFACTS / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    page = new_page()
    started = time.monotonic()
    start_here_ms = open_and_run_all(page, f"{site}/lab/index.html?path=00_start_here.ipynb")
    start_here_s = time.monotonic() - started
    plot_note = page.locator(".jp-OutputArea-output", has_text="not drawn: this Python has no matplotlib")
    assert plot_note.count() >= 1  # the score plot says why it is missing, instead of failing
    page.screenshot(path=str(shots / "lite_00_start_here.png"))

    page = new_page()
    started = time.monotonic()
    amanite_ms = open_and_run_all(page, f"{site}/lab/index.html?path=01_amanite.ipynb")
    amanite_s = time.monotonic() - started
    games_before, table, start = games_and_first_table(page)
    click_legal_moves(page, table, 3)
    lift_curtain(table)
    played = table_step(table)
    table.screenshot(path=str(shots / "lite_amanite_table.png"))
    after = kernel_tables(page, cell_added=True)
    moved = {k: after[k] - n for k, n in games_before.items() if after.get(k) != n}
    # the game behind the clicked table advanced by exactly what the table shows (clicks and its bots' replies);
    # other tables whose bots are to move play on by themselves while the page is open
    assert played - start >= 3 and played - start in moved.values(), moved

    publish_timing("lite", "\n".join([
        f"JupyterLite site: {site_size() / 2**20:.1f} MiB in _site/",
        f"00_start_here: page load → first table drawn {start_here_ms / 1000:.1f} s "
        f"(Pyodide start, %pip install, cells before it); all cells run in {start_here_s:.0f} s",
        f"01_amanite: page load → first table drawn {amanite_ms / 1000:.1f} s; all cells run in {amanite_s:.0f} s",
    ]), capsys)
