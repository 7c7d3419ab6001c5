"""The action mask as an observation key, where TorchRL, RLlib, Tianshou and CleanRL look for it."""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np

MASK_KEY = "action_mask"


def with_action_mask(space: gym.spaces.Dict, actions: int) -> gym.spaces.Dict:
    """``space`` plus the ``action_mask`` key for ``actions`` discrete actions."""
    return gym.spaces.Dict({**space.spaces, MASK_KEY: gym.spaces.Box(0, 1, (actions,), dtype=bool)})


class ActionMaskObservation(gym.ObservationWrapper, gym.utils.RecordConstructorArgs):
    """Adds ``action_mask`` (``Box(0, 1, (n,), bool)``, true where the action is allowed) to a
    Dict observation, from the ``action_masks()`` of a :class:`DiscreteActions` below it.

    ``action_masks()`` stays available, and the key survives wrappers that do not know the
    method (Gymnasium 1.x wrappers do not forward attributes).

    Example:
        >>> from nexui_gym.wrappers import make_rl_env
        >>> env = make_rl_env("NeXUI/task-000")
        >>> observation, info = env.reset(seed=0)
        >>> bool((observation["action_mask"] == env.action_masks()).all())
        True
    """

    def __init__(self, env: gym.Env) -> None:
        gym.utils.RecordConstructorArgs.__init__(self)
        super().__init__(env)
        if not isinstance(env.action_space, gym.spaces.Discrete) or not isinstance(
            env.observation_space, gym.spaces.Dict
        ):
            raise ValueError(
                "ActionMaskObservation needs a Dict observation and a Discrete action space "
                "with action_masks(): wrap a DiscreteActions env (see make_rl_env)"
            )
        self.observation_space = with_action_mask(env.observation_space, int(env.action_space.n))

    def observation(self, observation: dict[str, Any]) -> dict[str, Any]:
        return {**observation, MASK_KEY: self.action_masks()}

    def action_masks(self) -> np.ndarray:
        return np.asarray(self.env.get_wrapper_attr("action_masks")(), dtype=bool)
