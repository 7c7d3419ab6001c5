"""Small helpers for tests: reference actions of a task, as the env's action dicts."""

from __future__ import annotations

from nexui_gym.dataset.model import ACTION_TYPES, Task


def reference_action(task: Task, state_index: int, explanation: str | None = None) -> dict:
    """The reference step of ``state_index`` as an action dict (target as a position)."""
    step = task.steps[state_index]
    action = {
        "action_type": ACTION_TYPES.index(step.action),
        "text": step.text,
        "explanation": step.explanation if explanation is None else explanation,
    }
    if step.target is not None:
        action["target"] = task.states[state_index].candidate_index(step.target)
    return action


def candidate_position(task: Task, state_index: int, candidate_id: int) -> int:
    position = task.states[state_index].candidate_index(candidate_id)
    assert position is not None, f"candidate {candidate_id} is not in state {state_index}"
    return position


def eval_argv(policy: str, bundles_root, out, *extra: str) -> list[str]:
    """``nexui eval`` arguments for ``policy`` on every fixture task, quiet."""
    return [
        "eval",
        "--policy",
        policy,
        "--split",
        "all",
        "--bundles",
        str(bundles_root),
        "--out",
        str(out),
        "--quiet",
        *extra,
    ]
