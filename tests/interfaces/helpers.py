"""Playing a packaged task's reference through the env, for the interface tests."""

from __future__ import annotations

from nexui_gym.envs.nexui_env import NeXUIEnv
from tests.helpers import reference_action


def reader_views(task_id: str) -> list[str]:
    """The reader view of every state the reference passes through, in order."""
    env = NeXUIEnv(task_id, obs_keys=["reader"])
    obs, _ = env.reset(seed=0)
    views = [obs["reader"]]
    for index in range(len(env.task.steps) - 1):
        obs, *_ = env.step(reference_action(env.task, index))
        views.append(obs["reader"])
    return views


def play_reference(env: NeXUIEnv, first: int, last: int) -> dict:
    """Take the reference steps of states ``first`` to ``last - 1``; the last step's info."""
    info: dict = {}
    for index in range(first, last):
        *_, info = env.step(reference_action(env.task, index))
    return info


def careful_recovery_passes(task_id: str, error_state: int) -> tuple[str, bool]:
    """Reach the error state, take the action the error message asks for, finish the run.

    Returns the transition of the careful action and whether the run passed.
    """
    env = NeXUIEnv(task_id, obs_keys=["reader"])
    env.reset(seed=0)
    play_reference(env, 0, error_state)
    careful = play_reference(env, error_state, error_state + 1)
    final = play_reference(env, error_state + 1, len(env.task.steps))
    return careful["transition"], final["scores"]["passed"]
