"""The README's first command, run exactly as written: it must serve the start-here notebook and a kernel that
imports tablekit, as root (CI) and as anyone else.

The README's second command (the test command) has no test of its own: CI runs exactly that command, so every CI
run is its test; here we only check that ``.ci/run`` still calls what the README says.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import secrets
import shlex
import signal
import subprocess
import time
import urllib.request
import uuid
from pathlib import Path

import pytest
from tornado.httpclient import HTTPRequest
from tornado.websocket import websocket_connect

from tests.browser.fixtures import _free_port, _tail, _wait_until_up, run_in_own_loop

ROOT = Path(__file__).resolve().parents[1]
START = "00_start_here.ipynb"
KERNEL_TIMEOUT_S = 120


def readme_commands() -> list[str]:
    """The commands of the README's ``bash`` blocks, in order."""
    blocks = re.findall(r"```bash\n(.*?)\n```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
    return [block.strip() for block in blocks]


def _get(url: str, token: str) -> tuple[int, bytes]:
    request = urllib.request.Request(url, headers={"Authorization": f"token {token}"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status, response.read()


def _post(url: str, token: str, body: dict) -> dict:
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), method="POST",
        headers={"Authorization": f"token {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())


async def _execute(ws_url: str, token: str, code: str) -> tuple[str, list[str]]:
    """Run ``code`` in a kernel through the server's websocket: (its stdout, its error tracebacks)."""
    conn = await websocket_connect(HTTPRequest(ws_url, headers={"Authorization": f"token {token}"}))
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
            conn.close()
            return "".join(out), errors


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    except OSError:  # no /proc: ask the kernel
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    return stat.rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has finished


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop the server we started (it shuts its kernels down), then anything left in its process group."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=30)
    with contextlib.suppress(ProcessLookupError):  # the group is the server's own: it started in a new session
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)


def test_the_readme_has_the_two_commands_and_ci_runs_the_second() -> None:
    commands = readme_commands()
    assert commands[:2] == ["bash tools/notebooks.sh", "bash tools/test.sh"]
    assert "exec bash tools/test.sh" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_the_first_command_serves_the_start_notebook_and_a_kernel_that_imports_tablekit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    command = readme_commands()[0]
    port, token = _free_port(), secrets.token_hex(16)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "BROWSER")}  # headless
    env.update(JUPYTER_CONFIG_DIR=str(tmp_path / "config"), JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"),
               JUPYTERLAB_SETTINGS_DIR=str(tmp_path / "settings"),
               JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "workspaces"), IPYTHONDIR=str(tmp_path / "ipython"))
    log = tmp_path / "notebooks.log"
    started = time.monotonic()
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [*shlex.split(command), f"--port={port}", f"--IdentityProvider.token={token}"],
            cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    url = f"http://127.0.0.1:{port}"
    kernel_pid = None
    try:
        _wait_until_up(url, token, proc, log)
        served_after = time.monotonic() - started

        status, body = _get(f"{url}/api/contents/{START}", token)
        notebook = json.loads(body)
        assert (status, notebook["type"], notebook["path"]) == (200, "notebook", START)
        assert notebook["content"]["cells"], "the start-here notebook is empty"
        status, page = _get(f"{url}/lab/tree/{START}", token)
        assert status == 200 and b"JupyterLab" in page

        kernel = _post(f"{url}/api/kernels", token, {})
        ws_url = f"ws://127.0.0.1:{port}/api/kernels/{kernel['id']}/channels"
        code = "import os, sys, tablekit; print(os.getpid(), sys.prefix, tablekit.__file__, tablekit.games())"
        out, errors = run_in_own_loop(asyncio.wait_for(_execute(ws_url, token, code), KERNEL_TIMEOUT_S))
        assert errors == [], errors
        pid, prefix, module, games = out.split(" ", 3)
        kernel_pid = int(pid)
        assert Path(prefix) == ROOT / ".venv"
        assert Path(module) == ROOT / "tablekit" / "__init__.py"
        assert "'amanite'" in games
    finally:
        _stop(proc)
    text = log.read_text(errors="replace")
    assert f"localhost:{port}/lab/tree/{START}?token=" in text, _tail(log)  # the URL to open, printed
    browser_found = subprocess.run(
        [str(ROOT / ".venv" / "bin" / "python"), "-c", "import webbrowser; webbrowser.get()"], env=env,
        capture_output=True,
    ).returncode == 0
    assert ("no web browser can be started here" in text) == (not browser_found)
    if os.geteuid() == 0:
        assert "Running as root is not recommended" not in text
    assert not _alive(kernel_pid), "the kernel outlived the server"
    with capsys.disabled():
        print(f"\nthe README's first command served {START} after {served_after:.1f}s (.venv already made)")
