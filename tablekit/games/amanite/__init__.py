"""Amanite (Spiral Éditions, 2025): collect mushrooms whose worth is secret, deduce it from clue cards.

>>> import tablekit
>>> g = tablekit.new_game("amanite", players=3, seed=1, sides=["A", "A", "B"])
>>> g.view(0)["clues"]["start"]["colours"]
['blue', 'yellow', 'red']
"""

from typing import Any

from . import messages as _messages  # noqa: F401  (registers the message catalogue)
from . import scenarios as _scenarios  # noqa: F401  (registers the rulebook examples)
from .knowledge import knowledge_from_view
from .state import AmaniteState

__all__ = ["AmaniteState", "knowledge", "knowledge_from_view"]


def knowledge(game: Any, seat: int) -> dict[str, dict[str, float]]:
    """For each colour, the attributes ``seat`` still thinks possible and their exact probabilities.

    Computed from ``game.view(seat)`` alone, so it knows exactly what that seat has seen.

    >>> import tablekit
    >>> g = tablekit.new_game("amanite", scenario="lana", seed=5)
    >>> sorted(knowledge(g, 0)["red"])
    ['minus1', 'plus3', 'poison']
    """
    return knowledge_from_view(game.view(seat))
