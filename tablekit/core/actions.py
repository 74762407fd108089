"""Actions: what a seat may do, named by a stable id and described by a readable label."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .text import Text, render


class Action:
    """One legal action.

    ``id`` is stable under replay (the same position always lists the same ids), so a record of ids replays a game.
    ``text`` describes it: a plain string or a language-free :class:`tablekit.core.text.T`; ``label`` is that text
    in English, for logs and menus.

    Bots and searches list thousands of actions and read only their ids, so the text may be given as a function
    and its arguments: it is then made on first read and kept. The arguments must be values that do not change
    (numbers, strings, tuples, components), since the text may be read after the game moved on.

    >>> a = Action("place:0", "Put a meeple on forest tile 1")
    >>> a.id, a.label
    ('place:0', 'Put a meeple on forest tile 1')
    >>> later = Action("place:1", "Put a meeple on forest tile {}".format, 2)
    >>> later.label
    'Put a meeple on forest tile 2'
    """

    __slots__ = ("id", "_text", "_args")

    def __init__(self, id: str, text: Text | Callable[..., Text], *args: Any) -> None:
        self.id = id
        self._text = text
        self._args = args  # non-empty: ``text`` is the function that makes the text from them

    @property
    def text(self) -> Text:
        if self._args:
            self._text = self._text(*self._args)  # type: ignore[operator]
            self._args = ()
        return self._text  # type: ignore[return-value]

    @property
    def label(self) -> str:
        return render(self.text)

    def __repr__(self) -> str:
        return f"Action({self.id!r}, {self.label!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)

    def __deepcopy__(self, memo: dict[int, Any]) -> Action:
        return self  # never changes: copies of a game share their listed actions

    def __getstate__(self) -> tuple[str, Text]:
        return self.id, self.text  # a pickled action (to another process) carries its text, not a function

    def __setstate__(self, state: tuple[str, Text]) -> None:
        self.id, self._text = state
        self._args = ()

    def to_dict(self, lang: str = "en") -> dict[str, str]:
        return {"id": self.id, "label": render(self.text, lang)}


def masked(action: Action, text: Text) -> Action:
    """``action`` as the other seats see it when its choice is secret: its kind with ``?`` for the rest of the id.

    >>> masked(Action("keep:B4,G19", "Keep Blue 4, Green 19"), "Player 1 keeps two cards")
    Action('keep:?', 'Player 1 keeps two cards')
    """
    return Action(action.id.partition(":")[0] + ":?", text)
