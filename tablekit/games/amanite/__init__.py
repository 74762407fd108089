"""Amanite (Spiral Éditions, 2025): collect mushrooms whose worth is secret, deduce it from clue cards.

>>> import tablekit
>>> g = tablekit.new_game("amanite", players=3, seed=1, sides=["A", "A", "B"])
>>> g.view(0)["clues"]["start"]["colours"]
['blue', 'yellow', 'red']
"""

from . import scenarios as _scenarios  # noqa: F401  (registers the rulebook examples)
from .knowledge import knowledge_from_view
from .state import AmaniteState

__all__ = ["AmaniteState", "knowledge_from_view"]
