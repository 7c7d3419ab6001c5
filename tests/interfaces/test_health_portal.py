"""health-portal: the blood-test rule of task-090 is revealed only by the surgery's error."""

from __future__ import annotations

from tests.interfaces.helpers import RecoveryRuleChecks


class TestBloodTestTimeRule(RecoveryRuleChecks):
    task_id = "task-090"
    #: The booking page after 'Continue' with 11:30 chosen: the error summary.
    error_state = 6
    #: Samples leave the surgery at 11:15, so blood tests must start before 11:00.
    rule = ("11:15", "before 11:00", "samples")
