"""media-player: recovery tasks (no titles on certificates, missing Welsh subtitles) recover, their rules stay hidden, random fails."""

from __future__ import annotations

from tests.interfaces.recovery import Recovery, interface_tests

RECOVERIES = [
    Recovery("task-165", 4, ("titles", "as it appears on your ID")),
    Recovery("task-166", 7, ("Not every video has Welsh", "no Welsh subtitles")),
]

(
    test_recovery_after_the_error_passes,
    test_rule_is_not_in_the_reader_view_before_the_error,
    test_random_policy_passes_under_ten_percent,
) = interface_tests("media-player", RECOVERIES)
