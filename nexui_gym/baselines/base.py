"""The policy protocol every baseline follows, usable in a plain Gymnasium loop::

policy.reset(env.unwrapped.task)
observation, info = env.reset(seed=0)
while True:
    action = policy.act(observation, info)
    observation, reward, terminated, truncated, info = env.step(action)
    if terminated or truncated:
        break
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from nexui_gym.dataset.model import Task


@runtime_checkable
class Policy(Protocol):
    """Chooses actions for one task at a time."""

    name: str

    def reset(self, task: Task) -> None:
        """Called before each run with the task about to run."""

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        """The next action (a dict in the env's action format)."""
