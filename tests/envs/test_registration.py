"""Registration: every packaged bundle and split is a registered, valid env."""

from __future__ import annotations

import gymnasium as gym
import pytest
from gymnasium.utils.env_checker import check_env

import nexui_gym
from nexui_gym.dataset.index import load_index

PACKAGED_TASKS = [entry.id for entry in load_index()]


def test_split_envs_are_registered():
    for split in ("dev", "validation", "test", "challenge", "all"):
        assert f"NeXUI/{split}-v0" in gym.registry


def test_every_packaged_task_is_registered():
    assert PACKAGED_TASKS, "the packaged dataset has no tasks"
    for task_id in PACKAGED_TASKS:
        assert f"NeXUI/{task_id}" in gym.registry


@pytest.mark.parametrize("task_id", PACKAGED_TASKS)
def test_check_env_passes_on_packaged_task(task_id):
    env = gym.make(f"NeXUI/{task_id}")
    check_env(env.unwrapped)
    env.close()


@pytest.mark.parametrize("split", ["dev", "validation", "test", "challenge", "all"])
def test_check_env_passes_on_split_env(split):
    env = gym.make(f"NeXUI/{split}-v0")
    check_env(env.unwrapped)
    env.close()


def test_registered_fixture_namespace_makes_envs(bundles_root):
    ids = nexui_gym.register_envs(bundles_root, namespace="NeXUIFixture")
    assert "NeXUIFixture/task-900" in ids
    env = gym.make("NeXUIFixture/task-900")
    observation, info = env.reset(seed=0)
    assert info["task_id"] == "task-900"


def test_make_with_module_prefix_works_without_importing_the_package():
    import subprocess
    import sys

    code = (
        "import gymnasium as gym; "
        "env = gym.make('nexui_gym:NeXUI/task-000'); "
        "obs, info = env.reset(seed=0); print(info['task_id'])"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "task-000"


def test_task_id_cannot_repoint_a_registered_task():
    with pytest.raises(
        ValueError, match="NeXUI/task-003 runs what its id names; it does not take task_id"
    ):
        gym.make("NeXUI/task-003", task_id="task-004")


def test_split_cannot_repoint_a_registered_split():
    with pytest.raises(
        ValueError, match="NeXUI/dev-v0 runs what its id names; it does not take split"
    ):
        gym.make("NeXUI/dev-v0", split="test")


def test_bundles_root_cannot_repoint_a_registered_task(bundles_root):
    with pytest.raises(ValueError, match="does not take bundles_root"):
        gym.make("NeXUI/task-003", bundles_root=str(bundles_root))


def test_registered_task_still_takes_other_arguments():
    env = gym.make("NeXUI/task-003", max_candidates=64, obs_keys=["goal"])
    observation, info = env.reset(seed=0)
    assert info["task_id"] == "task-003" and set(observation) == {"goal"}
