"""The labelled explanation set (``assets/labels/explanations.jsonl``) and how the scorer
agrees with it: AUC of good against bad (overall and per bad category), Spearman's rank
correlation with the 1-5 grades, and the mean score per category."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.limits import JSONLimitError, loads_json
from nexui_gym.dataset.paths import assets_dir

LABELS_FILE = "explanations.jsonl"
BAD_CATEGORIES = (
    "wrong_target",
    "invented_control",
    "premature_claim",
    "wrong_fact",
    "off_goal",
    "generic",
    "verbose_rambling",
    "unsafe_boundary",
    "contradicts_action",
    "goal_echo",
)
CATEGORIES = ("paraphrase", *BAD_CATEGORIES)
SPLITS = ("tune", "heldout")


@dataclass(frozen=True)
class Label:
    """One labelled explanation of a reference step (the step's reference action is kept)."""

    task: str
    step: int
    explanation: str
    text: str | None
    label: str
    grade: int
    category: str
    split: str
    #: The set a later batch of labels was written as ("offgoal-2"), reported on its own.
    batch: str = ""

    @property
    def good(self) -> bool:
        return self.label == "good"


def labels_path(root: Path | None = None) -> Path:
    return (Path(root) if root is not None else assets_dir() / "labels") / LABELS_FILE


def load_labels(path: Path | None = None) -> tuple[Label, ...]:
    """Read and check the labelled set; every error names the line and the field."""
    path = Path(path) if path is not None else labels_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DatasetError(path, "", "an existing file", "no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise DatasetError(path, "", "a readable UTF-8 text file", str(error)) from None
    labels = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            labels.append(_label(_row(line, path, number), path, number))
    return tuple(labels)


def _row(line: str, path: Path, number: int) -> Mapping:
    """One line of the labelled set: a JSON object within the dataset's limits."""
    try:
        row = loads_json(line)
    except json.JSONDecodeError as error:
        raise DatasetError(
            path, f"line {number}", f"a JSON object (column {error.colno}: {error.msg})"
        ) from None
    except JSONLimitError as error:
        raise DatasetError(path, f"line {number}", "JSON within the limits", str(error)) from None
    if not isinstance(row, dict):
        raise DatasetError(path, f"line {number}", "a JSON object", row)
    return row


def _label(row: Mapping, path: Path, number: int) -> Label:
    def need(field: str, check: Callable[[object], bool], expected: str):
        value = row.get(field)
        if not check(value):
            raise DatasetError(path, f"line {number}.{field}", expected, value)
        return value

    label = need("label", lambda v: v in ("good", "bad"), "good or bad")
    category = need("category", lambda v: v in CATEGORIES, "one of " + ", ".join(CATEGORIES))
    if (label == "good") != (category == "paraphrase"):
        raise DatasetError(path, f"line {number}.category", "paraphrase exactly for good", category)
    text = row.get("text")
    return Label(
        task=need("task", lambda v: isinstance(v, str) and v, "a task id"),
        step=need("step", lambda v: isinstance(v, int) and v >= 0, "a step index >= 0"),
        explanation=need("explanation", lambda v: isinstance(v, str) and v, "a non-empty string"),
        text=need("text", lambda v: v is None or isinstance(v, str), "a string") if text else None,
        label=label,
        grade=need("grade", lambda v: v in (1, 2, 3, 4, 5), "an integer 1 to 5"),
        category=category,
        split=need("split", lambda v: v in SPLITS, "tune or heldout"),
        batch=need("batch", lambda v: v is None or isinstance(v, str), "a string") or "",
    )


# -- agreement figures ----------------------------------------------------------------
def auc(good: Sequence[float], bad: Sequence[float]) -> float:
    """Probability that a random good one scores above a random bad one (ties count half)."""
    if not good or not bad:
        return float("nan")
    wins = sum((g > b) + 0.5 * (g == b) for g in good for b in bad)
    return wins / (len(good) * len(bad))


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Spearman's rank correlation (average ranks for ties)."""
    if len(xs) < 2:
        return float("nan")
    rx, ry = _ranks(xs), _ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    sx = math.sqrt(sum((a - mx) ** 2 for a in rx))
    sy = math.sqrt(sum((b - my) ** 2 for b in ry))
    return cov / (sx * sy) if sx and sy else float("nan")


def _ranks(values: Sequence[float]) -> list[float]:
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for position in range(start, end + 1):
            ranks[order[position]] = (start + end) / 2 + 1
        start = end + 1
    return ranks


@dataclass(frozen=True)
class Agreement:
    """How a scorer's scores agree with the labels of one part of the set."""

    count: int
    auc: float
    auc_by_category: Mapping[str, float]
    spearman: float
    mean_by_category: Mapping[str, float]


def agreement(labels: Iterable[Label], scores: Sequence[float]) -> Agreement:
    labels = list(labels)
    good = [s for label, s in zip(labels, scores, strict=True) if label.good]
    by_category: dict[str, list[float]] = {}
    for label, score in zip(labels, scores, strict=True):
        by_category.setdefault(label.category, []).append(score)
    return Agreement(
        count=len(labels),
        auc=auc(good, [s for label, s in zip(labels, scores, strict=True) if not label.good]),
        auc_by_category={
            category: auc(good, by_category[category])
            for category in BAD_CATEGORIES
            if category in by_category
        },
        spearman=spearman([label.grade for label in labels], list(scores)),
        mean_by_category={
            category: sum(values) / len(values)
            for category in CATEGORIES
            if (values := by_category.get(category))
        },
    )
