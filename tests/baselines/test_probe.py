"""The probe baseline: trial and error by goal-word overlap, and why strict success exists."""

from __future__ import annotations

from collections import defaultdict

import pytest

from nexui_gym.baselines.probe import ProbePolicy, goal_values
from nexui_gym.dataset.index import load_index
from nexui_gym.evaluation.runner import run_episode


def test_goal_values_are_quoted_text_numbers_and_addresses():
    goal = "Send £25.00 to 'Landlord' on 14/02/2026 and copy ana@example.org"
    assert goal_values(goal) == ["£25.00", "Landlord", "14/02/2026", "ana@example.org"]


def test_the_probe_tries_the_next_candidate_after_an_action_that_was_not_carried_out(
    paperless_env,
):
    policy = ProbePolicy()
    observation, info = paperless_env.reset(seed=0)
    first = policy.act(observation, info)
    observation, _, _, _, info = paperless_env.step(first)
    second = policy.act(observation, info)
    if info["transition"] == "advanced":
        pytest.fail("the fixture's best-overlap candidate should not be the reference")
    assert (second["action_type"], second["target"]) != (first["action_type"], first["target"])


def test_the_probe_reaches_the_fixture_goal_but_not_strictly(bundles_root):
    run = run_episode("task-900", ProbePolicy(), 0, False, bundles_root)
    assert run["off_path_actions"] > 0 and not run["strict_success"]


@pytest.mark.slow
def test_probe_strict_success_is_at_most_two_percent_on_every_split():
    runs = defaultdict(list)
    for entry in load_index():
        run = run_episode(entry.id, ProbePolicy(), 0, False)
        runs[entry.split].append(run)
    for split, found in runs.items():
        strict = sum(run["strict_success"] for run in found) / len(found)
        assert strict <= 0.02, f"{split}: probe strict success {strict:.1%}"
