"""Caps on what a bundle may hold, checked before anything large is decoded.

Bundle files are untrusted input. Every cap is far above what the shipped dataset needs
(docs/dataset-format.md section 6) and keeps the cost of loading a state linear in its size.
Each check returns a problem (a phrase for ``DatasetError``'s "found" part) or ``None``.
"""

from __future__ import annotations

import functools
import json
import math
from typing import Any

from lxml import etree

from nexui_gym.errors import NeXUIError

#: Largest DOM snapshot, in bytes. The largest shipped state is 44 KB.
MAX_HTML_BYTES = 2 * 1024 * 1024
#: Most attributes on one element. The shipped states have at most 15; libxml2 builds an
#: element's attribute list in time quadratic in its length, so the count is checked with a
#: tree-less pass of the same tokenizer before the tree is built.
MAX_ATTRIBUTES = 256
#: Largest JSON file (task.json, *.ax.json, index.json), in bytes. The largest shipped is 64 KB.
MAX_JSON_BYTES = 4 * 1024 * 1024
#: Deepest nesting of JSON arrays and objects. The shipped files nest 6 levels.
MAX_JSON_DEPTH = 64
#: Most digits in a JSON integer (a 64-bit integer has at most 19).
MAX_INT_DIGITS = 19
#: Largest screenshot file, in bytes. A screenshot must have the viewport's size, which the
#: image header gives before any pixel is decoded, so it holds at most 4096x4096 pixels.
MAX_IMAGE_BYTES = 16 * 1024 * 1024
#: Largest viewport side, in pixels (the shipped viewport is 1280x720).
MAX_VIEWPORT_SIDE = 4096
#: Largest candidate id: the env's ``candidate_ids`` observation is an int32 Box.
MAX_CANDIDATE_ID = 2**31 - 1
#: Longest goal, in characters (the env's ``goal`` observation holds 2,000).
MAX_GOAL_CHARS = 2_000


class JSONLimitError(NeXUIError, ValueError):
    """A JSON document breaks a cap; the message says which."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise JSONLimitError(f"an integer of {len(text.lstrip('-'))} digits")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JSONLimitError(f"the number {text[:40]} (out of range)")
    return value


def _parse_constant(name: str) -> float:
    raise JSONLimitError(f"{name} (not JSON: numbers must be finite)")


def loads_json(text: str) -> Any:
    """``json.loads`` with the caps: finite numbers, integers of at most
    :data:`MAX_INT_DIGITS` digits, nesting of at most :data:`MAX_JSON_DEPTH` levels.

    Raises :class:`JSONLimitError` for a cap and ``json.JSONDecodeError`` for bad syntax.
    """
    try:
        document = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except RecursionError:
        raise JSONLimitError(f"arrays or objects nested deeper than {MAX_JSON_DEPTH}") from None
    if json_depth(document) > MAX_JSON_DEPTH:
        raise JSONLimitError(f"arrays or objects nested deeper than {MAX_JSON_DEPTH}")
    return document


def json_depth(document: Any) -> int:
    """Nesting depth of arrays and objects (a scalar is 0), without recursion."""
    deepest = 0
    pending = [(document, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, (dict, list)):
            deepest = max(deepest, depth)
            children = value.values() if isinstance(value, dict) else value
            if depth <= MAX_JSON_DEPTH:
                pending.extend((child, depth + 1) for child in children)
    return deepest


class _AttributeCounter:
    """An lxml parser target that only records the largest attribute count (no tree).

    It has no ``end``, ``data`` or ``comment`` method: lxml then makes no Python call for
    those events, only one per start tag (about 30% less time for the whole pass on the
    43 KB synthetic statement page)."""

    def __init__(self) -> None:
        self.most = 0
        self.tag = ""

    def start(self, tag: str, attrib: dict) -> None:
        if len(attrib) > self.most:
            self.most, self.tag = len(attrib), tag

    def close(self) -> tuple[int, str]:
        return self.most, self.tag


@functools.lru_cache(maxsize=8)
def html_problem(data: bytes) -> str | None:
    """What makes a snapshot too costly to build a tree of, or ``None``.

    Checks the size, then counts attributes per element with a tree-less pass of the same
    libxml2 HTML tokenizer the engine parses with (linear in the input). The answers for the
    last few snapshots are remembered: a state's bytes are checked by the loader that reads
    them and again by the engine that parses them (which any caller may hand untrusted
    text), and the second check is then a lookup instead of a second pass.
    """
    if len(data) > MAX_HTML_BYTES:
        return f"{len(data)} bytes (at most {MAX_HTML_BYTES})"
    if not data.strip():
        return None
    parser = etree.HTMLParser(
        target=_AttributeCounter(), recover=True, no_network=True, encoding="utf-8"
    )
    try:
        most, tag = etree.fromstring(data, parser)
    except etree.LxmlError:
        return None  # nothing the tree parser would keep either
    if most > MAX_ATTRIBUTES:
        return f"an element <{tag}> with {most} attributes (at most {MAX_ATTRIBUTES})"
    return None
