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
from collections.abc import Mapping
from types import MappingProxyType

from lxml import etree

from nexui_gym.a11y.dom import (
    RANGE_ROLES,
    Attributes,
    input_type,
    is_text_input,
    is_unplayable,
    selected_options,
    text_content,
)
from nexui_gym.a11y.roles import heading_level, select_role

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
_NO_PROPERTIES: Mapping[str, object] = MappingProxyType({})
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
    focusable: bool = False,
    level: int = 0,
    readonly: bool = False,
) -> tuple[tuple[str, ...], dict[str, object]]:
    """States (ordered tokens) and properties of ``element`` with computed role ``role``.

    ``disabled`` says whether an ancestor disables it (a disabled ``<fieldset>`` or
    ``aria-disabled``); ``focused`` whether it has keyboard focus in this state; ``selected``,
    when given, whether an ``<option>`` is chosen in its ``<select>`` (which knows defaults);
    ``modal`` whether a ``<dialog>`` was shown modally; ``focusable`` whether it can take
    focus; ``level`` its depth among nested lists or tree groups (0: not in one);
    ``readonly`` whether it is a cell of a read-only grid (ARIA: cells inherit it).
    ``attrs`` are the element's attributes (``nexui_gym.a11y.dom.attributes``).

    The properties hold every state as Chromium's CDP reports it, where the state applies,
    ``true`` and ``false`` (:data:`STATE_PROPERTIES`); the tokens are what is spoken.
    """
    tag = element.tag
    if not (disabled or focused or selected or modal) and is_stateless(tag, attrs, role):
        return (), stateless_properties(focusable, level)
    get = attrs.get
    states: list[str] = []
    properties: dict[str, object] = {}

    if role in CHECKABLE_ROLES:
        checked = _checked(attrs, tag, role)
        if checked is not None:
            states.append(checked)
            properties["checked"] = _TRISTATE[checked]
    if role in _PRESSABLE_ROLES:
        pressed = (get("aria-pressed") or "").strip().lower()
        if pressed in _PRESSED:
            states.append(_PRESSED[pressed])
            properties["pressed"] = pressed
    expanded = _expanded(element, attrs, tag, role)
    if expanded is not None:
        states.append(expanded)
        properties["expanded"] = expanded == "expanded"
    disabled = disabled or _disabled_itself(element, attrs, tag)
    if disabled and role == "option":
        selected = None  # Chromium: a disabled option is neither selected nor not
    elif selected is None and role in SELECTABLE_ROLES:
        selected = _selected(element, attrs, tag, role, focused)
    if selected is not None:
        properties["selected"] = selected
        if selected:
            states.append("selected")
    current = (get("aria-current") or "").strip().lower()
    if current and current != "false":
        properties["current"] = current
        states.append("current" if current == "true" else f"current {current}")
    if disabled:
        states.append("disabled")
        properties["disabled"] = True
    field = role in FIELD_ROLES or tag in ("input", "select", "textarea")
    readonly = (readonly and role in _CELL_ROLES) or (field and _readonly(attrs, tag))
    if readonly:
        states.append("readonly")
    if role in READONLY_ROLES:
        properties["readonly"] = readonly or _aria_true(get("aria-readonly"))
    required = field and _required(attrs, tag)
    if required:
        states.append("required")
    if role in REQUIRED_ROLES and not (tag == "select" and role == "combobox"):
        # Chromium reports no required state on a drop-down select, true or false.
        properties["required"] = required or _aria_true(get("aria-required"))
    invalid = _invalid(element, attrs, tag)
    if invalid is not None:
        properties["invalid"] = invalid
        if invalid != "false":
            states.append("invalid")
    multiselectable = (
        "multiple" in attrs if tag == "select" else _aria_true(get("aria-multiselectable"))
    )
    if multiselectable:
        states.append("multiselectable")
    if role in MULTISELECTABLE_ROLES:
        properties["multiselectable"] = multiselectable
    if modal or (role in ("dialog", "alertdialog") and _aria_true(get("aria-modal"))):
        states.append("modal")
        properties["modal"] = True
    elif role in ("dialog", "alertdialog"):
        properties["modal"] = False
    busy = get("aria-busy")
    if busy and _aria_true(busy):
        states.append("busy")
        properties["busy"] = True
    haspopup = _haspopup(attrs, tag, role)
    if haspopup:
        properties["haspopup"] = haspopup
        states.append(f"haspopup {haspopup}")
    if focusable:
        properties["focusable"] = True
    if focused:
        states.append("focused")
        if not (tag == "input" and input_type(attrs) in _SUBFIELD_INPUT_TYPES):
            properties["focused"] = True  # else Chromium has focus on an inner field

    if role == "heading" or get("aria-level") or level:
        level = _level(attrs, tag, role, level)
        if level:
            properties["level"] = level
    if role in RANGE_ROLES:
        properties.update(_range_properties(attrs, tag))
    live = (get("aria-live") or "").strip().lower() or _LIVE_ROLES.get(role, "")
    if live in ("polite", "assertive"):
        properties["live"] = live
    return tuple(states), properties


#: The states :func:`states_and_properties` puts in the properties, with CDP's names.
STATE_PROPERTIES = (
    "checked",
    "pressed",
    "expanded",
    "selected",
    "disabled",
    "readonly",
    "required",
    "invalid",
    "multiselectable",
    "modal",
    "busy",
    "haspopup",
    "level",
    "focusable",
    "focused",
)
_PRESSABLE_ROLES = frozenset({"button"})
_TRISTATE = {"checked": "true", "unchecked": "false", "mixed": "mixed"}
_FOCUSABLE = MappingProxyType({"focusable": True})
_LEVELS: dict[tuple[bool, int], Mapping[str, object]] = {}


def stateless_properties(focusable: bool, level: int) -> Mapping[str, object]:
    """The properties of a node without states (most nodes): shared read-only mappings."""
    if not level:
        return _FOCUSABLE if focusable else _NO_PROPERTIES
    key = (focusable, level)
    found = _LEVELS.get(key)
    if found is None:
        found = {"level": level}
        if focusable:
            found["focusable"] = True
        found = _LEVELS[key] = MappingProxyType(found)
    return found


#: Roles Chromium gives a ``readonly`` / ``required`` / ``multiselectable`` state, true or
#: false (its ``RoleAllowsReadonly``, ``RoleAllowsRequired``, ``RoleAllowsMultiselectable``).
READONLY_ROLES = frozenset({"columnheader", "grid", "gridcell", "rowheader", "textbox", "treegrid"})
REQUIRED_ROLES = frozenset(
    {
        "columnheader",
        "combobox",
        "gridcell",
        "listbox",
        "radiogroup",
        "rowheader",
        "spinbutton",
        "textbox",
        "tree",
        "treegrid",
    }
)
MULTISELECTABLE_ROLES = frozenset({"grid", "listbox", "tablist", "tree", "treegrid"})
#: Elements HTML calls form-associated: Chromium reports their validity (``invalid``
#: ``false`` when they pass) even without ``aria-invalid``.
FORM_ASSOCIATED_TAGS = frozenset(
    {"button", "fieldset", "input", "object", "output", "select", "textarea"}
)
_PRESSED = {"true": "pressed", "false": "not pressed", "mixed": "mixed"}
#: Roles that can have a state or property without any attribute saying so (with the form
#: control tags, the nodes ``is_stateless`` cannot pass over).
STATEFUL_ROLES = (
    CHECKABLE_ROLES
    | FIELD_ROLES
    | RANGE_ROLES
    | READONLY_ROLES
    | REQUIRED_ROLES
    | MULTISELECTABLE_ROLES
    | frozenset({"alertdialog", "combobox", "dialog", "heading", "option", "summary", "tab"})
    | frozenset({"treeitem"})
    | frozenset(_LIVE_ROLES)
)
STATEFUL_TAGS = FORM_ASSOCIATED_TAGS | {"audio", "option", "video"}  # object: form-associated
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


def _selected(
    element: etree._Element, attrs: Attributes, tag: str, role: str, focused: bool
) -> bool | None:
    """Selected, not selected, or None where the state does not apply.

    A native option always has it; an ARIA item when ``aria-selected`` is true or false.
    Without ``aria-selected``, Chromium lets selection follow focus for options, tabs and
    tree items, unless a sibling item sets ``aria-selected`` (then the author manages it).
    """
    if role not in SELECTABLE_ROLES:
        return None
    if tag == "option":
        return "selected" in attrs  # capture syncs the live selection
    value = (attrs.get("aria-selected") or "").strip().lower()
    if value == "true":
        return True
    if value == "false":
        return False
    if role not in _FOLLOWS_FOCUS_ROLES:
        return None
    parent = element.getparent()
    if parent is not None and any(
        sibling.get("aria-selected") is not None for sibling in parent.iterchildren()
    ):
        return None
    return focused


_FOLLOWS_FOCUS_ROLES = frozenset({"option", "tab", "treeitem"})
_CELL_ROLES = frozenset({"gridcell", "columnheader", "rowheader"})
_HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
#: Inputs made of inner fields (day, month, year ...): Chromium reports the focused one.
_SUBFIELD_INPUT_TYPES = frozenset({"date", "datetime-local", "month", "time", "week"})


def _disabled_itself(element: etree._Element, attrs: Attributes, tag: str) -> bool:
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
    if tag in ("audio", "video") and is_unplayable(element):
        return True
    if tag == "object":
        return True  # Chromium: a plugin object is never enabled (no plugins run)
    return _aria_true(attrs.get("aria-disabled"))


def _readonly(attrs: Attributes, tag: str) -> bool:
    if "readonly" in attrs and (tag == "textarea" or is_text_input(tag, attrs)):
        return True
    return _aria_true(attrs.get("aria-readonly"))


def _required(attrs: Attributes, tag: str) -> bool:
    if "required" in attrs and tag in ("input", "select", "textarea"):
        return True
    return _aria_true(attrs.get("aria-required"))


def _invalid(element: etree._Element, attrs: Attributes, tag: str) -> str | None:
    """``"true"``, ``"false"``, or None where Chromium reports no validity (neither a
    form-associated element nor ``aria-invalid``). Any ``aria-invalid`` value but false
    (``grammar`` and ``spelling`` too) is reported as ``"true"``, as Chromium does."""
    value = (attrs.get("aria-invalid") or "").strip().lower()
    if value and value != "false":
        return "true"
    if tag == "input" and _fails_constraints(element, attrs):
        return "true"
    if tag == "select" and "required" in attrs and _select_value_missing(element, attrs):
        return "true"
    if value == "false" or tag in FORM_ASSOCIATED_TAGS:
        return "false"
    return None


def _select_value_missing(select: etree._Element, attrs: Attributes) -> bool:
    """A required select with nothing chosen, or only its placeholder (HTML: the first
    option, with an empty value, of a single-choice select shown as a drop-down)."""
    chosen = selected_options(select)
    if not chosen:
        return True
    if "multiple" in attrs or select_role(False, attrs.get("size")) == "listbox":
        return False
    first = next(select.iter("option"), None)
    if chosen[0] is not first or first.getparent() is not select:
        return False
    value = first.get("value")
    return (value if value is not None else text_content(first)) == ""


def _fails_constraints(element: etree._Element, attrs: Attributes) -> bool:
    """Whether an input's state fails its constraints as Chromium reports it: a typed value
    that does not fit its type, pattern, range or length, or a required checkbox or radio
    group left unchecked. An empty required text field is not reported (Chromium waits for
    the user to have been told)."""
    kind = input_type(attrs)
    if kind in ("checkbox", "radio"):
        return _unchecked_required(element, attrs, kind)
    value = attrs.get("value") or ""
    if not value:
        return False
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


def _unchecked_required(element: etree._Element, attrs: Attributes, kind: str) -> bool:
    required = "required" in attrs  # aria-required is no constraint: it does not count
    name = element.get("name")
    if kind == "checkbox" or not name:
        return required and "checked" not in attrs
    group = [
        radio
        for radio in element.getroottree().iter("input")
        if radio.get("name") == name and input_type(radio.attrib) == "radio"
    ]
    required = any(radio.get("required") is not None for radio in group)
    return required and all(radio.get("checked") is None for radio in group)


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


def _level(attrs: Attributes, tag: str, role: str, nested: int) -> int:
    """Heading level, else ``aria-level``, else ``nested`` (list or tree depth)."""
    if role == "heading":
        aria_level = attrs.get("aria-level")
        if aria_level is not None and tag not in _HEADING_TAGS and _to_number(aria_level) is None:
            return 1  # Chromium: an ARIA heading whose aria-level is no number is level 1
        return heading_level(tag, aria_level)
    level = _to_number(attrs.get("aria-level"))
    return level if isinstance(level, int) and level > 0 else nested


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
