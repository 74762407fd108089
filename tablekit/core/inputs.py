"""Limits and checks on everything tablekit takes from outside: Python arguments, option values and files.

Every value that comes from an option, a component file or a record passes :func:`json_value` before any recursive
work (a deep copy, a validator, ``json.dumps``): it must be JSON data (``None``, ``bool``, ``int``, ``float``,
``str``, lists or tuples, dicts with string keys) within the limits below, else ``ValueError`` names the field and
the place in it. Files are read by :func:`read_json`: a regular file only, at most :data:`MAX_FILE_BYTES`, read
once, its nesting measured before ``json`` parses it.

>>> json_value({"sides": ("A", "B")}, "option x")
{'sides': ['A', 'B']}
>>> deep = 1
>>> for _ in range(100): deep = [deep]
>>> json_value(deep, "option sides")
Traceback (most recent call last):
...
ValueError: option sides: nested more than 32 levels deep (at [0][0][0][0][0][0][0][0][0][0]...)
>>> whole("1", "step", 0, 3)
Traceback (most recent call last):
...
ValueError: step must be an int from 0 to 3, not '1'
"""

from __future__ import annotations

import json
import math
import operator
import os
import re
import reprlib
import stat
from collections import Counter
from collections.abc import Iterable
from itertools import accumulate
from typing import Any

MAX_DEPTH = 32  # levels of lists and dicts in one value
RECORD_DEPTH = MAX_DEPTH + 2  # a record holds each option value two levels down (the record, its options)
MAX_ITEMS = 1_000_000  # lists, dicts and scalars in one value
MAX_TEXT = 100_000  # characters in one string
INT_BITS = 63  # ints are -2**63 to 2**63 - 1: every JSON reader holds them, and every one can be saved
MAX_SEED = 2**INT_BITS - 1
MAX_FILE_BYTES = 8 * 2**20  # a component file or a record


class _Shown(reprlib.Repr):
    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxstring, self.maxother, self.maxlong = 3, 60, 60, 40

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 128:  # repr itself refuses more than 4,300 digits; a short note says enough
            return f"<an int of about {int(x.bit_length() * math.log10(2)) + 1} digits>"
        return super().repr_int(x, level)


_SHOWN = _Shown()


def shown(value: Any) -> str:
    """A short, safe repr for error messages: no huge int, no deep or long container, no whole file.

    >>> shown(10**5000), shown([[[[[1]]]]])
    ('<an int of about 5001 digits>', '[[[[...]]]]')
    """
    return _SHOWN.repr(value)


def whole(value: Any, what: str, lo: int, hi: int) -> int:
    """``value`` as an int from ``lo`` to ``hi`` (anything with ``__index__`` but a bool), else ``ValueError``."""
    if not isinstance(value, bool):
        try:
            number = operator.index(value)
        except TypeError:
            pass
        else:
            if lo <= number <= hi:
                return number
    raise ValueError(f"{what} must be an int from {lo} to {hi}, not {shown(value)}")


def seed(value: Any, what: str = "seed") -> int:
    """A seed: an int from 0 to 2**63 - 1 (``random`` would deal ``seed`` and ``-seed`` the same game)."""
    try:
        return whole(value, what, 0, MAX_SEED)
    except ValueError:
        raise ValueError(f"{what} must be an int from 0 to 2**63 - 1, not {shown(value)}") from None


def one_of(value: Any, choices: Iterable[Any]) -> bool:
    """Whether ``value`` is one of ``choices`` by type as well as value (``True == 1`` and ``1.0 == 1`` in Python,
    but a level of ``true`` or ``1.0`` is not the level 1).

    >>> one_of(1, (1, 2)), one_of(True, (1, 2)), one_of(1.0, (1, 2))
    (True, False, False)
    """
    return any(type(value) is type(choice) and value == choice for choice in choices)


def _place(path: list[Any]) -> str:
    steps = [f"[{p!r}]" if isinstance(p, str) else f"[{p}]" for p in path[:10]]
    return "".join(steps) + ("..." if len(path) > 10 else "")


def json_value(value: Any, field: str, depth: int = MAX_DEPTH) -> Any:
    """A plain-JSON copy of ``value`` (tuples become lists), checked without recursion; ``ValueError`` names
    ``field`` and the place in it for anything deeper, bigger or of another type than JSON holds."""
    items = 0
    root: list[Any] = [None]
    todo: list[tuple[Any, list[Any] | dict[str, Any], Any, list[Any]]] = [(value, root, 0, [])]
    while todo:
        item, into, key, path = todo.pop()
        items += 1
        if items > MAX_ITEMS:
            raise ValueError(f"{field}: holds more than {MAX_ITEMS:,} values")
        if item is None or isinstance(item, bool):
            into[key] = item
        elif isinstance(item, int):
            if item.bit_length() > INT_BITS and item != -(2**INT_BITS):
                raise ValueError(f"{field}: {shown(item)} at {_place(path) or 'the top'} is outside the ints "
                                 f"a record holds (-2**63 to 2**63 - 1)")
            into[key] = int(item)
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise ValueError(f"{field}: {item} at {_place(path) or 'the top'} is not a JSON number")
            into[key] = float(item)
        elif isinstance(item, str):
            if len(item) > MAX_TEXT:
                where = _place(path) or "the top"
                raise ValueError(f"{field}: a string of more than {MAX_TEXT:,} characters at {where}")
            into[key] = str(item)
        elif isinstance(item, (list, tuple, dict)):
            if len(path) >= depth:
                raise ValueError(f"{field}: nested more than {depth} levels deep (at {_place(path)})")
            if isinstance(item, dict):
                bad = next((k for k in item if not isinstance(k, str)), None)
                if bad is not None:
                    raise ValueError(f"{field}: the key {shown(bad)} at {_place(path) or 'the top'} is not a string "
                                     f"(JSON objects have string keys)")
                into[key] = copy = {k: None for k in item}
                todo += [(v, copy, k, [*path, k]) for k, v in item.items()]
            else:
                into[key] = copy = [None] * len(item)
                todo += [(v, copy, i, [*path, i]) for i, v in enumerate(item)]
        else:
            raise ValueError(f"{field}: {shown(item)} at {_place(path) or 'the top'} is a "
                             f"{type(item).__name__}, not JSON data (null, true/false, a number, a string, a list "
                             f"or an object)")
    return root[0]


def read_bytes(path: Any, field: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, read once; ``ValueError`` for anything else
    (a directory, a named pipe, a device such as ``/dev/zero``, a bigger file), checked before reading."""
    if not isinstance(path, (str, os.PathLike)):
        raise ValueError(f"{field}: a file is named by a path string, not {shown(path)}")
    where = shown(os.fspath(path))

    def refuse(reason: str) -> ValueError:
        return ValueError(f"{field}: cannot read a JSON file from {where}: {reason}")

    def check(info: os.stat_result) -> None:
        if not stat.S_ISREG(info.st_mode):
            kind = ("a directory" if stat.S_ISDIR(info.st_mode) else "a named pipe" if stat.S_ISFIFO(info.st_mode)
                    else "a device" if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode) else "a socket")
            raise refuse(f"it is {kind}, not a regular file")
        if info.st_size > limit:
            raise refuse(f"it holds {info.st_size:,} bytes; the limit is {limit:,}")

    try:
        info = os.stat(path)
    except (OSError, ValueError) as err:  # ValueError: a NUL in the path
        raise refuse(getattr(err, "strerror", None) or str(err)) from None
    check(info)  # nothing but a regular file is even opened
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as err:
        raise refuse(err.strerror or str(err)) from None
    try:
        check(os.fstat(fd))  # the same file still, in case it was swapped after the stat
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(limit + 1 - size, 2**20))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as err:
        raise refuse(err.strerror or str(err)) from None
    finally:
        os.close(fd)
    if size > limit:
        raise refuse(f"it grew past the limit of {limit:,} bytes while being read")
    return b"".join(chunks)


# A string runs to its closing quote or, unterminated, to the end of the text: a match never fails once begun, so
# the scan is one linear pass (a string pattern that must find its closing quote retried from every quote inside
# an unterminated string: quadratic, 78 s over 80 kB of escaped quotes).
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)
_DELTA = {"[": 1, "{": 1, "]": -1, "}": -1}


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def parse_json(data: bytes, field: str, where: str, depth: int = MAX_DEPTH) -> Any:
    """The JSON value in ``data`` (UTF-8), its nesting measured before parsing, then checked by
    :func:`json_value`; ``ValueError`` says what is wrong."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ValueError(f"{field}: cannot read a JSON file from {where}: not UTF-8 text ({err.reason} at byte "
                         f"{err.start})") from None
    brackets = (m.group() for m in _TOKENS.finditer(text) if m.group() in _DELTA)
    deepest = max(accumulate(map(_DELTA.__getitem__, brackets)), default=0)
    if deepest > depth:
        raise ValueError(f"{field}: cannot read a JSON file from {where}: nested more than {depth} levels deep")
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as err:  # RecursionError: only where a stack is smaller than measured
        raise ValueError(f"{field}: cannot read a JSON file from {where}: {err}") from None
    return json_value(value, field, depth)


def read_json(path: Any, field: str, depth: int = MAX_DEPTH) -> Any:
    """The JSON value of a file: :func:`read_bytes` then :func:`parse_json` (a component file nests as deep as a
    value given in Python may; a record, :data:`RECORD_DEPTH`)."""
    return parse_json(read_bytes(path, field), field, shown(os.fspath(path)), depth)


PLAIN_KEY = re.compile(r"\w+")  # a field name a path can show as it is


class Field:
    """One place in a document being read (a position): its value and its path, so that every refusal names the
    field and what it should hold. Reading checks as it goes; the value is JSON data already (:func:`json_value`).

    >>> doc = Field({"seats": [{"keys": 1}, {"keys": 9}]}, "public")
    >>> [seat["keys"].int(0, 2) for seat in doc["seats"].list()]
    Traceback (most recent call last):
    ...
    ValueError: position field public.seats[1].keys should hold an int from 0 to 2, not 9
    >>> doc["hand"]
    Traceback (most recent call last):
    ...
    ValueError: position field public.hand is missing (fields: seats)
    """

    __slots__ = ("value", "path")  # path "": the document itself

    def __init__(self, value: Any, path: str) -> None:
        self.value = value
        self.path = path

    def fail(self, should: str) -> ValueError:
        """The error for this field: what it should hold, and what it holds."""
        return ValueError(f"{self.named} should hold {should}, not {shown(self.value)}")

    def wrong(self, problem: str) -> ValueError:
        """The error for this field when its own value is well formed but does not fit the rest."""
        return ValueError(f"{self.named} {problem}")

    @property
    def named(self) -> str:
        return f"position field {self.path}" if self.path else "a position"

    def _child(self, key: str) -> str:
        """The path of field ``key``; a key that is not a plain name is quoted, so the path still reads as one.

        >>> Field({}, "public.huts")._child("A1"), Field({}, "public.huts")._child(": x")
        ('public.huts.A1', 'public.huts[": x"]')
        """
        if not PLAIN_KEY.fullmatch(key):
            return f"{self.path}[{json.dumps(key)}]"
        return f"{self.path}.{key}" if self.path else key

    def __getitem__(self, key: str | int) -> Field:
        if isinstance(key, int):
            items = self.list()
            if not 0 <= key < len(items):
                raise self.fail(f"a list of more than {key} items")
            return items[key]
        fields = self.dict()
        if key not in fields:
            raise ValueError(f"position field {self._child(key)} is missing (fields: {', '.join(fields) or 'none'})")
        return fields[key]

    def get(self, key: str) -> Field | None:
        """The field ``key`` of this object, or ``None`` when it is absent or null."""
        found = self.dict().get(key)
        return None if found is None or found.value is None else found

    def dict(self, keys: Iterable[str] | None = None, optional: Iterable[str] = ()) -> dict[str, Field]:
        """The fields of an object; with ``keys``: exactly those (and any of ``optional``), else an error."""
        if not isinstance(self.value, dict):
            raise self.fail("an object")
        if keys is not None:
            keys, optional = list(keys), list(optional)
            missing = [k for k in keys if k not in self.value]
            unknown = [k for k in self.value if k not in keys and k not in optional]
            if missing or unknown:
                said = (f"lacks {', '.join(missing)}" if missing else "") + (" and " if missing and unknown else "")
                said += f"has unknown field(s) {', '.join(map(shown, unknown))}" if unknown else ""
                raise self.wrong(f"{said}; fields: {', '.join([*keys, *optional])}")
        return {k: Field(v, self._child(k)) for k, v in self.value.items()}

    def list(self, size: int | None = None, most: int | None = None) -> list[Field]:
        """The items of a list (of exactly ``size`` items, or of at most ``most``)."""
        value = self.value
        if not isinstance(value, list) or (size is not None and len(value) != size) or (
                most is not None and len(value) > most):
            count = f" of {size} items" if size is not None else f" of at most {most} items" if most is not None else ""
            raise self.fail(f"a list{count}")
        return [Field(v, f"{self.path}[{i}]") for i, v in enumerate(value)]

    def int(self, lo: int, hi: int) -> int:
        if type(self.value) is not int or not lo <= self.value <= hi:
            raise self.fail(f"an int from {lo} to {hi}")
        return self.value

    def ints(self, lo: int, hi: int, size: int | None = None, most: int | None = None) -> list[int]:
        """A list of ints from ``lo`` to ``hi``."""
        return [item.int(lo, hi) for item in self.list(size, most)]

    def bool(self) -> bool:
        if not isinstance(self.value, bool):
            raise self.fail("true or false")
        return self.value

    def choice(self, choices: Iterable[Any]) -> Any:
        """One of ``choices``, by type as well as value (:func:`one_of`)."""
        choices = list(choices)
        if not one_of(self.value, choices):
            raise self.fail("one of " + ", ".join(map(shown, choices)))
        return self.value


def tally(places: dict[str, Iterable[Any]], expected: Iterable[Any], what: str, every: bool = True) -> None:
    """Check that the components in ``places`` (field path → the components there) are exactly ``expected``, each
    as often as the box holds it; ``ValueError`` names the field holding one too many, or the ones missing.
    ``every=False``: the places may hold fewer (the rest is hidden, and dealt).

    >>> tally({"hand": [1, 2], "deck": [3, 2]}, [1, 2, 3], "card")
    Traceback (most recent call last):
    ...
    ValueError: position field deck holds card 2 once more than the game has (1); places: hand, deck
    """
    box = Counter(expected)
    left = box.copy()
    for path, items in places.items():
        for item in items:
            if left[item] <= 0:
                total = box[item]
                raise ValueError(f"position field {path} holds {what} {shown(item)} once more than the game has "
                                 f"({total}); places: {', '.join(places)}")
            left[item] -= 1
    missing = sorted(((k, n) for k, n in left.items() if n > 0), key=lambda kn: repr(kn[0]))
    if missing and every:
        listed = ", ".join(f"{shown(k)}" + (f" ({n}x)" if n > 1 else "") for k, n in missing[:8])
        more = f" and {len(missing) - 8} more" if len(missing) > 8 else ""
        raise ValueError(f"position: {sum(n for _, n in missing)} {what}(s) are in none of {', '.join(places)}: "
                         f"{listed}{more}; every {what} of the game is in exactly one place")
