"""Reading actions: validation, coordinate resolution, the reference match."""

from __future__ import annotations

import numpy as np
import pytest

from nexui_gym.envs.actions import ActionError, candidate_at, matches_reference, parse_action
from nexui_gym.scoring.records import AgentAction

VIEWPORT = (1280, 720)


def test_target_position_resolves_to_stable_id(paperless_task):
    state = paperless_task.states[1]
    action = parse_action({"action_type": 0, "target": 5}, state, 128, VIEWPORT)
    assert action == AgentAction("click", target=state.candidates[5].id)


def test_numpy_values_are_accepted(paperless_task):
    action = parse_action(
        {"action_type": np.int64(1), "target": np.array(4)}, paperless_task.states[1], 128, VIEWPORT
    )
    assert action.kind == "type"


def test_name_of_action_type_is_accepted(paperless_task):
    action = parse_action(
        {"action_type": "finish", "text": "done"}, paperless_task.states[0], 128, VIEWPORT
    )
    assert action.kind == "finish" and action.target is None


def test_terminal_actions_ignore_target(paperless_task):
    action = parse_action(
        {"action_type": "ask_user", "target": 127}, paperless_task.states[0], 128, VIEWPORT
    )
    assert action.kind == "ask_user"


def test_boolean_target_is_rejected(paperless_task):
    with pytest.raises(ActionError, match="integer"):
        parse_action({"action_type": 0, "target": True}, paperless_task.states[0], 128, VIEWPORT)


def test_candidate_at_picks_the_smallest_box(paperless_task):
    state = paperless_task.states[1]
    assert candidate_at(state, 50 / 1280, 210 / 720, VIEWPORT) == 5
    assert candidate_at(state, 0.99, 0.5, VIEWPORT) is None


def test_reference_match_needs_kind_target_and_value(payment_task):
    step = payment_task.steps[2]  # type 25.00 into the amount field (id 11)
    assert matches_reference(step, AgentAction("type", target=11, text="25.00"))
    assert matches_reference(step, AgentAction("type", target=11, text="£25"))
    assert not matches_reference(step, AgentAction("type", target=11, text="250"))
    assert not matches_reference(step, AgentAction("type", target=10, text="25.00"))
    assert not matches_reference(step, AgentAction("click", target=11))


def test_select_matches_case_insensitively(payment_task):
    assert matches_reference(
        payment_task.steps[1], AgentAction("select", target=10, text="landlord")
    )
