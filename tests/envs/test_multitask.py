"""MultiTaskEnv: seeded task choice, explicit choice, shared spaces, vectorisation."""

from __future__ import annotations

import gymnasium as gym
import pytest
from gymnasium.utils.env_checker import check_env

from nexui_gym.envs.multitask import MultiTaskEnv
from nexui_gym.envs.registration import register_envs


def test_check_env_passes(bundles_root):
    check_env(MultiTaskEnv("all", bundles_root=bundles_root), skip_render_check=True)


def test_split_selects_its_tasks(bundles_root):
    assert MultiTaskEnv("dev", bundles_root=bundles_root).task_ids == ("task-900",)
    assert MultiTaskEnv("challenge", bundles_root=bundles_root).task_ids == ("task-901",)
    assert MultiTaskEnv("all", bundles_root=bundles_root).task_ids == ("task-900", "task-901")


def test_same_seed_gives_same_task_sequence(bundles_root):
    def sequence(seed):
        env = MultiTaskEnv("all", bundles_root=bundles_root)
        first = env.reset(seed=seed)[1]["task_id"]
        return [first] + [env.reset()[1]["task_id"] for _ in range(7)]

    assert sequence(3) == sequence(3)
    assert set(sequence(3)) == {"task-900", "task-901"}


def test_options_choose_the_task(bundles_root):
    env = MultiTaskEnv("all", bundles_root=bundles_root)
    _, info = env.reset(options={"task_id": "task-901"})
    assert info["task_id"] == "task-901" and env.task.id == "task-901"


def test_unknown_task_option_is_a_clear_error(bundles_root):
    env = MultiTaskEnv("dev", bundles_root=bundles_root)
    with pytest.raises(ValueError, match="not in split 'dev'"):
        env.reset(options={"task_id": "task-901"})


def test_unknown_split_is_a_clear_error(bundles_root):
    with pytest.raises(ValueError, match="split 'train'"):
        MultiTaskEnv("train", bundles_root=bundles_root)


def test_make_vec_async_runs_a_split(bundles_root):
    register_envs(bundles_root, namespace="NeXUIFixture")
    envs = gym.make_vec("NeXUIFixture/all-v0", num_envs=2, vectorization_mode="async")
    try:
        observations, infos = envs.reset(seed=0)
        assert observations["screenshot"].shape == (2, 720, 1280, 3)
        assert len(observations["goal"]) == 2 and all(observations["goal"])
        actions = {
            "action_type": [5, 5],
            "target": [0, 0],
            "text": ["done", "done"],
            "coords": [[0.0, 0.0], [0.0, 0.0]],
            "explanation": ["Finishing.", "Finishing."],
            "expected_result": ["", ""],
        }
        observations, rewards, terminated, truncated, infos = envs.step(actions)
        assert terminated.all()
    finally:
        envs.close()
