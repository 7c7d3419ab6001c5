"""The environments: one task (:class:`NeXUIEnv`) and a split of tasks (:class:`MultiTaskEnv`)."""

from nexui_gym.envs.multitask import MultiTaskEnv
from nexui_gym.envs.nexui_env import NeXUIEnv, step_limit
from nexui_gym.envs.spaces import OBSERVATION_KEYS, UnicodeText, action_space, observation_space

__all__ = [
    "OBSERVATION_KEYS",
    "MultiTaskEnv",
    "NeXUIEnv",
    "UnicodeText",
    "action_space",
    "observation_space",
    "step_limit",
]
