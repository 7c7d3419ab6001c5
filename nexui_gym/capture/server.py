"""Serving an interface folder to the browser without a server: Playwright routing.

Every request of the page goes through :func:`install`; requests to the interface's fixed
origin ``https://<slug>.example`` are answered from its folder, anything else is refused
(capture is offline by construction). Because the page really runs at the fixed origin,
recorded URLs need no rewriting.
"""

from __future__ import annotations

import mimetypes
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlsplit

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Route

#: Types the page needs right; ``mimetypes`` depends on the machine's tables otherwise.
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".webp": "image/webp",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
    ".woff2": "font/woff2",
}


@dataclass(frozen=True)
class Response:
    status: int
    content_type: str
    body: bytes


def origin_for(slug: str) -> str:
    """The fixed origin an interface is served at, e.g. ``https://bank.example``."""
    return f"https://{slug}.example"


def url_for(slug: str, path: str) -> str:
    """Absolute URL of a path from the interface root (``/index.html#/accounts``)."""
    if not path.startswith("/"):
        raise ValueError(
            f"path {path!r}: expected a path from the interface root, starting with '/'"
        )
    return origin_for(slug) + path


def resolve(root: Path, slug: str, url: str) -> Response | None:
    """What the interface at ``root`` answers for ``url``; ``None`` for other origins.

    Query and fragment are ignored, ``/`` and folders mean their ``index.html``; paths that
    climb out of the folder or name no file get a 404.
    """
    parts = urlsplit(url)
    if f"{parts.scheme}://{parts.netloc}" != origin_for(slug):
        return None
    relative = PurePosixPath(unquote(parts.path or "/"))
    if ".." in relative.parts:
        return _not_found(relative)
    file = root.joinpath(*relative.parts[1:])
    if file.is_dir():
        file = file / "index.html"
    if not file.is_file():
        return _not_found(relative)
    return Response(200, content_type_for(file.name), file.read_bytes())


def content_type_for(name: str) -> str:
    suffix = PurePosixPath(name).suffix.lower()
    guessed = mimetypes.guess_type(name)[0]
    return CONTENT_TYPES.get(suffix) or guessed or "application/octet-stream"


def _not_found(relative: PurePosixPath) -> Response:
    return Response(404, "text/plain; charset=utf-8", f"not found: {relative}".encode())


def install(
    context: BrowserContext,
    root: Path,
    slug: str,
    on_missing: Callable[[str], None] = lambda url: None,
) -> None:
    """Route every request of ``context``: the interface's files, nothing else."""

    def handle(route: Route) -> None:
        url = route.request.url
        response = resolve(root, slug, url)
        if response is None:
            route.abort("blockedbyclient")
            return
        if response.status == 404:
            on_missing(url)
        route.fulfill(
            status=response.status,
            headers={"content-type": response.content_type, "cache-control": "no-store"},
            body=response.body,
        )

    context.route("**/*", handle)
