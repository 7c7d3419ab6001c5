"""Envs pickle and deep-copy; a copy continues from the same state, sharing the state cache."""

from __future__ import annotations

import copy
import pickle

import gymnasium as gym
import numpy as np
import pytest

import nexui_gym  # noqa: F401  (registers the envs)
from nexui_gym.baselines import OraclePolicy
from nexui_gym.envs.cache import SHARED_CACHE
from nexui_gym.wrappers import LLMTextWrapper, make_rl_env

COPIERS = {"deepcopy": copy.deepcopy, "pickle": lambda env: pickle.loads(pickle.dumps(env))}


def same_observation(a: dict, b: dict) -> bool:
    return a.keys() == b.keys() and all(np.array_equal(a[k], b[k]) for k in a)


@pytest.mark.parametrize("copier", sorted(COPIERS))
def test_a_copy_mid_episode_has_the_same_future(copier):
    env = gym.make("NeXUI/task-003")
    task = env.unwrapped.task
    oracle = OraclePolicy()
    oracle.reset(task)
    observation, info = env.reset(seed=0)
    for _ in range(2):
        observation, _, _, _, info = env.step(oracle.act(observation, info))
    twin = COPIERS[copier](env)
    action = {"action_type": "click", "target": 0, "explanation": "I'm trying the first link."}
    while True:
        obs_a, rew_a, term_a, trunc_a, info_a = env.step(action)
        obs_b, rew_b, term_b, trunc_b, info_b = twin.step(action)
        assert same_observation(obs_a, obs_b)
        assert (rew_a, term_a, trunc_a) == (rew_b, term_b, trunc_b)
        assert info_a == info_b
        if term_a or trunc_a:
            break
        action = oracle.act(obs_a, info_a)
    assert info_a["scores"]["passed"]


def test_a_copy_shares_the_process_cache_instead_of_copying_it():
    env = gym.make("NeXUI/task-003")
    env.reset(seed=0)
    assert copy.deepcopy(env).unwrapped.cache is SHARED_CACHE


@pytest.mark.parametrize(
    "make",
    [
        lambda: gym.make("NeXUI/dev-v0"),
        lambda: make_rl_env("NeXUI/task-003"),
        lambda: LLMTextWrapper(gym.make("NeXUI/task-003")),
    ],
    ids=["split", "rl", "llm"],
)
@pytest.mark.parametrize("copier", sorted(COPIERS))
def test_wrapped_and_split_envs_copy_and_step_alike(make, copier):
    env = make()
    env.reset(seed=0)
    twin = COPIERS[copier](env)
    action = env.action_space.sample() if not isinstance(env, LLMTextWrapper) else "{}"
    a, b = env.step(action), twin.step(action)
    assert a[1:4] == b[1:4]
