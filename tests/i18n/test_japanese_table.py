"""A Japanese table of each game in JupyterLab, played by clicks: its words, phase, labels, log and curtain are
Japanese, and the kernel's game (with its English record) advances."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

import tablekit
from tablekit.core.registry import state_class
from tablekit.core.text import game_title

from ..browser.fixtures import write_notebook
from ..browser.test_amanite_table import open_and_run
from ..browser.test_tutorial_notebooks import (
    READ_BACK,
    click_legal_moves,
    kernel_tables,
    lift_curtain,
    table_step,
)

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


GAMES = tablekit.games()
# legal moves clicked on each table (3 unless named): amanite's are both start-card sides, then a meeple
# each; arigato's the first player's five dawn roles and its confirmation, which the log shows
MOVES = {"amanite": 4, "arigato": 6}
SEEN = {"arigato": 1}  # steps the next player's screen shows: of arigato's dawn, only the confirmation
# Latin words a Japanese table may show: the score unit the Japanese rulebook itself uses
LATIN_ALLOWED = {"VP"}
LATIN_WORD = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{2,}(?![A-Za-z0-9])")  # not part of an id such as C4 or O08


def notebook(path: Path) -> Path:
    """A notebook with one Japanese two-human table of each game, one cell each, then the read-back cell."""
    return write_notebook(path, ["import tablekit"] + [
        f"tablekit.Table(tablekit.new_game({game!r}, players=2, seed=4), lang='ja')" for game in GAMES] + [READ_BACK])


def english_words(text: str) -> list[str]:
    """The ASCII-only words of ``text`` that are not ids, numbers or allowed (a table's visible text)."""
    return [w for w in LATIN_WORD.findall(text) if w not in LATIN_ALLOWED]


def amanite_before(table: Any) -> None:
    # a table scrolled back into view is drawn again only on the next frame (JupyterLab skips rendering cells out of
    # view), so its text is waited for, not read at once
    expect(table.locator(".tk-curtain")).to_contain_text("に交代")
    table.screenshot(path=str(ARTIFACTS / "screenshots" / "japanese_curtain.png"))
    lift_curtain(table)
    assert "開始カードの面を選ぶ" in table.locator(".tk-header").inner_text()


def amanite_after(table: Any) -> None:
    lift_curtain(table)
    header = table.locator(".tk-header").inner_text()
    assert "ミープルが森へと踏み込む" in header and "の番" in header, header
    assert "ミープルを置く" in table.locator(".am-hint").inner_text()
    marks = set(table.locator(".am-forest .am-token text").all_text_contents())
    assert marks and marks <= set("青緑紫赤白黄"), marks  # tokens marked in Japanese, not with B, Y, R
    for heading in ("得点", "記録", "キノコカード", "プレイヤー"):
        assert table.get_by_text(heading, exact=True).count(), heading


def carcassonne_before(table: Any) -> None:
    assert "地形タイルの配置" in table.locator(".tk-header").inner_text()
    assert "タイルを配置" in table.locator(".chg-status").inner_text()
    for heading in ("配置する地形タイル", "プレイヤー", "山札", "得点", "記録"):
        assert table.get_by_text(heading, exact=True).count(), heading


def carcassonne_after(table: Any) -> None:
    assert any("配置した" in line for line in table.locator(".tk-log li").all_inner_texts())


def mangrovia_after(table: Any) -> None:
    """The board's hover texts (SVG titles, which a table's inner text leaves out): every god path's points, every
    space's terrain and cost, and the pole's tiles read Japanese."""
    lift_curtain(table)
    titles = {part: table.locator(f".tk-board .mg-{part} > title").all_text_contents()
              for part in ("god", "space", "pole")}
    assert all(titles.values()), titles
    assert len(titles["god"]) == len(tablekit.new_game("mangrovia", players=2, seed=4).static_data()["paths"])
    unread = [t for texts in titles.values() for t in texts if not JAPANESE.search(t) or english_words(t)]
    assert not unread, unread


CHECKS = {"amanite": (amanite_before, amanite_after), "carcassonne_hg": (carcassonne_before, carcassonne_after),
          "mangrovia": (lift_curtain, mangrovia_after)}


def click_move(page: Any, table: Any) -> None:
    """Click the first glowing move on the board, or (where the board's first step is a choice that sends nothing,
    such as a Luxor card) the first move in the list of legal moves; wait for the step to advance."""
    lift_curtain(table)
    before = table_step(table)
    board = table.locator(".tk-board .tk-legal[data-action]")
    (board.first if board.count() else table.locator(".tk-action[data-action]").first).click()
    page.wait_for_function("([el, was]) => Number(el.dataset.step) > was", arg=[table.element_handle(), before])


def click_moves(page: Any, table: Any, game: str) -> None:
    """Click ``MOVES`` legal moves of ``game`` on its table; an arigato villager is a card, then a glowing slot."""
    if game != "arigato":
        for _ in range(MOVES.get(game, 3)):
            click_move(page, table)
        return
    click_legal_moves(page, table, 4)  # two makers and two travellers
    table.locator(".ag-button.tk-legal").first.click()  # the last card is the villager: its slots glow
    click_legal_moves(page, table, 1)  # its slot
    table.locator(".tk-board [data-action=confirm]").click()
    table.locator(".tk-curtain").wait_for()  # the other player's turn to choose


def play_in_japanese(page: Any, table: Any, game: str) -> int:
    """Click ``game``'s table a few legal moves on, screenshot it, check that it reads Japanese; the steps it moved."""
    start = table_step(table)
    first, then = CHECKS.get(game, (lift_curtain, lift_curtain))
    first(table)
    click_moves(page, table, game)
    lift_curtain(table)
    table.screenshot(path=str(ARTIFACTS / "screenshots" / f"japanese_{game}_table.png"))
    then(table)
    assert table.locator(".tk-title").inner_text() == game_title(state_class(game).info, "ja")
    assert JAPANESE.search(table.locator(".tk-header").inner_text())
    log = table.locator(".tk-log li").all_inner_texts()
    assert log and all(JAPANESE.search(line) for line in log), log
    buttons = table.locator("button:visible").all_inner_texts()
    assert any(JAPANESE.search(b) for b in buttons), buttons
    assert not english_words(table.inner_text()), english_words(table.inner_text())
    return table_step(table) - start


def test_a_japanese_table_of_each_game_plays_by_clicks(page: Any, lab: Any) -> None:
    """Each game's Japanese table, clicked a few legal moves on: Japanese title, phase, log and buttons, no English
    word left on it, and exactly its game in the kernel advanced by the steps it shows."""
    path = notebook(ARTIFACTS / "lab" / "japanese_tables.ipynb")
    (ARTIFACTS / "screenshots").mkdir(parents=True, exist_ok=True)
    try:
        open_and_run(page, lab, path)
        before = kernel_tables(page, cell_added=True)
        advanced, wrong = [], {}
        for i, game in enumerate(GAMES):
            table = page.locator(".tk-root").nth(i)
            table.scroll_into_view_if_needed()
            try:  # every game is played and looked at, so one run names every table that is wrong
                advanced.append(play_in_japanese(page, table, game))
            except AssertionError as err:
                wrong[game] = str(err)
        assert not wrong, wrong
        assert all(moved >= SEEN.get(game, MOVES.get(game, 3)) for game, moved in zip(GAMES, advanced)), advanced
        after = kernel_tables(page, cell_added=True)
        moved = sorted(after[k] - n for k, n in before.items() if after.get(k) != n)
        assert moved == sorted(advanced), (moved, advanced)
    finally:
        path.unlink(missing_ok=True)


def test_a_japanese_table_shows_a_refusal_in_japanese(page: Any, lab: Any) -> None:
    path = write_notebook(ARTIFACTS / "lab" / "japanese_refusal.ipynb", [
        "import tablekit\nfrom tablekit.bots import RandomBot\n"
        "g = tablekit.new_game('mangrovia', players=2, seed=4, first_player=0)\n"
        "t = tablekit.Table(g, seats=['human', RandomBot(1)], lang='ja')\nt",
        "try:\n    t.act('pass:now')\nexcept tablekit.IllegalAction as err:\n    print('refused:', err)",
        "import random\nover = tablekit.new_game('luxor', players=2, seed=1)\nrng = random.Random(1)\n"
        "while not over.is_over:\n    s = over.to_act[0]\n    over.play(s, rng.choice(over.legal_actions(s)))\n"
        "tablekit.Table(over, lang='ja')",
    ])
    try:
        open_and_run(page, lab, path)
        table = page.locator(".tk-root").first
        table.scroll_into_view_if_needed()
        error = table.locator(".tk-error")
        error.wait_for()
        assert error.inner_text() == "'pass:now'はボートのアクションですが、まだお皿を置いています(手番①)"
        assert table.locator(".tk-title").inner_text() == "マングロービア"
        assert "お皿を置く" in table.locator(".tk-header").inner_text()
        printed = page.locator(".jp-OutputArea-output").filter(has_text="refused:").inner_text()
        assert "still placing bowls" in printed  # Python reads the same refusal in English
        (ARTIFACTS / "screenshots").mkdir(parents=True, exist_ok=True)
        table.screenshot(path=str(ARTIFACTS / "screenshots" / "japanese_refusal.png"))
        finished = page.locator(".tk-root").nth(1)
        finished.scroll_into_view_if_needed()
        result = finished.locator(".tk-result").inner_text()
        assert "勝ち" in result and "得点" in result and not re.search(r"[A-Za-z]{2,}", result), result
        assert finished.locator(".tk-title").inner_text() == "ルクソール"
        finished.screenshot(path=str(ARTIFACTS / "screenshots" / "japanese_result.png"))
    finally:
        path.unlink(missing_ok=True)
