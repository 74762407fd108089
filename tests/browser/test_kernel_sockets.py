"""The JupyterLab the browser tests drive is started as a reader's (tools/notebooks.sh): its kernel websockets set
TCP_NODELAY (tablekit.jupyter_nodelay), so the click timings the table tests take are those a reader gets. Read on
the server's end of the socket by the test probe (nodelay_probe.py); no browser needed."""

from __future__ import annotations

import asyncio
import urllib.request
from typing import Any

import pytest

from tablekit.jupyter_nodelay import CLASS

from .fixtures import Lab, execute, kernel_sockets, kernel_websocket, post_json, run_in_own_loop

pytestmark = pytest.mark.browser


def test_the_browser_tests_lab_sends_kernel_messages_at_once(lab: Lab) -> None:
    kernel = post_json(f"{lab.url}/api/kernels", lab.token, {})
    ws_url = f"{lab.url.replace('http://', 'ws://')}/api/kernels/{kernel['id']}/channels"

    async def run_then_probe() -> tuple[tuple[str, list[str]], list[dict[str, Any]]]:
        async with kernel_websocket(ws_url, lab.token) as conn:
            return await execute(conn, "print(6 * 7)"), kernel_sockets(lab.url, lab.token)

    try:
        ran, sockets = run_in_own_loop(asyncio.wait_for(run_then_probe(), 120))
    finally:
        request = urllib.request.Request(f"{lab.url}/api/kernels/{kernel['id']}", method="DELETE",
                                         headers={"Authorization": f"token {lab.token}"})
        urllib.request.urlopen(request, timeout=60).close()
    assert ran == ("42\n", [])  # kernel messages flow as before
    assert {"kernel": kernel["id"], "class": CLASS, "nodelay": True} in sockets, sockets
    assert all(s["nodelay"] for s in sockets), sockets  # any other page's socket too
