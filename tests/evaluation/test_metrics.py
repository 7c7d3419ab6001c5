"""Aggregates and their renderings."""

from __future__ import annotations

from nexui_gym.evaluation.metrics import breakdown, results, summarize
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
