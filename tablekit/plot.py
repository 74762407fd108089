"""Plots of a game's progress, drawn with matplotlib's object API (no pyplot state, safe on the Agg backend).

>>> import tablekit
>>> from tablekit.plot import score_progress
>>> g = tablekit.new_game("amanite", players=3, seed=5, sides=["A", "A", "A"], open=True)
>>> for _ in range(4):
...     seat = g.to_act[0]
...     g.play(seat, g.legal_actions(seat)[0])
>>> fig = score_progress(g)
>>> fig.axes[0].get_title()
'Amanite: score progress'
>>> [line.get_label() for line in fig.axes[0].get_lines()]
['Fox', 'Squirrel', 'Owl']

Where matplotlib is missing (a JupyterLite site, whose Pyodide has no offline copy of it), plots degrade to a
note that says so, with the numbers they would have drawn, instead of failing:

>>> print(Unplotted("Amanite: score progress", {"Fox": [0, 2.0, 5.5], "Owl": [0, 1, 3]}))
Amanite: score progress (not drawn: this Python has no matplotlib; in JupyterLite plots are not available)
scores after 2 steps: Fox 5.5, Owl 3
"""

from __future__ import annotations

import html
from importlib.util import find_spec
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .core.game import Game

MISSING = "not drawn: this Python has no matplotlib; in JupyterLite plots are not available"


class Unplotted:
    """What a plot shows when matplotlib is missing: its title, the reason, and where its lines end."""

    def __init__(self, title: str, series: dict[str, list[float]]) -> None:
        self.title, self.series = title, series

    def __str__(self) -> str:
        steps = max((len(v) for v in self.series.values()), default=1) - 1
        ends = ", ".join(f"{name} {_number(values[-1])}" for name, values in self.series.items() if values)
        return f"{self.title} ({MISSING})\nscores after {steps} steps: {ends}"

    __repr__ = __str__

    def _repr_html_(self) -> str:
        return f"<pre class='tk-unplotted'>{html.escape(str(self))}</pre>"


def _number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def available() -> bool:
    """Whether matplotlib can be imported here (False in the JupyterLite site)."""
    return find_spec("matplotlib") is not None


def pyplot() -> ModuleType | None:
    """``matplotlib.pyplot``, or None after printing why not, for notebook cells that draw their own figures:
    ``plt = tablekit.plot.pyplot()`` then ``if plt: ...``."""
    if not available():
        print(f"(figure {MISSING})")
        return None
    import matplotlib.pyplot as plt

    return plt


def score_progress(game: Game) -> Any:
    """One line per seat: its score after every step of ``game`` (a matplotlib Figure, or :class:`Unplotted`).

    The scores come from :meth:`Game.score_timeline`, so for a hidden-information game still in progress this
    raises :class:`tablekit.HiddenInformation` (unless the game is open).
    """
    timeline = game.score_timeline()
    title = f"{game.info.title}: score progress"
    if not available():
        return Unplotted(title, {game.info.seat_name(seat): scores for seat, scores in enumerate(timeline)})
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6.4, 3.6), layout="constrained")
    ax = fig.add_subplot()
    for seat, scores in enumerate(timeline):
        ax.plot(range(len(scores)), scores, marker="o", markersize=3, label=game.info.seat_name(seat),
                color=game.info.seat_color(seat))
    ax.set_title(title)
    ax.set_xlabel("step")
    ax.set_ylabel("score")
    ax.grid(alpha=0.3)
    ax.legend(loc="best")
    return fig
