"""Playing a packaged task's reference path through the environment."""

from __future__ import annotations

import gymnasium as gym

import nexui_gym  # noqa: F401  (registers the environments)
from nexui_gym.baselines import OraclePolicy
from nexui_gym.evaluation.runner import run_episode
from tests.helpers import reference_action


def readers_along_reference(task_id: str, states: int) -> list[str]:
    """The reader view of the first ``states`` states, reached by the reference actions."""
    env = gym.make(f"NeXUI/{task_id}")
    observation, _ = env.reset(seed=0)
    task = env.unwrapped.task
    readers = [observation["reader"]]
    for index in range(states - 1):
        observation, *_ = env.step(reference_action(task, index))
        readers.append(observation["reader"])
    env.close()
    return readers


def reference_passes(task_id: str) -> bool:
    """Playing the reference path (the careful user's actions) meets every success condition."""
    return bool(run_episode(task_id, OraclePolicy(), 0, False)["passed"])
