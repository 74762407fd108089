"""What a reader of an executed notebook sees, and the English words left in it: the richest output of each cell
(a widget's view and a picture are skipped; an HTML output is read without its tags), by the reader test's rules."""

from __future__ import annotations

import html
import re
from typing import Any

from .test_reader import ALLOW, english_left

TAG = re.compile(r"<(style|script)\b.*?</\1>|<[^>]+>", re.S)
SKIPPED = ("application/vnd.jupyter.widget-view+json", "image/png", "image/svg+xml")
# Python's own values, printed as code prints them, and the bots' names (what code passes, in both languages)
CODE_WORDS = {"True", "False", "None", "random", "amanite", "arigato", "carcassonne_hg", "luxor", "mangrovia",
              "minikin_city"}


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
    found = []
    for i, cell in enumerate(notebook.cells):
        for output in cell.get("outputs", []):
            for line in shown(output).splitlines():
                if left := english_left(line, ALLOW | CODE_WORDS):
                    found.append((i, line.strip()[:120], left))
    return found
