"""Hardened parsing of DOM snapshots: lxml's recovering HTML parser, no network, bounded size.

A snapshot is untrusted text. The parser never fetches anything (``no_network``), never
expands entities beyond HTML's built-in character references (the HTML parser has no DTD
processing), refuses documents larger than :data:`MAX_HTML_BYTES` or with an element of more
than :data:`MAX_ATTRIBUTES` attributes (checked first with a tree-less pass of the same
tokenizer, so the cost stays linear in the input), cuts nesting deeper than :data:`MAX_DEPTH`
and turns any other malformed or empty input into a tree instead of raising.
"""

from __future__ import annotations

import threading

from lxml import etree

from nexui_gym.dataset.limits import MAX_ATTRIBUTES, MAX_HTML_BYTES, html_problem

__all__ = ["MAX_ATTRIBUTES", "MAX_DEPTH", "MAX_HTML_BYTES", "parse_html"]

#: Deepest element kept (``<html>`` is depth 1); deeper content is dropped. Real pages nest
#: a few dozen levels; the bound keeps the recursive walks of the engine within Python's
#: recursion limit (Chromium itself flattens anything deeper than 512).
MAX_DEPTH = 128

_local = threading.local()
_AT_MAX_DEPTH = etree.XPath("/" + "/".join(["*"] * MAX_DEPTH))


def _parser() -> etree.HTMLParser:
    # lxml parsers keep state while parsing, so each thread gets its own.
    parser = getattr(_local, "parser", None)
    if parser is None:
        parser = etree.HTMLParser(
            recover=True,
            no_network=True,
            huge_tree=False,
            remove_comments=True,
            remove_pis=True,
            encoding="utf-8",
        )
        _local.parser = parser
    return parser


def parse_html(html: str | bytes) -> etree._Element:
    """Parse a DOM snapshot into the ``<html>`` root element.

    Comments and processing instructions are dropped (they are not elements, so element
    positions such as ``dom_index`` are unchanged), and so are elements nested deeper than
    :data:`MAX_DEPTH`. Raises ``TypeError`` for a non-text argument and ``ValueError`` for a
    document over :data:`MAX_HTML_BYTES` or with an element of more than
    :data:`MAX_ATTRIBUTES` attributes; any other input, however malformed, gives a tree.
    """
    if isinstance(html, str):
        data = html.encode("utf-8", errors="replace")
    elif isinstance(html, (bytes, bytearray, memoryview)):
        data = bytes(html)
    else:
        raise TypeError(f"html: expected str or bytes, found {type(html).__name__}")
    problem = html_problem(data)
    if problem is not None:
        raise ValueError(f"html: expected a snapshot within the limits, found {problem}")
    root = None
    if data.strip():
        try:
            root = etree.fromstring(data, _parser())
        except etree.LxmlError:
            root = None  # recovery gave up: fall through to an empty document
    if root is None or root.tag != "html":
        root = _wrap_in_document(root)
    for deepest in _AT_MAX_DEPTH(root):
        for child in list(deepest):
            deepest.remove(child)
    return root


def _wrap_in_document(fragment: etree._Element | None) -> etree._Element:
    """An ``<html><body>`` document holding ``fragment`` (or nothing)."""
    root = etree.Element("html")
    body = etree.SubElement(root, "body")
    if fragment is not None:
        body.append(fragment)
    return root
