"""Text views of a state's accessibility tree (DESIGN 4; formats in docs/text-views.md).

* ``axtree``: one node a line, indented two spaces per depth, ``[id] role "name" states``;
  ids only on candidates; unnamed generic wrappers and folded text-level nodes are
  collapsed; a text leaf shows only where its text is not already in an enclosing name.
* ``candidates``: one line per candidate, ``[id] role "name" (states, value "...")``.
* ``reader``: what a screen reader says in browse mode, top to bottom, with the live-region
  announcements of the last step first.
* ``text``: every text a screen-reader user can reach (names, values, descriptions, text).

:func:`build_views` is cached: the same snapshot, candidates, focus and announcements give
the same :class:`StateViews` object without rebuilding.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from lxml import etree

from nexui_gym.a11y.names import normalise
from nexui_gym.a11y.parse import parse_html
from nexui_gym.a11y.roles import (
    DPUB_LINK_ROLES,
    LANDMARK_ROLES,
    NAME_FROM_CONTENT_ROLES,
    WIDGET_ROLES,
)
from nexui_gym.a11y.tree import AXNode, build_tree

#: States added to candidates that the tree cannot describe.
MISSING = "missing"  # the id is not in the snapshot at all
HIDDEN = "hidden"  # the element is in the snapshot but hidden from assistive technology

#: Longest quoted text in a line; longer names are cut with an ellipsis.
MAX_QUOTED = 160
#: How many snapshots' views stay cached.
CACHE_SIZE = 256

_COLLAPSED_ROLES = frozenset(
    {"generic", "rowgroup", "layouttable", "layouttablerow", "caption", "legend", "figcaption"}
)
#: Roles whose name usually comes from their own subtree (content, caption, legend).
_NAMED_BY_SUBTREE_ROLES = NAME_FROM_CONTENT_ROLES | {"table", "grid", "group", "figure"}
_CAPTION_ROLES = frozenset({"legend", "caption", "figcaption"})
#: Controls whose children are read after them (not a select's options: it is collapsed).
_CONTAINER_WIDGET_ROLES = frozenset({"listbox", "menuitem", "treeitem"})
_CELL_ROLES = frozenset({"cell", "gridcell", "columnheader", "rowheader", "layouttablecell"})
_TABLE_ROLES = frozenset({"table", "grid", "treegrid"})
_CHECK_WORDS = {"checked": "checked", "unchecked": "not checked", "mixed": "half checked"}
_SWITCH_WORDS = {"checked": "on", "unchecked": "off"}
_PRESS_WORDS = {"pressed": "pressed", "not pressed": "not pressed", "mixed": "half pressed"}
#: How NVDA names roles in browse mode.
_SPOKEN_ROLES = {
    "textbox": "edit",
    "searchbox": "search edit",
    "combobox": "combo box",
    "listbox": "list box",
    "spinbutton": "spin button",
    "radio": "radio button",
    "menuitem": "menu item",
    "menuitemcheckbox": "check menu item",
    "menuitemradio": "radio menu item",
    "treeitem": "tree view item",
    "summary": "button",
    "progressbar": "progress bar",
    "image": "graphic",
    "date": "date edit",
    "datetime": "date and time edit",
    "inputtime": "time edit",
    "colorwell": "color picker",
    "gridcell": "cell",
    "contentinfo": "content info",
    "alertdialog": "alert dialog",
    "radiogroup": "grouping",
    "group": "grouping",
    **dict.fromkeys(DPUB_LINK_ROLES, "link"),  # platform APIs expose them as links
}
_SPOKEN_STATES = {"disabled": "unavailable", "readonly": "read only"}
_LEAD_STATES = frozenset(_CHECK_WORDS) | frozenset(_PRESS_WORDS)


@dataclass(frozen=True)
class CandidateInfo:
    """What the accessibility tree says about one candidate."""

    id: int  # stable candidate id (data-nexui-id)
    role: str  # computed role, e.g. "button", "textbox", "link", "checkbox"
    name: str  # accessible name, whitespace-normalised
    description: str  # accessible description ("" if none)
    value: str  # current value for form controls ("" if none)
    states: tuple[str, ...]  # lower-case tokens, e.g. ("checked",), ("required", "invalid")
    content: str = ""  # text inside a candidate without a name (a clickable <div>), else ""


@dataclass(frozen=True)
class StateViews:
    """The text views of one state."""

    axtree: str
    reader: str
    candidates: str
    candidate_info: tuple[CandidateInfo, ...]
    text: str


def build_views(
    html: str | bytes,
    candidate_ids: Sequence[int],
    focused: int | None,
    announcements: Sequence[tuple[str, str]],
) -> StateViews:
    """All text views of a state.

    ``candidate_ids`` gives the candidates in observation order; ``focused`` the stable id of
    the focused candidate (or None); ``announcements`` the ``(politeness, text)`` pairs live
    regions announced since the previous state (objects with ``politeness`` and ``text``
    attributes are accepted too).
    """
    if not isinstance(html, (str, bytes)):
        raise TypeError(f"html: expected str or bytes, found {type(html).__name__}")
    ids = tuple(_candidate_id(value) for value in candidate_ids)
    pairs = tuple(_announcement(item) for item in announcements)
    return _cached_views(html, ids, focused, pairs)


def _candidate_id(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            return int(value)  # numpy integers
        except (TypeError, ValueError):
            raise TypeError(
                f"candidate_ids: expected integers, found {type(value).__name__} {value!r}"
            ) from None
    return value


def _announcement(item: object) -> tuple[str, str]:
    if isinstance(item, tuple) and len(item) == 2:
        politeness, text = item
    elif hasattr(item, "politeness") and hasattr(item, "text"):
        politeness, text = item.politeness, item.text
    else:
        raise TypeError(
            f"announcements: expected (politeness, text) pairs, found {type(item).__name__}"
        )
    return str(politeness), str(text)


@lru_cache(maxsize=CACHE_SIZE)
def _cached_views(
    html: str | bytes,
    candidate_ids: tuple[int, ...],
    focused: int | None,
    announcements: tuple[tuple[str, str], ...],
) -> StateViews:
    return compute_views(html, candidate_ids, focused, announcements)


def compute_views(
    html: str | bytes,
    candidate_ids: Sequence[int],
    focused: int | None,
    announcements: Sequence[tuple[str, str]],
) -> StateViews:
    """:func:`build_views` without the cache (for benchmarks); arguments are not checked."""
    root = parse_html(html)
    return views_of_tree(build_tree(root, focused), root, candidate_ids, announcements)


def views_of_tree(
    tree: AXNode,
    root: etree._Element,
    candidate_ids: Sequence[int],
    announcements: Sequence[tuple[str, str]],
) -> StateViews:
    """The views of an accessibility tree built from the parsed snapshot ``root``."""
    survey = _Survey(tree)
    infos = candidate_infos(tree, root, candidate_ids, survey.by_id)
    return StateViews(
        axtree=format_axtree(tree, survey.widget_names),
        reader=format_reader(tree, announcements, survey.widget_names),
        candidates="\n".join(candidate_line(info) for info in infos),
        candidate_info=infos,
        text=normalise(" ".join(survey.texts)),
    )


class _Survey:
    """What the views need from the whole tree, gathered in one pass: candidate nodes by id,
    the names of widgets (to spot label text) and the reachable text pieces, in document
    order."""

    __slots__ = ("by_id", "widget_names", "texts", "_names")

    def __init__(self, tree: AXNode) -> None:
        self.by_id: dict[int, AXNode] = {}
        self._names: set[str] = set()
        self.texts: list[str] = []
        self._visit(tree)  # recursion: faster than an explicit stack in CPython 3.11
        self.widget_names = frozenset(self._names)

    def _visit(self, node: AXNode) -> None:
        if node.nexui_id is not None:
            self.by_id.setdefault(node.nexui_id, node)
        texts = self.texts
        name = node.name
        if name:
            if not texts or texts[-1] != name:  # a link's text leaf repeats its name
                texts.append(name)
            if node.role in WIDGET_ROLES:
                self._names.add(name)
        if node.value:
            texts.append(node.value)
        if node.description:
            texts.append(node.description)
        for child in node.children:
            if child.role == "text":  # half the nodes: handled here, without a call
                if not texts or texts[-1] != child.name:
                    texts.append(child.name)
            else:
                self._visit(child)


# -- candidates ------------------------------------------------------------------------------


def candidate_infos(
    tree: AXNode,
    root: etree._Element,
    candidate_ids: Sequence[int],
    nodes: Mapping[int, AXNode] | None = None,
) -> tuple[CandidateInfo, ...]:
    """One :class:`CandidateInfo` per id, in the given order.

    An id whose element is hidden from assistive technology gets role ``none`` and the state
    ``hidden``; an id not in the snapshot at all gets role ``generic`` and ``missing``.
    ``nodes`` (the tree's nodes by stable id) is computed when not given.
    """
    if nodes is None:
        nodes = _Survey(tree).by_id
    in_snapshot: frozenset[int] | None = None  # read from the snapshot only when needed
    infos = []
    for candidate_id in candidate_ids:
        node = nodes.get(candidate_id)
        if node is not None:
            infos.append(
                CandidateInfo(
                    id=candidate_id,
                    role=node.role,
                    name=node.name,
                    description=node.description,
                    value=node.value,
                    states=node.states,
                    content="" if node.name else inline_text(node),
                )
            )
            continue
        if in_snapshot is None:
            in_snapshot = _stable_ids(root)
        if candidate_id in in_snapshot:
            infos.append(CandidateInfo(candidate_id, "none", "", "", "", (HIDDEN,)))
        else:
            infos.append(CandidateInfo(candidate_id, "generic", "", "", "", (MISSING,)))
    return tuple(infos)


_STABLE_IDS = etree.XPath("//@data-nexui-id")


def _stable_ids(root: etree._Element) -> frozenset[int]:
    """Every stable id in the snapshot (one query for all of them)."""
    ids = set()
    for value in _STABLE_IDS(root):
        try:
            ids.add(int(value))
        except ValueError:
            continue
    return frozenset(ids)


def candidate_line(info: CandidateInfo) -> str:
    """``[7] textbox "Amount" (required, invalid, value "2x")``."""
    details = list(info.states)
    if info.value:
        details.append(f"value {quote(info.value)}")
    if info.description:
        details.append(f"description {quote(info.description)}")
    if info.content:
        details.append(f"content {quote(info.content)}")
    line = f"[{info.id}] {info.role} {quote(info.name)}"
    return f"{line} ({', '.join(details)})" if details else line


def quote(text: str) -> str:
    """Text in double quotes, inner quotes escaped, cut at :data:`MAX_QUOTED` characters."""
    if len(text) > MAX_QUOTED:
        text = text[: MAX_QUOTED - 1].rstrip() + "…"
    if '"' in text or "\\" in text:
        text = text.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{text}"'


# -- axtree ----------------------------------------------------------------------------------


def format_axtree(tree: AXNode, widget_names: frozenset[str] | None = None) -> str:
    """The axtree view: the tree with wrappers collapsed, one node a line.

    ``widget_names`` (the names of the tree's widgets) is computed when not given.
    """
    if widget_names is None:
        widget_names = _Survey(tree).widget_names
    lines = [_axtree_line(tree, "")]
    for child in tree.children:
        _axtree_lines(child, "  ", "", False, widget_names, lines)
    return "\n".join(lines)


def _axtree_lines(
    node: AXNode,
    indent: str,
    enclosing_name: str,
    in_label: bool,
    widget_names: frozenset[str],
    lines: list[str],
) -> None:
    role = node.role
    if role == "text":
        if not _is_redundant_text(node.name, enclosing_name, in_label, widget_names):
            lines.append(f"{indent}text {quote(node.name)}")
        return
    name = node.name
    if node.nexui_id is None:
        if role == "image" and name and name in enclosing_name:
            return  # a link's or button's image, already said by its name
        collapsed = role == "label" or (role in _COLLAPSED_ROLES and not name)
    else:
        collapsed = False
    if not collapsed:
        lines.append(_axtree_line(node, indent))
        indent += "  "
    # Text is only redundant under a name its own subtree produced (a link's content), not
    # under an author-given one (a region's aria-label).
    if role in _NAMED_BY_SUBTREE_ROLES:
        enclosing_name = name
    in_label = in_label or role == "label"
    for child in node.children:
        if child.role == "text":  # half the nodes: handled here, without a call
            text = child.name
            if not _is_redundant_text(text, enclosing_name, in_label, widget_names):
                lines.append(f"{indent}text {quote(text)}")
        else:
            _axtree_lines(child, indent, enclosing_name, in_label, widget_names, lines)


def _axtree_line(node: AXNode, indent: str) -> str:
    line = (
        f"{indent}[{node.nexui_id}] {node.role}"
        if node.nexui_id is not None
        else indent + node.role
    )
    if node.name:
        line += " " + quote(node.name)
    if node.properties:
        level = node.properties.get("level")
        if level and (level > 1 or node.role != "listitem"):
            line += f" level {level}"  # a list item's level only when its list is nested
    if node.states:
        line += " " + " ".join(node.states)
    if node.value:
        line += " value " + quote(node.value)
    if node.description:
        line += " description " + quote(node.description)
    return line


def _is_redundant_text(
    text: str, enclosing_name: str, in_label: bool, widget_names: frozenset[str]
) -> bool:
    """Text already said by an enclosing name, or label text that names a control."""
    if text in enclosing_name:
        return True
    return in_label and any(text in name for name in widget_names)


# -- reader ----------------------------------------------------------------------------------


def format_reader(
    tree: AXNode,
    announcements: Iterable[tuple[str, str]] = (),
    widget_names: frozenset[str] | None = None,
) -> str:
    """The reader view: announcements, then the page as browse mode reads it."""
    if widget_names is None:
        widget_names = _Survey(tree).widget_names
    lines = [
        f"Announcement ({politeness}): {normalise(text)}"
        for politeness, text in announcements
        if normalise(text)
    ]
    if tree.name:
        lines.append(f"document {quote(tree.name)}")
    reader = _Reader(widget_names, lines)
    for child in tree.children:
        reader.read(child)
    return "\n".join(lines)


class _Reader:
    """Speaks nodes into lines, the way NVDA's browse mode reads a page top to bottom."""

    def __init__(self, widget_names: frozenset[str], lines: list[str]) -> None:
        self.widget_names = widget_names
        self.lines = lines
        self.in_label = 0

    def read(self, node: AXNode) -> None:
        role = node.role
        if role == "text":
            self._text(node.name)
            return
        if role in LANDMARK_ROLES and (node.name or role not in ("form", "region")):
            self._region(node, f"{_spoken_role(role)} landmark")
        elif role in ("dialog", "alertdialog"):
            self._region(node, _spoken_role(role))
        elif role in ("group", "radiogroup") and node.name and node.tag != "optgroup":
            self._region(node, "grouping")
        elif role == "figure" and node.name:
            self._region(node, "figure")
        elif role == "heading":
            level = node.properties.get("level", 2)
            self.lines.append(f"heading level {level} {quote(node.name)}".rstrip())
            self._widgets_within(node)
        elif role in _TABLE_ROLES:
            self._table(node)
        elif role == "list":
            items = sum(1 for child in node.children if child.role == "listitem")
            self.lines.append(f"list with {items} item{'s' if items != 1 else ''}")
            self._children(node)
            self.lines.append("end of list")
        elif role == "textbox" and is_rich_text(node):
            # Browse mode reads a rich-text editor's content with its structure (headings,
            # lists, links), not as one value string.
            self._region(node._replace(value=""), spoken_control(node._replace(name="", value="")))
        elif role in WIDGET_ROLES or role in ("progressbar", "meter"):
            self.lines.append(spoken_control(node))
            if role in _CONTAINER_WIDGET_ROLES:
                # Options of a list box, nested items of a tree item or submenus; their own
                # text was said in the control's name.
                for child in node.children:
                    if child.role != "text":
                        self.read(child)
        elif role in ("image", "separator"):
            self.lines.append(spoken_control(node) if node.name else _spoken_role(role))
        elif role == "generic" and node.nexui_id is not None and not node.name:
            text = inline_text(node)
            self.lines.append(f"clickable {quote(text)}" if text else "clickable")
        elif role == "label":
            self.in_label += 1
            self._children(node)
            self.in_label -= 1
        else:
            self._children(node)

    def _text(self, text: str) -> None:
        if not (self.in_label and _is_redundant_text(text, "", True, self.widget_names)):
            self.lines.append(text)

    def _children(self, node: AXNode) -> None:
        for child in node.children:
            role = child.role
            if role == "text":
                self._text(child.name)
            elif node.name and role in _CAPTION_ROLES:
                continue  # the legend/caption was spoken as the group's or figure's name
            else:
                self.read(child)

    def _region(self, node: AXNode, spoken: str) -> None:
        self.lines.append(f"{spoken} {quote(node.name)}" if node.name else spoken)
        self._children(node)
        self.lines.append(f"end of {spoken}")

    def _widgets_within(self, node: AXNode) -> None:
        for child in node.walk():
            if child is not node and child.role in WIDGET_ROLES:
                self.lines.append(spoken_control(child))

    def _table(self, node: AXNode) -> None:
        rows = _rows(node)
        columns = max((len(_cells(row)) for row in rows), default=0)
        spoken = _spoken_role(node.role)
        label = f" {quote(node.name)}" if node.name else ""
        self.lines.append(f"{spoken}{label} with {len(rows)} rows and {columns} columns")
        headers: list[str] = []
        for number, row in enumerate(rows, start=1):
            cells = _cells(row)
            if cells and all(cell.role == "columnheader" for cell in cells):
                headers = [cell.name or inline_text(cell) for cell in cells]
                self.lines.append("column headers: " + ", ".join(headers))
                continue
            spoken_cells = []
            for position, cell in enumerate(cells):
                text = inline_text(cell)
                if not text:
                    continue  # browse mode passes over empty cells
                header = headers[position] if position < len(headers) else ""
                if cell.role == "rowheader" or not header:
                    spoken_cells.append(text)
                else:
                    spoken_cells.append(f"{header}: {text}")
            self.lines.append(f"row {number}: " + "; ".join(spoken_cells))
        self.lines.append(f"end of {spoken}")


def _rows(table: AXNode) -> list[AXNode]:
    rows: list[AXNode] = []
    stack = list(reversed(table.children))
    while stack:
        node = stack.pop()
        if node.role == "row":
            rows.append(node)
        elif node.role not in _TABLE_ROLES:
            stack.extend(reversed(node.children))
    return rows


def _cells(row: AXNode) -> list[AXNode]:
    return [child for child in row.children if child.role in _CELL_ROLES]


def is_rich_text(node: AXNode) -> bool:
    """A text box that holds document content (a contenteditable editor), not a field."""
    return node.tag not in ("input", "textarea") and any(
        child.role != "text" for child in node.children
    )


def inline_text(node: AXNode) -> str:
    """A subtree spoken on one line: its text, with controls and images as they sound."""
    parts: list[str] = []
    stack = list(reversed(node.children))
    while stack:
        child = stack.pop()
        if child.role == "text":
            parts.append(child.name)
        elif child.role in WIDGET_ROLES or child.role == "image":
            parts.append(spoken_control(child))
        else:
            stack.extend(reversed(child.children))
    return " ".join(parts)


def spoken_control(node: AXNode) -> str:
    """A control as browse mode speaks it: ``checkbox checked "Email me offers"``,
    ``edit "Amount" required invalid "2x"``."""
    role = node.role
    words = [_spoken_role(role)]
    states = list(node.states)
    for state in states:
        if state in _PRESS_WORDS and role == "button":
            words[0] = "toggle button"
            words.append(_PRESS_WORDS[state])
        elif state in _CHECK_WORDS and role == "switch":
            words.append(_SWITCH_WORDS.get(state, _CHECK_WORDS[state]))
        elif state in _CHECK_WORDS:
            words.append(_CHECK_WORDS[state])
    if node.name:
        words.append(quote(node.name))
    for state in states:
        if state not in _LEAD_STATES and not state.startswith("haspopup"):
            words.append(_SPOKEN_STATES.get(state, state))
        elif state.startswith("haspopup") and role != "combobox":
            words.append("has popup")  # a combo box's popup goes without saying
    if node.value:
        words.append(quote(node.value))
    if node.description:
        words.append(f"({node.description})")
    return " ".join(words)


def _spoken_role(role: str) -> str:
    return _SPOKEN_ROLES.get(role, role)
