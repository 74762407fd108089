"""Both language editions of a lesson, written from one source, so a change cannot reach one and miss the other.

A source (``notebooks/source/<name>.py``) defines ``CELLS``: ``("md", english, japanese)`` for prose and
``("code", source)`` for code, which both editions share, and ``("coach",)`` where the notebook's coach cells go
(tools/add_coach_cells.py writes them in each language). The one line that differs is ``LANG = "en"``, which the
Japanese edition has as ``LANG = "ja"``; code passes ``lang=LANG`` wherever it prints or draws words.

    python tools/notebook_editions.py        # rewrites notebooks/<name>.ipynb and notebooks/ja/<name>.ipynb
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import nbformat

import add_coach_cells  # tools/ is on the path: this file runs from there, and its test puts it there

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "notebooks" / "source"
LANG_LINE = {"en": 'LANG = "en"', "ja": 'LANG = "ja"'}


def edition(source: Path, lang: str) -> nbformat.NotebookNode:
    """The notebook of ``source`` in ``lang`` ("en" or "ja")."""
    cells = []
    for cell in runpy.run_path(str(source))["CELLS"]:
        if cell[0] == "coach":
            cells += add_coach_cells.cells(f"{source.stem}.ipynb", lang)
        elif cell[0] == "md":
            cells.append(nbformat.v4.new_markdown_cell(cell[1 if lang == "en" else 2].strip()))
        else:
            cells.append(nbformat.v4.new_code_cell(cell[1].strip().replace(LANG_LINE["en"], LANG_LINE[lang])))
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata = {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                        "name": "python3"},
                         "language_info": {"name": "python"}}
    for i, cell in enumerate(notebook.cells):
        cell["id"] = f"{source.stem[:2]}-{i:02d}"  # stable ids: regenerating changes nothing that did not change
    return notebook


def targets(source: Path) -> dict[str, Path]:
    return {"en": ROOT / "notebooks" / f"{source.stem}.ipynb", "ja": ROOT / "notebooks" / "ja" / f"{source.stem}.ipynb"}


def main() -> None:
    for source in sorted(SOURCES.glob("*.py")):
        for lang, path in targets(source).items():
            path.parent.mkdir(parents=True, exist_ok=True)
            nbformat.write(edition(source, lang), path)
            print("wrote", path.relative_to(ROOT))


if __name__ == "__main__":
    sys.exit(main())
