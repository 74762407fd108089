"""A Jupyter server extension for tests only: ``GET /tablekit-probe/kernel-sockets`` lists the server's open kernel
websockets, each with its connection class and whether the server's end of its TCP socket has TCP_NODELAY (read by
``getsockopt`` on the socket the server accepted). tests/browser/fixtures.py loads it into the servers tests start
(``probe_flags``); it changes nothing else.

Imported by the Jupyter server under test, so it needs only jupyter_server and tornado.
"""

from __future__ import annotations

import json
import socket

from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from jupyter_server.utils import url_path_join
from tornado import web

ROUTE = "/tablekit-probe/kernel-sockets"


class KernelSockets(JupyterHandler):
    @web.authenticated
    def get(self) -> None:
        found = []
        # the server's own register of open kernel websockets (jupyter_server 2.x)
        for connection in list(ZMQChannelsWebsocketConnection._open_sockets):
            ws = connection.websocket_handler.ws_connection
            sock = ws.stream.socket if ws is not None and ws.stream is not None else None
            nodelay = None if sock is None else bool(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
            kind = type(connection)
            found.append({"kernel": connection.kernel_id, "class": f"{kind.__module__}.{kind.__qualname__}",
                          "nodelay": nodelay})
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(found))


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": __name__}]


def _load_jupyter_server_extension(serverapp: object) -> None:
    app = serverapp.web_app  # type: ignore[attr-defined]
    app.add_handlers(".*$", [(url_path_join(app.settings["base_url"], ROUTE), KernelSockets)])
