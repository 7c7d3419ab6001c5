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
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import NamedTuple

from lxml import etree

from nexui_gym.a11y.document import AFTER, BEFORE, TEXT_TRANSFORM, Document, transform_text
from nexui_gym.a11y.dom import (
    BLOCK_TAGS,
    GLUED_INLINE_TAGS,
    HIDDEN_SELF,
    HIDDEN_SUBTREE,
    NEVER_RENDERED_TAGS,
    VISIBLE,
    Attributes,
    attributes,
    control_value,
    hidden_kind,
    inline_visibility,
    input_type,
    is_closed_details_content,
    is_focusable,
    selected_options,
)
from nexui_gym.a11y.names import (
    FOCUS_NAMED_ROLES,
    NATIVE_NAME_TAGS,
    Name,
    accessible_description,
    accessible_name,
    normalise,
)
from nexui_gym.a11y.roles import (
    ASIDE_SCOPING_TAGS,
    GLOBAL_ARIA_ATTRIBUTES,
    HEADER_SCOPING_TAGS,
    NAME_FROM_CONTENT_ROLES,
    TAG_ROLES,
    context_free_role,
    explicit_role,
    header_footer_role,
    input_role,
    is_data_table,
    select_role,
    th_role,
)
from nexui_gym.a11y.states import (
    STATEFUL_ROLES,
    STATEFUL_TAGS,
    stateless_properties,
    states_and_properties,
)

_NO_PROPERTIES: Mapping[str, object] = MappingProxyType({})
_NO_NAME = Name("", "")
_new_node = tuple.__new__


class AXNode(NamedTuple):
    """One node of the accessibility tree (immutable).

    ``role`` uses Chromium's role names (see ``nexui_gym.a11y.roles``); text leaves have role
    ``text`` and their text as ``name``. ``nexui_id`` is the stable candidate id
    (``data-nexui-id``), ``dom_index`` the element's pre-order position among all elements of
    the snapshot (``<html>`` is 0; None for text leaves and the document).

    A NamedTuple rather than a frozen dataclass: a state has about a thousand nodes and a
    frozen dataclass takes five times longer to build (measured: 1.4 µs against 0.3 µs a
    node), a third of the time budget of a state's views.
    """

    role: str
    name: str = ""
    description: str = ""
    value: str = ""
    states: tuple[str, ...] = ()
    properties: Mapping[str, object] = _NO_PROPERTIES
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


#: Elements whose content is not walked: the node speaks for its subtree (fallback content,
#: a text field's text, an image's drawing). A ``<canvas>`` is walked (Chromium exposes its
#: fallback content), and so is an ``<svg>`` holding links, text or roles.
_LEAF_TAGS = frozenset(
    {
        "audio",
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
#: SVG shapes; Chromium exposes one as ``graphics-symbol`` when it is focusable or named
#: (SVG-AAM), and walks an ``<svg>`` that holds a focusable element (a chart's bars).
_SVG_SHAPE_TAGS = frozenset({"circle", "ellipse", "line", "path", "polygon", "polyline", "rect"})
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

#: Elements whose tag alone can hide them (see ``hidden_kind``).
_TAG_HIDING_TAGS = NEVER_RENDERED_TAGS | {"dialog"}
#: Elements whose implicit role depends on attributes or context (``_implicit_role``).
_CONTEXTUAL_ROLE_TAGS = _ROW_PARTS | {
    "a",
    "area",
    "aside",
    "footer",
    "form",
    "header",
    "img",
    "input",
    "section",
    "select",
    "summary",
    "svg",
    "table",
}
#: Elements that change the context of their descendants (``_Context``).
_CONTEXT_TAGS = HEADER_SCOPING_TAGS | ASIDE_SCOPING_TAGS | {"table", "ul", "ol", "menu"}

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
    list_depth: int = 0  # how many lists enclose it (a list item's level)
    tree_depth: int = 0  # 1 inside a tree, plus one per group within it (a tree item's level)
    readonly_grid: bool = False  # inside a grid with aria-readonly="true"
    transform: str = ""  # the CSS text-transform its text is shown with (capture's mark)


_TOP = _Context()


def build_tree(root: etree._Element, focused: int | None = None) -> AXNode:
    """The accessibility tree of a parsed snapshot (see :func:`nexui_gym.a11y.parse_html`).

    ``focused`` is the stable id of the focused candidate; an element carrying
    ``data-nexui-focused`` is focused too. The root node has role ``document`` and the page
    title as its name.
    """
    return _Builder(root, focused).build()


class _Builder:
    __slots__ = (
        "document",
        "attributes_read",
        "read_attributes",
        "focused",
        "index",
        "modal",
        "modal_path",
    )

    def __init__(self, root: etree._Element, focused: int | None) -> None:
        self.document = Document(root)
        self.attributes_read = self.document.attributes_read
        self.read_attributes = self.document.read_attributes
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
        attrs: Attributes | None = None,
    ) -> None:
        """Append the nodes and text runs of ``parent``'s children to ``out``; ``attrs``
        are ``parent``'s (its generated content joins the run)."""
        closed_details = parent.tag == "details" and parent.get("open") is None
        if closed_details:
            own_text = False  # only the summary of a closed details is rendered
        transform = context.transform
        after = None
        if own_text and attrs:
            before, after = attrs.get(BEFORE), attrs.get(AFTER)
            if before:
                out.append(transform_text(before, transform))
        if own_text and parent.text:
            out.append(transform_text(parent.text, transform) if transform else parent.text)
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
                out.append(transform_text(child.tail, transform) if transform else child.tail)
        if after:
            out.append(transform_text(after, transform))

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
        attrs = self.attributes_read[element] = self.read_attributes(element)
        if attrs or tag in _TAG_HIDING_TAGS or context.invisible:
            kind = hidden_kind(tag, attrs)
            if kind == HIDDEN_SUBTREE:
                self._skip(element)
                return
            visibility = inline_visibility(attrs.get("style"))
            if visibility is not None and visibility == context.invisible:
                context = replace(context, invisible=not visibility)
            if kind == HIDDEN_SELF or context.invisible:
                # visibility: hidden hides the element and its own text; a descendant may show.
                self._lift(element, tag, attrs, context, out, own_text=False)
                return
            if tag == "br":
                out.append(_BREAK)
                return
            role = self._role(element, tag, attrs, context)
            ignored = role == "none" or (
                (role == "generic" or role in _TEXT_LEVEL_ROLES or tag == "tbody")
                and not _is_exposed(element, attrs)
            )
        else:
            # The bulk of a page: an element without any attribute the rules read. It is
            # rendered, has its implicit role, and a generic one is never exposed.
            if tag == "br":
                out.append(_BREAK)
                return
            role = TAG_ROLES.get(tag)
            if role is None:
                if tag in _CONTEXTUAL_ROLE_TAGS:
                    role = self._implicit_role(element, tag, attrs, context)
                else:
                    role = "generic"
            elif tag == "li" and context.list_presentational:
                role = "none"
            ignored = (
                role == "generic" or role == "none" or role in _TEXT_LEVEL_ROLES or tag == "tbody"
            )
        if ignored:
            if tag in _CONTEXT_TAGS or attrs or context.list_presentational:
                context = self._child_context(tag, attrs, role, context)
            self._lift(element, tag, attrs, context, out)
            return
        node = self._node(element, tag, attrs, role, index, context)
        if role != "paragraph" or node.name or len(element) or not _is_blank(element.text):
            out.append(node)
        # else: Chromium leaves a paragraph with nothing in it out of the tree

    def _lift(
        self,
        element: etree._Element,
        tag: str,
        attrs: Attributes,
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
        legend_context = context if tag == "fieldset" and "disabled" in attrs else None
        self._collect(element, context, out, own_text, legend_context, attrs)
        if edge is not None:
            out.append(edge)

    def _node(
        self,
        element: etree._Element,
        tag: str,
        attrs: Attributes,
        role: str,
        index: int,
        context: _Context,
    ) -> AXNode:
        child_context = context
        if attrs or context.list_presentational or tag in _CONTEXT_TAGS:
            child_context = self._child_context(tag, attrs, role, context)
        if tag == "select":
            children = self._options(element, child_context)
        elif (tag in _LEAF_TAGS or role == "image") and not (
            tag == "svg" and (_SVG_CONTENT(element) or _has_focusable_content(element))
        ):
            self._skip(element)
            children = ()
        else:
            out: list = []
            # The first legend of a disabled fieldset keeps the fieldset's own context.
            legend_context = context if tag == "fieldset" and "disabled" in attrs else None
            self._collect(element, child_context, out, legend_context=legend_context, attrs=attrs)
            children = _finish(out)
        nexui_id = _stable_id(attrs) if attrs else None
        focused = bool(attrs) and (
            "data-nexui-focused" in attrs or (nexui_id is not None and nexui_id == self.focused)
        )
        if role == "row":
            from_content = context.table == "grid"  # Chromium names rows only in grids
        else:
            from_content = role in NAME_FROM_CONTENT_ROLES or (
                focused and role in FOCUS_NAMED_ROLES
            )
        document = self.document
        if attrs or from_content or tag in NATIVE_NAME_TAGS:
            owns = from_content and attrs and "aria-owns" in attrs
            content = _plain_text(children) if from_content and not owns else None
            name = accessible_name(document, element, role, from_content, content, attrs)
        else:
            name = _NO_NAME  # a list, paragraph or row: nothing could name it
        description = (
            accessible_description(document, element, name, attrs) if attrs or tag == "svg" else ""
        )
        disabled = context.aria_disabled or (
            context.fieldset_disabled and tag in _FORM_CONTROL_TAGS
        )
        focusable = bool(attrs or tag in _FOCUSABLE_BARE_TAGS) and (
            _can_focus(element, tag, attrs, context) or element is self.modal
        )  # a dialog shown with showModal() takes focus itself
        if role == "listitem":
            level = context.list_depth or 1
        elif role == "treeitem":
            level = context.tree_depth or self._owned_tree_item_level(element)
        else:
            level = 0
        if disabled or focused or attrs or role in STATEFUL_ROLES or tag in STATEFUL_TAGS:
            states, properties = states_and_properties(
                element,
                role,
                attrs,
                disabled=disabled,
                focused=focused,
                modal=element is self.modal,
                focusable=focusable,
                level=level,
                readonly=context.readonly_grid,
            )
        else:
            states, properties = (), stateless_properties(focusable, level)
        value = ""
        if role in _VALUE_ROLES or tag == "input":
            value = normalise(control_value(element, role))
        # tuple.__new__ with every field: a NamedTuple's own constructor costs twice as
        # much, and this runs once a node.
        return _new_node(
            AXNode,
            (
                role,
                name.text,
                description,
                value,
                states,
                MappingProxyType(properties) if properties else _NO_PROPERTIES,
                nexui_id,
                index,
                tag,
                children,
            ),
        )

    def _options(self, select: etree._Element, context: _Context) -> tuple[AXNode, ...]:
        """The option (and optgroup) nodes of a ``<select>``, marked with the live choice."""
        disabled = context.aria_disabled or context.fieldset_disabled
        return self._option_nodes(select, selected_options(select), disabled)

    def _option_nodes(
        self, parent: etree._Element, chosen: list, disabled: bool
    ) -> tuple[AXNode, ...]:
        if parent.tag == "select" and parent.get("disabled") is not None:
            disabled = True
        group_disabled = parent.tag == "optgroup" and parent.get("disabled") is not None
        nodes = []
        for child in parent:
            tag = child.tag
            if not isinstance(tag, str):
                continue
            index = self.index
            self.index += 1
            attrs = self.document.attributes(child)
            if hidden_kind(tag, attrs) == HIDDEN_SUBTREE:
                self._skip(child)
            elif tag == "option":
                self._skip(child)
                # Chromium: an option can take focus unless it or its group is disabled
                # (a disabled select or fieldset disables it but leaves it focusable).
                own_disabled = group_disabled or "disabled" in attrs
                states, properties = states_and_properties(
                    child,
                    "option",
                    attrs,
                    disabled=disabled or own_disabled,
                    focused=False,
                    selected=child in chosen,
                    focusable=not own_disabled,
                )
                name = accessible_name(self.document, child, "option").text
                nodes.append(
                    AXNode(
                        role="option",
                        name=name,
                        states=states,
                        properties=MappingProxyType(properties),
                        nexui_id=_stable_id(attrs),
                        dom_index=index,
                        tag=tag,
                    )
                )
            elif tag == "optgroup" and parent.tag == "select":
                name = accessible_name(self.document, child, "group").text
                options = self._option_nodes(child, chosen, disabled)
                nodes.append(
                    AXNode(role="group", name=name, dom_index=index, tag=tag, children=options)
                )
            else:
                self._skip(child)
        return tuple(nodes)

    # -- roles -----------------------------------------------------------------------------

    def _role(self, element: etree._Element, tag: str, attrs: Attributes, context: _Context) -> str:
        """The computed role: explicit ARIA role, else implicit, with the presentational
        conflict rule (ARIA 1.2 9.3): a focusable element or one with a global ARIA
        attribute is never presentational."""
        explicit = explicit_role(attrs.get("role")) if attrs else None
        if explicit == "region" and not self._has_name(element, "region"):
            explicit = None  # ARIA: a region needs a name; Chromium makes it generic
        elif explicit == "option" and not self._in_option_container(element):
            explicit = None  # Chromium: an option outside a listbox or group is ignored
        if explicit is not None and explicit != "none":
            return explicit
        implicit = self._implicit_role(element, tag, attrs, context)
        if explicit is None and implicit != "none":
            return implicit
        if is_focusable(element, attrs) or not GLOBAL_ARIA_ATTRIBUTES.isdisjoint(attrs):
            if implicit != "none":
                return implicit
            return "image" if tag == "img" else "generic"
        return "none"

    def _implicit_role(
        self, element: etree._Element, tag: str, attrs: Attributes, context: _Context
    ) -> str:
        role = TAG_ROLES.get(tag)
        if role is not None:
            if tag == "li" and context.list_presentational:
                return "none"
            return role
        if tag in _SVG_SHAPE_TAGS:
            named = attrs.get("aria-label") or attrs.get("aria-labelledby")
            return "graphics-symbol" if named or is_focusable(element, attrs) else "none"
        if tag not in _CONTEXTUAL_ROLE_TAGS:
            return "generic"  # div, span and the like, the bulk of a page
        if tag == "a" or tag == "area":
            return "link" if "href" in attrs else "generic"
        if tag == "input":
            return input_role(input_type(attrs), "list" in attrs)
        if tag == "select":
            return select_role("multiple" in attrs, attrs.get("size"))
        if tag == "img":
            return "none" if attrs.get("alt") == "" else "image"
        if tag == "svg":
            # Chromium exposes an <svg> holding links, text or roles as a graphic with those
            # inside (SvgRoot); it ignores an empty one; any other is an image.
            if _SVG_CONTENT(element):
                return "svgroot"
            return "image" if len(element) or attrs.get("aria-label") else "none"
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
            return _table_part_role(element, tag, context.table)
        if tag == "summary":
            # Chromium: every summary child of a details is a disclosure triangle, not only
            # the first one (which alone toggles it and takes focus).
            parent = element.getparent()
            return "summary" if parent is not None and parent.tag == "details" else "generic"
        return "generic"

    def _owned_tree_item_level(self, element: etree._Element) -> int:
        """The level of a tree item outside its tree's DOM subtree (reached through
        ``aria-owns``): 1 plus the groups between it and the tree, 0 if no tree holds it."""
        self.document.owner_of(element)  # builds the ownership index
        level = 1
        for ancestor in self.document.ancestors(element)[1:]:
            role = context_free_role(ancestor.tag, self.document.attributes(ancestor))
            if role == "tree":
                return level
            if role == "group":
                level += 1
        return 0

    def _in_option_container(self, element: etree._Element) -> bool:
        """Whether an option's parent, skipping generic ones, is a listbox or group (its
        owner through ``aria-owns`` counts as its parent, as in Chromium)."""
        ancestor = self.document.owner_of(element)
        if ancestor is None:
            ancestor = element.getparent()
        while ancestor is not None:
            role = context_free_role(ancestor.tag, self.document.attributes(ancestor))
            if role not in ("generic", "none"):
                return role in _OPTION_CONTAINER_ROLES
            ancestor = ancestor.getparent()
        return False

    def _has_name(self, element: etree._Element, role: str) -> bool:
        return bool(accessible_name(self.document, element, role).text)

    def _child_context(self, tag: str, attrs: Attributes, role: str, context: _Context) -> _Context:
        """The context of the element's children. Callers skip the call when the element has
        no attributes, is not in ``_CONTEXT_TAGS`` and the context has no presentational list:
        nothing then changes."""
        changes: dict[str, object] = {}
        if tag in HEADER_SCOPING_TAGS and not context.header_scoped:
            changes["header_scoped"] = True
        if tag in ASIDE_SCOPING_TAGS and not context.aside_scoped:
            changes["aside_scoped"] = True
        if tag == "table":
            changes["table"] = "none" if role == "none" else _TABLE_ROLES.get(role, "")
        elif role in ("grid", "treegrid"):
            changes["table"] = "grid"
        if role in ("grid", "treegrid"):
            readonly = (attrs.get("aria-readonly") or "").strip().lower() == "true"
            if readonly != context.readonly_grid:
                changes["readonly_grid"] = readonly
        if role == "list":
            changes["list_depth"] = context.list_depth + 1
        elif role == "tree":
            changes["tree_depth"] = 1
        elif role == "group" and context.tree_depth:
            changes["tree_depth"] = context.tree_depth + 1
        presentational_list = role == "none" and tag in ("ul", "ol", "menu")
        if presentational_list != context.list_presentational:
            changes["list_presentational"] = presentational_list
        if tag == "fieldset" and "disabled" in attrs:
            changes["fieldset_disabled"] = True
        transform = attrs.get(TEXT_TRANSFORM)
        if transform is not None and transform != context.transform:
            changes["transform"] = transform
            self.document.transforms = True
        aria_disabled = attrs.get("aria-disabled")
        if aria_disabled is not None and aria_disabled.strip().lower() == "true":
            changes["aria_disabled"] = True
        return replace(context, **changes) if changes else context


#: Content that makes an ``<svg>`` a container of nodes rather than one image: links, text,
#: elements with a role or a name (SVG-AAM).
_SVG_CONTENT = etree.XPath(
    "boolean(.//*[self::a[@href] or self::text or @role or @aria-label or @aria-labelledby])"
)

#: Roles whose children may be options (ARIA: ``option``'s required context).
_OPTION_CONTAINER_ROLES = frozenset({"listbox", "group", "combobox"})


def _table_part_role(element: etree._Element, tag: str, table: str) -> str:
    """Role of a row, cell or row group by the kind of its table (``_Context.table``)."""
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


def _has_focusable_content(svg: etree._Element) -> bool:
    """Whether an ``<svg>`` holds a focusable element (then Chromium exposes its content)."""
    return any(
        is_focusable(child, attributes(child)) for child in svg.iterdescendants(etree.Element)
    )


#: Elements that can take focus without any attribute the rules read (form controls, a
#: details summary).
_FOCUSABLE_BARE_TAGS = frozenset({"button", "input", "select", "summary", "textarea"})


def _can_focus(element: etree._Element, tag: str, attrs: Attributes, context: _Context) -> bool:
    """Whether Chromium lets the element take focus: focusable, and not a disabled control
    (its own ``disabled`` or a disabled fieldset's, whatever its ``tabindex``)."""
    if tag in _FORM_CONTROL_TAGS and ("disabled" in attrs or context.fieldset_disabled):
        return False
    if tag == "iframe":
        return "tabindex" in attrs  # the frame's document takes focus, not the element
    return is_focusable(element, attrs)


def _is_exposed(element: etree._Element, attrs: Attributes) -> bool:
    """Whether a generic element is kept: Chromium keeps focusable, clickable (candidate),
    named and live generic elements."""
    if not attrs:
        return False
    return bool(
        "data-nexui-id" in attrs
        or attrs.get("aria-label")
        or attrs.get("aria-labelledby")
        or attrs.get("title")
        or attrs.get("aria-live")
        or is_focusable(element, attrs)
    )


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
        if hidden_kind("dialog", attributes(dialog)) != VISIBLE:
            continue
        for element in dialog.iter():
            attrs = attributes(element)
            if "data-nexui-focused" in attrs or (
                focused is not None and _stable_id(attrs) == focused
            ):
                return dialog
    return None


def _plain_text(children: tuple[AXNode, ...]) -> str | None:
    """The name from content of an element whose visible content is only text: its text
    leaves joined (the walk has applied the same hidden-content and spacing rules as
    accname's recursion). None when other nodes are among the children."""
    texts = []
    for child in children:
        if child.role != "text":
            return None
        texts.append(child.name)
    return " ".join(texts)


def _is_blank(text: str | None) -> bool:
    return text is None or text.isspace() or not text


def _stable_id(attrs: Attributes) -> int | None:
    value = attrs.get("data-nexui-id")
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return None


def _finish(out: list) -> tuple[AXNode, ...]:
    """Turn collected nodes and text runs into children: adjacent runs join into one text
    leaf, whitespace-normalised; block boundaries end a run."""
    if len(out) == 1:  # the usual cell, link or paragraph: one run or one node
        item = out[0]
        if item.__class__ is str:
            return _text_leaf(item)
        return () if item is _BREAK else (item,)
    children: list[AXNode] = []
    run: list[str] = []
    for item in out:
        if item.__class__ is str:
            run.append(item)
            continue
        if run:
            children.extend(_text_leaf("".join(run)))
            run = []
        if item is not _BREAK:
            children.append(item)
    if run:
        children.extend(_text_leaf("".join(run)))
    return tuple(children)


def _text_leaf(text: str) -> tuple[AXNode, ...]:
    # Most runs are the whitespace of the markup between elements: no leaf, no normalising.
    if not text or text.isspace():
        return ()
    return (
        _new_node(
            AXNode, ("text", normalise(text), "", "", (), _NO_PROPERTIES, None, None, "", ())
        ),
    )
