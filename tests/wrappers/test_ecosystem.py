"""What other tools expect: constructor args, check_env, the mask as a key, is_success, flatten."""

from __future__ import annotations

import warnings

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from gymnasium.wrappers import FlattenObservation, RecordEpisodeStatistics

import nexui_gym  # noqa: F401  (registers the envs)
from nexui_gym.baselines import OraclePolicy
from nexui_gym.wrappers import MASK_KEY, FlatMaskObservation, LLMTextWrapper, make_rl_env

STACKS = {
    "rl-task": lambda: make_rl_env("NeXUI/task-003"),
    "rl-split": lambda: make_rl_env("NeXUI/validation-v0"),
    "rl-screenshot": lambda: make_rl_env("NeXUI/task-003", screenshot_size=(36, 64)),
    "rl-flat-mask": lambda: FlatMaskObservation(make_rl_env("NeXUI/task-003")),
    "llm-text": lambda: LLMTextWrapper(gym.make("NeXUI/task-003")),
    "llm-strong": lambda: LLMTextWrapper(gym.make("NeXUI/task-003"), setting="strong"),
}


@pytest.mark.parametrize("stack", sorted(STACKS))
def test_gymnasium_check_env_passes_on_every_wrapper_stack(stack):
    env = STACKS[stack]()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(env)


def test_wrappers_record_their_constructor_arguments():
    env = make_rl_env("NeXUI/task-003")
    names = [wrapper.name for wrapper in env.spec.additional_wrappers]
    assert names[-3:] == ["DiscreteActions", "FeatureObservation", "ActionMaskObservation"]
    assert all(wrapper.kwargs is not None for wrapper in env.spec.additional_wrappers)


def test_the_mask_is_an_observation_key_equal_to_action_masks():
    env = make_rl_env("NeXUI/task-003")
    observation, _ = env.reset(seed=0)
    assert observation[MASK_KEY].dtype == bool
    assert np.array_equal(observation[MASK_KEY], env.action_masks())
    observation, *_ = env.step(int(np.flatnonzero(observation[MASK_KEY])[0]))
    assert np.array_equal(observation[MASK_KEY], env.action_masks())


def test_the_mask_survives_a_standard_wrapper():
    env = RecordEpisodeStatistics(make_rl_env("NeXUI/task-003"))
    observation, _ = env.reset(seed=0)
    assert np.array_equal(observation[MASK_KEY], env.get_wrapper_attr("action_masks")())


def test_is_success_is_in_the_final_info_only():
    env = gym.make("NeXUI/task-000")
    oracle = OraclePolicy()
    oracle.reset(env.unwrapped.task)
    observation, info = env.reset(seed=0)
    while True:
        assert "is_success" not in info
        observation, _, terminated, truncated, info = env.step(oracle.act(observation, info))
        if terminated or truncated:
            break
    assert info["is_success"] is True


def test_flattening_the_raw_env_says_what_to_use_instead():
    with pytest.raises(TypeError, match="make_rl_env"):
        FlattenObservation(gym.make("NeXUI/task-003"))


def test_the_flat_mask_layout_is_the_features_flattened_beside_the_mask():
    env = FlatMaskObservation(make_rl_env("NeXUI/task-003"))
    observation, _ = env.reset(seed=0)
    flat, _ = FlattenObservation(make_rl_env("NeXUI/task-003")).reset(seed=0)
    mask = env.get_wrapper_attr("action_masks")()
    assert observation[MASK_KEY].dtype == np.float32
    assert np.array_equal(observation[MASK_KEY] > 0, mask)
    assert observation["observations"].size == flat.size - mask.size


def test_the_flat_mask_layout_needs_the_mask_key():
    with pytest.raises(ValueError, match="make_rl_env"):
        FlatMaskObservation(gym.make("NeXUI/task-003"))


def test_flattening_the_rl_env_works():
    env = FlattenObservation(make_rl_env("NeXUI/task-003"))
    observation, _ = env.reset(seed=0)
    assert env.observation_space.contains(observation)


def test_sb3_eval_callback_reports_a_success_rate():
    sb3_contrib = pytest.importorskip("sb3_contrib", reason="needs the rl extra (sb3-contrib)")
    from sb3_contrib.common.maskable.callbacks import MaskableEvalCallback
    from stable_baselines3.common.monitor import Monitor

    eval_env = Monitor(make_rl_env("NeXUI/task-000"))
    model = sb3_contrib.MaskablePPO(
        "MultiInputPolicy", make_rl_env("NeXUI/task-000"), n_steps=32, batch_size=32, seed=0
    )
    callback = MaskableEvalCallback(eval_env, n_eval_episodes=2, eval_freq=32, verbose=0)
    model.learn(total_timesteps=32, callback=callback)
    assert len(callback._is_success_buffer) == 2


def test_registry_specs_carry_the_step_limit():
    from nexui_gym.envs.nexui_env import STEP_LIMIT_CAP, step_limit

    env = gym.make("NeXUI/task-003")
    assert env.spec.max_episode_steps == step_limit(env.unwrapped.task.reference_length)
    assert gym.make("NeXUI/dev-v0").spec.max_episode_steps == STEP_LIMIT_CAP


def test_time_limit_truncation_comes_with_the_final_scores():
    env = gym.make("NeXUI/task-000")
    env.reset(seed=0)
    steps = 0
    while True:
        steps += 1
        _, _, terminated, truncated, info = env.step(
            {"action_type": "click", "target": 0, "explanation": "I'm trying the first link."}
        )
        if terminated or truncated:
            break
    assert truncated and steps == env.spec.max_episode_steps
    assert info["scores"]["passed"] is False and "efficiency" in info["scores"]
