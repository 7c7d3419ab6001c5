"""job-application: the gap rule of task-103 is revealed only by the server's error."""

from __future__ import annotations

from tests.interfaces.helpers import RecoveryRuleChecks


class TestEmploymentGapRule(RecoveryRuleChecks):
    task_id = "task-103"
    #: The employment page after 'Save and continue' with Job 2 filled in.
    error_state = 12
    #: Gaps of more than 3 months between jobs must be explained.
    rule = ("more than 3 months", "Explain any gap", "What were you doing")
