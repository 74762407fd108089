"""Checked by a reader: a Japanese still picture (tablekit.snapshot) of every game, at the start, in play and at the
end, from a seat and from a spectator, has no English word left in its texts or its titles (what a pointer shows),
by the reader test's rules: the marks on Carcassonne's tiles, Mangrovia's god paths and Amanite's reasons for an
elimination included."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import tablekit
from tablekit.core.text import render
from tablekit.games.carcassonne_hg.messages import M

from ..snapshot.test_snapshot import played, texts
from .test_reader import ALLOW, english_left

SVG = "{http://www.w3.org/2000/svg}"
READ = {f"{SVG}text", f"{SVG}title", f"{SVG}tspan"}
POSITION = re.compile(r"\(-?\d+, -?\d+\)")


def read(picture: str) -> list[str]:
    """The texts and titles of an SVG picture."""
    return [node.text for node in ET.fromstring(picture).iter() if node.tag in READ and node.text]


def english_in_picture(picture: str) -> dict[str, list[str]]:
    """Each text or title of an SVG picture that has English words left, with those words."""
    return {text: left for text in read(picture) if (left := english_left(text, ALLOW))}


@pytest.mark.parametrize("name", tablekit.games())
@pytest.mark.parametrize("steps", [0, 25, 10_000])
def test_a_japanese_picture_has_no_english_word_left(name: str, steps: int) -> None:
    game = played(name, seed=5, steps=steps)
    for seat in (None, 0):
        picture = str(tablekit.snapshot(game, seat, lang="ja"))
        assert not english_in_picture(picture), (name, steps, seat, list(english_in_picture(picture).items())[:6])
        # a list joins with 、 in Japanese; a board position such as (0, 4) keeps its comma
        listed_in_english = [text for text in read(picture) if ", " in POSITION.sub("", text)]
        assert not listed_in_english, (name, steps, seat, listed_in_english[:6])


def test_the_picture_reader_finds_english_in_texts_and_titles() -> None:
    picture = ('<svg xmlns="http://www.w3.org/2000/svg"><text>森タイル1</text><g><title>赤\'s figure</title></g>'
               '<text>Mu</text><text>12 VP</text></svg>')
    assert english_in_picture(picture) == {"赤's figure": ["figure"], "Mu": ["Mu"]}


def test_the_games_above_meet_an_eliminated_seat_and_the_bonus_powers() -> None:
    """What the scan must read is there: an Amanite game ending with a seat out, Carcassonne tiles with powers."""
    amanite = tablekit.new_game("amanite", scenario="sabrina", seed=1)
    amanite.play(0, "pile:3:1")
    assert "脱落: 毒が解毒剤とエリクサーの合計より多い" in texts(str(tablekit.snapshot(amanite, lang="ja")))
    over = played("carcassonne_hg", seed=5, steps=10_000)
    types = over.static_data()["tile_types"]
    powers = {types[str(t["id"])]["power"] for t in over.view(None)["tiles"]} - {None}
    drawn = texts(str(tablekit.snapshot(over, lang="ja")))
    assert powers and all(render(M(f"ui.mark.{p}"), "ja") in drawn for p in powers), powers
