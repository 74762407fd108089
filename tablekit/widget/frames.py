"""What a table sends the browser per step: a *frame* of its per-step traits, whole or as a patch.

A frame is a dict ``{trait name: value}`` (the view, legal actions, log, scores...). The first frame, and any frame
after a replay started or ended, goes whole (the table sends it as a plain trait update); otherwise the table sends
the patch that turns the last frame sent into the new one, when that patch is smaller. The browser applies a patch
only onto the frame it was made from (``base``) and asks for a whole frame otherwise (a page opened late, a lost
message), so a reload or a second page still draws the right state. A patch holds only values of the new frame
and paths of the old one (the table sends a new viewer's secret view whole): never anything that viewer's whole
frame would not.

Patch operations (``path`` is a list of keys and list indices from the frame's top):

- ``["s", path, value]``: set ``value`` there;
- ``["d", path]``: delete that key of a dict;
- ``["r", path, start, count, items]``: in the list there, replace ``count`` items from ``start`` by ``items``
  (a list grown at its end, cut short, or changed in one stretch: what a step usually does to a list).

>>> old = {"view": {"tiles": [1, 2], "spots": [[0, 1], [2, 2], [3, 0]], "gone": 0}, "step": 3}
>>> new = {"view": {"tiles": [1, 2, 7], "spots": [[0, 1], [2, 3], [2, 4], [3, 0]]}, "step": 4}
>>> ops = diff(old, new)
>>> for op in ops: print(op)
['d', ['view', 'gone']]
['r', ['view', 'tiles'], 2, 0, [7]]
['r', ['view', 'spots'], 1, 1, [[2, 3], [2, 4]]]
['s', ['step'], 4]
>>> patched(old, ops) == new
True
"""

from __future__ import annotations

import copy
import json
from typing import Any

Path = list[str | int]


def _same(a: Any, b: Any) -> bool:
    return a is b or (type(a) is type(b) and a == b)


def _diff(a: Any, b: Any, path: Path, ops: list[list[Any]]) -> None:
    if _same(a, b):
        return
    if isinstance(a, dict) and isinstance(b, dict):
        ops.extend(["d", [*path, k]] for k in a if k not in b)
        for k, v in b.items():
            if k in a:
                _diff(a[k], v, [*path, k], ops)
            else:
                ops.append(["s", [*path, k], v])
    elif isinstance(a, list) and isinstance(b, list) and path:
        n, m = len(a), len(b)
        start = 0
        while start < min(n, m) and _same(a[start], b[start]):
            start += 1
        end = 0  # items equal at both ends, after the common start
        while end < min(n, m) - start and _same(a[n - 1 - end], b[m - 1 - end]):
            end += 1
        if n - start - end == m - start - end:  # as many items changed as there were: say what changed in each
            for i in range(start, n - end):
                _diff(a[i], b[i], [*path, i], ops)
        else:
            ops.append(["r", path, start, n - start - end, b[start:m - end]])
    else:
        ops.append(["s", path, b])


def diff(old: dict[str, Any], new: dict[str, Any]) -> list[list[Any]]:
    """The patch operations that turn frame ``old`` into frame ``new`` (``[]`` when they are equal)."""
    ops: list[list[Any]] = []
    _diff(old, new, [], ops)
    return ops


def patched(frame: dict[str, Any], ops: list[list[Any]]) -> dict[str, Any]:
    """A copy of ``frame`` with ``ops`` applied (what the browser does: ``patched`` in frames.js)."""
    out = copy.deepcopy(frame)
    for op in ops:
        *parents, last = op[1]
        node = out
        for key in parents:
            node = node[key]
        if op[0] == "s":
            node[last] = copy.deepcopy(op[2])
        elif op[0] == "d":
            del node[last]
        elif op[0] == "r":
            node[last][op[2]:op[2] + op[3]] = copy.deepcopy(op[4])
        else:
            raise ValueError(f"unknown patch operation {op[0]!r}")
    return out


class Framer:
    """Turns each new frame into the message that brings the browser from the last frame sent to it.

    ``message(frame, whole)`` returns the frame as JSON data (detached from the game: later changes of the state
    cannot reach it) and the message: ``None`` when nothing changed, else ``{"type": "frame", "rev", "base", ...}``
    with ``"state"`` (the whole frame, ``base`` -1) or ``"ops"`` (the patch of frame ``base``), whichever is smaller.
    Frames carry their number as ``"rev"``; the browser's copy of the traits says which frame it holds.
    """

    def __init__(self) -> None:
        self.rev = 0
        self.last: dict[str, Any] | None = None

    def message(self, frame: dict[str, Any], whole: bool = False,
                fresh: tuple[str, ...] = ()) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """``fresh`` names traits sent as whole values when they changed, never as patches of their last value."""
        text = json.dumps(frame)
        frame = json.loads(text)
        last, base = self.last, self.rev
        ops = []
        if last is not None:
            ops = [["s", [k], frame[k]] for k in fresh if not _same(last[k], frame[k])]
            ops += diff({k: v for k, v in last.items() if k not in fresh},
                        {k: v for k, v in frame.items() if k not in fresh})
        if last is not None and not ops and not whole:
            return {**frame, "rev": base}, None
        self.rev += 1
        self.last = frame
        state = {**frame, "rev": self.rev}
        if last is None or whole or len(json.dumps(ops)) >= len(text):
            return state, {"type": "frame", "rev": self.rev, "base": -1, "state": state}
        ops.append(["s", ["rev"], self.rev])
        return state, {"type": "frame", "rev": self.rev, "base": base, "ops": ops}
