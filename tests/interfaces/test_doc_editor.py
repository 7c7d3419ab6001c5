"""doc-editor (Inkwell Docs): the recovery task's error cannot be foreseen, and the careful
path through it succeeds."""

from __future__ import annotations

import pytest

from tests.interfaces.helpers import readers_along_reference, reference_passes

RENAME = "task-180"
#: The state that shows the error: after typing the name with a colon and pressing Enter.
RENAME_ERROR_STATE = 3
#: Words of the rule that the server-side error reveals.
RENAME_RULE = ("can't contain", "colon", r"\ / :")


def test_rename_recovery_typing_the_name_as_given_then_the_dash_passes():
    assert reference_passes(RENAME)


def test_rename_error_shows_the_rule():
    reader = readers_along_reference(RENAME, RENAME_ERROR_STATE + 1)[RENAME_ERROR_STATE]
    assert all(words in reader for words in RENAME_RULE)


@pytest.mark.parametrize("state", range(RENAME_ERROR_STATE))
def test_rename_rule_is_not_stated_before_the_error(state):
    reader = readers_along_reference(RENAME, RENAME_ERROR_STATE)[state]
    assert not [words for words in RENAME_RULE if words.lower() in reader.lower()]
