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


GOAL = "Open the help page about payments, and let me check it before it goes."
LINES = '[0] link "Home"\n[1] link "Payments"\n[2] link "Help with payments"'


def observation(lines: str = LINES) -> dict:
    return {"goal": GOAL, "candidates": lines}


def test_the_probe_tries_the_best_goal_match_first_then_the_next_after_a_miss():
    policy = ProbePolicy()
    policy.reset()
    first = policy.act(observation(), {"transition": "reset"})
    second = policy.act(observation(), {"transition": "off_path"})
    assert (first["action_type"], first["target"]) == ("click", 2)
    assert (second["action_type"], second["target"]) == ("click", 1)


def test_the_probe_starts_over_in_a_new_state():
    policy = ProbePolicy()
    policy.reset()
    policy.act(observation(), {"transition": "reset"})
    again = policy.act(observation(), {"transition": "advanced"})
    assert again["target"] == 2


def test_the_probe_ends_when_no_candidate_shares_a_goal_word():
    policy = ProbePolicy()
    policy.reset()
    action = policy.act(observation('[0] link "Home"'), {"transition": "reset"})
    assert action["action_type"] == "ask_user"  # the goal asks to check before it goes


@pytest.mark.slow
def test_probe_strict_success_is_at_most_two_percent_on_every_split():
    runs = defaultdict(list)
    for entry in load_index():
        run = run_episode(entry.id, ProbePolicy(), 0, False)
        runs[entry.split].append(run)
    for split, found in runs.items():
        strict = sum(run["strict_success"] for run in found) / len(found)
        assert strict <= 0.02, f"{split}: probe strict success {strict:.1%}"
