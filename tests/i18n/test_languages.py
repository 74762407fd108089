"""Every message a game can show exists in both languages: keys collected from random playouts of every registered
game (labels of every legal action met, every event), and every key the front-end files name."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator
from importlib.resources import files
from typing import Any

import pytest

import tablekit
from tablekit.core import text
from tablekit.core.text import T, render
from tablekit.widget import messages as _core_words  # noqa: F401  (registers the core.* catalogue)

GAMES = tablekit.games()
PLAYOUTS = 6
MAX_STEPS = 400


def texts_in(value: Any) -> Iterator[T]:
    """Every T inside a text, its arguments included."""
    if isinstance(value, T):
        yield value
        for arg in value.args.values():
            yield from texts_in(arg)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from texts_in(item)


def playout_texts(game_name: str) -> list[Any]:
    """Texts met in a few random games at each player count: every legal action's and every event's."""
    found: list[Any] = []
    counts = _player_counts(game_name)
    for k in range(PLAYOUTS):
        players = counts[k % len(counts)]
        g = tablekit.new_game(game_name, players=players, seed=k)
        rng = random.Random(k)
        while not g.is_over and len(g.history) < MAX_STEPS:
            seat = g.to_act[0]
            legal = g.legal_actions(seat)
            found += [a.text for a in legal]
            g.play(seat, rng.choice(legal))
            found += list(g.history[-1].texts)
    return found


def _player_counts(game_name: str) -> list[int]:
    from tests.contract.playouts import player_counts

    return player_counts(game_name)


@pytest.mark.parametrize("game_name", GAMES)
def test_every_message_a_game_shows_has_english_and_japanese(game_name: str) -> None:
    known = text.keys()
    used: set[str] = set()
    for item in playout_texts(game_name):
        for message in texts_in(item):
            used.add(message.key)
        ja = render(item, "ja")
        assert isinstance(ja, str) and not re.search(r"\{\w+\}", ja), (item, ja)
    assert used, f"{game_name}'s labels and events are plain strings, not messages"
    assert used <= known["en"] and used <= known["ja"], sorted(used - (known["en"] & known["ja"]))


def _front_end_keys(source: str, prefix: str) -> set[str]:
    """Keys a front-end file names literally through its ``say(...)`` helper."""
    return {prefix + k for k in re.findall(r"\bsay\(\s*\"([\w.]+)\"", source)}


@pytest.mark.parametrize("game_name", GAMES)
def test_every_word_a_renderer_names_has_english_and_japanese(game_name: str) -> None:
    folder = files("tablekit") / "games" / game_name
    sources = [p.read_text(encoding="utf-8") for p in folder.iterdir() if p.name.endswith(".js")]
    if (folder / "js").is_dir():
        sources += [p.read_text(encoding="utf-8") for p in (folder / "js").iterdir() if p.name.endswith(".js")]
    named = set().union(*(_front_end_keys(s, f"{game_name}.ui.") for s in sources)) if sources else set()
    known = text.keys()
    assert named <= known["en"] and named <= known["ja"], sorted(named - (known["en"] & known["ja"]))
    for key in {k for k in known["en"] if k.startswith(f"{game_name}.ui.")}:
        assert text.template(key, "ja").strip(), key


def test_every_word_of_the_runtime_has_english_and_japanese() -> None:
    source = (files("tablekit") / "widget" / "runtime.js").read_text(encoding="utf-8")
    named = _front_end_keys(source, "core.ui.")
    known = text.keys()
    assert len(named) > 20 and named <= known["en"] and named <= known["ja"], sorted(named - known["ja"])


def test_a_japanese_table_sends_japanese_labels_log_and_words() -> None:
    g = tablekit.new_game("amanite", players=2, seed=4)
    table = tablekit.Table(g, lang="ja")
    assert table.lang == "ja" and table.names[0] == "キツネ"
    assert table.curtain == "キツネに交代 — クリックして表示"
    table._on_msg(table, {"type": "reveal"}, [])
    assert table.strings["core.ui.undo"] == "↶ 取り消し" and table.strings["amanite.ui.a.poison"] == "毒"
    assert all(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", a["label"]) for a in table.legal)
    table.act(table.legal[0]["id"])
    assert any("開始カード" in line for line in table.log)
    assert g.history[-1].label.startswith("Use side")  # the game's own record stays English


def test_the_package_default_language_applies_to_new_tables() -> None:
    g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
    tablekit.set_language("ja")
    try:
        assert tablekit.Table(g).lang == "ja"
        assert tablekit.Table(g, lang="en").lang == "en"
        assert "タイル" in tablekit.Table(g).legal[0]["label"]
    finally:
        tablekit.set_language("en")
    assert tablekit.Table(g).lang == "en"


def test_every_word_a_board_looks_up_by_name_has_both_languages() -> None:
    """The words the boards build keys for at run time (colours, attributes, bonus powers, feature kinds...)."""
    from tablekit.games.amanite.components import ATTRIBUTES, COLOURS
    from tablekit.games.amanite.scoring import elimination
    from tablekit.games.carcassonne_hg.tiles import TILES

    powers = {t.power for t in TILES.values() if t.power}
    reasons = [elimination(Counter(poison=1), []), elimination(Counter(limit=4), ["limit"])]  # both ways out
    assert all(reasons)
    wanted = {f"amanite.ui.c.{c}" for c in (*COLOURS, "pig")} | {
        f"amanite.ui.a.{a}" for a in (*ATTRIBUTES, "antidote_elixir", "pigs")} | {
        f"amanite.seat.{s}" for s in range(4)} | {f"amanite.ui.reason.{r['reason']}" for r in reasons} | {
        f"carcassonne_hg.ui.power.{p}" for p in powers} | {
        f"carcassonne_hg.ui.kind.{k}" for k in ("forest", "meadow", "river", "lake")} | {
        f"carcassonne_hg.ui.{w}.{a}" for a in ("mammoth", "aurochs", "deer", "tiger") for w in ("animal", "mark")} | {
        f"carcassonne_hg.ui.mark.{p}" for p in powers} | {
        f"carcassonne_hg.ui.count.{w}{n}" for w in ("tile", "mammoth", "aurochs", "deer", "tiger", "menhir",
                                                   "mushroom", "fish", "lake") for n in ("", ".one")} | {
        f"carcassonne_hg.ui.supply.{k}{n}" for k in ("figure", "hut") for n in ("", ".one")}
    known = text.keys()
    assert len(powers) >= 5
    assert wanted <= known["en"] and wanted <= known["ja"], sorted(wanted - (known["en"] & known["ja"]))
