"""Component data files (CONTRACT §4), for every registered game whose options include ``components``: any mutant
of its packaged JSON file, passed as a dict or as a file, gives a ValueError naming the field, or a game that plays
soundly for a while and saves and loads; never another exception."""

from __future__ import annotations

import inspect
import json
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablekit
from tablekit.core.record import from_record
from tablekit.core.registry import state_class

from ..contract.playouts import player_counts
from .games import fingerprint, info, play_on
from .json_values import dumps, mutant, paths
from .profile import fuzz_settings, scale, tally

OPTION = "components"


def component_games() -> list[str]:
    return [name for name in tablekit.games() if OPTION in info(name).options]


@cache
def packaged(name: str) -> tuple[str, ...]:
    """The texts of the JSON files in the game's package that its components option accepts: its default set."""
    spec, players = info(name).options[OPTION], info(name).min_players
    found = []
    for path in sorted(Path(inspect.getfile(state_class(name))).parent.rglob("*.json")):
        try:
            spec.validate(OPTION, str(path), players)
        except ValueError:
            continue  # another data file of the game (a board, a tile list)
        found.append(path.read_text(encoding="utf-8"))
    assert found, f"{name} has a components option but no packaged JSON file that it accepts"
    return tuple(found)


def check_names_a_field(message: str, docs: list[Any]) -> None:
    problem = message.split(" is not valid: ", 1)[-1]
    assert problem.startswith(f"{OPTION}:"), f"the error does not say it is about the component file: {problem!r}"
    fields = {str(step) for doc in docs for path in paths(doc) for step in path}
    whole = not isinstance(docs[-1], dict)
    assert whole or "cannot read" in problem or any(f in problem for f in fields), f"names no field: {problem!r}"


FILES = tempfile.TemporaryDirectory(prefix="tablekit-fuzz-")  # the files drawn below, removed as the session ends
# (each run left a folder per file in the system's temporary folder: 345 of them here)


@st.composite
def component_value(draw: st.DrawFn, name: str) -> tuple[Any, Any]:
    """(the JSON given, the option value): a mutant of the packaged file (hostile values too: deep, huge,
    unhashable) as a dict, or a file holding it, its text cut short, bad UTF-8 or odd JSON."""
    raw = draw(mutant(json.loads(draw(st.sampled_from(packaged(name)))), max_changes=3))
    how = draw(st.sampled_from(["dict", "dict", "dict", "file", "cut", "bytes", "odd"]))
    if how == "dict":
        return raw, raw
    text = dumps(raw)
    data = {"file": text.encode(), "cut": text[: draw(st.integers(0, len(text)))].encode(),
            "bytes": text.encode()[:50] + b"\xff\xfe" + text.encode()[50:],
            "odd": draw(st.sampled_from([b"", b"[" * 100_000, b"9" * 5000, b"NaN", b'{"a": Infinity}']))}[how]
    path = Path(tempfile.mkdtemp(dir=FILES.name)) / "components.json"
    path.write_bytes(data)
    try:
        held = json.loads(data)
    except (ValueError, RecursionError):
        held = None  # not JSON: the error must say the file cannot be read
    return held, str(path)


@pytest.mark.parametrize("component_game", component_games())
@fuzz_settings(ci=60, deep=800)
@given(data=st.data())
def test_mutated_component_files_give_a_value_error_naming_a_field_or_a_sound_game(
    component_game: str, data: st.DataObject
) -> None:
    name = component_game
    raw, value = data.draw(component_value(name))
    players = data.draw(st.sampled_from(player_counts(name)))
    seed = data.draw(st.integers(0, 2**31))
    with tally("component files") as outcome:
        try:
            game = tablekit.new_game(name, players=players, seed=seed, components=value)
        except ValueError as err:
            check_names_a_field(str(err), [json.loads(packaged(name)[0]), raw])
            outcome.refused()
            return
        play_on(game, seed, limit=scale(200, 100_000))  # it plays, and to the end in a deep run
        if isinstance(value, dict):
            assert fingerprint(from_record(json.loads(json.dumps(game.record())))) == fingerprint(game)
        outcome.loaded()



@pytest.mark.parametrize("content", ["/tmp/b.json", 3, None, [1, 2], True])
def test_a_component_file_holding_no_object_is_refused_naming_the_field(content: Any, tmp_path: Path) -> None:
    """The content of a file is the component data: a JSON string in it is not a path to read next."""
    other = tmp_path / "b.json"
    other.write_text(packaged("luxor")[0])
    path = tmp_path / "a.json"
    path.write_text(json.dumps(str(other) if content == "/tmp/b.json" else content))
    for name in component_games():
        with pytest.raises(ValueError, match="components: .* should hold a JSON object"):
            tablekit.new_game(name, players=player_counts(name)[0], seed=1, components=str(path))


def test_one_depth_limit_whether_the_data_comes_from_a_file_a_dict_or_a_record(tmp_path: Path) -> None:
    """Data nested past MAX_DEPTH is refused alike from a file and a dict; a record holding an option value at
    MAX_DEPTH is not refused for its nesting (the record adds its own two levels)."""
    from tablekit.core.inputs import MAX_DEPTH
    from tablekit.core.record import _digest

    def nested(levels: int) -> Any:
        value: Any = {"x": 1}
        for _ in range(levels - 1):
            value = {"x": value}
        return value

    path = tmp_path / "deep.json"
    path.write_text(json.dumps(nested(MAX_DEPTH + 1)))
    for given_as in (nested(MAX_DEPTH + 1), str(path)):
        with pytest.raises(ValueError, match=f"nested more than {MAX_DEPTH} levels deep"):
            tablekit.new_game("luxor", players=2, seed=1, components=given_as)
    record = tablekit.new_game("amanite", players=2, seed=1).record()
    record["options"]["sides"] = nested(MAX_DEPTH)
    record["digest"] = _digest(record)
    with pytest.raises(tablekit.RecordError) as refused:
        from_record(record)
    assert "nested more than" not in str(refused.value)


@pytest.mark.parametrize("name, note", [("luxor", "_about"), ("mangrovia", "about"), ("minikin_city", "note"),
                                        ("arigato", "about")])
def test_the_free_comment_of_a_component_file_is_text(name: str, note: str) -> None:
    data = json.loads(packaged(name)[0])
    tablekit.new_game(name, players=player_counts(name)[0], seed=1, components={**data, note: "a teacher's set"})
    with pytest.raises(ValueError, match=f"{note} is a free comment and should be text"):
        tablekit.new_game(name, players=player_counts(name)[0], seed=1, components={**data, note: [[1]]})
