"""Registering every bundle as ``NeXUI/task-NNN`` and every split as ``NeXUI/<split>-v0``.

A registered id always runs what its name says: its entry point is a partial holding the
task (or split) and the bundles folder as positional arguments, and it refuses keyword
arguments that would change them (``gym.make("NeXUI/task-003", task_id="task-004")``).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from gymnasium.envs.registration import register, registry

from nexui_gym.dataset.index import SPLIT_ENVS, load_index
from nexui_gym.envs.multitask import MultiTaskEnv
from nexui_gym.envs.nexui_env import STEP_LIMIT_CAP, NeXUIEnv, step_limit

NAMESPACE = "NeXUI"
#: Keyword arguments a registered id refuses: they would change which task or split it runs.
TASK_FIXED = ("task_id", "task", "bundles_root")
SPLIT_FIXED = ("split", "bundles_root")


def register_envs(bundles_root: Path | None = None, namespace: str = NAMESPACE) -> list[str]:
    """Register the tasks found in the index of ``bundles_root`` (default: the packaged dataset).

    Returns the registered ids. Registering again replaces earlier registrations with the
    same ids, so a custom ``bundles_root`` can be registered under its own ``namespace``.
    """
    root = None if bundles_root is None else str(bundles_root)
    registered = []
    for entry in load_index(bundles_root):
        env_id = f"{namespace}/{entry.id}"
        limit = step_limit(entry.reference_length)
        _register(env_id, partial(make_task_env, env_id, entry.id, root), limit)
        registered.append(env_id)
    for split in SPLIT_ENVS:
        env_id = f"{namespace}/{split}-v0"
        _register(env_id, partial(make_split_env, env_id, split, root), STEP_LIMIT_CAP)
        registered.append(env_id)
    return registered


def make_task_env(
    env_id: str, task_id: str, bundles_root: str | None, /, **kwargs: Any
) -> NeXUIEnv:
    """The env of a registered task id; ``kwargs`` go to :class:`NeXUIEnv`."""
    _refuse(env_id, kwargs, TASK_FIXED, "NeXUIEnv(task_id, bundles_root=...)")
    return NeXUIEnv(task_id, bundles_root=bundles_root, **kwargs)


def make_split_env(
    env_id: str, split: str, bundles_root: str | None, /, **kwargs: Any
) -> MultiTaskEnv:
    """The env of a registered split id; ``kwargs`` go to :class:`MultiTaskEnv`."""
    _refuse(env_id, kwargs, SPLIT_FIXED, "MultiTaskEnv(split, bundles_root=...)")
    return MultiTaskEnv(split, bundles_root=bundles_root, **kwargs)


def _refuse(env_id: str, kwargs: dict[str, Any], fixed: tuple[str, ...], instead: str) -> None:
    given = sorted(key for key in fixed if key in kwargs)
    if given:
        raise ValueError(
            f"{env_id} runs what its id names; it does not take {', '.join(given)} "
            f"(make another id, or build {instead} directly)"
        )


def _register(env_id: str, entry_point: partial, max_episode_steps: int) -> None:
    if env_id in registry:
        del registry[env_id]
    # The env's own step limit, so Gymnasium tools see it; the env truncates at the same step.
    register(id=env_id, entry_point=entry_point, max_episode_steps=max_episode_steps)
