"""Chromium's accessibility tree (CDP) in the bundle's ``NN.ax.json`` form.

Pure conversion of ``Accessibility.getFullAXTree`` and ``DOM.getDocument(depth=-1)``
results (``docs/dataset-format.md`` section 3.4): ignored, ``StaticText`` and
``InlineTextBox`` nodes are dropped, each kept node points at its nearest kept ancestor and
at its DOM element by pre-order index (the index lxml gives the same element in the
snapshot) and by ``data-nexui-id``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

DROPPED_ROLES = frozenset({"StaticText", "InlineTextBox"})
ELEMENT_NODE = 1


def element_index(dom_root: Mapping[str, Any]) -> dict[int, tuple[int, int | None]]:
    """backendNodeId -> (pre-order element index, data-nexui-id) for the serialised DOM.

    Only what ``outerHTML`` serialises counts: children and ``<template>`` contents, not
    shadow roots, pseudo-elements or frames' documents.
    """
    table: dict[int, tuple[int, int | None]] = {}
    for node in _serialised_elements(dom_root):
        table[node["backendNodeId"]] = (len(table), _nexui_id(node.get("attributes", ())))
    return table


def _serialised_elements(node: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    stack = [node]
    while stack:
        current = stack.pop()
        if current.get("nodeType") == ELEMENT_NODE:
            yield current
        children = list(current.get("children", ()))
        if "templateContent" in current:
            children.append(current["templateContent"])
        stack.extend(reversed(children))


def _nexui_id(attributes: Sequence[str]) -> int | None:
    # CDP gives attributes as a flat [name, value, name, value, ...] list.
    for name, value in zip(attributes[::2], attributes[1::2], strict=False):
        if name == "data-nexui-id":
            return int(value)
    return None


def ax_document(ax_nodes: Sequence[Mapping[str, Any]], dom_root: Mapping[str, Any]) -> dict:
    """``{"nodes": [...]}`` in pre-order from the root of the AX tree."""
    by_id = {node["nodeId"]: node for node in ax_nodes}
    roots = [node for node in ax_nodes if not node.get("parentId") or node["parentId"] not in by_id]
    elements = element_index(dom_root)
    kept: list[dict] = []
    stack: list[tuple[Mapping[str, Any], int | None]] = [(root, None) for root in reversed(roots)]
    while stack:
        node, parent = stack.pop()
        if _kept(node):
            kept.append(_converted(node, parent, elements))
            parent = len(kept) - 1
        children = [by_id[child] for child in node.get("childIds", ()) if child in by_id]
        stack.extend((child, parent) for child in reversed(children))
    return {"nodes": kept}


def _kept(node: Mapping[str, Any]) -> bool:
    return not node.get("ignored") and _value(node.get("role")) not in DROPPED_ROLES


def _converted(
    node: Mapping[str, Any], parent: int | None, elements: Mapping[int, tuple[int, int | None]]
) -> dict:
    dom_index, nexui_id = elements.get(node.get("backendDOMNodeId", -1), (None, None))
    properties = {
        prop["name"]: _property_value(prop.get("value"), elements)
        for prop in node.get("properties", ())
    }
    for extra in ("value", "description"):
        value = _value(node.get(extra))
        if value not in (None, ""):
            properties[extra] = value
    return {
        "role": _value(node.get("role")) or "",
        "name": _value(node.get("name")) or "",
        "parent": parent,
        "dom_index": dom_index,
        "nexui_id": nexui_id,
        "properties": properties,
    }


def _value(wrapped: Mapping[str, Any] | None) -> Any:
    """CDP's ``{"type": ..., "value": ...}`` as the plain value."""
    if not wrapped:
        return None
    return wrapped.get("value")


def _property_value(
    wrapped: Mapping[str, Any] | None, elements: Mapping[int, tuple[int, int | None]]
) -> Any:
    """A property's plain value; relations (``labelledby``, ``controls``, ...) as dom indices."""
    if wrapped and "relatedNodes" in wrapped:
        return [
            elements.get(related.get("backendDOMNodeId", -1), (None, None))[0]
            for related in wrapped["relatedNodes"]
        ]
    return _value(wrapped)


def dumps_ax(document: Mapping[str, Any]) -> str:
    """One node per line: compact, and a diff shows which nodes changed."""
    lines = [json.dumps(node, ensure_ascii=False) for node in document["nodes"]]
    return '{"nodes": [\n' + ",\n".join(lines) + "\n]}\n"
