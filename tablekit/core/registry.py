"""The registry of games: each game's package registers its ``State`` class on import."""

from __future__ import annotations

import importlib

from .state import State

_GAMES: dict[str, type[State]] = {}
_PACKAGES = ("amanite", "carcassonne_hg")


def register(cls: type[State]) -> type[State]:
    """Class decorator: make a ``State`` subclass available by ``cls.info.name``."""
    _GAMES[cls.info.name] = cls
    return cls


def _load_all() -> None:
    for package in _PACKAGES:
        importlib.import_module(f"tablekit.games.{package}")


def games() -> list[str]:
    """Names of the registered games.

    >>> "amanite" in games()
    True
    """
    _load_all()
    return sorted(_GAMES)


def state_class(name: str) -> type[State]:
    """The ``State`` class of a game; an unknown name raises ``ValueError`` listing the valid ones."""
    _load_all()
    try:
        return _GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; registered games: {', '.join(sorted(_GAMES))}") from None
