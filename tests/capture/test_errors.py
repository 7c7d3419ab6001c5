"""Capture errors name the task, the step and the selector."""

from __future__ import annotations

from nexui_gym.capture.errors import CaptureError


def test_message_names_task_step_action_and_selector():
    error = CaptureError("the selector matches no element", "task-003", 2, "click", "#go")
    assert str(error) == "task-003 step 2 (click '#go'): the selector matches no element"


def test_message_without_step():
    assert str(CaptureError("success[1] does not hold", "task-003")) == (
        "task-003: success[1] does not hold"
    )


def test_for_task_adds_the_task_once():
    error = CaptureError("the page did not settle", step=1, action="press", selector="#q")
    named = error.for_task("task-007")
    assert str(named) == "task-007 step 1 (press '#q'): the page did not settle"
    assert named.for_task("task-999") is named
