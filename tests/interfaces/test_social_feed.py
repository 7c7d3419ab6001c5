"""social-feed: recovery tasks (a taken username, no web addresses in bios) recover, their rules stay hidden, random fails."""

from __future__ import annotations

from tests.interfaces.recovery import Recovery, interface_tests

RECOVERIES = [
    Recovery("task-152", 4, ("already taken", "taken")),
    Recovery("task-153", 5, ("web address", "website field")),
]

(
    test_recovery_after_the_error_passes,
    test_rule_is_not_in_the_reader_view_before_the_error,
    test_random_policy_passes_under_ten_percent,
) = interface_tests("social-feed", RECOVERIES)
