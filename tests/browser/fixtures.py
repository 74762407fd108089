"""Browser-test fixtures and helpers: JupyterLab from a given Python, and a headless Chromium driven by Playwright.

The server runs on 127.0.0.1 with a random token and its own config, data, settings and workspace folders, so
the tests neither read nor change the user's Jupyter setup. Chromium is the system one (/usr/bin/chromium): the
tests never download a browser.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-gpu",
    "--no-first-run", "--disable-sync",
    # pages run side by side (two JupyterLite notebooks at once): none is throttled as a background page
    "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
]
START_TIMEOUT_S = 90


@dataclass(frozen=True)
class Lab:
    url: str
    token: str
    root: Path = ROOT

    def notebook_url(self, path: Path) -> str:
        return f"{self.url}/lab/tree/{path.relative_to(self.root).as_posix()}?reset&token={self.token}"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _quiet_settings(folder: Path) -> None:
    """No news or update checks, no extension manager: the page should only talk to the local server."""
    for plugin, settings in {
        "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
        "@jupyterlab/extensionmanager-extension/plugin": {"enabled": False},
    }.items():
        path = folder / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings), encoding="utf-8")


def _wait_until_up(url: str, token: str, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"JupyterLab exited with {proc.returncode}:\n{_tail(log)}")
        try:
            with urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"JupyterLab did not answer within {START_TIMEOUT_S}s:\n{_tail(log)}")


def _tail(log: Path) -> str:
    return log.read_text(errors="replace")[-3000:]


def jupyter_env(home: Path) -> dict[str, str]:
    """The environment for a Jupyter server whose config, data, runtime and IPython folders are under ``home``."""
    return {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_DATA_DIR": str(home / "data"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "IPYTHONDIR": str(home / "ipython"),
    }


def stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop a server this test session started: politely, then for good."""
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@contextmanager
def jupyter_server(args: list[str], home: Path, log: Path) -> Iterator[subprocess.Popen[bytes]]:
    """``python -m <args>`` run from the repository, its Jupyter folders under ``home`` and its output in ``log``;
    stopped afterwards. (Notebook 7 and Voilà run here as a reader starts them, with no TCP_NODELAY setting: tablekit
    sets it only on the servers it starts, see ``running_lab``.)"""
    with log.open("wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", *args], cwd=ROOT, env=jupyter_env(home), stdout=out,
                                stderr=subprocess.STDOUT)
    try:
        yield proc
    finally:
        stop(proc)


@contextmanager
def running_lab(python: str, root: Path, home: Path, *, nodelay: bool = True) -> Iterator[Lab]:
    """JupyterLab run by ``python`` on 127.0.0.1, serving ``root``, with its Jupyter folders under ``home``.

    With ``nodelay`` its kernel websockets send at once (TCP_NODELAY), as on the server ``tools/notebooks.sh`` and
    Binder start for a reader (``tablekit.jupyter_nodelay``); Binder's test passes False, since its environment's
    own config must set it. Each lab also answers the test probe's route (``nodelay_probe.py``)."""
    _quiet_settings(home / "settings")
    port, token = _free_port(), secrets.token_hex(16)
    env = jupyter_env(home)
    flags = probe_flags(env, home)
    if nodelay:
        from tablekit.jupyter_nodelay import FLAG

        flags.append(FLAG)
    log = home / "lab.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [
                python, "-m", "jupyterlab", "--no-browser",
                "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
                f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}", "--ServerApp.allow_root=True",
                "--LabApp.extension_manager=readonly",
                f"--LabApp.user_settings_dir={home / 'settings'}", f"--LabApp.workspaces_dir={home / 'workspaces'}",
                *flags,
            ],
            cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(url, token, proc, log)
        yield Lab(url, token, root)
    finally:
        stop(proc)


def probe_flags(env: dict[str, str], home: Path) -> list[str]:
    """The flags that load the test probe (nodelay_probe.py) into a Jupyter server started with ``env``: the probe
    is copied into a folder of its own under ``home``, put first on ``env``'s PYTHONPATH (so the server, and its
    kernels, find nothing else of the tests there)."""
    folder = home / "probe"
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(Path(__file__).with_name("nodelay_probe.py"), folder / "nodelay_probe.py")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(folder), env.get("PYTHONPATH")]))
    return ["--ServerApp.jpserver_extensions=nodelay_probe=True"]


def kernel_sockets(url: str, token: str) -> list[dict[str, Any]]:
    """The open kernel websockets of the server at ``url``, as its probe reads them on the server's side: each
    one's kernel, connection class, and whether its socket has TCP_NODELAY (nodelay_probe.py)."""
    return json.loads(authorized_get(f"{url}/tablekit-probe/kernel-sockets", token)[1])


def authorized_get(url: str, token: str) -> tuple[int, bytes]:
    """GET ``url`` from a Jupyter server with its token: the status and the body."""
    request = urllib.request.Request(url, headers={"Authorization": f"token {token}"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status, response.read()


def post_json(url: str, token: str, body: dict[str, Any]) -> dict[str, Any]:
    """POST ``body`` to a Jupyter server's REST API; its JSON answer."""
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), method="POST",
        headers={"Authorization": f"token {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())


@asynccontextmanager
async def kernel_websocket(ws_url: str, token: str) -> AsyncIterator[Any]:
    """A kernel's websocket on a Jupyter server (tornado's client, JSON messages), closed afterwards."""
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    conn = await websocket_connect(HTTPRequest(ws_url, headers={"Authorization": f"token {token}"}))
    try:
        yield conn
    finally:
        conn.close()


async def execute(conn: Any, code: str) -> tuple[str, list[str]]:
    """Run ``code`` in the kernel over its websocket ``conn``: (its stdout, its error tracebacks)."""
    msg_id = uuid.uuid4().hex
    header = {"msg_id": msg_id, "session": uuid.uuid4().hex, "username": "test", "msg_type": "execute_request",
              "version": "5.3", "date": ""}
    content = {"code": code, "silent": False, "store_history": False, "user_expressions": {}, "allow_stdin": False,
               "stop_on_error": True}
    await conn.write_message(json.dumps(
        {"header": header, "parent_header": {}, "metadata": {}, "content": content, "channel": "shell", "buffers": []}
    ))
    out, errors = [], []
    while True:
        raw = await conn.read_message()
        assert raw is not None, "the kernel's websocket closed before the code ran"
        msg = json.loads(raw)
        if msg.get("parent_header", {}).get("msg_id") != msg_id:
            continue
        kind = msg["msg_type"]
        if kind == "stream":
            out.append(msg["content"]["text"])
        elif kind == "error":
            errors.append("\n".join(msg["content"]["traceback"]))
        elif kind == "status" and msg["content"]["execution_state"] == "idle":
            return "".join(out), errors


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    with running_lab(sys.executable, ROOT, tmp_path_factory.mktemp("jupyter")) as server:
        yield server


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    sync_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM}")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield chromium
        chromium.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.stash[FAILED] = report.failed


FAILED = pytest.StashKey[bool]()


@pytest.fixture()
def page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1440, "height": 1500})
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    if request.node.stash.get(FAILED, False):  # keep what the page looked like when the test failed
        (ARTIFACTS / "screenshots").mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "screenshots" / f"FAILED_{request.node.name}.png"))
    context.close()


@pytest.fixture()
def notebook_copy(request: pytest.FixtureRequest) -> Iterator[Callable[[str], Path]]:
    """Copies a test notebook under the (git-ignored) artifacts folder, so JupyterLab's autosave of outputs never
    touches the committed notebook."""
    folder = ARTIFACTS / "lab"
    folder.mkdir(parents=True, exist_ok=True)
    made: list[Path] = []

    def copy(name: str) -> Path:
        target = folder / f"{request.node.name}_{name}"
        shutil.copyfile(Path(__file__).with_name(name), target)
        made.append(target)
        return target

    yield copy
    for path in made:
        path.unlink(missing_ok=True)


def run_in_own_loop(coroutine: Any) -> Any:
    """``asyncio.run(coroutine)`` on a thread of its own: the session's Playwright (sync API) keeps an event loop
    running on the main thread, where ``asyncio.run`` refuses to start another."""
    import asyncio
    import threading

    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = asyncio.run(coroutine)
        except BaseException as err:  # re-raised on the caller's thread
            outcome["error"] = err

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def write_notebook(path: Path, sources: list[str]) -> Path:
    """A notebook of code cells (Python 3 kernel) at ``path``."""
    cells = [{"cell_type": "code", "metadata": {}, "source": code, "outputs": [], "execution_count": None}
             for code in sources]
    kernel = {"name": "python3", "display_name": "Python 3", "language": "python"}
    document = {"cells": cells, "metadata": {"kernelspec": kernel}, "nbformat": 4, "nbformat_minor": 5}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def publish_timing(name: str, report: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Print a timing report past pytest's capture and keep it in ``test-artifacts/<name>.txt``."""
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"{name}.txt").write_text(report + "\n", encoding="utf-8")
    with capsys.disabled():
        print("\n" + report)


class Wire:
    """Sizes of the widget messages (``comm_msg``) the page receives from the kernel over its websockets.

    Frames are read as JupyterLab sends them: JSON text, or the binary v1 kernel protocol (a table of offsets, then
    channel, header, parent header, metadata, content and buffers). ``take()`` returns the bytes received since the
    last call (one size per message), so a test can attribute them to the click in between.
    """

    def __init__(self, page: Any) -> None:
        self.received: list[int] = []
        page.on("websocket", lambda ws: ws.on("framereceived", self._frame))

    @staticmethod
    def _msg_type(data: bytes | str) -> str:
        if isinstance(data, str):
            try:
                return json.loads(data).get("header", {}).get("msg_type", "")
            except ValueError:
                return ""
        count = int.from_bytes(data[:8], "little")
        offsets = [int.from_bytes(data[8 + 8 * i:16 + 8 * i], "little") for i in range(count)]
        if count < 3:
            return ""
        return json.loads(data[offsets[1]:offsets[2]]).get("msg_type", "")

    def _frame(self, payload: bytes | str) -> None:
        if self._msg_type(payload) == "comm_msg":
            self.received.append(len(payload.encode() if isinstance(payload, str) else payload))

    def take(self) -> list[int]:
        taken = list(self.received)
        self.received.clear()
        return taken


@pytest.fixture()
def wire(page: Any) -> Wire:
    """Counts widget message bytes on this test's page; request it before the page opens a notebook."""
    return Wire(page)


def sizes(label: str, values: list[int]) -> str:
    """``label: median M B, max X B over N steps`` for a list of per-step byte counts."""
    if not values:
        return f"{label}: no steps"
    return f"{label}: median {statistics.median(values):.0f} B, max {max(values)} B over {len(values)} steps"


# In-page timers: the time of the last click (capture phase, before any handler) and of the next change of a
# table's data-step or the counter's data-echo attribute, both on the page's own clock.
# ``paintedAt`` is when the frame after that change starts being drawn (the layout of the change is done by then).
INSTALL_TIMERS = """() => {
  const t = (window.__timing = { clickAt: 0, changedAt: 0, paintedAt: 0 });
  document.addEventListener("click", () => { t.clickAt = performance.now(); t.changedAt = t.paintedAt = 0; }, true);
  const watch = (el, attribute) => {
    let last = el.getAttribute(attribute);
    new MutationObserver(() => {
      const now = el.getAttribute(attribute);
      if (now !== last && !t.changedAt) {
        t.changedAt = performance.now();
        requestAnimationFrame(() => requestAnimationFrame(() => { t.paintedAt = performance.now(); }));
      }
      last = now;
    }).observe(el, { attributes: true, attributeFilter: [attribute] });
  };
  for (const root of document.querySelectorAll(".tk-root")) watch(root, "data-step");
  const echo = document.querySelector(".echo-button");
  if (echo) watch(echo, "data-echo");
}"""

def install_timers(page: Any) -> None:
    """INSTALL_TIMERS once the paired counter is on the page: it watches only the elements already there, and a
    notebook's counter cell may render after its tables."""
    page.locator(".echo-button").wait_for()
    page.evaluate(INSTALL_TIMERS)


def last_click_ms(page: Any) -> tuple[float, float]:
    """Milliseconds from the last click to the change it caused, and to the frame after it (INSTALL_TIMERS)."""
    page.wait_for_function("() => window.__timing.paintedAt > 0")
    t = page.evaluate("() => window.__timing")
    return t["changedAt"] - t["clickAt"], t["paintedAt"] - t["clickAt"]


def timing_line(label: str, values: list[float]) -> str:
    """``label: median M ms over N clicks (a, b, ...)``."""
    listed = ", ".join(f"{ms:.0f}" for ms in values)
    return f"{label}: median {statistics.median(values):.0f} ms over {len(values)} clicks ({listed})"


def lower_quartile(values: list[float]) -> float:
    """The first quartile of ``values`` (the value itself when there is one)."""
    return statistics.quantiles(values, n=4)[0] if len(values) > 1 else values[0]


@dataclass
class Steps:
    """A table's moves timed in pairs with the page's bare anywidget counter (tests/browser/echo_widget.py): each
    move is a counter click, then the table click, so both are measured at the same moments of the page and the
    kernel. Per move: click → data-step changed and → the frame after it (INSTALL_TIMERS), the bytes of the widget
    message that brought the step (the first one after the click: a bot may answer before the test looks), and the
    counter's click → echo and → next frame just before it.

    Round trips, the counter's too, land near 15 ms or near 50 ms (the kernel's rhythm, or the page's), and a
    machine's load comes and goes: timed apart, ten table clicks against ten counter clicks mostly compared how many
    of each fell in the slow mode, so the ratio swung 0.6x-2.6x between runs. The counter's button sits in a corner
    of the page, outside the notebook (see echo_widget.py): a counter in a cell of its own made JupyterLab activate
    that cell, and scroll, at every counter click and again at every table click, which slowed both.

    Each of the two clicks waits QUIET_MS first, the page quiet as before a person's click. A click within about 200 ms
    of the kernel's last message (Linux's minimum retransmission timeout) finds the page's end of the websocket
    acknowledging data late (up to 40 ms), while a Jupyter server's end holds a message written just after another
    until that acknowledgement comes (Nagle's algorithm: Jupyter's server does not set TCP_NODELAY): the reply after
    the kernel's "busy" status then came 40 ms late. Clicked at once after the counter's echo, the table's frame came
    40 ms late in 10-14 of 24 pairs, the counter's echo in 3 of 24; a quarter second apart, in none. The labs these
    tests start now set TCP_NODELAY, as tools/notebooks.sh and Binder do (tablekit.jupyter_nodelay): clicked at once,
    Mangrovia's click → redraw took 40 ms or more in 1-4 of 24 pairs (11-13 without). The pause stays: it is how a
    person clicks, and the timings stay comparable with earlier runs."""

    QUIET_MS = 250

    wire: Wire
    ms: list[float] = field(default_factory=list)
    painted: list[float] = field(default_factory=list)
    sent: list[int] = field(default_factory=list)
    echoed: list[float] = field(default_factory=list)
    echo_painted: list[float] = field(default_factory=list)

    def move(self, page: Any, table: Any, target: Any) -> None:
        """Click the counter, then ``target`` (a move: the table's data-step must go up), and time both.
        Call it when the table is still (the viewer to act, no bot due), so the counter's round trip has the kernel
        to itself."""
        counter = page.locator(".echo-button")
        echo = int(counter.get_attribute("data-echo")) + 1
        page.wait_for_timeout(self.QUIET_MS)
        counter.click()
        page.wait_for_function("n => document.querySelector('.echo-button').dataset.echo === String(n)", arg=echo)
        changed, painted = last_click_ms(page)
        self.echoed.append(changed)
        self.echo_painted.append(painted)
        page.wait_for_timeout(self.QUIET_MS)
        before = int(table.get_attribute("data-step"))
        self.wire.take()  # the counter's messages, and any late one in the pause
        target.click()
        page.wait_for_function("([el, n]) => Number(el.dataset.step) > n", arg=[table.element_handle(), before])
        changed, painted = last_click_ms(page)
        self.ms.append(changed)
        self.painted.append(painted)
        self.sent.append(self.wire.take()[0])

    def play(self, page: Any, table: Any, next_move: Callable[[], Any], moves: int) -> None:
        """Up to ``moves`` moves (fewer if the game ends): ``next_move()`` waits until the viewer may act and returns
        the element a person clicks for a move, or None once the game is over."""
        for _ in range(moves):
            target = next_move()
            if target is None:
                return
            self.move(page, table, target)

    def report(self, label: str) -> list[str]:
        """Lines for the timing report: the table's medians and lower quartiles beside the counter's, with their
        ratios, the bytes per step, and the counter's own timings."""
        lines = []
        for what, mine, theirs in (("redrawn", self.ms, self.echoed), ("next frame", self.painted, self.echo_painted)):
            ratio = statistics.median(mine) / statistics.median(theirs)
            fast, fast_counter = lower_quartile(mine), lower_quartile(theirs)
            lines.append(timing_line(f"{label}: click → {what}", mine) + f" = {ratio:.2f}× the counter; lower "
                         f"quartile {fast:.0f} ms = {fast / fast_counter:.2f}× the counter's {fast_counter:.0f} ms")
        lines.append(sizes(f"{label}: widget message per step", self.sent))
        counter = f"bare anywidget counter, each click before one of {label}'s"
        lines.append(timing_line(f"{counter}: click → echoed", self.echoed))
        lines.append(timing_line(f"{counter}: click → next frame", self.echo_painted))
        return lines


def assert_drawn_afresh(table: Any) -> None:
    """A table whose redraws patched its kept board move after move shows what a board drawn afresh shows: into the
    replay and back to live draws every part anew. (An empty style attribute, left by an element's style once set
    and cleared, shows nothing and is not compared.)"""
    board = table.locator(".tk-board")

    def drawn() -> str:
        return board.inner_html().replace(' style=""', "")

    patched = drawn()
    table.locator(".tk-replay input").fill("1")
    table.locator(".tk-pill-replay").wait_for()
    table.locator("[data-key='live']").click()
    table.locator(".tk-pill-replay").wait_for(state="detached")
    assert drawn() == patched


# Machado et al. (2009), deuteranopia at full severity, as an SVG colour matrix laid over the page.
DEUTERANOPIA = """() => {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("style", "position: absolute; width: 0; height: 0");
  svg.innerHTML = '<filter id="tk-deuteranopia" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" '
    + 'values="0.367 0.861 -0.228 0 0 0.280 0.673 0.047 0 0 -0.012 0.043 0.969 0 0 0 0 0 1 0"/></filter>';
  document.body.append(svg);
  document.documentElement.style.filter = "url(#tk-deuteranopia)";
}"""
NO_FILTER = "() => { document.documentElement.style.filter = ''; }"
# The relative luminance (0 black .. 1 white) of an element's computed colour or background.
LUMINANCE = """([el, what]) => {
  const [r, g, b] = getComputedStyle(el)[what].match(/[\\d.]+/g).slice(0, 3).map(Number)
    .map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}"""


def set_theme(page: Any, theme: str) -> None:
    """Choose ``theme`` ("JupyterLab Light" or "JupyterLab Dark") in JupyterLab's Settings menu, as a person would,
    and wait until the page has it."""
    page.click("#jp-MainMenu .lm-MenuBar-item:has-text('Settings')")
    page.hover(".lm-Menu-itemLabel:text-is('Theme')")
    page.click(f".lm-Menu-itemLabel:text-is('{theme}')")
    light = "true" if theme == "JupyterLab Light" else "false"
    page.wait_for_function(f"document.body.dataset.jpThemeLight === '{light}'")
    page.wait_for_timeout(300)  # the theme's stylesheet applies in the frame after the attribute


def theme_shots(page: Any, table: Any, name: str) -> None:
    """``table`` in JupyterLab Light, in JupyterLab Dark and in Light seen through a simulated deuteranopia, each as
    test-artifacts/screenshots/<name>_theme_<light|dark|deuteranopia>.png; checks that the table follows the theme
    (a light panel with dark words, then a dark one with light words) and leaves the page in Light."""
    folder = ARTIFACTS / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    table.scroll_into_view_if_needed()
    page.mouse.move(0, 0)  # off the table: scrolled under the mouse, a Mangrovia god lit its path in the light shot
    handle = table.element_handle()
    bg = lambda: page.evaluate(LUMINANCE, [handle, "backgroundColor"])  # noqa: E731
    ink = lambda: page.evaluate(LUMINANCE, [handle, "color"])  # noqa: E731
    assert bg() > 0.8 and ink() < 0.2
    table.screenshot(path=str(folder / f"{name}_theme_light.png"))
    page.evaluate(DEUTERANOPIA)
    table.screenshot(path=str(folder / f"{name}_theme_deuteranopia.png"))
    page.evaluate(NO_FILTER)
    set_theme(page, "JupyterLab Dark")
    try:
        assert bg() < 0.05 and ink() > 0.5, (bg(), ink())
        table.screenshot(path=str(folder / f"{name}_theme_dark.png"))
    finally:
        set_theme(page, "JupyterLab Light")
