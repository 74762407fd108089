"""Luxor (Queen Games 2018): a race along a square spiral to the burial chamber, with a hand whose order is fixed.

>>> import tablekit
>>> g = tablekit.new_game("luxor", players=3, seed=1)
>>> [a.id.split(":")[1] for a in g.legal_actions(0)][:1]
['0']
"""

from . import scenarios as _scenarios  # noqa: F401  (registers the rulebook situations)
from .state import LuxorState

__all__ = ["LuxorState"]
