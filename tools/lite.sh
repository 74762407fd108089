#!/usr/bin/env bash
# Build tablekit's JupyterLite site into _site/: JupyterLab and a Python kernel (Pyodide) that run in the browser,
# every notebook, and tablekit with the pure-Python wheels it needs, so the site works on any static web host with
# no network beyond it. Downloads and the builder's environment are cached in build/lite/ (delete it to start
# from nothing). Publish by copying _site/ to the host; try it locally with
#   python3 -m http.server -d _site 8000 --bind 127.0.0.1
set -euo pipefail
cd "$(dirname "$0")/.."
CACHE=build/lite
BUILDER=$CACHE/venv
mkdir -p "$CACHE"
[ -x "$BUILDER/bin/python" ] || python3 -m venv "$BUILDER"
"$BUILDER/bin/python" -m pip install -q --disable-pip-version-check \
  jupyterlite-core==0.8.6 jupyterlite-pyodide-kernel==0.8.6 jupyter-server packaging
"$BUILDER/bin/python" tools/lite_site.py "$CACHE/sources" "$CACHE/downloads"
rm -rf _site
(cd "$CACHE/sources" && "../venv/bin/jupyter" lite build --contents ../../../notebooks --output-dir ../../../_site)
find _site -name '*.map' -delete   # source maps: not needed to run, a fifth of the size
du -sh _site | sed 's/^/lite: site size /'
