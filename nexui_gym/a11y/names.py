"""Accessible name and description: W3C accname 1.2 with HTML-AAM's rules for native elements.

The steps of accname's text alternative computation map to this code as follows:

* 2A hidden content: skipped unless it is reached through an ``aria-labelledby`` /
  ``aria-describedby`` reference whose target is itself hidden (:func:`_alternative`).
* 2B ``aria-labelledby``: the referenced elements' text alternatives joined with spaces, with
  no further ``aria-labelledby`` followed inside (so reference loops end).
* 2C embedded controls: a text field, select or range widget met inside a label or content
  contributes its value; the control being labelled is left out of its own label.
* 2D ``aria-label``, then 2E the host language (HTML-AAM): ``<label>`` (``for`` and wrapping,
  several joined), ``<legend>``, ``<caption>`` (else a table's ``summary``), ``alt``, button
  values, the ``<title>`` of an ``<svg>`` (its ``<desc>`` describes it), an ``<option>``'s
  ``label``, Chromium's "Unable to play media." for media with no source. (HTML-AAM also names a ``<figure>`` by its
  ``<figcaption>``; Chromium does not, and neither does this engine.)
* 2F name from content for the roles that allow it (and always while recursing), block-level
  children set apart by spaces (a tree item's nested items left out, as in Chromium);
  2I the ``title`` tooltip; ``placeholder`` last (HTML-AAM).

CSS generated content (``::before``/``::after``) and ``text-transform`` come from capture's
marks (``data-nexui-before``/``-after``, ``data-nexui-text-transform``) and are part of name
from content. Chromium's choices are followed where they go beyond the specs; each is marked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from lxml import etree

from nexui_gym.a11y.document import AFTER, BEFORE, Document, transform_text
from nexui_gym.a11y.dom import (
    GLUED_INLINE_TAGS,
    HIDDEN_SELF,
    HIDDEN_SUBTREE,
    RANGE_ROLES,
    VISIBLE,
    Attributes,
    control_value,
    hidden_kind,
    inline_visibility,
    input_type,
    is_closed_details_content,
    is_focusable,
    is_unplayable,
    option_label,
)
from nexui_gym.a11y.roles import NAME_FROM_CONTENT_ROLES, context_free_role

#: Controls that contribute their value when embedded in another element's name (accname 2C).
_EMBEDDED_VALUE_ROLES = RANGE_ROLES | {"combobox", "listbox", "searchbox", "textbox"}
#: Roles a ``placeholder`` / ``aria-placeholder`` can name (HTML-AAM, last resort).
_PLACEHOLDER_ROLES = frozenset({"combobox", "searchbox", "spinbutton", "textbox"})
_BUTTON_INPUT_DEFAULTS = {"submit": "Submit", "reset": "Reset", "button": ""}
#: Roles that may not be named by authors (ARIA 1.2); Chromium still honours aria-label and
#: aria-labelledby on them, and turns a ``title`` into the description instead of the name
#: unless the element can take focus.
_NAME_PROHIBITED_ROLES = frozenset(
    {
        "caption",
        "code",
        "definition",
        "deletion",
        "emphasis",
        "generic",
        "insertion",
        "mark",
        "none",
        "paragraph",
        "strong",
        "subscript",
        "superscript",
        "time",
    }
)
#: Roles Chromium names from their content only while they have keyboard focus (so that a
#: page that moves focus to a message or a list has it spoken); landmarks, groups and
#: widgets' containers are not among them.
FOCUS_NAMED_ROLES = frozenset(
    {
        "abbr",
        "code",
        "contentinfo",
        "definition",
        "descriptionlist",
        "emphasis",
        "generic",
        "label",
        "list",
        "listitem",
        "mark",
        "paragraph",
        "strong",
        "time",
    }
)
#: The name Chromium (English UI) gives a file input without a label: its button's text.
FILE_INPUT_NAME = "Choose File"


class Name(NamedTuple):
    """An accessible name, whitespace-normalised, and the step that produced it: ``source``
    is one of ``labelledby``, ``aria-label``, ``label``, ``native``, ``contents``, ``title``,
    ``placeholder`` or "" (no name). Immutable; a NamedTuple because every node gets one."""

    text: str
    source: str


_NO_NAME = Name("", "")


@dataclass(frozen=True)
class _Walk:
    """How a subtree is being traversed for a text alternative."""

    in_reference: bool = False  # inside an aria-labelledby/-describedby traversal
    include_hidden: bool = False  # the directly referenced node was hidden
    skip: etree._Element | None = None  # the control whose label is being computed
    outside_items: bool = False  # naming a tree item: nested groups and items say nothing


_RECURSION = _Walk()
#: Chromium names a tree item from its own content, not from the items nested in it.
_TREE_ITEM_WALK = _Walk(outside_items=True)
_NESTED_ITEM_ROLES = frozenset({"group", "tree", "treeitem"})


def normalise(text: str) -> str:
    """Collapse runs of whitespace to one space and trim (accname's flat string)."""
    return " ".join(text.split())


def accessible_name(
    document: Document,
    element: etree._Element,
    role: str,
    from_content: bool | None = None,
    content: str | None = None,
    attrs: Attributes | None = None,
) -> Name:
    """The accessible name of ``element``, which has the computed role ``role``.

    ``from_content`` overrides whether the role takes its name from content (the tree knows
    that a row inside a grid does and one in a plain table does not, as in Chromium).
    ``content``, when given, is the element's name from content already worked out (the tree
    has it when an element's visible content is plain text) and spares a walk of its subtree.
    ``attrs`` are the element's attributes when the caller has them.
    """
    if attrs is None:
        attrs = document.attributes(element)
    if attrs:
        labelledby = attrs.get("aria-labelledby")
        if labelledby:
            text = normalise(_from_references(document, labelledby, element))
            if text:
                return Name(text, "labelledby")
        label = attrs.get("aria-label")
        if label and label.strip():
            return Name(normalise(label), "aria-label")
    native = _native_name(document, element, attrs)
    if native.text:
        return native
    if native.source == "native":
        return native  # e.g. alt="": the author said the image needs no name
    if from_content is None:
        from_content = role in NAME_FROM_CONTENT_ROLES
    if from_content:
        if content is None:
            walk = _TREE_ITEM_WALK if role == "treeitem" else _RECURSION
            content = _content(document, element, walk, False, own_text=True)
        text = normalise(content)
        if text:
            return Name(text, "contents")
    if not attrs:
        return _NO_NAME
    if element.tag == "input" and input_type(attrs) == "file":
        return Name(FILE_INPUT_NAME, "native")
    title = attrs.get("title")
    if (
        title
        and title.strip()
        and (role not in _NAME_PROHIBITED_ROLES or is_focusable(element, attrs))
    ):
        return Name(normalise(title), "title")
    if role in _PLACEHOLDER_ROLES:
        placeholder = attrs.get("placeholder") or attrs.get("aria-placeholder")
        if placeholder and placeholder.strip():
            return Name(normalise(placeholder), "placeholder")
    return _NO_NAME


def accessible_description(
    document: Document, element: etree._Element, name: Name, attrs: Attributes | None = None
) -> str:
    """The accessible description: ``aria-describedby``, ``aria-description``, else a
    ``title`` that did not already give the name. ``attrs`` as for :func:`accessible_name`."""
    if attrs is None:
        attrs = document.attributes(element)
    if not attrs and element.tag != "svg":
        return ""
    describedby = attrs.get("aria-describedby")
    if describedby:
        text = normalise(_from_references(document, describedby, element))
        if text:
            return text
    description = attrs.get("aria-description")
    if description and description.strip():
        return normalise(description)
    title = attrs.get("title")
    if title and title.strip() and name.source != "title":
        return normalise(title)
    if element.tag == "svg":
        desc = _svg_child(element, "desc")  # SVG-AAM: <desc> describes
        if desc is not None and desc.strip():
            return normalise(desc)
    if name.source == "label" and input_type(attrs) in _BUTTON_INPUT_DEFAULTS:
        value = attrs.get("value")  # Chromium: a labelled button's value describes it
        return normalise(value) if value else ""
    return ""


def _from_references(document: Document, idrefs: str, referrer: etree._Element) -> str:
    """Text of the elements an ID reference list names (accname 2B), joined by spaces."""
    parts = []
    for target in document.by_idrefs(idrefs):
        walk = _Walk(in_reference=True, include_hidden=is_hidden_in_page(document, target))
        parts.append(_alternative(document, target, walk, False, is_self=target is referrer))
    return " ".join(parts)


def is_hidden_in_page(document: Document, element: etree._Element) -> bool:
    """Whether ``element`` is hidden by itself or by an ancestor (for accname 2A)."""
    if hidden_kind(element.tag, document.attributes(element)) != VISIBLE:
        return True
    child = element
    parent = element.getparent()
    while parent is not None:
        if hidden_kind(parent.tag, document.attributes(parent)) == HIDDEN_SUBTREE:
            return True
        if is_closed_details_content(child, parent):
            return True
        child, parent = parent, parent.getparent()
    return False


def _native_name(document: Document, element: etree._Element, attrs: Attributes) -> Name:
    """HTML-AAM's host-language text alternative (accname 2E) of the element being named.

    Returns a Name with source "native" and empty text when the markup says "no name"
    (``alt=""``), and ``_NO_NAME`` when the markup offers nothing.
    """
    tag = element.tag
    if tag not in NATIVE_NAME_TAGS:
        return _NO_NAME
    if tag == "input":
        kind = input_type(attrs)
        if kind == "image":
            return _image_input_name(attrs)
        label = _label_name(document, element)
        if label.text or kind not in _BUTTON_INPUT_DEFAULTS:
            return label  # Chromium: a <label> names even a submit button, before its value
        value = attrs.get("value")
        if value is not None and value.strip():
            return Name(normalise(value), "native")
        return Name(_BUTTON_INPUT_DEFAULTS[kind], "native" if kind != "button" else "")
    if tag in _LABELLED_TAGS:
        return _label_name(document, element)
    if tag == "img" or tag == "area":
        alt = attrs.get("alt")
        if alt is not None:
            return Name(normalise(alt), "native")
        return _NO_NAME
    if tag == "fieldset":
        return _child_text(document, element, "legend")
    if tag == "table":
        caption = _child_text(document, element, "caption")
        summary = attrs.get("summary") if attrs else None
        if caption.text or not summary or not summary.strip():
            return caption
        return Name(normalise(summary), "native")  # HTML-AAM: summary when no caption
    if tag == "svg":
        title = _svg_title(element)
        return Name(normalise(title), "native") if title is not None else _NO_NAME
    if tag == "option":
        return Name(normalise(option_label(element)), "native")
    if tag in ("audio", "video") and is_unplayable(element):
        return Name(UNPLAYABLE_MEDIA_NAME, "native")
    if tag == "optgroup":
        return Name(normalise(attrs.get("label") or ""), "native")
    return _NO_NAME


_LABELLED_TAGS = frozenset({"button", "select", "textarea", "meter", "progress", "output"})
#: What Chromium (English UI) names an ``<audio>``/``<video>`` that has nothing to play.
UNPLAYABLE_MEDIA_NAME = "Unable to play media."
#: Elements HTML-AAM gives a native text alternative (see :func:`_native_name`).
NATIVE_NAME_TAGS = _LABELLED_TAGS | {
    "area",
    "audio",
    "fieldset",
    "img",
    "input",
    "optgroup",
    "option",
    "svg",
    "table",
    "video",
}


def _svg_title(svg: etree._Element) -> str | None:
    return _svg_child(svg, "title")


def _svg_child(svg: etree._Element, tag: str) -> str | None:
    """The text of the element's first ``<title>`` or ``<desc>`` child, or None."""
    for child in svg:
        if child.tag == tag:
            return "".join(child.itertext())
    return None


def _image_input_name(attrs: Attributes) -> Name:
    # HTML-AAM input type=image: alt, value, title, then the default "Submit".
    for attribute in ("alt", "value", "title"):
        text = attrs.get(attribute)
        if text and text.strip():
            return Name(normalise(text), "title" if attribute == "title" else "native")
    return Name("Submit", "native")


def _label_name(document: Document, element: etree._Element) -> Name:
    text = _labels_text(document, element)
    return Name(text, "label") if text else _NO_NAME


def _labels_text(document: Document, control: etree._Element) -> str:
    """Text of the control's ``<label>`` elements, each without the control itself."""
    parts = []
    walk = _Walk(skip=control)
    for label in document.labels_of(control):
        text = normalise(_alternative(document, label, walk, invisible=False))
        if text:
            parts.append(text)
    return " ".join(parts)


def _child_text(document: Document, element: etree._Element, child_tag: str) -> Name:
    for child in element:
        if child.tag == child_tag:
            text = normalise(_alternative(document, child, _RECURSION, invisible=False))
            return Name(text, "native") if text else _NO_NAME
    return _NO_NAME


def _alternative(
    document: Document,
    node: etree._Element,
    walk: _Walk,
    invisible: bool,
    is_self: bool = False,
) -> str:
    """Text alternative of a node met while computing another node's name (recursion).

    ``invisible`` is an inline ``visibility: hidden`` inherited from an ancestor; ``is_self``
    marks an element that names itself through its own ``aria-labelledby`` (it is not an
    embedded control of its own label).
    """
    if node is walk.skip:
        return ""
    tag = node.tag
    attrs = document.attributes(node)
    kind = hidden_kind(tag, attrs)
    if kind == HIDDEN_SUBTREE and not walk.include_hidden:
        return ""
    visibility = inline_visibility(attrs.get("style"))
    if visibility is not None:
        invisible = not visibility
    if (kind == HIDDEN_SELF or invisible) and not walk.include_hidden:
        # Only visible descendants speak (accname 2A for the node itself).
        return _content(document, node, walk, invisible, own_text=False)
    if not walk.in_reference:
        labelledby = attrs.get("aria-labelledby")
        if labelledby:
            text = _from_references(document, labelledby, node)
            if text.strip():
                return text
    role = context_free_role(tag, attrs)
    if walk.outside_items and role in _NESTED_ITEM_ROLES:
        return ""
    if role in _EMBEDDED_VALUE_ROLES and not is_self:
        return control_value(node, role)
    label = attrs.get("aria-label")
    if label and label.strip():
        return label
    native = _native_in_content(node, tag, attrs)
    if native is not None:
        return native
    text = _content(document, node, walk, invisible, own_text=True)
    if text.strip():
        return text
    title = attrs.get("title")
    return title if title and title.strip() else ""


def _native_in_content(node: etree._Element, tag: str, attrs: Attributes) -> str | None:
    """Attribute-borne text alternatives of a node inside a name (alt, button values)."""
    if tag == "img" or tag == "area":
        return attrs.get("alt")
    if tag == "input":
        kind = input_type(attrs)
        if kind == "image":
            return _image_input_name(attrs).text
        if kind in _BUTTON_INPUT_DEFAULTS:
            value = attrs.get("value")
            return value if value is not None and value.strip() else _BUTTON_INPUT_DEFAULTS[kind]
        return ""  # checkboxes, radios: no text of their own
    if tag == "svg":
        return _svg_title(node) or ""
    if tag == "option":
        return option_label(node)
    return None


def _content(
    document: Document, node: etree._Element, walk: _Walk, invisible: bool, own_text: bool
) -> str:
    """Name from content (accname 2F): the node's own text (when ``own_text``: it is not
    hidden itself) and its children's text alternatives."""
    parts = []
    transform = document.text_transform(node) if own_text and document.transforms else ""
    attrs = document.attributes(node)
    after = None
    if own_text and attrs:
        before, after = attrs.get(BEFORE), attrs.get(AFTER)
        if before:
            parts.append(before)
    if own_text and node.text:
        parts.append(transform_text(node.text, transform))
    closed_details = node.tag == "details" and node.get("open") is None
    for child in node:
        tag = child.tag
        if isinstance(tag, str) and not (
            closed_details and not walk.include_hidden and is_closed_details_content(child, node)
        ):
            text = _alternative(document, child, walk, invisible)
            if tag not in GLUED_INLINE_TAGS:
                text = f" {text} "
            parts.append(text)
        if own_text and child.tail:
            parts.append(transform_text(child.tail, transform))
    owns = attrs.get("aria-owns") if attrs else None
    if owns:
        # aria-owns makes the owned elements children of the node, after its own.
        for owned in document.by_idrefs(owns):
            if document.owner_of(owned) is node:
                parts.append(f" {_alternative(document, owned, walk, invisible)} ")
    if after:
        parts.append(after)
    return "".join(parts)
