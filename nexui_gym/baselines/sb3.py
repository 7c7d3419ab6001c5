"""Stable-Baselines3 agents on NeXUI (extra ``rl``): the training env and the policy.

:func:`make_training_env` is the vectorised, wrapped split env that
:func:`nexui_gym.evaluation.training.train` trains on. :class:`SB3Policy` loads a ``nexui
train`` folder, or any SB3/sb3-contrib
model trained on the RL wrappers (see :mod:`nexui_gym.baselines.sb3_models`), as a policy for
``nexui eval --policy sb3:PATH``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from nexui_gym.a11y.candidate_lines import parse_candidates
from nexui_gym.baselines.sb3_models import (
    ObservationLayout,
    fitting_layout,
    load_model,
    require_sb3,
)
from nexui_gym.dataset.model import MAX_CANDIDATES, PublicTask
from nexui_gym.wrappers.rl_actions import MAX_FIELDS, ActionCodec, action_mask, decode
from nexui_gym.wrappers.rl_features import FeatureEncoder, relevance_order

#: Training reward: the env's shaped reward without the per-step and no-effect costs. With
#: them, ending a run at once (one failure) costs less than exploring towards the first
#: progress reward, and PPO settles on quitting before it has found anything.
TRAINING_REWARD = {"step": 0.0, "no_effect": 0.0}


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
    from nexui_gym.wrappers import RL_OBS_KEYS, rl_wrappers

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
    """A saved SB3/sb3-contrib model as a NeXUI policy (needs ``expose_fields=True``
    observations): a ``nexui train`` folder or any zip trained on the RL wrappers."""

    name = "sb3"

    def __init__(self, path: str | Path) -> None:
        saved = load_model(path)
        self._setup(saved.model, saved.algo, saved.layout)
        self.name = f"sb3:{Path(path).name}"

    @classmethod
    def from_model(cls, model, algo: str) -> SB3Policy:
        policy = cls.__new__(cls)
        layout = fitting_layout(model.observation_space, model.action_space, type(model).__name__)
        policy._setup(model, algo, layout)
        return policy

    def _setup(self, model, algo: str, layout: ObservationLayout) -> None:
        self.model = model
        self.algo = algo
        self.layout = layout
        self.codec = ActionCodec(MAX_CANDIDATES, MAX_FIELDS)
        self.encoder = FeatureEncoder(MAX_CANDIDATES)
        self.task: PublicTask | None = None
        self.recurrent_state: Any = None
        self.previous_reader = ""
        self.observation_keys = (
            "goal",
            "candidate_ids",
            "candidate_mask",
            "candidate_boxes",
            "candidates",
            "reader",
        )

    def reset(self, task: PublicTask) -> None:
        self.task = task
        self.encoder.start(task.goal, len(task.fields))
        self.recurrent_state = None
        self.previous_reader = ""

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        if self.task is None:
            raise RuntimeError("SB3Policy.act: call reset(task) first")
        if "fields" not in observation:
            raise ValueError(
                "SB3Policy needs the 'fields' observation: run with expose_fields=True"
            )
        allowed = [tuple(kinds) for kinds in info["candidate_actions"]]
        features = self.encoder.encode(observation, info, allowed, info["step_limit"])
        fields = json.loads(observation["fields"])
        candidates = parse_candidates(observation["candidates"])
        order = relevance_order(candidates, observation["goal"], fields)
        mask = action_mask(self.codec, [allowed[p] for p in order], len(fields))
        index = self._predict(self.layout.arrange(features, mask), mask)
        slots = [candidates[p] for p in order]
        reader = observation["reader"]
        action = decode(
            self.codec, index, slots, observation["goal"], fields, reader, self.previous_reader
        )
        self.previous_reader = reader
        ids = observation["candidate_ids"]
        if "target" in action and action["target"] < len(allowed):
            self.encoder.acted_on(int(ids[action["target"]]))
        return action

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
