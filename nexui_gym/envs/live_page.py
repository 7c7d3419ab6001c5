"""The live backend's session: capture's :class:`LiveSession`, with fewer trips to the page
and the interface's files cached by Chromium.

A live step is mostly waiting on Chromium, and each trip from Python to the page costs a
round trip plus, for the settle checks, animation frames. Capture records a state as
settle, pointer to its resting corner, settle, inspect, mark (seven trips, four of them
waiting for frames); this session does the same work in four (each settle runs inside the
page as one call, the second one together with ``inspect.js``), so the recorded state is the
same: the same scripts, in the same order, on a page settled by the same rule (loaded, no
short timer or request pending, two frames painted, still idle). ``inspect.js``'s facts come
back as one JSON string whenever JSON carries them exactly (:data:`_AS_JSON`), not as an
object Playwright rebuilds value by value (which cost more than the inspection itself). A click on a target that is
already actionable is made directly, at the point Playwright's click would choose (one check
in the page, then the mouse), instead of through Playwright's waits for actionability.

Files: capture serves them with Playwright routing, which turns Chromium's HTTP cache off,
so every load fetches every file through Python again. This session serves its page from
the same folder at the same fixed origin (:func:`nexui_gym.capture.server.resolve`, the same
bytes and types) through Chromium's own request interception on the page, with a cache
lifetime: a warm reset then loads the document and takes the rest from Chromium's cache. Any
other page of the context (a popup) is refused everything and closed: the live backend
observes one page, and nothing may reach the network.

A warm reset names the start URL in place (``history.replaceState``, no ``hashchange`` for
the old page to render) and reloads, one navigation instead of two.

Screenshots are Chromium's quickly compressed PNG, decoded here without Pillow when its rows
are filtered the way Chromium writes them (:func:`decode_png`, lossless: the same pixels).
"""

from __future__ import annotations

import base64
import json
import struct
import time
import zlib
from collections.abc import Mapping
from typing import Any

import numpy as np

from nexui_gym.capture import browser as chromium
from nexui_gym.capture import server
from nexui_gym.capture.candidates import StableIds, select_candidates
from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.live import RESETTING, LiveSession, shared_browser
from nexui_gym.capture.scripts import script
from nexui_gym.capture.snapshot import (
    BUSY,
    POINTER_REST,
    SETTLE_TIMEOUT_S,
    STORAGE,
    CapturedState,
    Query,
)
from nexui_gym.capture.snapshot import _answer as answer  # one answer, read as capture reads it
from nexui_gym.dataset.model import MAX_CANDIDATES, Announcement

#: How far Playwright follows a warm reset's reload: to the new document's commit; the load
#: event is waited for in the page, by the settle that records the first state (one trip
#: fewer than Playwright reporting the load before the settle starts).
_RELOAD_WAITS_FOR = "commit"
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: PNG colour types this decoder reads (8 bits per channel): RGB and RGBA.
_CHANNELS = {2: 3, 6: 4}
_FILTER_NONE, _FILTER_UP = 0, 2
#: How long Chromium may reuse a served file without asking again: the folder does not change
#: while an env runs. Documents stay ``no-store`` as capture serves them, which also keeps
#: them out of the back/forward cache: ``back`` loads the previous page again, as before.
CACHE_CONTROL = "max-age=86400"
#: A warm reset: the next document empties the storage (capture's ``CLEAR_ON_RESET``), the
#: current history entry takes the start URL without a same-document navigation. Gives the
#: URL now named and the entry's index (a reload keeps the entry: the history's first).
_WARM_RESET = f"""(url) => {{
  window.name = "{RESETTING}";
  history.replaceState(null, "", url);
  return [location.href, navigation.currentEntry.index];
}}"""


#: ``inspect.js``'s result as JSON text when JSON carries it exactly (plain objects, arrays,
#: finite numbers other than -0, well-formed strings, booleans, null), else ``null``.
#: Playwright hands an object back field by field, in a format its Python side rebuilds
#: one value at a time: for a page's element facts that took most of a state's own time
#: (about 30 ms of 40 on a loaded machine, against 2 ms for the same facts as one string
#: through ``json.loads``). Where JSON would change a value, the object goes as before.
_AS_JSON = """((value) => {
  let exact = true;
  const text = JSON.stringify(value, function (key, item) {
    const held = this[key]; // before any toJSON (a Date's gives a string)
    if (held === undefined || (typeof held === "number" && (!Number.isFinite(held) || Object.is(held, -0)))
        || (typeof held === "string" && !held.isWellFormed())
        || (held !== null && typeof held === "object" && !Array.isArray(held)
            && Object.getPrototypeOf(held) !== Object.prototype)
        || typeof held === "function" || typeof held === "bigint" || typeof held === "symbol") {
      exact = false;
      return null; // stop looking inside: the object goes instead
    }
    return item;
  });
  return exact ? text : null;
})"""


def _settle_script() -> str:
    """One call that settles the page as :func:`nexui_gym.capture.snapshot.settle` does
    (load, ``BUSY``, ``frames.js``, still idle), then runs ``inspect.js`` when asked.
    Returns ``{"timedOut": bool, "raw": <inspect's result or null>, "json": <the same result
    as JSON text, when JSON carries it exactly, and then ``raw`` is null>}``."""
    return f"""async (args) => {{
  const idle = {BUSY};
  const frames = {script("frames")};
  const deadline = performance.now() + args.timeoutMs;
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  if (document.readyState !== "complete") {{
    await new Promise((resolve) => window.addEventListener("load", resolve, {{ once: true }}));
  }}
  for (;;) {{
    while (!idle()) {{
      if (performance.now() > deadline) return {{ timedOut: true, raw: null }};
      await nextFrame();
    }}
    if ((await frames()) === 0) break;
    if (performance.now() > deadline) return {{ timedOut: true, raw: null }};
  }}
  if (!args.inspect) return {{ timedOut: false, raw: null }};
  const raw = ({script("inspect")})(args.queries);
  const json = {_AS_JSON}(raw);
  return json === null ? {{ timedOut: false, raw, json }} : {{ timedOut: false, raw: null, json }};
}}"""


#: Where a click on a candidate lands when the click needs no waiting or scrolling: the
#: centre of its first box (as Playwright's click picks it), or ``null`` when Playwright's
#: own click must decide (not exactly one element, hidden, disabled, not wholly inside the
#: viewport and every clipping ancestor, or covered at that point).
_CLICK_POINT = """(id) => {
  const found = document.querySelectorAll(`[data-nexui-id="${id}"]`);
  if (found.length !== 1) return null;
  const el = found[0];
  if (!el.checkVisibility({ visibilityProperty: true })) return null;
  if (el.matches(":disabled") || el.closest('[aria-disabled="true"], fieldset[disabled]')) {
    return null;
  }
  const box = el.getBoundingClientRect();
  const root = document.documentElement;
  if (box.left < 0 || box.top < 0 || box.right > root.clientWidth || box.bottom > root.clientHeight) {
    return null;
  }
  for (let up = el.parentElement; up && up !== document.body && up !== root; up = up.parentElement) {
    const style = getComputedStyle(up);
    if (style.overflowX === "visible" && style.overflowY === "visible") continue;
    const clip = up.getBoundingClientRect();
    if (box.left < clip.left || box.top < clip.top || box.right > clip.right || box.bottom > clip.bottom) {
      return null;
    }
  }
  const first = [...el.getClientRects()].find((r) => r.width * r.height > 0.99);
  if (!first) return null;
  const point = [first.left + first.width / 2, first.top + first.height / 2].map((v) => {
    const fraction = v - Math.floor(v);
    return fraction > 0.49 && fraction < 0.51 ? v + 0.01 : v;
  });
  const hit = document.elementFromPoint(point[0], point[1]);
  return hit && (hit === el || el.contains(hit)) ? point : null;
}"""


class ObservationSession(LiveSession):
    """A light :class:`LiveSession` (no accessibility tree, screenshots on demand) whose
    :meth:`state` takes four trips to the page instead of seven (see the module docstring)."""

    def __init__(self, interface, *, action_timeout_ms: float) -> None:
        super().__init__(interface, light=True, action_timeout_ms=action_timeout_ms)
        self._settle_js = _settle_script()
        self._mark_js = f"(ids) => [({script('mark')})(ids), ({STORAGE})()]"

    def act(
        self,
        action: str,
        stable_id: int,
        text: str = "",
        queries: Mapping[str, Query] | None = None,
    ) -> CapturedState:
        """As :meth:`LiveSession.act`. A click whose target is already actionable (shown,
        enabled, wholly in view, uncovered) is the mouse click Playwright's would make, at
        the same point, without its waits; any other goes through Playwright's checks."""
        from playwright.sync_api import Error as PlaywrightError

        if action == "click":
            page = self._require_page()
            try:
                point = page.evaluate(_CLICK_POINT, stable_id)
            except PlaywrightError:  # say the page was replaced meanwhile: Playwright decides
                point = None
            if point is not None:
                page.mouse.click(*point)
                return self.state(queries)
        return super().act(action, stable_id, text, queries)

    def reset(
        self,
        start_url: str,
        queries: Mapping[str, Query] | None = None,
        *,
        fresh: bool = True,
    ) -> CapturedState:
        """As :meth:`LiveSession.reset`; a warm reset (``fresh=False`` with a page open)
        takes one navigation (see the module docstring), and a page that cannot take the
        start URL in place (a document of another origin) gets a new context instead."""
        from playwright.sync_api import Error as PlaywrightError

        if fresh or self._page is None:
            return super().reset(start_url, queries, fresh=True)
        url = (
            start_url
            if start_url.startswith(server.origin_for(self.interface.slug))
            else server.url_for(self.interface.slug, start_url)
        )
        page = self._page
        try:
            named, entry = page.evaluate(_WARM_RESET, url)
        except PlaywrightError:
            named = entry = None
        if named != url:
            return super().reset(start_url, queries, fresh=True)
        self._context.clear_cookies()
        self._ids = StableIds()
        # The settle that records the first state waits for the load event in the page.
        response = page.reload(wait_until=_RELOAD_WAITS_FOR)
        if response is not None and response.status == 404:
            raise CaptureError(f"start_url {start_url!r} names no file of {self.interface.slug}")
        self._first_entry = entry
        return self.state(queries)

    def _open(self) -> None:
        """A new context and page, the page's files served with a cache lifetime (see the
        module docstring)."""
        from nexui_gym.capture.live import CLEAR_ON_RESET

        self.close()
        browser = self._browser or shared_browser()
        self._context = context = chromium.new_context(browser)
        context.add_init_script(script=CLEAR_ON_RESET)
        self._page = page = context.new_page()
        context.on("page", _refuse_popup)
        page.on("dialog", lambda dialog: dialog.dismiss())
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        self._cdp = cdp = context.new_cdp_session(page)
        cdp.on("Fetch.requestPaused", self._serve)
        cdp.send("Fetch.enable", {"patterns": [{"urlPattern": "*"}]})

    def _serve(self, event: Mapping[str, Any]) -> None:
        """Answer one paused request of the page from the interface folder (capture's
        :func:`~nexui_gym.capture.server.resolve`); other origins are refused."""
        from playwright.sync_api import Error as PlaywrightError

        url = event["request"]["url"]
        cdp = self._cdp
        if cdp is None:
            return
        response = server.resolve(self.interface.root, self.interface.slug, url)
        try:
            if response is None:
                cdp.send(
                    "Fetch.failRequest",
                    {"requestId": event["requestId"], "errorReason": "BlockedByClient"},
                )
                return
            if response.status == 404:
                self.missing_files.append(url)
            cache = (
                CACHE_CONTROL
                if response.status == 200 and not response.content_type.startswith("text/html")
                else "no-store"
            )
            cdp.send(
                "Fetch.fulfillRequest",
                {
                    "requestId": event["requestId"],
                    "responseCode": response.status,
                    "responseHeaders": [
                        {"name": "content-type", "value": response.content_type},
                        {"name": "cache-control", "value": cache},
                    ],
                    "body": base64.b64encode(response.body).decode("ascii"),
                },
            )
        except PlaywrightError:
            pass  # the page or its context went away while the request waited

    def state(self, queries: Mapping[str, Query] | None = None) -> CapturedState:
        page = self._require_page()
        queries = queries or {}
        names = list(queries)
        self._settled(None)
        page.mouse.move(*POINTER_REST)
        raw = self._settled([queries[name].as_js() for name in names])
        candidates, by_key = select_candidates(
            raw["elements"], raw["page"], raw["document"], self._ids
        )
        if len(candidates) > MAX_CANDIDATES:
            raise CaptureError(
                f"the page has {len(candidates)} candidates; a state may have at most "
                f"{MAX_CANDIDATES} (split long lists into pages)"
            )
        html, storage = page.evaluate(
            self._mark_js, {str(key): value for key, value in by_key.items()}
        )
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
            screenshot=b"",
            ax="",
            answers={
                name: answer(item, by_key) for name, item in zip(names, raw["queries"], strict=True)
            },
            storage=storage,
        )

    def _settled(self, queries: list[dict] | None) -> dict[str, Any] | None:
        """Settle the page in one call (then inspect it, when ``queries`` is a list); a
        navigation that replaces the document meanwhile makes it wait for the new one."""
        from playwright.sync_api import Error as PlaywrightError

        page = self._require_page()
        deadline = time.monotonic() + SETTLE_TIMEOUT_S
        while True:
            remaining_ms = max(1.0, (deadline - time.monotonic()) * 1000)
            try:
                result = page.evaluate(
                    self._settle_js,
                    {
                        "timeoutMs": remaining_ms,
                        "inspect": queries is not None,
                        "queries": queries or [],
                    },
                )
            except PlaywrightError as error:
                if time.monotonic() >= deadline or "context was destroyed" not in str(error):
                    raise
                page.wait_for_load_state("load", timeout=remaining_ms)
                continue
            if result["timedOut"] or time.monotonic() >= deadline:
                raise CaptureError(
                    f"the page did not settle within {SETTLE_TIMEOUT_S:g} s (timers of at "
                    "most 1 s or requests kept pending; the format allows short timers only)"
                )
            return json.loads(result["json"]) if result.get("json") is not None else result["raw"]


def _refuse_popup(popup) -> None:
    """Another page of the context (``window.open``, a link to a new tab): nothing served,
    closed. The live backend observes its one page."""
    popup.route("**/*", lambda route: route.abort("blockedbyclient"))
    popup.close()


def decode_png(data: bytes) -> np.ndarray:
    """The RGB pixels of a PNG, ``(height, width, 3)`` uint8.

    Chromium's quickly compressed screenshots are 8-bit RGB(A), not interlaced, every row
    filtered "None" or every row "Up": those are inflated and unfiltered here with numpy
    (each row plus the one above, modulo 256), faster than Pillow. Any other
    PNG goes to Pillow. Both give exactly the pixels the file holds."""
    pixels = _decode_simple_png(data)
    if pixels is not None:
        return pixels
    import io

    from PIL import Image

    with Image.open(io.BytesIO(data)) as image:
        return np.asarray(image.convert("RGB"))


def _decode_simple_png(data: bytes) -> np.ndarray | None:
    if not data.startswith(_PNG_SIGNATURE):
        return None
    position, header, compressed = len(_PNG_SIGNATURE), None, []
    while position + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[position : position + 8])
        body = data[position + 8 : position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        return None
    width, height, depth, colour, _, _, interlace = header
    channels = _CHANNELS.get(colour)
    if channels is None or depth != 8 or interlace != 0:
        return None
    raw = zlib.decompress(b"".join(compressed))
    if len(raw) != height * (width * channels + 1):
        return None
    rows = np.frombuffer(raw, np.uint8).reshape(height, width * channels + 1)
    filters = rows[:, 0]
    if (filters == _FILTER_NONE).all():
        flat = rows[:, 1:]
    elif (filters == _FILTER_UP).all():
        # Each row adds the one above (modulo 256). A row at a time: numpy's cumulative sum
        # down the columns of uint8 is several times slower than these vector adds.
        flat = np.empty((height, width * channels), np.uint8)
        flat[0] = rows[0, 1:]
        for row in range(1, height):
            np.add(flat[row - 1], rows[row, 1:], out=flat[row])
    else:
        return None
    return np.ascontiguousarray(flat.reshape(height, width, channels)[:, :, :3])
