"""What a reader of an executed notebook sees, and the English words left in it: the richest output of each cell
(a widget's view and a picture are skipped; an HTML output is read without its tags), by the reader test's rules,
quoted words included (a printed list or dict is read like the rest).

The notebook test (tests/notebooks/test_notebooks.py) runs every notebook anyway; it hands each one it ran to
:func:`check_edition`, which reads the Japanese edition's (notebooks/ja/) and passes the others."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import tablekit
from tablekit.core.game import Game

from ..contract.playouts import player_counts
from .test_reader import ALLOW, english_left, kinds

TAG = re.compile(r"<(style|script)\b.*?</\1>|<[^>]+>", re.S)
SKIPPED = ("application/vnd.jupyter.widget-view+json", "image/png", "image/svg+xml")
# A cell that shows the other edition's language on purpose picks it so (the language switch, shown)
OTHER_LANGUAGE = 'lang="ja" if LANG == "en" else "en"'
# Python's own values and the games' and bots' names: what code passes, in both editions
CODE_WORDS = {"True", "False", "None", "random", *tablekit.games()}
ENGLISH_COMMA = re.compile(r"(?:[^\x00-\x7f]|%), |, [^\x00-\x7f]")  # 青, 黄 · 毒 33%, +3 (not (0, 4))
LEADING = re.compile(r"^\s*([a-z_]+)\s{2,}(?=\S)")  # a name in a column before its words: "pass     建てない"


def listed_names() -> set[str]:
    """What code passes or a player types, the same in both editions, that a lesson lists before its words: the
    action kinds (an id such as ``pass``) and the scenarios' names."""
    names: set[str] = set()
    for name in tablekit.games():
        game: Game = tablekit.new_game(name, players=player_counts(name)[0], seed=0)
        names |= set(game.info.scenarios) | kinds(game)
    return names


def shown(output: dict[str, Any]) -> str:
    """The text a reader sees of one output: a stream's text, else its HTML without tags, else its plain text."""
    if "text" in output:
        return output["text"]
    data = output.get("data", {})
    if "text/html" in data:
        return html.unescape(TAG.sub(" ", "".join(data["text/html"])))
    if any(kind in data for kind in SKIPPED):
        return ""
    return "".join(data.get("text/plain", ""))


def english_in(notebook: Any) -> list[tuple[int, str, list[str]]]:
    """(cell index, line, English words) for every line of every output that has English words left."""
    names = listed_names()
    found = []
    for i, cell in enumerate(notebook.cells):
        if OTHER_LANGUAGE in cell.get("source", ""):
            continue
        for output in cell.get("outputs", []):
            for line in shown(output).splitlines():
                name = LEADING.match(line)
                read = line[name.end():] if name and name.group(1) in names else line
                if left := english_left(read, ALLOW | CODE_WORDS, echoed=False):
                    found.append((i, line.strip()[:120], left))
    return found


def english_commas_in(notebook: Any) -> list[tuple[int, str]]:
    """(cell index, line) for every output line that lists Japanese words with an English comma ("青, 黄"), where
    Japanese writes 、 (``tablekit.listed``); a board position such as (0, 4) keeps its own."""
    return [(i, line.strip()[:120]) for i, cell in enumerate(notebook.cells)
            if OTHER_LANGUAGE not in cell.get("source", "")
            for output in cell.get("outputs", []) for line in shown(output).splitlines() if ENGLISH_COMMA.search(line)]


def check_edition(path: Path, notebook: Any) -> None:
    """Assert that a notebook of the Japanese edition, as run, shows a reader no English word and no list written
    with an English comma; others pass."""
    if path.parent.name == "ja":
        found = english_in(notebook)
        assert not found, f"{path.name}: English a Japanese reader sees (cell, line, words): {found[:8]}"
        commas = english_commas_in(notebook)
        assert not commas, f"{path.name}: a list with English commas a Japanese reader sees (cell, line): {commas[:8]}"
