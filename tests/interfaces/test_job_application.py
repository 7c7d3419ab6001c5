"""job-application: the gap rule of task-103 is revealed only by the server's error."""

from __future__ import annotations

import pytest

from tests.interfaces.helpers import careful_recovery_passes, reader_views

RECOVERY = "task-103"
#: State 12 is the employment page after 'Save and continue' with Job 2 filled in.
ERROR_STATE = 12
#: Phrases of the rule the error states (gaps of more than 3 months must be explained).
RULE = ("more than 3 months", "Explain any gap", "What were you doing")


@pytest.fixture(scope="module")
def views():
    return reader_views(RECOVERY)


def test_the_error_state_states_the_rule(views):
    assert all(phrase in views[ERROR_STATE] for phrase in RULE)


@pytest.mark.parametrize("state", range(ERROR_STATE))
def test_no_state_before_the_error_states_the_rule(views, state):
    assert not [phrase for phrase in RULE if phrase in views[state]]


def test_explaining_the_gap_after_the_error_passes():
    transition, passed = careful_recovery_passes(RECOVERY, ERROR_STATE)
    assert transition == "advanced" and passed
