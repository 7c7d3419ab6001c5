"""The flat discrete action space: layout, masks, decoding and the explainer."""

from __future__ import annotations

import numpy as np
import pytest

from nexui_gym.a11y.candidate_lines import parse_candidates
from nexui_gym.dataset.model import MAX_CANDIDATES
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.wrappers import RL_OBS_KEYS
from nexui_gym.wrappers.rl_actions import KEYS, ActionCodec, DiscreteActions, action_mask, decode
from nexui_gym.wrappers.rl_values import (
    MAX_OPTIONS,
    MAX_VALUES,
    Choices,
    OptionChoice,
    TypedValue,
)

CODEC = ActionCodec(max_candidates=4, max_values=2, max_options=3)
PER_CANDIDATE = 1 + len(KEYS) + 2


def test_index_layout_round_trips():
    assert CODEC.size == 4 * PER_CANDIDATE + 3 + 3
    for index in range(CODEC.size):
        assert CODEC.index(*CODEC.split(index)) == index
    assert CODEC.split(CODEC.ask_user) == ("ask_user", None, None)
    assert CODEC.split(CODEC.back) == ("back", None, None)
    assert CODEC.split(PER_CANDIDATE + 1) == ("press", 1, 0)
    assert CODEC.split(CODEC.options_start + 2) == ("select", None, 2)


def test_default_action_count_is_bounded():
    codec = ActionCodec()
    assert codec.size == MAX_CANDIDATES * (1 + len(KEYS) + MAX_VALUES) + MAX_OPTIONS + 3


def test_out_of_range_index_is_a_clear_error():
    with pytest.raises(ValueError, match=f"action index {CODEC.size}"):
        CODEC.split(CODEC.size)


def test_mask_follows_candidates_kinds_values_and_options():
    mask = action_mask(CODEC, [("click",), ("click", "type")], values=1, options=2)
    allowed = {CODEC.split(i) for i in np.flatnonzero(mask)}
    assert allowed == {
        ("click", 0, None),
        ("click", 1, None),
        ("type", 1, 0),
        ("select", None, 0),
        ("select", None, 1),
        ("ask_user", None, None),
        ("finish", None, None),
        ("back", None, None),
    }


def test_mask_allows_every_key_where_the_candidate_takes_keys():
    mask = action_mask(CODEC, [("press",)], values=0)
    pressed = {CODEC.split(i)[2] for i in np.flatnonzero(mask) if CODEC.split(i)[0] == "press"}
    assert pressed == set(range(len(KEYS)))


def test_decode_types_an_offered_value_with_a_grounded_explanation():
    candidates = parse_candidates('[5] link "Payments"\n[7] textbox "Amount"')
    choices = Choices(
        (TypedValue("Landlord", "payee", "field"), TypedValue("25.00", "amount", "field")), ()
    )
    action = decode(
        CODEC,
        CODEC.index("type", 1, 1),
        candidates,
        "Pay my landlord £25",
        {"payee": "Landlord", "amount": "25.00"},
        choices=choices,
    )
    assert action["action_type"] == "type" and action["target"] == 1 and action["text"] == "25.00"
    assert "'Amount' textbox" in action["explanation"] and "amount" in action["explanation"]


def test_decode_selects_the_option_of_its_select():
    candidates = parse_candidates('[5] link "Payments"\n[9] combobox "Pay from"')
    choices = Choices((), (OptionChoice(9, "Everyday Current Account", 1, False),))
    action = decode(
        CODEC, CODEC.index("select", None, 0), candidates, "Pay £25", {}, choices=choices
    )
    assert (action["action_type"], action["target"]) == ("select", 1)
    assert action["text"] == "Everyday Current Account"
    assert "'Pay from' combobox" in action["explanation"]


def test_decode_presses_the_key_of_its_index():
    candidates = parse_candidates('[3] slider "Volume"')
    action = decode(CODEC, CODEC.index("press", 0, 1), candidates, "Turn it down", {})
    assert (action["action_type"], action["text"]) == ("press", "ArrowDown")


def test_decode_ask_user_names_the_committing_button_and_values():
    candidates = parse_candidates('[5] button "Confirm payment"\n[6] link "Back"')
    action = decode(CODEC, CODEC.ask_user, candidates, "Pay £25", {"amount": "25.00"})
    assert action["action_type"] == "ask_user"
    assert "Confirm payment" in action["text"] and "25.00" in action["text"]


def test_wrapper_masks_and_steps(bundles_root):
    env = DiscreteActions(
        NeXUIEnv("task-901", bundles_root=bundles_root, expose_fields=True, obs_keys=RL_OBS_KEYS)
    )
    env.reset(seed=0)
    mask = env.action_masks()
    assert mask.dtype == bool and mask[env.codec.finish]
    _, _, _, _, info = env.step(env.codec.index("click", env.slot_of(1)))
    assert info["transition"] == "advanced"
    assert env.unwrapped.history[-1].explanation_score > 0.5


def test_slot_of_an_absent_candidate_is_a_clear_error(bundles_root):
    env = DiscreteActions(
        NeXUIEnv("task-901", bundles_root=bundles_root, expose_fields=True, obs_keys=RL_OBS_KEYS)
    )
    env.reset(seed=0)
    with pytest.raises(ValueError, match="not on the current page"):
        env.slot_of(99)


def test_wrapper_needs_fields(bundles_root):
    with pytest.raises(ValueError, match="expose_fields=True"):
        DiscreteActions(NeXUIEnv("task-901", bundles_root=bundles_root))


def test_wrapper_needs_the_axtree_for_select_options(bundles_root):
    keys = tuple(key for key in RL_OBS_KEYS if key != "axtree")
    env = NeXUIEnv("task-901", bundles_root=bundles_root, expose_fields=True, obs_keys=keys)
    with pytest.raises(ValueError, match="axtree"):
        DiscreteActions(env)
