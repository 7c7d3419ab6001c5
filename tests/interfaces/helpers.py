"""Playing a packaged task's reference through the env, for the interface tests."""

from __future__ import annotations

import gymnasium as gym
import pytest

import nexui_gym  # noqa: F401  (registers the environments)
from nexui_gym.baselines import OraclePolicy
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.evaluation.runner import run_episode
from tests.helpers import reference_action


def reader_views(task_id: str) -> list[str]:
    """The reader view of every state the reference passes through, in order."""
    env = NeXUIEnv(task_id, obs_keys=["reader"])
    obs, _ = env.reset(seed=0)
    views = [obs["reader"]]
    for index in range(len(env.task.steps) - 1):
        obs, *_ = env.step(reference_action(env.task, index))
        views.append(obs["reader"])
    return views


def play_reference(env: NeXUIEnv, first: int, last: int) -> dict:
    """Take the reference steps of states ``first`` to ``last - 1``; the last step's info."""
    info: dict = {}
    for index in range(first, last):
        *_, info = env.step(reference_action(env.task, index))
    return info


def careful_recovery_passes(task_id: str, error_state: int) -> tuple[str, bool]:
    """Reach the error state, take the action the error message asks for, finish the run.

    Returns the transition of the careful action and whether the run passed.
    """
    env = NeXUIEnv(task_id, obs_keys=["reader"])
    env.reset(seed=0)
    play_reference(env, 0, error_state)
    careful = play_reference(env, error_state, error_state + 1)
    final = play_reference(env, error_state + 1, len(env.task.steps))
    return careful["transition"], final["scores"]["passed"]


class RecoveryRuleChecks:
    """Checks of a recovery task whose rule only the error reveals; subclasses name the task.

    ``task_id``: the task; ``error_state``: the state showing the error; ``rule``: phrases
    of the rule the error message states.
    """

    task_id: str
    error_state: int
    rule: tuple[str, ...]

    @pytest.fixture(scope="class")
    @classmethod
    def views(cls):
        return reader_views(cls.task_id)

    def test_the_error_state_states_the_rule(self, views):
        assert all(phrase in views[self.error_state] for phrase in self.rule)

    def test_no_state_before_the_error_states_the_rule(self, views):
        early = {
            index: [phrase for phrase in self.rule if phrase in views[index]]
            for index in range(self.error_state)
        }
        assert not {index: found for index, found in early.items() if found}

    def test_the_action_the_error_asks_for_advances_and_passes(self):
        transition, passed = careful_recovery_passes(self.task_id, self.error_state)
        assert transition == "advanced" and passed


def readers_along_reference(task_id: str, states: int) -> list[str]:
    """The reader view of the first ``states`` states, reached by the reference actions."""
    env = gym.make(f"NeXUI/{task_id}")
    observation, _ = env.reset(seed=0)
    task = env.unwrapped.task
    readers = [observation["reader"]]
    for index in range(states - 1):
        observation, *_ = env.step(reference_action(task, index))
        readers.append(observation["reader"])
    env.close()
    return readers


def reference_passes(task_id: str) -> bool:
    """Playing the reference path (the careful user's actions) meets every success condition."""
    return bool(run_episode(task_id, OraclePolicy(), 0, False)["passed"])
