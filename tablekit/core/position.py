"""Positions as data: a readable JSON document of a whole position, and games started from one.

A document (``docs/positions.md`` describes every field)::

    {"format": "tablekit-position", "version": 1, "game": "luxor", "players": 2,
     "options": {...}, "open": false, "seed": 7,
     "public": {...what every seat sees...},
     "hidden": {...what some seat may not see..., "rng": [3, [625 ints], null]}}

``public`` and ``hidden`` are the game's own (its ``position`` module: ``to_position(state)`` gives the two parts,
``from_position(players, options, public, hidden, rng)`` builds a state from them, checking everything the
rulebook implies). ``hidden`` may be left out (or null): the game then deals what no seat sees, consistently with
the public part, from ``seed``; ``hidden.rng`` (the generator's state) may be left out too: the generator is then
``random.Random(seed)`` once the deal is done. A game started from a position keeps the complete document it
became (hidden part dealt, generator state included): its history starts empty, undo goes back to it, and its
record (version 3) holds it, so the record replays without the file.

>>> import tablekit
>>> g = tablekit.new_game("luxor", players=2, seed=3)
>>> doc = g.position()
>>> doc["format"], doc["game"], sorted(doc["hidden"])[:3]
('tablekit-position', 'luxor', ['deck', 'deck_of', 'hands'])
>>> h = tablekit.new_game("luxor", position=doc)
>>> h.view(0) == g.view(0), h.history
(True, [])
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from .inputs import MAX_DEPTH, MAX_SEED, Field, json_value, read_json, shown

if TYPE_CHECKING:
    from .game import Game
    from .info import GameInfo
    from .state import State

FORMAT = "tablekit-position"
VERSION = 1
DEPTH = MAX_DEPTH + 2  # an option value is two levels down (the document, its options)
FIELDS = ("format", "version", "game", "players", "public")
OPTIONAL = ("options", "open", "seed", "hidden")
RNG_WORDS = 625  # random.Random's Mersenne Twister state: 624 words and a position


class PositionHooks(Protocol):
    """What a game's ``position`` module holds (``GameInfo.position`` returns it)."""

    def to_position(self, state: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        """The public and the hidden part of ``state`` (the generator's state is added by the core)."""

    def from_position(self, players: int, options: dict[str, Any], public: Field, hidden: Field | None,
                      rng: random.Random) -> Any:
        """A state from the two parts, every field checked; ``hidden`` None: deal it from ``rng``."""


def hooks(info: GameInfo) -> PositionHooks:
    if info.position is None:
        raise ValueError(f"{info.name} cannot start from a position yet (it has no position module)")
    return info.position()


def document(source: Any) -> dict[str, Any]:
    """A position document from a dict or a file path (read within :mod:`tablekit.core.inputs`' limits), its
    outer fields checked; ``ValueError`` names what is wrong."""
    if isinstance(source, (str, os.PathLike)):
        source = read_json(source, "position", DEPTH)
    doc = Field(json_value(source, "position", DEPTH), "")
    fields = doc.dict(FIELDS, OPTIONAL)
    if fields["format"].value != FORMAT:
        raise fields["format"].fail(f"{FORMAT!r}")
    fields["version"].choice([VERSION])
    fields["game"].choice(_games())
    if "hidden" in fields and fields["hidden"].value is not None:
        fields["hidden"].dict()
    fields["public"].dict()
    return dict(doc.value)


def _games() -> list[str]:
    from .registry import games

    return games()


def setup(doc: dict[str, Any], info: GameInfo, players: int | None, seed: int | None, options: dict[str, Any]) -> \
        tuple[int, int | None, dict[str, Any]]:
    """The players, seed and options of a game of ``info`` started from ``doc`` with these arguments: an argument
    may repeat the document but not contradict it."""
    if doc["game"] != info.name:
        raise ValueError(f"the position is of {doc['game']}, not of {info.name}")
    if doc.get("seed") is not None:
        Field(doc["seed"], "seed").int(0, MAX_SEED)
    checked = {"players": players, "seed": seed}
    for key, given in checked.items():
        if given is not None and key in doc and doc[key] is not None and given != doc[key]:
            raise ValueError(f"the position sets {key}={shown(doc[key])}: leave {key}={shown(given)} out")
        if doc.get(key) is not None:
            checked[key] = doc[key]
    kept = Field(doc.get("options") or {}, "options").dict((), optional=info.options)
    clash = [k for k in options if k in kept and _canonical(options[k]) != _canonical(kept[k].value)]
    if clash:
        raise ValueError(f"the position sets option(s) {', '.join(clash)}: leave them out")
    if "open" in doc:
        Field(doc["open"], "open").bool()
        if "open" in options and options["open"] != doc["open"]:
            raise ValueError(f"the position sets open={doc['open']}: leave open out")
        options = {**options, "open": doc["open"]}
    return checked["players"], checked["seed"], {**{k: f.value for k, f in kept.items()}, **options}


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=repr)


def build(game: Game, doc: dict[str, Any]) -> State:
    """The state of ``doc`` for ``game`` (players, seed and options already set from it), checked to the end:
    every component in one place, and every seat to act with a legal action."""
    info = game.info
    hidden_value = doc.get("hidden")
    hidden = Field(hidden_value, "hidden") if hidden_value is not None else None
    saved_rng = None
    if hidden is not None and "rng" in hidden.dict():
        saved_rng = _rng(hidden["rng"])
        hidden = Field({k: v for k, v in hidden_value.items() if k != "rng"}, "hidden")
    rng = random.Random(game.seed)
    state = hooks(info).from_position(game.players, dict(game.options), Field(doc["public"], "public"), hidden, rng)
    state.rng = saved_rng or rng
    _check_whole(state)
    return state


def _rng(field: Field) -> random.Random:
    """A generator from its saved state: ``[3, [624 words and a position], null]``."""
    parts = field.list(3)
    parts[0].choice([3])
    words = parts[1].list(RNG_WORDS)
    for word in words[:-1]:
        word.int(0, 2**32 - 1)
    words[-1].int(1, 624)
    if parts[2].value is not None and type(parts[2].value) is not float:
        raise parts[2].fail("null or a number")
    rng = random.Random()
    rng.setstate((3, tuple(parts[1].value), parts[2].value))
    return rng


def _check_whole(state: State) -> None:
    """The generic checks after a game's own: the components add up, and whoever is to act can act."""
    found: Counter[str] = Counter()
    for where in state.locations().values():
        found.update(where)
    if +found != +state.inventory():
        extra, missing = sorted((found - state.inventory()).elements()), sorted((state.inventory() - found).elements())
        raise ValueError(f"position: the components do not add up (extra: {shown(extra)}, missing: {shown(missing)})")
    if not state.is_over():
        for seat in state.to_act():
            if not state.legal_actions(seat):
                raise ValueError(f"position: seat {seat} is to act but has no legal action")


def to_document(game: Game, hidden: bool = True) -> dict[str, Any]:
    """The document of ``game``'s position now (see :meth:`tablekit.core.game.Game.position`)."""
    public, secret = hooks(game.info).to_position(game.state)
    doc: dict[str, Any] = {"format": FORMAT, "version": VERSION, "game": game.info.name, "players": game.players,
                           "options": json.loads(json.dumps(game.options)), "open": game.open}
    if hidden:  # the seed too: the game's seed deals its setup again, so it is as secret as the hidden part
        doc["seed"] = game.seed
    doc["public"] = public
    if hidden:
        version, words, gauss = game.state.rng.getstate()
        doc["hidden"] = {**secret, "rng": [version, list(words), gauss]}
    return json.loads(json.dumps(doc))  # plain JSON, sharing nothing with the state


def dump(doc: dict[str, Any]) -> str:
    """A document as readable JSON text: an object's fields one a line, a list of plain values on one line (a
    deck, or the generator's 625 words)."""
    return _encode(doc, "") + "\n"


def _encode(value: Any, indent: str) -> str:
    inner = indent + " "
    if isinstance(value, dict) and value:
        rows = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {_encode(v, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(rows) + "\n" + indent + "}"
    if isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
        return "[\n" + ",\n".join(inner + _encode(v, inner) for v in value) + "\n" + indent + "]"
    return json.dumps(value, ensure_ascii=False)


SCENARIO_SEED = 1  # the seed each shipped scenario file was dealt with


def scenario_document(name: str, scenario: str) -> dict[str, Any]:
    """The position a scenario starts at, as shipped in ``tablekit/games/<name>/positions/<scenario>.json``: the
    complete document but the generator's state (a game from it rolls its own dice from the seed)."""
    from .game import Game

    doc = Game(name, seed=SCENARIO_SEED, scenario=scenario).position()
    del doc["hidden"]["rng"]
    return doc


def scenario_file(name: str, scenario: str) -> Path:
    """Where the position file of a game's scenario is shipped."""
    from .registry import state_class

    package = Path(sys.modules[state_class(name).__module__].__file__ or "").parent
    return package / "positions" / f"{scenario}.json"
