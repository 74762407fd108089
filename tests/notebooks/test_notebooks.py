"""Every notebook executes top to bottom (in a scratch folder, so files it saves stay out of the tree), and leaves
every table it shows playable: a cell that plays a game to its end plays its own game or a copy (a table made on a
game that is already over, such as a final-scoring example, may stay so). The notebooks run ahead of their tests,
two at a time, each kernel started by a process of its own (tests/ahead.py). Each notebook as run is kept in
``test-artifacts/executed/<edition>/<name>.ipynb`` (edition ``en`` or ``ja``), outputs included, for a reader or a
scan of its words."""

from __future__ import annotations

import json
import multiprocessing
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from ..ahead import WORKERS, Ahead, ahead, selected_params
from ..i18n.notebook_words import check_edition

FOLDER = Path(__file__).parents[2] / "notebooks"
EXECUTED = Path(__file__).parents[2] / "test-artifacts" / "executed"
NOTEBOOKS = sorted(FOLDER.glob("*.ipynb")) + sorted(FOLDER.glob("ja/*.ipynb"))  # both language editions

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


def execute(path: Path, root: Path) -> tuple[Path, str, str]:
    """Run the notebook at ``path`` between WATCH and READ_BACK in a new folder under ``root``: the folder, the
    notebook as run (nbformat JSON), and the error that stopped it ("" if none)."""
    folder = root / "_".join(path.relative_to(FOLDER).with_suffix("").parts)
    folder.mkdir()
    notebook = nbformat.read(path, as_version=4)
    notebook.cells.insert(0, nbformat.v4.new_code_cell(WATCH))
    notebook.cells.append(nbformat.v4.new_code_cell(READ_BACK))
    scratch = {"metadata": {"path": str(folder)}}
    try:
        NotebookClient(notebook, timeout=600, kernel_name="python3", resources=scratch).execute()
    except Exception as err:  # a cell that raised: its error (not every exception pickles back to the test)
        return folder, nbformat.writes(notebook), f"{type(err).__name__}: {err}"
    return folder, nbformat.writes(notebook), ""


@pytest.fixture(scope="module")
def runs(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ahead]:
    """Every selected notebook, run ahead of its test (spawned processes: the session may hold browser threads)."""
    paths = selected_params(request, "test_notebook_runs_top_to_bottom_and_leaves_its_tables_playable", "path")
    pool = ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("spawn"))
    with ahead(pool, execute, paths, tmp_path_factory.mktemp("notebooks")) as started:
        yield started


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(FOLDER).as_posix() for p in NOTEBOOKS])
def test_notebook_runs_top_to_bottom_and_leaves_its_tables_playable(path: Path, runs: Ahead) -> None:
    folder, text, error = runs.result(path)
    kept = EXECUTED / ("ja" if path.parent.name == "ja" else "en") / path.name
    kept.parent.mkdir(parents=True, exist_ok=True)
    kept.write_text(text, encoding="utf-8")
    assert not error, error
    notebook = nbformat.reads(text, as_version=4)
    errors = [o for cell in notebook.cells for o in cell.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors
    # a Japanese edition shows its reader no English word (in its own cells: WATCH and READ_BACK are the test's)
    check_edition(path, nbformat.from_dict({**notebook, "cells": notebook.cells[1:-1]}))
    for cell in notebook.cells:  # every figure a cell draws through tablekit.plot is shown as a picture
        if cell.cell_type == "code" and "tablekit.plot." in cell.source:
            shown = [o for o in cell.outputs if "image/png" in o.get("data", {})]
            assert len(shown) == cell.source.count("tablekit.plot."), cell.source
    left = sorted(p.name for p in folder.iterdir())
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
