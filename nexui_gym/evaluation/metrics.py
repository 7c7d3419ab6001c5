"""Aggregating run records into the paper's Table 2 columns, plus pass, safety and efficiency."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, make_dataclass
from typing import Any

from nexui_gym.dataset.model import DIFFICULTIES
from nexui_gym.scoring.run_scores import METRICS, summarise


def _as_dict(self) -> dict[str, Any]:
    return asdict(self)


#: Aggregates of a group of runs: how many were scheduled and completed, then one field per
#: metric of :class:`~nexui_gym.scoring.run_scores.RunScores` (by its summary key; rates in
#: [0, 1]). Built from the record, so a metric added there is summarised without a change here.
Summary = make_dataclass(
    "Summary",
    [("scheduled", int), ("completed", int), *((spec.summary_key, float) for _, spec in METRICS)],
    frozen=True,
    namespace={"as_dict": _as_dict, "__doc__": "Aggregates of a group of runs."},
)


def summarize(runs: Sequence[dict[str, Any]], scheduled: int | None = None) -> Summary:
    count = len(runs)
    return Summary(
        scheduled=count if scheduled is None else scheduled, completed=count, **summarise(runs)
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
