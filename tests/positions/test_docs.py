"""docs/positions.md and the code agree: every game with a position module has a section whose example loads, and
the fields its tables describe are exactly the fields the code writes (over whole random games, every player
count, and the scenarios)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import tablekit
from tablekit.core.position import scenario_document

from ..contract.playouts import player_counts
from .helpers import positioned

DOC = Path(__file__).resolve().parents[2] / "docs" / "positions.md"
SECTION = re.compile(r"^## .*\(`(\w+)`\)$", re.M)
ROW = re.compile(r"^\| `([\w.\[\]{}]+)` \|", re.M)
EXAMPLE = re.compile(r"```json\n(.*?)```", re.S)


def sections() -> dict[str, str]:
    """The text before the first game's section (under "common"), and each game's section by its name."""
    text = DOC.read_text(encoding="utf-8")
    marks = list(SECTION.finditer(text))
    found = {"common": text[: marks[0].start()] if marks else text}
    for mark, after in zip(marks, [*marks[1:], None]):
        found[mark.group(1)] = text[mark.end(): after.start() if after else len(text)]
    return found


def described(name: str) -> set[str]:
    return set(ROW.findall(sections()["common"])) | set(ROW.findall(sections()[name]))


def written(doc: Any, maps: set[str], path: str = "", out: set[str] | None = None) -> set[str]:
    """The field paths of a document: ``a.b``, ``[]`` for a list's items, ``{}`` where the doc says the keys are
    data (those are not descended into)."""
    out = set() if out is None else out
    if isinstance(doc, dict):
        for key, value in doc.items():
            here = f"{path}.{key}" if path else key
            if f"{here}{{}}" in maps:
                out.add(f"{here}{{}}")
                continue
            out.add(here)
            if here != "hidden.rng":
                written(value, maps, here, out)
    elif isinstance(doc, list):
        for item in doc:
            written(item, maps, f"{path}[]", out)
    return out


def sample(name: str) -> list[dict[str, Any]]:
    """Positions over a whole random game for each player count (every third step), and every scenario's."""
    docs = [scenario_document(name, s) for s in tablekit.core.registry.state_class(name).info.scenarios]
    for players in player_counts(name):
        game, rng = tablekit.new_game(name, players=players, seed=players), random.Random(players)
        while True:
            if len(game.history) % 3 == 0 or game.is_over:
                docs.append(game.position())
            if game.is_over:
                break
            seat = rng.choice(game.to_act)
            game.play(seat, rng.choice(game.legal_ids(seat)))
    return docs


def test_every_game_with_a_position_module_has_a_section() -> None:
    assert set(positioned()) <= set(sections()), "add the game's section to docs/positions.md"


@pytest.mark.parametrize("name", positioned())
def test_the_fields_described_are_the_fields_written(name: str) -> None:
    doc_fields = described(name)
    maps = {f for f in doc_fields if f.endswith("{}")}
    seen: set[str] = set()
    for doc in sample(name):
        seen |= written(doc, maps)
    assert seen - doc_fields == set(), f"{name}: fields written but not described in docs/positions.md"
    assert doc_fields - seen == set(), f"{name}: fields described in docs/positions.md that the code never writes"


@pytest.mark.parametrize("name", positioned())
def test_the_example_of_each_game_loads(name: str) -> None:
    examples = EXAMPLE.findall(sections()[name])
    assert examples, f"{name}: docs/positions.md has no example"
    for text in examples:
        doc = json.loads(text)
        game = tablekit.new_game(name, position=doc)
        assert game.name == name and game.position(hidden="hidden" in doc)["public"] == doc["public"]
