"""Stable-Baselines3 agents on NeXUI (extra ``rl``): the training env and the policy.

:func:`make_training_env` is the vectorised, wrapped split env that
:func:`nexui_gym.evaluation.training.train` trains on. :class:`SB3Policy` loads a ``nexui
train`` folder, or any SB3/sb3-contrib
model trained on the RL wrappers (see :mod:`nexui_gym.baselines.sb3_models`), as a policy for
``nexui eval --policy sb3:PATH``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

from nexui_gym.baselines.sb3_models import (
    ObservationLayout,
    fitting_layout,
    load_model,
    require_sb3,
)
from nexui_gym.dataset.model import PublicTask
from nexui_gym.wrappers import RL_OBS_KEYS, rl_wrappers
from nexui_gym.wrappers.action_mask import MASK_KEY

#: Training reward: the env's shaped reward without the per-step and no-effect costs. With
#: them, ending a run at once (one failure) costs less than exploring towards the first
#: progress reward, and PPO settles on quitting before it has found anything.
TRAINING_REWARD = {"step": 0.0, "no_effect": 0.0}


def training_weights(terms: Sequence[tuple[str, float]] | None) -> dict[str, float] | None:
    """:data:`TRAINING_REWARD` with some terms set (``--reward-weight``); ``None`` without any,
    which ``train`` reads as the training reward itself."""
    if not terms:
        return None
    return {**TRAINING_REWARD, **dict(terms)}


def make_training_env(
    split: str,
    tasks: Sequence[str] | None = None,
    n_envs: int = 1,
    seed: int = 0,
    bundles_root: Path | None = None,
    subprocess: bool = False,
    reward_weights: dict[str, float] | None = None,
):
    """An SB3 VecEnv of the wrapped split env (or of some of its tasks), with Monitor."""
    stable_baselines3, _ = require_sb3()
    from stable_baselines3.common.monitor import Monitor
    from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

    from nexui_gym.envs.multitask import MultiTaskEnv

    def factory(rank: int) -> Callable[[], Any]:
        def make():
            env = MultiTaskEnv(
                split,
                tasks=tasks,
                bundles_root=bundles_root,
                expose_fields=True,
                obs_keys=RL_OBS_KEYS,
                reward_weights=reward_weights,
            )
            env.reset(seed=seed + rank)
            return Monitor(rl_wrappers(env))

        return make

    vector = SubprocVecEnv if subprocess and n_envs > 1 else DummyVecEnv
    return vector([factory(rank) for rank in range(n_envs)])


class SB3Policy:
    """A saved SB3/sb3-contrib model as a NeXUI policy: a ``nexui train`` folder or any zip
    trained on the RL wrappers.

    The policy acts in the env it was trained in: :meth:`env_wrapper` puts the RL wrapper
    stack (:func:`nexui_gym.wrappers.rl_wrappers`, what ``make_rl_env`` and training use) on
    the env, and :meth:`act` takes that stack's observation (features and ``action_mask``)
    and returns the index of its ``Discrete`` action, exactly as ``model.predict`` gives it
    (with ``action_masks`` for MaskablePPO). The harness applies ``env_wrapper`` before a run;
    in your own loop, wrap the env with it (or use ``make_rl_env``). The env must expose the
    goal's fields (``expose_fields=True``).
    """

    name = "sb3"
    #: The observation keys the RL wrappers read: the harness computes only these.
    observation_keys = RL_OBS_KEYS

    def __init__(self, path: str | Path) -> None:
        saved = load_model(path)
        self._setup(saved.model, saved.algo, saved.layout)
        self.name = f"sb3:{Path(path).name}"

    @classmethod
    def from_model(cls, model, algo: str) -> SB3Policy:
        """A policy of a model in memory (training's periodic evaluation)."""
        policy = cls.__new__(cls)
        layout = fitting_layout(model.observation_space, model.action_space, type(model).__name__)
        policy._setup(model, algo, layout)
        return policy

    def _setup(self, model, algo: str, layout: ObservationLayout) -> None:
        self.model = model
        self.algo = algo
        self.layout = layout
        self.recurrent_state: Any = None

    def env_wrapper(self, env: gym.Env) -> gym.Env:
        """The env this policy acts in: ``env`` under the RL wrappers it was trained on."""
        return rl_wrappers(env)

    def reset(self, task: PublicTask) -> None:
        self.recurrent_state = None

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> int:
        if MASK_KEY not in observation:
            raise ValueError(
                "SB3Policy.act reads the RL wrappers' observation (features and action_mask): "
                "act in policy.env_wrapper(env) or make_rl_env(...)"
            )
        mask = np.asarray(observation[MASK_KEY], dtype=bool)
        return self._predict(self.layout.arrange(observation, mask), mask)

    def _predict(self, observation: Any, mask: np.ndarray) -> int:
        if self.algo == "maskable_ppo":
            index, _ = self.model.predict(observation, action_masks=mask, deterministic=True)
        elif self.algo == "recurrent_ppo":
            index, self.recurrent_state = self.model.predict(
                observation,
                state=self.recurrent_state,
                episode_start=np.array([self.recurrent_state is None]),
                deterministic=True,
            )
        else:
            index, _ = self.model.predict(observation, deterministic=True)
        return int(np.asarray(index).item())
