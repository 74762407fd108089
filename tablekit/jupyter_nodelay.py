"""A Jupyter server's kernel websockets with TCP_NODELAY: a table's update reaches the page without waiting 40 ms.

Jupyter's server (tornado) leaves Nagle's algorithm on for the websocket between JupyterLab and a kernel. A small
message written while an earlier one is not yet acknowledged then waits for that acknowledgement, and a browser
delays its ACK up to 40 ms when data came in the last ~200 ms: a table clicked soon after another round trip got
its update 40 ms late (measured 40-44 ms instead of 13-17 ms). :class:`NoDelayWebsocketConnection` is the server's
own connection class with one change: it sets TCP_NODELAY (tornado's ``set_nodelay``) on the socket when a page
connects, as tablekit's classroom server does for its own sockets. A server uses it when started with ::

    --ServerApp.kernel_websocket_connection_class=tablekit.jupyter_nodelay.NoDelayWebsocketConnection

as ``tools/notebooks.sh``, Binder (``binder/postBuild``) and the browser tests start theirs. It is never set for
every server where tablekit is installed: other set-ups (a kernel gateway) choose their own class.

Only a Jupyter server imports this module (jupyter_server 2.x); ``import tablekit`` does not, so tablekit still
imports where there is no server (JupyterLite).
"""

from __future__ import annotations

from typing import Any

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

__all__ = ["CLASS", "FLAG", "NoDelayWebsocketConnection"]

CLASS = "tablekit.jupyter_nodelay.NoDelayWebsocketConnection"  # the name a server's config or command line gives
FLAG = f"--ServerApp.kernel_websocket_connection_class={CLASS}"


class NoDelayWebsocketConnection(ZMQChannelsWebsocketConnection):
    """jupyter_server's kernel websocket connection, whose socket sends each message at once (TCP_NODELAY)."""

    def connect(self) -> Any:
        # called from the handler's open(): tornado has made the websocket, and nothing has been sent on it yet
        self.websocket_handler.set_nodelay(True)
        return super().connect()
