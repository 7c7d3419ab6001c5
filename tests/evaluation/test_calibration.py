"""Calibration of the explanation scorer over every shipped task (issue: scoring and reward).

Each assertion is one of the figures `nexui calibrate` prints.
"""

from __future__ import annotations

import pytest

from nexui_gym.dataset.index import load_index
from nexui_gym.dataset.loader import load_task
from nexui_gym.evaluation.calibration import calibrate


@pytest.fixture(scope="module")
def calibration():
    tasks = [load_task(entry.id) for entry in load_index()]
    if not tasks:
        pytest.skip("the packaged dataset has no tasks")
    return calibrate(tasks)


def mean(values):
    return sum(values) / len(values)


def test_reference_explanations_score_at_least_085(calibration):
    assert mean(calibration.reference) >= 0.85


def test_generic_explanation_scores_at_most_035(calibration):
    assert mean(calibration.generic) <= 0.35


def test_invented_control_at_least_halves_grounding(calibration):
    assert calibration.grounding_pairs
    assert all(after <= before / 2 for before, after in calibration.grounding_pairs)


def test_premature_claim_scores_lower_than_honest(calibration):
    lower = [claim < honest for honest, claim in calibration.premature_pairs]
    assert sum(lower) / len(lower) >= 0.98


def test_boundary_question_without_key_facts_scores_lower(calibration):
    assert calibration.boundary_pairs
    assert all(vague < full for full, vague in calibration.boundary_pairs)


def test_good_and_bad_explanations_separate(calibration):
    assert calibration.auc() >= 0.9
