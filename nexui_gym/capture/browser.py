"""Launching Debian's Chromium through Playwright, and the deterministic page context.

Everything that makes two captures of the same task identical and that is set outside the
page lives here: the browser flags, viewport, scale, locale, time zone, reduced motion and
the init script (``js/init.js``) with the fixed clock and the random seed.
"""

from __future__ import annotations

import importlib.util
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from nexui_gym.capture.scripts import init_script
from nexui_gym.dataset.model import VIEWPORT

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Playwright

CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Same colours and text rendering on every machine.
    "--force-color-profile=srgb",
    "--font-render-hinting=none",
    # Re-raster whole tiles: with partial raster, whether a tile was redrawn in part or in
    # full depends on frame timing, and the antialiasing of rounded corners then differed by
    # one colour level between captures of the same state (measured on a loaded machine:
    # 3 of 3 runs differed without this flag, 0 of 3 with it).
    "--disable-partial-raster",
)
#: Monday 16 March 2026, 09:30:00 Europe/London (GMT in March, so the same instant in UTC).
FIXED_NOW = datetime(2026, 3, 16, 9, 30, 0, tzinfo=timezone.utc)
TIME_ZONE = "Europe/London"
LOCALE = "en-GB"
RANDOM_SEED = 20260316
#: Timers up to this long are waited for; longer ones never fire during capture (``js/init.js``).
MAX_SETTLE_TIMER_MS = 1000

INSTALL_HINT = (
    "capture needs Playwright for Python and Debian's Chromium:\n"
    '  pip install "nexui-gym[capture]"\n'
    "  apt-get install -y chromium fonts-liberation fonts-dejavu-core\n"
    "(never 'playwright install': capture uses /usr/bin/chromium)"
)


def missing_requirements() -> str | None:
    """Why capture cannot run here (with how to fix it), or ``None`` when it can."""
    missing = [name for name in ("playwright", "tqdm") if importlib.util.find_spec(name) is None]
    if not CHROMIUM.is_file():
        missing.append(str(CHROMIUM))
    if not missing:
        return None
    return f"missing: {', '.join(missing)}\n{INSTALL_HINT}"


def launch(playwright: Playwright) -> Browser:
    """Headless Chromium with a fresh temporary profile."""
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM), args=list(LAUNCH_ARGS), headless=True
    )


def page_config() -> dict[str, object]:
    """What ``js/init.js`` needs: the fixed instant, the seed and the settle bound."""
    return {
        "now": int(FIXED_NOW.timestamp() * 1000),
        "seed": RANDOM_SEED,
        "maxTimerMs": MAX_SETTLE_TIMER_MS,
    }


def new_context(browser: Browser) -> BrowserContext:
    """A fresh context (no storage shared between tasks) with the deterministic settings."""
    width, height = VIEWPORT
    context = browser.new_context(
        viewport={"width": width, "height": height},
        screen={"width": width, "height": height},
        device_scale_factor=1,
        locale=LOCALE,
        timezone_id=TIME_ZONE,
        reduced_motion="reduce",
        color_scheme="light",
        forced_colors="none",
        service_workers="block",
    )
    context.add_init_script(script=init_script(page_config()))
    return context
