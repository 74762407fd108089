"""Records: any mutant of a saved game (hostile values too: deep, huge, unhashable), with its digest recomputed,
loads to the same game as a fresh replay of what it says, or raises RecordError; never another exception."""

from __future__ import annotations

import contextlib
import json
from typing import Any

from hypothesis import example, given
from hypothesis import strategies as st

import tablekit
from tablekit import RecordError
from tablekit.core.record import _digest, _fields, from_record

from .games import fingerprint, info, records
from .json_values import HOSTILE_JSON, HUGE, VALUES, mutant
from .profile import fuzz_settings, tally

SETUP_KEYS = ("open", "players", "seed", "scenario", "name", "game")


@st.composite
def targeted(draw: st.DrawFn, record: dict[str, Any]) -> dict[str, Any]:
    """The changes a person editing a record would make: seats, seeds, players, scenario, options, actions."""
    game = info(record["game"])
    actions = record["actions"]
    change = draw(st.sampled_from(["option", "seed", "players", "scenario", "open", "seat", "actions", "id"]))
    if change == "option":
        key = draw(st.sampled_from([*SETUP_KEYS, *game.options]) | st.text(max_size=8))
        record["options"][key] = draw(st.sampled_from([True, 2, record["seed"], record["scenario"], "x"]) | VALUES
                                      | HOSTILE_JSON)
    elif change == "seed":
        record["seed"] = draw(st.integers(-2, 2**64) | st.just(record["seed"] + 1) | HUGE)
    elif change == "players":
        record["players"] = draw(st.integers(game.min_players - 1, game.max_players + 1))
    elif change == "scenario":
        record["scenario"] = draw(st.sampled_from([None, "no-such", *game.scenarios]))
    elif change == "open":
        record["open"] = not record["open"]
    elif change == "seat" and actions:
        i = draw(st.integers(0, len(actions) - 1))
        actions[i][0] = draw(st.integers(-1, record["players"]))
    elif change == "actions":
        how = draw(st.sampled_from(["truncate", "drop", "duplicate", "swap", "append"]))
        i, j = (draw(st.integers(0, max(len(actions) - 1, 0))) for _ in "ij")
        if how == "truncate":
            del actions[i:]
        elif how == "drop" and actions:
            del actions[i]
        elif how == "duplicate" and actions:
            actions.insert(i, list(actions[i]))
        elif how == "swap" and actions:
            actions[i], actions[j] = actions[j], actions[i]
        elif how == "append":
            actions.append(list(draw(st.sampled_from(actions))) if actions else [0, "x"])
    elif change == "id" and actions:
        i = draw(st.integers(0, len(actions) - 1))
        actions[i][1] = draw(st.sampled_from([a[1] for a in actions]) | st.text(max_size=20))
    return record


@st.composite
def mutated_record(draw: st.DrawFn, name: str) -> Any:
    record = json.loads(draw(st.sampled_from(records(name))))
    stale = draw(st.integers(0, 9)) == 0  # now and then keep the old digest: that alone must be refused
    record = draw(targeted(record)) if draw(st.booleans()) else draw(mutant(record, frozen=("digest",)))
    # re-digested only when it holds every field its version names (a version mutated to 3 wants a position)
    if (not stale and isinstance(record, dict) and type(record.get("version")) is int
            and all(k in record for k in _fields(record))):
        with contextlib.suppress(TypeError, ValueError, RecursionError):  # the loader must refuse it anyway
            record["digest"] = _digest(record)
    return record


def fresh_replay(record: dict[str, Any]) -> tablekit.Game:
    """The game the record describes, made the way a user would: new_game, then every action played."""
    options = {"open": record["open"], **record["options"]}
    game = tablekit.new_game(record["game"], players=record["players"], seed=record["seed"],
                             scenario=record["scenario"], **options)
    game.replay((seat, action) for seat, action in record["actions"])
    return game


def check(record: Any) -> None:
    with tally("records") as outcome:
        try:
            loaded = from_record(record)
        except RecordError as err:
            assert str(err)
            outcome.refused()
            return
        assert fingerprint(loaded) == fingerprint(fresh_replay(record))
        again = from_record(json.loads(json.dumps(loaded.record())))  # and it saves and loads again
        assert fingerprint(again) == fingerprint(loaded)
        outcome.loaded()


def _with_options(**options: Any) -> dict[str, Any]:
    record = tablekit.new_game("amanite", players=2, seed=3).record()
    record["options"].update(options)
    record["digest"] = _digest(record)
    return record


@example(data=None, record=_with_options(open=True))
@example(data=None, record=_with_options(players=3))
@example(data=None, record=_with_options(seed=1))
@example(data=None, record=_with_options(scenario="sabrina"))
@example(data=None, record=_with_options(name="x"))
@fuzz_settings(ci=80, deep=1500)
@given(data=st.data(), record=st.none())
def test_mutated_records_load_as_their_fresh_replay_or_raise_record_error(
    game_name: str, data: st.DataObject | None, record: Any
) -> None:
    if data is not None:
        record = data.draw(mutated_record(game_name))
    elif game_name != "amanite":
        return  # the explicit examples are Amanite records
    check(record)


@fuzz_settings(ci=40, deep=500)
@given(text=st.sampled_from(["", "{", "[]", "null", '{"format": 1}', "[" * 100_000, "9" * 5000, "\udcff"])
       | st.text(max_size=40))
def test_unreadable_record_files_raise_record_error(tmp_path_factory: Any, text: str) -> None:
    path = tmp_path_factory.mktemp("record") / "r.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    with tally("record files") as outcome:
        try:
            tablekit.load(str(path))
        except RecordError:
            outcome.refused()
            return
        outcome.loaded()
