"""The oracle: the task's reference trajectory with its reference explanations."""

from __future__ import annotations

from typing import Any

from nexui_gym.dataset.model import ACTION_TYPES, Task


class OraclePolicy:
    """Replays the reference step of whatever state the run is in; must pass every task."""

    name = "oracle"

    def __init__(self) -> None:
        self.task: Task | None = None

    def reset(self, task: Task) -> None:
        self.task = task

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        if self.task is None:
            raise RuntimeError("OraclePolicy.act: call reset(task) first")
        index = info["state_index"]
        step = self.task.steps[index]
        action: dict[str, Any] = {
            "action_type": ACTION_TYPES.index(step.action),
            "text": step.text,
            "explanation": step.explanation,
        }
        if step.target is not None:
            action["target"] = self.task.states[index].candidate_index(step.target)
        return action
