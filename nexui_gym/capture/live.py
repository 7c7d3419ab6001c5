"""A live interface: its pages running in Chromium, acted on by stable candidate id.

This is the browser side of the live backend. It records each state with the code capture
uses (the same context settings, fixed clock, seeded ``Math.random``, server, snapshot, stable
ids and screenshot encoding), so playing a task's reference path live gives the snapshots its
bundle holds. Actions really happen: a wrong link leads to its page, ``back`` goes back in the
browser's history as Alt+Left does for a screen reader user.

One browser per process is shared by every session (a context each) and closed at exit; a
session's :meth:`LiveSession.close` closes its context. A session keeps its context across
resets (a warm reset: storage and cookies cleared, the start page loaded in a new document,
stable ids restarted), which gives the same first state as a new context in a fraction of
the time; ``fresh_context=True`` makes every reset open a new one.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING

from nexui_gym.capture import browser as chromium
from nexui_gym.capture import server
from nexui_gym.capture.actions import perform
from nexui_gym.capture.candidates import StableIds
from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.resolve import path_queries, step_target
from nexui_gym.capture.snapshot import CapturedState, Query, capture_state, settle
from nexui_gym.dataset.model import TARGETED_ACTIONS
from nexui_gym.dataset.spec import InterfaceSpec, TaskSpec

if TYPE_CHECKING:
    from playwright.sync_api import Browser

#: The index of the current session-history entry (Chromium's Navigation API).
HISTORY_INDEX = "() => navigation.currentEntry.index"
#: Given a URL of the page's origin: clear its session and local storage and give the
#: current history entry a path no interface has (no navigation). The page's origin.
CLEAR_STORAGE = """(url) => {
  if (new URL(url).origin === location.origin) {
    sessionStorage.clear();
    localStorage.clear();
    history.replaceState(null, "", "/nexui-reset");
  }
  return location.origin;
}"""
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
            _shared.update(playwright=playwright, browser=browser)
            atexit.register(close_shared_browser)
        return browser


def close_shared_browser() -> None:
    """Close the shared browser and its driver (idempotent)."""
    with _lock:
        browser = _shared.pop("browser", None)
        playwright = _shared.pop("playwright", None)
    if browser is not None:
        try:
            browser.close()
        finally:
            playwright.stop()


class LiveSession:
    """One interface in its own browser context: reset to a URL, act, go back, record.

    ``for_bundle=False`` records states for observation only: PNG screenshots and no CDP
    accessibility tree (:func:`~nexui_gym.capture.snapshot.capture_state`); with
    ``screenshots=False`` as well, no screenshot (for observations without pixels)."""

    def __init__(
        self,
        interface: InterfaceSpec,
        browser: Browser | None = None,
        *,
        for_bundle: bool = True,
        screenshots: bool = True,
        fresh_context: bool = False,
    ) -> None:
        if for_bundle and not screenshots:
            raise ValueError("screenshots=False needs for_bundle=False: a bundle has images")
        self.interface = interface
        self.for_bundle = for_bundle
        self.screenshots = screenshots
        self.fresh_context = fresh_context
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
    ) -> CapturedState:
        """The page at ``start_url`` with fresh storage and fresh stable ids; its first state."""
        self.load(start_url)
        return self.state(queries)

    def load(self, start_url: str) -> None:
        """:meth:`reset` without recording the state: ``start_url`` loaded in a new document
        with fresh storage (warm: in this session's context, unless ``fresh_context``)."""
        url = server.url_for(self.interface.slug, start_url)
        self._ids = StableIds()
        if self._page is None or self.fresh_context or not self._clear(url):
            self._open()
        response = self._page.goto(url, wait_until="load")
        if response is not None and response.status == 404:
            raise CaptureError(f"start_url {start_url!r} names no file of {self.interface.slug}")
        self._first_entry = self._page.evaluate(HISTORY_INDEX)

    def _open(self) -> None:
        """A new context and page with the capture's settings."""
        self.close()
        browser = self._browser or shared_browser()
        self._context = chromium.new_context(browser)
        server.install(
            self._context, self.interface.root, self.interface.slug, self.missing_files.append
        )
        self._page = self._context.new_page()
        self._page.on("dialog", lambda dialog: dialog.dismiss())
        self._page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        self._cdp = self._context.new_cdp_session(self._page)

    def _clear(self, url: str) -> bool:
        """Forget the last episode in this context, ready to go to ``url``: the page's session
        and local storage, the origin's other stores (IndexedDB, caches) and the cookies. The
        current history entry gets another path, so going to ``url`` loads a new document
        even when only the fragment differed (a new history entry, without the old one's
        scroll position or form values). False when the page is not at ``url``'s origin.
        (The interfaces write storage in no unload handler, so the page can go after this.)"""
        origin = self._require_page().evaluate(CLEAR_STORAGE, url)
        if origin != server.origin_for(self.interface.slug):
            return False
        self._cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        self._context.clear_cookies()
        return True

    def act(
        self,
        action: str,
        stable_id: int,
        text: str = "",
        queries: Mapping[str, Query] | None = None,
    ) -> CapturedState:
        """``click``, ``type``, ``select`` or ``press`` on a candidate; the state it leads to."""
        perform(self._require_page(), action, stable_id, text)
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
        return capture_state(
            page,
            self._cdp,
            self._ids,
            queries or {},
            for_bundle=self.for_bundle,
            screenshot=self.screenshots,
        )

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


def play_reference(session: LiveSession, task: TaskSpec) -> tuple[CapturedState, ...]:
    """Reset ``session`` to ``task``'s start and take every reference step in the page; each
    step's stable id comes from the spec's selector in the state it acts on, as capture
    resolves it. The states of the reference path, first to last."""
    state = session.reset(task.start_url, path_queries(task, 0))
    states = [state]
    for index, step in enumerate(task.steps):
        if step.action not in TARGETED_ACTIONS:
            break
        following = index + 1
        state = session.act(
            step.action,
            step_target(task, index, state),
            step.text,
            path_queries(task, following),
        )
        states.append(state)
    return tuple(states)
