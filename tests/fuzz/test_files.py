"""Files (CONTRACT §4, README "What a record may make tablekit read"): special files given as a component file or
a record (a named pipe, ``/dev/zero``, a directory, a file past the size limit, links to them) give a clean error
naming the field, at once, without reading them; and a saved game replays the same game forever: after its
component file is changed, deleted or replaced by a special file, its record loads to the game it was."""

from __future__ import annotations

import contextlib
import json
import os
import threading
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablekit
from tablekit import RecordError
from tablekit.core.inputs import MAX_FILE_BYTES
from tablekit.core.record import _digest, from_record

from ..contract.playouts import player_counts, random_steps
from .games import as_version_1, fingerprint, views
from .json_values import dumps, mutant
from .profile import fuzz_settings, scale, tally
from .test_components import component_games, packaged

WAIT = 20  # seconds: a read that blocks (a pipe with no writer) would never return


def special_files(folder: Path) -> dict[str, Path]:
    """Every kind of file tablekit must not read, that this platform can make."""
    found: dict[str, Path] = {"directory": folder, "missing": folder / "missing.json"}
    big = found["over the size limit"] = folder / "big.json"
    with big.open("wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)  # sparse: costs no disk
    quotes = found["unterminated escaped quotes"] = folder / "quotes.json"
    quotes.write_text('"' + '\\"' * 40_000)  # a quadratic bracket scan took 78 s over this
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")
        found["named pipe"] = folder / "pipe.json"
    for device in ("/dev/zero", "/dev/urandom", "/dev/null", "/proc/self/mem"):
        if os.path.exists(device):
            found[device] = Path(device)
    if hasattr(os, "symlink") and os.path.exists("/dev/zero"):
        os.symlink("/dev/zero", folder / "zero.json")
        found["link to /dev/zero"] = folder / "zero.json"
        os.symlink(folder / "loop.json", folder / "loop.json")
        found["link loop"] = folder / "loop.json"
    return found


@pytest.fixture(scope="module")
def specials(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return special_files(tmp_path_factory.mktemp("special"))


def finishes(call: Callable[..., Any], *args: Any, **kwargs: Any) -> BaseException | None:
    """What ``call(*args, **kwargs)`` raised (None if nothing), failing the test if it has not returned after WAIT
    seconds."""
    outcome: list[BaseException | None] = []

    def run() -> None:
        try:
            call(*args, **kwargs)
        except BaseException as err:  # noqa: BLE001 - handed to the test, which judges it
            outcome.append(err)
        else:
            outcome.append(None)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(WAIT)
    assert outcome, f"still running after {WAIT} s: a read blocked"
    return outcome[0]


def test_special_files_as_component_files_give_a_value_error_naming_the_field(specials: dict[str, Path]) -> None:
    for name in component_games():
        for kind, path in specials.items():
            for value in (str(path), path):
                with tally("special files") as outcome:
                    err = finishes(tablekit.new_game, name, players=player_counts(name)[0], components=value)
                    assert isinstance(err, ValueError), f"{name}, {kind}: {err!r}"
                    assert "is not valid: components: cannot read a JSON file from" in str(err), str(err)
                    outcome.refused()


def test_special_files_as_records_give_a_record_error(specials: dict[str, Path]) -> None:
    for kind, path in specials.items():
        with tally("special files") as outcome:
            err = finishes(tablekit.load, path)
            assert isinstance(err, RecordError), f"{kind}: {err!r}"
            assert str(err).startswith("record: cannot read a JSON file from"), str(err)
            outcome.refused()


def test_version_1_records_naming_special_files_give_a_record_error(specials: dict[str, Path]) -> None:
    for name in component_games():
        record = tablekit.new_game(name, players=player_counts(name)[0], seed=1).record()
        for kind, path in specials.items():
            with tally("special files") as outcome:
                err = finishes(from_record, as_version_1(record, components=str(path)))
                assert isinstance(err, RecordError), f"{name}, {kind}: {err!r}"
                assert "cannot read a JSON file from" in str(err), str(err)
                outcome.refused()


@cache
def valid_variants(name: str) -> tuple[str, ...]:
    """Texts of component files the game accepts: its packaged set, reordered, and with a count moved about."""
    texts = []
    for text in packaged(name):
        data = json.loads(text)
        texts += [text, json.dumps(data, indent=2, sort_keys=True), json.dumps(dict(reversed(data.items())))]
    return tuple(texts)


@st.composite
def change(draw: st.DrawFn, name: str) -> tuple[str, Callable[[Path], None]]:
    """Something a teacher (or a stranger) does to a component file after saving a game played with it: how,
    and the change itself."""
    how = draw(st.sampled_from(["same", "rewrite", "mutant", "delete", "pipe", "zero", "directory", "garbage"]))
    text = draw(st.sampled_from(packaged(name)))
    data = draw(mutant(json.loads(text), max_changes=2))

    def apply(path: Path) -> None:
        if how == "same":
            path.write_bytes(path.read_bytes())  # saved again, unchanged
            return
        path.unlink()
        if how in ("rewrite", "mutant"):
            path.write_text(dumps(data) if how == "mutant" else json.dumps({**json.loads(text), "extra": 1}))
        elif how == "pipe" and hasattr(os, "mkfifo"):
            os.mkfifo(path)
        elif how == "zero" and hasattr(os, "symlink") and os.path.exists("/dev/zero"):
            os.symlink("/dev/zero", path)
        elif how == "directory":
            path.mkdir()
        elif how == "garbage":
            path.write_bytes(b"[" * 100_000)

    return how, apply


@pytest.mark.parametrize("component_game", component_games())
@fuzz_settings(ci=8, deep=150)
@given(data=st.data())
def test_a_record_replays_its_game_after_its_component_file_changes(
    component_game: str, data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    name = component_game
    folder = tmp_path_factory.mktemp("changed")
    path = folder / "components.json"
    path.write_text(data.draw(st.sampled_from(valid_variants(name))))
    seed = data.draw(st.integers(0, 2**31))
    game = tablekit.new_game(name, players=data.draw(st.sampled_from(player_counts(name))), seed=seed,
                             components=str(path))
    steps = data.draw(st.integers(0, scale(40, 400)))
    for played in random_steps(game, seed):
        if len(played.history) >= steps:
            break
    game.save(str(folder / "game.json"))
    before = fingerprint(game)
    legacy = as_version_1(game.record(), components=str(path))
    how, apply = data.draw(change(name))
    apply(path)
    with tally("records whose component file changed") as outcome:
        assert fingerprint(tablekit.load(str(folder / "game.json"))) == before  # it never reads the file
        outcome.loaded()
    with tally("records whose component file changed") as outcome:
        try:  # a version-1 record reads the file as it is now: the same game, another that replays, or refused
            again = from_record(legacy)
        except RecordError as err:
            assert how != "same", f"an unchanged file: {err}"
            outcome.refused()
        else:
            assert again.actions == game.actions and again.seed == game.seed
            assert how != "same" or fingerprint(again) == before
            outcome.loaded()


@pytest.mark.parametrize("component_game", component_games())
@fuzz_settings(ci=10, deep=200)
@given(data=st.data())
def test_a_record_whose_component_data_was_edited_is_refused(component_game: str, data: st.DataObject) -> None:
    """Editing the data a record holds (its digest recomputed, as a careful forger would) is refused unless the
    edit leaves the data what it was: the record names the data it was played with by its own digest."""
    name = component_game
    text = data.draw(st.sampled_from(packaged(name)), label="packaged file")
    game = tablekit.new_game(name, players=player_counts(name)[0], seed=3, components=json.loads(text))
    record = game.record()
    edited = data.draw(mutant(record["options"]["components"], max_changes=2))
    record["options"]["components"] = edited
    with contextlib.suppress(ValueError, RecursionError):  # huge or deep: the loader refuses it anyway
        record["digest"] = _digest(record)
    with tally("records with edited component data") as outcome:
        try:
            loaded = from_record(record)
        except RecordError as err:
            assert str(err)
            outcome.refused()
        else:
            assert loaded.record()["components"] == record["components"]  # the same data in play (null: packaged)
            assert views(loaded) == views(game)
            outcome.loaded()


def test_a_record_of_the_packaged_set_names_its_digest_and_is_refused_when_it_differs() -> None:
    for name in component_games():
        record = tablekit.new_game(name, players=player_counts(name)[0], seed=5).record()
        assert record["components"]["components"].startswith("sha256:")
        record["components"]["components"] = "sha256:" + "0" * 64  # as if played with another packaged set
        record["digest"] = _digest(record)
        with pytest.raises(RecordError, match="this tablekit's packaged set has digest sha256:"):
            from_record(record)
