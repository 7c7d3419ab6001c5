"""The committed screenshots: no colour shifted by the encoding, no viewport scrolled by capture.

The bound on colour error is 0: every screenshot is a lossless WebP (``VP8L``), which decodes to
the pixels Chromium drew. Capture never scrolls (``capture.snapshot``), so the viewport of a
state is where the previous action or the page's script left it; each snapshot records it as
``data-nexui-scroll`` on ``<html>``, and a first state, which no action has touched yet, is
never scrolled (no interface scrolls on load).
"""

from __future__ import annotations

import re

import pytest

from nexui_gym.dataset.index import load_index
from nexui_gym.dataset.paths import bundles_dir

SCROLL = re.compile(rb'<html[^>]*\sdata-nexui-scroll="(-?\d+),(-?\d+)"')
#: The worst colour error (levels per channel) the encoding may introduce.
MAX_COLOUR_ERROR = 0


def bundles():
    root = bundles_dir()
    if not (root / "index.json").is_file():
        pytest.skip("no committed bundles")
    return [root / entry.id for entry in load_index(root)]


def webp_kind(data: bytes) -> bytes:
    assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"
    return data[12:16]


def test_every_screenshot_is_lossless_so_no_colour_shifts():
    lossy = [
        path.relative_to(bundles_dir()).as_posix()
        for bundle in bundles()
        for path in sorted((bundle / "states").glob("*.webp"))
        if webp_kind(path.read_bytes()[:16]) != b"VP8L"
    ]
    assert MAX_COLOUR_ERROR == 0 and lossy == []


def test_every_snapshot_records_where_the_page_is_scrolled():
    missing = [
        path.relative_to(bundles_dir()).as_posix()
        for bundle in bundles()
        for path in sorted((bundle / "states").glob("*.html"))
        if not SCROLL.search(path.read_bytes()[:4000])
    ]
    assert missing == []


def test_no_first_state_is_scrolled_before_any_action():
    scrolled = []
    for bundle in bundles():
        match = SCROLL.search((bundle / "states" / "00.html").read_bytes()[:4000])
        if match is None or match.groups() != (b"0", b"0"):
            scrolled.append(bundle.name)
    assert scrolled == []
