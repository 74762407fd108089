"""The message catalogue: every label and event of a whole game renders in English and Japanese."""

from __future__ import annotations

import random
import re

from tablekit.core.text import render

from .helpers import game, ids


def test_a_whole_game_reads_in_english_and_japanese() -> None:
    g = game(5, seed=8)
    rng = random.Random(8)
    labels = []
    while not g.is_over:
        seat = g.to_act[0]
        labels += [a.text for a in g.legal_actions(seat)]
        g.play(seat, rng.choice(ids(g, seat)))
    texts = labels + [t for h in g.history for t in h.texts]
    for lang in ("en", "ja"):
        rendered = [render(t, lang) for t in texts]
        assert all(r and "{" not in r for r in rendered)
    assert any("ジェイド" in render(t, "ja") for t in texts)
    assert "最終スコアリング" in render(g.history[-1].texts[-1], "ja")


def test_every_word_the_table_asks_for_is_in_the_catalogue() -> None:
    from pathlib import Path

    from tablekit.games.minikin_city.messages import EN, JA

    folder = Path(__file__).parents[2] / "tablekit" / "games" / "minikin_city" / "js"
    source = "\n".join(p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.js")))
    asked = set(re.findall(r"minikin_city\.(ui\.[\w.]+)[\"`]", source))
    dynamic = set(re.findall(r"minikin_city\.(ui\.[\w.]+\.)\$\{", source))
    assert asked and dynamic
    assert not asked - set(EN), sorted(asked - set(EN))
    assert all(any(k.startswith(prefix) for k in EN) for prefix in dynamic)
    assert set(EN) == set(JA)
