"""The tests each interface module runs: recovery tasks through the env, random fails."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pytest

from nexui_gym.baselines import RandomPolicy
from nexui_gym.dataset.index import load_index
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.evaluation.runner import run_episode
from tests.helpers import reference_action


@dataclass(frozen=True)
class Recovery:
    """A recovery task, the first state that shows its error, and words of the rule it reveals."""

    task_id: str
    error_state: int
    rule: tuple[str, ...]


@dataclass(frozen=True)
class Played:
    readers: tuple[str, ...]  # the reader view of every state reached, start state first
    passed: bool


def play_reference(task_id: str) -> Played:
    """Step the reference actions through the env, keeping each state's reader view."""
    env = NeXUIEnv(task_id)
    observation, info = env.reset(seed=0)
    readers = [observation["reader"]]
    for index in range(len(env.task.steps)):
        observation, _, terminated, truncated, info = env.step(reference_action(env.task, index))
        if terminated or truncated:
            break
        readers.append(observation["reader"])
    return Played(tuple(readers), bool(info["scores"].get("passed", False)))


def rule_shown_before_error(case: Recovery) -> list[tuple[int, str]]:
    """(state, words) for every state before the error whose reader view states the rule."""
    readers = play_reference(case.task_id).readers
    return [
        (index, words)
        for index, reader in enumerate(readers[: case.error_state])
        for words in case.rule
        if words.lower() in reader.lower()
    ]


def random_success_rate(interface: str) -> float:
    entries = [entry for entry in load_index() if entry.interface == interface]
    assert entries, f"no packaged tasks for the interface {interface!r}"
    runs = [run_episode(entry.id, RandomPolicy(seed=0), 0, False) for entry in entries]
    return sum(run["passed"] for run in runs) / len(runs)


def interface_tests(interface: str, recoveries: Sequence[Recovery]) -> tuple[Callable, ...]:
    """The test functions of one interface's module (bound there to names pytest collects)."""
    by_task = pytest.mark.parametrize("case", recoveries, ids=lambda case: case.task_id)

    @by_task
    def test_recovery_after_the_error_passes(case):
        played = play_reference(case.task_id)
        shown = played.readers[case.error_state].lower()
        assert any(words.lower() in shown for words in case.rule)
        assert played.passed

    @by_task
    def test_rule_is_not_in_the_reader_view_before_the_error(case):
        assert rule_shown_before_error(case) == []

    def test_random_policy_passes_under_ten_percent():
        assert random_success_rate(interface) < 0.10

    return (
        test_recovery_after_the_error_passes,
        test_rule_is_not_in_the_reader_view_before_the_error,
        test_random_policy_passes_under_ten_percent,
    )
