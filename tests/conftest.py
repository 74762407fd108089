"""Fixtures shared by every test folder, registered once so that one session (one xdist worker) has one Chromium and
one JupyterLab (the browser, Binder, JupyterLite and language tests all drive them).

Every kernel the tests start (nbclient, JupyterLab, nbconvert, Voilà, Binder's, and JupyterLite's through its
Pyodide settings) inherits ``TABLEKIT_QUICK``: the notebooks' experiment cells then play their smallest game counts,
through the same code. ``TABLEKIT_QUICK= bash tools/test.sh`` runs them at the sizes a reader gets.

The test command runs two xdist workers, each taking whole files (``--dist loadfile``). The longest files go first,
so that neither worker is left with one at the end; the README's first command goes first of all, since it
reinstalls tablekit into .venv, which the kernels other tests start import it from.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from .browser.fixtures import browser, lab, notebook_copy, page, pytest_runtest_makereport, wire  # noqa: F401
from .fuzz.profile import DEEP, TALLY, report

os.environ.setdefault("TABLEKIT_QUICK", "1")

FIRST = ["tests/test_notebooks_command.py", "tests/binder/", "tests/lite/test_lite_site.py",
         "tests/notebooks/test_notebooks.py", "tests/browser/test_exported_notebook.py", "tests/serve/",
         "tests/i18n/test_japanese_table.py", "tests/browser/test_tutorial_notebooks.py"]


def _rank(item: pytest.Item) -> int:
    return next((i for i, start in enumerate(FIRST) if item.nodeid.startswith(start)), len(FIRST))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=_rank)  # stable: each file keeps its own order


def pytest_sessionfinish(session: pytest.Session) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:  # an xdist worker: its fuzz counts go to the controller
        workeroutput["fuzz_tally"] = {surface: dict(counts) for surface, counts in TALLY.items()}


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    for surface, counts in getattr(node, "workeroutput", {}).get("fuzz_tally", {}).items():
        TALLY[surface].update(counts)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if TALLY:
        profile = "deep (TABLEKIT_FUZZ=deep)" if DEEP else "bounded for CI (TABLEKIT_FUZZ=deep for a long run)"
        terminalreporter.section(f"fuzz counts, {profile}")
        for row in report():
            terminalreporter.write_line(row)
