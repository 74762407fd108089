"""Records: what a saved game holds, and how bad records are refused."""

from __future__ import annotations

import json

import pytest

import tablekit
from tablekit import RecordError
from tablekit.core.record import from_record

from .fuzz.games import as_version_1


def saved() -> dict:
    g = tablekit.new_game("amanite", players=2, seed=4)
    g.play(0, "side:A")
    g.play(1, "side:B")
    g.play(g.to_act[0], "place:0")
    return g.record()


def test_a_record_holds_format_version_game_options_seed_components_and_actions() -> None:
    record = saved()
    assert record["format"] == "tablekit-record" and record["version"] == 2
    assert (record["game"], record["players"], record["seed"]) == ("amanite", 2, 4)
    assert record["actions"][:2] == [[0, "side:A"], [1, "side:B"]]
    assert json.loads(json.dumps(record)) == record


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "other"}, "not a tablekit record"),
        ({"actions": [[0, 5]]}, "actions must be"),
        ({"scenario": ["x"]}, "scenario has the wrong type"),
        ({"players": True}, "players has the wrong type"),
    ],
)
def test_malformed_records_are_refused_naming_the_problem(change: dict, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        from_record(dict(saved(), **change))


def test_a_record_missing_fields_is_refused() -> None:
    record = saved()
    del record["seed"]
    with pytest.raises(RecordError, match="lacks seed"):
        from_record(record)


def test_an_illegal_step_in_a_record_is_refused_with_its_number() -> None:
    from tablekit.core.record import _digest

    record = saved()
    record["actions"][2] = [record["actions"][2][0], "note:blue"]
    record["digest"] = _digest(record)  # a consistent digest: the replay itself must catch it
    with pytest.raises(RecordError, match="step 3"):
        from_record(record)


def test_not_an_object_is_refused() -> None:
    with pytest.raises(RecordError, match="JSON object"):
        from_record([1, 2])


def test_version_1_records_still_load_and_a_negative_seed_is_the_game_random_dealt() -> None:
    record = saved()
    assert from_record(as_version_1(record)).record() == record
    minus = as_version_1(record)
    minus["seed"] = -4  # random.Random(-4) deals what random.Random(4) does
    from tablekit.core.record import _digest

    minus["digest"] = _digest(minus)
    assert from_record(minus).record() == record


def test_a_game_from_a_component_file_replays_the_same_after_the_file_is_edited_or_deleted(tmp_path) -> None:
    from tablekit.games.luxor.components import DEFAULT_FILE

    path = tmp_path / "my_luxor.json"
    path.write_text(DEFAULT_FILE.read_text(encoding="utf-8"), encoding="utf-8")
    g = tablekit.new_game("luxor", players=2, seed=8, components=str(path))
    for _ in range(30):
        g.play(g.to_act[0], g.legal_actions(g.to_act[0])[-1].id)
    g.save(str(tmp_path / "game.json"))
    data = json.loads(path.read_text(encoding="utf-8"))
    for entry in data["treasures"]:
        entry["vp"] += 5  # the teacher edits the file after the game
    path.write_text(json.dumps(data), encoding="utf-8")
    assert tablekit.load(str(tmp_path / "game.json")).view() == g.view()
    path.unlink()
    assert tablekit.load(str(tmp_path / "game.json")).view() == g.view()
    assert g.undo(1) is None and len(g.history) == 29  # undo replays from the data kept, not from the file


def test_a_version_2_record_names_no_file() -> None:
    from tablekit.core.record import _digest

    record = tablekit.new_game("luxor", players=2, seed=1).record()
    record["options"]["components"] = "/etc/hostname"
    record["digest"] = _digest(record)
    with pytest.raises(RecordError, match="names a file: a version-2 record holds the data itself"):
        from_record(record)
