"""The mechanics lab: measure what a game's design does (length, choices per turn, seat advantage, luck against
skill, lead changes, when the winner is settled) for any game and any rule variant.

``tablekit.analyze(name, ...)`` plays the games (through :func:`tablekit.arena`) and returns an
:class:`~tablekit.lab.analysis.Analysis`; ``tablekit.lab.compare(a, b)`` sets two side by side.
"""

from ..columns import table
from .analysis import Analysis, Comparison, analyze, compare
from .words import say

__all__ = ["Analysis", "Comparison", "analyze", "compare", "say", "table"]
