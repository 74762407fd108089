"""Saving and loading games as JSON records: format version, game, options, seed, actions and a digest."""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction, RecordError

if TYPE_CHECKING:
    from .game import Game

FORMAT = "tablekit-record"
VERSION = 1
_FIELDS = ("format", "version", "game", "players", "seed", "scenario", "options", "open", "actions")
_SETUP = ("players", "seed", "scenario", "open")  # record fields passed to Game beside the options


def _digest(record: dict[str, Any]) -> str:
    body = json.dumps({k: record[k] for k in _FIELDS}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()


def make_record(game: Game) -> dict[str, Any]:
    record = {
        "format": FORMAT,
        "version": VERSION,
        "game": game.info.name,
        "players": game.players,
        "seed": game.seed,
        "scenario": game.scenario,
        "options": copy.deepcopy(game.options),  # the record is the caller's: changing it leaves the game alone
        "open": game.open,
        "actions": [[seat, action] for seat, action in game.actions],
    }
    record["digest"] = _digest(record)
    return record


def write_record(record: dict[str, Any], path: str | Path) -> None:
    Path(path).write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")


def _check_shape(record: Any) -> None:
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    missing = [k for k in (*_FIELDS, "digest") if k not in record]
    if missing:
        raise RecordError(f"the record lacks {', '.join(missing)}")
    if record["format"] != FORMAT:
        raise RecordError(f"not a tablekit record (format is {record['format']!r})")
    if record["version"] != VERSION:
        raise RecordError(f"record version {record['version']!r} is not supported (this tablekit reads {VERSION})")
    kinds = {"game": (str,), "players": (int,), "seed": (int,), "scenario": (str, type(None)), "open": (bool,),
             "options": (dict,)}
    for key, allowed in kinds.items():
        if not isinstance(record[key], allowed) or (allowed == (int,) and isinstance(record[key], bool)):
            raise RecordError(f"the record's {key} has the wrong type ({type(record[key]).__name__})")
    actions = record["actions"]
    if not isinstance(actions, list) or not all(
        isinstance(a, list) and len(a) == 2 and type(a[0]) is int and isinstance(a[1], str) for a in actions
    ):
        raise RecordError("the record's actions must be a list of [seat, action id] pairs")
    clash = [k for k in record["options"] if not isinstance(k, str) or k in _SETUP]
    if clash:
        raise RecordError(
            f"the record's options may not hold {', '.join(map(repr, clash))}: options are named by strings, and "
            f"{', '.join(_SETUP)} are fields of the record itself"
        )
    try:
        digest = _digest(record)
    except (TypeError, ValueError):
        raise RecordError("the record holds values that JSON cannot (so no digest can check it)") from None
    if record["digest"] != digest:
        raise RecordError("the record's digest does not match its contents: it was changed after saving")


def from_record(record: Any) -> Game:
    """Rebuild a game from a record, replaying and checking every action."""
    from .game import Game

    _check_shape(record)
    try:
        game = Game(
            record["game"],
            players=record["players"],
            seed=record["seed"],
            scenario=record["scenario"],
            open=record["open"],
            **record["options"],
        )
    except ValueError as err:
        raise RecordError(f"the record's setup is not valid: {err}") from None
    for step, (seat, action) in enumerate(record["actions"], start=1):
        try:
            game.play(seat, action)
        except IllegalAction as err:
            raise RecordError(f"step {step} ({action!r} by seat {seat}) is not legal: {err}") from None
    return game


def load(path: str | Path) -> Game:
    """Read a game saved with ``Game.save``; a corrupt or tampered record raises :class:`RecordError`."""
    try:
        record = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as err:  # ValueError: bad UTF-8 or JSON, or a too-long number
        raise RecordError(f"cannot read a record from {path}: {err}") from None
    return from_record(record)
