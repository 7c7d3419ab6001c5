"""``nexui report A B``: two eval folders side by side, task by task."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from nexui_gym.evaluation.compare import write_comparison
from nexui_gym.evaluation.runner import EvalConfig, evaluate

TASKS = ("task-900", "task-901")


def _folder(bundles_root: Path, folder: Path, policy: str) -> Path:
    evaluate(
        EvalConfig(policy, "all", TASKS, seed=1), folder, bundles_root=bundles_root, progress=False
    )
    return folder


@pytest.fixture
def folders(bundles_root, tmp_path) -> tuple[Path, Path]:
    return (
        _folder(bundles_root, tmp_path / "random", "random"),
        _folder(bundles_root, tmp_path / "oracle", "oracle"),
    )


def test_each_task_gets_a_row_with_both_runs_and_the_better_one(folders):
    page = write_comparison(*folders).read_text(encoding="utf-8")
    for task in TASKS:
        assert f"<th scope='row'>{task}</th>" in page
    assert page.count("<td>B better</td>") == 2
    assert "2 tasks: 0 A better, 2 B better, 0 same." in page


def test_the_comparison_is_written_beside_the_first_folder_by_default(folders):
    assert write_comparison(*folders) == folders[0] / "compare-oracle.html"


def test_a_task_run_only_in_one_folder_is_shown_as_not_run(bundles_root, tmp_path, folders):
    single = tmp_path / "single"
    evaluate(
        EvalConfig("oracle", "all", ("task-900",), seed=1),
        single,
        bundles_root=bundles_root,
        progress=False,
    )
    page = write_comparison(folders[0], single).read_text(encoding="utf-8")
    assert "<td>not run</td>" in page


def test_nexui_report_with_two_folders_writes_the_comparison(folders, tmp_path):
    output = tmp_path / "comparison.html"
    command = [sys.executable, "-m", "nexui_gym.cli", "report", *map(str, folders)]
    result = subprocess.run([*command, "--output", str(output)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "NeXUI comparison: A random on all" in output.read_text(encoding="utf-8")


def test_a_second_folder_that_is_not_an_eval_is_a_clear_error(folders, tmp_path):
    with pytest.raises(FileNotFoundError, match="nexui eval"):
        write_comparison(folders[0], tmp_path / "nothing")
