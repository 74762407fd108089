"""docs/rules/minikin_city.md names a test for each rule: every name it gives must exist."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[2]


def test_every_test_the_rules_document_names_exists() -> None:
    text = (ROOT / "docs" / "rules" / "minikin_city.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`(test_\w+)`", text))
    defined = {m for p in Path(__file__).parent.glob("test_*.py")
               for m in re.findall(r"^def (test_\w+)", p.read_text(encoding="utf-8"), re.M)}
    assert named and not named - defined, sorted(named - defined)
