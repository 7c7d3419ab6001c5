"""The flat discrete action space: layout, masks, decoding and the explainer."""

from __future__ import annotations

import numpy as np
import pytest

from nexui_gym.a11y.candidate_lines import parse_candidates
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.wrappers.rl_actions import ActionCodec, DiscreteActions, action_mask, decode

CODEC = ActionCodec(max_candidates=4, max_fields=2)


def test_index_layout_round_trips():
    assert CODEC.size == 4 * 6 + 3
    for index in range(CODEC.size):
        assert CODEC.index(*CODEC.split(index)) == index
    assert CODEC.split(CODEC.ask_user) == ("ask_user", None, None)
    assert CODEC.split(CODEC.back) == ("back", None, None)
    assert CODEC.split(7) == ("press", 1, None)


def test_out_of_range_index_is_a_clear_error():
    with pytest.raises(ValueError, match="action index 27"):
        CODEC.split(27)


def test_mask_follows_candidates_kinds_and_fields():
    mask = action_mask(CODEC, [("click", "press"), ("click", "type", "press")], field_count=1)
    allowed = {CODEC.split(i) for i in np.flatnonzero(mask)}
    assert allowed == {
        ("click", 0, None),
        ("press", 0, None),
        ("click", 1, None),
        ("press", 1, None),
        ("type", 1, 0),
        ("ask_user", None, None),
        ("finish", None, None),
        ("back", None, None),
    }


def test_decode_types_a_field_value_with_a_grounded_explanation():
    candidates = parse_candidates('[5] link "Payments"\n[7] textbox "Amount"')
    action = decode(
        CODEC,
        CODEC.index("type", 1, 1),
        candidates,
        "Pay my landlord £25",
        {"payee": "Landlord", "amount": "25.00"},
    )
    assert action["action_type"] == "type" and action["target"] == 1 and action["text"] == "25.00"
    assert "'Amount' textbox" in action["explanation"] and "amount" in action["explanation"]


def test_decode_ask_user_names_the_committing_button_and_values():
    candidates = parse_candidates('[5] button "Confirm payment"\n[6] link "Back"')
    action = decode(CODEC, CODEC.ask_user, candidates, "Pay £25", {"amount": "25.00"})
    assert action["action_type"] == "ask_user"
    assert "Confirm payment" in action["text"] and "25.00" in action["text"]


def test_wrapper_masks_and_steps(bundles_root):
    env = DiscreteActions(NeXUIEnv("task-901", bundles_root=bundles_root, expose_fields=True))
    env.reset(seed=0)
    mask = env.action_masks()
    assert mask.dtype == bool and mask[env.codec.finish]
    _, _, _, _, info = env.step(env.codec.index("click", env.slot_of(1)))
    assert info["transition"] == "advanced"
    assert env.unwrapped.history[-1].explanation_score > 0.5


def test_slot_of_an_absent_candidate_is_a_clear_error(bundles_root):
    env = DiscreteActions(NeXUIEnv("task-901", bundles_root=bundles_root, expose_fields=True))
    env.reset(seed=0)
    with pytest.raises(ValueError, match="not on the current page"):
        env.slot_of(99)


def test_wrapper_needs_fields(bundles_root):
    with pytest.raises(ValueError, match="expose_fields=True"):
        DiscreteActions(NeXUIEnv("task-901", bundles_root=bundles_root))
