"""Playing a packaged task's reference path through the env: the one loop every interface
test module builds on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from nexui_gym.envs.nexui_env import NeXUIEnv
from tests.helpers import reference_action


@dataclass(frozen=True)
class Playthrough:
    readers: tuple[str, ...]  # the reader view of every state reached, start state first
    transitions: tuple[str, ...]  # the transition of every reference step
    info: dict[str, Any]  # the last step's info (the final scores)

    @property
    def passed(self) -> bool:
        return bool(self.info["scores"].get("passed", False))

    @property
    def ended(self) -> bool:
        """The run ended by its own last step (its final scores are there)."""
        return "passed" in self.info["scores"]


def play_through(task_id: str) -> Playthrough:
    """Step every reference action of ``task_id``, keeping each state's reader view."""
    env = NeXUIEnv(task_id, obs_keys=("reader",))
    observation, info = env.reset(seed=0)
    readers, transitions = [observation["reader"]], []
    for index in range(env.task.reference_length):
        observation, _, terminated, truncated, info = env.step(reference_action(env.task, index))
        transitions.append(info["transition"])
        if terminated or truncated:
            break
        readers.append(observation["reader"])
    return Playthrough(tuple(readers), tuple(transitions), info)
