"""The text channel: raw model replies in, prompts out."""

from __future__ import annotations

import pytest

from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.wrappers.llm_text import LLMTextWrapper
from tests.fake_model import PAYMENT_SCRIPT


def test_replies_drive_the_env_and_pause_at_the_boundary(bundles_root):
    env = LLMTextWrapper(NeXUIEnv("task-901", bundles_root=bundles_root))
    observation, info = env.reset(seed=0)
    assert "Goal: Get a £25 payment" in observation["prompt"]
    for reply in PAYMENT_SCRIPT:
        observation, reward, terminated, truncated, info = env.step(reply)
    assert terminated and info["scores"]["passed"]


def test_unparseable_reply_is_an_invalid_action_with_reason(bundles_root):
    env = LLMTextWrapper(NeXUIEnv("task-901", bundles_root=bundles_root))
    env.reset(seed=0)
    _, _, terminated, _, info = env.step("I would click the first link.")
    assert terminated and info["action_valid"] is False
    assert "unreadable model reply: no JSON object" in info["action_error"]


def test_strong_setting_prompt_includes_views(bundles_root):
    env = LLMTextWrapper(NeXUIEnv("task-900", bundles_root=bundles_root), setting="strong")
    observation, _ = env.reset()
    assert "Screen reader view:" in observation["prompt"] and "ARIA tree:" in observation["prompt"]


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        ('{"action": "click", "target": "²"}', "'target' is '²'"),
        ('{"a": ' * 3000, "nested too deeply"),
        ('{"action": "finish", "text": "Done \ud83d"}', "lone surrogate"),
        (5, "the reply must be text; got int"),
    ],
    ids=["superscript", "deep", "surrogate", "not-text"],
)
def test_hostile_reply_is_an_invalid_action_not_an_exception(bundles_root, reply, reason):
    env = LLMTextWrapper(NeXUIEnv("task-901", bundles_root=bundles_root))
    env.reset(seed=0)
    _, _, terminated, _, info = env.step(reply)
    assert terminated and info["action_valid"] is False
    assert reason in info["action_error"]
