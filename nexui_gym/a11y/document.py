"""Per-snapshot lookups computed once: attributes, elements by id, the labels of controls.

``aria-labelledby``, ``aria-describedby`` and ``label[for]`` refer to elements by id; resolving
them by searching the tree for every reference would make name computation quadratic, so a
:class:`Document` indexes ids and labels on first use. It also keeps each element's
attributes once read, since name computation visits elements the tree walk has already read.
"""

from __future__ import annotations

import re

from lxml import etree

from nexui_gym.a11y.dom import MARKED, Attributes, attributes, input_type, marked_attributes
from nexui_gym.a11y.roles import LABELABLE_TAGS

_ELEMENTS_WITH_ID = etree.XPath("//*[@id]")
_OWNERS = etree.XPath("//*[@aria-owns]")
#: Capture's mark of a CSS ``text-transform`` that differs from the parent's (inherited).
TEXT_TRANSFORM = "data-nexui-text-transform"
#: Capture's marks of CSS generated content, as text (``::before`` / ``::after``).
BEFORE, AFTER = "data-nexui-before", "data-nexui-after"
_WORD_START = re.compile(r"(?<![\w'’])(\w)")


class Document:
    """Lookups over one parsed snapshot. Build one per tree; it is not shared across trees."""

    __slots__ = (
        "root",
        "_ids",
        "_labels",
        "_owners",
        "attributes_read",
        "transforms",
        "read_attributes",
    )

    def __init__(self, root: etree._Element) -> None:
        self.root = root
        self._ids: dict[str, etree._Element] | None = None
        self._labels: dict[etree._Element, list[etree._Element]] | None = None
        self._owners: dict[etree._Element, etree._Element] | None = None
        #: How an element's attributes are read: in a snapshot capture marked, without
        #: the attributes whose hiding its marks record (``dom.marked_attributes``).
        self.read_attributes = marked_attributes if root.get(MARKED) is not None else attributes
        #: Whether an element read so far carries capture's text-transform mark (most pages
        #: have none; searching the whole snapshot for one would cost more than the walk).
        #: Marks are read before the text below them, except in a label or description
        #: referenced before the walk reaches it.
        self.transforms = False
        #: The attributes read so far, by element (the tree walk fills it as it goes).
        self.attributes_read: dict[etree._Element, Attributes] = {}

    def attributes(self, element: etree._Element) -> Attributes:
        """The element's attributes (those the rules read), read from lxml once per document."""
        attrs = self.attributes_read.get(element)
        if attrs is None:
            attrs = self.attributes_read[element] = self.read_attributes(element)
            if attrs and TEXT_TRANSFORM in attrs:
                self.transforms = True
        return attrs

    def by_id(self, element_id: str) -> etree._Element | None:
        """The first element in tree order with this id (as ``getElementById``)."""
        if self._ids is None:
            ids: dict[str, etree._Element] = {}
            for element in _ELEMENTS_WITH_ID(self.root):
                ids.setdefault(element.get("id"), element)
            self._ids = ids
        return self._ids.get(element_id)

    def by_idrefs(self, idrefs: str) -> list[etree._Element]:
        """The elements an ID reference list names, in its order; unknown ids are skipped."""
        found = []
        for element_id in idrefs.split():
            element = self.by_id(element_id)
            if element is not None:
                found.append(element)
        return found

    def labels_of(self, control: etree._Element) -> list[etree._Element]:
        """The ``<label>`` elements whose labeled control is ``control``, in tree order."""
        if self._labels is None:
            self._labels = self._index_labels()
        return self._labels.get(control, [])

    def owner_of(self, element: etree._Element) -> etree._Element | None:
        """The element whose ``aria-owns`` claims ``element``: the first in tree order, and
        none that would own its own ancestor (Chromium drops a claim that makes a cycle)."""
        if self._owners is None:
            owners: dict[etree._Element, etree._Element] = {}
            self._owners = owners
            for owner in _OWNERS(self.root):
                for owned in self.by_idrefs(owner.get("aria-owns")):
                    if owned not in owners and owned not in self.ancestors(owner):
                        owners[owned] = owner
        return self._owners.get(element)

    def ancestors(self, element: etree._Element) -> list[etree._Element]:
        """The element and its ancestors as the accessibility tree has them: an owned
        element's parent is its ``aria-owns`` owner."""
        found = []
        node: etree._Element | None = element
        while node is not None and node not in found:
            found.append(node)
            owner = self._owners.get(node) if self._owners is not None else None
            node = owner if owner is not None else node.getparent()
        return found

    def text_transform(self, element: etree._Element) -> str:
        """The CSS ``text-transform`` the text directly in ``element`` is shown with:
        the nearest mark on it or an ancestor (``none`` or "" for none)."""
        if not self.transforms:
            return ""
        for node in (element, *element.iterancestors()):
            value = node.get(TEXT_TRANSFORM)
            if value is not None:
                return value
        return ""

    def title(self) -> str:
        """The document's ``<title>`` text (the first one in ``<head>`` or anywhere)."""
        for title in self.root.iter("title"):
            if _in_svg(title):
                continue
            return "".join(title.itertext())
        return ""

    def _index_labels(self) -> dict[etree._Element, list[etree._Element]]:
        labels: dict[etree._Element, list[etree._Element]] = {}
        for label in self.root.iter("label"):
            control = self._labeled_control(label)
            if control is not None:
                labels.setdefault(control, []).append(label)
        return labels

    def _labeled_control(self, label: etree._Element) -> etree._Element | None:
        # HTML: with a `for` attribute the label names the element with that id (if it is
        # labelable) and nothing else; without one, its first labelable descendant.
        target_id = label.get("for")
        if target_id is not None:
            target = self.by_id(target_id)
            return target if target is not None and is_labelable(target) else None
        for candidate in label.iterdescendants(*LABELABLE_TAGS):
            if is_labelable(candidate):
                return candidate
        return None


def transform_text(text: str, transform: str) -> str:
    """``text`` as CSS ``text-transform: <transform>`` shows it (and Chromium names it)."""
    if not transform or transform == "none":
        return text
    if transform == "uppercase":
        return text.upper()
    if transform == "lowercase":
        return text.lower()
    if transform == "capitalize":
        return _WORD_START.sub(lambda match: match.group(1).upper(), text)
    return text


def is_labelable(element: etree._Element) -> bool:
    """Whether a ``<label>`` can label this element (HTML's labelable elements)."""
    if element.tag not in LABELABLE_TAGS:
        return False
    return not (element.tag == "input" and input_type(attributes(element)) == "hidden")


def _in_svg(element: etree._Element) -> bool:
    parent = element.getparent()
    while parent is not None:
        if parent.tag == "svg":
            return True
        parent = parent.getparent()
    return False
