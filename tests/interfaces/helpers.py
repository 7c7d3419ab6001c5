"""Playing a packaged task's reference through the env, for the interface tests."""

from __future__ import annotations

import pytest

from tests.interfaces.playthrough import play_through


def reader_views(task_id: str) -> list[str]:
    """The reader view of every state the reference passes through, in order."""
    return list(play_through(task_id).readers)


def careful_recovery_passes(task_id: str, error_state: int) -> tuple[str, bool]:
    """Reach the error state, take the action the error message asks for, finish the run.

    Returns the transition of the careful action and whether the run passed.
    """
    played = play_through(task_id)
    return played.transitions[error_state], played.passed


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
    return list(play_through(task_id).readers[:states])


def reference_passes(task_id: str) -> bool:
    """Playing the reference path (the careful user's actions) meets every success condition."""
    return play_through(task_id).passed
