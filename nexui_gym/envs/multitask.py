"""MultiTaskEnv: a split of NeXUI as one environment that picks a task at every reset."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

from nexui_gym.dataset.index import SPLIT_ENVS, load_index, select
from nexui_gym.dataset.model import VIEWPORT
from nexui_gym.envs.nexui_env import NeXUIEnv, check_options


class MultiTaskEnv(gym.Env):
    """Every task of a split behind one interface; the task changes at each reset.

    ## Description
    The tasks of ``split`` (``dev``, ``validation``, ``test``, ``challenge`` or ``all``).
    Observation space, action space, rewards, info and episode end are those of
    :class:`~nexui_gym.envs.nexui_env.NeXUIEnv`, identical for every task.

    ## Starting State
    ``reset(seed=...)`` draws a task uniformly with the env's seeded generator, so the same
    seed gives the same sequence of tasks; ``reset(options={"task_id": "task-042"})`` picks
    one. ``info["task_id"]`` says which task runs.

    ## Arguments
    ``split``; ``tasks``: only these task ids of the split; ``bundles_root`` (default: the
    packaged dataset); every other keyword is passed to :class:`NeXUIEnv` (``obs_keys``,
    ``screenshot_size``, ``reward_mode``, ...).
    """

    metadata = NeXUIEnv.metadata

    def __init__(
        self,
        split: str = "all",
        *,
        tasks: Sequence[str] | None = None,
        bundles_root: str | Path | None = None,
        render_mode: str | None = None,
        **env_kwargs: Any,
    ) -> None:
        if split not in SPLIT_ENVS:
            raise ValueError(f"split {split!r}: expected one of {', '.join(SPLIT_ENVS)}")
        if "task_id" in env_kwargs or "task" in env_kwargs:
            raise ValueError(
                "MultiTaskEnv picks its tasks; choose one with reset(options={'task_id': ...})"
            )
        self.bundles_root = Path(bundles_root) if bundles_root is not None else None
        self.split = split
        self.task_ids = tuple(entry.id for entry in select(load_index(self.bundles_root), split))
        if tasks is not None:
            unknown = sorted(set(tasks) - set(self.task_ids))
            if unknown:
                raise ValueError(f"tasks {unknown} are not in split {split!r}")
            self.task_ids = tuple(sorted(set(tasks)))
        if not self.task_ids:
            raise ValueError(
                f"split {split!r} has no tasks in {self.bundles_root or 'the packaged dataset'}"
            )
        env_kwargs.setdefault("screenshot_size", (VIEWPORT[1], VIEWPORT[0]))
        self._env_kwargs = dict(env_kwargs, render_mode=render_mode)
        self.render_mode = render_mode
        self._envs: dict[str, NeXUIEnv] = {}
        self._current = self._env(self.task_ids[0])
        self.observation_space = self._current.observation_space
        self.action_space = self._current.action_space

    def _env(self, task_id: str) -> NeXUIEnv:
        env = self._envs.get(task_id)
        if env is None:
            env = NeXUIEnv(task_id, bundles_root=self.bundles_root, **self._env_kwargs)
            if self._envs:
                # Every task has the same spaces; sharing them saves the Box bounds of the
                # screenshot (two full-size arrays) per task.
                env.observation_space = self.observation_space
                env.action_space = self.action_space
            self._envs[task_id] = env
        return env

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        check_options(options)
        options = dict(options or {})
        task_id = options.pop("task_id", None)
        if options:
            raise ValueError(
                f"reset options {sorted(options)}: MultiTaskEnv accepts only 'task_id'"
            )
        if task_id is None:
            task_id = self.task_ids[int(self.np_random.integers(len(self.task_ids)))]
        elif task_id not in self.task_ids:
            raise ValueError(
                f"reset option task_id={task_id!r} is not in split {self.split!r} "
                f"({len(self.task_ids)} tasks: {self.task_ids[0]} .. {self.task_ids[-1]})"
            )
        following = self._env(task_id)
        if following is not self._current:
            # One page at a time: a live env's browser context goes with its task.
            self._current.close()
        self._current = following
        return self._current.reset()

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        return self._current.step(action)

    def render(self) -> np.ndarray | str | None:
        return self._current.render()

    @property
    def task(self):
        """The task of the current episode."""
        return self._current.task

    @property
    def current_env(self) -> NeXUIEnv:
        return self._current

    @property
    def history(self):
        """The steps of the current episode (see :attr:`NeXUIEnv.history`)."""
        return self._current.history

    @property
    def state_index(self) -> int:
        return self._current.state_index

    @property
    def page(self):
        """The current page (see :attr:`NeXUIEnv.page`)."""
        return self._current.page

    def close(self) -> None:
        """Close every task's env (a live env's browser context)."""
        for env in self._envs.values():
            env.close()
        super().close()

    @property
    def max_steps(self) -> int:
        """The step limit of the current task."""
        return self._current.max_steps
