"""NeXUI Gym: Gymnasium environments for assistive UI agents that explain every step.

``import nexui_gym`` registers ``NeXUI/task-NNN`` for every packaged task and the split
envs ``NeXUI/{dev,validation,test,challenge,all}-v0``.
"""

from nexui_gym.dataset import DatasetError, load_index, load_task
from nexui_gym.envs import MultiTaskEnv, NeXUIEnv
from nexui_gym.envs.registration import register_envs

__version__ = "1.0.0"

__all__ = ["DatasetError", "MultiTaskEnv", "NeXUIEnv", "load_index", "load_task", "register_envs"]


def _register_packaged_envs() -> None:
    # A broken index must not make the package unimportable: `nexui validate` has to run
    # to say what is wrong with it.
    import warnings

    try:
        register_envs()
    except DatasetError as error:
        warnings.warn(f"NeXUI environments were not registered: {error}", stacklevel=2)


_register_packaged_envs()
