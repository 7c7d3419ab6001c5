"""Capturing pattern pages: one HTML page per markup pattern, and Chromium's answer for it.

A pattern page (``tests/a11y/patterns/<name>.html``) is a small static page exercising one
accessibility rule. Capturing it loads it with the same browser, context and in-page scripts
as a task state (:mod:`nexui_gym.capture.browser`, :func:`~nexui_gym.capture.snapshot.
capture_state`) and writes beside it, in ``captured/``, the snapshot the engine reads
(``<name>.html``) and Chromium's tree of it (``<name>.ax.json``, docs/dataset-format.md
3.4). ``python -m benchmarks.a11y_patterns`` compares the engine with those trees.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from nexui_gym.capture import browser as chromium
from nexui_gym.capture import server
from nexui_gym.capture.candidates import StableIds
from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.snapshot import capture_state, settle

#: Folder, beside the pattern pages, that holds their snapshots and Chromium trees.
CAPTURED = "captured"
#: The origin pattern pages are served at (``https://patterns.example``).
SLUG = "patterns"


def pattern_pages(folder: Path) -> list[Path]:
    """The pattern pages of ``folder`` (``*.html`` directly in it), sorted by name."""
    if not folder.is_dir():
        raise CaptureError(f"patterns folder {folder}: not a folder")
    return sorted(path for path in folder.glob("*.html") if path.is_file())


def capture_patterns(folder: Path, names: Sequence[str] = ()) -> list[Path]:
    """Capture the pattern pages of ``folder`` (or only those called ``names``) into
    ``folder/captured``; return the snapshots written."""
    from nexui_gym.capture.runner import open_browser

    pages = pattern_pages(folder)
    if names:
        unknown = sorted(set(names) - {page.stem for page in pages})
        if unknown:
            raise CaptureError(f"no pattern page called {', '.join(unknown)} in {folder}")
        pages = [page for page in pages if page.stem in names]
    out = folder / CAPTURED
    out.mkdir(exist_ok=True)
    written = []
    with open_browser() as browser:
        for page_file in pages:
            html, ax = _capture_page(browser, folder, page_file.name)
            snapshot = out / page_file.name
            snapshot.write_text(html + "\n", encoding="utf-8")
            (out / f"{page_file.stem}.ax.json").write_text(ax, encoding="utf-8")
            written.append(snapshot)
    return written


def _capture_page(browser, folder: Path, file_name: str) -> tuple[str, str]:
    context = chromium.new_context(browser)
    try:
        server.install(context, folder, SLUG)
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        page.goto(server.url_for(SLUG, "/" + file_name), wait_until="load")
        settle(page)
        state = capture_state(page, cdp, StableIds(), {})
    except CaptureError as error:
        raise CaptureError(f"pattern {file_name}: {error.message}") from None
    finally:
        context.close()
    return state.html, state.ax
