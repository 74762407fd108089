"""Mangrovia (Zoch 2014): place bowls on a boat's route, pay exact sums to build huts, win the god paths.

>>> import tablekit
>>> g = tablekit.new_game("mangrovia", players=3, seed=1, first_player=0)
>>> g.view(0)["hand"]["start"], g.view(1)["hand"]["start"]
([3, 4], [3, 5])
"""

from . import scenarios as _scenarios  # noqa: F401  (registers the rulebook situations)
from .state import MangroviaState

__all__ = ["MangroviaState"]
