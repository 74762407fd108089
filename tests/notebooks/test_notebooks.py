"""Every notebook executes top to bottom (in a scratch folder, so files it saves stay out of the tree)."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).parents[2] / "notebooks").glob("*.ipynb"))


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs_top_to_bottom(path: Path, tmp_path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    scratch = {"metadata": {"path": str(tmp_path)}}
    NotebookClient(notebook, timeout=600, kernel_name="python3", resources=scratch).execute()
    errors = [o for cell in notebook.cells for o in cell.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors


def test_there_is_a_start_notebook_and_one_per_game() -> None:
    import tablekit

    names = {p.name for p in NOTEBOOKS}
    assert "00_start_here.ipynb" in names
    for game in tablekit.games():
        assert any(game.split("_")[0] in n for n in names), f"no tutorial notebook for {game}"
