"""The run scores record carries a run's scores from the env to every report: each of its
fields reaches the run record, summary.json and each table without being named on the way."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from nexui_gym.baselines.oracle import OraclePolicy
from nexui_gym.cli import main
from nexui_gym.envs import NeXUIEnv
from nexui_gym.evaluation.metrics import results, summarize
from nexui_gym.evaluation.reports import render
from nexui_gym.evaluation.viewer import summary_table
from nexui_gym.scoring.run_scores import METRICS, REQUIRED, Metric, RunScores, summarise

TASK = "task-000"
FIELDS = [item.name for item in fields(RunScores)]


def record(**scores) -> dict:
    run = {"task_id": "t", "difficulty": "easy", "interface": "bank", "source_kind": "app"}
    return {**run, **scores}


def test_every_metric_is_a_field_of_the_record_in_order():
    assert [name for name, _ in METRICS] == FIELDS


def test_the_env_ends_a_run_with_the_record_in_info():
    env = NeXUIEnv(TASK)
    env.reset(seed=0)
    _, _, terminated, _, info = env.step({"action_type": "finish", "text": "done"})
    record = RunScores(**info["run_scores"])
    assert terminated and record.as_record() == info["run_scores"]
    assert record.passed == info["scores"]["passed"]
    assert record.explanation == info["scores"]["explanation_mean"]
    assert record.steps == info["step"] == 1


def test_every_field_reaches_the_run_record_summary_and_reports(tmp_path):
    argv = ["eval", "--policy", "oracle", "--tasks", TASK, "--out", str(tmp_path), "--quiet"]
    assert main(argv) == 0
    run = json.loads((tmp_path / "runs.jsonl").read_text().splitlines()[0])
    summary = json.loads((tmp_path / "summary.json").read_text())["overall"]
    table = (tmp_path / "summary.md").read_text()
    for name, spec in METRICS:
        assert name in run, name
        assert spec.summary_key in summary, spec.summary_key
    header = table.split("\n\n")[1].splitlines()[0]
    assert [cell.strip() for cell in header.strip("|").split("|")][2:] == [
        spec.label for _, spec in METRICS
    ]


def test_every_field_is_a_column_of_the_text_and_html_tables():
    scores = RunScores(True, True, True, 1.0, 0.9, False, 0.8, 3)
    data = results([record(**scores.as_record())], scheduled=1)
    data["label"] = "p"
    text = render(data, "t")
    page = summary_table("Policy", {"p": data["overall"]})
    for _, spec in METRICS:
        value = spec.render(data["overall"][spec.summary_key])
        assert spec.label in text and f"<th scope='col'>{spec.label}</th>" in page
        assert value in text and f"<td>{value}</td>" in page


def test_each_field_is_aggregated_as_its_metric_says():
    runs = [
        record(**RunScores(True, True, False, 0.5, 0.6, True, 0.4, 2).as_record()),
        record(**RunScores(False, False, False, 1.0, 0.2, False, 0.0, 6).as_record()),
    ]
    summary = summarize(runs, scheduled=3).as_dict()
    assert summary == {
        "scheduled": 3,
        "completed": 2,
        "success": 0.5,
        "passed": 0.5,
        "strict_success": 0.0,
        "first_try_accuracy": 0.75,
        "explanation": pytest.approx(0.4),
        "critical": 1,
        "efficiency": 0.2,
        "mean_steps": 4.0,
    }


def test_an_older_record_without_a_newer_metric_reads_its_default():
    old = record(
        success=True, passed=True, explanation=0.5, critical=False, efficiency=1.0, steps=4
    )
    summary = summarise([old])
    assert summary["strict_success"] == 0.0 and summary["first_try_accuracy"] == 0.0
    assert summary["passed"] == 1.0


def test_a_record_without_a_required_metric_is_an_error():
    with pytest.raises(KeyError, match="passed"):
        summarise([record(success=True)])


def test_every_metric_without_a_default_was_in_the_first_run_records():
    """Fields added after the first release need a default, or older runs.jsonl would break."""
    first = {"success", "passed", "explanation", "critical", "efficiency", "steps"}
    assert {name for name, spec in METRICS if spec.default is REQUIRED} <= first


def test_an_unknown_aggregate_is_refused():
    with pytest.raises(ValueError, match="aggregate 'median'"):
        Metric("X", "median", "{}")


def test_the_harness_writes_the_record_the_env_returned():
    from nexui_gym.evaluation.runner import run_episode

    run = run_episode(TASK, OraclePolicy(), 0, False)
    env = NeXUIEnv(TASK)
    policy = OraclePolicy()
    policy.reset(env.task)
    observation, info = env.reset(seed=0)
    while True:
        observation, _, terminated, truncated, info = env.step(policy.act(observation, info))
        if terminated or truncated:
            break
    assert {name: run[name] for name in FIELDS} == info["run_scores"]
