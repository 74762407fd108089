"""Minikin City (Cranio Creations, 2025): play city cards to win colour rankings, draft, and fill cards with minikins.

The card list, reward cards, end tiles and bonus tokens are not public: the game reads them from
``components.json``, a designed set that keeps every count and every card the rulebook names.

>>> import tablekit
>>> g = tablekit.new_game("minikin_city", players=4, seed=1)
>>> g.to_act, len(g.view(0)["seats"][0]["hand"])
([0, 1, 2, 3], 6)
"""

from . import scenarios as _scenarios  # noqa: F401  (registers the rulebook examples)
from .state import MinikinCityState

__all__ = ["MinikinCityState"]
