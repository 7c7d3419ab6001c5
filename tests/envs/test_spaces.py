"""UnicodeText and the space builders."""

from __future__ import annotations

import copy
import multiprocessing as mp

import numpy as np
import pytest
from gymnasium.vector.utils import (
    create_shared_memory,
    read_from_shared_memory,
    write_to_shared_memory,
)

from nexui_gym.envs.spaces import UnicodeText, action_space, observation_space


def test_unicode_text_accepts_any_unicode():
    space = UnicodeText(50)
    assert space.contains("Pay £25 to “Zoë” — ✓ 日本")
    assert space.contains("")
    assert not space.contains("x" * 51)
    assert not space.contains(25)


def test_unicode_text_sample_is_contained_and_seeded():
    space = UnicodeText(1000, seed=3)
    first = [space.sample() for _ in range(5)]
    assert all(space.contains(s) for s in first)
    space.seed(3)
    assert [space.sample() for _ in range(5)] == first


def test_shared_memory_round_trip_keeps_unicode():
    space = UnicodeText(20)
    memory = create_shared_memory(space, n=2, ctx=mp)
    write_to_shared_memory(space, 0, "£25 “ok”", memory)
    write_to_shared_memory(space, 1, "", memory)
    texts = read_from_shared_memory(space, memory, n=2)
    assert tuple(texts) == ("£25 “ok”", "")


def test_shared_texts_stay_current_and_copy_to_tuples():
    space = UnicodeText(20)
    memory = create_shared_memory(space, n=1, ctx=mp)
    texts = read_from_shared_memory(space, memory, n=1)
    write_to_shared_memory(space, 0, "first", memory)
    snapshot = copy.deepcopy(texts)
    write_to_shared_memory(space, 0, "second", memory)
    assert snapshot == ("first",) and texts[0] == "second"


def test_spaces_are_identical_for_identical_arguments():
    assert observation_space() == observation_space()
    assert action_space() == action_space()


def test_observation_space_keys_follow_arguments():
    space = observation_space(
        obs_keys=("goal", "screenshot"), expose_fields=True, screenshot_shape=(9, 16)
    )
    assert set(space.spaces) == {"goal", "screenshot", "fields"}
    assert space["screenshot"].shape == (9, 16, 3) and space["screenshot"].dtype == np.uint8


def test_sb3_on_the_raw_env_names_the_env_argument_and_make_rl_env():
    stable_baselines3 = pytest.importorskip("stable_baselines3", reason="needs the rl extra")
    import gymnasium as gym

    import nexui_gym  # noqa: F401  (registers the envs)

    with pytest.raises(TypeError, match="as the env argument") as error:
        stable_baselines3.PPO("MultiInputPolicy", gym.make("NeXUI/task-000"))
    assert "make_rl_env" in str(error.value)


def test_a_text_space_has_no_shape_outside_sb3():
    assert UnicodeText(10).shape is None
