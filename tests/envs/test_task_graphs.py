"""The shipped task graphs: every path passes, silent changes stay silent, equivalents count."""

from __future__ import annotations

import pytest

from nexui_gym.baselines import OraclePolicy, RandomPolicy
from nexui_gym.dataset.index import load_index
from nexui_gym.dataset.loader import load_task
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.evaluation.runner import run_episode
from tests.helpers import reference_action

TASK_IDS = [entry.id for entry in load_index()]
#: Transitions of barriers-demo that change nothing a screen reader announces (audit, finding 3).
SILENT = [
    ("task-017", 3),
    ("task-018", 2),
    ("task-019", 3),
    ("task-020", 4),
    ("task-021", 5),
    ("task-024", 4),
    ("task-027", 4),
    ("task-027", 13),
]


@pytest.mark.slow
def test_the_oracle_passes_every_task_on_every_path():
    for task_id in TASK_IDS:
        for path in load_task(task_id).paths:
            run = run_episode(task_id, OraclePolicy(path=path.name), 0, False)
            assert run["passed"] and run["strict_success"], (task_id, path.name, run["conditions"])


@pytest.mark.parametrize(("task_id", "state"), SILENT)
def test_a_silent_barrier_transition_gives_no_progress_message(task_id, state):
    env = NeXUIEnv(task_id, obs_keys=("last_action_result", "history"))
    env.reset(seed=0)
    for index in range(state + 1):
        observation, _, _, _, info = env.step(reference_action(env.task, index))
    assert info["transition"] == "advanced"
    assert observation["last_action_result"] == ""


@pytest.mark.slow
def test_random_stays_under_ten_percent_success():
    runs = [run_episode(task_id, RandomPolicy(seed=0), 0, False) for task_id in TASK_IDS]
    assert sum(run["success"] for run in runs) / len(runs) < 0.10


def test_every_shipped_state_was_probed():
    for task_id in TASK_IDS:
        task = load_task(task_id)
        assert all(state.effects is not None for state in task.states), task_id
