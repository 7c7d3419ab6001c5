"""Capturing tasks: one browser, a fresh context per task, bundles moved into place whole."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from nexui_gym.capture import browser as chromium
from nexui_gym.capture import server
from nexui_gym.capture.actions import perform
from nexui_gym.capture.bundle import task_document, write_bundle
from nexui_gym.capture.candidates import StableIds
from nexui_gym.capture.effects import PathReplay, probe_path_state
from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.graph import TaskGraph
from nexui_gym.capture.provenance import Environment, current_environment
from nexui_gym.capture.resolve import path_queries, resolve, step_target
from nexui_gym.capture.snapshot import CapturedState, capture_state, settle
from nexui_gym.dataset.model import TARGETED_ACTIONS
from nexui_gym.dataset.spec import AlternativeSpec, InterfaceSpec, TaskSpec

if TYPE_CHECKING:
    from playwright.sync_api import Browser

#: Prefix of the folders bundles are written into before they are moved into place.
STAGING_PREFIX = ".capture-"


class Progress(Protocol):
    def update(self, n: int = 1) -> object: ...


@dataclass(frozen=True)
class TaskResult:
    """How the capture of one task went; ``error`` is set when it stopped."""

    task: str
    states: int
    seconds: float
    image_bytes: int
    warnings: tuple[str, ...] = ()
    error: CaptureError | None = None


@contextlib.contextmanager
def open_browser() -> Iterator[Browser]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = chromium.launch(playwright)
        try:
            yield browser
        finally:
            browser.close()


def capture_task(
    browser: Browser,
    interface: InterfaceSpec,
    task: TaskSpec,
    progress: Progress | None = None,
    probe_mode: str = "likely",
) -> tuple[dict, list[CapturedState], tuple[str, ...]]:
    """Replay ``task``'s reference and each alternative path in fresh contexts; return its
    document, its states (reference first, then each path's new states) and warnings."""
    reference = _replay_path(browser, interface, task, task, None, progress)
    try:
        resolution = resolve(task, reference.states)
    except CaptureError as error:
        raise error.for_task(task.id) from None
    graph = TaskGraph.from_reference(task, reference.states, resolution)
    warnings = [*resolution.warnings, *reference.warnings]
    for alternative in task.alternatives:
        path = _path_spec(task, alternative)
        id_floor = graph.next_id
        replayed = _replay_path(browser, interface, task, path, graph, progress, alternative)
        warnings.extend(replayed.warnings)
        try:
            graph.add_path(alternative, path, replayed.states, replayed.joined, id_floor)
        except CaptureError as error:
            raise error.for_task(task.id) from None
    if probe_mode != "none":
        try:
            _probe_effects(browser, interface, task, graph, probe_mode)
        except CaptureError as error:
            raise error.for_task(task.id) from None
    return task_document(interface, task, graph), graph.states, tuple(warnings)


def _probe_effects(
    browser: Browser,
    interface: InterfaceSpec,
    task: TaskSpec,
    graph: TaskGraph,
    mode: str,
) -> None:
    """Probe each state once, replaying the first captured path through it (an
    alternative's new elements get the ids they got at capture: ``graph.path_floors``)."""
    specs = {"reference": task, **{a.name: _path_spec(task, a) for a in task.alternatives}}
    for name, indices in graph.paths:
        todo = [position for position, index in enumerate(indices) if index not in graph.effects]
        if not todo:
            continue
        path = specs[name]
        replay = PathReplay(
            browser,
            interface,
            path,
            [graph.states[i].fingerprint for i in indices],
            graph.path_targets[name],
            [graph.states[i].candidate_ids for i in indices],
            graph.path_floors.get(name),
        )
        try:
            for position in todo:
                index = indices[position]
                probes = probe_path_state(
                    replay, graph.states[index], position, graph.taken(index), mode
                )
                graph.add_probes(index, mode, probes)
        finally:
            replay.close()


@dataclass(frozen=True)
class _Replayed:
    states: list[CapturedState]
    joined: int | None  # the captured state the path's last step led to, if it joined one
    warnings: tuple[str, ...]


def _path_spec(task: TaskSpec, alternative: AlternativeSpec) -> TaskSpec:
    """The alternative as a linear task: the reference's first steps, then its own."""
    return replace(task, steps=task.steps[: alternative.start] + alternative.steps)


def _replay_path(
    browser: Browser,
    interface: InterfaceSpec,
    task: TaskSpec,
    path: TaskSpec,
    graph: TaskGraph | None,
    progress: Progress | None,
    alternative: AlternativeSpec | None = None,
) -> _Replayed:
    """Take ``path``'s steps in a fresh context, capturing the state before each one. For an
    alternative (``graph`` given) the states before its branch point are the reference's
    (stable ids are assigned in the same order, so they agree); its new elements get ids above
    every id of the task; it stops at a state identical to one of ``graph``."""
    context = chromium.new_context(browser)
    missing: list[str] = []
    dialogs: list[str] = []
    page_errors: list[str] = []
    joined = None
    try:
        server.install(context, interface.root, interface.slug, missing.append)
        page = context.new_page()
        page.on("dialog", lambda dialog: (dialogs.append(dialog.type), dialog.dismiss()))
        page.on("pageerror", lambda error: page_errors.append(str(error)))
        cdp = context.new_cdp_session(page)
        response = page.goto(server.url_for(interface.slug, path.start_url), wait_until="load")
        if response is not None and response.status == 404:
            raise CaptureError(f"start_url {path.start_url!r} names no file of the interface")
        settle(page)
        ids = StableIds()
        states: list[CapturedState] = []
        branch = alternative.start if alternative is not None else None
        for i in range(len(path.steps) + 1):
            if i == len(path.steps) and (
                alternative is None or path.steps[-1].action not in TARGETED_ACTIONS
            ):
                break
            if branch is not None and i == branch + 1:
                ids.next_id = max(ids.next_id, graph.next_id)
            at_step = _StepContext(path, min(i, len(path.steps) - 1), alternative)
            with at_step:
                state = capture_state(page, cdp, ids, path_queries(path, i))
            if states and state.same_page(states[-1]):
                raise _StepContext(path, i - 1, alternative).error(
                    "the step did not change the page (same DOM, URL and announcements); "
                    "every step of a path must lead to a new state"
                )
            if branch is not None and i > branch:
                joined = graph.find(state.fingerprint)
                if joined is not None:
                    if i < len(path.steps):
                        raise _StepContext(path, i - 1, alternative).error(
                            f"the path joined captured state {joined} here, but steps remain; "
                            "end the alternative with this step"
                        )
                    states.append(state)
                    break
                if i == len(path.steps):
                    raise _StepContext(path, i - 1, alternative).error(
                        "the alternative's last step leads to a state no path captured; end it "
                        "with finish or ask_user, or with a step that joins a captured state"
                    )
            states.append(state)
            if progress is not None and (branch is None or i > branch):
                progress.update(1)
            step = path.steps[i]
            if step.action not in TARGETED_ACTIONS:
                continue
            target = step_target(path, i, state)
            with at_step:
                perform(page, step.action, target, step.text)
                if dialogs:
                    raise CaptureError(
                        f"the page opened a native {dialogs[0]} dialog, which a capture cannot "
                        "record; use an HTML <dialog> instead"
                    )
                settle(page)
    except CaptureError as error:
        raise error.for_task(task.id) from None
    finally:
        context.close()
    warnings = (
        *(f"{task.id}: the page requested a missing file: {url}" for url in sorted(set(missing))),
        *(f"{task.id}: script error in the page: {text}" for text in page_errors),
    )
    return _Replayed(states, joined, warnings)


def capture_tasks(
    selection: Sequence[tuple[InterfaceSpec, TaskSpec]],
    out: Path,
    progress: Progress | None = None,
    probe_mode: str = "likely",
) -> list[TaskResult]:
    """Capture each task into ``out/<id>``; a task that fails leaves its old bundle alone."""
    out.mkdir(parents=True, exist_ok=True)
    results = []
    with open_browser() as browser:
        environment = current_environment(browser.version)
        for interface, task in selection:
            started = time.perf_counter()
            counted = _Counted(progress)
            try:
                document, states, warnings = capture_task(
                    browser, interface, task, counted, probe_mode
                )
            except CaptureError as error:
                counted.update(
                    max(0, len(task.steps) - counted.done)
                )  # the bar still reaches its total
                results.append(
                    TaskResult(task.id, 0, time.perf_counter() - started, 0, error=error)
                )
                continue
            replace_bundle(out, task.id, document, states, environment)
            results.append(
                TaskResult(
                    task.id,
                    len(states),
                    time.perf_counter() - started,
                    sum(len(state.screenshot) for state in states),
                    warnings,
                )
            )
    return results


class _StepContext(contextlib.AbstractContextManager):
    """Re-raise a ``CaptureError`` from inside the block as one naming the task's step (and
    the alternative path it belongs to)."""

    def __init__(
        self, task: TaskSpec, index: int, alternative: AlternativeSpec | None = None
    ) -> None:
        self.task = task
        self.index = index
        self.alternative = alternative

    def error(self, message: str) -> CaptureError:
        step = self.task.steps[self.index]
        selector = step.target or step.boundary_target
        if self.alternative is not None and self.index >= self.alternative.start:
            message = (
                f"alternative {self.alternative.name!r} step "
                f"{self.index - self.alternative.start}: {message}"
            )
        return CaptureError(message, self.task.id, self.index, step.action, selector)

    def __exit__(self, kind, error, traceback) -> None:
        if isinstance(error, CaptureError) and error.step is None:
            raise self.error(error.message) from None


class _Counted:
    """A progress that remembers how far it got, forwarding to the real bar if any."""

    def __init__(self, progress: Progress | None) -> None:
        self.progress = progress
        self.done = 0

    def update(self, n: int = 1) -> None:
        self.done += n
        if self.progress is not None and n:
            self.progress.update(n)


def replace_bundle(
    out: Path,
    task_id: str,
    document: dict,
    states: Sequence[CapturedState],
    environment: Environment | None = None,
) -> Path:
    """Write the bundle beside its final place, then swap it in with renames."""
    staging = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=out))
    final = out / task_id
    try:
        write_bundle(staging, document, states, environment)
        os.chmod(staging, 0o755)  # mkdtemp makes it private; bundles are ordinary folders
        if final.exists():
            retired = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=out))
            os.replace(final, retired / task_id)
            os.replace(staging, final)
            shutil.rmtree(retired)
        else:
            os.replace(staging, final)
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    return final
