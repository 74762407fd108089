#!/usr/bin/env bash
# Open the tutorial notebooks in JupyterLab on a fresh machine: makes .venv, installs tablekit with JupyterLab.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e ".[notebooks]"
exec .venv/bin/jupyter lab notebooks/00_start_here.ipynb "$@"
