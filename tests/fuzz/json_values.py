"""Hypothesis strategies for JSON: any value, and mutants of a given document (the near misses that reach deep
into a validator, where random values would be refused at the first check)."""

from __future__ import annotations

import copy
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


def paths(doc: Any, here: Path = ()) -> Iterator[Path]:
    """Every path into ``doc`` (keys and indices), the root first."""
    yield here
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from paths(value, (*here, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from paths(value, (*here, i))


def _get(doc: Any, path: Path) -> Any:
    for step in path:
        doc = doc[step]
    return doc


def _leaves(doc: Any) -> list[Any]:
    return [v for p in paths(doc) if not isinstance(v := _get(doc, p), (dict, list))]


def _variants(value: Any, others: list[Any]) -> st.SearchStrategy[Any]:
    """Values close to ``value``: same kind but off by a little, another kind, or another value of the document."""
    near: list[st.SearchStrategy[Any]] = [VALUES, st.sampled_from(others or [None])]
    if isinstance(value, bool):
        near.append(st.sampled_from([not value, int(value), str(value).lower()]))
    elif isinstance(value, int):
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
            parent.insert(draw(st.integers(0, len(parent))), copy.deepcopy(parent[key]))
    return doc
