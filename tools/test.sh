#!/usr/bin/env bash
# Run every test on a fresh machine: installs Debian's Chromium when missing, makes .venv, installs the package
# with its test extras, checks style, then runs pytest (unit, contract, golden, notebook and browser tests, the
# Binder environment built from binder/, and the JupyterLite site built by tools/lite.sh and played offline).
# pytest runs two workers (pytest-xdist), each taking whole files, so module fixtures (the Binder environment, the
# JupyterLite site, the notebooks run ahead) are built once; tests/conftest.py starts the longest files first.
# Extra arguments go to pytest, e.g. `bash tools/test.sh -m "not browser"` (`-n 0`: one process).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

# Japanese tables (tests/i18n) need a CJK font, or Chromium draws boxes
if ! fc-list :lang=ja 2>/dev/null | grep -q .; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-noto-cjk >/dev/null
fi

[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e ".[test]"
.venv/bin/ruff check tablekit tests
exec .venv/bin/python -m pytest -n 2 --dist loadfile --no-loadscope-reorder "$@"
