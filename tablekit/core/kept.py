"""A table that makes what it is asked for and lacks, and keeps it: actions made once per key and listed again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Kept(dict[Any, Any]):
    """``table[key]`` is ``make(key)``, made the first time the key is read and kept: a dict look-up for every
    later read (a game's actions by card or by move, the same in every game). With ``most``, a table whose keys keep
    coming new (fresh games meet new ones) is emptied when it holds that many, so it never grows past it.

    >>> kept = Kept(lambda move: f"move {move}"); kept[1, 2, 3], len(kept)
    ('move (1, 2, 3)', 1)
    >>> bounded = Kept(str, most=2); [bounded[n] for n in range(5)], len(bounded)
    (['0', '1', '2', '3', '4'], 1)
    """

    def __init__(self, make: Callable[[Any], Any], most: int | None = None) -> None:
        super().__init__()
        self.make = make
        self.most = most

    def __missing__(self, key: Any) -> Any:
        if self.most is not None and len(self) >= self.most:
            self.clear()
        made = self[key] = self.make(key)
        return made
