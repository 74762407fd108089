"""A search bot worth asking: each legal move is judged by games played on from it by the heuristic bots.

``RolloutSearch`` is determinized flat Monte Carlo with heuristic rollouts (a one-step policy improvement of the
game's own heuristic bot, after Bertsekas's rollout algorithm and Ginsberg's sampled worlds): every sample deals
a world anew with ``Game.determinize`` from the searching seat's view (so it never sees hidden cards), and every
candidate move is played in that *same* world and then played on by each game's heuristic bot at every seat, to
the end or for ``depth`` decisions (judged then by ``State.scores()``). Judging all candidates in the same worlds
makes their differences much less noisy than their values. Samples go to the candidates by successive halving,
and the heuristic bot's own choice wins unless another move did better over the same worlds, so the search plays
at least as well as the heuristic whenever it knows too little.

:meth:`RolloutSearch.estimates` gives each legal move's estimated win chance and mean final score (the coach's
numbers); :meth:`RolloutSearch.act` plays the best.

>>> import tablekit
>>> g = tablekit.new_game("luxor", players=2, seed=3)
>>> bot = RolloutSearch("luxor", samples=6, seed=1)
>>> bot.act(g, g.to_act[0]) in g.legal_actions(g.to_act[0])
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from .base import Bot

if TYPE_CHECKING:
    from ..core.game import Game

Clock = Callable[[], float]
# The CPU time of the thread searching (a coach's thread shares the kernel with cells); Pyodide has no threads and
# no time.thread_time, so there it is the process's.
CPU_CLOCK: Clock = getattr(time, "thread_time", time.process_time)


@dataclass
class Estimate:
    """What the samples say about one move: its win share, the seat's mean score and its reward (win share plus a
    little of the lead), over ``samples`` worlds."""

    action: str
    samples: int = 0
    wins: float = 0.0
    score: float = 0.0
    reward: float = 0.0

    @property
    def win(self) -> float:
        return self.wins / self.samples if self.samples else 0.0

    @property
    def mean_score(self) -> float:
        return self.score / self.samples if self.samples else 0.0

    @property
    def value(self) -> float:
        return self.reward / self.samples if self.samples else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"win": round(self.win, 3), "score": round(self.mean_score, 2), "samples": self.samples}


def _outcome(game: Game, seat: int) -> tuple[float, float, float]:
    """The seat's win share, score and reward where a rollout stopped (the result, or the scores so far)."""
    state = game.state
    if state.is_over():
        result = state.result()
        winners, scores = list(result.winners), list(result.scores)
    else:
        scores = list(state.scores())
        top = max(scores)
        winners = [s for s, v in enumerate(scores) if v == top]
    share = 1 / len(winners) if seat in winners else 0.0
    others = max((v for s, v in enumerate(scores) if s != seat), default=0.0)
    spread = max(abs(v) for v in scores) or 1.0
    return share, scores[seat], share + 0.25 * (scores[seat] - others) / spread


class RolloutSearch(Bot):
    """Flat Monte Carlo search over a seat's legal moves, with the game's heuristic bot playing every rollout.

    The budget is ``samples`` worlds for the best move (successive halving spends about ``2 * samples * log2(n)``
    rollouts over n moves) or ``seconds`` of this thread's CPU time, whichever ends first. ``depth`` cuts a rollout
    after that many decisions (None: to the end). ``width`` keeps only that many moves in the first round: the
    heuristic's choice and a random sample of the others (None: all of them). With a sample budget and a seed a
    decision is exactly repeatable.
    """

    name = "search"

    def __init__(self, game: str, samples: int = 16, seconds: float | None = None, depth: int | None = None,
                 width: int | None = 12, loyalty: float = 0.05, seed: int | None = 0,
                 clock: Clock = CPU_CLOCK) -> None:
        from . import bot_for

        if samples < 1 and seconds is None:
            raise ValueError("RolloutSearch needs a budget: samples >= 1 or seconds")
        self.game = game
        self.samples = samples
        self.seconds = seconds
        self.depth = depth
        self.width = width
        self.loyalty = loyalty
        self.clock = clock
        self.rng = random.Random(seed)
        self._policy = bot_for(game, seed=0)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        raise TypeError("RolloutSearch plays on worlds dealt from its seat's view: call act(game, seat)")

    def act(self, game: Game, seat: int) -> Action:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        found = self.estimates(game, seat)
        by_id = {a.id: a for a in legal}
        best = max(found.values(), key=lambda e: (e.samples, e.value))  # the last one standing
        return by_id[best.action]

    def estimates(self, game: Game, seat: int, stop: Callable[[], bool] | None = None) -> dict[str, Estimate]:
        """Each legal move's estimate for ``seat`` (only ``seat``'s view is used: worlds come from
        ``game.determinize``). The best move holds the most samples. ``stop`` ends the search early when true."""
        legal = [a.id for a in game.legal_actions(seat)]
        found = {a: Estimate(a) for a in legal}
        if len(legal) == 1:
            return found
        favourite = self._policy.act(game, seat).id
        others = [a for a in legal if a != favourite]
        if self.width is not None and len(others) >= self.width:
            others = self.rng.sample(others, self.width - 1)
        alive = [favourite, *others]
        deadline = None if self.seconds is None else self.clock() + self.seconds
        rounds = max(1, (len(alive) - 1).bit_length())
        per_round = max(1, -(-self.samples // rounds))
        while len(alive) > 1:
            for _ in range(per_round):
                if (deadline is not None and self.clock() > deadline) or (stop is not None and stop()):
                    return found
                world_seed = self.rng.randrange(2**31)
                for action in alive:
                    self._sample(game, seat, action, world_seed, found[action])
            alive.sort(key=lambda a: found[a].value + (self.loyalty if a == favourite else 0.0), reverse=True)
            del alive[max(1, len(alive) // 2):]
        return found

    def survey(self, game: Game, seat: int) -> Iterator[dict[str, Estimate]]:
        """Every legal move of ``seat`` judged over the same worlds, one rollout at a time, for ever: yields the
        estimates (the same dict, updated) after each rollout. The coach reads it for as long as it likes."""
        found = {a.id: Estimate(a.id) for a in game.legal_actions(seat)}
        while True:
            world_seed = self.rng.randrange(2**31)
            for action, into in found.items():
                self._sample(game, seat, action, world_seed, into)
                yield found

    def _sample(self, game: Game, seat: int, action: str, world_seed: int, into: Estimate) -> None:
        world = game.determinize(seat, seed=world_seed, quiet=True)  # a look-ahead: its steps make no events
        world.play(seat, action)
        policy = self._policy
        policy.rng = random.Random(world_seed)  # the same play on in every candidate's copy of the world
        steps = self.depth
        while not world.is_over and (steps is None or steps > 0):
            actor = world.to_act[0]
            world.play(actor, policy.act(world, actor))
            if steps is not None:
                steps -= 1
        share, score, reward = _outcome(world, seat)
        into.samples += 1
        into.wins += share
        into.score += score
        into.reward += reward
