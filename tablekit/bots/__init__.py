"""Bots: ``RandomBot`` and ``ISMCTS`` for every game, and one heuristic bot per game (``bot_for``).

>>> from tablekit.bots import RandomBot, bot_for
>>> type(bot_for("amanite", seed=1)).__name__
'AmaniteBot'
"""

from __future__ import annotations

from .base import Bot, RandomBot
from .ismcts import ISMCTS
from .rollout import Estimate, RolloutSearch


def bot_for(game: str, seed: int | None = 0) -> Bot:
    """The heuristic bot that comes with ``game``."""
    from ..core.registry import state_class

    info = state_class(game).info
    if info.bot is None:
        raise ValueError(f"{game} has no heuristic bot")
    return info.bot(seed)


__all__ = ["ISMCTS", "Bot", "Estimate", "RandomBot", "RolloutSearch", "bot_for"]
