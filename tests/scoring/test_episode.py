"""The episode's explanation score counts the reference path."""

from __future__ import annotations

import pytest

from nexui_gym.scoring.episode import episode_explanation
from nexui_gym.scoring.records import AgentAction, StepRecord


def record(step, state, kind, transition, score, target=None):
    action = AgentAction(kind, target=target)
    next_state = state + 1 if transition == "advanced" else state
    return StepRecord(step, state, action, transition, next_state, score)


def test_following_the_reference_scores_the_mean_of_its_explanations(paperless_task):
    last = paperless_task.reference_length - 1
    history = [record(i, i, "click", "advanced", 0.8) for i in range(last)]
    history.append(record(last, last, paperless_task.steps[-1].action, "terminal", 1.0))
    expected = (0.8 * last + 1.0) / paperless_task.reference_length
    assert episode_explanation(paperless_task, history) == pytest.approx(expected)


def test_quitting_at_step_one_scores_nothing(paperless_task):
    history = [record(0, 0, "finish", "terminal", 1.0)]
    assert episode_explanation(paperless_task, history) == 0.0


def test_steps_off_the_path_add_to_the_denominator(paperless_task):
    on_path = [record(0, 0, "click", "advanced", 1.0)]
    wandering = on_path + [record(i, 1, "click", "no_effect", 1.0) for i in range(1, 10)]
    assert episode_explanation(paperless_task, wandering) == pytest.approx(0.1)
