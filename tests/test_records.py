"""Records: what a saved game holds, and how bad records are refused."""

from __future__ import annotations

import json

import pytest

import tablekit
from tablekit import RecordError
from tablekit.core.record import from_record


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
