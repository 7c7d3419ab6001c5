"""Reading the candidates view back: every part, and the round trip over the shipped states."""

from __future__ import annotations

import pytest

from nexui_gym.a11y.candidate_lines import parse_candidates
from nexui_gym.dataset.index import load_index
from nexui_gym.dataset.loader import load_task
from nexui_gym.envs.cache import SHARED_CACHE


def test_reads_id_role_name_states_and_value():
    lines = parse_candidates(
        '[7] textbox "Amount" (required, invalid, value "2, 5")\n[3] link "Payments"\n'
        '[12] checkbox "Email \\"me\\"" (checked)\n[9] button'
    )
    assert [(c.position, c.id, c.role) for c in lines] == [
        (0, 7, "textbox"),
        (1, 3, "link"),
        (2, 12, "checkbox"),
        (3, 9, "button"),
    ]
    assert lines[0].states == ("required", "invalid") and lines[0].value == "2, 5"
    assert lines[2].name == 'Email "me"' and lines[3].name == ""


def test_round_trip_over_the_shipped_states():
    entries = load_index()
    if not entries:
        pytest.skip("the packaged dataset has no tasks")
    for entry in entries[::7]:
        task = load_task(entry.id)
        for index in range(len(task.states)):
            views = SHARED_CACHE.views(task, index)
            lines = parse_candidates(views.candidates)
            assert [(c.id, c.role) for c in lines] == [(i.id, i.role) for i in views.candidate_info]
