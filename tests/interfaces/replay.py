"""Replaying packaged tasks through the environment, and reading their states as a screen reader."""

from __future__ import annotations

from tests.interfaces.playthrough import play_through


def play_reference(task_id: str) -> dict:
    """Step the task's reference actions; each must advance and the last must end the run.
    Returns the last step's info."""
    played = play_through(task_id)
    assert "no_effect" not in played.transitions, f"{task_id}: a step had no effect"
    assert played.ended, f"{task_id}: the reference did not end the run"
    return played.info


def reader_views(task_id: str) -> list[str]:
    """The reader (browse-mode) text of every state of a packaged task, in order."""
    return list(play_through(task_id).readers)
