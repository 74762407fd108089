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
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from matplotlib.figure import Figure

if TYPE_CHECKING:
    from .core.game import Game


def score_progress(game: Game) -> Figure:
    """One line per seat: its score after every step of ``game``.

    The scores come from :meth:`Game.score_timeline`, so for a hidden-information game still in progress this
    raises :class:`tablekit.HiddenInformation` (unless the game is open).
    """
    timeline = game.score_timeline()
    fig = Figure(figsize=(6.4, 3.6), layout="constrained")
    ax = fig.add_subplot()
    for seat, scores in enumerate(timeline):
        ax.plot(range(len(scores)), scores, marker="o", markersize=3, label=game.info.seat_name(seat),
                color=game.info.seat_color(seat))
    ax.set_title(f"{game.info.title}: score progress")
    ax.set_xlabel("step")
    ax.set_ylabel("score")
    ax.grid(alpha=0.3)
    ax.legend(loc="best")
    return fig
