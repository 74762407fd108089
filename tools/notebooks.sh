#!/usr/bin/env bash
# Open the tutorial notebooks in JupyterLab on a fresh machine: makes .venv, installs tablekit with JupyterLab,
# then serves notebooks/ with the start-here notebook open. Extra arguments go to `jupyter lab`, e.g.
# `bash tools/notebooks.sh --port=9999`. As root (containers, cloud notebooks) it adds the --allow-root JupyterLab
# asks for; where no browser can be started it says so and the notebook's URL, with its token, is printed below.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e ".[notebooks]"

start=00_start_here.ipynb
flags=(--ServerApp.custom_display_url="/lab/tree/$start")  # the printed URL opens the notebook, not the launcher
# kernel websockets with TCP_NODELAY: a table's update after a click is sent at once, not up to 40 ms later when
# the browser delays its ACK (tablekit/jupyter_nodelay.py says why)
flags+=(--ServerApp.kernel_websocket_connection_class=tablekit.jupyter_nodelay.NoDelayWebsocketConnection)
[ "$(id -u)" -eq 0 ] && flags+=(--allow-root)
if ! .venv/bin/python -c "import webbrowser; webbrowser.get()" 2>/dev/null; then
  flags+=(--no-browser)
  echo "tablekit: no web browser can be started here; open the URL ending in /lab/tree/$start?token=... below." >&2
fi
exec .venv/bin/jupyter lab "notebooks/$start" "${flags[@]}" "$@"
