"""The live backend: a task's interface running in Chromium, behind the env's state source seam.

Each reset loads the task's start page in a real browser (the capture's context: fixed
clock, seeded ``Math.random``, viewport, fonts, locally served files) and every action
really happens there: ``click``/``type``/``select``/``press`` on the candidate's element by
its stable id, ``click_xy`` a mouse click at the pixel, ``back`` the browser's history back.
Each page is observed with the capture's snapshot code and the same lxml accessibility
engine replay uses (views from the live HTML), and the screenshot is Chromium's.

Which captured state a page is: the one whose fingerprint (URL, DOM without path marks,
storage) it has; -1 when none. Nothing is scrolled for the observation: the viewport is where
the action or the page left it, as capture records it.

Scoring reads the live page: success conditions are the spec's DOM predicates evaluated on
it (``state_reached``: the page is one of the goal states), safety rules and the boundary
match the element acted on by their selectors (:meth:`LiveSource.scoring_task` gives the
task with those selectors' stable ids in this session), explanations are grounded in the
live views (against the step of the captured state the page is, none off the graph).

Playwright and the capture code are imported only here, when a live env is made; replay
never needs them. Reset reuses the env's browser context when it can (storage cleared, the
start page loaded again, its fingerprint checked against the start state; a new context
otherwise).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from nexui_gym.dataset.model import STATE_CONDITION_KINDS, TARGETED_ACTIONS, State, Task
from nexui_gym.dataset.paths import bundles_dir, interfaces_dir
from nexui_gym.envs.actions import transition_for
from nexui_gym.envs.cache import CandidateArrays, candidate_arrays, resize_screenshot
from nexui_gym.scoring.records import AgentAction

if TYPE_CHECKING:
    from nexui_gym.a11y import StateViews
    from nexui_gym.capture.snapshot import CapturedState, Query

INSTALL_HINT = (
    "the live backend needs Playwright for Python and Debian's Chromium:\n"
    '  pip install "nexui-gym[live]"\n'
    "  apt-get install -y chromium fonts-liberation fonts-dejavu-core\n"
    "(never 'playwright install': the live backend uses /usr/bin/chromium)"
)
#: How long an action waits for its target to be actionable (visible, enabled, not covered)
#: before it counts as having no effect.
LIVE_ACTION_TIMEOUT_MS = 2_000
BOUNDARY = "boundary"


class LiveBackendError(RuntimeError):
    """The live backend cannot run here (what is missing and how to install it), or the task
    has no interface to run."""


def missing_requirements() -> str | None:
    """Why the live backend cannot run here (with how to fix it), or ``None`` when it can."""
    import importlib.util

    from nexui_gym.capture.browser import CHROMIUM

    missing = [] if importlib.util.find_spec("playwright") is not None else ["playwright"]
    if not CHROMIUM.is_file():
        missing.append(str(CHROMIUM))
    return f"missing: {', '.join(missing)}\n{INSTALL_HINT}" if missing else None


@dataclasses.dataclass
class _Page:
    """One observed live page and what is computed from it on demand."""

    captured: CapturedState
    state: State
    views: StateViews | None = None
    pixels: np.ndarray | None = None


class LiveSource:
    """A task's interface live in Chromium (see the module docstring)."""

    real_effects = True

    def __init__(self, task: Task, bundles_root: str | Path | None = None) -> None:
        reason = missing_requirements()
        if reason is not None:
            raise LiveBackendError(f"{task.id}: {reason}")
        from nexui_gym.dataset.spec import load_interface, load_task_specs
        from nexui_gym.envs.live_page import ObservationSession

        self.task = task
        folder = interface_folder(task, bundles_root)
        spec = next((s for s in load_task_specs(folder) if s.id == task.id), None)
        if spec is None:
            raise LiveBackendError(f"{task.id}: {folder / 'tasks.json'} has no task {task.id}")
        self._queries = live_queries(task, spec.boundary_target)
        self._states_by_fingerprint: dict[str, list[int]] = {}
        for state in task.states:
            self._states_by_fingerprint.setdefault(state.fingerprint, []).append(state.index)
        self._session = ObservationSession(
            load_interface(folder), action_timeout_ms=LIVE_ACTION_TIMEOUT_MS
        )
        self._page: _Page | None = None
        self._safety_ids: list[set[int]] = [set() for _ in task.safety]
        self._boundary_ids: set[int] = set()
        self._scoring: Task | None = None
        self.warm_resets = 0
        self.cold_resets = 0

    # -- the seam ----------------------------------------------------------------------
    @property
    def index(self) -> int:
        return self._require().state.index

    @property
    def page(self) -> State:
        return self._require().state

    def reset(self) -> None:
        self._safety_ids = [set() for _ in self.task.safety]
        self._boundary_ids = set()
        start = self.task.states[0].fingerprint
        warm, self._page = self._page is not None, None
        if warm:
            captured = self._session.reset(self.task.start_url, self._queries, fresh=False)
            if captured.fingerprint == start:
                self.warm_resets += 1
                self._observe(captured)
                return
        self.cold_resets += 1
        self._observe(self._session.reset(self.task.start_url, self._queries, fresh=True))

    def apply(self, action: AgentAction) -> str:
        from nexui_gym.capture.errors import CaptureError

        before = self._require()
        session, queries = self._session, self._queries
        try:
            if action.kind == "back":
                captured = session.back(queries)
            elif action.via_coordinates:
                x, y = action.coords or (0.0, 0.0)
                width, height = self.task.viewport
                captured = session.click_at(x * width, y * height, queries)
            elif action.kind in TARGETED_ACTIONS and action.target is not None:
                captured = session.act(action.kind, action.target, action.text, queries)
            else:
                return "no_effect"
        except CaptureError:
            # The browser could not do it (target covered or disabled, no such option):
            # whatever the page is now is what the action did.
            captured = session.state(queries)
        after = self._observe(captured, action)
        # The same page: its fingerprint (URL, DOM without path marks, storage), stable ids
        # and focus (a move of focus alone is a change a screen reader user hears).
        # Not the raw snapshot: reading a page again drains its live-region log and moves the
        # scroll mark after the others on <html>.
        if _page_key(after.captured) == _page_key(before.captured):
            return "no_effect"
        if action.kind == "back":
            return "back"
        return "advanced" if after.state.index >= 0 else "moved"

    @property
    def html(self) -> str:
        """The live page's snapshot (capture's serialisation, stable ids marked)."""
        return self._require().captured.html

    def views(self) -> StateViews:
        page = self._require()
        if page.views is None:
            from nexui_gym.a11y import build_views

            captured = page.captured
            page.views = build_views(
                # Bundles store each snapshot with a final newline, as here.
                (captured.html + "\n").encode("utf-8"),
                page.state.candidate_ids,
                captured.focused,
                tuple((a.politeness, a.text) for a in captured.announcements),
            )
        return page.views

    def arrays(self, max_candidates: int) -> CandidateArrays:
        return candidate_arrays(self.page, self.task.viewport, max_candidates)

    def screenshot(self, shape: tuple[int, int]) -> np.ndarray:
        page = self._require()
        if page.pixels is None:
            from nexui_gym.envs.live_page import decode_png

            pixels = decode_png(self._session.screenshot())
            pixels.setflags(write=False)
            page.pixels = pixels
        return resize_screenshot(page.pixels, shape)

    def scoring_task(self) -> Task:
        if self._scoring is None:
            task = self.task
            safety = tuple(
                dataclasses.replace(rule, targets=frozenset(ids))
                for rule, ids in zip(task.safety, self._safety_ids, strict=True)
            )
            boundary = (
                None
                if task.boundary is None
                else dataclasses.replace(task.boundary, targets=frozenset(self._boundary_ids))
            )
            self._scoring = dataclasses.replace(task, safety=safety, boundary=boundary)
        return self._scoring

    def holds(self) -> Mapping[int, bool]:
        answers = self._require().captured.answers
        return {
            k: bool(answers[f"success[{k}]"].holds)
            for k, condition in enumerate(self.task.success)
            if condition.kind in STATE_CONDITION_KINDS
        }

    def close(self) -> None:
        self._session.close()
        self._page = None

    def __getstate__(self):
        raise TypeError(
            f"{self.task.id}: a live env cannot be copied or pickled (its page is in a "
            "browser); make a new env with backend='live' instead"
        )

    # -- observing -----------------------------------------------------------------------
    def _observe(self, captured: CapturedState, action: AgentAction | None = None) -> _Page:
        index = self._match(captured.fingerprint, action)
        for k, ids in enumerate(self._safety_ids):
            ids.update(captured.answers[f"safety[{k}]"].ids)
        if BOUNDARY in captured.answers:
            self._boundary_ids.update(captured.answers[BOUNDARY].ids)
        self._scoring = None
        self._page = _Page(captured, live_state(captured, index))
        return self._page

    def _match(self, fingerprint: str, action: AgentAction | None = None) -> int:
        """The captured state with this fingerprint, -1 for none. Where several have it (a
        path can pass twice through one page, say before and after focus moved), the one the
        transition of ``action`` from the current state leads to (as replay moves), else one
        any transition of the current state leads to, else the current state, else the
        first."""
        found = self._states_by_fingerprint.get(fingerprint)
        if not found:
            return -1
        if self._page is not None and self._page.state.index >= 0:
            here = self._page.state.index
            taken = None if action is None else transition_for(self.task.states[here], action)
            if taken in found:
                return taken
            ahead = [t.to for t in self.task.states[here].transitions if t.to in found]
            if ahead:
                return ahead[0]
            if here in found:
                return here
        return found[0]

    def _require(self) -> _Page:
        if self._page is None:
            raise RuntimeError(f"{self.task.id}: the live env has no page yet; call reset() first")
        return self._page


def live_state(captured: CapturedState, index: int) -> State:
    """The live page as a :class:`State` (no files: html, screenshot and ax are empty)."""
    return State(
        index=index,
        url=captured.url,
        title=captured.title,
        focused=captured.focused,
        announcements=captured.announcements,
        candidates=captured.candidates,
        html="",
        screenshot="",
        ax="",
        fingerprint=captured.fingerprint,
    )


def live_queries(task: Task, boundary_selector: str | None) -> dict[str, Query]:
    """What every live page is asked: each state success condition, each safety rule's
    targets, and the boundary control's (names as capture's ``queries_for``)."""
    from nexui_gym.capture.snapshot import Query

    queries = {
        f"success[{k}]": Query(condition.selector, condition.kind, condition.value, condition.text)
        for k, condition in enumerate(task.success)
        if condition.kind in STATE_CONDITION_KINDS
    }
    queries.update({f"safety[{k}]": Query(rule.selector) for k, rule in enumerate(task.safety)})
    if boundary_selector is not None:
        queries[BOUNDARY] = Query(boundary_selector)
    return queries


def _page_key(captured: CapturedState) -> tuple[str, tuple[int, ...], int | None]:
    return captured.fingerprint, captured.candidate_ids, captured.focused


def interface_folder(task: Task, bundles_root: str | Path | None) -> Path:
    """The interface a task runs on: next to its bundles folder (``../interfaces``), else
    the packaged one."""
    root = Path(bundles_root) if bundles_root is not None else bundles_dir()
    for folder in (root.parent / "interfaces" / task.interface, interfaces_dir() / task.interface):
        if (folder / "tasks.json").is_file():
            return folder
    raise LiveBackendError(
        f"{task.id}: no interface {task.interface!r} to run live (looked in "
        f"{root.parent / 'interfaces'} and {interfaces_dir()})"
    )
