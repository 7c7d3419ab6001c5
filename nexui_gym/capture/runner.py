"""Capturing tasks: one browser, a fresh context per task, bundles moved into place whole."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from nexui_gym.capture import browser as chromium
from nexui_gym.capture import server
from nexui_gym.capture.actions import perform
from nexui_gym.capture.bundle import task_document, write_bundle
from nexui_gym.capture.candidates import StableIds
from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.provenance import Environment, current_environment
from nexui_gym.capture.resolve import queries_for, resolve, step_target
from nexui_gym.capture.snapshot import CapturedState, capture_state, settle
from nexui_gym.dataset.model import TARGETED_ACTIONS
from nexui_gym.dataset.spec import InterfaceSpec, TaskSpec

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
    browser: Browser, interface: InterfaceSpec, task: TaskSpec, progress: Progress | None = None
) -> tuple[dict, list[CapturedState], tuple[str, ...]]:
    """Replay ``task`` in a fresh context; return its document, states and warnings."""
    context = chromium.new_context(browser)
    missing: list[str] = []
    dialogs: list[str] = []
    page_errors: list[str] = []
    try:
        server.install(context, interface.root, interface.slug, missing.append)
        page = context.new_page()
        page.on("dialog", lambda dialog: (dialogs.append(dialog.type), dialog.dismiss()))
        page.on("pageerror", lambda error: page_errors.append(str(error)))
        cdp = context.new_cdp_session(page)
        response = page.goto(server.url_for(interface.slug, task.start_url), wait_until="load")
        if response is not None and response.status == 404:
            raise CaptureError(f"start_url {task.start_url!r} names no file of the interface")
        settle(page)
        ids = StableIds()
        states: list[CapturedState] = []
        for i, step in enumerate(task.steps):
            at_step = _StepContext(task, i)
            with at_step:
                state = capture_state(page, cdp, ids, queries_for(task, i))
            if states and state.same_page(states[-1]):
                raise _StepContext(task, i - 1).error(
                    "the step did not change the page (same DOM, URL and announcements); "
                    "every reference step must lead to a new state"
                )
            states.append(state)
            if progress is not None:
                progress.update(1)
            if step.action not in TARGETED_ACTIONS:
                continue
            target = step_target(task, i, state)
            with at_step:
                perform(page, step.action, target, step.text)
                if dialogs:
                    raise CaptureError(
                        f"the page opened a native {dialogs[0]} dialog, which a capture cannot "
                        "record; use an HTML <dialog> instead"
                    )
                settle(page)
        resolution = resolve(task, states)
    except CaptureError as error:
        raise error.for_task(task.id) from None
    finally:
        context.close()
    warnings = (
        *resolution.warnings,
        *(f"{task.id}: the page requested a missing file: {url}" for url in sorted(set(missing))),
        *(f"{task.id}: script error in the page: {text}" for text in page_errors),
    )
    return task_document(interface, task, states, resolution), states, warnings


def capture_tasks(
    selection: Sequence[tuple[InterfaceSpec, TaskSpec]],
    out: Path,
    progress: Progress | None = None,
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
                document, states, warnings = capture_task(browser, interface, task, counted)
            except CaptureError as error:
                counted.update(len(task.steps) - counted.done)  # the bar still reaches its total
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
    """Re-raise a ``CaptureError`` from inside the block as one naming the task's step."""

    def __init__(self, task: TaskSpec, index: int) -> None:
        self.task = task
        self.index = index

    def error(self, message: str) -> CaptureError:
        step = self.task.steps[self.index]
        selector = step.target or step.boundary_target
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
