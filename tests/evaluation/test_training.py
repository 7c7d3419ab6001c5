"""What a training run records about its held-out tasks (config.json and the curve's title)."""

from __future__ import annotations

import pytest

from nexui_gym.dataset.index import load_index
from nexui_gym.evaluation.training import (
    chosen_tasks,
    evaluated_on,
    held_out_split,
    train,
    trained_and_held_out,
)


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


def test_chosen_tasks_are_the_named_ones_in_the_given_order(bundles_root):
    entries = load_index(bundles_root)
    named = [entries[1].id, entries[0].id]
    assert chosen_tasks(entries, "dev", named) == named


def test_an_unknown_named_task_is_an_error_naming_the_argument(bundles_root):
    entries = load_index(bundles_root)
    with pytest.raises(ValueError, match=r"--eval-tasks: unknown task ids \['task-999'\]"):
        chosen_tasks(entries, "dev", ["task-999"], "--eval-tasks")


@pytest.mark.parametrize("argument", ["timesteps", "eval_every", "n_envs"])
def test_train_refuses_a_count_below_one_before_making_its_folder(argument, tmp_path):
    counts = {"timesteps": 10, "eval_every": 10, "n_envs": 1, argument: 0}
    with pytest.raises(ValueError, match=f"{argument}=0: expected at least 1"):
        train("maskable_ppo", "dev", out=tmp_path / "out", **counts)
    assert not (tmp_path / "out").exists()
