"""Information-set Monte Carlo tree search: a bot for every game, through the contract alone.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): each iteration deals a world anew with ``Game.deal``
(the state of ``Game.determinize``) from the searching seat's own view, so the search never sees hidden cards, then
walks one tree of action ids shared by all those worlds. Every node counts how often it was *available*, so actions
that exist only in some worlds are judged fairly (UCB1 with availability counts). Chance (dice, draws) comes from
each world's own generator; a simultaneous phase is searched one seat after another, each seat choosing without
seeing the others' pending choices in its own view. Rollouts play uniformly random actions; the reward mixes the seat's
share of the win with its place between the lowest and highest score.

>>> import tablekit
>>> g = tablekit.new_game("amanite", players=2, seed=3, sides=["A", "B"])
>>> bot = ISMCTS(iterations=30, seed=1)
>>> bot.act(g, g.to_act[0]).id in {a.id for a in g.legal_actions(g.to_act[0])}
True
"""

from __future__ import annotations

import math
import random
import time
from itertools import repeat
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.draws import below
from .base import Bot

if TYPE_CHECKING:
    from ..core.game import Game
    from ..core.state import State


class _Node:
    __slots__ = ("seat", "visits", "reward", "available", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # who chose the action leading here
        self.visits = 0
        self.reward = 0.0
        self.available = 1
        self.children: dict[str, _Node] = {}


def _rewards(state: State) -> list[float]:
    """Each seat's reward: half its share of the win, half where its score lies between the lowest and highest.

    At the end the win comes from the result; at a cut-off rollout from the scores ``state.scores()`` gives now.
    """
    if state.is_over():
        result = state.result()
        winners, scores = result.winners, result.scores
    else:
        scores = state.scores()
        top = max(scores)
        winners = [s for s, v in enumerate(scores) if v == top]
    low, high = min(scores), max(scores)
    spread = (high - low) or 1.0
    share = 1 / len(winners) if winners else 0.0
    return [0.5 * (share if s in winners else 0.0) + 0.5 * (v - low) / spread for s, v in enumerate(scores)]


class ISMCTS(Bot):
    """Search ``iterations`` sampled worlds per decision (or for ``seconds``, whichever ends first).

    ``exploration`` is UCB1's constant. Rollouts play random actions to the end, or ``rollout_depth`` actions and
    then judge the position by the scores the state gives now. With an iteration budget and a seed, a decision is
    exactly repeatable.
    """

    name = "ismcts"

    def __init__(self, iterations: int = 200, seconds: float | None = None, seed: int | None = 0,
                 exploration: float = 0.7, rollout_depth: int | None = None) -> None:
        if iterations < 1 and seconds is None:
            raise ValueError("ISMCTS needs a budget: iterations >= 1 or seconds")
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        raise TypeError("ISMCTS searches worlds dealt from its seat's view: call act(game, seat)")

    def act(self, game: Game, seat: int) -> Action:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        root = _Node(seat)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while done < self.iterations and (deadline is None or time.perf_counter() < deadline):
            world = game.deal(seat, seed=self.rng.randrange(2**31))
            self._iterate(root, world, seat)
            done += 1
        found = root.children
        return max(legal, key=lambda a: found[a.id].visits if a.id in found else -1)  # the first of the most visited

    def _iterate(self, root: _Node, state: State, seat: int) -> None:
        node = root
        path: list[_Node] = []
        log, sqrt, c = math.log, math.sqrt, self.exploration
        while not state.is_over():
            actor = seat if node is root else state.to_act()[0]  # the searching seat first, even when simultaneous
            legal = state.legal_actions(actor)
            children = node.children
            untried: list[Action] = []
            for a in legal:  # one pass: the untried actions, and one more availability for every tried one
                child = children.get(a.id)
                if child is None:
                    untried.append(a)
                else:
                    child.available += 1
            if untried:
                action = self.rng.choice(untried)
                child = children[action.id] = _Node(actor)
                state.apply(actor, action)
                path.append(child)
                break
            best = -math.inf
            for a in legal:  # UCB1 with availability counts; the first of the best on a tie, as max() takes it
                n = children[a.id]
                value = n.reward / n.visits + c * sqrt(log(n.available) / n.visits)
                if value > best:
                    best, action, node = value, a, n
            state.apply(actor, action)
            path.append(node)
        self._rollout(state)
        rewards = _rewards(state)
        for n in path:
            n.visits += 1
            n.reward += rewards[n.seat]

    def _rollout(self, state: State) -> None:
        bits, to_act, legal, apply = self.rng.getrandbits, state.to_act, state.legal_actions, state.apply
        for _ in repeat(None) if self.rollout_depth is None else range(self.rollout_depth):
            actors = to_act()
            if not actors:  # the game is over: nobody acts any more
                return
            # rng.choice's draws written out (core.draws.below, inlined): its numbers with two calls fewer a step;
            # one actor costs bits until a 0, as choice takes them
            if len(actors) == 1:
                actor = actors[0]
                while bits(1):
                    pass
            else:
                actor = actors[below(bits, len(actors))]
            moves = legal(actor)
            n = len(moves)
            if not n:  # a game that lists nothing for a seat to act: say so, as choice() did, never draw forever
                raise IndexError(f"seat {actor} must act but has no legal action")
            k = n.bit_length()
            r = bits(k)
            while r >= n:
                r = bits(k)
            apply(actor, moves[r])
