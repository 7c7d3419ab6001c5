"""Small helpers for the accessibility engine tests: build a tree from a snippet and find the
node of one element."""

from __future__ import annotations

from lxml import etree

from nexui_gym.a11y import AXNode, build_tree, parse_html


def tree_of(html: str, focused: int | None = None) -> AXNode:
    return build_tree(parse_html(html), focused)


def node_of(html: str, element_id: str = "t", focused: int | None = None) -> AXNode | None:
    """The node of the element with ``id=element_id``, or None when it makes no node."""
    root = parse_html(html)
    targets = root.xpath("//*[@id=$id]", id=element_id)
    assert targets, f"the snippet has no element with id {element_id!r}"
    index = list(root.iter(etree.Element)).index(targets[0])
    tree = build_tree(root, focused)
    return next((node for node in tree.walk() if node.dom_index == index), None)


def roles_in(html: str) -> list[str]:
    """The roles of the tree's nodes in document order, without the document and text."""
    return [node.role for node in tree_of(html).walk() if node.role not in ("document", "text")]


def texts_in(html: str) -> list[str]:
    """The text leaves of the tree in document order."""
    return [node.name for node in tree_of(html).walk() if node.role == "text"]
