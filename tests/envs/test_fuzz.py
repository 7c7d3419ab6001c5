"""Property-based fuzzing of ``step``, ``reset`` and ``gym.make`` arguments (hypothesis).

Whatever a policy sends, ``step`` never raises while an episode runs (a malformed action
ends it as invalid with a reason), every observation lies in ``observation_space`` and
every info is strict JSON. ``reset`` and ``gym.make`` raise nothing but the documented
``TypeError``, ``ValueError`` (``DatasetError`` included) and Gymnasium's seed ``Error``.
The default run draws a few hundred examples; ``-m slow`` runs many more.
"""

from __future__ import annotations

import json
from collections import OrderedDict

import gymnasium as gym
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import nexui_gym
from nexui_gym.envs.actions import ACTION_KEYS
from nexui_gym.envs.nexui_env import NeXUIEnv
from tests.helpers import reference_action

DOCUMENTED = (TypeError, ValueError, gym.error.Error)
FAST = settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
SLOW = settings(FAST, max_examples=4_000)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**6), max_value=10**6),
    st.sampled_from([10**400, -(10**400), 2**63, 2**31]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.complex_numbers(),
    st.text(max_size=50),
    st.sampled_from(["click", "finish", "click_xy", "\ud83d", "x" * 200_000, "0.5", ""]),
    st.binary(max_size=20),
    st.integers(-3, 10).map(np.int64),
    st.floats(0, 1).map(np.float32),
)
values = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.lists(children, max_size=4).map(tuple),
        st.dictionaries(st.text(max_size=5), children, max_size=3),
        st.lists(st.floats(allow_nan=True), max_size=3).map(np.array),
    ),
    max_leaves=8,
)
action_types = st.one_of(
    st.integers(-3, 10),
    st.sampled_from(["click", "type", "select", "press", "ask_user", "finish", "click_xy", "jump"]),
    values,
)
coords = st.one_of(
    st.lists(st.floats(-1, 2), min_size=2, max_size=2),
    st.lists(scalars, min_size=2, max_size=2),
    values,
)
actions = st.one_of(
    st.fixed_dictionaries({"action_type": st.sampled_from(["click_xy", 6]), "coords": coords}),
    st.fixed_dictionaries(
        {"action_type": action_types},
        optional={
            "target": st.one_of(st.integers(-3, 140), values),
            "text": st.one_of(st.text(max_size=30), values),
            "coords": coords,
            "explanation": st.one_of(st.text(max_size=60), values),
            "expected_result": st.one_of(st.text(max_size=30), values),
            "extra": values,
        },
    ),
    st.dictionaries(st.sampled_from([*ACTION_KEYS, "other"]), values, max_size=4).map(OrderedDict),
    values,
)


@pytest.fixture(scope="module")
def env(bundles_root) -> NeXUIEnv:
    return NeXUIEnv("task-901", bundles_root=bundles_root)


def step_checked(env: NeXUIEnv, prefix: int, action) -> None:
    env.reset(seed=0)
    for index in range(prefix):
        env.step(reference_action(env.task, index))
    observation, reward, terminated, truncated, info = env.step(action)
    assert env.observation_space.contains(observation)
    assert np.isfinite(reward)
    json.dumps(info, allow_nan=False)
    if not info["action_valid"]:
        assert terminated and info["action_error"]
    elif isinstance(action, dict) and action.get("action_type") in ("click_xy", 6):
        coords = list(action.get("coords", (0.0, 0.0)))
        assert all(isinstance(v, (int, float, np.number)) for v in coords), coords
        assert not any(isinstance(v, (bool, np.bool_)) for v in coords), coords


@given(prefix=st.integers(0, 4), action=actions)
@FAST
def test_step_never_raises_and_stays_in_the_space(env, prefix, action):
    step_checked(env, prefix, action)


@pytest.mark.slow
@given(prefix=st.integers(0, 4), action=actions)
@SLOW
def test_step_never_raises_and_stays_in_the_space_long(env, prefix, action):
    step_checked(env, prefix, action)


options = st.one_of(
    st.none(),
    st.fixed_dictionaries(
        {"task_id": st.one_of(st.sampled_from(["task-901", "task-900"]), values)}
    ),
    st.dictionaries(st.text(max_size=8), values, max_size=2),
    values,
)
seeds = st.one_of(st.none(), st.integers(-5, 2**70), values)


@given(seed=seeds, options=options)
@settings(FAST, max_examples=150)
def test_reset_raises_only_documented_errors(env, seed, options):
    try:
        observation, info = env.reset(seed=seed, options=options)
    except DOCUMENTED:
        return
    assert env.observation_space.contains(observation)
    assert info["task_id"] == "task-901"


MAKE_KWARGS = {
    "task_id": st.sampled_from(["task-900", "task-901"]),
    "split": st.sampled_from(["dev", "test"]),
    "bundles_root": st.just("elsewhere"),
    "obs_keys": st.one_of(
        st.lists(st.sampled_from(["goal", "axtree", "history", "screenshot"]), max_size=3), values
    ),
    "screenshot_size": st.one_of(st.tuples(st.integers(-1, 64), st.integers(-1, 64)), values),
    "max_candidates": st.one_of(st.integers(-1, 300), st.sampled_from([10**9, 10**400]), values),
    "max_steps": st.one_of(st.integers(-1, 10**9), values),
    "history_length": st.one_of(st.integers(-1, 10**9), values),
    "reward_mode": st.one_of(st.sampled_from(["shaped", "sparse"]), values),
    "reward_weights": st.one_of(
        st.dictionaries(st.sampled_from(["step", "progress", "nope"]), values, max_size=2), values
    ),
    "render_mode": st.one_of(st.sampled_from(["rgb_array", "ansi", None, "human"]), values),
    "expose_fields": values,
    "task": values,
    "cache": values,
}


@pytest.fixture(scope="module")
def fuzz_ids(bundles_root) -> list[str]:
    nexui_gym.register_envs(bundles_root, namespace="NeXUIFuzz")
    return ["NeXUIFuzz/task-900", "NeXUIFuzz/test-v0"]


@given(which=st.integers(0, 1), kwargs=st.fixed_dictionaries({}, optional=MAKE_KWARGS))
@settings(FAST, max_examples=150)
def test_make_raises_only_documented_errors(fuzz_ids, which, kwargs):
    try:
        env = gym.make(fuzz_ids[which], disable_env_checker=True, **kwargs)
        observation, _ = env.reset(seed=0)
    except DOCUMENTED:
        return
    assert env.observation_space.contains(observation)
    assert "task_id" not in kwargs and "split" not in kwargs and "bundles_root" not in kwargs
