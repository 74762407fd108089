"""The Amanite tutorial in Jupyter Notebook 7: Run All, then three clicks on its first table advance the kernel's
game (read back by a cell typed into the notebook)."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .fixtures import ARTIFACTS, ROOT, Lab, _free_port, _wait_until_up, jupyter_server
from .test_amanite_table import ALL_CELLS_RAN, start_session
from .test_tutorial_notebooks import click_legal_moves, games_and_first_table, kernel_tables, lift_curtain, table_step

pytestmark = pytest.mark.browser
NOTEBOOK = ROOT / "notebooks" / "01_amanite.ipynb"


@pytest.fixture()
def notebook7(tmp_path: Path) -> Iterator[Lab]:
    pytest.importorskip("notebook")
    port, token = _free_port(), secrets.token_hex(16)
    log = tmp_path / "notebook.log"
    args = ["notebook", "--no-browser", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
            "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={ROOT}",
            "--ServerApp.allow_root=True"]
    with jupyter_server(args, tmp_path, log) as proc:
        url = f"http://127.0.0.1:{port}"
        _wait_until_up(url, token, proc, log)
        yield Lab(url, token)


def test_notebook7_runs_the_amanite_tutorial_and_its_first_table_plays(page: Any, notebook7: Lab) -> None:
    copy = ARTIFACTS / "lab" / "notebook7_01_amanite.ipynb"  # autosave writes outputs here, not into notebooks/
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_bytes(NOTEBOOK.read_bytes())
    try:
        start_session(notebook7, copy)  # the page joins the running kernel instead of asking for one
        page.goto(f"{notebook7.url}/notebooks/{copy.relative_to(ROOT).as_posix()}?token={notebook7.token}")
        page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']")
        page.wait_for_timeout(1000)  # let the kernel that has just started settle
        page.click("#jp-MainMenu .lm-MenuBar-item:has-text('Run')")
        page.click(".lm-Menu-itemLabel:text-is('Run All Cells')")
        page.wait_for_function(ALL_CELLS_RAN, timeout=120_000)
        page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']")
        before, table, start = games_and_first_table(page)
        click_legal_moves(page, table, 3)
        lift_curtain(table)  # the next player's view, for the screenshot (revealing plays nothing)
        (ARTIFACTS / "screenshots").mkdir(parents=True, exist_ok=True)
        table.screenshot(path=str(ARTIFACTS / "screenshots" / "notebook7_01_amanite.png"))

        after = kernel_tables(page, cell_added=True)
        moved = {k: after[k] - n for k, n in before.items() if after.get(k) != n}
        assert list(moved.values()) == [3] and table_step(table) == start + 3, moved
    finally:
        copy.unlink(missing_ok=True)
