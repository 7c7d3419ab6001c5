"""Aggregates and their renderings."""

from __future__ import annotations

from nexui_gym.evaluation.metrics import breakdown, results, summarize, total_usage
from nexui_gym.evaluation.reports import render


def run(task_id, passed, difficulty="hard", interface="bank", steps=4, critical=False):
    return {
        "task_id": task_id,
        "success": passed,
        "passed": passed and not critical,
        "explanation": 0.5,
        "critical": critical,
        "efficiency": 1.0 if passed else 0.2,
        "steps": steps,
        "difficulty": difficulty,
        "interface": interface,
        "source_kind": "authenticated-app",
    }


def test_summarize_counts_rates_and_means():
    summary = summarize([run("a", True), run("b", False, steps=8, critical=True)], scheduled=3)
    assert (summary.completed, summary.scheduled) == (2, 3)
    assert summary.success == 0.5 and summary.passed == 0.5 and summary.critical == 1
    assert summary.mean_steps == 6 and summary.efficiency == 0.6


def test_breakdown_orders_difficulties():
    groups = breakdown(
        [run("a", True, "very_hard"), run("b", True, "easy")], lambda r: r["difficulty"]
    )
    assert list(groups) == ["easy", "very_hard"]


def test_render_has_every_column_and_breakdown():
    data = results([run("a", True)], scheduled=1)
    data["label"] = "oracle"
    text = render(data, "oracle on validation")
    for column in (
        "Runs completed",
        "Success",
        "Pass",
        "Explanation",
        "Critical",
        "Efficiency",
        "Mean steps",
    ):
        assert column in text
    assert "By interface" in text and "By source kind" in text


def test_total_usage_sums_steps_then_runs():
    steps = [
        {"prompt_tokens": 10, "completion_tokens": 2},
        None,
        {"prompt_tokens": 5, "completion_tokens": 1},
    ]
    per_run = total_usage(steps)
    assert per_run == {"prompt_tokens": 15, "completion_tokens": 3, "calls": 2}
    assert total_usage([per_run, per_run])["calls"] == 4


def test_runs_without_usage_give_no_usage_in_the_summary():
    assert total_usage([None, {}]) is None
    assert "usage" not in results([run("a", True)], scheduled=1)


def test_the_rendered_summary_has_a_token_line_when_runs_report_usage():
    with_usage = {**run("a", True), "usage": {"total_tokens": 1234, "calls": 3}}
    summary = results([with_usage, run("b", False)], scheduled=2)
    summary["label"] = "llm"
    assert summary["usage"]["runs"] == 1
    assert "= 1,234 in 3 model calls over 1 runs" in render(summary, "t")
