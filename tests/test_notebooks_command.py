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
from pathlib import Path

import pytest

from tablekit.jupyter_nodelay import CLASS
from tests.browser.fixtures import (
    _free_port,
    _tail,
    _wait_until_up,
    authorized_get,
    execute,
    kernel_sockets,
    kernel_websocket,
    post_json,
    probe_flags,
    run_in_own_loop,
)

ROOT = Path(__file__).resolve().parents[1]
START = "00_start_here.ipynb"
KERNEL_TIMEOUT_S = 120


def readme_commands() -> list[str]:
    """The commands of the README's ``bash`` blocks, in order."""
    blocks = re.findall(r"```bash\n(.*?)\n```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
    return [block.strip() for block in blocks]


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
    """The server it starts also sends kernel messages at once: its end of a kernel's websocket has TCP_NODELAY, as
    read there by the test probe (tests/browser/nodelay_probe.py, loaded beside the command's own arguments)."""
    command = readme_commands()[0]
    port, token = _free_port(), secrets.token_hex(16)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "BROWSER")}  # headless
    env.update(JUPYTER_CONFIG_DIR=str(tmp_path / "config"), JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"),
               JUPYTERLAB_SETTINGS_DIR=str(tmp_path / "settings"),
               JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "workspaces"), IPYTHONDIR=str(tmp_path / "ipython"))
    probe = probe_flags(env, tmp_path)
    log = tmp_path / "notebooks.log"
    started = time.monotonic()
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [*shlex.split(command), f"--port={port}", f"--IdentityProvider.token={token}", *probe],
            cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    url = f"http://127.0.0.1:{port}"
    kernel_pid = None
    try:
        _wait_until_up(url, token, proc, log)
        served_after = time.monotonic() - started

        status, body = authorized_get(f"{url}/api/contents/{START}", token)
        notebook = json.loads(body)
        assert (status, notebook["type"], notebook["path"]) == (200, "notebook", START)
        assert notebook["content"]["cells"], "the start-here notebook is empty"
        status, page = authorized_get(f"{url}/lab/tree/{START}", token)
        assert status == 200 and b"JupyterLab" in page

        kernel = post_json(f"{url}/api/kernels", token, {})
        ws_url = f"ws://127.0.0.1:{port}/api/kernels/{kernel['id']}/channels"
        code = "import os, sys, tablekit; print(os.getpid(), sys.prefix, tablekit.__file__, tablekit.games())"

        async def run_then_probe() -> tuple[tuple[str, list[str]], list[dict]]:
            async with kernel_websocket(ws_url, token) as conn:
                return await execute(conn, code), kernel_sockets(url, token)  # asked while the socket is open

        (out, errors), sockets = run_in_own_loop(asyncio.wait_for(run_then_probe(), KERNEL_TIMEOUT_S))
        assert errors == [], errors
        assert sockets == [{"kernel": kernel["id"], "class": CLASS, "nodelay": True}], sockets
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
