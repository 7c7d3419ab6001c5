"""health-portal: the blood-test rule of task-090 is revealed only by the surgery's error."""

from __future__ import annotations

import pytest

from tests.interfaces.helpers import careful_recovery_passes, reader_views

RECOVERY = "task-090"
#: State 6 is the booking page after 'Continue' with 11:30 chosen: the error summary.
ERROR_STATE = 6
#: Phrases of the rule the error states (samples leave at 11:15, so start before 11:00).
RULE = ("11:15", "before 11:00", "samples")


@pytest.fixture(scope="module")
def views():
    return reader_views(RECOVERY)


def test_the_error_state_states_the_rule(views):
    assert all(phrase in views[ERROR_STATE] for phrase in RULE)


@pytest.mark.parametrize("state", range(ERROR_STATE))
def test_no_state_before_the_error_states_the_rule(views, state):
    assert not [phrase for phrase in RULE if phrase in views[state]]


def test_choosing_an_earlier_time_after_the_error_passes():
    transition, passed = careful_recovery_passes(RECOVERY, ERROR_STATE)
    assert transition == "advanced" and passed
