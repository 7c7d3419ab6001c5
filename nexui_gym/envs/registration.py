"""Registering every bundle as ``NeXUI/task-NNN`` and every split as ``NeXUI/<split>-v0``."""

from __future__ import annotations

from pathlib import Path

from gymnasium.envs.registration import register, registry

from nexui_gym.dataset.index import SPLIT_ENVS, load_index

NAMESPACE = "NeXUI"
TASK_ENTRY_POINT = "nexui_gym.envs.nexui_env:NeXUIEnv"
SPLIT_ENTRY_POINT = "nexui_gym.envs.multitask:MultiTaskEnv"


def register_envs(bundles_root: Path | None = None, namespace: str = NAMESPACE) -> list[str]:
    """Register the tasks found in the index of ``bundles_root`` (default: the packaged dataset).

    Returns the registered ids. Registering again replaces earlier registrations with the
    same ids, so a custom ``bundles_root`` can be registered under its own ``namespace``.
    """
    root_kwargs = {} if bundles_root is None else {"bundles_root": str(bundles_root)}
    registered = []
    for entry in load_index(bundles_root):
        env_id = f"{namespace}/{entry.id}"
        _register(env_id, TASK_ENTRY_POINT, {"task_id": entry.id, **root_kwargs})
        registered.append(env_id)
    for split in SPLIT_ENVS:
        env_id = f"{namespace}/{split}-v0"
        _register(env_id, SPLIT_ENTRY_POINT, {"split": split, **root_kwargs})
        registered.append(env_id)
    return registered


def _register(env_id: str, entry_point: str, kwargs: dict) -> None:
    if env_id in registry:
        del registry[env_id]
    register(id=env_id, entry_point=entry_point, kwargs=kwargs)
