"""The calibration figures of issue 14, each against its target (the figures ``nexui
calibrate`` prints and the README quotes)."""

from __future__ import annotations

import pytest

from nexui_gym.dataset.index import load_index
from nexui_gym.dataset.loader import load_task
from nexui_gym.evaluation.calibration import TARGETS, calibrate
from nexui_gym.evaluation.calibration_labels import BAD_CATEGORIES, load_labels

#: The off-goal batch written after the scorer was first tuned (assets/labels/README.md).
OFF_GOAL_BATCH = "batch offgoal-2"


@pytest.fixture(scope="module")
def calibration():
    tasks = [load_task(entry.id) for entry in load_index()]
    if not tasks:
        pytest.skip("the packaged dataset has no tasks")
    return calibrate(tasks, load_labels())


def holds(value: float, key: str) -> bool:
    relation, target = TARGETS[key]
    return value >= target if relation == ">=" else value <= target


@pytest.mark.parametrize("part", ["tune", "heldout", "all"])
def test_labelled_auc_meets_target(calibration, part):
    assert holds(calibration.agreement[part].auc, "auc")


@pytest.mark.parametrize("part", ["tune", "heldout", "all"])
def test_labelled_spearman_meets_target(calibration, part):
    assert holds(calibration.agreement[part].spearman, "spearman")


@pytest.mark.parametrize("category", BAD_CATEGORIES)
def test_every_bad_category_separates_from_good_ones(calibration, category):
    for part in ("tune", "heldout", "all"):
        assert holds(calibration.agreement[part].auc_by_category[category], "auc_category"), part


def test_off_goal_purposes_separate_on_the_batch_written_after_tuning(calibration):
    assert holds(calibration.agreement[OFF_GOAL_BATCH].auc_by_category["off_goal"], "auc_category")


def test_a_batch_is_reported_but_not_checked(calibration):
    checked = " ".join(row[0] for row in calibration.checks())
    assert OFF_GOAL_BATCH in calibration.agreement and OFF_GOAL_BATCH not in checked


@pytest.mark.parametrize("template", ["goal_echo", "role_and_name"])
def test_template_means_meet_targets(calibration, template):
    assert holds(calibration.templates[template], template)


def test_reference_explanations_meet_target(calibration):
    assert holds(calibration.templates["reference"], "reference")


@pytest.mark.parametrize("ending", ["ask_user at step 1", "finish at step 1"])
def test_quitting_at_step_one_scores_no_explanation(calibration, ending):
    assert holds(calibration.episodes[ending], "quit_at_step_one")


def test_random_policy_explanations_score_low(calibration):
    assert holds(calibration.episodes["random"], "random")


def test_heuristic_baseline_stays_clearly_below_the_reference(calibration):
    margin = calibration.episodes["oracle"] - calibration.episodes["heuristic"]
    assert holds(margin, "heuristic_margin")


def test_every_target_is_reported(calibration):
    names = [row[0] for row in calibration.checks()]
    assert any("Spearman" in name for name in names) and any("random" in name for name in names)
