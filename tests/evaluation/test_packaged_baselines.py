"""Baselines on the packaged dataset: the oracle passes everything, random almost nothing."""

from __future__ import annotations

import pytest

from nexui_gym.baselines import OraclePolicy, RandomPolicy
from nexui_gym.dataset.index import load_index
from nexui_gym.dataset.loader import load_task
from nexui_gym.evaluation.runner import run_episode

ENTRIES = load_index()


@pytest.fixture(scope="module")
def oracle_runs():
    if not ENTRIES:
        pytest.skip("the packaged dataset has no tasks")
    return {entry.id: run_episode(entry.id, OraclePolicy(), 0, False) for entry in ENTRIES}


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.id)
def test_oracle_passes_every_task(oracle_runs, entry):
    run = oracle_runs[entry.id]
    assert run["passed"], [c for c in run["conditions"] if not c["passed"]]
    # Efficiency is measured against the shortest captured path: a reference longer than a
    # careful alternative (a recovery task's error) loses what the detour costs.
    shortest = load_task(entry.id).shortest_length
    assert run["steps"] == entry.reference_length
    assert run["efficiency"] == pytest.approx(min(1.0, shortest / entry.reference_length))


@pytest.mark.parametrize("split", ["dev", "validation", "test", "challenge"])
def test_oracle_explanations_score_at_least_085_on_every_split(oracle_runs, split):
    runs = [
        oracle_runs[e.id]
        for e in ENTRIES
        if (e.challenge if split == "challenge" else e.split == split)
    ]
    assert runs
    assert sum(run["explanation"] for run in runs) / len(runs) >= 0.85


def test_random_passes_under_ten_percent():
    if not ENTRIES:
        pytest.skip("the packaged dataset has no tasks")
    runs = [run_episode(e.id, RandomPolicy(seed=0), 0, False) for e in ENTRIES]
    assert sum(run["passed"] for run in runs) / len(runs) < 0.10
