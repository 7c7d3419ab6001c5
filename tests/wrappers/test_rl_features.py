"""Numeric features for SB3, and the wrapped envs under SB3's checker and vector envs."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

from nexui_gym.a11y.candidate_lines import parse_candidates
from nexui_gym.envs.multitask import MultiTaskEnv
from nexui_gym.envs.registration import register_envs
from nexui_gym.wrappers import RL_OBS_KEYS, rl_wrappers
from nexui_gym.wrappers.rl_features import (
    CANDIDATE_FEATURES,
    NAME_BUCKETS,
    ROLES,
    STATES,
    goal_features,
    relevance_order,
    state_features,
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


def test_v2_columns_give_rank_stemmed_overlap_and_name_words():
    candidates = parse_candidates('[3] switch "Offers by email"\n[5] link "Settings"')
    boxes = np.zeros((2, 4), dtype=np.float32)
    goal = "Stop the marketing emails"
    matrix = state_features(candidates, boxes, [("click",), ("click",)], goal, {}, 4).candidates
    rank, share, shared = (CANDIDATE_FEATURES - 1 - NAME_BUCKETS - 3 + i for i in range(3))
    assert matrix[1, rank] == 0.25  # second of four slots
    # "emails" meets "email" once stemmed: one of the name's two content words
    assert matrix[0, share] == 0.5 and matrix[0, shared] == 0.25 and matrix[1, shared] == 0
    words = matrix[:, CANDIDATE_FEATURES - 1 - NAME_BUCKETS : CANDIDATE_FEATURES - 1]
    assert words[0].sum() == 2 and words[1].sum() == 1 and not (words[0] == words[1]).all()


def test_relevance_order_puts_goal_words_first_and_keeps_page_order_on_ties():
    candidates = parse_candidates(
        '[0] link "Home"\n[1] link "Help"\n[2] link "Make a payment"\n[3] combobox "Payee" (value "Landlord")'
    )
    order = relevance_order(candidates, "Make a payment to my landlord", {"payee": "Landlord"})
    # "Make a payment" shares make+payment; the Payee list holds a field value; then page order
    assert order == (2, 3, 0, 1)


def test_goal_features_are_stable_across_processes():
    first = goal_features("Pay my landlord £25 but let me check it", 2)
    assert np.array_equal(first, goal_features("Pay my landlord £25 but let me check it", 2))
    assert first[-2] == 1.0


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
