"""Per-state data computed once per process: text views, candidate arrays, decoded screenshots.

Decoding a screenshot and building the text views are the only expensive things about a
state, and both depend on the state alone, so every env in a process shares one cache.
Screenshots are kept in a least-recently-used store with a byte budget; arrays are
read-only so that sharing them is safe.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from nexui_gym.dataset.loader import read_html, read_screenshot
from nexui_gym.dataset.model import State, Task

if TYPE_CHECKING:
    from nexui_gym.a11y import StateViews

DEFAULT_SCREENSHOT_BUDGET = 384 * 2**20


@dataclass(frozen=True)
class CandidateArrays:
    """The candidate observation arrays of one state, padded to ``max_candidates``."""

    ids: np.ndarray
    mask: np.ndarray
    boxes: np.ndarray


def candidate_arrays(
    state: State, viewport: tuple[int, int], max_candidates: int
) -> CandidateArrays:
    """Stable ids (-1 padding), existence mask and viewport-normalised boxes, clipped to [0, 1]."""
    count = len(state.candidates)
    if count > max_candidates:
        raise ValueError(
            f"max_candidates={max_candidates} is smaller than the {count} candidates of state "
            f"{state.index}; expected at least {count}"
        )
    ids = np.full(max_candidates, -1, dtype=np.int64)
    mask = np.zeros(max_candidates, dtype=np.int8)
    boxes = np.zeros((max_candidates, 4), dtype=np.float32)
    width, height = viewport
    for position, candidate in enumerate(state.candidates):
        ids[position] = candidate.id
        mask[position] = 1
        x, y, w, h = candidate.box
        left, top = np.clip(x / width, 0, 1), np.clip(y / height, 0, 1)
        right, bottom = np.clip((x + w) / width, 0, 1), np.clip((y + h) / height, 0, 1)
        boxes[position] = (left, top, right - left, bottom - top)
    for array in (ids, mask, boxes):
        array.setflags(write=False)
    return CandidateArrays(ids, mask, boxes)


def resize_screenshot(pixels: np.ndarray, shape: tuple[int, int]) -> np.ndarray:
    """The screenshot resized to ``(height, width)`` with an area filter; read-only."""
    if pixels.shape[:2] == shape:
        return pixels
    from PIL import Image

    resized = np.asarray(Image.fromarray(pixels).resize((shape[1], shape[0]), Image.Resampling.BOX))
    resized.setflags(write=False)
    return resized


class StateCache:
    """Views, candidate arrays and screenshots by (bundle, state), safe to share between envs."""

    def __init__(self, screenshot_budget: int = DEFAULT_SCREENSHOT_BUDGET) -> None:
        self.screenshot_budget = screenshot_budget
        self._views: dict[tuple[Path, int], StateViews] = {}
        self._arrays: dict[tuple[Path, int, int], CandidateArrays] = {}
        self._screenshots: OrderedDict[tuple[Path, int, tuple[int, int]], np.ndarray] = (
            OrderedDict()
        )
        self._screenshot_bytes = 0
        self._lock = threading.Lock()

    def views(self, task: Task, index: int) -> StateViews:
        key = (task.root, index)
        views = self._views.get(key)
        if views is None:
            from nexui_gym.a11y import build_views

            state = task.states[index]
            views = build_views(
                read_html(task, state),
                state.candidate_ids,
                state.focused,
                tuple((a.politeness, a.text) for a in state.announcements),
            )
            self._views[key] = views
        return views

    def arrays(self, task: Task, index: int, max_candidates: int) -> CandidateArrays:
        key = (task.root, index, max_candidates)
        arrays = self._arrays.get(key)
        if arrays is None:
            arrays = candidate_arrays(task.states[index], task.viewport, max_candidates)
            self._arrays[key] = arrays
        return arrays

    def screenshot(self, task: Task, index: int, shape: tuple[int, int]) -> np.ndarray:
        key = (task.root, index, shape)
        with self._lock:
            pixels = self._screenshots.get(key)
            if pixels is not None:
                self._screenshots.move_to_end(key)
                return pixels
        pixels = resize_screenshot(read_screenshot(task, task.states[index]), shape)
        with self._lock:
            self._screenshots[key] = pixels
            self._screenshot_bytes += pixels.nbytes
            while self._screenshot_bytes > self.screenshot_budget and len(self._screenshots) > 1:
                _, evicted = self._screenshots.popitem(last=False)
                self._screenshot_bytes -= evicted.nbytes
        return pixels

    @property
    def screenshot_bytes(self) -> int:
        return self._screenshot_bytes

    def __reduce__(self):
        # Everything here can be recomputed from the bundles, and the lock cannot be pickled:
        # a copy of an env shares the process's cache, or starts an empty cache of its own.
        if self is SHARED_CACHE:
            return (shared_cache, ())
        return (StateCache, (self.screenshot_budget,))


def shared_cache() -> StateCache:
    """The process's shared cache (what an unpickled env that used it gets)."""
    return SHARED_CACHE


#: The cache every env uses unless given its own.
SHARED_CACHE = StateCache()
