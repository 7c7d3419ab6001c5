"""Saved Stable-Baselines3 / sb3-contrib models as NeXUI policies (``--policy sb3:PATH``).

``PATH`` is a zip written by any model's ``save()`` (``.zip`` may be left off, as SB3 allows)
or a folder holding ``model.zip`` (what ``nexui train`` writes). The algorithm is read from
the zip: the class of its saved policy, and for plain actor-critic policies the settings it
saved (``clip_range``: PPO, ``cg_max_steps``: TRPO, neither: A2C). The model must have been
trained on the RL wrappers: its observation space is that of
:func:`nexui_gym.wrappers.make_rl_env` (with or without the ``action_mask`` key), or that
flattened by ``gymnasium.wrappers.FlattenObservation``, and its action space is make_rl_env's
``Discrete``; anything else is refused with the file, what it has and what was expected.
"""

from __future__ import annotations

import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

from nexui_gym.dataset.model import MAX_CANDIDATES
from nexui_gym.wrappers.action_mask import MASK_KEY, with_action_mask
from nexui_gym.wrappers.rl_actions import ActionCodec
from nexui_gym.wrappers.rl_features import FEATURE_VERSION, feature_space

MODEL_FILE = "model.zip"


def require_sb3():
    """The ``stable_baselines3`` and ``sb3_contrib`` modules, or an error naming the extra."""
    try:
        import sb3_contrib
        import stable_baselines3
    except ModuleNotFoundError:
        raise ModuleNotFoundError(
            "SB3 models need the rl extra: pip install torch==2.13.0 && pip install 'nexui-gym[rl]'"
        ) from None
    return stable_baselines3, sb3_contrib


@dataclass(frozen=True)
class ObservationLayout:
    """How a model wants the RL observation: the feature Dict with or without the
    ``action_mask`` key (``space``), as is or flattened (``flat``)."""

    space: gym.spaces.Dict
    flat: bool

    @property
    def model_space(self) -> gym.Space:
        return gym.spaces.flatten_space(self.space) if self.flat else self.space

    def arrange(self, features: dict[str, np.ndarray], mask: np.ndarray) -> Any:
        """The observation the model reads, from the features and the action mask."""
        observation = {key: features[key] for key in self.space.spaces if key != MASK_KEY}
        if MASK_KEY in self.space.spaces:
            observation[MASK_KEY] = np.asarray(mask, dtype=bool)
        return gym.spaces.flatten(self.space, observation) if self.flat else observation


def rl_action_space() -> gym.spaces.Discrete:
    return gym.spaces.Discrete(ActionCodec(MAX_CANDIDATES).size)


def layouts() -> tuple[ObservationLayout, ...]:
    """Every observation layout a saved model may use, make_rl_env's own first."""
    features = feature_space(MAX_CANDIDATES)
    masked = with_action_mask(features, int(rl_action_space().n))
    return tuple(
        ObservationLayout(space, flat) for flat in (False, True) for space in (masked, features)
    )


def fitting_layout(observation_space: Any, action_space: Any, source: str) -> ObservationLayout:
    """The layout whose space is ``observation_space``; a ``ValueError`` naming ``source``,
    what its spaces are and what was expected when the spaces do not fit."""
    expected = layouts()[0].space
    wanted = (
        f"sb3:PATH takes a model trained on nexui_gym.wrappers.make_rl_env(...) (observation "
        f"keys {', '.join(expected.spaces)}; {MASK_KEY} optional) or on "
        f"gymnasium.wrappers.FlattenObservation of it, with the action space {rl_action_space()}"
    )
    if action_space != rl_action_space():
        raise ValueError(
            f"{source}: the model's action space is {action_space}, not NeXUI's RL actions; {wanted}"
        )
    for layout in layouts():
        if observation_space == layout.model_space:
            return layout
    raise ValueError(
        f"{source}: the model's observation does not fit NeXUI's RL wrappers "
        f"({_mismatch(observation_space, expected)}); {wanted}"
    )


def _mismatch(space: Any, expected: gym.spaces.Dict) -> str:
    if not isinstance(space, gym.spaces.Dict):
        sizes = sorted({layout.model_space.shape for layout in layouts() if layout.flat})
        return f"it is {space}, where the flattened RL observation has the shape {' or '.join(map(str, sizes))}"
    parts = []
    extra = sorted(set(space.spaces) - set(expected.spaces))
    missing = sorted(set(expected.spaces) - set(space.spaces) - {MASK_KEY})
    if extra:
        parts.append(f"keys the RL env does not give: {', '.join(extra)}")
    if missing:
        parts.append(f"missing keys: {', '.join(missing)}")
    resized = [
        key
        for key in sorted(set(space.spaces) & set(expected.spaces))
        if space[key] != expected[key]
    ]
    for key in resized:
        parts.append(f"{key!r} is {space[key]} where the RL env gives {expected[key]}")
    # Keys only missing or resized: features of another version (version 6 added two keys).
    if (resized or missing) and not extra:
        parts.append(
            "it was trained on another version of the RL features (this code has version "
            f"{FEATURE_VERSION}, see nexui_gym.wrappers.rl_features): train it again"
        )
    return "; ".join(parts)


def find_model(path: str | Path) -> Path:
    """The zip that ``sb3:PATH`` names: the file, the file with ``.zip`` added, or the
    ``model.zip`` of a folder."""
    path = Path(path)
    if path.is_dir():
        model = path / MODEL_FILE
    elif path.suffix != ".zip" and path.with_name(path.name + ".zip").is_file():
        model = path.with_name(path.name + ".zip")
    else:
        model = path
    if not model.is_file():
        raise FileNotFoundError(
            f"{path}: expected a zip saved by an SB3 model's save(), or a folder holding "
            f"{MODEL_FILE} (as written by `nexui train`)"
        )
    return model


def read_model_data(path: Path) -> dict[str, Any]:
    """The saved settings of an SB3 zip (its ``data`` entry), with the spaces and the policy
    class unpickled."""
    from stable_baselines3.common.save_util import json_to_data

    try:
        with zipfile.ZipFile(path) as archive:
            text = archive.read("data").decode("utf-8")
    except (zipfile.BadZipFile, KeyError, OSError, UnicodeDecodeError) as error:
        raise ValueError(f"{path}: not a model saved by SB3's save() ({error})") from None
    try:
        return json_to_data(text)
    except ImportError as error:
        raise ValueError(
            f"{path}: the model's policy class cannot be imported ({error}); install or put "
            "on the path the module that defines it"
        ) from None
    except ValueError as error:
        raise ValueError(f"{path}: its data entry is not SB3's JSON ({error})") from None


def algorithm_of(data: dict[str, Any], source: str) -> tuple[str, Any]:
    """The name (``maskable_ppo``, ``ppo``, ``dqn``, ...) and class of the algorithm that saved
    ``data``."""
    stable_baselines3, sb3_contrib = require_sb3()
    from sb3_contrib.ars.policies import ARSPolicy
    from sb3_contrib.common.maskable.policies import MaskableActorCriticPolicy
    from sb3_contrib.common.recurrent.policies import RecurrentActorCriticPolicy
    from sb3_contrib.qrdqn.policies import QRDQNPolicy
    from stable_baselines3.common.policies import ActorCriticPolicy
    from stable_baselines3.dqn.policies import DQNPolicy

    policy = data.get("policy_class")
    if not isinstance(policy, type):
        raise ValueError(f"{source}: no readable policy class in the zip's data")
    # Most specific first: a recurrent policy is also an actor-critic one.
    by_policy = (
        (MaskableActorCriticPolicy, "maskable_ppo", sb3_contrib.MaskablePPO),
        (RecurrentActorCriticPolicy, "recurrent_ppo", sb3_contrib.RecurrentPPO),
        (QRDQNPolicy, "qrdqn", sb3_contrib.QRDQN),
        (DQNPolicy, "dqn", stable_baselines3.DQN),
        (ARSPolicy, "ars", sb3_contrib.ARS),
    )
    for base, name, algorithm in by_policy:
        if issubclass(policy, base):
            return name, algorithm
    if issubclass(policy, ActorCriticPolicy):
        if "cg_max_steps" in data:
            return "trpo", sb3_contrib.TRPO
        if "clip_range" in data:
            return "ppo", stable_baselines3.PPO
        return "a2c", stable_baselines3.A2C
    raise ValueError(
        f"{source}: its policy {policy.__module__}.{policy.__qualname__} belongs to no "
        "discrete-action algorithm of SB3 or sb3-contrib (PPO, A2C, DQN, MaskablePPO, "
        "RecurrentPPO, QRDQN, TRPO, ARS)"
    )


@dataclass(frozen=True)
class SavedModel:
    model: Any
    algo: str
    layout: ObservationLayout


def load_model(path: str | Path) -> SavedModel:
    """Load the model ``sb3:PATH`` names, checking first that its spaces fit."""
    require_sb3()
    zip_path = find_model(path)
    data = read_model_data(zip_path)
    layout = fitting_layout(data.get("observation_space"), data.get("action_space"), str(zip_path))
    algo, algorithm = algorithm_of(data, str(zip_path))
    return SavedModel(algorithm.load(zip_path, device="cpu"), algo, layout)
