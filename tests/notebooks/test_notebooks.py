"""Every notebook executes top to bottom (in a scratch folder, so files it saves stay out of the tree), and leaves
every table it shows playable: a cell that plays a game to its end plays its own game or a copy (a table made on a
game that is already over, such as a final-scoring example, may stay so)."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).parents[2] / "notebooks").glob("*.ipynb"))

# Run before the notebook's own cells: every table notes whether its game was over when it was made.
WATCH = """
import tablekit.widget.table as _table_module
_made = _table_module.Table.__init__
def _noting_init(self, game, *args, **kwargs):
    _made(self, game, *args, **kwargs)
    self._made_over = game.is_over
_table_module.Table.__init__ = _noting_init
"""

# Run after the notebook's own cells: every table still alive in the kernel, with its game's state.
READ_BACK = """
import gc, json, tablekit
print("TABLES", json.dumps([{"title": t.title, "over": t.game.is_over, "made_over": t._made_over, "step": t.step,
                             "game_step": len(t.game.history)}
                            for t in gc.get_objects() if issubclass(type(t), tablekit.Table)]))
"""


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs_top_to_bottom_and_leaves_its_tables_playable(path: Path, tmp_path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    notebook.cells.insert(0, nbformat.v4.new_code_cell(WATCH))
    notebook.cells.append(nbformat.v4.new_code_cell(READ_BACK))
    scratch = {"metadata": {"path": str(tmp_path)}}
    NotebookClient(notebook, timeout=600, kernel_name="python3", resources=scratch).execute()
    errors = [o for cell in notebook.cells for o in cell.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors
    left = sorted(p.name for p in tmp_path.iterdir())
    assert not left, f"files the notebook leaves in the folder it runs in (a reader's repository): {left}"
    printed = "".join(o.get("text", "") for o in notebook.cells[-1].outputs)
    tables = json.loads(printed.split("TABLES", 1)[1])
    assert tables, "the notebook shows no table"
    finished = [t for t in tables if t["over"] and not t["made_over"]]
    assert not finished, f"tables whose game a later cell played to its end: {finished}"


def test_there_is_a_start_notebook_and_one_per_game() -> None:
    import tablekit

    names = {p.name for p in NOTEBOOKS}
    assert "00_start_here.ipynb" in names
    for game in tablekit.games():
        assert any(game.split("_")[0] in n for n in names), f"no tutorial notebook for {game}"
