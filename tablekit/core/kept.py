"""A table that makes what it is asked for and lacks, and keeps it: actions made once per key and listed again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Kept(dict[Any, Any]):
    """``table[key]`` is ``make(key)``, made the first time the key is read and kept: a dict look-up for every
    later read (a game's actions by card or by move, the same in every game).

    >>> kept = Kept(lambda move: f"move {move}"); kept[1, 2, 3], len(kept)
    ('move (1, 2, 3)', 1)
    """

    def __init__(self, make: Callable[[Any], Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: Any) -> Any:
        made = self[key] = self.make(key)
        return made
