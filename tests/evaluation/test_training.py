"""What a training run records about its held-out tasks (config.json and the curve's title)."""

from __future__ import annotations

from nexui_gym.evaluation.training import evaluated_on, held_out_split, trained_and_held_out


def test_config_records_the_eval_split_when_it_chose_the_held_out_tasks():
    assert held_out_split("validation", None) == "validation"


def test_config_records_no_eval_split_when_the_held_out_tasks_are_named():
    assert held_out_split("validation", ["task-001", "task-002"]) is None


def test_curve_title_names_the_split_or_counts_the_named_tasks():
    assert evaluated_on("test", None) == "test"
    assert evaluated_on("validation", ["task-001", "task-002"]) == "2 named tasks"


def test_tasks_both_trained_on_and_held_out_are_found_sorted():
    training = ["task-003", "task-001", "task-002"]
    assert trained_and_held_out(training, ["task-002", "task-009", "task-001"]) == [
        "task-001",
        "task-002",
    ]


def test_disjoint_training_and_held_out_tasks_share_nothing():
    assert trained_and_held_out(["task-001"], ["task-002"]) == []
