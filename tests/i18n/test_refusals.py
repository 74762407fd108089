"""Refusals in the reader's language: an IllegalAction holds a language-free text, reads English as a Python
error, and a table shows it in the table's language; game titles are in the table's language too."""

from __future__ import annotations

import re

import pytest

import tablekit
from tablekit import IllegalAction
from tablekit.core.text import game_title

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def refusal(g: tablekit.Game, seat: object, action_id: object) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        g.play(seat, action_id)  # type: ignore[arg-type]
    return err.value


def test_the_generic_refusals_read_english_in_python_and_japanese_on_request() -> None:
    g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
    cases = [
        (refusal(g, 5, "x"), "there is no seat 5: seats are 0 to 1", "席5はありません"),
        (refusal(g, 0, 7), "an action is named by its id string, not 7", "IDの文字列"),
        (refusal(g, 1, "tile:0,1,0"), "it is not Blue's turn: waiting for Red",
         "青の番ではありません。赤を待っています"),
    ]
    for err, english, japanese in cases:
        assert str(err) == english and japanese in err.in_language("ja"), err.in_language("ja")
        assert not JAPANESE.search(str(err))


def test_a_finished_game_refuses_in_both_languages() -> None:
    g = tablekit.new_game("mangrovia", scenario="tie")
    while not g.is_over:
        seat = g.to_act[0]
        g.play(seat, g.legal_actions(seat)[0])
    err = refusal(g, 0, "pass")
    assert str(err) == "the game is over: no more actions" and err.in_language("ja").startswith("ゲームは終了しました")


def test_a_japanese_table_shows_a_refusal_in_japanese_and_python_still_reads_english() -> None:
    g = tablekit.new_game("minikin_city", players=2, seed=3)
    table = tablekit.Table(g, lang="ja")
    if table.curtain:
        table._on_msg(table, {"type": "reveal"}, [])
    table._on_msg(table, {"type": "act", "id": "minikin:B99", "rev": table.rev}, [])
    assert table.error.startswith("'minikin:B99'は「ミニキンの管理(ミニキンをカードに置く)」の手ですが"), table.error
    with pytest.raises(IllegalAction, match="belongs to placing minikins \\(Managing minikins\\)"):
        table.act("minikin:B99")
    assert JAPANESE.search(table.error)


def test_a_japanese_table_refuses_its_own_messages_in_japanese() -> None:
    g = tablekit.new_game("amanite", players=2, seed=4)
    table = tablekit.Table(g, lang="ja")
    table._on_msg(table, {"type": "undo", "rev": table.rev}, [])
    assert table.error == "取り消せる手はありません。人間はまだ手を指していません"
    english = tablekit.Table(g)
    english._on_msg(english, {"type": "undo", "rev": english.rev}, [])
    assert english.error == "nothing to undo: no human has acted yet"


@pytest.mark.parametrize("name", tablekit.games())
def test_every_game_has_a_japanese_title_on_its_table(name: str) -> None:
    info = tablekit.core.registry.state_class(name).info
    assert game_title(info) == info.title
    title = game_title(info, "ja")
    assert JAPANESE.search(title) and title != info.title
    g = tablekit.new_game(name, players=info.min_players, seed=1)
    assert tablekit.Table(g, lang="ja").title == title and tablekit.Table(g).title == info.title
    assert title in tablekit.snapshot(g, lang="ja")._repr_html_()


def refused(call: object) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        call()  # type: ignore[operator]
    return err.value


def test_the_games_own_calls_refuse_in_both_languages() -> None:
    g = tablekit.new_game("amanite", players=2, seed=4)
    g.play(g.to_act[0], g.legal_actions(g.to_act[0])[0])
    d = g.determinize(0, seed=1)
    cases = [
        (refused(lambda: g.undo(5)), "cannot undo 5 steps: 1 have been played", "5手は取り消せません"),
        (refused(g.result), "the game is not over yet: there is no result", "ゲームはまだ終わっていません"),
        (refused(d.undo), "cannot undo on a determinized copy: it has no seed that produces it", "取り消せません"),
        (refused(lambda: d.at_step(0)), "cannot step back on a determinized copy", "前の手に戻れません"),
        (refused(d.record), "cannot save on a determinized copy", "保存できません"),
    ]
    for err, english, japanese in cases:
        assert str(err).startswith(english) and japanese in err.in_language("ja"), err.in_language("ja")
        assert not JAPANESE.search(str(err))
        assert "determinized" not in english or "決定化" in err.in_language("ja")


def test_a_pettingzoo_action_out_of_range_refuses_in_both_languages() -> None:
    pytest.importorskip("pettingzoo")
    from tablekit.rl import env

    e = env("amanite", players=2)
    e.reset(seed=1)
    err = refused(lambda: e.step(999))
    assert "999" in str(err) and "legal actions now" in str(err) and not JAPANESE.search(str(err))
    assert "999" in err.in_language("ja") and "合法手" in err.in_language("ja"), err.in_language("ja")
