"""Actions: what a seat may do, named by a stable id and described by a readable label."""

from __future__ import annotations

from .text import Text, render


class Action:
    """One legal action.

    ``id`` is stable under replay (the same position always lists the same ids), so a record of ids replays a game.
    ``text`` describes it: a plain string or a language-free :class:`tablekit.core.text.T`; ``label`` is that text
    in English, for logs and menus.

    >>> a = Action("place:0", "Put a meeple on forest tile 1")
    >>> a.id, a.label
    ('place:0', 'Put a meeple on forest tile 1')
    """

    __slots__ = ("id", "text")

    def __init__(self, id: str, text: Text) -> None:
        self.id = id
        self.text = text

    @property
    def label(self) -> str:
        return render(self.text)

    def __repr__(self) -> str:
        return f"Action({self.id!r}, {self.label!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)

    def to_dict(self, lang: str = "en") -> dict[str, str]:
        return {"id": self.id, "label": render(self.text, lang)}


def masked(action: Action, text: Text) -> Action:
    """``action`` as the other seats see it when its choice is secret: its kind with ``?`` for the rest of the id.

    >>> masked(Action("keep:B4,G19", "Keep Blue 4, Green 19"), "Player 1 keeps two cards")
    Action('keep:?', 'Player 1 keeps two cards')
    """
    return Action(action.id.partition(":")[0] + ":?", text)
