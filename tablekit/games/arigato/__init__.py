"""Arigato (Ludonaute, 2025): twelve days of secret dawn assignments, passing artisans to the left.

>>> import tablekit
>>> g = tablekit.new_game("arigato", players=3, seed=1)
>>> g.to_act, len(g.view(0)["seats"][0]["hand"])
([0, 1, 2], 5)
"""

from . import scenarios as _scenarios  # noqa: F401  (registers the rulebook situations)
from .state import ArigatoState

__all__ = ["ArigatoState"]
