"""Still pictures of a game, for readers without widgets: exported notebooks, GitHub previews, handouts.

A snapshot is one SVG image of what one seat may see (``seat=None``: a spectator): the game's title, whose turn it
is, each seat in its colour with its score while scores are public, the board, and the last lines of the log. It
is drawn from ``game.view(seat)``, the game's static data and the public log only, so it can show nothing that the
seat could not see at the table. Every :class:`tablekit.Table` also offers one as its ``text/html`` fallback.

The board comes from the game: a module ``tablekit/games/<game>/snapshot.py`` with a function
``board(view, frame) -> Drawing`` (see :class:`Frame` and :class:`tablekit.snapshots.svg.Drawing`). A game without
one gets the picture without a board.

>>> import tablekit
>>> g = tablekit.new_game("amanite", players=3, seed=1, sides=["A", "A", "B"])
>>> picture = tablekit.snapshot(g, seat=0)
>>> picture.startswith("<svg") and "Amanite" in picture and "Fox" in picture
True
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core import text
from .page import Frame, page

if TYPE_CHECKING:
    from ..core.game import Game
    from .svg import Drawing

LOG_LINES = 5
__all__ = ["Frame", "Snapshot", "board_hook", "public_scores", "snapshot"]


class Snapshot(str):
    """An SVG picture (the string itself) that notebooks show inline; ``save(path)`` writes it to a file."""

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return f'<div class="tablekit-snapshot" style="max-width:100%;overflow-x:auto">{self}</div>'

    def save(self, path: str | Path) -> None:
        """Write the picture as an ``.svg`` file (or, for a name ending in ``.html``, a page holding it)."""
        path = Path(path)
        content = self._repr_html_() if path.suffix.lower() in (".html", ".htm") else str(self)
        path.write_text(content, encoding="utf-8")


def board_hook(game_name: str) -> Callable[[dict[str, Any], Frame], Drawing] | None:
    """The game's ``board`` drawing function, from ``tablekit/games/<game>/snapshot.py``, or None."""
    module_name = f"tablekit.games.{game_name}.snapshot"
    if importlib.util.find_spec(module_name) is None:
        return None
    return importlib.import_module(module_name).board


def public_scores(game: Game) -> list[float] | None:
    """Every seat's score when the table would show it: always in an open game or one without secrets, otherwise
    once the game is over (scores of a game with secrets depend on them)."""
    if game.info.hidden_information and not (game.open or game.is_over):
        return None
    return list(game.state.scores())


def snapshot(
    game: Game, seat: int | None = None, names: Sequence[str] | None = None, lang: str | None = None
) -> Snapshot:
    """A picture of ``game`` as ``seat`` sees it now (``None``: a spectator), in ``lang`` (default: the language
    set by :func:`tablekit.set_language`); ``names`` overrides the seat names.

    >>> import tablekit
    >>> g = tablekit.new_game("carcassonne_hg", players=2, seed=3)
    >>> "Red" in tablekit.snapshot(g)
    True
    """
    lang = text.check_language(text.default_language() if lang is None else lang)
    view = game.view(seat)
    info = game.info
    if names is None:
        names = [text.seat_name(info, s, lang) for s in range(game.players)]
    frame = Frame(
        static=game.static_data(),
        names=list(names),
        colors=[info.seat_color(s) for s in range(game.players)],
        viewer=seat,
        lang=lang,
    )
    hook = board_hook(info.name)
    result = game.result() if game.is_over else None
    events = [event for entry in game.history[-LOG_LINES:] for event in entry.events_in(lang)]
    return Snapshot(page(
        title=info.title,
        view=view,
        frame=frame,
        board=hook(view, frame) if hook is not None else None,
        scores=public_scores(game),
        winners=result.winners if result else None,
        log=events[-LOG_LINES:],
        places=result.places if result else None,
    ))
