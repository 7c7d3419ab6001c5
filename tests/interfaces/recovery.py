"""The tests each interface module runs: recovery tasks through the env, random fails."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pytest

from nexui_gym.baselines import RandomPolicy
from nexui_gym.dataset.index import load_index
from nexui_gym.evaluation.runner import run_episode
from tests.interfaces.playthrough import play_through


@dataclass(frozen=True)
class Recovery:
    """A recovery task, the first state that shows its error, and words of the rule it reveals."""

    task_id: str
    error_state: int
    rule: tuple[str, ...]


def rule_shown_before_error(case: Recovery) -> list[tuple[int, str]]:
    """(state, words) for every state before the error whose reader view states the rule."""
    readers = play_through(case.task_id).readers
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
        played = play_through(case.task_id)
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
