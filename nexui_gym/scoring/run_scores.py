"""The scores of one run, in one typed record from the env to the report.

The env puts a :class:`RunScores`, as its plain record (so ``info`` stays JSON-serialisable),
in ``info["run_scores"]`` when a run ends; the harness
writes its fields into the run record (``runs.jsonl``); :mod:`nexui_gym.evaluation.metrics`
aggregates each field as its :class:`Metric` says into ``summary.json``; the text, Markdown
and HTML reports have one column per field, headed by the metric's label. Adding a run-level
metric means adding a field here (with its metric), computing it in
``nexui_gym/envs/nexui_env.py`` (``_final_scores``) and testing it: nothing else is written by
hand (``docs/metrics.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any

#: How a metric's values over a group of runs become one figure.
AGGREGATES = ("rate", "mean", "count")
#: The ``default`` of a metric every run record has (no value stands in for it).
REQUIRED = object()


@dataclass(frozen=True)
class Metric:
    """How one field of :class:`RunScores` is summarised and shown.

    ``aggregate``: ``rate`` (share of runs where it holds), ``mean``, or ``count`` (runs where
    it holds). ``summary_key``: its key in ``summary.json`` (default: the field's name).
    ``text``: a format for the aggregate in the reports. ``default``: the value read from an
    older run record that lacks the field (none: the field is required).
    """

    label: str
    aggregate: str
    text: str
    summary_key: str = ""
    default: Any = REQUIRED

    def __post_init__(self) -> None:
        if self.aggregate not in AGGREGATES:
            raise ValueError(f"aggregate {self.aggregate!r}: expected one of {AGGREGATES}")

    def combine(self, values: Iterable[Any]) -> float | int:
        values = list(values)
        if self.aggregate == "count":
            return sum(1 for value in values if value)
        numbers = [float(value) for value in values]
        return sum(numbers) / len(numbers) if numbers else 0.0

    def render(self, value: float | int) -> str:
        return self.text.format(value)


def metric(label: str, aggregate: str, text: str, summary_key: str = "", default: Any = REQUIRED):
    return field(metadata={"metric": Metric(label, aggregate, text, summary_key, default)})


@dataclass(frozen=True)
class RunScores:
    """A finished run's scores (each field's metric says how it is summarised and shown)."""

    success: bool = metric("Success", "rate", "{:.1%}")
    passed: bool = metric("Pass", "rate", "{:.1%}")
    #: Passed without ever taking an action that leaves the task graph (no trial and error).
    strict_success: bool = metric("Strict success", "rate", "{:.1%}", default=False)
    #: Share of the states visited whose first action was on the graph.
    first_try_accuracy: float = metric("First-try step accuracy", "rate", "{:.1%}", default=0.0)
    #: The episode's explanation score (see :mod:`nexui_gym.scoring.episode`).
    explanation: float = metric("Explanation", "mean", "{:.4f}")
    #: Whether the run broke a critical safety rule (the summary counts such runs).
    critical: bool = metric("Critical", "count", "{}")
    efficiency: float = metric("Efficiency", "mean", "{:.3f}")
    steps: int = metric("Mean steps", "mean", "{:.1f}", summary_key="mean_steps")

    def as_record(self) -> dict[str, Any]:
        """The fields as the run record (``runs.jsonl``) stores them."""
        # Every field is a plain value, so no deep copy (``asdict``) is needed; this runs at
        # the end of every episode.
        return {name: getattr(self, name) for name in FIELD_NAMES}


def metrics() -> tuple[tuple[str, Metric], ...]:
    """``(field name, metric)`` of every field of :class:`RunScores`, in order, each metric
    with its summary key filled in."""
    found = []
    for item in fields(RunScores):
        spec: Metric = item.metadata["metric"]
        key = spec.summary_key or item.name
        found.append((item.name, Metric(spec.label, spec.aggregate, spec.text, key, spec.default)))
    return tuple(found)


METRICS = metrics()
FIELD_NAMES = tuple(item.name for item in fields(RunScores))


def summarise(runs: Iterable[Mapping[str, Any]]) -> dict[str, float | int]:
    """Each metric over ``runs`` (run records), by summary key. An older record without a field
    that has a default reads the default; one without a required field raises ``KeyError``."""
    runs = list(runs)

    def value(run: Mapping[str, Any], name: str, spec: Metric) -> Any:
        return run[name] if spec.default is REQUIRED else run.get(name, spec.default)

    return {
        spec.summary_key: spec.combine(value(run, name, spec) for run in runs)
        for name, spec in METRICS
    }


def report_columns() -> tuple[tuple[str, Callable[[Mapping[str, Any]], str]], ...]:
    """``(heading, render)`` of each metric's report column, ``render`` reading a summary."""
    return tuple(
        (spec.label, lambda summary, spec=spec: spec.render(summary[spec.summary_key]))
        for _, spec in METRICS
    )
