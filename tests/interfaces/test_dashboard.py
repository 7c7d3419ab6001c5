"""The dashboard's recovery tasks: the careful path passes, and the rule the server-side
error reveals is not on any page before the error."""

from __future__ import annotations

import pytest

from tests.interfaces.careful import assert_careful_path_passes, assert_rule_hidden_before_error

# task id, a phrase only the error states, the rule's key fact
RECOVERIES = [
    ("task-203", "limited to 10,000 records per file", "10,000"),
    ("task-204", "can't be sent before 08:00", "07:45"),
]


@pytest.mark.parametrize(("task_id", "phrase", "fact"), RECOVERIES)
def test_careful_path_through_the_error_passes(task_id, phrase, fact):
    assert_careful_path_passes(task_id)


@pytest.mark.parametrize(("task_id", "phrase", "fact"), RECOVERIES)
def test_rule_is_not_shown_before_the_error(task_id, phrase, fact):
    assert_rule_hidden_before_error(task_id, phrase, fact)
