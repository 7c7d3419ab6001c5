"""Random, oracle and heuristic baselines on the fixture tasks, and the policy factory."""

from __future__ import annotations

import pytest

from nexui_gym.baselines import (
    HeuristicPolicy,
    OraclePolicy,
    RandomPolicy,
    make_policy,
)
from nexui_gym.evaluation.runner import run_episode


@pytest.mark.parametrize("task_id", ["task-900", "task-901"])
def test_oracle_passes(bundles_root, task_id):
    run = run_episode(task_id, OraclePolicy(), 0, False, bundles_root)
    assert run["passed"] and run["efficiency"] == 1.0 and not run["invalid"]


def test_random_is_deterministic_per_seed(bundles_root):
    first = run_episode("task-900", RandomPolicy(seed=4), 4, False, bundles_root)
    second = run_episode("task-900", RandomPolicy(seed=4), 4, False, bundles_root)
    assert first == second


def test_random_never_sends_a_malformed_action(bundles_root):
    for seed in range(20):
        run = run_episode("task-901", RandomPolicy(seed=seed), seed, False, bundles_root)
        assert not run["invalid"], run["invalid_reason"]


def test_heuristic_runs_to_an_end_without_invalid_actions(bundles_root):
    for task_id in ("task-900", "task-901"):
        run = run_episode(task_id, HeuristicPolicy(), 0, True, bundles_root)
        assert not run["invalid"] and (
            run["trajectory"][-1]["transition"] == "terminal" or run["truncated"]
        )


def test_make_policy_rejects_unknown_names():
    with pytest.raises(ValueError, match="policy 'greedy'"):
        make_policy("greedy")
    with pytest.raises(ValueError, match="--model"):
        make_policy("llm")
