"""Where an episode's pages come from: the backend seam of :class:`~nexui_gym.envs.NeXUIEnv`.

The env owns the episode (limits, scoring, reward, ``info``) and composes a state source
that resets to the start, applies an action and gives the current page: as a
:class:`~nexui_gym.dataset.model.State` (candidates, title, focus, announcements), its text
views, candidate arrays and screenshot, and which captured state it is (``index``, -1 for
none). Two sources implement it: :class:`ReplaySource` (the captured states, here) and
:class:`~nexui_gym.envs.live.LiveSource` (a real Chromium page).

What :meth:`StateSource.apply` returns is the step's transition label:

- ``advanced``: the page moved to a captured state (replay: along one of the state's
  transitions; live: the new page's fingerprint is a captured state's);
- ``moved``: the page changed to a page no captured state matches (live only);
- ``back``: the ``back`` action went to the previous page (browser history back live, the
  previous state of the run in replay);
- ``no_effect``: the page is as it was (a known no-op in replay, an identical page live,
  ``back`` at the first page);
- ``off_path``: replay only: the action is not one the capture recorded, so it is not
  carried out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

import numpy as np

from nexui_gym.dataset.model import State, Task
from nexui_gym.envs.actions import known_no_op, transition_for
from nexui_gym.envs.cache import CandidateArrays, StateCache
from nexui_gym.scoring.records import AgentAction

if TYPE_CHECKING:
    from nexui_gym.a11y import StateViews

#: The transition labels a source's ``apply`` returns (see the module docstring).
MOVES = ("advanced", "moved", "back", "no_effect", "off_path")


class StateSource(Protocol):
    """The pages of one task's episode (see the module docstring)."""

    #: Whether an action that breaks a critical safety rule is still carried out (live) or
    #: not (replay knows no page for it).
    real_effects: bool

    @property
    def index(self) -> int:
        """The captured state the current page is, or -1 when it is none of them."""

    @property
    def page(self) -> State:
        """The current page as a state (its ``index`` is :attr:`index`)."""

    def reset(self) -> None: ...

    def apply(self, action: AgentAction) -> str:
        """Carry out ``action``; the transition label (one of :data:`MOVES`)."""

    def views(self) -> StateViews: ...

    def arrays(self, max_candidates: int) -> CandidateArrays: ...

    def screenshot(self, shape: tuple[int, int]) -> np.ndarray:
        """The page's pixels at ``(height, width)``; may be a shared read-only array."""

    def scoring_task(self) -> Task:
        """The task with its safety and boundary targets as stable ids of this source's
        pages (replay: the task itself)."""

    def holds(self) -> Mapping[int, bool] | None:
        """Whether each state success condition (by index) holds on the current page, or
        ``None`` to read the captured truth values of :attr:`index`."""

    def close(self) -> None: ...


class ReplaySource:
    """The captured states of a task's graph: actions move along recorded transitions."""

    real_effects = False

    def __init__(self, task: Task, cache: StateCache) -> None:
        self.task = task
        self.cache = cache
        self._index = 0
        self._trail: list[int] = []  # the states the run advanced from, for ``back``

    @property
    def index(self) -> int:
        return self._index

    @property
    def page(self) -> State:
        return self.task.states[self._index]

    def reset(self) -> None:
        self._index = 0
        self._trail = []

    def apply(self, action: AgentAction) -> str:
        if action.kind == "back":
            if not self._trail:
                return "no_effect"
            self._index = self._trail.pop()
            return "back"
        destination = transition_for(self.page, action)
        if destination is not None:
            self._trail.append(self._index)
            self._index = destination
            return "advanced"
        return "no_effect" if known_no_op(self.page, action) else "off_path"

    def views(self) -> StateViews:
        return self.cache.views(self.task, self._index)

    def arrays(self, max_candidates: int) -> CandidateArrays:
        return self.cache.arrays(self.task, self._index, max_candidates)

    def screenshot(self, shape: tuple[int, int]) -> np.ndarray:
        return self.cache.screenshot(self.task, self._index, shape)

    def scoring_task(self) -> Task:
        return self.task

    def holds(self) -> Mapping[int, bool] | None:
        return None

    def close(self) -> None:
        return None
