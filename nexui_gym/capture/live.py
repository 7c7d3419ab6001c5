"""A live interface: its pages running in Chromium, acted on by stable candidate id.

This is the browser side of the live backend. It records each state with the code capture
uses (the same context settings, fixed clock, seeded ``Math.random``, server, snapshot, stable
ids and screenshot encoding), so playing a task's reference path live gives the snapshots its
bundle holds. Actions really happen: a wrong link leads to its page, ``back`` goes back in the
browser's history as Alt+Left does for a screen reader user.

One browser per process is shared by every session (a context each) and closed at exit and
on SIGTERM (SIGINT raises ``KeyboardInterrupt``, which exits through the same ``atexit``
hook); a session's :meth:`LiveSession.close` closes its context. A killed process
(SIGKILL) leaves nothing either: Playwright's driver sees its pipe close and ends the
browser it launched (``tests/envs/test_live_lifecycle.py`` checks both).
"""

from __future__ import annotations

import atexit
import base64
import os
import signal
import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING

from nexui_gym.capture import browser as chromium
from nexui_gym.capture import server
from nexui_gym.capture.actions import ACTION_TIMEOUT_MS, perform
from nexui_gym.capture.candidates import StableIds
from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.resolve import path_queries, step_target
from nexui_gym.capture.snapshot import (
    CapturedState,
    Query,
    capture_state,
    screenshot_png,
    settle,
)
from nexui_gym.dataset.model import TARGETED_ACTIONS
from nexui_gym.dataset.spec import InterfaceSpec, TaskSpec

if TYPE_CHECKING:
    from playwright.sync_api import Browser

#: The index of the current session-history entry (Chromium's Navigation API).
HISTORY_INDEX = "() => navigation.currentEntry.index"
#: ``window.name`` while a warm reset loads the start page: the next document empties the
#: storage before its own scripts run (what the old one wrote as it unloaded included).
RESETTING = "__nexui_reset__"
#: Installed in every document of a live context (before the page's scripts).
CLEAR_ON_RESET = f"""if (window.name === "{RESETTING}") {{
  window.name = "";
  try {{ localStorage.clear(); sessionStorage.clear(); }} catch (e) {{}}
}}"""
_lock = threading.Lock()
_shared: dict[str, object] = {}


def shared_browser() -> Browser:
    """The process's headless Chromium, started on first use and closed at exit."""
    with _lock:
        browser = _shared.get("browser")
        if browser is None or not browser.is_connected():
            reason = chromium.missing_requirements()
            if reason is not None:
                raise CaptureError(f"the live backend cannot start: {reason}")
            from playwright.sync_api import sync_playwright

            playwright = sync_playwright().start()
            browser = chromium.launch(playwright)
            _shared.update(playwright=playwright, browser=browser, pid=os.getpid())
            atexit.register(close_shared_browser)
            _close_on_sigterm()
        return browser


def _close_on_sigterm() -> None:
    """On SIGTERM, close the browser, then die of the signal as the process would have.
    Only where nobody else handles SIGTERM, and only from the main thread (Python's rule)."""
    if threading.current_thread() is not threading.main_thread():
        return
    if signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
        return

    def handler(signum, frame):
        try:
            close_shared_browser()
        finally:
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)

    signal.signal(signal.SIGTERM, handler)


def close_shared_browser() -> None:
    """Close the shared browser and its driver (idempotent)."""
    with _lock:
        browser = _shared.pop("browser", None)
        playwright = _shared.pop("playwright", None)
        owner = _shared.pop("pid", None)
    if owner is not None and owner != os.getpid():
        return  # a forked child: the browser is its parent's
    if browser is not None:
        try:
            browser.close()
        finally:
            playwright.stop()


class LiveSession:
    """One interface in its own browser context: reset to a URL, act, go back, record.

    ``light`` records states without the accessibility tree and takes screenshots on demand
    (:meth:`screenshot`), what the live backend observes; ``action_timeout_ms`` bounds how
    long an action waits for its target to become actionable.
    """

    def __init__(
        self,
        interface: InterfaceSpec,
        browser: Browser | None = None,
        *,
        light: bool = False,
        action_timeout_ms: float = ACTION_TIMEOUT_MS,
    ) -> None:
        self.interface = interface
        self.light = light
        self.action_timeout_ms = action_timeout_ms
        self._browser = browser
        self._context = None
        self._page = None
        self._cdp = None
        self._ids = StableIds()
        self._first_entry = 0
        self.missing_files: list[str] = []
        self.page_errors: list[str] = []

    def reset(
        self,
        start_url: str,
        queries: Mapping[str, Query] | None = None,
        *,
        fresh: bool = True,
    ) -> CapturedState:
        """The page at ``start_url`` (a path from the interface root, or a URL of its origin)
        with fresh stable ids; its first state. ``fresh`` opens a new context (fresh storage);
        otherwise an open context is reused: its storage and cookies are cleared and the page
        loads the URL again (a warm reset: the caller checks the page is the start state)."""
        url = (
            start_url
            if start_url.startswith(server.origin_for(self.interface.slug))
            else server.url_for(self.interface.slug, start_url)
        )
        same_document = False
        if fresh or self._page is None:
            self._open()
        else:
            self._page.evaluate(f"() => {{ window.name = '{RESETTING}'; }}")
            self._context.clear_cookies()
            same_document = _document(self._page.url) == _document(url)
        self._ids = StableIds()
        response = self._page.goto(url, wait_until="load")
        if same_document:
            # Only the fragment changed, which does not load the page again: reload it.
            response = self._page.reload(wait_until="load")
        if response is not None and response.status == 404:
            raise CaptureError(f"start_url {start_url!r} names no file of {self.interface.slug}")
        self._first_entry = self._page.evaluate(HISTORY_INDEX)
        return self.state(queries)

    def _open(self) -> None:
        """A new context and page (the previous one closed)."""
        self.close()
        browser = self._browser or shared_browser()
        self._context = chromium.new_context(browser)
        self._context.add_init_script(script=CLEAR_ON_RESET)
        server.install(
            self._context, self.interface.root, self.interface.slug, self.missing_files.append
        )
        self._page = self._context.new_page()
        self._page.on("dialog", lambda dialog: dialog.dismiss())
        self._page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        self._cdp = self._context.new_cdp_session(self._page)

    def act(
        self,
        action: str,
        stable_id: int,
        text: str = "",
        queries: Mapping[str, Query] | None = None,
    ) -> CapturedState:
        """``click``, ``type``, ``select`` or ``press`` on a candidate; the state it leads to."""
        perform(self._require_page(), action, stable_id, text, self.action_timeout_ms)
        return self.state(queries)

    def click_at(
        self,
        x: float,
        y: float,
        queries: Mapping[str, Query] | None = None,
    ) -> CapturedState:
        """A mouse click at viewport pixel ``(x, y)``, whatever is there; the state it leads to."""
        self._require_page().mouse.click(x, y)
        return self.state(queries)

    def back(self, queries: Mapping[str, Query] | None = None) -> CapturedState:
        """Browser history back; the state it leads to (the same page at the first entry)."""
        page = self._require_page()
        if page.evaluate(HISTORY_INDEX) > self._first_entry:
            page.go_back(wait_until="load")
        return self.state(queries)

    def state(self, queries: Mapping[str, Query] | None = None) -> CapturedState:
        """The settled page as a state, answering ``queries`` (success and safety selectors)."""
        page = self._require_page()
        settle(page)
        return capture_state(page, self._cdp, self._ids, queries or {}, light=self.light)

    def screenshot(self) -> bytes:
        """The viewport now, as a PNG. Light sessions ask Chromium directly for a quickly
        compressed PNG (the same pixels as capture's screenshot: ``js/init.js`` already stops
        animations and hides the caret; half the time of Playwright's screenshot)."""
        page = self._require_page()
        if not self.light:
            return screenshot_png(page)
        shot = self._cdp.send("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True})
        return base64.b64decode(shot["data"])

    def close(self) -> None:
        if self._context is not None:
            try:
                self._context.close()
            finally:
                self._context = self._page = self._cdp = None

    def _require_page(self):
        if self._page is None:
            raise CaptureError("the live session has no page: call reset() first")
        return self._page

    def __enter__(self) -> LiveSession:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _document(url: str) -> str:
    """The URL without its fragment: what a navigation loads."""
    return url.split("#", 1)[0]


def play_reference(
    session: LiveSession, task: TaskSpec, *, fresh: bool = True
) -> tuple[CapturedState, ...]:
    """Reset ``session`` to ``task``'s start (warm when ``fresh`` is false) and take every
    reference step in the page; each step's stable id comes from the spec's selector in the
    state it acts on, as capture resolves it. The states of the reference path, in order."""
    state = session.reset(task.start_url, path_queries(task, 0), fresh=fresh)
    states = [state]
    for index, step in enumerate(task.steps):
        if step.action not in TARGETED_ACTIONS:
            break
        state = session.act(
            step.action, step_target(task, index, state), step.text, path_queries(task, index + 1)
        )
        states.append(state)
    return tuple(states)
