"""Property-based corruption of ``task.json``: any value at any field either gives a
``DatasetError`` naming the file, or a task that ``nexui validate`` checks without raising and
whose env keeps every observation in ``observation_space`` (audit cases 5 and 8)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.loader import load_task
from nexui_gym.dataset.validate import check_task
from nexui_gym.envs.cache import StateCache
from nexui_gym.envs.nexui_env import NeXUIEnv
from tests.helpers import reference_action

#: Values that broke the env when a bundle held them (audit case 8), drawn half of the time.
TROUBLEMAKERS = [2**31, 2**40, 2**63, -1, 10**30, float("nan"), float("inf"), "x" * 3000, [], {}]

json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-3, 300),
        st.sampled_from([2**31, 2**40, 2**63, -1, 10**30]),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=20),
        st.sampled_from(["task-901", "states/00.html", "../x.html", "/etc/passwd", "x" * 3000]),
    ),
    lambda children: st.one_of(
        st.lists(children, max_size=4), st.dictionaries(st.text(max_size=6), children, max_size=3)
    ),
    max_leaves=6,
)


def paths_of(document, prefix=()) -> list[tuple]:
    """Every key path into ``document`` (objects and arrays), the document's own excluded."""
    found = []
    items = document.items() if isinstance(document, dict) else enumerate(document)
    for key, value in items:
        found.append((*prefix, key))
        if isinstance(value, (dict, list)):
            found.extend(paths_of(value, (*prefix, key)))
    return found


@pytest.fixture(scope="module")
def bundle(bundles_root, tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("fuzz") / "task-900"
    shutil.copytree(bundles_root / "task-900", folder)
    return folder


def original(bundles_root: Path) -> dict:
    return json.loads((bundles_root / "task-900" / "task.json").read_text())


@pytest.fixture(scope="module")
def document_paths(bundles_root) -> list[tuple]:
    return paths_of(original(bundles_root))


@given(data=st.data(), value=st.one_of(st.sampled_from(TROUBLEMAKERS), json_values))
@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
def test_any_value_at_any_field_is_a_dataset_error_or_a_working_task(
    bundles_root, bundle, document_paths, data, value
):
    path = data.draw(st.sampled_from(document_paths))
    document = original(bundles_root)
    target = document
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    (bundle / "task.json").write_text(json.dumps(document))  # NaN and Infinity as literals
    try:
        task = load_task(bundle)
    except DatasetError as error:
        assert "task.json" in str(error)
        return
    list(check_task(task))  # validate's checks yield problems, never raise
    env = NeXUIEnv(task=task, cache=StateCache())
    try:
        observation, _ = env.reset(seed=0)
    except DatasetError:
        return  # a state file the changed task names is broken: named, not a crash
    assert env.observation_space.contains(observation)
    observation, *_ = env.step(reference_action(task, 0))
    assert env.observation_space.contains(observation)
