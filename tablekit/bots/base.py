"""What a bot is: something that picks one of a seat's legal actions from that seat's view alone."""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

from ..core.actions import Action

if TYPE_CHECKING:
    from ..core.game import Game


class Bot(ABC):
    """A bot sees only its seat's view and legal actions, never the game object itself."""

    name = "bot"

    @abstractmethod
    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """Pick one of ``legal`` given ``view`` (the bot's own seat's view)."""

    def act(self, game: Game, seat: int) -> Action:
        """Choose for ``seat`` from its view and legal actions (does not play)."""
        return self.choose(game.view(seat), game.legal_actions(seat))

    def reseeded(self, seed: int) -> Bot:
        """A fresh copy of this bot whose generator (``rng``) starts from ``seed``: tournaments give each game its
        own, so results do not depend on which games a process played before."""
        other = copy.deepcopy(self)
        if hasattr(other, "rng"):
            other.rng = random.Random(seed)
        return other


class RandomBot(Bot):
    """Picks uniformly among the legal actions, from its own seeded generator.

    >>> import tablekit
    >>> g = tablekit.new_game("amanite", players=2, seed=3)
    >>> bot = RandomBot(seed=0)
    >>> bot.act(g, 0).id in {a.id for a in g.legal_actions(0)}
    True
    """

    name = "random"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return self.rng.choice(legal)

    def act(self, game: Game, seat: int) -> Action:
        return self.rng.choice(game.legal_actions(seat))  # the view is not needed: skip building it
