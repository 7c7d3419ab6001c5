"""The labelled explanation set and the agreement figures computed on it."""

from __future__ import annotations

import json

import pytest

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.evaluation.calibration_labels import BAD_CATEGORIES, auc, load_labels, spearman


def test_shipped_set_meets_the_issue_s_size_and_coverage():
    labels = load_labels()
    steps = {(label.task, label.step) for label in labels}
    assert len(labels) >= 600 and len(steps) >= 90
    assert {label.category for label in labels} >= set(BAD_CATEGORIES)
    assert {label.split for label in labels} == {"tune", "heldout"}


def test_held_out_tasks_are_never_tuned_on():
    labels = load_labels()
    tune = {label.task for label in labels if label.split == "tune"}
    heldout = {label.task for label in labels if label.split == "heldout"}
    assert not tune & heldout


def test_auc_counts_ties_as_half():
    assert auc([1.0, 0.5], [0.5, 0.0]) == pytest.approx(0.875)


def test_spearman_of_a_monotone_relation_is_one():
    assert spearman([1, 2, 3, 4], [0.1, 0.2, 0.5, 0.9]) == pytest.approx(1.0)


def test_a_label_with_an_unknown_category_names_line_and_field(tmp_path):
    row = {
        "task": "task-000",
        "step": 0,
        "explanation": "x",
        "label": "bad",
        "grade": 1,
        "category": "rude",
        "split": "tune",
    }
    path = tmp_path / "labels.jsonl"
    path.write_text(json.dumps(row) + "\n", encoding="utf-8")
    with pytest.raises(DatasetError, match=r"line 1\.category"):
        load_labels(path)


def test_a_label_s_batch_is_read_and_optional(tmp_path):
    row = {"task": "task-000", "step": 0, "label": "bad", "category": "off_goal", "grade": 2}
    row |= {"explanation": "I'm opening 'Settings' to change your phone number.", "split": "tune"}
    path = tmp_path / "labels.jsonl"
    path.write_text(json.dumps(row) + "\n" + json.dumps(row | {"batch": "b2"}) + "\n")
    assert [label.batch for label in load_labels(path)] == ["", "b2"]


def test_a_batch_that_is_not_a_string_is_refused_with_its_field(tmp_path):
    row = {"task": "task-000", "step": 0, "label": "good", "category": "paraphrase", "grade": 5}
    row |= {"explanation": "Opening 'Settings'.", "split": "tune", "batch": 2}
    path = tmp_path / "labels.jsonl"
    path.write_text(json.dumps(row) + "\n")
    with pytest.raises(DatasetError, match="batch"):
        load_labels(path)


def test_a_missing_labels_file_is_an_error_naming_it(tmp_path):
    with pytest.raises(DatasetError, match="missing.jsonl: expected an existing file"):
        load_labels(tmp_path / "missing.jsonl")


@pytest.mark.parametrize(
    ("line", "expected"), [("not json", "a JSON object \\(column 1"), ("[1, 2]", "a JSON object")]
)
def test_a_line_that_is_not_a_json_object_names_its_number(tmp_path, line, expected):
    path = tmp_path / "labels.jsonl"
    path.write_text("\n" + line + "\n", encoding="utf-8")
    with pytest.raises(DatasetError, match=f"line 2: expected {expected}"):
        load_labels(path)
