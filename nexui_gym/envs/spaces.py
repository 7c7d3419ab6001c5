"""Observation and action spaces, built in one place and identical for every task.

Gymnasium's :class:`~gymnasium.spaces.Text` only admits characters of a fixed charset
(alphanumeric by default); page text holds any Unicode, so :class:`UnicodeText` admits any
string up to its maximum length. It keeps ``Text`` as its base so that vector envs and
wrappers treat it as text; shared memory (async vector envs) stores code points.
"""

from __future__ import annotations

import multiprocessing as mp
import string
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector.utils import (
    create_shared_memory,
    read_from_shared_memory,
    write_to_shared_memory,
)

from nexui_gym.dataset.model import ACTION_TYPES, MAX_CANDIDATES, VIEWPORT

#: Characters :meth:`UnicodeText.sample` draws from: ASCII text plus characters real pages use.
SAMPLE_CHARACTERS = string.ascii_letters + string.digits + string.punctuation + " \n£€éüñ–—’“”…•✓"

#: Maximum lengths of the text keys, in characters.
TEXT_LIMITS = {
    "goal": 2_000,
    "axtree": 200_000,
    "reader": 200_000,
    "candidates": 50_000,
    "history": 20_000,
    "last_action_result": 2_000,
    "fields": 5_000,
    "action_text": 5_000,
    "explanation": 5_000,
    "expected_result": 5_000,
}

OBSERVATION_KEYS = (
    "goal",
    "screenshot",
    "axtree",
    "reader",
    "candidate_ids",
    "candidate_mask",
    "candidate_boxes",
    "candidates",
    "history",
    "last_action_result",
)


class UnicodeText(spaces.Text):
    """Any Unicode string of ``min_length`` to ``max_length`` characters."""

    def __init__(self, max_length: int, *, min_length: int = 0, seed: Any = None) -> None:
        super().__init__(max_length, min_length=min_length, charset=SAMPLE_CHARACTERS, seed=seed)

    def sample(self, mask: Any = None, probability: Any = None) -> str:
        # Sampling the full maximum length (200k characters) would make random actions and
        # env checks needlessly slow; lengths are drawn up to 200 characters.
        if mask is None and probability is None:
            upper = min(self.max_length, max(self.min_length, 200))
            length = int(self.np_random.integers(self.min_length, upper + 1))
            return "".join(self.np_random.choice(self.character_list, size=length))
        return super().sample(mask=mask, probability=probability)

    def contains(self, x: Any) -> bool:
        return isinstance(x, str) and self.min_length <= len(x) <= self.max_length

    @property
    def shape(self) -> None:
        """``None``, as for any ``Text`` space. Stable-Baselines3 reads the shape of every
        observation key to allocate its buffers (``PPO("MultiInputPolicy", env)``), and
        failed there with "'NoneType' object is not iterable"; it gets the reason and the fix
        (:data:`SB3_NEEDS_RL_ENV`) instead."""
        if sys._getframe(1).f_globals.get("__name__", "").startswith("stable_baselines3."):
            raise TypeError(SB3_NEEDS_RL_ENV)
        return None

    def __repr__(self) -> str:
        return f"UnicodeText({self.min_length}, {self.max_length})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, UnicodeText)
            and self.min_length == other.min_length
            and self.max_length == other.max_length
        )

    __hash__ = spaces.Text.__hash__


TEXT_NOT_FLAT = (
    "NeXUI's text observation keys (goal, axtree, reader, candidates, history, ...) cannot be "
    "flattened into numbers: use nexui_gym.wrappers.make_rl_env (numeric features, discrete "
    "actions and an action mask), or keep only array keys with obs_keys=(...) or "
    "gymnasium.wrappers.FilterObservation"
)


SB3_NEEDS_RL_ENV = (
    "Stable-Baselines3 cannot train on the raw NeXUI env: its observation has text keys "
    "(goal, axtree, candidates, ...) and its action is a Dict. Pass the RL env as the env "
    'argument instead: PPO/MaskablePPO("MultiInputPolicy", '
    'env=nexui_gym.wrappers.make_rl_env("NeXUI/task-000")), which gives numeric features, '
    "one Discrete action and the action mask (action_masks() and the action_mask key)"
)


def _refuse_to_flatten(space: UnicodeText, *args: Any) -> Any:
    raise TypeError(TEXT_NOT_FLAT)


# Text's own flattening treats the sample charset as the domain and fails on the first
# character outside it ("£", "·"); say what to do instead.
for _function in (
    spaces.utils.flatdim,
    spaces.utils.flatten_space,
    spaces.utils.flatten,
    spaces.utils.unflatten,
):
    _function.register(UnicodeText)(_refuse_to_flatten)


# Shared memory for async vector envs: a length then the code points, one row per env.
@create_shared_memory.register(UnicodeText)
def _create_unicode_shared_memory(space: UnicodeText, n: int = 1, ctx: ModuleType = mp) -> Any:
    return ctx.Array(np.dtype(np.int32).char, n * (space.max_length + 1))


class SharedTexts(Sequence):
    """The strings of a batch, decoded from shared memory at each access.

    ``AsyncVectorEnv`` reads its shared observation buffer once, at construction, and
    relies on numpy views staying current; a plain tuple of strings would freeze the text
    observations at their first value. This sequence stays current like a view, and a deep
    copy (what the vector env hands out by default) is a tuple of the current strings.
    """

    def __init__(self, rows: np.ndarray) -> None:
        self._rows = rows

    def __len__(self) -> int:
        return len(self._rows)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        row = self._rows[index]
        return row[1 : 1 + row[0]].tobytes().decode("utf-32-le")

    def __deepcopy__(self, memo: dict) -> tuple[str, ...]:
        return tuple(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, (Sequence, SharedTexts)) and tuple(self) == tuple(other)

    def __repr__(self) -> str:
        return f"SharedTexts({tuple(self)!r})"


@read_from_shared_memory.register(UnicodeText)
def _read_unicode_from_shared_memory(
    space: UnicodeText, shared_memory: Any, n: int = 1
) -> SharedTexts:
    rows = np.frombuffer(shared_memory.get_obj(), dtype=np.int32).reshape(n, space.max_length + 1)
    return SharedTexts(rows)


@write_to_shared_memory.register(UnicodeText)
def _write_unicode_to_shared_memory(
    space: UnicodeText, index: int, value: str, shared_memory: Any
) -> None:
    width = space.max_length + 1
    destination = np.frombuffer(shared_memory.get_obj(), dtype=np.int32)
    code_points = np.frombuffer(value.encode("utf-32-le"), dtype=np.int32)
    destination[index * width] = len(code_points)
    destination[index * width + 1 : index * width + 1 + len(code_points)] = code_points


def observation_space(
    screenshot_shape: tuple[int, int] = (VIEWPORT[1], VIEWPORT[0]),
    max_candidates: int = MAX_CANDIDATES,
    obs_keys: tuple[str, ...] = OBSERVATION_KEYS,
    expose_fields: bool = False,
) -> spaces.Dict:
    """The observation space (DESIGN 5.1); ``screenshot_shape`` is ``(height, width)``."""
    height, width = screenshot_shape
    every = {
        "goal": UnicodeText(TEXT_LIMITS["goal"]),
        "screenshot": spaces.Box(0, 255, (height, width, 3), np.uint8),
        "axtree": UnicodeText(TEXT_LIMITS["axtree"]),
        "reader": UnicodeText(TEXT_LIMITS["reader"]),
        "candidate_ids": spaces.Box(-1, np.iinfo(np.int32).max, (max_candidates,), np.int64),
        "candidate_mask": spaces.MultiBinary(max_candidates),
        "candidate_boxes": spaces.Box(0.0, 1.0, (max_candidates, 4), np.float32),
        "candidates": UnicodeText(TEXT_LIMITS["candidates"]),
        "history": UnicodeText(TEXT_LIMITS["history"]),
        "last_action_result": UnicodeText(TEXT_LIMITS["last_action_result"]),
    }
    chosen = {key: every[key] for key in obs_keys}
    if expose_fields:
        chosen["fields"] = UnicodeText(TEXT_LIMITS["fields"])
    return spaces.Dict(chosen)


def action_space(max_candidates: int = MAX_CANDIDATES) -> spaces.Dict:
    """The action space (DESIGN 5.2); ``action_type`` indexes :data:`ACTION_TYPES`."""
    return spaces.Dict(
        {
            "action_type": spaces.Discrete(len(ACTION_TYPES)),
            "target": spaces.Discrete(max_candidates),
            "text": UnicodeText(TEXT_LIMITS["action_text"]),
            "coords": spaces.Box(0.0, 1.0, (2,), np.float32),
            "explanation": UnicodeText(TEXT_LIMITS["explanation"]),
            "expected_result": UnicodeText(TEXT_LIMITS["expected_result"]),
        }
    )
