"""Explanation scores over the shipped dataset stay what they were: every reference step, the
goal-echo template of each step and every labelled explanation, against the scores recorded
in ``fixtures/explanation_scores.json``.

The recorded scores guard speed-ups of the scorer (caches, pre-filters, precomputed
vocabularies), which must not change any score. When a scoring rule, a reference explanation
or a labelled explanation changes on purpose, record the new scores with::

    python -m tests.scoring.test_explanation_scores --write
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from nexui_gym.dataset.index import load_index
from nexui_gym.dataset.loader import load_task
from nexui_gym.evaluation.calibration import goal_echo, step_cases
from nexui_gym.evaluation.calibration_labels import load_labels

RECORDED = Path(__file__).parent / "fixtures" / "explanation_scores.json"
DIGITS = 6


def current_scores() -> dict[str, dict[str, float]]:
    """Scores of the reference, goal-echo and labelled explanations, by kind and key."""
    cases = step_cases(load_task(entry.id) for entry in load_index())
    by_step = {(case.task.id, case.index): case for case in cases}
    scores: dict[str, dict[str, float]] = {"reference": {}, "goal_echo": {}, "labels": {}}
    for case in cases:
        key = f"{case.task.id}#{case.index}"
        scores["reference"][key] = case.score(case.task.steps[case.index].explanation)
        scores["goal_echo"][key] = case.score(*goal_echo(case))
    for label in load_labels():
        said = f"{label.explanation}\0{label.text or ''}".encode()
        key = f"{label.task}#{label.step}:{hashlib.sha1(said).hexdigest()[:12]}"
        scores["labels"][key] = by_step[(label.task, label.step)].score(
            label.explanation, label.text
        )
    return {kind: {k: round(v, DIGITS) for k, v in sorted(s.items())} for kind, s in scores.items()}


@pytest.fixture(scope="module")
def scores():
    if not load_index():
        pytest.skip("the packaged dataset has no tasks")
    return current_scores()


@pytest.fixture(scope="module")
def recorded():
    return json.loads(RECORDED.read_text(encoding="utf-8"))


@pytest.mark.parametrize("kind", ["reference", "goal_echo", "labels"])
def test_scores_match_the_recorded_ones(scores, recorded, kind):
    now, before = scores[kind], recorded[kind]
    assert now.keys() == before.keys(), (
        f"{kind}: the scored steps differ from {RECORDED.name}; if the dataset changed on "
        "purpose, re-record with: python -m tests.scoring.test_explanation_scores --write"
    )
    changed = {k: (before[k], now[k]) for k in now if abs(now[k] - before[k]) > 10**-DIGITS}
    assert not changed, (
        f"{kind}: {len(changed)} scores changed (recorded, now), e.g. "
        f"{dict(list(changed.items())[:5])}"
    )


def _write() -> None:
    RECORDED.parent.mkdir(exist_ok=True)
    scores = current_scores()
    lines = ["{"]
    for i, (kind, values) in enumerate(scores.items()):
        lines.append(f"{json.dumps(kind)}: {{")
        items = [f"  {json.dumps(k)}: {v}" for k, v in values.items()]
        lines.append(",\n".join(items))
        lines.append("}" + ("," if i < len(scores) - 1 else ""))
    lines.append("}")
    RECORDED.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"recorded {sum(len(v) for v in scores.values())} scores in {RECORDED}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit("usage: python -m tests.scoring.test_explanation_scores --write")
    _write()
