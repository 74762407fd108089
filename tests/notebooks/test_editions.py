"""The Japanese edition of a lesson is the English one in other words: the same cells, the same code (but for the
language line), both written from one source by tools/notebook_editions.py and committed as written."""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
import pytest
from IPython.core.inputtransformer2 import TransformerManager

ROOT = Path(__file__).parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import notebook_editions  # noqa: E402

JAPANESE = sorted((ROOT / "notebooks" / "ja").glob("*.ipynb"))
SOURCES = sorted(notebook_editions.SOURCES.glob("*.py"))


def cells(path: Path) -> list[tuple[str, str]]:
    return [(c.cell_type, c.source) for c in nbformat.read(path, as_version=4).cells]


@pytest.mark.parametrize("path", JAPANESE, ids=[p.name for p in JAPANESE])
def test_each_japanese_edition_has_the_english_cells_and_code(path: Path) -> None:
    english = cells(ROOT / "notebooks" / path.name)
    japanese = cells(path)
    assert [kind for kind, _ in japanese] == [kind for kind, _ in english]
    same_code = notebook_editions.LANG_LINE["ja"], notebook_editions.LANG_LINE["en"]
    for (kind, ja), (_, en) in zip(japanese, english):
        if kind == "code":
            assert ja.replace(*same_code) == en
        else:
            assert ja != en, f"a prose cell of {path.name} is not translated: {en[:60]!r}"


@pytest.mark.parametrize("source", SOURCES, ids=[p.stem for p in SOURCES])
def test_both_editions_are_as_their_source_writes_them(source: Path) -> None:
    for lang, path in notebook_editions.targets(source).items():
        written = [(c.cell_type, c.source) for c in notebook_editions.edition(source, lang).cells]
        assert cells(path) == written, f"{path.name} ({lang}) is stale: run python tools/notebook_editions.py"


def test_every_source_has_a_language_line() -> None:
    for source in SOURCES:
        assert notebook_editions.LANG_LINE["en"] in source.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", JAPANESE, ids=[p.name for p in JAPANESE])
def test_every_code_cell_of_both_editions_compiles(path: Path) -> None:
    """Code as the kernel reads it (magics such as %pip turned into calls): a source's string may not break a line
    of it (an unescaped "\\n" in a source's cell is a newline inside a string literal)."""
    for edition in (ROOT / "notebooks" / path.name, path):
        for i, (kind, source) in enumerate(cells(edition)):
            if kind == "code":
                compile(TransformerManager().transform_cell(source), f"{edition.name} cell {i}", "exec")
