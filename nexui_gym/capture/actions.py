"""Taking a reference step in the live page, on the element capture identified by stable id."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nexui_gym.capture.errors import CaptureError

if TYPE_CHECKING:
    from playwright.sync_api import Page

#: How long Playwright may wait for a target to become actionable (visible, enabled, stable).
ACTION_TIMEOUT_MS = 10_000


def locator_for(stable_id: int) -> str:
    """The selector of a candidate in the live page (``js/mark.js`` sets the attribute)."""
    return f'[data-nexui-id="{stable_id}"]'


def perform(
    page: Page, action: str, stable_id: int, text: str, timeout_ms: float = ACTION_TIMEOUT_MS
) -> None:
    """``click``, ``type`` (replace the value), ``select`` (by option label) or ``press``."""
    from playwright.sync_api import Error as PlaywrightError

    target = page.locator(locator_for(stable_id))
    try:
        if action == "click":
            target.click(timeout=timeout_ms)
        elif action == "type":
            target.fill(text, timeout=timeout_ms)
        elif action == "select":
            target.select_option(label=text, timeout=timeout_ms)
        elif action == "press":
            target.press(text, timeout=timeout_ms)
        else:
            raise CaptureError(f"{action!r} is not an action a step takes in the page")
    except PlaywrightError as error:
        first_line = str(error).strip().splitlines()[0] if str(error).strip() else repr(error)
        raise CaptureError(f"the browser could not {action} the target: {first_line}") from None
