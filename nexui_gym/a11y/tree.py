"""The accessibility tree of a DOM snapshot, as Chromium would expose it to a screen reader.

One pre-order walk over the lxml tree decides for each element whether it is rendered, its
role (with the context that roles depend on: tables, lists, sectioning, disabled fieldsets),
and whether it becomes a node. Like Chromium, the tree leaves out what a screen reader never
meets on its own: hidden subtrees, presentational elements, and unnamed ``generic`` wrappers
that cannot take focus; their children are lifted into the parent. Text-level elements
(``<strong>``, ``<em>``, ``<code>``, ...) are folded into the surrounding text unless they
carry a name, so that a text leaf holds a whole run of text as a reader speaks it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from lxml import etree

from nexui_gym.a11y.document import Document
from nexui_gym.a11y.dom import (
    BLOCK_TAGS,
    GLUED_INLINE_TAGS,
    HIDDEN_SELF,
    HIDDEN_SUBTREE,
    VISIBLE,
    control_value,
    hidden_kind,
    inline_visibility,
    input_type,
    is_closed_details_content,
    is_details_summary,
    is_focusable,
    selected_options,
)
from nexui_gym.a11y.names import (
    FOCUS_NAMED_ROLES,
    accessible_description,
    accessible_name,
    normalise,
)
from nexui_gym.a11y.roles import (
    ASIDE_SCOPING_TAGS,
    GLOBAL_ARIA_ATTRIBUTES,
    HEADER_SCOPING_TAGS,
    explicit_role,
    header_footer_role,
    input_role,
    is_data_table,
    select_role,
    tag_role,
    th_role,
)
from nexui_gym.a11y.states import states_and_properties

_NO_PROPERTIES: Mapping[str, object] = MappingProxyType({})


@dataclass(frozen=True)
class AXNode:
    """One node of the accessibility tree.

    ``role`` uses Chromium's role names (see ``nexui_gym.a11y.roles``); text leaves have role
    ``text`` and their text as ``name``. ``nexui_id`` is the stable candidate id
    (``data-nexui-id``), ``dom_index`` the element's pre-order position among all elements of
    the snapshot (``<html>`` is 0; None for text leaves and the document).
    """

    role: str
    name: str = ""
    description: str = ""
    value: str = ""
    states: tuple[str, ...] = ()
    properties: Mapping[str, object] = field(default_factory=lambda: _NO_PROPERTIES)
    nexui_id: int | None = None
    dom_index: int | None = None
    tag: str = ""
    children: tuple[AXNode, ...] = ()

    def walk(self) -> Iterator[AXNode]:
        """This node and all below it, in document order."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))


#: Roles whose element content is not walked: the node speaks for its subtree.
_LEAF_TAGS = frozenset(
    {
        "audio",
        "canvas",
        "embed",
        "hr",
        "iframe",
        "img",
        "input",
        "math",
        "meter",
        "object",
        "progress",
        "svg",
        "textarea",
        "video",
    }
)
#: Text-level semantics folded into the surrounding text when they carry no name.
_TEXT_LEVEL_ROLES = frozenset(
    {
        "abbr",
        "code",
        "deletion",
        "emphasis",
        "insertion",
        "mark",
        "strong",
        "subscript",
        "superscript",
        "time",
    }
)
#: Roles whose node exposes a value (Chromium reports none for listboxes).
_VALUE_ROLES = frozenset(
    {
        "colorwell",
        "combobox",
        "date",
        "datetime",
        "inputtime",
        "meter",
        "progressbar",
        "scrollbar",
        "searchbox",
        "slider",
        "spinbutton",
        "textbox",
    }
)
_FORM_CONTROL_TAGS = frozenset({"button", "input", "optgroup", "option", "select", "textarea"})
_ROW_PARTS = frozenset({"tr", "td", "th", "thead", "tbody", "tfoot"})
_TABLE_ROLES = {"table": "table", "grid": "grid", "treegrid": "grid", "layouttable": "layout"}
_CELL_ROLES = {"table": "cell", "grid": "gridcell", "layout": "layouttablecell"}
_ROW_ROLES = {"table": "row", "grid": "row", "layout": "layouttablerow"}

#: Marks a block boundary between text runs while children are collected.
_BREAK = object()


@dataclass(frozen=True)
class _Context:
    """What an element's role and states depend on among its ancestors."""

    fieldset_disabled: bool = False  # inside a disabled fieldset (not in its first legend)
    aria_disabled: bool = False  # an ancestor has aria-disabled="true" (Chromium inherits it)
    invisible: bool = False  # an inline visibility: hidden is inherited
    header_scoped: bool = False  # inside article/aside/main/nav/section
    aside_scoped: bool = False  # inside article/aside/nav/section
    table: str = ""  # kind of the nearest table: table, grid, layout, none
    list_presentational: bool = False  # parent is a presentational ul/ol/menu
    in_modal: bool = False  # inside the modal dialog (when one is open)


_TOP = _Context()


def build_tree(root: etree._Element, focused: int | None = None) -> AXNode:
    """The accessibility tree of a parsed snapshot (see :func:`nexui_gym.a11y.parse_html`).

    ``focused`` is the stable id of the focused candidate; an element carrying
    ``data-nexui-focused`` is focused too. The root node has role ``document`` and the page
    title as its name.
    """
    return _Builder(root, focused).build()


class _Builder:
    __slots__ = ("document", "focused", "index", "modal", "modal_path")

    def __init__(self, root: etree._Element, focused: int | None) -> None:
        self.document = Document(root)
        self.focused = focused
        self.index = 0
        self.modal = modal_dialog(root, focused)
        # The modal dialog's ancestors: the only way into the dialog through an inert page.
        self.modal_path = frozenset(self.modal.iterancestors()) if self.modal is not None else None

    def build(self) -> AXNode:
        root = self.document.root
        self.index = 1  # <html> itself is element 0
        out: list = []
        self._collect(root, _TOP, out, own_text=False)
        return AXNode(
            role="document",
            name=normalise(self.document.title()),
            tag="#document",
            children=_finish(out),
        )

    # -- walking ---------------------------------------------------------------------------

    def _collect(
        self,
        parent: etree._Element,
        context: _Context,
        out: list,
        own_text: bool = True,
        legend_context: _Context | None = None,
    ) -> None:
        """Append the nodes and text runs of ``parent``'s children to ``out``."""
        closed_details = parent.tag == "details" and parent.get("open") is None
        if closed_details:
            own_text = False  # only the summary of a closed details is rendered
        if own_text and parent.text:
            out.append(parent.text)
        first_legend = legend_context is not None
        for child in parent:
            tag = child.tag
            if isinstance(tag, str):
                index = self.index
                self.index += 1
                if closed_details and is_closed_details_content(child, parent):
                    self._skip(child)
                elif first_legend and tag == "legend":
                    first_legend = False
                    self._element(child, tag, index, legend_context, out)
                else:
                    self._element(child, tag, index, context, out)
            if own_text and child.tail:
                out.append(child.tail)

    def _skip(self, element: etree._Element) -> None:
        """Account for the dom indexes of a subtree that is not walked."""
        for _ in element.iterdescendants(etree.Element):
            self.index += 1

    def _element(
        self, element: etree._Element, tag: str, index: int, context: _Context, out: list
    ) -> None:
        if self.modal_path is not None and not context.in_modal:
            # A modal dialog makes the rest of the page inert (Chromium drops it).
            if element is self.modal:
                context = replace(context, in_modal=True)
            elif element in self.modal_path:
                self._collect(element, context, out, own_text=False)
                return
            else:
                self._skip(element)
                return
        kind = hidden_kind(element)
        if kind == HIDDEN_SUBTREE:
            self._skip(element)
            return
        visibility = inline_visibility(element.get("style"))
        if visibility is not None and visibility == context.invisible:
            context = replace(context, invisible=not visibility)
        if kind == HIDDEN_SELF or context.invisible:
            # visibility: hidden hides the element and its own text; a descendant may show.
            self._lift(element, tag, context, out, own_text=False)
            return
        if tag == "br":
            out.append(_BREAK)
            return
        role = self._role(element, tag, context)
        ignored = role == "none" or (
            (role == "generic" or role in _TEXT_LEVEL_ROLES or tag == "tbody")
            and not self._is_exposed(element)
        )
        if ignored:
            self._lift(element, tag, self._child_context(element, tag, role, context), out)
            return
        out.append(self._node(element, tag, role, index, context))

    def _lift(
        self,
        element: etree._Element,
        tag: str,
        context: _Context,
        out: list,
        own_text: bool = True,
    ) -> None:
        """Put an element's children in its place (it makes no node of its own)."""
        if tag in _LEAF_TAGS:
            self._skip(element)
            return
        # A block ends the text run; other elements but text-level ones set words apart
        # (see GLUED_INLINE_TAGS), so that "Email<span class=hint>a@b.c</span>" reads as two.
        edge = _BREAK if tag in BLOCK_TAGS else (" " if tag not in GLUED_INLINE_TAGS else None)
        if edge is not None:
            out.append(edge)
        self._collect(element, context, out, own_text, self._legend_context(element, context))
        if edge is not None:
            out.append(edge)

    def _is_exposed(self, element: etree._Element) -> bool:
        """Whether a generic element is kept: Chromium keeps focusable, clickable (candidate),
        named and live generic elements."""
        get = element.get
        return bool(
            get("data-nexui-id") is not None
            or get("aria-label")
            or get("aria-labelledby")
            or get("title")
            or get("aria-live")
            or is_focusable(element)
        )

    def _node(
        self, element: etree._Element, tag: str, role: str, index: int, context: _Context
    ) -> AXNode:
        child_context = self._child_context(element, tag, role, context)
        if tag == "select":
            children = self._options(element, child_context)
        elif tag in _LEAF_TAGS or role == "image":
            self._skip(element)
            children = ()
        else:
            out: list = []
            self._collect(
                element, child_context, out, legend_context=self._legend_context(element, context)
            )
            children = _finish(out)
        nexui_id = _stable_id(element)
        focused = element.get("data-nexui-focused") is not None or (
            nexui_id is not None and nexui_id == self.focused
        )
        from_content = None
        if role == "row":
            from_content = context.table == "grid"  # Chromium names rows only in grids
        elif focused and role in FOCUS_NAMED_ROLES:
            from_content = True
        name = accessible_name(self.document, element, role, from_content)
        disabled = context.aria_disabled or (
            context.fieldset_disabled and tag in _FORM_CONTROL_TAGS
        )
        states, properties = states_and_properties(
            element, role, disabled=disabled, focused=focused, modal=element is self.modal
        )
        return AXNode(
            role=role,
            name=name.text,
            description=accessible_description(self.document, element, name),
            value=(
                normalise(control_value(element, role))
                if role in _VALUE_ROLES or tag == "input"
                else ""
            ),
            states=states,
            properties=MappingProxyType(properties) if properties else _NO_PROPERTIES,
            nexui_id=nexui_id,
            dom_index=index,
            tag=tag,
            children=children,
        )

    def _options(self, select: etree._Element, context: _Context) -> tuple[AXNode, ...]:
        """The option (and optgroup) nodes of a ``<select>``, marked with the live choice."""
        chosen = selected_options(select)
        disabled = context.aria_disabled or context.fieldset_disabled
        select_disabled = disabled or select.get("disabled") is not None
        nodes = []
        for child in select:
            if not isinstance(child.tag, str):
                continue
            index = self.index
            self.index += 1
            if hidden_kind(child) == HIDDEN_SUBTREE or child.tag not in ("option", "optgroup"):
                self._skip(child)
                continue
            if child.tag == "option":
                nodes.append(self._option(child, index, chosen, select_disabled))
                continue
            group_disabled = select_disabled or child.get("disabled") is not None
            options = []
            for option in child:
                if not isinstance(option.tag, str):
                    continue
                option_index = self.index
                self.index += 1
                if option.tag == "option" and hidden_kind(option) != HIDDEN_SUBTREE:
                    options.append(self._option(option, option_index, chosen, group_disabled))
                else:
                    self._skip(option)
            name = accessible_name(self.document, child, "group")
            nodes.append(
                AXNode(
                    role="group",
                    name=name.text,
                    dom_index=index,
                    tag="optgroup",
                    children=tuple(options),
                )
            )
        return tuple(nodes)

    def _option(self, option: etree._Element, index: int, chosen: list, disabled: bool) -> AXNode:
        self._skip(option)
        name = accessible_name(self.document, option, "option")
        states, properties = states_and_properties(
            option, "option", disabled=disabled, focused=False, selected=option in chosen
        )
        return AXNode(
            role="option",
            name=name.text,
            states=states,
            nexui_id=_stable_id(option),
            dom_index=index,
            tag="option",
        )

    # -- roles -----------------------------------------------------------------------------

    def _role(self, element: etree._Element, tag: str, context: _Context) -> str:
        """The computed role: explicit ARIA role, else implicit, with the presentational
        conflict rule (ARIA 1.2 9.3): a focusable element or one with a global ARIA
        attribute is never presentational."""
        explicit = explicit_role(element.get("role"))
        if explicit == "region" and not self._has_name(element, "region"):
            explicit = None  # ARIA: a region needs a name; Chromium makes it generic
        if explicit is not None and explicit != "none":
            return explicit
        implicit = self._implicit_role(element, tag, context)
        if explicit is None and implicit != "none":
            return implicit
        if is_focusable(element) or _has_global_aria(element):
            if implicit != "none":
                return implicit
            return "image" if tag == "img" else "generic"
        return "none"

    def _implicit_role(self, element: etree._Element, tag: str, context: _Context) -> str:
        role = tag_role(tag)
        if role is not None:
            if tag == "li" and context.list_presentational:
                return "none"
            return role
        get = element.get
        if tag == "a" or tag == "area":
            return "link" if get("href") is not None else "generic"
        if tag == "input":
            return input_role(input_type(element), get("list") is not None)
        if tag == "select":
            return select_role(get("multiple") is not None, get("size"))
        if tag == "img":
            return "none" if get("alt") == "" else "image"
        if tag == "svg":
            # Chromium ignores an empty <svg>; one with content or a name is an image.
            return "image" if len(element) or get("aria-label") else "none"
        if tag in ("header", "footer"):
            return header_footer_role(tag, context.header_scoped)
        if tag == "aside":
            if context.aside_scoped and not self._has_name(element, "complementary"):
                return "generic"
            return "complementary"
        if tag == "section":
            return "region" if self._has_name(element, "region") else "generic"
        if tag == "form":
            return "form"  # Chromium exposes every form, named or not (HTML-AAM: named only)
        if tag == "table":
            return "table" if is_data_table(element) else "layouttable"
        if tag in _ROW_PARTS:
            return self._table_part_role(element, tag, context)
        if tag == "summary":
            return "summary" if is_details_summary(element) else "generic"
        return "generic"

    def _table_part_role(self, element: etree._Element, tag: str, context: _Context) -> str:
        table = context.table
        if table == "none":
            return "none"
        if tag == "tr":
            return _ROW_ROLES.get(table, "generic")
        if tag == "td":
            return _CELL_ROLES.get(table, "generic")
        if tag == "th":
            if table == "layout":
                return "layouttablecell"
            return th_role(element) if table else "generic"
        # Row groups; Chromium leaves a tbody out of the tree unless it is focusable or named.
        return "rowgroup" if table in ("table", "grid") else "generic"

    def _has_name(self, element: etree._Element, role: str) -> bool:
        return bool(accessible_name(self.document, element, role).text)

    def _child_context(
        self, element: etree._Element, tag: str, role: str, context: _Context
    ) -> _Context:
        changes: dict[str, object] = {}
        if tag in HEADER_SCOPING_TAGS and not context.header_scoped:
            changes["header_scoped"] = True
        if tag in ASIDE_SCOPING_TAGS and not context.aside_scoped:
            changes["aside_scoped"] = True
        if tag == "table":
            changes["table"] = "none" if role == "none" else _TABLE_ROLES.get(role, "")
        elif role in ("grid", "treegrid"):
            changes["table"] = "grid"
        presentational_list = role == "none" and tag in ("ul", "ol", "menu")
        if presentational_list != context.list_presentational:
            changes["list_presentational"] = presentational_list
        if tag == "fieldset" and element.get("disabled") is not None:
            changes["fieldset_disabled"] = True
        aria_disabled = element.get("aria-disabled")
        if aria_disabled is not None and aria_disabled.strip().lower() == "true":
            changes["aria_disabled"] = True
        return replace(context, **changes) if changes else context

    def _legend_context(self, element: etree._Element, context: _Context) -> _Context | None:
        """For a disabled fieldset: the context of its first legend, which stays enabled."""
        if element.tag == "fieldset" and element.get("disabled") is not None:
            return context
        return None


def modal_dialog(root: etree._Element, focused: int | None) -> etree._Element | None:
    """The open ``<dialog>`` that was shown modally, if any.

    ``showModal()`` makes everything outside the dialog inert, ``show()`` does not, and a
    snapshot only keeps the ``open`` attribute. A dialog capture marked
    ``data-nexui-modal`` is modal; otherwise an open dialog that holds the focus is taken to
    be modal (a modal dialog always does, and pages rarely use non-modal ``show()``).
    """
    candidates = [dialog for dialog in root.iter("dialog") if dialog.get("open") is not None]
    for dialog in candidates:
        if dialog.get("data-nexui-modal") is not None:
            return dialog
    for dialog in reversed(candidates):  # the last opened sits on top
        if hidden_kind(dialog) != VISIBLE:
            continue
        for element in dialog.iter():
            if element.get("data-nexui-focused") is not None or (
                focused is not None and _stable_id(element) == focused
            ):
                return dialog
    return None


def _has_global_aria(element: etree._Element) -> bool:
    return not GLOBAL_ARIA_ATTRIBUTES.isdisjoint(element.attrib)


def _stable_id(element: etree._Element) -> int | None:
    value = element.get("data-nexui-id")
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return None


def _finish(out: list) -> tuple[AXNode, ...]:
    """Turn collected nodes and text runs into children: adjacent runs join into one text
    leaf, whitespace-normalised; block boundaries end a run."""
    children: list[AXNode] = []
    run: list[str] = []
    for item in out:
        if isinstance(item, str):
            run.append(item)
            continue
        if run:
            _flush(run, children)
        if item is not _BREAK:
            children.append(item)
    if run:
        _flush(run, children)
    return tuple(children)


def _flush(run: list[str], children: list[AXNode]) -> None:
    text = normalise("".join(run))
    run.clear()
    if text:
        children.append(AXNode(role="text", name=text))
