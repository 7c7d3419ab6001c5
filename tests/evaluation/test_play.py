"""``nexui play``: a person's run through a pipe, recorded like an eval and shown by the report."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from nexui_gym.dataset.loader import load_task
from nexui_gym.dataset.paths import bundles_dir
from nexui_gym.evaluation.runner import RUNS_FILE

TASK = "task-000"


def play(script: list[str], out: Path, *tasks: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "nexui_gym.cli", "play", *(tasks or (TASK,))]
    command += ["--name", "tester", "--out", str(out)]
    return subprocess.run(command, input="\n".join(script) + "\n", capture_output=True, text=True)


def reference_script(task_id: str = TASK) -> list[str]:
    """The lines a careful player types to follow the reference path."""
    task = load_task(bundles_dir() / task_id)
    lines = []
    for step in task.steps:
        if step.action == "finish":
            lines.append(f"finish {step.text}")
        elif step.action == "ask_user":
            lines.append(f"ask {step.text}")
        else:
            lines.append(f"{step.action} {step.target} {step.text}".rstrip())
        lines.append(step.explanation)
    return lines


def test_a_full_run_typed_through_a_pipe_passes_and_is_recorded(tmp_path):
    result = play(reference_script(), tmp_path)
    assert result.returncode == 0, result.stderr
    runs = [json.loads(line) for line in (tmp_path / RUNS_FILE).read_text().splitlines()]
    assert [run["task_id"] for run in runs] == [TASK]
    assert runs[0]["policy"] == "human:tester"
    assert runs[0]["passed"] is True
    assert f"{TASK} passed" in result.stdout


def test_unknown_input_gets_a_clear_prompt_and_the_run_goes_on(tmp_path):
    result = play(["fly away", *reference_script()], tmp_path)
    assert (
        "I did not understand 'fly away'. Type an action such as 'click 12', or 'help'."
        in result.stdout
    )
    assert result.returncode == 0


def test_after_a_bad_input_the_action_prompt_comes_again(tmp_path):
    result = play(["fly away", *reference_script()], tmp_path)
    refusal = result.stdout.index("I did not understand 'fly away'.")
    assert result.stdout.startswith(
        "Action, or 'help' for the commands: ", result.stdout.index("\n", refusal) + 1
    )


def test_a_control_not_on_the_page_is_refused_with_the_way_to_list_them(tmp_path):
    result = play(["click 999", *reference_script()], tmp_path)
    assert (
        "There is no control [999] on this page. Type 'candidates' to list them." in result.stdout
    )


def test_every_prompt_says_what_it_expects(tmp_path):
    result = play(reference_script(), tmp_path)
    assert "Action, or 'help' for the commands: " in result.stdout
    assert "Explanation, what you are doing and why: " in result.stdout


def test_input_ending_early_records_nothing_and_says_so(tmp_path):
    result = play(reference_script()[:2], tmp_path)
    assert result.returncode == 1
    assert "nothing was recorded" in result.stderr
    assert not (tmp_path / RUNS_FILE).exists() or not (tmp_path / RUNS_FILE).read_text()


def test_a_recorded_human_run_appears_in_the_report(tmp_path):
    assert play(reference_script(), tmp_path).returncode == 0
    report = tmp_path / "report.html"
    command = [
        sys.executable,
        "-m",
        "nexui_gym.cli",
        "report",
        str(tmp_path),
        "--output",
        str(report),
    ]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    html = report.read_text(encoding="utf-8")
    assert "human:tester" in html and TASK in html
