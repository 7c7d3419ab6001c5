"""Aggregating run records into the paper's Table 2 columns, plus pass, safety and efficiency."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from nexui_gym.dataset.model import DIFFICULTIES


@dataclass(frozen=True)
class Summary:
    """Aggregates of a group of runs; rates in [0, 1]."""

    scheduled: int
    completed: int
    success: float
    passed: float
    #: Passed without ever taking an action that leaves the task graph (no trial and error).
    strict_success: float
    #: Mean share of the states visited whose first action was on the graph.
    first_try_accuracy: float
    explanation: float
    critical: int
    efficiency: float
    mean_steps: float

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def summarize(runs: Sequence[dict[str, Any]], scheduled: int | None = None) -> Summary:
    count = len(runs)

    def mean(values: Iterable[float]) -> float:
        values = list(values)
        return sum(values) / len(values) if values else 0.0

    return Summary(
        scheduled=count if scheduled is None else scheduled,
        completed=count,
        success=mean(float(run["success"]) for run in runs),
        passed=mean(float(run["passed"]) for run in runs),
        strict_success=mean(float(run.get("strict_success", False)) for run in runs),
        first_try_accuracy=mean(run.get("first_try_accuracy", 0.0) for run in runs),
        explanation=mean(run["explanation"] for run in runs),
        critical=sum(1 for run in runs if run["critical"]),
        efficiency=mean(run["efficiency"] for run in runs),
        mean_steps=mean(run["steps"] for run in runs),
    )


BREAKDOWNS: dict[str, Callable[[dict[str, Any]], str]] = {
    "difficulty": lambda run: run["difficulty"],
    "interface": lambda run: run["interface"],
    "source kind": lambda run: run["source_kind"],
}


def breakdown(
    runs: Sequence[dict[str, Any]], key: Callable[[dict[str, Any]], str]
) -> dict[str, Summary]:
    groups: dict[str, list[dict[str, Any]]] = {}
    for run in runs:
        groups.setdefault(key(run), []).append(run)
    order = sorted(
        groups, key=lambda name: (DIFFICULTIES.index(name) if name in DIFFICULTIES else 99, name)
    )
    return {name: summarize(groups[name]) for name in order}


def total_usage(usages: Iterable[dict[str, int] | None]) -> dict[str, int] | None:
    """Token counts summed over model calls (steps or runs), with the number of ``calls``
    that reported any; None when none did."""
    total: dict[str, int] = {}
    for usage in usages:
        if not usage:
            continue
        for key, value in usage.items():
            total[key] = total.get(key, 0) + value
        if "calls" not in usage:
            total["calls"] = total.get("calls", 0) + 1
    return total or None


def results(runs: Sequence[dict[str, Any]], scheduled: int) -> dict[str, Any]:
    """Everything a report shows: the overall summary and each breakdown, and the token
    usage summed over the runs when their policy reported it."""
    summary = {
        "overall": summarize(runs, scheduled).as_dict(),
        "breakdowns": {
            title: {name: summary.as_dict() for name, summary in breakdown(runs, key).items()}
            for title, key in BREAKDOWNS.items()
        },
    }
    usage = total_usage(run.get("usage") for run in runs)
    if usage is not None:
        summary["usage"] = {**usage, "runs": sum(1 for run in runs if run.get("usage"))}
    return summary
