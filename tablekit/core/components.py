"""Component data files: the contents of a box that are not public, read from JSON and validated on load.

A game ships a designed default file in its package; a teacher who owns the box passes their own through the
``components`` option: a path to a JSON file, or a dict of the same content. ``validate`` turns the raw JSON into
the game's immutable components and raises ``ValueError`` naming the field for anything else.

>>> import json, tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> default = folder / "default.json"
>>> _ = default.write_text(json.dumps({"dice": 2}))
>>> def validate(raw):
...     if not isinstance(raw, dict) or type(raw.get("dice")) is not int:
...         raise ValueError("components: dice should be an int")
...     return raw["dice"]
>>> load_components(None, default, validate), load_components({"dice": 3}, default, validate)
(2, 3)
>>> components_option(default, validate, "the dice").validate("components", {"dice": "x"}, 2)
Traceback (most recent call last):
...
ValueError: option components={'dice': 'x'} is not valid: components: dice should be an int
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from .info import Option

C = TypeVar("C")
_CACHE: dict[tuple[Any, ...], Any] = {}


def _key(value: Any, default: Path) -> tuple[Any, ...]:
    """The cache key of an option value (None, a path string or a dict): a file's path and version, or the dict."""
    if value is None:
        value = str(default)
    if isinstance(value, str):
        try:
            return ("file", value, Path(value).stat().st_mtime_ns)
        except OSError as err:
            raise ValueError(f"components: cannot read a JSON file from {value}: {err}") from None
    if isinstance(value, dict):
        try:
            return ("dict", json.dumps(value, sort_keys=True))
        except (TypeError, ValueError) as err:
            raise ValueError(f"components: the dict must hold JSON values only: {err}") from None
    raise ValueError(f"components: give None (the packaged set), a path to a JSON file or a dict, not {value!r:.60}")


def _raw(key: tuple[Any, ...]) -> Any:
    if key[0] == "dict":
        return json.loads(key[1])
    try:
        return json.loads(Path(key[1]).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as err:  # ValueError: bad UTF-8 or JSON, too long a number
        raise ValueError(f"components: cannot read a JSON file from {key[1]}: {err}") from None


def load_components(value: Any, default: Path, validate: Callable[[Any], C]) -> C:
    """The validated components for an option value, read and checked once per file version or dict content."""
    if value is None:  # the packaged set ships with the package: read and checked once per process, no stat
        found = _CACHE.get((id(validate), "packaged"))
        if found is None:
            found = _CACHE[(id(validate), "packaged")] = load_components(str(default), default, validate)
        return found
    key = (id(validate), *_key(value, default))
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = validate(_raw(key[1:]))
    return found


def components_option(default: Path, validate: Callable[[Any], Any], doc: str) -> Option:
    """The ``components`` option: ``None`` for the packaged file, a path, or a dict; checked by loading it."""

    def check(value: Any, players: int) -> str | None:
        try:
            load_components(value, default, validate)
        except ValueError as err:
            return str(err)
        return None

    return Option(None, doc, check=check)
