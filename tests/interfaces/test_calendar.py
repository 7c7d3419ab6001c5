"""calendar (Daybook): the recovery task's room closure cannot be foreseen, and the careful
path through it succeeds."""

from __future__ import annotations

import pytest

from tests.interfaces.helpers import readers_along_reference, reference_passes

ROOM = "task-188"
#: The state that shows the error: after choosing Kestrel and pressing Save.
ROOM_ERROR_STATE = 6
#: Words of the closure that only the server-side room check reveals.
ROOM_RULE = ("maintenance", "closed")


def test_room_recovery_asking_for_kestrel_then_taking_heron_passes():
    assert reference_passes(ROOM)


def test_room_error_shows_the_closure_and_the_free_room():
    reader = readers_along_reference(ROOM, ROOM_ERROR_STATE + 1)[ROOM_ERROR_STATE]
    assert all(words in reader for words in ROOM_RULE) and "Heron (3.01)" in reader


@pytest.mark.parametrize("state", range(ROOM_ERROR_STATE))
def test_room_closure_is_not_stated_before_the_error(state):
    reader = readers_along_reference(ROOM, ROOM_ERROR_STATE)[state]
    assert not [words for words in ROOM_RULE if words in reader.lower()]
