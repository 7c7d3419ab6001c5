"""The live backend's session: the same states as capture's session in fewer trips, files
from Chromium's cache on a warm reset, popups and other origins refused; PNG decoding.

The browser tests need Debian's Chromium and Playwright; skipped with the reason otherwise.
"""

from __future__ import annotations

import io
import json
import struct
import time
import zlib

import numpy as np
import pytest
from PIL import Image

from nexui_gym.capture import server
from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.live import LiveSession, close_shared_browser, play_reference
from nexui_gym.dataset.paths import interfaces_dir
from nexui_gym.dataset.spec import load_all_task_specs
from nexui_gym.envs.live import LIVE_ACTION_TIMEOUT_MS, missing_requirements
from nexui_gym.envs.live_page import _AS_JSON, ObservationSession, decode_png


# -- PNG decoding ----------------------------------------------------------------------
def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png_with_filter(pixels: np.ndarray, filter_type: int) -> bytes:
    """A PNG whose every row is filtered ``filter_type`` (0 None, 2 Up), as Chromium's
    quickly compressed screenshots are."""
    height, width, channels = pixels.shape
    rows = pixels.reshape(height, width * channels).astype(np.int16)
    if filter_type == 2:
        rows = rows - np.vstack([np.zeros((1, rows.shape[1]), np.int16), rows[:-1]])
    filtered = (rows % 256).astype(np.uint8)
    raw = np.hstack([np.full((height, 1), filter_type, np.uint8), filtered]).tobytes()
    colour = {3: 2, 4: 6}[channels]
    header = struct.pack(">IIBBBBB", width, height, 8, colour, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(raw, 1))
        + _chunk(b"IEND", b"")
    )


def pillow_rgb(data: bytes) -> np.ndarray:
    with Image.open(io.BytesIO(data)) as image:
        return np.asarray(image.convert("RGB"))


@pytest.mark.parametrize("filter_type", [0, 2])
@pytest.mark.parametrize("channels", [3, 4])
def test_decode_png_gives_pillows_pixels_for_chromiums_row_filters(filter_type, channels):
    pixels = np.random.default_rng(7).integers(0, 256, (37, 53, channels), dtype=np.uint8)
    data = png_with_filter(pixels, filter_type)
    decoded = decode_png(data)
    assert decoded.shape == (37, 53, 3) and decoded.dtype == np.uint8
    assert np.array_equal(decoded, pillow_rgb(data))
    assert np.array_equal(decoded, pixels[:, :, :3])


@pytest.mark.parametrize("mode", ["RGB", "P", "L"])
def test_decode_png_reads_any_other_png_as_pillow_does(mode):
    pixels = np.random.default_rng(3).integers(0, 256, (20, 30, 3), dtype=np.uint8)
    buffer = io.BytesIO()
    Image.fromarray(pixels).convert(mode).save(buffer, format="PNG")  # adaptive filters
    assert np.array_equal(decode_png(buffer.getvalue()), pillow_rgb(buffer.getvalue()))


# -- the session in Chromium -----------------------------------------------------------
@pytest.fixture(scope="module")
def specs():
    reason = missing_requirements()
    if reason:
        pytest.skip(f"the live backend cannot run here: {reason}")
    found = {
        task.id: (interface, task)
        for interface, tasks in load_all_task_specs(interfaces_dir())
        for task in tasks
    }
    yield found
    close_shared_browser()


def observation_session(interface) -> ObservationSession:
    return ObservationSession(interface, action_timeout_ms=LIVE_ACTION_TIMEOUT_MS)


@pytest.mark.browser
@pytest.mark.parametrize("task_id", ["task-005", "task-084"])
def test_the_reference_gives_capture_sessions_states_cold_and_warm(specs, task_id):
    interface, spec = specs[task_id]
    with LiveSession(interface, light=True) as capture, observation_session(interface) as live:
        expected = play_reference(capture, spec)
        assert play_reference(live, spec) == expected
        assert play_reference(live, spec, fresh=False) == expected
        assert play_reference(live, spec, fresh=False) == expected


@pytest.mark.browser
def test_a_warm_reset_takes_the_interfaces_files_from_chromiums_cache(specs, monkeypatch):
    interface, spec = specs["task-005"]
    served: list[str] = []
    resolve = server.resolve

    def counting(root, slug, url):
        served.append(url)
        return resolve(root, slug, url)

    monkeypatch.setattr(server, "resolve", counting)
    with observation_session(interface) as live:
        live.reset(spec.start_url)
        files_of_a_load = len(served)
        served.clear()
        live.reset(spec.start_url, fresh=False)
    assert files_of_a_load > 3
    assert 0 < len(served) < files_of_a_load // 2, served


@pytest.mark.browser
def test_a_popup_is_closed_and_other_origins_are_refused(specs):
    interface, spec = specs["task-005"]
    with observation_session(interface) as live:
        live.reset(spec.start_url)
        page = live._page
        page.evaluate("() => { window.open('/index.html'); }")
        deadline = time.monotonic() + 5
        while len(page.context.pages) > 1 and time.monotonic() < deadline:
            page.wait_for_timeout(50)
        assert page.context.pages == [page]
        outcome = page.evaluate(
            "() => fetch('https://elsewhere.example/').then(() => 'fetched', () => 'refused')"
        )
        assert outcome == "refused"


@pytest.mark.browser
def test_after_a_warm_reset_back_stays_at_the_start_page(specs):
    interface, spec = specs["task-005"]
    with observation_session(interface) as live:
        states = play_reference(live, spec)
        start = live.reset(spec.start_url, fresh=False)
        assert (start.url, start.fingerprint) == (states[0].url, states[0].fingerprint)
        assert states[-1].fingerprint != start.fingerprint
        back = live.back()
        assert (back.url, back.fingerprint) == (start.url, start.fingerprint)


@pytest.mark.browser
def test_a_click_on_a_covered_target_is_left_to_playwrights_checks(specs):
    interface, spec = specs["task-005"]
    with ObservationSession(interface, action_timeout_ms=300) as live:
        start = live.reset(spec.start_url)
        live._page.evaluate(
            """() => {
              const cover = document.createElement("div");
              cover.style.cssText = "position:fixed;inset:0;z-index:2147483647";
              document.body.append(cover);
            }"""
        )
        with pytest.raises(CaptureError, match="could not click"):
            live.act("click", start.candidates[0].id)


#: Values JSON carries exactly: Python reads the text as Playwright hands the object back.
EXACT_IN_JSON = [
    "{ a: 1, b: [1.5, -2, 0, 1e21, 5e-324], c: null, d: true, e: 'é \\u2028 \\ud83d\\ude00' }",
    "[{ 2: 'x', 1: 'y', z: { w: [] } }]",
]
#: Values JSON would change (or drop): these go as objects.
CHANGED_BY_JSON = [
    "{ a: -0 }",
    "[NaN]",
    "[Infinity]",
    "{ a: undefined }",
    "['\\ud800']",
    "[new Date(0)]",
    "[1n]",
    "[() => 1]",
    "[new Map()]",
]


@pytest.mark.browser
def test_the_settles_json_gives_what_playwright_gives_or_nothing(specs):
    interface, spec = specs["task-005"]
    with observation_session(interface) as live:
        live.reset(spec.start_url)
        page = live._page
        for value in EXACT_IN_JSON:
            text = page.evaluate(f"() => {_AS_JSON}({value})")
            expected = page.evaluate(f"() => ({value})")
            assert repr(json.loads(text)) == repr(expected), value
        for value in CHANGED_BY_JSON:
            assert page.evaluate(f"() => {_AS_JSON}({value})") is None, value


@pytest.mark.browser
def test_a_pages_facts_come_back_as_json_text(specs):
    interface, spec = specs["task-005"]
    with observation_session(interface) as live:
        live.reset(spec.start_url)
        result = live._page.evaluate(
            live._settle_js, {"timeoutMs": 5000, "inspect": True, "queries": []}
        )
    assert result["raw"] is None
    assert json.loads(result["json"])["elements"]
