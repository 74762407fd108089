"""tablekit: rules engines for modern board games, with tables that play inline in JupyterLab.

>>> import tablekit
>>> "amanite" in tablekit.games()
True
"""

from __future__ import annotations

from typing import Any

from . import bots
from . import games as _games_package  # noqa: F401  (loaded first: the name `games` below is the function)
from .core.actions import Action
from .core.errors import HiddenInformation, IllegalAction, RecordError
from .core.game import Game, HistoryEntry, new_game
from .core.record import load
from .core.registry import games
from .core.state import Result
from .core.text import listed, set_language
from .lessons import Lesson
from .lessons import shipped as lesson
from .results import result_text
from .snapshots import snapshot

__all__ = [
    "Action", "Game", "HiddenInformation", "HistoryEntry", "IllegalAction", "Lesson", "RecordError", "Result", "Table",
    "analyze", "arena", "bots", "games", "lab", "lesson", "listed", "load", "new_game", "plot", "result_text", "serve",
    "set_language", "snapshot",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    # The widget, the plots and the PettingZoo environments need anywidget, matplotlib and pettingzoo; engines and
    # bots do not: imported when asked for.
    if name == "Table":
        from .widget.table import Table

        return Table
    if name == "arena":
        from .tournament import arena

        return arena
    if name == "serve":  # tornado and segno load only when a server starts
        from .classroom import serve

        return serve
    if name == "analyze":
        from .lab import analyze

        return analyze
    if name in ("plot", "rl", "lab"):
        import importlib

        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'tablekit' has no attribute {name!r}")
