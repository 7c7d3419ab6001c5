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


class FlatMaskObservation(gym.ObservationWrapper, gym.utils.RecordConstructorArgs):
    """The RL observation as ``{"observations": Box, "action_mask": Box}``: every feature key
    flattened into one float vector, and the mask as floats (1 where allowed).

    This is the layout of RLlib's action-masking module (and of other libraries that want
    one flat vector beside the mask); wrap :func:`nexui_gym.wrappers.make_rl_env` with it.

    Example:
        >>> from nexui_gym.wrappers import FlatMaskObservation, make_rl_env
        >>> env = FlatMaskObservation(make_rl_env("NeXUI/task-000"))
        >>> observation, info = env.reset(seed=0)
        >>> sorted(observation), observation["observations"].shape
        (['action_mask', 'observations'], (9543,))
    """

    def __init__(self, env: gym.Env) -> None:
        gym.utils.RecordConstructorArgs.__init__(self)
        super().__init__(env)
        spaces = getattr(env.observation_space, "spaces", {})
        if MASK_KEY not in spaces:
            raise ValueError(
                f"FlatMaskObservation needs a Dict observation with the {MASK_KEY!r} key: "
                "wrap make_rl_env(...)"
            )
        self.features = gym.spaces.Dict({k: v for k, v in spaces.items() if k != MASK_KEY})
        self.observation_space = gym.spaces.Dict(
            {
                MASK_KEY: gym.spaces.Box(0.0, 1.0, spaces[MASK_KEY].shape, np.float32),
                "observations": gym.spaces.flatten_space(self.features),
            }
        )

    def observation(self, observation: dict[str, Any]) -> dict[str, np.ndarray]:
        features = {key: observation[key] for key in self.features.spaces}
        return {
            MASK_KEY: np.asarray(observation[MASK_KEY], dtype=np.float32),
            "observations": gym.spaces.flatten(self.features, features),
        }
