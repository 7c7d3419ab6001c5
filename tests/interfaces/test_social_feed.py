"""social-feed: its recovery tasks can be recovered, their rules are not given away, random fails."""

from __future__ import annotations

import pytest

from tests.interfaces.recovery import (
    Recovery,
    play_reference,
    random_success_rate,
    rule_shown_before_error,
)

RECOVERIES = [
    Recovery("task-152", 4, ("already taken", "taken")),
    Recovery("task-153", 5, ("web address", "website field")),
]


@pytest.mark.parametrize("case", RECOVERIES, ids=lambda case: case.task_id)
def test_recovery_after_the_error_passes(case):
    played = play_reference(case.task_id)
    assert any(words.lower() in played.readers[case.error_state].lower() for words in case.rule)
    assert played.passed


@pytest.mark.parametrize("case", RECOVERIES, ids=lambda case: case.task_id)
def test_rule_is_not_in_the_reader_view_before_the_error(case):
    assert rule_shown_before_error(case) == []


def test_random_policy_passes_under_ten_percent():
    assert random_success_rate("social-feed") < 0.10
