"""Wrappers: SB3-ready discrete actions and numeric features, and a text channel for LLMs."""

from __future__ import annotations

from typing import Any

import gymnasium as gym

from nexui_gym.wrappers.action_mask import MASK_KEY, ActionMaskObservation, FlatMaskObservation
from nexui_gym.wrappers.llm_text import LLMTextWrapper
from nexui_gym.wrappers.rl_actions import ActionCodec, DiscreteActions, action_mask
from nexui_gym.wrappers.rl_features import FeatureObservation, feature_space

#: Observation keys the RL wrappers read; the others are not computed.
RL_OBS_KEYS = (
    "goal",
    "candidate_ids",
    "candidate_mask",
    "candidate_boxes",
    "candidates",
    "axtree",
    "reader",
)


def make_rl_env(
    env_id: str, screenshot_size: tuple[int, int] | None = None, **kwargs: Any
) -> gym.Env:
    """``gym.make(env_id)`` with the goal's fields exposed, wrapped for SB3:
    :class:`DiscreteActions`, :class:`FeatureObservation`, :class:`ActionMaskObservation`.

    ``screenshot_size=(36, 64)`` adds a downscaled screenshot to the features.
    """
    keys = RL_OBS_KEYS + (("screenshot",) if screenshot_size else ())
    env_kwargs = {"expose_fields": True, "obs_keys": keys, **kwargs}
    if screenshot_size:
        env_kwargs["screenshot_size"] = screenshot_size
    env = gym.make(env_id, **env_kwargs)
    return rl_wrappers(env, screenshot=bool(screenshot_size))


def rl_wrappers(env: gym.Env, screenshot: bool = False) -> gym.Env:
    """Apply :class:`DiscreteActions`, :class:`FeatureObservation` and
    :class:`ActionMaskObservation` (the mask as the ``action_mask`` key) to a NeXUI env."""
    return ActionMaskObservation(FeatureObservation(DiscreteActions(env), screenshot=screenshot))


__all__ = [
    "MASK_KEY",
    "RL_OBS_KEYS",
    "ActionMaskObservation",
    "ActionCodec",
    "DiscreteActions",
    "FeatureObservation",
    "FlatMaskObservation",
    "LLMTextWrapper",
    "action_mask",
    "feature_space",
    "make_rl_env",
    "rl_wrappers",
]
