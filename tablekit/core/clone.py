"""A deep copy for rules states, several times faster than :func:`copy.deepcopy` on their kinds of data.

States are made of numbers, strings, lists, dicts, sets, tuples, Counters and small objects (with ``__dict__`` or
``__slots__``). Those are copied here directly; a frozen dataclass is a value (a printed card) and is shared; a
class with its own ``__deepcopy__`` is copied by it (component classes return themselves, since components never
change; a board may know a faster way), and anything else
goes through ``copy.deepcopy`` with the same memo, so an object reached twice is copied once, as deepcopy does.

>>> from collections import Counter
>>> shared = [1, 2]
>>> a = {"x": shared, "y": shared, "c": Counter("aab")}
>>> b = clone(a, {})
>>> b == a, b["x"] is b["y"], b["x"] is shared
(True, True, False)
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from .actions import Action

_ATOMIC = {int, float, str, bool, type(None), bytes, complex, range, type, frozenset, Action}  # values, shared by
# copies without a call: frozensets hold hashable members, which in a state are values; actions never change; frozen
# dataclasses join once met (a tuple of printed cards is then shared whole, with no call a card)


def clone(value: Any, memo: dict[int, Any]) -> Any:
    """A deep copy of ``value``; ``memo`` maps ``id`` of an original to its copy (pre-fill it to share or replace)."""
    kind = type(value)
    if kind in _ATOMIC:
        return value
    found = memo.get(id(value))
    if found is not None:
        return found
    if kind is list:
        made: Any = [v if type(v) in _ATOMIC else clone(v, memo) for v in value]
    elif kind is dict:
        made = {k: v if type(v) in _ATOMIC else clone(v, memo) for k, v in value.items()}
    elif kind is tuple:
        for v in value:
            if type(v) not in _ATOMIC:
                break
        else:
            return value  # a tuple of plain values is one itself
        items = [v if type(v) in _ATOMIC else clone(v, memo) for v in value]
        made = value if all(a is b for a, b in zip(items, value)) else tuple(items)
    elif kind is set:
        made = {v if type(v) in _ATOMIC else clone(v, memo) for v in value}
    elif kind is Counter:
        made = Counter.__new__(Counter)  # Counter() would call __init__ and update() for nothing
        dict.update(made, value)
    else:
        return _clone_object(value, kind, memo)
    memo[id(value)] = made
    return made


def _clone_object(value: Any, kind: type, memo: dict[int, Any]) -> Any:
    how = _HOW.get(kind)
    if how is None:
        how = _HOW[kind] = _how(kind)
    if how is _SHARE:
        return value
    if how is _OWN:
        made = kind.__deepcopy__(value, memo)  # type: ignore[attr-defined]
        memo[id(value)] = made
        return made
    if how is _DEEP:
        return copy.deepcopy(value, memo)
    made = object.__new__(kind)
    memo[id(value)] = made
    if hasattr(value, "__dict__"):
        made.__dict__.update({k: v if type(v) in _ATOMIC else clone(v, memo) for k, v in value.__dict__.items()})
    for name in how:
        if hasattr(value, name):
            v = getattr(value, name)
            object.__setattr__(made, name, v if type(v) in _ATOMIC else clone(v, memo))
    return made


_SHARE, _OWN, _DEEP = ("share",), ("own",), ("deep",)
_HOW: dict[type, tuple[str, ...]] = {}  # class → how to copy its objects, or the slots of a plain class


def _how(kind: type) -> tuple[str, ...]:
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen and not hasattr(kind, "__deepcopy__"):
        _ATOMIC.add(kind)
        return _SHARE  # a frozen dataclass is a value (a card, an effect): copies share it
    if hasattr(kind, "__deepcopy__"):
        return _OWN
    plain = (
        kind.__reduce_ex__ is object.__reduce_ex__
        and kind.__reduce__ is object.__reduce__
        and getattr(kind, "__getstate__", object.__getstate__) is object.__getstate__
        and kind.__new__ is object.__new__
    )
    if not plain:
        return _DEEP
    return tuple(n for c in kind.__mro__ for n in getattr(c, "__slots__", ()) if n not in ("__dict__", "__weakref__"))
