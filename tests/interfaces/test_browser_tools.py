"""Browser-tools' recovery tasks: the careful path passes, and the rule the error reveals
(a PDF form's submit check, a site permission blocked earlier) is on no page before it."""

from __future__ import annotations

import pytest

from tests.interfaces.careful import assert_careful_path_passes, assert_rule_hidden_before_error

# task id, a phrase only the error states, the rule's key fact
RECOVERIES = [
    ("task-219", "exactly as on your V5C logbook", "without spaces"),
    ("task-220", "location access is blocked for this site", "blocked"),
]


@pytest.mark.parametrize(("task_id", "phrase", "fact"), RECOVERIES)
def test_careful_path_through_the_error_passes(task_id, phrase, fact):
    assert_careful_path_passes(task_id)


@pytest.mark.parametrize(("task_id", "phrase", "fact"), RECOVERIES)
def test_rule_is_not_shown_before_the_error(task_id, phrase, fact):
    assert_rule_hidden_before_error(task_id, phrase, fact)
