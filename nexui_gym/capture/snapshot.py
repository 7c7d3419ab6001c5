"""Capturing one state of a live page: settle, inspect, serialise, screenshot, AX tree.

The state shows what the previous action left on screen: capture never scrolls (the page is
where the action or the page's own script left it) and the pointer rests in the top-left
corner, so no hover state shows.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from nexui_gym.capture.axtree import ax_document, dumps_ax
from nexui_gym.capture.candidates import StableIds, select_candidates
from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.images import encode_screenshot
from nexui_gym.capture.scripts import script
from nexui_gym.dataset.fingerprint import fingerprint
from nexui_gym.dataset.model import MAX_CANDIDATES, Announcement, Candidate

if TYPE_CHECKING:
    from playwright.sync_api import CDPSession, Page

#: How long a page may keep timers or requests pending before capture gives up on it.
SETTLE_TIMEOUT_S = 10.0
BUSY = "() => !window.__nexui || window.__nexui.busy() === 0"
#: The page's storage, sorted, as one string (part of a state's fingerprint).
STORAGE = """() => JSON.stringify([sessionStorage, localStorage].map(
  (area) => Object.keys(area).sort().map((key) => [key, area.getItem(key)])))"""
#: Where the pointer rests while a state is recorded: no control is hovered.
POINTER_REST = (0, 0)


@dataclass(frozen=True)
class Query:
    """A question for the live page: which elements match ``selector``, and does a success
    condition of ``kind`` (with ``value`` or ``text``) hold."""

    selector: str | None
    kind: str | None = None
    value: str | None = None
    text: str | None = None

    def as_js(self) -> dict[str, str | None]:
        return {
            "selector": self.selector,
            "kind": self.kind,
            "value": self.value,
            "text": self.text,
        }


@dataclass(frozen=True)
class Answer:
    """``matches`` elements matched; ``ids`` are the stable ids of those that are candidates."""

    error: str | None
    matches: int
    ids: tuple[int, ...]
    holds: bool | None


@dataclass(frozen=True)
class CapturedState:
    """One recorded state. ``screenshot`` is the bundle's WebP image and ``ax`` Chromium's
    accessibility tree as ``NN.ax.json`` text; a state recorded for observation only
    (``capture_state(..., for_bundle=False)``) has Chromium's PNG instead (or ``b""`` when
    no screenshot was asked for) and ``ax == ""``."""

    url: str
    title: str
    focused: int | None
    announcements: tuple[Announcement, ...]
    candidates: tuple[Candidate, ...]
    html: str
    screenshot: bytes
    ax: str
    answers: Mapping[str, Answer]
    storage: str = "[[],[]]"

    @property
    def candidate_ids(self) -> tuple[int, ...]:
        return tuple(candidate.id for candidate in self.candidates)

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.url, self.html, self.storage)

    def candidate(self, stable_id: int) -> Candidate | None:
        return next((c for c in self.candidates if c.id == stable_id), None)

    def same_page(self, other: CapturedState) -> bool:
        """Nothing a user could notice differs: DOM, URL and announcements."""
        return (self.html, self.url, self.announcements) == (
            other.html,
            other.url,
            other.announcements,
        )


def settle(page: Page, timeout_s: float = SETTLE_TIMEOUT_S) -> None:
    """Wait until the page has loaded, has no short timers or requests pending, and has
    painted two frames. Offline, "network idle" says nothing; the page's own work does."""
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    deadline = time.monotonic() + timeout_s
    while True:
        remaining_ms = max(1.0, (deadline - time.monotonic()) * 1000)
        try:
            page.wait_for_load_state("load", timeout=remaining_ms)
            page.wait_for_function(BUSY, timeout=remaining_ms)
            if page.evaluate(script("frames")) == 0:
                return
        except PlaywrightTimeout:
            raise CaptureError(
                f"the page did not settle within {timeout_s:g} s (timers of at most 1 s or "
                "requests kept pending; the format allows short timers only)"
            ) from None
        except PlaywrightError as error:
            # A navigation replaced the document while we waited: wait for the new one.
            if time.monotonic() >= deadline or "context was destroyed" not in str(error):
                raise
        if time.monotonic() >= deadline:
            raise CaptureError(f"the page did not settle within {timeout_s:g} s")


def capture_state(
    page: Page,
    cdp: CDPSession | None,
    ids: StableIds,
    queries: Mapping[str, Query],
    *,
    light: bool = False,
) -> CapturedState:
    """Record the settled page as one state; ``ids`` carries stable ids across states.

    ``light`` (the live backend) records what an observation needs and nothing else: no
    screenshot (``b""``, taken on demand with :func:`screenshot_png`) and no accessibility
    tree (``ax`` empty; ``cdp`` may be None). DOM, candidates, answers and fingerprint are the
    same either way."""
    page.mouse.move(*POINTER_REST)
    settle(page)
    names = list(queries)
    raw = page.evaluate(script("inspect"), [queries[name].as_js() for name in names])
    candidates, by_key = select_candidates(raw["elements"], raw["page"], raw["document"], ids)
    if len(candidates) > MAX_CANDIDATES:
        raise CaptureError(
            f"the page has {len(candidates)} candidates; a state may have at most "
            f"{MAX_CANDIDATES} (split long lists into pages)"
        )
    html, storage = _mark(page, by_key)
    return CapturedState(
        url=page.url,
        title=raw["title"],
        focused=by_key.get(raw["focused"]) if raw["focused"] is not None else None,
        announcements=tuple(
            Announcement(text=item["text"], politeness=item["politeness"])
            for item in raw["announcements"]
        ),
        candidates=candidates,
        html=html,
        screenshot=b"" if light else encode_screenshot(screenshot_png(page)),
        ax="" if light else _ax_text(cdp),
        answers={
            name: _answer(item, by_key) for name, item in zip(names, raw["queries"], strict=True)
        },
        storage=storage,
    )


def screenshot_png(page: Page) -> bytes:
    """The viewport as Chromium draws it (PNG, CSS pixels, no animation, no caret)."""
    return page.screenshot(type="png", animations="disabled", caret="hide", scale="css")


def page_fingerprint(page: Page, ids: StableIds) -> tuple[str, tuple[Candidate, ...]]:
    """The settled page's fingerprint and candidates, without screenshot or accessibility
    tree: what replaying to a state and classifying an action's effect need (the candidates
    get their stable ids marked in the page, so actions can find them)."""
    page.mouse.move(*POINTER_REST)  # as when the state was captured: nothing hovered
    settle(page)
    raw = page.evaluate(script("inspect"), [])
    candidates, by_key = select_candidates(raw["elements"], raw["page"], raw["document"], ids)
    html, storage = _mark(page, by_key)
    return fingerprint(page.url, html, storage), candidates


def _mark(page: Page, by_key: Mapping[int, int]) -> tuple[str, str]:
    """Mark the candidates' stable ids and serialise the document; with the page's storage
    (one round trip to the page for both)."""
    marked = f"(ids) => [({script('mark')})(ids), ({STORAGE})()]"
    html, storage = page.evaluate(marked, {str(key): value for key, value in by_key.items()})
    return html, storage


def _ax_text(cdp: CDPSession) -> str:
    dom = cdp.send("DOM.getDocument", {"depth": -1, "pierce": False})
    ax_nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    return dumps_ax(ax_document(ax_nodes, dom["root"]))


def _answer(raw: Mapping[str, Any], by_key: Mapping[int, int]) -> Answer:
    keys: Sequence[int] = raw["keys"]
    return Answer(
        error=raw["error"],
        matches=len(keys),
        ids=tuple(by_key[key] for key in keys if key in by_key),
        holds=raw["holds"],
    )
