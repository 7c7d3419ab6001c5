"""The oracle: a captured path of the task, with its explanations."""

from __future__ import annotations

from typing import Any

from nexui_gym.dataset.model import ACTION_TYPES, TERMINAL_ACTIONS, Task


class OraclePolicy:
    """Follows a captured path (``path``: the reference by default, or an alternative's
    name) with the explanations written for it; must pass every task on every path.

    Off its path (only possible after another policy's actions) it takes the state's own
    step, which stays on the graph.
    """

    name = "oracle"
    #: The one door to the answer key: the harness hands this policy the whole task.
    reads_reference = True

    def __init__(self, path: str = "reference") -> None:
        self.path = path
        self.task: Task | None = None
        self.states: tuple[int, ...] = ()

    def reset(self, task: Task) -> None:
        names = [captured.name for captured in task.paths]
        if task.paths and self.path not in names:
            raise ValueError(f"path {self.path!r}: {task.id} has the paths {', '.join(names)}")
        self.task = task
        self.states = next((p.states for p in task.paths if p.name == self.path), ())

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        if self.task is None:
            raise RuntimeError("OraclePolicy.act: call reset(task) first")
        task, index = self.task, info["state_index"]
        step = task.steps[index]
        if index in self.states[:-1] and step.action not in TERMINAL_ACTIONS:
            following = self.states[self.states.index(index) + 1]
            step = task.step_for(index, following)
            transition = next(t for t in task.states[index].transitions if t.to == following)
            option = next(
                (
                    a
                    for a in transition.actions
                    if a.kind == step.action and a.target == step.target
                ),
                transition.actions[0],
            )
            return self._action(index, option.kind, option.target, (*option.values, "")[0], step)
        return self._action(index, step.action, step.target, step.text, step)

    def _action(self, index: int, kind: str, target: int | None, text: str, step) -> dict:
        action: dict[str, Any] = {
            "action_type": ACTION_TYPES.index(kind),
            "text": text,
            "explanation": step.explanation,
        }
        if target is not None:
            action["target"] = self.task.states[index].candidate_index(target)
        return action
