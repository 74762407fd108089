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
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-gpu",
    "--no-first-run", "--disable-sync",
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


@contextmanager
def running_lab(python: str, root: Path, home: Path) -> Iterator[Lab]:
    """JupyterLab run by ``python`` on 127.0.0.1, serving ``root``, with its Jupyter folders under ``home``."""
    _quiet_settings(home / "settings")
    port, token = _free_port(), secrets.token_hex(16)
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_DATA_DIR": str(home / "data"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "IPYTHONDIR": str(home / "ipython"),
    }
    log = home / "lab.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [
                python, "-m", "jupyterlab", "--no-browser",
                "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
                f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}", "--ServerApp.allow_root=True",
                "--LabApp.extension_manager=readonly",
                f"--LabApp.user_settings_dir={home / 'settings'}", f"--LabApp.workspaces_dir={home / 'workspaces'}",
            ],
            cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(url, token, proc, log)
        yield Lab(url, token, root)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


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
