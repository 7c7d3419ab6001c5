"""The optional LLM judge against the local fake model server."""

from __future__ import annotations

import json

import pytest

from nexui_gym.cli import main
from nexui_gym.dataset.loader import load_task
from nexui_gym.evaluation.judge import JudgeConfig, LLMJudge, judge_prompt, parse_grade
from tests.fake_model import FakeModelServer


@pytest.fixture(scope="module")
def server():
    with FakeModelServer() as running:
        yield running


def test_prompt_ships_with_the_package():
    assert "{explanation}" in judge_prompt() and "grade" in judge_prompt()


@pytest.mark.parametrize(
    ("reply", "expected"),
    [('{"grade": 5, "reason": "ok"}', 1.0), ('Sure: "grade": 3', 0.5), ("no idea", None)],
)
def test_parse_grade(reply, expected):
    assert parse_grade(reply) == expected


def test_judge_grades_a_step_through_the_endpoint(server, bundles_root):
    task = load_task("task-901", bundles_root)
    judge = LLMJudge(JudgeConfig("judge", server.base_url, timeout=5, retries=0))
    good = judge.score(task, 0, "click", 1, "", "I'm opening the 'Payments' link.")
    echo = judge.score(task, 0, "click", 1, "", f"Because you asked: {task.goal}")
    assert good == 1.0 and echo == 0.0


def test_eval_reports_the_judge_beside_the_scorer(server, bundles_root, tmp_path, capsys):
    out = tmp_path / "run"
    code = main(
        [
            "eval",
            "--policy",
            "oracle",
            "--split",
            "all",
            "--tasks",
            "task-901",
            "--bundles",
            str(bundles_root),
            "--out",
            str(out),
            "--quiet",
            "--judge",
            "llm",
            "--judge-model",
            "judge",
            "--judge-base-url",
            server.base_url,
        ]
    )
    assert code == 0
    assert "LLM judge" in capsys.readouterr().out
    record = json.loads((out / "judge.jsonl").read_text().splitlines()[0])
    assert record["task_id"] == "task-901" and len(record["steps"]) == 5


def test_calibrate_reports_the_judge_s_agreement_with_the_labels(server, tmp_path, capsys):
    labels = tmp_path / "labels.jsonl"
    rows = [
        {
            "task": "task-000",
            "step": 0,
            "label": "good",
            "category": "paraphrase",
            "grade": 5,
            "split": "tune",
            "explanation": "Opening the 'Settings' link, where accessibility preferences are.",
        },
        {
            "task": "task-000",
            "step": 0,
            "label": "bad",
            "category": "generic",
            "grade": 1,
            "split": "tune",
            "explanation": "Clicking here.",
        },
    ]
    labels.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    code = main(
        [
            "calibrate",
            "--labels",
            str(labels),
            "--no-policies",
            "--judge",
            "llm",
            "--judge-model",
            "judge",
            "--judge-base-url",
            server.base_url,
        ]
    )
    assert code == 0
    assert "LLM judge against the labels: AUC 1.000" in capsys.readouterr().out
