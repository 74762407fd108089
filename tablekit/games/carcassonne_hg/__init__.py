"""Carcassonne: Hunters & Gatherers (2nd edition, Hans im Glück 2020): a prehistoric landscape of forests, rivers
and meadows; tribe figures score completed forests and rivers at once, huts and meadow hunters at the end.

>>> import tablekit
>>> g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
>>> g.view(0)["stacks"]
{'land': 77, 'bonus': 16}
"""

from . import messages as _messages  # noqa: F401  (registers the message catalogue)
from . import scenarios as _scenarios  # noqa: F401  (registers the prepared positions)
from .state import CarcassonneHGState

__all__ = ["CarcassonneHGState"]
