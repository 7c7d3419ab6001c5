"""Facts about HTML elements that the accessibility rules build on.

What is rendered (hidden content), what can take focus, which elements start a block, and
the current value of form controls. Everything here reads attributes only: a DOM snapshot
carries no computed styles, so capture marks what the browser did not render with
``data-nexui-hidden`` and copies live values into attributes (docs/dataset-format.md 3.2).

The rules read an element's attributes as a plain dict (:func:`attributes`), fetched once per
element and holding only the attributes some rule reads: reading them one by one from lxml
costs several times more, and most elements carry nothing but ``class``, ``id`` or ``data-*``,
so their dict is empty and every rule passes them by at once.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from lxml import etree

#: An element's attributes, as :func:`attributes` reads them.
Attributes = Mapping[str, str]

#: The attributes the accessibility rules read, besides every ``aria-*`` attribute. A rule
#: that reads another attribute from an :data:`Attributes` mapping must add it here.
READ_ATTRIBUTES = frozenset(
    {
        "alt",
        "checked",
        "contenteditable",
        "controls",
        "data-nexui-after",
        "data-nexui-before",
        "data-nexui-focused",
        "data-nexui-hidden",
        "data-nexui-id",
        "data-nexui-modal",
        "data-nexui-text-transform",
        "disabled",
        "hidden",
        "href",
        "inert",
        "label",
        "list",
        "max",
        "maxlength",
        "min",
        "multiple",
        "open",
        "pattern",
        "placeholder",
        "readonly",
        "required",
        "role",
        "selected",
        "size",
        "style",
        "summary",
        "tabindex",
        "title",
        "type",
        "value",
    }
)
_NO_ATTRIBUTES: Attributes = {}  # shared, never written to


def attributes(element: etree._Element) -> Attributes:
    """The attributes of ``element`` that the rules read, in one read from lxml."""
    items = element.items()
    for name, _ in items:  # most elements have none of them, and then no dict is built
        if name in READ_ATTRIBUTES or name.startswith("aria-"):
            return {
                name: value
                for name, value in items
                if name in READ_ATTRIBUTES or name.startswith("aria-")
            }
    return _NO_ATTRIBUTES


#: Set on ``<html>`` by capture once it has marked everything not rendered: in such a
#: snapshot the marks, not ``hidden`` or an inline style, say what is hidden (a stylesheet
#: can show a ``hidden`` element again).
MARKED = "data-nexui-marked"


_MARKED_READ_ATTRIBUTES = READ_ATTRIBUTES - {"hidden", "style"}


def marked_attributes(element: etree._Element) -> Attributes:
    """:func:`attributes` for an element of a marked snapshot: without ``hidden`` and
    ``style``, whose effect capture's ``data-nexui-hidden`` marks record (one pass too)."""
    items = element.items()
    read = _MARKED_READ_ATTRIBUTES
    for name, _ in items:
        if name in read or name.startswith("aria-"):
            return {
                name: value for name, value in items if name in read or name.startswith("aria-")
            }
    return _NO_ATTRIBUTES


def words(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text`` as a set (for long constant sets)."""
    return frozenset(text.split())


#: Not rendered whatever their attributes say (the UA stylesheet hides them, scripting is
#: on so ``<noscript>`` content is inert, or they are SVG definitions and metadata).
NEVER_RENDERED_TAGS = frozenset(
    {
        "base",
        "clippath",
        "datalist",
        "defs",
        "desc",
        "head",
        "lineargradient",
        "link",
        "marker",
        "mask",
        "meta",
        "metadata",
        "noscript",
        "param",
        "radialgradient",
        "script",
        "source",
        "style",
        "symbol",
        "template",
        "title",
        "track",
    }
)

#: How an element is hidden: not at all, with its whole subtree (``display: none``,
#: ``hidden``, ``aria-hidden``, ``inert``), or only itself (``visibility: hidden``: a
#: descendant may be visible again).
VISIBLE, HIDDEN_SUBTREE, HIDDEN_SELF = 0, 1, 2

#: Elements laid out as blocks by the UA stylesheet: text on either side of one does not run
#: together (name from content puts a space there; text runs end there).
BLOCK_TAGS = words(
    """address article aside blockquote body br caption dd details dialog div dl dt fieldset
    figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr legend li main menu nav ol
    optgroup option p pre search section summary table tbody td tfoot th thead tr ul"""
)

#: Text-level formatting elements: text on either side runs on without a space, as in
#: ``H<sub>2</sub>O``. Every other element boundary is taken as a word boundary: a snapshot
#: has no computed styles, and pages make spans and labels block-level, inline-block or
#: absolutely positioned (where Chromium separates the text) far more often than they split
#: a word across them (measured on the dataset; see docs/text-views.md).
GLUED_INLINE_TAGS = words(
    """a abbr b bdi bdo cite code data del dfn em font i ins kbd mark q s samp small strong sub
    sup time u var wbr"""
)

_DISPLAY_NONE = re.compile(r"(?:^|;)\s*display\s*:\s*none\b", re.IGNORECASE)
_VISIBILITY = re.compile(r"(?:^|;)\s*visibility\s*:\s*(hidden|collapse|visible)\b", re.IGNORECASE)

#: ``<input>`` types whose value is text the user typed.
_TEXT_INPUT_TYPES = frozenset({"", "text", "search", "email", "tel", "url", "password", "number"})


def hidden_kind(tag: str, attrs: Attributes) -> int:
    """Whether an element is rendered: :data:`VISIBLE`, :data:`HIDDEN_SUBTREE` or
    :data:`HIDDEN_SELF` (visibility hidden: the element and its own text only)."""
    if tag in NEVER_RENDERED_TAGS:
        return HIDDEN_SUBTREE
    if not attrs:
        return HIDDEN_SUBTREE if tag == "dialog" else VISIBLE
    if "hidden" in attrs or "inert" in attrs:
        return HIDDEN_SUBTREE
    aria_hidden = attrs.get("aria-hidden")
    if aria_hidden is not None and aria_hidden.strip().lower() == "true":
        return HIDDEN_SUBTREE
    if tag == "dialog" and "open" not in attrs:
        return HIDDEN_SUBTREE
    if tag == "input" and input_type(attrs) == "hidden":
        return HIDDEN_SUBTREE
    mark = attrs.get("data-nexui-hidden")
    if mark is not None:
        return HIDDEN_SELF if mark == "visibility" else HIDDEN_SUBTREE
    style = attrs.get("style")
    if style:
        if _DISPLAY_NONE.search(style):
            return HIDDEN_SUBTREE
        if inline_visibility(style) is False:
            return HIDDEN_SELF
    return VISIBLE


def inline_visibility(style: str | None) -> bool | None:
    """The ``visibility`` an inline style sets: False (hidden/collapse), True (visible) or None.

    Unlike capture's marks, an inline ``visibility`` is inherited by descendants that do not
    set their own, so the tree walk carries it down.
    """
    if not style:
        return None
    found = None
    for match in _VISIBILITY.finditer(style):
        found = match.group(1).lower() == "visible"  # the last declaration wins
    return found


def is_closed_details_content(element: etree._Element, parent: etree._Element) -> bool:
    """Children of a closed ``<details>`` other than its first ``<summary>`` are not rendered."""
    if parent.tag != "details" or parent.get("open") is not None:
        return False
    return not (element.tag == "summary" and element is _first_summary(parent))


def _first_summary(details: etree._Element) -> etree._Element | None:
    for child in details:
        if child.tag == "summary":
            return child
    return None


def is_details_summary(element: etree._Element) -> bool:
    """Whether a ``<summary>`` is the summary of its parent ``<details>`` (and so a control)."""
    parent = element.getparent()
    return parent is not None and parent.tag == "details" and _first_summary(parent) is element


def is_focusable(element: etree._Element, attrs: Attributes) -> bool:
    """Whether the element can take focus (HTML's focusable areas, without styles)."""
    tabindex = attrs.get("tabindex")
    if tabindex is not None and _is_integer(tabindex):
        return True
    tag = element.tag
    if tag in ("a", "area"):
        return "href" in attrs
    if tag in ("button", "select", "textarea"):
        return "disabled" not in attrs
    if tag == "input":
        return "disabled" not in attrs and input_type(attrs) != "hidden"
    if tag == "summary":
        return is_details_summary(element)
    if tag == "iframe":
        return True
    if tag in ("audio", "video"):
        return "controls" in attrs
    editable = attrs.get("contenteditable")
    return editable is not None and editable.strip().lower() in ("", "true", "plaintext-only")


def is_unplayable(media: etree._Element) -> bool:
    """An ``<audio>``/``<video>`` with no ``src`` and no ``<source>``: nothing to play, so
    Chromium names it "Unable to play media." and reports it disabled. (A source that fails
    to load does the same in the browser; a snapshot cannot tell, so one is taken to play.)"""
    return media.get("src") is None and next(media.iterchildren("source"), None) is None


def _is_integer(text: str) -> bool:
    text = text.strip()
    if text[:1] in ("-", "+"):
        text = text[1:]
    return text.isdigit()


def text_content(element: etree._Element) -> str:
    """All text below ``element``, as ``textContent`` gives it (no hidden-content rules)."""
    return "".join(element.itertext())


def input_type(attrs: Attributes) -> str:
    """The ``type`` of an ``<input>``, lower-cased ("" when absent)."""
    return (attrs.get("type") or "").strip().lower()


def is_text_input(tag: str, attrs: Attributes) -> bool:
    """``<input>`` whose value is typed text (so the value is spoken)."""
    return tag == "input" and input_type(attrs) in _TEXT_INPUT_TYPES


def selected_options(select: etree._Element) -> list[etree._Element]:
    """The options a ``<select>`` shows as chosen.

    Capture writes the live selection as ``selected`` attributes. A single-choice drop-down
    with none marked shows its first enabled option, as the browser does (a list box, with
    ``size`` over 1, shows none).
    """
    options = list(select.iter("option"))
    chosen = [option for option in options if option.get("selected") is not None]
    if select.get("multiple") is not None:
        return chosen
    if chosen:
        return chosen[-1:]  # several marked in a single select: the browser keeps the last
    size = (select.get("size") or "").strip()
    if size.isdigit() and int(size) > 1:
        return []  # a list box shows its options; none is chosen by default
    for option in options:
        if option.get("disabled") is None:
            return [option]
    return []


def option_label(option: etree._Element) -> str:
    """The label of an ``<option>``: its ``label`` attribute, else its text."""
    label = option.get("label")
    if label is not None and label.strip():
        return label
    return text_content(option)


#: Values a ``<input type=color|range>`` has when no value is set.
_RANGE_DEFAULT_MIN, _RANGE_DEFAULT_MAX = 0.0, 100.0


def range_input_value(element: etree._Element) -> str:
    """Value of ``<input type=range>``: its ``value`` clamped, default midway (HTML)."""
    low = _number(element.get("min"), _RANGE_DEFAULT_MIN)
    high = _number(element.get("max"), _RANGE_DEFAULT_MAX)
    if high < low:
        high = low
    value = _number(element.get("value"), low + (high - low) / 2)
    value = min(max(value, low), high)
    return format_number(value)


def _number(text: str | None, default: float) -> float:
    if text is None:
        return default
    try:
        return float(text.strip())
    except ValueError:
        return default


def format_number(value: float) -> str:
    """A number as the browser prints it: no trailing ``.0``."""
    return str(int(value)) if value == int(value) else repr(value)


#: What Chromium (English UI) reports as the value of a file input with no file chosen.
FILE_INPUT_VALUE = "No file chosen"
#: Roles whose value is a number in a range (ARIA's ``range`` subclasses).
RANGE_ROLES = frozenset({"meter", "progressbar", "scrollbar", "slider", "spinbutton"})
_VALUELESS_INPUT_TYPES = frozenset(
    {"button", "checkbox", "hidden", "image", "radio", "reset", "submit"}
)


def control_value(element: etree._Element, role: str) -> str:
    """The current value of a form control or ARIA widget, as text ("" if it has none).

    Text fields give what was typed (capture syncs it into ``value``), selects their chosen
    options' labels, range widgets ``aria-valuetext`` / ``aria-valuenow`` or the native value.
    """
    tag = element.tag
    if tag == "input":
        kind = (element.get("type") or "").strip().lower()
        if kind in _VALUELESS_INPUT_TYPES:
            return ""
        if kind == "range":
            return range_input_value(element)
        if kind == "color":
            return element.get("value") or "#000000"
        if kind == "file":
            return FILE_INPUT_VALUE  # a snapshot never holds a chosen file
        return element.get("value") or ""
    if tag == "textarea":
        return text_content(element)
    if tag == "select":
        return " ".join(option_label(option).strip() for option in selected_options(element))
    if tag in ("progress", "meter"):
        return element.get("value") or ""
    if role in RANGE_ROLES:
        valuetext = element.get("aria-valuetext")
        if valuetext is not None and valuetext.strip():
            return valuetext
        return element.get("aria-valuenow") or ""
    if role in ("textbox", "searchbox"):
        return text_content(element)
    if role == "listbox":
        return " ".join(
            text_content(option).strip()
            for option in element.iterdescendants()
            if (option.get("role") or "").strip() == "option"
            and option.get("aria-selected") == "true"
        )
    return ""
