"""Saving and loading games as JSON records: format version, game, options, seed, actions and a digest.

A record holds everything its game is made of: a component set given as a file is held as its data, and
``components`` names the SHA-256 of the data in play for every component option (the packaged set's too), so a
record replays the same game forever or is refused. Version 1 records (before the data was held) still load: a
path in them is read as the file is now, and a negative seed, which ``random`` dealt as its absolute value, becomes
that value. A game started from a position (:mod:`tablekit.core.position`) is saved as a version-3 record: version 2
and its ``position``, the complete document the game began at (hidden part and generator state included), so it
replays from the record alone; a tablekit that reads only versions 1 and 2 refuses it rather than replaying another
game. Loading reads the record file alone (a regular file, bounded: :func:`tablekit.core.inputs.read_bytes`), and a
version-1 record's component file.

>>> import tablekit
>>> g = tablekit.new_game("luxor", players=2, seed=3)
>>> r = g.record()
>>> r["version"], r["options"]["components"], r["components"]["components"][:7]
(2, None, 'sha256:')
>>> from_record(r).actions == g.actions
True
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction, RecordError
from .inputs import RECORD_DEPTH, json_value, read_json, shown

if TYPE_CHECKING:
    from .game import Game
    from .info import GameInfo, Option

FORMAT = "tablekit-record"
VERSION = 2
POSITION_VERSION = 3  # version 2 with the position the game started from
_FIELDS_V1 = ("format", "version", "game", "players", "seed", "scenario", "options", "open", "actions")
_FIELDS = (*_FIELDS_V1, "components")
_FIELDS_V3 = (*_FIELDS, "position")
_SETUP = ("players", "seed", "scenario", "open", "position")  # record fields passed to Game beside the options


def _fields(record: dict[str, Any]) -> tuple[str, ...]:
    return {1: _FIELDS_V1, POSITION_VERSION: _FIELDS_V3}.get(record.get("version"), _FIELDS)  # type: ignore[arg-type]


def _digest(record: dict[str, Any]) -> str:
    body = json.dumps({k: record[k] for k in _fields(record)}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()


def _data_options(info: GameInfo) -> dict[str, Option]:
    return {name: spec for name, spec in info.options.items() if spec.digest is not None}


def _components(game: Game) -> dict[str, str]:
    return {name: spec.digest(game.options[name]) for name, spec in _data_options(game.info).items()
            if spec.digest is not None}


def make_record(game: Game) -> dict[str, Any]:
    record = {
        "format": FORMAT,
        "version": VERSION if game.start_position is None else POSITION_VERSION,
        "game": game.info.name,
        "players": game.players,
        "seed": game.seed,
        "scenario": game.scenario,
        "options": json.loads(json.dumps(game.options)),  # the caller's: changing it leaves the game alone
        "open": game.open,
        "components": _components(game),
        "actions": [[seat, action] for seat, action in game.actions],
    }
    if game.start_position is not None:
        record["position"] = game.start_position
    record["digest"] = _digest(record)
    return record


def write_record(record: dict[str, Any], path: str | Path) -> None:
    Path(path).write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")


def _check_shape(record: Any) -> dict[str, Any]:
    """A checked copy of a record (limits first, so that no check after them can recurse too deep)."""
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    if record.get("format") != FORMAT:
        raise RecordError(f"not a tablekit record (format is {shown(record.get('format'))})")
    if type(record.get("version")) is not int or record["version"] not in (1, VERSION, POSITION_VERSION):
        raise RecordError(f"record version {shown(record.get('version'))} is not supported "
                          f"(this tablekit reads 1 to {POSITION_VERSION})")
    missing = [k for k in (*_fields(record), "digest") if k not in record]
    if missing:
        raise RecordError(f"the record lacks {', '.join(missing)}")
    try:
        record = json_value(record, "the record", RECORD_DEPTH + (record["version"] == POSITION_VERSION))
    except ValueError as err:
        raise RecordError(str(err)) from None
    kinds = {"game": (str,), "players": (int,), "seed": (int,), "scenario": (str, type(None)), "open": (bool,),
             "options": (dict,), "components": (dict,), "position": (dict,)}
    for key, allowed in kinds.items():
        if key in record and (not isinstance(record[key], allowed)
                              or (allowed == (int,) and isinstance(record[key], bool))):
            raise RecordError(f"the record's {key} has the wrong type ({type(record[key]).__name__})")
    actions = record["actions"]
    if not isinstance(actions, list) or not all(
        isinstance(a, list) and len(a) == 2 and type(a[0]) is int and isinstance(a[1], str) for a in actions
    ):
        raise RecordError("the record's actions must be a list of [seat, action id] pairs")
    clash = [k for k in record["options"] if k in _SETUP]
    if clash:
        raise RecordError(
            f"the record's options may not hold {', '.join(map(repr, clash))}: "
            f"{', '.join(_SETUP)} are fields of the record itself"
        )
    if record["digest"] != _digest(record):
        raise RecordError("the record's digest does not match its contents: it was changed after saving")
    return record


def _setup(record: dict[str, Any]) -> dict[str, Any]:
    """The Game arguments of a checked record; a version-2 record names no file and the digest of each
    component option's data."""
    setup = {"players": record["players"], "seed": record["seed"], "scenario": record["scenario"],
             "open": record["open"], "position": record.get("position"), **record["options"]}
    if record["version"] == 1:
        setup["seed"] = abs(setup["seed"])  # random dealt -seed as seed: the same game, under a valid seed
        return setup
    from .registry import state_class

    try:
        data = _data_options(state_class(record["game"]).info)
    except ValueError as err:
        raise RecordError(f"the record's setup is not valid: {err}") from None
    paths = [k for k in data if isinstance(record["options"].get(k), str)]
    if paths:
        raise RecordError(f"the record's option {paths[0]} names a file: a version-{VERSION} record holds the "
                          f"data itself, and loading it reads no other file")
    if set(record["components"]) != set(data):
        raise RecordError(f"the record's components should name the data of {', '.join(data) or 'no option'}, "
                          f"not of {', '.join(map(shown, record['components'])) or 'none'}")
    return setup


def _check_components(record: dict[str, Any], game: Game) -> None:
    for name, digest in _components(game).items():
        if record["components"][name] != digest:
            played = "its own data" if record["options"].get(name) is not None else "this tablekit's packaged set"
            raise RecordError(f"the record's {name} are not the ones its game was played with: {played} has "
                              f"digest {digest}, the record names {shown(record['components'][name])}")


def from_record(record: Any) -> Game:
    """Rebuild a game from a record, replaying and checking every action."""
    from .game import Game

    record = _check_shape(record)
    setup = _setup(record)
    try:
        game = Game(record["game"], **setup)
    except ValueError as err:
        raise RecordError(f"the record's setup is not valid: {err}") from None
    if record["version"] > 1:
        _check_components(record, game)
    for step, (seat, action) in enumerate(record["actions"], start=1):
        try:
            game.play(seat, action)
        except IllegalAction as err:
            raise RecordError(f"step {step} ({action!r} by seat {seat}) is not legal: {err}") from None
    return game


def load(path: str | Path) -> Game:
    """Read a game saved with ``Game.save``; a corrupt or tampered record raises :class:`RecordError`.

    Only a regular file of at most 8 MiB is read (once); a directory, a named pipe or a device is refused.
    """
    try:
        record = read_json(path, "record", RECORD_DEPTH + 1)  # a version-3 record's position holds options
    except ValueError as err:
        raise RecordError(str(err)) from None
    return from_record(record)
