"""The episode's explanation score: explanations of the reference path, counted against it.

With ``L`` the length of the shortest captured path (the reference's, unless an
alternative is shorter), ``n`` the steps taken and ``s_t`` the explanation score of
step ``t``::

    on_path(t) = step t moved along the task graph, or it is the task's ending (ask_user or
                 finish, as the task has it) taken in a goal state
    episode    = sum(s_t for t where on_path(t)) / max(L, n)

Reference steps the run never took contribute 0 (quitting early cannot score high), and
steps off the path add to the denominator (wandering cannot either); a run that follows the
reference scores the mean of its explanations.
"""

from __future__ import annotations

from collections.abc import Sequence

from nexui_gym.dataset.model import Task
from nexui_gym.scoring.records import StepRecord


def on_path(task: Task, record: StepRecord) -> bool:
    """Whether the step took the reference path: it advanced, or it is the reference's ending."""
    if record.transition == "advanced":
        return True
    action = record.action
    return (
        record.transition == "terminal"
        and action is not None
        and record.state in task.goal_states
        and action.kind == task.steps[record.state].action
    )


def episode_explanation(task: Task, history: Sequence[StepRecord]) -> float:
    """The episode's explanation score in [0, 1] (formula in the module docstring)."""
    total = sum(record.explanation_score for record in history if on_path(task, record))
    return total / max(task.shortest_length, len(history))
