"""What new_game(position=...) accepts and refuses, whatever the game: the document's outer fields, arguments that
contradict it, a game without a position module, files read within the input limits."""

from __future__ import annotations

import pytest

import tablekit
from tablekit.core.record import VERSION

from .helpers import positioned


@pytest.fixture
def doc() -> dict:
    return tablekit.new_game("luxor", players=3, seed=5).position()


def test_arguments_may_repeat_the_document_but_not_contradict_it(doc: dict) -> None:
    assert tablekit.new_game("luxor", players=3, seed=5, first_player=0, position=doc).players == 3
    for given, field in (({"players": 2}, "players=3"), ({"seed": 6}, "seed=5"), ({"first_player": 1}, "first_player"),
                         ({"open": True}, "open=False")):
        with pytest.raises(ValueError, match=field):
            tablekit.new_game("luxor", position=doc, **given)
    with pytest.raises(ValueError, match="the position is of luxor, not of amanite"):
        tablekit.new_game("amanite", position=doc)
    with pytest.raises(ValueError, match="a scenario or from a position"):
        tablekit.new_game("luxor", scenario="hand", position=doc)


@pytest.mark.parametrize("change, message", [
    ({"format": "tablekit-record"}, r"format should hold 'tablekit-position'"),
    ({"version": 2}, r"version should hold one of 1"),
    ({"players": 9}, r"luxor is for 2, 3, 4 players, not 9"),
    ({"public": []}, r"field public should hold an object"),
    ({"hidden": 3}, r"field hidden should hold an object"),
    ({"colour": "red"}, r"unknown field\(s\) 'colour'"),
    ({"options": {"first_player": 7}}, r"option first_player=7 is not valid"),
])
def test_outer_fields_are_checked(doc: dict, change: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        tablekit.new_game("luxor", position={**doc, **change})


def test_the_generator_state_is_checked(doc: dict) -> None:
    doc["hidden"]["rng"][1][3] = -1
    with pytest.raises(ValueError, match=r"hidden.rng\[1\]\[3\] should hold an int from 0 to 4294967295"):
        tablekit.new_game("luxor", position=doc)
    del doc["hidden"]["rng"]
    assert tablekit.new_game("luxor", position=doc).view(0)["seats"][0]["hand"] is not None


def test_a_file_is_read_within_the_limits(doc: dict, tmp_path) -> None:
    with pytest.raises(ValueError, match="it is a directory, not a regular file"):
        tablekit.new_game("luxor", position=tmp_path)
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    with pytest.raises(ValueError, match="cannot read a JSON file"):
        tablekit.new_game("luxor", position=tmp_path / "bad.json")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 40 + "]" * 40, encoding="utf-8")
    with pytest.raises(ValueError, match="nested more than 34 levels deep"):
        tablekit.new_game("luxor", position=str(deep))


def test_a_game_without_a_position_module_says_so(doc: dict, monkeypatch) -> None:
    from dataclasses import replace

    from tablekit.core.registry import state_class

    cls = state_class("luxor")
    monkeypatch.setattr(cls, "info", replace(cls.info, position=None))
    with pytest.raises(ValueError, match="luxor cannot start from a position yet"):
        tablekit.new_game("luxor", position=doc)


def test_a_record_of_a_game_from_a_position_holds_it_and_others_stay_version_2(doc: dict) -> None:
    assert tablekit.new_game("luxor", players=2, seed=1).record()["version"] == VERSION == 2
    record = tablekit.new_game("luxor", position=doc).record()
    assert record["version"] == 3 and record["position"]["hidden"]["rng"] == doc["hidden"]["rng"]
    record["position"]["public"]["turn"] = 1
    with pytest.raises(tablekit.RecordError, match="digest does not match"):
        tablekit.core.record.from_record(record)


def test_every_game_with_a_position_module_is_tested() -> None:
    assert {"luxor"} <= set(positioned())
