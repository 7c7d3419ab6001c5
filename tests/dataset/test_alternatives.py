"""The shipped tasks' alternative paths (issue 25): every recovery task whose error a careful
agent could foresee has a ``careful`` path that succeeds without the error, and the oracle
passes on every path of the tasks that declare alternatives.

These tests read the shipped bundles (``assets/bundles``, the env's default), so they check
whatever capture last wrote there: run them after re-capturing.
"""

from __future__ import annotations

import warnings

import pytest

from nexui_gym.baselines.oracle import OraclePolicy
from nexui_gym.dataset.model import Task
from nexui_gym.dataset.paths import assets_dir
from nexui_gym.dataset.spec import load_all_task_specs
from nexui_gym.envs.nexui_env import NeXUIEnv

pytestmark = pytest.mark.shipped

#: Recovery tasks whose rule the page shows before the reference breaks it (dataset audit,
#: finding 1); each has a ``careful`` path that takes the action the page asks for.
FORESEEABLE_RECOVERY = (
    "task-011",
    "task-021",
    "task-023",
    "task-035",
    "task-036",
    "task-040",
    "task-048",
    "task-063",
    "task-064",
    "task-076",
)

#: Every (task, path) of the tasks whose specs declare alternatives, reference included.
PATHS = [
    (task.id, name)
    for _, tasks in load_all_task_specs(assets_dir() / "interfaces")
    for task in tasks
    if task.alternatives
    for name in ("reference", *(alternative.name for alternative in task.alternatives))
]


def env_for(task_id: str) -> NeXUIEnv:
    with warnings.catch_warnings():  # the registration warning of an index being re-captured
        warnings.simplefilter("ignore")
        return NeXUIEnv(task_id)


def play(task_id: str, path: str) -> tuple[Task, list[int], dict]:
    """Run the oracle on ``path``; the task, the states visited and the last info."""
    env = env_for(task_id)
    oracle = OraclePolicy(path=path)
    oracle.reset(env.task)
    observation, info = env.reset(seed=0)
    visited = [info["state_index"]]
    done = False
    while not done:
        action = oracle.act(observation, info)
        observation, _, terminated, truncated, info = env.step(action)
        done = terminated or truncated
        visited.append(info["state_index"])
    return env.task, visited, info


def path_states(task: Task, name: str) -> tuple[int, ...]:
    return next(path.states for path in task.paths if path.name == name)


def test_every_foreseeable_recovery_task_declares_a_careful_path():
    assert {task for task, name in PATHS if name == "careful"} >= set(FORESEEABLE_RECOVERY)


@pytest.mark.parametrize("task_id", FORESEEABLE_RECOVERY)
def test_careful_path_passes_strictly(task_id):
    _, _, info = play(task_id, "careful")
    assert info["scores"]["passed"], info["scores"]
    assert info["scores"]["strict_success"], info["scores"]


@pytest.mark.parametrize("task_id", FORESEEABLE_RECOVERY)
def test_careful_path_never_sees_the_error(task_id):
    """The careful run visits none of the reference's states between the branch point and
    the state the careful path joins or ends in: the error and its fixing."""
    task, visited, _ = play(task_id, "careful")
    reference, careful = path_states(task, "reference"), path_states(task, "careful")
    branch = next(k for k, (a, b) in enumerate(zip(reference, careful, strict=False)) if a != b)
    end = reference.index(careful[-1]) if careful[-1] in reference else len(reference)
    detour = set(reference[branch:end])
    assert detour, "the careful path should leave the reference somewhere"
    assert detour.isdisjoint(visited)


@pytest.mark.parametrize(("task_id", "path"), PATHS)
def test_oracle_passes_on_every_path(task_id, path):
    task, visited, info = play(task_id, path)
    states = path_states(task, path)
    assert visited[: len(states)] == list(states)
    assert info["scores"]["passed"], info["scores"]
    assert info["scores"]["strict_success"], info["scores"]
