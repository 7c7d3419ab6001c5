"""Numeric features for SB3, and the wrapped envs under SB3's checker and vector envs."""

from __future__ import annotations

import os
import subprocess
import sys

import gymnasium as gym
import numpy as np
import pytest

from nexui_gym.a11y.candidate_lines import parse_candidates
from nexui_gym.envs.multitask import MultiTaskEnv
from nexui_gym.envs.registration import register_envs
from nexui_gym.vocabulary import UI_WORDS
from nexui_gym.wrappers import RL_OBS_KEYS, rl_wrappers
from nexui_gym.wrappers.rl_features import (
    CANDIDATE_FEATURES,
    GOAL_TOKENS,
    MORE_STATES,
    NAME_TOKENS,
    PAIR_COLUMNS,
    ROLES,
    SITE_COLUMNS,
    STATES,
    TOKEN_BUCKETS,
    goal_features,
    relevance_order,
    state_features,
    token_ids,
)


def test_state_features_encode_role_overlap_and_box():
    candidates = parse_candidates(
        '[3] link "Payments"\n[7] textbox "Amount" (required, value "25.00")'
    )
    boxes = np.array([[0.1, 0.2, 0.3, 0.05], [0.5, 0.5, 0.2, 0.05]], dtype=np.float32)
    features = state_features(
        candidates,
        boxes,
        [("click",), ("click", "type")],
        "Make a payment of 25.00",
        {"amount": "25.00"},
        4,
    )
    matrix = features.candidates
    assert matrix.shape == (4, CANDIDATE_FEATURES) and features.mask.tolist() == [1, 1, 0, 0]
    assert matrix[0, ROLES.index("link")] == 1 and matrix[1, ROLES.index("textbox")] == 1
    value_column = len(ROLES) + 1 + len(STATES)  # has a value, then four overlap columns
    assert matrix[1, value_column] == 1 and matrix[0, value_column] == 0
    assert matrix[1, value_column + 4] == 1  # its value equals a field value
    assert matrix[1, value_column + 5 : value_column + 9].tolist() == pytest.approx(
        [0.5, 0.5, 0.2, 0.05]
    )
    assert matrix[1, value_column + 9] == 1  # accepts typing
    assert features.fields_entered == 1.0
    assert not matrix.flags.writeable


def test_v2_columns_give_rank_and_stemmed_overlap():
    candidates = parse_candidates('[3] switch "Offers by email"\n[5] link "Settings"')
    boxes = np.zeros((2, 4), dtype=np.float32)
    goal = "Stop the marketing emails"
    matrix = state_features(candidates, boxes, [("click",), ("click",)], goal, {}, 4).candidates
    rank, share, shared = (CANDIDATE_FEATURES - 1 - PAIR_COLUMNS - 3 + i for i in range(3))
    assert matrix[1, rank] == 0.25  # second of four slots
    # "emails" meets "email" once stemmed: one of the name's two content words
    assert matrix[0, share] == 0.5 and matrix[0, shared] == 0.25 and matrix[1, shared] == 0


def _pair_columns_of(candidate_lines: str, goal: str, fields: dict, **kwargs) -> np.ndarray:
    candidates = parse_candidates(candidate_lines)
    boxes = np.zeros((len(candidates), 4), dtype=np.float32)
    allowed = [("click",)] * len(candidates)
    matrix = state_features(candidates, boxes, allowed, goal, fields, 4, **kwargs).candidates
    return matrix[:, CANDIDATE_FEATURES - 1 - PAIR_COLUMNS : CANDIDATE_FEATURES - 1]


def test_v4_columns_say_the_goal_names_the_candidate_in_full():
    columns = _pair_columns_of(
        '[1] tab "Accessibility"\n[2] tab "Access"', "Open the accessibility preferences", {}
    )
    assert columns[0, 0] == 1 and columns[1, 0] == 0  # "access" is only part of a goal word


def test_v4_columns_say_the_candidate_names_a_goal_value_in_full():
    columns = _pair_columns_of(
        '[1] link "Edit Kings Property Lettings"\n[2] link "Edit Kings Cross Lettings"',
        "Update the reference for my letting agent",
        {"payee": "Kings Property Lettings"},
    )
    assert columns[0, 1] == 1 and columns[1, 1] == 0


def test_v4_columns_give_the_share_of_the_name_that_is_a_field_key():
    columns = _pair_columns_of(
        '[1] textbox "Payment reference"\n[2] textbox "Amount"',
        "Use FLAT4 as my reference",
        {"payment_reference": "FLAT4"},
    )
    assert columns[0, 2] == 1 and columns[1, 2] == 0


def test_v4_columns_mark_steps_forward_and_unnamed_candidates():
    columns = _pair_columns_of('[1] button "Continue"\n[2] button ""', "Pay my bill", {})
    assert columns[0, 3] == 1 and columns[1, 3] == 0
    assert columns[0, 4] == 0 and columns[1, 4] == 1


def test_v4_columns_give_the_page_position_not_the_slot():
    columns = _pair_columns_of('[1] link "Home"\n[2] link "Pay"', "Pay", {}, page_positions=(1, 0))
    assert columns[0, 6] == 0.5 and columns[1, 6] == 0


def _site_columns_of(candidate_lines: str, allowed=None, **kwargs) -> np.ndarray:
    candidates = parse_candidates(candidate_lines)
    boxes = np.zeros((len(candidates), 4), dtype=np.float32)
    allowed = allowed or [("click",)] * len(candidates)
    matrix = state_features(candidates, boxes, allowed, "Pay my bill", {}, 4, **kwargs).candidates
    start = CANDIDATE_FEATURES - 1 - PAIR_COLUMNS - 3 - SITE_COLUMNS
    return matrix[:, start : start + SITE_COLUMNS]


def test_v5_columns_mark_a_collapsed_menu_button_and_a_current_link():
    columns = _site_columns_of(
        '[9] button "Eleanor Whitaker" (collapsed, haspopup menu)\n[2] link "Home" (current page)'
    )
    states = dict(zip(MORE_STATES, columns[0, : len(MORE_STATES)], strict=True))
    assert states == {"collapsed": 1, "haspopup": 1, "unchecked": 0, "current": 0}
    assert columns[1, MORE_STATES.index("current")] == 1
    assert columns[1, MORE_STATES.index("collapsed")] == 0


def test_v5_columns_give_the_names_words_that_mean_the_same_on_any_site():
    columns = _site_columns_of(
        '[1] link "Settings"\n[2] link "New messages"\n[3] link "Larchfield"'
    )
    words = columns[:, len(MORE_STATES) : len(MORE_STATES) + len(UI_WORDS)]
    named = [{UI_WORDS[i] for i in np.flatnonzero(row)} for row in words[:3]]
    # a plural counts ("messages" is in the list as is; "settings" too)
    assert named == [{"settings"}, {"new", "messages"}, set()]


def test_v5_columns_mark_the_first_empty_field_on_the_page_not_in_slot_order():
    lines = '[1] textbox "Name" (value "Sam")\n[2] textbox "Email"\n[3] textbox "Phone"\n[4] link "Help"'
    allowed = [("click", "type")] * 3 + [("click",)]
    # slot order differs from page order: "Phone" stands before "Email" on this page
    columns = _site_columns_of(lines, allowed, page_positions=(0, 2, 1, 3))
    assert columns[:, -1].tolist() == [0, 0, 1, 0]  # the filled "Name" is not empty


def test_progress_notes_the_runs_edits_and_advances(bundles_root):
    env = rl_wrappers(
        MultiTaskEnv("all", bundles_root=bundles_root, expose_fields=True, obs_keys=RL_OBS_KEYS)
    )
    codec = env.get_wrapper_attr("codec")
    observation, _ = env.reset(options={"task_id": "task-900"})
    assert observation["progress"][7:].tolist() == [0, 0, 0]
    seen = []
    # Settings (a link: advances), the paperless checkbox (an edit), then Save
    for candidate_id in (2, 5, 6):
        slot = env.get_wrapper_attr("slot_of")(candidate_id)
        observation, *_ = env.step(codec.index("click", slot))
        seen.append(observation["progress"][7:].tolist())
    assert np.allclose(seen, [[0, 0, 0.1], [1, 1, 0.2], [1, 0, 0.3]])


def test_state_features_give_what_the_page_shows_of_the_goal_and_the_values():
    features = state_features(
        parse_candidates('[1] link "Home"'),
        np.zeros((1, 4), dtype=np.float32),
        [("click",)],
        "What was my cholesterol result?",
        {"test": "cholesterol"},
        4,
        reader="Lipid profile (cholesterol) result: 4.2, within range",
    )
    # the goal's content words (stemmed, stop words out): was, cholesterol, result
    assert features.goal_on_page == pytest.approx(2 / 3) and features.fields_on_page == 1.0


def test_relevance_order_puts_goal_words_first_and_keeps_page_order_on_ties():
    candidates = parse_candidates(
        '[0] link "Home"\n[1] link "Help"\n[2] link "Make a payment"\n[3] combobox "Payee" (value "Landlord")'
    )
    order = relevance_order(candidates, "Make a payment to my landlord", {"payee": "Landlord"})
    # "Make a payment" shares make+payment; the Payee list holds a field value; then page order
    assert order == (2, 3, 0, 1)


def test_goal_features_give_approval_field_count_and_question_but_no_words():
    asks = goal_features("Pay my landlord £25 but let me check it", 2)
    assert asks.tolist() == pytest.approx([1.0, 2 / 6, 0.0])
    question = goal_features("What was my last cholesterol result?", 1)
    assert question.tolist() == pytest.approx([0.0, 1 / 6, 1.0])
    # no bag of words: two goals alike in these respects look alike, whatever their words
    assert np.array_equal(goal_features("Pay Sam", 1), goal_features("Email Priya", 1))


def test_token_ids_are_the_stemmed_content_words_hashed_in_order_and_padded():
    ids = token_ids("Stop the marketing emails", 6)
    assert ids.dtype == np.float32 and ids.shape == (6,)
    assert ids[3:].tolist() == [0, 0, 0]  # "the" is a stop word: stop, market, email
    assert np.array_equal(ids[:3], token_ids("stop marketing email", 3))  # stems meet
    assert ((ids[:3] >= 1) & (ids[:3] < TOKEN_BUCKETS)).all()
    assert np.array_equal(token_ids("one two three four", 2), token_ids("one two", 2))


def test_token_ids_are_the_same_in_every_process():
    """CRC-32, not Python's salted hash(): another process gives the same ids."""
    code = (
        "from nexui_gym.wrappers.rl_features import token_ids; "
        "print(token_ids('Order history and invoices', 4).tolist())"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2")
    }
    assert outputs == {f"{token_ids('Order history and invoices', 4).tolist()}\n"}


def test_state_features_give_each_slots_name_tokens():
    candidates = parse_candidates('[3] link "Order history"\n[5] button ""')
    boxes = np.zeros((2, 4), dtype=np.float32)
    features = state_features(candidates, boxes, [("click",), ("click",)], "Show orders", {}, 4)
    assert features.name_tokens.shape == (4, NAME_TOKENS)
    assert np.array_equal(features.name_tokens[0], token_ids("Order history", NAME_TOKENS))
    assert not features.name_tokens[1:].any()  # no name, and empty slots: padding


def test_observation_gives_the_goals_tokens(bundles_root):
    env = MultiTaskEnv("all", bundles_root=bundles_root, expose_fields=True, obs_keys=RL_OBS_KEYS)
    raw, _ = env.reset(seed=0)
    wrapped = rl_wrappers(env)
    observation, _ = wrapped.reset(seed=0)
    assert np.array_equal(observation["goal_tokens"], token_ids(raw["goal"], GOAL_TOKENS))
    assert observation["goal_tokens"].any()


def test_sb3_check_env_passes_on_the_wrapped_split_env(bundles_root):
    check_env = pytest.importorskip(
        "stable_baselines3.common.env_checker", reason="the rl extra is not installed"
    ).check_env
    env = rl_wrappers(
        MultiTaskEnv("all", bundles_root=bundles_root, expose_fields=True, obs_keys=RL_OBS_KEYS)
    )
    check_env(env)


def test_observations_are_in_the_feature_space(bundles_root):
    env = rl_wrappers(
        MultiTaskEnv("all", bundles_root=bundles_root, expose_fields=True, obs_keys=RL_OBS_KEYS)
    )
    observation, _ = env.reset(seed=0)
    assert env.observation_space.contains(observation)
    observation, *_ = env.step(int(np.flatnonzero(env.action_masks())[0]))
    assert env.observation_space.contains(observation)


def test_acted_on_column_marks_clicked_candidates(bundles_root):
    env = rl_wrappers(
        MultiTaskEnv("all", bundles_root=bundles_root, expose_fields=True, obs_keys=RL_OBS_KEYS)
    )
    env.reset(options={"task_id": "task-900"})
    help_slot = env.get_wrapper_attr("slot_of")(3)
    observation, *_ = env.step(env.get_wrapper_attr("codec").index("click", help_slot))
    matrix = observation["candidates"].reshape(-1, CANDIDATE_FEATURES)
    assert matrix[help_slot, -1] == 1 and matrix[:, -1].sum() == 1


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_wrapped_split_env_runs_under_make_vec(bundles_root, mode):
    register_envs(bundles_root, namespace="NeXUIFixture")
    envs = gym.make_vec(
        "NeXUIFixture/all-v0",
        num_envs=2,
        vectorization_mode=mode,
        wrappers=[rl_wrappers],
        expose_fields=True,
        obs_keys=RL_OBS_KEYS,
    )
    try:
        observations, _ = envs.reset(seed=0)
        assert observations["candidates"].shape == (
            2,
            envs.single_observation_space["candidates"].shape[0],
        )
        finish = envs.single_action_space.n - 1
        _, _, terminated, _, _ = envs.step(np.full(2, finish))
        assert terminated.all()
    finally:
        envs.close()


@pytest.mark.parametrize("split", ["dev", "validation", "test", "challenge", "all"])
def test_sb3_check_env_passes_on_every_packaged_split_env(split):
    check_env = pytest.importorskip(
        "stable_baselines3.common.env_checker", reason="the rl extra is not installed"
    ).check_env
    import nexui_gym  # noqa: F401  (registers the packaged envs)
    from nexui_gym.wrappers import make_rl_env

    check_env(make_rl_env(f"NeXUI/{split}-v0"))
