"""What the notebooks print reads Japanese in a Japanese edition: a finished game's result and a tournament's
summary, with no English word left (the reader test's rules), and aligned columns, Japanese counted two wide."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import tablekit
from tablekit.bots import RandomBot
from tablekit.columns import width as _width

from .test_reader import ALLOW, JAPANESE, english_left

GAMES = tablekit.games()


def finished(name: str, seed: int = 1) -> tablekit.Game:
    g = tablekit.new_game(name, players=2, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        seat = g.to_act[0]
        g.play(seat, rng.choice(g.legal_actions(seat)))
    return g


@pytest.mark.parametrize("name", GAMES)
def test_a_result_reads_in_the_language_asked_for(name: str) -> None:
    g = finished(name)
    ja, en = tablekit.result_text(g, "ja"), tablekit.result_text(g, "en")
    assert JAPANESE.search(ja) and not english_left(ja, ALLOW), ja
    assert not JAPANESE.search(en), en
    parts = g.result().breakdown[0]
    assert len(ja.splitlines()) == 1 + bool(g.result().eliminated) + g.players
    for points in parts.values():  # every part of the breakdown is shown with its points
        assert f" {points:g}" in ja
    assert ", " not in ja and (len(parts) < 2 or "、" in ja), ja  # listed as Japanese writes a list
    tablekit.set_language("ja")
    try:
        assert tablekit.result_text(g) == ja
    finally:
        tablekit.set_language("en")


def test_a_tournament_summary_reads_japanese_and_its_columns_line_up() -> None:
    result = tablekit.arena("amanite", [RandomBot(0), RandomBot(1)], games=2, seed=1, progress=False)
    ja = result.summary(lang="ja")
    bots = set(result.names)  # a bot's name is what code passes: the same in both languages
    assert not english_left(ja, ALLOW | bots), ja
    header, *rows = ja.splitlines()[1:1 + 1 + len(result.names)]
    assert {_width(line) for line in (header, *rows)} == {_width(header)}  # right-aligned columns end together
    assert "seat win rates" in result.summary(lang="en") and "席ごとの勝率" in ja


def test_the_notebook_reader_reads_what_is_shown_and_finds_the_english_in_it() -> None:
    import nbformat

    from .notebook_words import check_edition, english_commas_in, english_in

    out = nbformat.v4.new_output
    cell = nbformat.v4.new_code_cell("x")
    cell.outputs = [
        out("stream", name="stdout", text="勝者: 赤\nseat win rates: 席0\n"),
        out("display_data", data={"text/plain": "Luxor table (赤)", "application/vnd.jupyter.widget-view+json": {}}),
        out("display_data", data={"text/plain": "(a picture)", "text/html": "<svg><text>得点 the end</text></svg>"}),
        out("execute_result", data={"text/plain": "Result(winners=[0])"}, execution_count=1),
        out("stream", name="stdout", text="True None 12 VP play:3 'pile:1'\n"),
        out("stream", name="stdout", text="pass        建てない\nsabrina     サブリナ\nthe   end\n"),  # a names column
        out("stream", name="stdout", text="{'colours': ['blue'], 'id': 'O13'} ['キツネ']\n"),
    ]
    other = nbformat.v4.new_code_cell('tablekit.Table(g, lang="ja" if LANG == "en" else "en")  # the other one')
    other.outputs = [out("stream", name="stdout", text="Game over: Red won\n")]  # the other language, on purpose
    notebook = nbformat.v4.new_notebook(cells=[cell, other])
    found = english_in(notebook)
    assert [(line, words) for _, line, words in found] == [
        ("seat win rates: 席0", ["seat", "win"]), ("得点 the end", ["the", "end"]),
        ("Result(winners=[0])", ["Result", "winners"]), ("the   end", ["the", "end"]),
        ("{'colours': ['blue'], 'id': 'O13'} ['キツネ']", ["colours", "blue", "id"])]
    check_edition(Path("notebooks/01_amanite.ipynb"), notebook)  # an English edition is not read
    with pytest.raises(AssertionError, match="01_amanite.ipynb: English a Japanese reader sees"):
        check_edition(Path("notebooks/ja/01_amanite.ipynb"), notebook)
    listed = nbformat.v4.new_code_cell("x")
    listed.outputs = [out("stream", name="stdout", text="A: 青, 黄, 赤\n毒 33%, +3 33%\n(0, 4) 青、黄\n")]
    commas = nbformat.v4.new_notebook(cells=[listed])
    assert english_commas_in(commas) == [(0, "A: 青, 黄, 赤"), (0, "毒 33%, +3 33%")]
    with pytest.raises(AssertionError, match="a list with English commas"):
        check_edition(Path("notebooks/ja/01_amanite.ipynb"), commas)
