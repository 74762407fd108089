"""Hypothesis strategies for JSON: any value, hostile values (deep nesting, huge numbers, unhashable and non-JSON
values), and mutants of a given document (the near misses that reach deep into a validator, where random values
would be refused at the first check)."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

Path = tuple[Any, ...]

SCALARS = (
    st.none() | st.booleans() | st.integers() | st.integers(-3, 10)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12)
    | st.sampled_from(["", "0", "-1", "A", "none", "null", "true", "__proto__", "x" * 300, "\u0000", "é漢字🎲"])
    | st.sampled_from([2**31, 2**63, -(2**63), 10**30, 0.5, -0.0, 1e308])
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=15,
)


def nested(depth: int, leaf: Any = 1, kind: str = "list") -> Any:
    """``leaf`` inside ``depth`` lists (or objects keyed "a"), built without recursion."""
    for _ in range(depth):
        leaf = [leaf] if kind == "list" else {"a": leaf}
    return leaf


HUGE = st.sampled_from([2**63, -(2**63) - 1, 10**30, 10**4299, 10**4301, -(10**4400), 10**20000])
DEEP = st.builds(nested, st.sampled_from([31, 32, 33, 40, 41, 100, 500, 3000]), SCALARS,
                 st.sampled_from(["list", "dict"]))
# Mutable samples are copied: a mutant changes what it is given in place, and a sample changed by one example would
# be another value in the next (hypothesis then finds the strategy flaky).
UNHASHABLE = st.sampled_from([[[1]] * 6, [["A"]] * 4, [{"a": 1}] * 6, [[]], {"a": [1]}, [[0], [1]], [{}]]).map(
    copy.deepcopy)
NOT_JSON = st.sampled_from([float("nan"), float("inf"), -float("inf"), {1, 2}, frozenset(), b"A", bytearray(b"x"),
                            object(), {1: "a"}, {(1, 2): 3}, {None: 1}, 1j, range(3), print, type, "x" * 100_001]
                           ).map(copy.deepcopy)
HOSTILE_JSON = HUGE | DEEP | UNHASHABLE
"""Hostile values that JSON can hold (a file or a record may): deep, huge, unhashable where a string is wanted."""
HOSTILE = HOSTILE_JSON | NOT_JSON
"""Hostile Python values besides: NaN, sets, bytes, objects, non-string keys, a string past the length limit."""


def paths(doc: Any) -> Iterator[Path]:
    """Every path into ``doc`` (keys and indices), the root first, parents before children (no recursion: a
    hostile document may be thousands of levels deep)."""
    todo: list[tuple[Any, Path]] = [(doc, ())]
    while todo:
        item, here = todo.pop()
        yield here
        if isinstance(item, dict):
            todo += reversed([(v, (*here, k)) for k, v in item.items()])
        elif isinstance(item, list):
            todo += reversed([(v, (*here, i)) for i, v in enumerate(item)])


class _Text(str):
    """A piece of JSON text already written."""


def _int_text(n: int) -> str:
    """An int's digits without ``str(n)``, which refuses more than 4,300 of them."""
    if n < 0:
        return "-" + _int_text(-n)
    chunks = []
    while n >= 10**1000:
        n, low = divmod(n, 10**1000)
        chunks.append(str(low).zfill(1000))
    return str(n) + "".join(reversed(chunks))


def dumps(value: Any) -> str:
    """JSON text for any value that JSON can hold, however deep or huge (``json.dumps`` refuses both)."""
    out: list[str] = []
    todo: list[Any] = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, _Text):
            out.append(item)
        elif isinstance(item, (dict, list)):
            pairs = item.items() if isinstance(item, dict) else ((None, v) for v in item)
            parts: list[Any] = [_Text("{" if isinstance(item, dict) else "[")]
            for i, (key, v) in enumerate(pairs):
                parts += [_Text(("," if i else "") + ("" if key is None else json.dumps(str(key)) + ":")), v]
            todo += reversed([*parts, _Text("}" if isinstance(item, dict) else "]")])
        elif isinstance(item, int) and not isinstance(item, bool):
            out.append(_int_text(item))
        else:
            out.append(json.dumps(item))
    return "".join(out)


def _get(doc: Any, path: Path) -> Any:
    for step in path:
        doc = doc[step]
    return doc


def _leaves(doc: Any) -> list[Any]:
    return [v for p in paths(doc) if not isinstance(v := _get(doc, p), (dict, list))]


def _variants(value: Any, others: list[Any]) -> st.SearchStrategy[Any]:
    """Values close to ``value``: same kind but off by a little, another kind, or another value of the document."""
    near: list[st.SearchStrategy[Any]] = [VALUES, HOSTILE_JSON, st.sampled_from(others or [None])]
    if isinstance(value, bool):
        near.append(st.sampled_from([not value, int(value), str(value).lower()]))
    elif isinstance(value, int) and abs(value) < 2**63:
        near.append(st.sampled_from([value + 1, value - 1, 0, -1, -value, value * 1000, float(value), str(value),
                                     True, 2**63]))
    elif isinstance(value, float):
        near.append(st.sampled_from([int(value), value + 1, -value, str(value)]))
    elif isinstance(value, str):
        near.append(st.sampled_from([value + "x", value[:-1], value.upper(), value * 2, " " + value, [value]]))
    elif isinstance(value, list):
        near.append(st.builds(list, st.permutations(value)) if value else st.just([None]))
        near.append(st.just([*value, *value[:1]]))
        near.append(st.just(value[:-1]))
        near.append(st.just({str(i): v for i, v in enumerate(value)}))
    elif isinstance(value, dict):
        near.append(st.just(list(value.values())))
        near.append(st.just({k: v for i, (k, v) in enumerate(value.items()) if i}))
        near.append(st.builds(lambda v, k: {**value, k: v}, VALUES, st.text(max_size=6)))
    return st.one_of(near)


@st.composite
def mutant(draw: st.DrawFn, doc: Any, max_changes: int = 3, frozen: tuple[str, ...] = ()) -> Any:
    """A deep copy of ``doc`` with 1 to ``max_changes`` changes: a value replaced by a near miss or any JSON, a
    key deleted or renamed, an item dropped or duplicated. Top-level keys in ``frozen`` are left alone."""
    doc = copy.deepcopy(doc)
    others = _leaves(doc)
    for _ in range(draw(st.integers(1, max_changes))):
        spots = [p for p in paths(doc) if not (p and p[0] in frozen)]
        path = draw(st.sampled_from(spots))
        if not path:
            return draw(_variants(doc, others))
        parent, key = _get(doc, path[:-1]), path[-1]
        how = draw(st.sampled_from(["replace", "replace", "replace", "delete", "rename"]))
        if how == "replace":
            parent[key] = draw(_variants(parent[key], others))
        elif how == "delete":
            del parent[key]
        elif isinstance(parent, dict):
            new_key = draw(st.text(max_size=8) | st.sampled_from(list(parent)))
            parent[new_key] = parent.pop(key)
        else:
            parent.insert(draw(st.integers(0, len(parent))), copy.copy(parent[key]))  # it may be too deep to copy
    return doc
