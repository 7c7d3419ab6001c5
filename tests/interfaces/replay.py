"""Replaying packaged tasks through the environment, and reading their states as a screen reader."""

from __future__ import annotations

import gymnasium as gym

from nexui_gym.dataset.loader import load_task
from nexui_gym.envs.cache import StateCache
from tests.helpers import reference_action


def play_reference(task_id: str) -> dict:
    """Step the task's reference actions through ``gym.make``; return the last step's info."""
    env = gym.make(f"NeXUI/{task_id}")
    try:
        env.reset(seed=0)
        task = env.unwrapped.task
        for index in range(task.reference_length):
            _, _, terminated, truncated, info = env.step(reference_action(task, index))
            assert info["transition"] != "no_effect", f"{task_id}: step {index} had no effect"
        assert terminated and not truncated
        return info
    finally:
        env.close()


def reader_views(task_id: str) -> list[str]:
    """The reader (browse-mode) text of every state of a packaged task, in order."""
    task = load_task(task_id)
    cache = StateCache()
    return [cache.views(task, index).reader for index in range(len(task.states))]
