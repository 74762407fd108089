"""Luxor (Queen Games 2018): a race along a square spiral to the burial chamber, with a hand whose order is fixed.

>>> import tablekit
>>> g = tablekit.new_game("luxor", scenario="hand", seed=1)
>>> [a.label for a in g.legal_actions(0)]
['Play the left card (5): the stairs → space 5 (5)', 'Play the right card (4): the stairs → space 4 (4)']
"""

from . import scenarios as _scenarios  # noqa: F401  (registers the rulebook situations)
from .state import LuxorState

__all__ = ["LuxorState"]
