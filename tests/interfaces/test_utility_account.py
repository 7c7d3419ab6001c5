"""The utility account: its recovery task is passed by the careful path, and the error's rule is hidden."""

from __future__ import annotations

from tests.interfaces.replay import play_reference, reader_views

RECOVERY_TASK = "task-139"
ERROR_STATE = 8  # the state after the first "Submit reading", which shows the server's reply
RULE_PHRASES = ("day and night", "two readings", "Night reading", "separately")


def test_careful_path_of_the_two_register_meter_recovery_passes():
    info = play_reference(RECOVERY_TASK)
    assert info["scores"]["passed"], info["scores"]


def test_two_register_rule_is_not_in_the_reader_view_before_the_error():
    views = reader_views(RECOVERY_TASK)
    for index in range(ERROR_STATE):
        assert not [phrase for phrase in RULE_PHRASES if phrase in views[index]], index


def test_two_register_rule_is_in_the_reader_view_after_the_error():
    views = reader_views(RECOVERY_TASK)
    assert all(phrase in views[ERROR_STATE] for phrase in RULE_PHRASES)
