"""Which elements are candidates, what actions they allow, and their stable ids.

Pure functions over the element facts ``js/inspect.js`` reports (a dict per element with
``key``, ``tag``, ``type``, ``role``, ``href``, ``tabindex``, ``editable``, ``handler``,
``visible`` and ``box``), following ``docs/dataset-format.md`` section 3.1.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from nexui_gym.dataset.model import Candidate

Facts = Mapping[str, Any]

NATIVE_CONTROLS = frozenset({"button", "select", "textarea", "summary"})
#: WAI-ARIA widget roles a user operates directly.
INTERACTIVE_ROLES = frozenset(
    {
        "button",
        "checkbox",
        "combobox",
        "gridcell",
        "link",
        "listbox",
        "menuitem",
        "menuitemcheckbox",
        "menuitemradio",
        "option",
        "radio",
        "scrollbar",
        "searchbox",
        "slider",
        "spinbutton",
        "switch",
        "tab",
        "textbox",
        "treeitem",
    }
)
#: Input types whose value is typed (Playwright's ``fill`` accepts them).
TEXT_INPUT_TYPES = frozenset(
    {
        "text",
        "search",
        "email",
        "password",
        "tel",
        "url",
        "number",
        "date",
        "datetime-local",
        "month",
        "time",
        "week",
    }
)
#: Page-wide listeners are event delegation, not a control the user can point at.
DELEGATION_ROOTS = frozenset({"html", "body"})


def is_interactive(facts: Facts) -> bool:
    """The element is one a user could act on, whether or not it is rendered now."""
    tag = facts["tag"]
    if tag in ("a", "area") and facts["href"]:
        return True
    if tag in NATIVE_CONTROLS or (tag == "input" and facts["type"] != "hidden"):
        return True
    if facts["role"] in INTERACTIVE_ROLES or facts["editable"]:
        return True
    if _focusable_tabindex(facts["tabindex"]):
        return True
    return bool(facts["handler"]) and tag not in DELEGATION_ROOTS


def _focusable_tabindex(value: str | None) -> bool:
    try:
        return value is not None and int(value.strip()) >= 0
    except ValueError:
        return False


def is_rendered(facts: Facts, page: Mapping[str, float]) -> bool:
    """Rendered with a non-empty box that intersects the page (so it can be hit)."""
    x, y, width, height = facts["box"]
    if not facts["visible"] or width <= 0 or height <= 0:
        return False
    left, top = x + page["scrollX"], y + page["scrollY"]
    return left < page["width"] and left + width > 0 and top < page["height"] and top + height > 0


def is_candidate(facts: Facts, page: Mapping[str, float]) -> bool:
    """Interactive, rendered, and not inert (inside ``[inert]`` or behind an open modal
    dialog: neither a pointer nor a screen reader can reach it)."""
    return is_interactive(facts) and is_rendered(facts, page) and not facts.get("blocked", False)


def actions_for(facts: Facts) -> tuple[str, ...]:
    """Allowed action types, in the order ``click``, ``type``, ``select``, ``press``."""
    tag = facts["tag"]
    if tag == "select":
        return ("click", "select", "press")
    if (
        tag == "textarea"
        or facts["editable"]
        or (tag == "input" and facts["type"] in TEXT_INPUT_TYPES)
    ):
        return ("click", "type", "press")
    return ("click", "press")


def rounded_box(box: Sequence[float]) -> tuple[float, float, float, float]:
    """Boxes to 1/100 px: sub-pixel noise never changes a bundle's bytes."""
    x, y, width, height = (round(float(value), 2) + 0.0 for value in box)  # + 0.0: no -0.0
    return (x, y, width, height)


@dataclass
class StableIds:
    """Stable candidate ids for one task: assigned on first sight, never reused.

    Elements are known by ``(document, key)``: the key ``js/init.js`` gives an element object
    in one document, so an element that is re-created, or a page that is loaded again, gets
    new ids.
    """

    next_id: int = 0
    known: dict[tuple[str, int], int] = field(default_factory=dict)

    def id_for(self, document: str, key: int) -> int:
        element = (document, key)
        if element not in self.known:
            self.known[element] = self.next_id
            self.next_id += 1
        return self.known[element]

    def lookup(self, document: str, key: int) -> int | None:
        return self.known.get((document, key))


def select_candidates(
    elements: Sequence[Facts], page: Mapping[str, float], document: str, ids: StableIds
) -> tuple[tuple[Candidate, ...], dict[int, int]]:
    """The state's candidates in document order, and element key -> stable id for them."""
    candidates = []
    by_key: dict[int, int] = {}
    for facts in elements:
        if not is_candidate(facts, page):
            continue
        stable_id = ids.id_for(document, facts["key"])
        by_key[facts["key"]] = stable_id
        candidates.append(
            Candidate(
                id=stable_id,
                tag=facts["tag"],
                box=rounded_box(facts["box"]),
                actions=actions_for(facts),
            )
        )
    return tuple(candidates), by_key
