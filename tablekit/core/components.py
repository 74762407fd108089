"""Component data files: the contents of a box that are not public, read from JSON and validated on load.

A game ships a designed default file in its package; a teacher who owns the box passes their own through the
``components`` option: a path to a JSON file, or a dict of the same content. The file is read once, when the game
starts (a regular file of limited size only: :func:`tablekit.core.inputs.read_bytes`), and the game keeps the data
itself, so undo, copies and saved records never read it again and a record replays the same game after the file
is changed or deleted. ``validate`` turns the JSON into the game's immutable components and raises ``ValueError``
naming the field for anything else; :func:`known_fields` refuses a key it does not know (a misspelt one would
otherwise be ignored).

>>> import json, tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> default = folder / "default.json"
>>> _ = default.write_text(json.dumps({"dice": 2}))
>>> def validate(raw):
...     known_fields(raw, "the file", ("dice",))
...     if type(raw["dice"]) is not int:
...         raise ValueError("components: dice should be an int")
...     return raw["dice"]
>>> load_components(None, default, validate), load_components({"dice": 3}, default, validate)
(2, 3)
>>> option = components_option(default, validate, "the dice")
>>> option.accept("components", str(default), 2)
{'dice': 2}
>>> option.accept("components", {"dice": "x"}, 2)
Traceback (most recent call last):
...
ValueError: option components={'dice': 'x'} is not valid: components: dice should be an int
>>> validate({"dice": 2, "dcie": 3})
Traceback (most recent call last):
...
ValueError: components: the file has unknown field(s) 'dcie'; fields: dice
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

from .info import Option
from .inputs import json_value, read_json, shown

C = TypeVar("C")
FIELD = "components"
_CACHE: dict[tuple[Any, ...], Any] = {}  # (id(validate), the data's canonical JSON or "packaged") -> components
_PACKAGED: dict[Path, Any] = {}  # a packaged file's path -> its data


def canonical(data: Any) -> str:
    """The one JSON text of checked data: the cache key and what a record's digest covers."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def packaged_data(default: Path) -> Any:
    """The data of a packaged component file, read once per process."""
    found = _PACKAGED.get(default)
    if found is None:
        found = _PACKAGED[default] = read_json(default, FIELD)
    return found


def component_data(value: Any) -> Any:
    """The JSON data an option value names: None stays None (the packaged set), a path is read once (bounded),
    a dict is checked and copied; anything else is a ``ValueError``."""
    if value is None:
        return None
    if isinstance(value, (str, os.PathLike)):
        data = read_json(value, FIELD)
        if not isinstance(data, dict):  # the file's content is the data: a string in it is no path to read next
            raise ValueError(f"{FIELD}: the file {shown(os.fspath(value))} should hold a JSON object (the "
                             f"component data), not {shown(data)}")
        return data
    if isinstance(value, dict):
        return json_value(value, FIELD)
    raise ValueError(f"{FIELD}: give None (the packaged set), a path to a JSON file or a dict, not {shown(value)}")


def data_digest(data: Any, default: Path) -> str:
    """The SHA-256 of the component data in play (the packaged file's for None), as a record holds it."""
    return "sha256:" + hashlib.sha256(canonical(packaged_data(default) if data is None else data).encode()).hexdigest()


def load_components(value: Any, default: Path, validate: Callable[[Any], C]) -> C:
    """The validated components of an option value (None, a path or a dict: :func:`component_data`), checked
    once per content."""
    if value is None:  # the packaged set ships with the package: read and checked once per process
        found = _CACHE.get((id(validate), "packaged"))
        if found is None:
            found = _CACHE[(id(validate), "packaged")] = validate(packaged_data(default))
        return found
    data = value if isinstance(value, dict) else component_data(value)
    key = (id(validate), canonical(data))
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = validate(data)
    return found


def known_fields(raw: Any, field: str, fields: Iterable[str], optional: Iterable[str] = (),
                 text: Iterable[str] = ()) -> dict[str, Any]:
    """``raw`` if it is an object with no key but ``fields``, ``optional`` and the free ``text`` fields (a comment:
    a string, if there); else ``ValueError`` naming the key (a teacher's misspelt key is refused rather than
    silently ignored)."""
    fields, text = tuple(fields), tuple(text)
    optional = (*optional, *text)
    if not isinstance(raw, dict):
        raise ValueError(f"{FIELD}: {field} should be an object with {', '.join(fields)}, not {shown(raw)}")
    allowed = {*fields, *optional}
    extra = sorted(k for k in raw if k not in allowed)
    if extra:
        raise ValueError(f"{FIELD}: {field} has unknown field(s) {', '.join(map(repr, extra))}; "
                         f"fields: {', '.join([*fields, *optional])}")
    note = next((k for k in text if k in raw and not isinstance(raw[k], str)), None)
    if note is not None:
        raise ValueError(f"{FIELD}: {field}'s {note} is a free comment and should be text, not {shown(raw[note])}")
    return raw


def components_option(default: Path, validate: Callable[[Any], Any], doc: str) -> Option:
    """The ``components`` option: ``None`` for the packaged file, a path, or a dict; the game keeps the data."""

    def check(value: Any, players: int) -> str | None:
        try:
            load_components(value, default, validate)
        except ValueError as err:
            return str(err)
        return None

    return Option(None, doc, check=check, keep=component_data, digest=lambda data: data_digest(data, default))
