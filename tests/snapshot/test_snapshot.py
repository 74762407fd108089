"""Still pictures of a game (tablekit.snapshot and the picture shown under every Table) show only what their viewer may
see, are well-formed SVG, and draw each game's board."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

import tablekit
from tablekit.bots import RandomBot
from tablekit.core.text import render
from tablekit.games.amanite.messages import M as AMANITE
from tablekit.snapshots import Snapshot

SVG = "{http://www.w3.org/2000/svg}"


def texts(picture: str) -> list[str]:
    """Every text line of the picture, as a reader sees it."""
    return [(node.text or "") for node in ET.fromstring(picture).iter(f"{SVG}text")]


def played(name: str, seed: int, steps: int):
    game = tablekit.new_game(name, players=3 if name == "amanite" else 2, seed=seed)
    bots = [RandomBot(seed + s) for s in range(game.players)]
    for _ in range(steps):
        if game.is_over:
            break
        seat = game.to_act[0]
        game.play(seat, bots[seat].act(game, seat))
    return game


@pytest.mark.parametrize("name", tablekit.games())
@pytest.mark.parametrize("steps", [0, 12, 40, 10_000])
def test_a_snapshot_is_the_same_whatever_is_hidden_from_its_viewer(name: str, steps: int) -> None:
    """Redealing everything hidden from the viewer (determinize) leaves its picture unchanged: the picture holds
    nothing that the viewer may not see. A spectator's picture is redealt from every seat's side, since each seat
    knows something the others do not."""
    game = played(name, seed=3, steps=steps)
    for seat in [None, *range(game.players)]:
        picture = tablekit.snapshot(game, seat)
        for side in range(game.players) if seat is None else [seat]:
            for k in range(4 if seat is not None or side == 0 else 2):
                other = game.determinize(side, seed=100 + k)
                assert tablekit.snapshot(other, seat) == picture, (name, steps, seat, side, k)


def board_texts(picture: str) -> list[tuple[str, float]]:
    """Every text of the picture's board with its font size."""
    board = next(g for g in ET.fromstring(picture).iter(f"{SVG}g") if "tk-board" in g.get("class", "").split())
    return [(node.text or "", float(node.get("font-size", 0))) for node in board.iter(f"{SVG}text")]


@pytest.mark.parametrize("name", ["arigato", "luxor", "mangrovia", "minikin_city"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_board_words_are_wrapped_never_cut_and_big_enough_to_print(name: str, lang: str) -> None:
    """Long card effects, names and gains wrap onto more lines instead of ending in "…", and no board text is under
    9 px (about 7 pt once the picture is printed across an A4 page)."""
    for players, steps in [(2, 30), (3, 60), (3, 10_000)]:
        game = tablekit.new_game(name, players=players, seed=7)
        bots = [RandomBot(7 + s) for s in range(players)]
        for _ in range(steps):
            if game.is_over:
                break
            seat = game.to_act[0]
            game.play(seat, bots[seat].act(game, seat))
        for seat in (None, 0):
            drawn = board_texts(tablekit.snapshot(game, seat, lang=lang))
            assert drawn and not [t for t, _ in drawn if t.endswith("…")], (players, steps, seat)
            assert min(size for _, size in drawn) >= 9, (players, steps, seat)
        lines = texts(tablekit.snapshot(game, 0, lang=lang))
        assert not [t for t in lines if t.endswith("…")]  # the log wraps too


@pytest.mark.parametrize("name", tablekit.games())
def test_a_snapshot_is_a_well_formed_svg_with_the_title_seats_and_log(name: str) -> None:
    game = played(name, seed=5, steps=9)
    picture = tablekit.snapshot(game, 0)
    assert isinstance(picture, Snapshot) and picture._repr_svg_() == str(picture)
    root = ET.fromstring(picture)
    assert root.tag == f"{SVG}svg" and float(root.get("height")) > 100
    lines = texts(picture)
    assert game.info.title in lines
    assert all(any(game.info.seat_name(s) in line for line in lines) for s in range(game.players))
    assert game.history[-1].events[-1][:30] in " ".join(lines)  # the last log line (maybe cut to fit)
    assert picture._repr_html_().startswith("<div") and str(picture) in picture._repr_html_()


def test_amanite_pictures_hold_neither_the_secret_nor_other_seats_clues() -> None:
    game = played("amanite", seed=11, steps=10_000)
    while game.history and (game.is_over or game.view(None)["round"] == 3):
        game.undo()  # back to the end of round 2: everyone holds notebook clues, nothing is revealed yet
    assert not game.is_over and all(game.view(s)["clues"]["notebook"] for s in range(3))
    word = {a: render(AMANITE(f"ui.a.{a}")) for a in game.view(None)["attributes"]}
    spectator = texts(tablekit.snapshot(game))
    assert not set(word.values()) & set(spectator)
    assert not any(line.startswith(("Notebook:", "Start card (")) for line in spectator)
    for seat in range(3):
        lines = texts(tablekit.snapshot(game, seat))
        assert not set(word.values()) & set(lines)  # mushroom cards show clue counts, not attributes
        mine = {f"Notebook: {c['colour']} → {word[c['attribute']]}" for c in game.view(seat)["clues"]["notebook"]}
        shown = {line for line in lines if line.startswith("Notebook:")}
        assert shown == mine
        start = game.view(seat)["clues"]["start"]
        assert [line for line in lines if line.startswith("Start card (")] == [
            f"Start card ({', '.join(start['colours'])}): {', '.join(word[a] for a in start['attributes'])}"
            " · one each, in an order you do not know"]
    over = played("amanite", seed=11, steps=10_000)
    revealed = texts(tablekit.snapshot(over))
    assert {word[a] for a in over.view(None)["secret"].values()} <= set(revealed)
    assert any(line.startswith("Game over") for line in revealed)


def test_scores_show_only_when_public() -> None:
    scored = re.compile(r"^(Fox|Squirrel|Owl)( \(you\))?  -?\d")
    game = played("amanite", seed=2, steps=15)
    lines = texts(tablekit.snapshot(game, 0))
    assert {"Fox (you)", "Squirrel", "Owl"} <= set(lines) and not any(scored.match(line) for line in lines)
    over = played("amanite", seed=2, steps=10_000)
    totals, places = over.result().scores, over.result().places
    lines = texts(tablekit.snapshot(over, 0))
    assert f"{places[0]}. Fox (you)  {totals[0]:g}" in lines and f"{places[2]}. Owl  {totals[2]:g}" in lines
    carcassonne = played("carcassonne_hg", seed=2, steps=15)
    scores = [s["score"] for s in carcassonne.view(None)["seats"]]
    lines = texts(tablekit.snapshot(carcassonne))
    assert f"Red  {scores[0]:g}" in lines and f"Blue  {scores[1]:g}" in lines


def test_carcassonne_draws_every_placed_tile_and_piece() -> None:
    game = played("carcassonne_hg", seed=4, steps=30)
    root = ET.fromstring(tablekit.snapshot(game))
    titles = [node.text for node in root.iter(f"{SVG}title")]
    view = game.view(None)
    pieces = [f"{game.info.seat_name(p['seat'])}'s {p['kind']}" for p in view["pieces"]]
    for label in set(pieces):
        assert titles.count(label) >= pieces.count(label)
    faces = [g for g in root.iter(f"{SVG}g") if (g.get("transform") or "").startswith("rotate(")]
    assert len(faces) == len(view["tiles"]) + (view["current"] is not None)


def test_the_tables_picture_is_what_its_screen_shows() -> None:
    game = tablekit.new_game("amanite", players=3, seed=5, sides=["A", "A", "A"])
    hotseat = tablekit.Table(game, seats=["human"] * 3)
    assert hotseat.curtain and hotseat.picture() == tablekit.snapshot(game, None)
    hotseat.screen.reveal()
    seat = hotseat.viewer
    assert seat >= 0 and hotseat.picture() == tablekit.snapshot(game, seat)
    solo = tablekit.Table(game, seats=["human", RandomBot(1), RandomBot(2)], names=["Ann", "Bo", "Cy"], lang="ja")
    assert solo.picture() == tablekit.snapshot(game, 0, names=["Ann", "Bo", "Cy"], lang="ja")
    assert "Ann（あなた）" in solo.picture()


def test_a_game_without_a_board_drawing_still_gets_its_picture(monkeypatch: pytest.MonkeyPatch) -> None:
    import tablekit.snapshots as snapshots

    monkeypatch.setattr(snapshots, "board_hook", lambda name: None)
    game = played("amanite", seed=1, steps=3)
    lines = texts(tablekit.snapshot(game, 1))
    assert "Amanite" in lines and not any(line.startswith("Forest ") for line in lines)


def test_a_japanese_picture_uses_the_tables_japanese_words() -> None:
    game = played("amanite", seed=4, steps=6)
    lines = texts(tablekit.snapshot(game, 0, lang="ja"))
    assert "森タイル1" in lines and "キツネ（あなた）" in lines and "あなたのヒントカード" in lines
    assert game.history[-1].events_in("ja")[-1][:20] in " ".join(lines)


def test_an_eliminated_seat_is_told_why_in_the_pictures_language() -> None:
    game = tablekit.new_game("amanite", scenario="sabrina", seed=1)
    game.play(0, "pile:3:1")  # her Poison is left uncovered
    assert game.view(0)["final"]["eliminated"]["0"] == {"reason": "poison"}
    assert "eliminated: more Poison than Antidote and Elixir together" in texts(tablekit.snapshot(game, 0))
    assert "脱落: 毒が解毒剤とエリクサーの合計より多い" in texts(tablekit.snapshot(game, 0, lang="ja"))


def test_save_writes_an_svg_or_a_page(tmp_path) -> None:
    picture = tablekit.snapshot(played("carcassonne_hg", seed=1, steps=5))
    picture.save(tmp_path / "map.svg")
    picture.save(tmp_path / "map.html")
    assert ET.parse(tmp_path / "map.svg").getroot().tag == f"{SVG}svg"
    assert (tmp_path / "map.html").read_text(encoding="utf-8").startswith('<div class="tablekit-snapshot"')


@pytest.mark.parametrize("name", tablekit.games())
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_game_draws_its_board_in_the_tables_language(name: str, lang: str) -> None:
    game = played(name, seed=6, steps=25)
    root = ET.fromstring(tablekit.snapshot(game, 0, lang=lang))
    boards = [g for g in root.iter(f"{SVG}g") if "tk-board" in (g.get("class") or "").split()]
    assert len(boards) == 1 and boards[0].get("class") == f"tk-board tk-board-{name.replace('_', '-')}"
    drawn = [node.text or "" for node in boards[0].iter(f"{SVG}text")]
    assert len(drawn) > 20  # a board, not a heading
    japanese = [line for line in drawn if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", line)]
    assert bool(japanese) == (lang == "ja") or name == "arigato"  # Arigato's item glyphs are kanji in both


@pytest.mark.parametrize(("name", "steps"), [("arigato", 30), ("minikin_city", 10)])
def test_no_card_of_another_seats_hand_is_named_in_a_seats_picture(name: str, steps: int) -> None:
    """Cards have ids and names here; a card in seat 1's hand that seat 0's view does not show appears in seat 0's
    picture neither by id nor by name (the drawing's titles included)."""
    game = played(name, seed=8, steps=steps)
    mine, theirs = json.dumps(game.view(0)), game.view(1)["seats"][1]["hand"]
    hidden = [card for card in theirs if f'"{card}"' not in mine]
    assert hidden  # the position holds secrets to keep
    picture = tablekit.snapshot(game, 0)
    words = set(re.findall(r"[\w-]+", picture))
    assert not set(hidden) & words
    if name == "minikin_city":
        from tablekit.games.minikin_city.snapshot import card_name
        from tablekit.snapshots import Frame

        frame = Frame(static=game.static_data(), names=[], colors=[], viewer=0)
        names = {card_name(card, frame) for card in hidden} - {card_name(c, frame) for c in json.loads(mine)["display"]}
        assert names and not any(f">{n}<" in picture or f"{n}," in picture for n in names)


def test_the_final_picture_places_every_seat_in_both_languages() -> None:
    over = played("mangrovia", seed=3, steps=10_000)
    result = over.result()
    english = texts(tablekit.snapshot(over))
    japanese = texts(tablekit.snapshot(over, lang="ja"))
    for seat, name in enumerate(("Red", "Blue")):
        assert f"{result.places[seat]}. {name}  {result.scores[seat]:g}" in english
    assert sum(line.startswith(f"{p}位 ") for p in result.places for line in japanese) == 2


def test_mangrovias_seat_table_has_a_header_over_every_column() -> None:
    """Each column of Mangrovia's seat table stands under its own header: the huts column holds only hut counts
    (the talisman has a column of its own) and the cards column is headed too."""
    game = played("mangrovia", seed=3, steps=40)
    board = next(g for g in ET.fromstring(tablekit.snapshot(game, 0)).iter(f"{SVG}g")
                 if "tk-board" in g.get("class", "").split())
    table = next(g for g in board.iter(f"{SVG}g") if any(t.text == "huts" for t in g.findall(f"{SVG}text")))
    column: dict[str, list[str]] = {}
    heads = {t.get("x"): t.text for t in table.findall(f"{SVG}text") if t.get("font-weight") == "700"
             and t.text in {"huts", "level", "amulets", "cards", "pts", "talisman"}}
    for node in table.findall(f"{SVG}text"):
        if node.get("x") in heads and node.text not in heads.values():
            column.setdefault(heads[node.get("x")], []).append(node.text or "")
    assert set(heads.values()) == {"huts", "level", "amulets", "cards", "pts", "talisman"}
    assert len(column["huts"]) == game.players and all(cell.isdigit() for cell in column["huts"])
    assert all("valuables" in cell for cell in column["cards"])
    assert [cell for cell in column["talisman"] if cell] == ["●"]  # one seat holds it
