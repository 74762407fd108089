"""Every game as a PettingZoo AEC environment passes PettingZoo's own API and seed tests."""

from __future__ import annotations

import warnings

import pytest

import tablekit

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test  # noqa: E402

from tablekit import rl  # noqa: E402


@pytest.mark.parametrize("name", tablekit.games())
def test_the_environment_passes_pettingzoos_api_and_seed_tests(name: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # advice about Dict observation spaces, which masked games use
        api_test(rl.env(name), num_cycles=200)
        seed_test(lambda: rl.env(name), num_cycles=100)


@pytest.mark.parametrize("name", tablekit.games())
def test_a_random_masked_policy_plays_to_the_end_with_rewards_from_the_result(name: str) -> None:
    env = rl.env(name)
    env.reset(seed=3)
    game = env.game
    for i, agent in enumerate(env.possible_agents):
        env.action_space(agent).seed(i)
    total = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter(100_000):
        obs, reward, terminated, truncated, info = env.last()
        total[agent] += reward
        assert obs["action_mask"].sum() == len(info["legal"])
        env.step(None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"]))
    winners = game.result().winners
    assert total == {f"player_{s}": (1 / len(winners) if s in winners else 0.0) for s in range(game.players)}


def test_the_observation_holds_only_the_agents_own_view() -> None:
    env = rl.env("amanite", players=2, sides=["A", "B"])
    env.reset(seed=1)
    game = env.game
    assert env.infos["player_0"]["view"] == game.view(0)
    assert (env.observe("player_0")["observation"] == rl.encode(game.view(0))).all()
    assert "secret" not in env.infos["player_1"]["view"]


def test_an_illegal_index_is_refused() -> None:
    env = rl.env("amanite", players=2)
    env.reset(seed=1)
    with pytest.raises(tablekit.IllegalAction, match="legal actions"):
        env.step(4000)
