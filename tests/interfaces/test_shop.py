"""The shop interface: its recovery task is passed by the careful path, and the error's rule is hidden."""

from __future__ import annotations

from tests.interfaces.replay import play_reference, reader_views

RECOVERY_TASK = "task-123"
ERROR_STATE = 3  # the state after the first "Apply", which shows the server's reply
RULE_PHRASES = ("£60.00", "full-price", "Sale items don't count")


def test_careful_path_of_the_discount_code_recovery_passes():
    info = play_reference(RECOVERY_TASK)
    assert info["scores"]["passed"], info["scores"]


def test_minimum_spend_rule_is_not_in_the_reader_view_before_the_error():
    views = reader_views(RECOVERY_TASK)
    for index in range(ERROR_STATE):
        assert not [phrase for phrase in RULE_PHRASES if phrase in views[index]], index


def test_minimum_spend_rule_is_in_the_reader_view_after_the_error():
    views = reader_views(RECOVERY_TASK)
    assert all(phrase in views[ERROR_STATE] for phrase in RULE_PHRASES)
