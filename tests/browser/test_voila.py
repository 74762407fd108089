"""The Amanite tutorial served by Voilà (a notebook as an app: outputs only, no code) shows its first table soon
and plays it by clicks: each click reaches the kernel, whose game sets the table's step."""

from __future__ import annotations

import json
import secrets
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .fixtures import ARTIFACTS, START_TIMEOUT_S, _free_port, _tail, jupyter_server, publish_timing
from .test_tutorial_notebooks import click_legal_moves, first_table, lift_curtain, table_step

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "01_amanite.ipynb"


def code_lines(path: Path) -> list[str]:
    """The lines of the notebook's code cells that its text cells do not also quote (prose may name code)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    prose = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    lines = {line.strip() for c in cells if c["cell_type"] == "code" for line in "".join(c["source"]).splitlines()}
    return sorted(line for line in lines if len(line) > 12 and "(" in line and line not in prose)


def _listening(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture()
def voila_url(tmp_path: Path) -> Iterator[str]:
    pytest.importorskip("voila")
    port, token = _free_port(), secrets.token_hex(16)
    log = tmp_path / "voila.log"
    args = ["voila", str(NOTEBOOK), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", f"--Voila.token={token}",
            "--Voila.port_retries=0"]
    with jupyter_server(args, tmp_path, log) as proc:
        deadline = time.monotonic() + START_TIMEOUT_S
        while not _listening(port):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"Voilà did not start:\n{_tail(log)}")
            time.sleep(0.3)
        yield f"http://127.0.0.1:{port}/?token={token}"


def test_voila_shows_the_first_table_and_plays_three_clicks(
    page: Any, voila_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    started = time.monotonic()
    page.goto(voila_url)
    table = first_table(page)
    table.wait_for()
    first_table_s = time.monotonic() - started
    assert "Amanite, step by step" in page.inner_text("body")
    body = page.inner_text("body")
    shown_code = [line for line in code_lines(NOTEBOOK) if line in body]
    assert not shown_code, f"Voilà shows outputs, not code: {shown_code[:3]}"

    start = table_step(table)
    click_legal_moves(page, table, 3)
    assert table_step(table) == start + 3  # three humans: each click is one step, set by the kernel's game
    lift_curtain(table)
    illegal = table.locator(".tk-board [data-action]:not(.tk-legal)")
    if illegal.count():
        illegal.first.click(force=True)
        table.locator(".tk-error").wait_for()
        assert table_step(table) == start + 3
    (ARTIFACTS / "screenshots").mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "screenshots" / "voila_01_amanite.png"))
    table.screenshot(path=str(ARTIFACTS / "screenshots" / "voila_01_amanite_table.png"))
    publish_timing("voila_timings", f"Voilà 01_amanite: first table drawn {first_table_s:.1f} s after the request "
                   "(kernel start and every cell run included)", capsys)
