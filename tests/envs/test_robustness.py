"""Hostile actions and arguments: each ends as an invalid action with a short reason or as a
clear ``ValueError``/``TypeError``, and observations stay in ``observation_space``
(audit cases 4, 8, 10, 12 and 13)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from nexui_gym.envs.multitask import MultiTaskEnv
from nexui_gym.envs.nexui_env import REASON_LIMIT, NeXUIEnv
from nexui_gym.envs.spaces import TEXT_LIMITS


def step_once(env: NeXUIEnv, action):
    env.reset(seed=0)
    return env.step(action)


@pytest.mark.parametrize(
    "coords",
    [
        [10**400, 0.5],
        ["0.5", "0.5"],
        np.array(["0.5", "0.5"]),
        [True, False],
        [0.5, float("nan")],
        [0.5],
        "0.5,0.5",
        [complex(0.5, 0), 0.5],
    ],
    ids=["huge-int", "strings", "string-array", "bools", "nan", "one", "text", "complex"],
)
def test_malformed_coords_end_the_run_as_invalid(paperless_env, coords):
    observation, _, terminated, _, info = step_once(
        paperless_env, {"action_type": "click_xy", "coords": coords}
    )
    assert terminated and not info["action_valid"]
    assert info["action_error"].startswith("coords must be two numbers in [0, 1]")
    assert paperless_env.observation_space.contains(observation)


def test_numeric_coords_are_accepted(paperless_env):
    for coords in ([0.5, 0.5], (0, 1), np.array([0.25, 0.75], dtype=np.float32)):
        _, _, _, _, info = step_once(paperless_env, {"action_type": "click_xy", "coords": coords})
        assert info["action_valid"], info["action_error"]


def test_huge_invalid_value_gives_a_short_reason_inside_the_space(paperless_env):
    observation, _, terminated, _, info = step_once(paperless_env, {"action_type": "x" * 100_000})
    assert terminated and len(info["action_error"]) <= REASON_LIMIT
    assert len(observation["last_action_result"]) <= TEXT_LIMITS["last_action_result"]
    assert paperless_env.observation_space.contains(observation)


def test_zero_dimensional_string_array_is_read_as_a_name(paperless_env):
    _, _, _, _, info = step_once(paperless_env, {"action_type": np.array("finish"), "text": "ok"})
    assert info["action_valid"], info["action_error"]


def test_explanation_over_the_action_space_limit_is_invalid(paperless_env):
    action = {"action_type": "finish", "explanation": "x" * (TEXT_LIMITS["explanation"] + 1)}
    _, _, terminated, _, info = step_once(paperless_env, action)
    assert terminated and not info["action_valid"]
    assert info["action_error"] == "explanation must be at most 5000 characters; got 5001"


@pytest.mark.parametrize("options", [["task_id"], "task-900", 3])
def test_reset_options_that_are_not_a_dict_are_a_type_error(paperless_env, options):
    with pytest.raises(TypeError, match="reset options: expected a dict"):
        paperless_env.reset(options=options)


def test_split_env_reset_options_that_are_not_a_dict_are_a_type_error(bundles_root):
    env = MultiTaskEnv("all", bundles_root=bundles_root)
    with pytest.raises(TypeError, match="reset options: expected a dict"):
        env.reset(options="task-900")


@pytest.mark.parametrize("weight", [math.nan, math.inf, -math.inf, 10**400, "1", True])
def test_non_finite_reward_weight_is_refused(bundles_root, weight):
    with pytest.raises(ValueError, match=r"reward_weights\['step'\]: expected a finite number"):
        NeXUIEnv("task-900", bundles_root=bundles_root, reward_weights={"step": weight})


def test_reward_weights_that_are_not_a_dict_are_a_type_error(bundles_root):
    with pytest.raises(TypeError, match="reward_weights: expected a dict"):
        NeXUIEnv("task-900", bundles_root=bundles_root, reward_weights=[1, 2])


def test_huge_max_candidates_is_refused_before_allocating(bundles_root):
    with pytest.raises(
        ValueError, match=r"max_candidates=1000000000: expected an integer in 1\.\.1024"
    ):
        NeXUIEnv("task-900", bundles_root=bundles_root, max_candidates=10**9)


@pytest.mark.parametrize("size", [(40_000, 40_000), (True, True), (0, 10)])
def test_bad_screenshot_size_is_refused(bundles_root, size):
    with pytest.raises(ValueError, match="screenshot_size"):
        NeXUIEnv("task-900", bundles_root=bundles_root, screenshot_size=size)


@pytest.mark.parametrize(("name", "value"), [("task", "task-004"), ("cache", "x"), ("task_id", 3)])
def test_wrongly_typed_constructor_argument_is_a_type_error(bundles_root, name, value):
    with pytest.raises(TypeError, match=name):
        NeXUIEnv(bundles_root=bundles_root, **{name: value})


def test_long_page_text_is_clipped_to_the_observation_limit(bundles_copy):
    path = bundles_copy / "task-900" / "states" / "00.html"
    items = "<li>item number</li>" * 50_000
    path.write_text(path.read_text().replace("</main>", f"<ul>{items}</ul></main>"))
    env = NeXUIEnv("task-900", bundles_root=bundles_copy)
    observation, _ = env.reset(seed=0)
    assert len(observation["axtree"]) == TEXT_LIMITS["axtree"]
    assert observation["axtree"].endswith("…")
    assert env.observation_space.contains(observation)
