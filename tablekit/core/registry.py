"""The registry of games: each game's package registers its ``State`` class on import."""

from __future__ import annotations

import importlib
import pkgutil

from .state import State

_GAMES: dict[str, type[State]] = {}
_SCANNED: list[bool] = []  # the game folders are listed once per process: new_game stays cheap in simulations


def register(cls: type[State]) -> type[State]:
    """Class decorator: make a ``State`` subclass available by ``cls.info.name``."""
    _GAMES[cls.info.name] = cls
    return cls


def _load_all() -> None:
    """Import every game package under ``tablekit.games`` (each registers its state on import), once."""
    if _SCANNED:
        return
    games_package = importlib.import_module("tablekit.games")
    for found in pkgutil.iter_modules(games_package.__path__):
        if found.ispkg:
            importlib.import_module(f"tablekit.games.{found.name}")
    _SCANNED.append(True)


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
