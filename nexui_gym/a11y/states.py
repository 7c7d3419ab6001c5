"""States and properties of an accessible node (WAI-ARIA 1.2 and HTML-AAM).

States are lower-case tokens in a fixed order, the way a screen reader speaks them:
``checked``/``unchecked``/``mixed``, ``pressed``/``not pressed``, ``expanded``/``collapsed``,
``selected``, ``current <kind>``, ``disabled``, ``readonly``, ``required``, ``invalid``,
``multiselectable``, ``modal``, ``busy``, ``haspopup <kind>``, ``focused``. Properties with a
value (``level``, ``valuemin``/``valuemax``/``valuetext``, ``haspopup``, ``current``,
``live``) go into a dictionary.

Native HTML wins over ARIA where HTML-AAM says so: ``aria-checked`` on a native checkbox is
ignored, as are ``aria-disabled="false"`` on a disabled control and ``aria-required="false"``
on a required one.
"""

from __future__ import annotations

import re

from lxml import etree

from nexui_gym.a11y.dom import RANGE_ROLES, Attributes, input_type, is_text_input
from nexui_gym.a11y.roles import heading_level

#: Roles with a checked state (ARIA 1.2 ``aria-checked``).
CHECKABLE_ROLES = frozenset(
    {"checkbox", "menuitemcheckbox", "menuitemradio", "radio", "switch", "treeitem"}
)
#: Roles that take a selected state.
SELECTABLE_ROLES = frozenset({"gridcell", "option", "row", "tab", "treeitem", "columnheader"})
#: Roles that can be required / invalid / read-only (form fields).
FIELD_ROLES = frozenset(
    {
        "checkbox",
        "colorwell",
        "combobox",
        "date",
        "datetime",
        "gridcell",
        "inputtime",
        "listbox",
        "radio",
        "radiogroup",
        "searchbox",
        "slider",
        "spinbutton",
        "switch",
        "textbox",
        "tree",
        "treegrid",
    }
)
_LIVE_ROLES = {"alert": "assertive", "log": "polite", "status": "polite"}
_POPUP_VALUES = frozenset({"menu", "listbox", "tree", "grid", "dialog"})
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+$")
_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:\S*$")


def states_and_properties(
    element: etree._Element,
    role: str,
    attrs: Attributes,
    *,
    disabled: bool,
    focused: bool,
    selected: bool | None = None,
    modal: bool = False,
) -> tuple[tuple[str, ...], dict[str, object]]:
    """States (ordered tokens) and properties of ``element`` with computed role ``role``.

    ``disabled`` says whether an ancestor disables it (a disabled ``<fieldset>`` or
    ``aria-disabled``); ``focused`` whether it has keyboard focus in this state; ``selected``,
    when given, whether an ``<option>`` is chosen in its ``<select>`` (which knows defaults);
    ``modal`` whether a ``<dialog>`` was shown modally. ``attrs`` are the element's attributes
    (``nexui_gym.a11y.dom.attributes``).
    """
    tag = element.tag
    if not (disabled or focused or selected or modal) and is_stateless(tag, attrs, role):
        return (), {}
    get = attrs.get
    states: list[str] = []
    properties: dict[str, object] = {}

    if role in CHECKABLE_ROLES:
        checked = _checked(attrs, tag, role)
        if checked is not None:
            states.append(checked)
    if role == "button":
        pressed = (get("aria-pressed") or "").strip().lower()
        if pressed in _PRESSED:
            states.append(_PRESSED[pressed])
    expanded = _expanded(element, attrs, tag, role)
    if expanded is not None:
        states.append(expanded)
    if selected is None:
        selected = role in SELECTABLE_ROLES and _selected(attrs, tag)
    if selected:
        states.append("selected")
    current = (get("aria-current") or "").strip().lower()
    if current and current != "false":
        properties["current"] = current
        states.append("current" if current == "true" else f"current {current}")
    if disabled or _disabled_itself(attrs, tag):
        states.append("disabled")
    if role in FIELD_ROLES or tag in ("input", "select", "textarea"):
        if _readonly(attrs, tag):
            states.append("readonly")
        if _required(attrs, tag):
            states.append("required")
        if _invalid(attrs, tag):
            states.append("invalid")
    elif _aria_true(get("aria-invalid")):
        states.append("invalid")
    if _multiselectable(attrs, tag):
        states.append("multiselectable")
    if modal or (_aria_true(get("aria-modal")) and role in ("dialog", "alertdialog")):
        states.append("modal")
    if _aria_true(get("aria-busy")):
        states.append("busy")
    haspopup = _haspopup(attrs, tag, role)
    if haspopup:
        properties["haspopup"] = haspopup
        states.append(f"haspopup {haspopup}")
    if focused:
        states.append("focused")

    if role == "heading" or get("aria-level"):
        level = _level(attrs, tag, role)
        if level:
            properties["level"] = level
    if role in RANGE_ROLES:
        properties.update(_range_properties(attrs, tag))
    live = (get("aria-live") or "").strip().lower() or _LIVE_ROLES.get(role, "")
    if live in ("polite", "assertive"):
        properties["live"] = live
    return tuple(states), properties


_PRESSED = {"true": "pressed", "false": "not pressed", "mixed": "mixed"}
#: Roles that can have a state or property without any attribute saying so (with the form
#: control tags, the nodes ``is_stateless`` cannot pass over).
STATEFUL_ROLES = (
    CHECKABLE_ROLES
    | FIELD_ROLES
    | RANGE_ROLES
    | frozenset({"combobox", "heading", "summary"})
    | frozenset(_LIVE_ROLES)
)
STATEFUL_TAGS = frozenset({"input", "select", "textarea", "option"})
#: Attributes (besides aria-*) that states are computed from.
_STATE_ATTRIBUTES = frozenset({"disabled", "readonly", "required", "multiple", "checked"})


def is_stateless(tag: str, attrs: Attributes, role: str) -> bool:
    """Whether a node can have no state or property: spares most nodes (cells, list items,
    paragraphs) the full work of :func:`states_and_properties`."""
    if role in STATEFUL_ROLES or tag in STATEFUL_TAGS:
        return False
    for attribute in attrs:
        if attribute.startswith("aria-") or attribute in _STATE_ATTRIBUTES:
            return False
    return True


def _aria_true(value: str | None) -> bool:
    return value is not None and value.strip().lower() == "true"


def _checked(attrs: Attributes, tag: str, role: str) -> str | None:
    if tag == "input" and input_type(attrs) in ("checkbox", "radio"):
        # HTML-AAM: the native checkedness wins over aria-checked.
        return "checked" if "checked" in attrs else "unchecked"
    value = (attrs.get("aria-checked") or "").strip().lower()
    if value == "true":
        return "checked"
    if value == "mixed" and role in ("checkbox", "menuitemcheckbox"):
        return "mixed"
    if role == "treeitem":
        return None  # tree items are checkable only when aria-checked says so
    return "unchecked"


def _expanded(element: etree._Element, attrs: Attributes, tag: str, role: str) -> str | None:
    if tag == "summary" and role == "summary":
        parent = element.getparent()
        return "expanded" if parent is not None and parent.get("open") is not None else "collapsed"
    value = (attrs.get("aria-expanded") or "").strip().lower()
    if value == "true":
        return "expanded"
    if value == "false":
        return "collapsed"
    if tag == "select" and role == "combobox":
        return "collapsed"  # a snapshot never shows a native select's popup open
    return None


def _selected(attrs: Attributes, tag: str) -> bool:
    if tag == "option":
        return "selected" in attrs  # capture syncs the live selection
    return _aria_true(attrs.get("aria-selected"))


def _disabled_itself(attrs: Attributes, tag: str) -> bool:
    if "disabled" in attrs and tag in (
        "button",
        "input",
        "optgroup",
        "option",
        "select",
        "textarea",
        "fieldset",
    ):
        return tag != "fieldset"  # a fieldset passes it on; its group is not reported
    return _aria_true(attrs.get("aria-disabled"))


def _readonly(attrs: Attributes, tag: str) -> bool:
    if "readonly" in attrs and (tag == "textarea" or is_text_input(tag, attrs)):
        return True
    return _aria_true(attrs.get("aria-readonly"))


def _required(attrs: Attributes, tag: str) -> bool:
    if "required" in attrs and tag in ("input", "select", "textarea"):
        return True
    return _aria_true(attrs.get("aria-required"))


def _invalid(attrs: Attributes, tag: str) -> bool:
    value = (attrs.get("aria-invalid") or "").strip().lower()
    if value and value != "false":
        return True
    if tag == "input":
        # Chromium also reports a typed value that fails the field's own constraints; an
        # empty required field is not reported until the user has been told.
        return _fails_constraints(attrs)
    return False


def _fails_constraints(attrs: Attributes) -> bool:
    value = attrs.get("value") or ""
    if not value:
        return False
    kind = input_type(attrs)
    if _fails_type(kind, value, attrs):
        return True
    pattern = attrs.get("pattern")
    if pattern and kind in ("", "text", "search", "tel", "url", "email", "password"):
        try:
            if not re.fullmatch(pattern, value):
                return True
        except re.error:
            return False  # an invalid pattern is ignored by the browser too
    maxlength = attrs.get("maxlength")
    return bool(maxlength and maxlength.strip().isdigit() and len(value) > int(maxlength))


def _fails_type(kind: str, value: str, attrs: Attributes) -> bool:
    """Whether a typed value does not parse as its input type (email, url, number range)."""
    if kind == "email":
        parts = value.split(",") if "multiple" in attrs else [value]
        return not all(_EMAIL.match(part.strip()) for part in parts)
    if kind == "url":
        return not _URL.match(value.strip())
    if kind == "number":
        return _out_of_range(attrs, value)
    return False


def _out_of_range(attrs: Attributes, value: str) -> bool:
    number = _to_number(value)
    if number is None:
        return True  # not a number at all
    low = _to_number(attrs.get("min"))
    high = _to_number(attrs.get("max"))
    return (low is not None and number < low) or (high is not None and number > high)


def _multiselectable(attrs: Attributes, tag: str) -> bool:
    if tag == "select":
        return "multiple" in attrs
    return _aria_true(attrs.get("aria-multiselectable"))


def _haspopup(attrs: Attributes, tag: str, role: str) -> str:
    value = (attrs.get("aria-haspopup") or "").strip().lower()
    if value == "true":
        return "menu"
    if value in _POPUP_VALUES:
        return value
    if role == "combobox":
        # A native select pops up a menu in Chromium; an ARIA/datalist combobox a listbox.
        return "menu" if tag == "select" else "listbox"
    return ""


def _level(attrs: Attributes, tag: str, role: str) -> int:
    if role == "heading":
        return heading_level(tag, attrs.get("aria-level"))
    level = _to_number(attrs.get("aria-level"))
    return level if isinstance(level, int) and level > 0 else 0


def _range_properties(attrs: Attributes, tag: str) -> dict[str, object]:
    properties: dict[str, object] = {}
    native = tag in ("input", "progress", "meter")
    for prop, attribute in (("valuemin", "min"), ("valuemax", "max")):
        text = attrs.get(f"aria-{prop}")
        if text is None and native:
            text = attrs.get(attribute)
        number = _to_number(text)
        if number is not None:
            properties[prop] = number
    if tag == "progress" and "valuemax" not in properties:
        properties["valuemin"], properties["valuemax"] = 0, 1
    valuetext = attrs.get("aria-valuetext")
    if valuetext is not None and valuetext.strip():
        properties["valuetext"] = " ".join(valuetext.split())
    return properties


def _to_number(text: str | None) -> int | float | None:
    if text is None:
        return None
    try:
        number = float(text.strip())
    except ValueError:
        return None
    return int(number) if number == int(number) else number
