"""A PettingZoo AEC environment for every registered game (``pip install "tablekit[rl]"``).

>>> from tablekit import rl
>>> env = rl.env("amanite", players=2)
>>> env.reset(seed=1)
>>> obs, reward, terminated, truncated, info = env.last()
>>> obs["observation"].shape, int(obs["action_mask"].sum()) == len(info["legal"])
((1024,), True)

The layout, the same for every game:

- **Agents** are ``player_0`` … ``player_{n-1}``, one per seat.
- **Observation** of an agent: ``{"observation": float32[OBS_SIZE], "action_mask": int8[max_actions]}``. The
  observation hashes the agent's own view (``Game.view(seat)``, so it never holds more than that seat may see)
  into a fixed-size vector: every leaf of the view's JSON, named by its path (``/seats/0/tokens/B``), adds its
  number (``True`` = 1) at index ``crc32(path) % OBS_SIZE``, and a string leaf adds 1 at
  ``crc32(path + "=" + value) % OBS_SIZE``; values are clipped to ±``CLIP``. ``infos[agent]["view"]`` holds the
  view itself and ``infos[agent]["legal"]`` the legal actions' ids.
- **Actions**: ``Discrete(max_actions)``; action ``i`` is the ``i``-th of the acting seat's legal actions in the
  game's own (stable) order, and ``action_mask`` marks the legal indices. Other agents' masks are all zero.
- **Turns**: the agent selected is the first seat in ``Game.to_act``; in a simultaneous phase the seats still to
  choose follow one after another, each seeing only its own view, so no choice is revealed early.
- **Rewards** come at the end: each seat's share of the win (1 for a sole winner, 1/k for a win shared by k, 0
  otherwise). Games always end, so nothing is truncated.
"""

from __future__ import annotations

import zlib
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .core.errors import REFUSE, IllegalAction
from .core.game import Game, new_game
from .core.registry import state_class

OBS_SIZE = 1024
CLIP = 1e4
MAX_ACTIONS = 4096


def _leaves(value: Any, path: str, out: list[tuple[str, Any]]) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            _leaves(item, f"{path}/{key}", out)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _leaves(item, f"{path}/{i}", out)
    elif value is not None:
        out.append((path, value))


def encode(view: dict[str, Any], size: int = OBS_SIZE) -> np.ndarray:
    """A view hashed into ``size`` float32 numbers, as the module's layout describes.

    >>> encode({"a": 2, "b": "x", "c": [True, None]}, size=8).sum()
    np.float32(4.0)
    """
    vector = np.zeros(size, dtype=np.float32)
    leaves: list[tuple[str, Any]] = []
    _leaves(view, "", leaves)
    for path, value in leaves:
        if isinstance(value, str):
            vector[zlib.crc32(f"{path}={value}".encode()) % size] += 1.0
        else:
            vector[zlib.crc32(path.encode()) % size] += float(value)
    return np.clip(vector, -CLIP, CLIP, out=vector)


class TablekitEnv(AECEnv):
    """A tablekit game as a PettingZoo AEC environment (see the module for the layout)."""

    metadata = {"name": "tablekit", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, name: str, players: int | None = None, max_actions: int = MAX_ACTIONS,
                 render_mode: str | None = None, **options: Any) -> None:
        super().__init__()
        info = state_class(name).info
        self.game_name = name
        self.players = info.min_players if players is None else players
        self.game_options = options
        new_game(name, players=self.players, seed=0, **options)  # bad names, counts and options fail here
        self.max_actions = max_actions
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"tablekit_{name}"}
        self.possible_agents = [f"player_{s}" for s in range(self.players)]
        obs = spaces.Dict({
            "observation": spaces.Box(-CLIP, CLIP, (OBS_SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (max_actions,), np.int8),
        })
        self.observation_spaces = {a: obs for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(max_actions) for a in self.possible_agents}
        self.game: Game | None = None
        self._seeds = np.random.default_rng()

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        self.game = new_game(self.game_name, players=self.players, seed=int(self._seeds.integers(2**31)),
                             **self.game_options)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self._select()

    def _legal(self, seat: int) -> list[Any]:
        assert self.game is not None
        if seat not in self.game.to_act:
            return []
        legal = self.game.legal_actions(seat)
        if len(legal) > self.max_actions:
            raise RuntimeError(f"{len(legal)} legal actions exceed max_actions={self.max_actions}: pass a larger one")
        return legal

    def _select(self) -> None:
        assert self.game is not None
        if not self.game.is_over:
            self.agent_selection = self.possible_agents[self.game.to_act[0]]
        self.infos = {a: self._info(a) for a in self.agents}

    def _info(self, agent: str) -> dict[str, Any]:
        assert self.game is not None
        seat = self._seat(agent)
        return {"view": self.game.view(seat), "legal": [a.id for a in self._legal(seat)]}

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.game is not None
        seat = self._seat(agent)
        mask = np.zeros(self.max_actions, dtype=np.int8)
        mask[: len(self._legal(seat))] = 1
        return {"observation": encode(self.game.view(seat)), "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None
        seat = self._seat(agent)
        legal = self._legal(seat)
        if action is None or not 0 <= int(action) < len(legal):
            raise IllegalAction(REFUSE("action_index", action=repr(action), agent=agent, n=len(legal)))
        self._cumulative_rewards[agent] = 0.0
        self.game.play(seat, legal[int(action)])
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if self.game.is_over:
            result = self.game.result()
            share = 1 / len(result.winners) if result.winners else 0.0
            for a in self.agents:
                self.rewards[a] = share if self._seat(a) in result.winners else 0.0
                self.terminations[a] = True
        self._accumulate_rewards()
        self._select()

    def render(self) -> str | None:
        if self.render_mode == "ansi" and self.game is not None:
            return repr(self.game)
        return None

    def close(self) -> None:
        self.game = None


def env(name: str, players: int | None = None, **options: Any) -> TablekitEnv:
    """The PettingZoo AEC environment of game ``name`` (``players`` defaults to the game's smallest count)."""
    return TablekitEnv(name, players=players, **options)
