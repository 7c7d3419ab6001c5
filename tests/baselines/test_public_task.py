"""Policies get only what an agent may know at reset: the public task view."""

from __future__ import annotations

import pytest

from nexui_gym.baselines import make_policy
from nexui_gym.dataset.model import PublicTask
from nexui_gym.evaluation.runner import run_episode


class Spy:
    """Wraps a policy and records what ``reset`` handed it."""

    def __init__(self, policy) -> None:
        self.policy = policy
        self.name = policy.name
        self.given: list[object] = []

    def reset(self, task) -> None:
        self.given.append(task)
        self.policy.reset(task)

    def act(self, observation, info):
        return self.policy.act(observation, info)


@pytest.mark.parametrize("name", ["random", "probe", "heuristic", "keyword"])
@pytest.mark.parametrize("task_id", ["task-900", "task-901"])
def test_a_policy_runs_on_the_public_task_view_alone(bundles_root, name, task_id):
    spy = Spy(make_policy(name, seed=0))
    run = run_episode(task_id, spy, 0, True, bundles_root)
    (given,) = spy.given
    assert type(given) is PublicTask
    assert not hasattr(given, "steps") and not hasattr(given, "states")
    assert not run["invalid"], run["invalid_reason"]


def test_fields_are_in_the_view_only_when_exposed(bundles_root):
    hidden, shown = Spy(make_policy("random")), Spy(make_policy("random"))
    run_episode("task-901", hidden, 0, False, bundles_root)
    run_episode("task-901", shown, 0, True, bundles_root)
    assert hidden.given[0].fields == {} and shown.given[0].fields["payee"] == "Landlord"


def test_only_the_oracle_gets_the_whole_task(bundles_root):
    oracle = Spy(make_policy("oracle"))
    oracle.reads_reference = True
    run_episode("task-900", oracle, 0, False, bundles_root)
    assert hasattr(oracle.given[0], "steps")
