"""A page's identity for the task graph: what must match for two states to be one.

Two captures are the same state when their URL, their DOM snapshot and their storage are the
same, apart from the marks that depend on how the page was reached: the stable ids
(``data-nexui-id``, assigned in the order elements were first seen), the focus mark (a
link that stays focused after an equivalent link was used) and the scroll position (a page
scrolled to an error it no longer shows is the same page). Announcements are not part of
it: they say how the page got there, not what it is.
"""

from __future__ import annotations

import hashlib
import re

_PATH_MARKS = re.compile(r' data-nexui-(?:id="\d+"|focused=""|scroll="-?\d+,-?\d+")')


def fingerprint(url: str, html: str, storage: str) -> str:
    """16 hex digits identifying the page (see the module docstring)."""
    digest = hashlib.sha256()
    for part in (url, _PATH_MARKS.sub("", html), storage):
        digest.update(part.encode("utf-8"))
        digest.update(b"\x00")
    return digest.hexdigest()[:16]
