"""Roles: implicit roles of HTML elements (HTML-AAM), explicit ARIA roles, presentational rules.

Role names are Chromium's (the strings CDP's ``Accessibility.getFullAXTree`` reports), so that
the engine says what Chromium says. Where Chromium uses an internal CamelCase name for an
element without an ARIA role, this module uses a lower-case readable name instead:

=====================  ====================  ==========================================
Chromium (CDP)         here                  element
=====================  ====================  ==========================================
``RootWebArea``        ``document``          the page
``LabelText``          ``label``             ``<label>``
``Legend``             ``legend``            ``<legend>``
``Figcaption``         ``figcaption``        ``<figcaption>``
``DisclosureTriangle`` ``summary``           ``<summary>`` of a ``<details>``
``DescriptionList``    ``descriptionlist``   ``<dl>``
``SvgRoot``            ``svgroot``           ``<svg>`` holding links, text or roles
``LayoutTable*``       ``layouttable*``      tables Chromium judges to be layout tables
``ColorWell`` ...      ``colorwell`` ...     other Chromium-only roles, lower-cased
=====================  ====================  ==========================================

``nexui_gym.a11y.agreement.CHROMIUM_ROLES`` maps the CDP strings back for comparison. ARIA's
``img`` is ``image`` here as in Chromium, and ``presentation`` is ``none``. DPUB-ARIA and
Graphics-ARIA roles keep their names (``doc-chapter``, ``graphics-symbol``), as in Chromium.
"""

from __future__ import annotations

from collections.abc import Mapping

from lxml import etree

from nexui_gym.a11y.dom import words

#: Concrete ARIA roles (WAI-ARIA 1.2 plus the 1.3 roles Chromium implements), as written in a
#: ``role`` attribute. Abstract roles are not here: an author cannot use them.
WAI_ARIA_ROLES = words(
    """alert alertdialog application article banner blockquote button caption cell checkbox
    code columnheader combobox comment complementary contentinfo definition deletion dialog
    directory document emphasis feed figure form generic grid gridcell group heading image img
    insertion link list listbox listitem log main mark marquee math menu menubar menuitem
    menuitemcheckbox menuitemradio meter navigation none note option paragraph presentation
    progressbar radio radiogroup region row rowgroup rowheader scrollbar search searchbox
    sectionfooter sectionheader separator slider spinbutton status strong subscript suggestion
    superscript switch tab table tablist tabpanel term textbox time timer toolbar tooltip tree
    treegrid treeitem"""
)
#: DPUB-ARIA 1.1 roles (with the two 1.0 roles it deprecates, which Chromium still maps)
#: and Graphics-ARIA's three roles; Chromium reports them under these names.
DPUB_ROLES = words(
    """doc-abstract doc-acknowledgments doc-afterword doc-appendix doc-backlink
    doc-biblioentry doc-bibliography doc-biblioref doc-chapter doc-colophon doc-conclusion
    doc-cover doc-credit doc-credits doc-dedication doc-endnote doc-endnotes doc-epigraph
    doc-epilogue doc-errata doc-example doc-footnote doc-foreword doc-glossary doc-glossref
    doc-index doc-introduction doc-noteref doc-notice doc-pagebreak doc-pagefooter
    doc-pageheader doc-pagelist doc-part doc-preface doc-prologue doc-pullquote doc-qna
    doc-subtitle doc-tip doc-toc"""
)
GRAPHICS_ROLES = words("graphics-document graphics-object graphics-symbol")
#: Every role an author can write (:func:`explicit_role`).
ARIA_ROLES = WAI_ARIA_ROLES | DPUB_ROLES | GRAPHICS_ROLES
#: DPUB roles that are links (ARIA's ``link`` subclasses): named from content, operable.
DPUB_LINK_ROLES = words("doc-backlink doc-biblioref doc-glossref doc-noteref")

#: ARIA role names that Chromium reports under another name.
_ARIA_ALIASES = {"img": "image", "presentation": "none", "directory": "list"}

#: Landmark roles, as a screen reader lists them.
LANDMARK_ROLES = frozenset(
    {"banner", "complementary", "contentinfo", "form", "main", "navigation", "region", "search"}
)

#: Roles whose accessible name may come from their content (accname "name from content"),
#: as Chromium applies it: ARIA's list plus Chromium's own roles for ``<dt>``, ``<summary>``
#: and layout-table cells. ``row`` is only named from content in grids (see names.py).
NAME_FROM_CONTENT_ROLES = (
    words(
        """button cell checkbox columnheader comment gridcell heading link menuitem
        menuitemcheckbox menuitemradio option radio row rowheader summary switch tab term
        tooltip treeitem layouttablecell doc-subtitle"""
    )
    | DPUB_LINK_ROLES
)

#: Roles of widgets a user operates (focusable controls); they get their own line in the
#: reader view and their states are spoken.
WIDGET_ROLES = (
    words(
        """button checkbox colorwell combobox date datetime gridcell inputtime link listbox
        menuitem menuitemcheckbox menuitemradio option radio scrollbar searchbox slider
        spinbutton summary switch tab textbox treeitem"""
    )
    | DPUB_LINK_ROLES
)

#: Roles whose name comes from a native ``<label>`` (HTML-AAM: labelable elements).
LABELABLE_TAGS = frozenset({"button", "input", "meter", "output", "progress", "select", "textarea"})

#: Global ARIA attributes: an element carrying one is not presentational (ARIA 1.2, 9.3
#: "Presentational Roles Conflict Resolution").
GLOBAL_ARIA_ATTRIBUTES = words(
    """aria-atomic aria-braillelabel aria-brailleroledescription aria-busy aria-controls
    aria-current aria-describedby aria-description aria-details aria-disabled aria-dropeffect
    aria-errormessage aria-flowto aria-grabbed aria-haspopup aria-invalid aria-keyshortcuts
    aria-label aria-labelledby aria-live aria-owns aria-relevant aria-roledescription"""
)

#: ``<input type=...>`` roles (HTML-AAM), Chromium's names for the date and colour pickers.
_INPUT_ROLES: Mapping[str, str] = {
    "button": "button",
    "checkbox": "checkbox",
    "color": "colorwell",
    "date": "date",
    "datetime-local": "datetime",
    "email": "textbox",
    "file": "button",
    "image": "button",
    "month": "datetime",
    "number": "spinbutton",
    "password": "textbox",
    "radio": "radio",
    "range": "slider",
    "reset": "button",
    "search": "searchbox",
    "submit": "button",
    "tel": "textbox",
    "text": "textbox",
    "time": "inputtime",
    "url": "textbox",
    "week": "datetime",
}

#: Input types a ``list`` attribute turns into a combobox (HTML-AAM).
_LIST_INPUT_TYPES = frozenset({"text", "search", "tel", "url", "email"})

#: Elements whose implicit role does not depend on context.
TAG_ROLES: Mapping[str, str] = {
    "abbr": "abbr",
    "address": "group",
    "article": "article",
    "audio": "audio",
    "blockquote": "blockquote",
    "br": "linebreak",
    "button": "button",
    "canvas": "canvas",
    "caption": "caption",
    "code": "code",
    "datalist": "listbox",
    "dd": "definition",
    "del": "deletion",
    "details": "group",
    "dfn": "term",
    "dialog": "dialog",
    "dl": "descriptionlist",
    "dt": "term",
    "em": "emphasis",
    "embed": "embeddedobject",
    "fieldset": "group",
    "figcaption": "figcaption",
    "figure": "figure",
    "h1": "heading",
    "h2": "heading",
    "h3": "heading",
    "h4": "heading",
    "h5": "heading",
    "h6": "heading",
    "hgroup": "group",
    "hr": "separator",
    "iframe": "iframe",
    "ins": "insertion",
    "label": "label",
    "legend": "legend",
    "li": "listitem",
    "main": "main",
    "mark": "mark",
    "math": "math",
    "menu": "list",
    "meter": "meter",
    "nav": "navigation",
    "object": "pluginobject",
    "ol": "list",
    "optgroup": "group",
    "option": "option",
    "output": "status",
    "p": "paragraph",
    "progress": "progressbar",
    "s": "deletion",  # Chromium, as HTML-AAM's <del>
    "search": "search",
    "strong": "strong",
    "sub": "subscript",
    "sup": "superscript",
    "textarea": "textbox",
    "time": "time",
    "ul": "list",
    "video": "video",
}

#: Sectioning content and ``main``: a ``header``/``footer`` inside one is not a landmark.
HEADER_SCOPING_TAGS = frozenset({"article", "aside", "main", "nav", "section"})
#: Sectioning content: an unnamed ``aside`` inside one is not a landmark (``main`` does not
#: count here, as in Chromium).
ASIDE_SCOPING_TAGS = frozenset({"article", "aside", "nav", "section"})


def explicit_role(role_attribute: str | None) -> str | None:
    """The first valid token of a ``role`` attribute (ARIA fallback list), or None."""
    if not role_attribute:
        return None
    for token in role_attribute.lower().split():
        if token in ARIA_ROLES:
            return _ARIA_ALIASES.get(token, token)
    return None


def input_role(input_type: str, has_list: bool) -> str:
    """Implicit role of ``<input>`` by its ``type`` (unknown types are text fields)."""
    kind = input_type.strip().lower() or "text"
    if has_list and kind in _LIST_INPUT_TYPES:
        return "combobox"
    return _INPUT_ROLES.get(kind, "textbox")


def select_role(multiple: bool, size: str | None) -> str:
    """``<select>``: a listbox when it shows several options at once, else a combobox."""
    if multiple:
        return "listbox"
    try:
        return "listbox" if size is not None and int(size.strip()) > 1 else "combobox"
    except ValueError:
        return "combobox"


def header_footer_role(tag: str, scoped: bool) -> str:
    """``header``/``footer``: a landmark at page level, a section header/footer when scoped."""
    if tag == "header":
        return "sectionheader" if scoped else "banner"
    return "sectionfooter" if scoped else "contentinfo"


def heading_level(tag: str, aria_level: str | None) -> int:
    """Heading level: ``aria-level`` when a positive integer, else h1-h6, else 2 (ARIA)."""
    if aria_level:
        try:
            level = int(aria_level.strip())
        except ValueError:
            level = 0
        if level > 0:
            return level
    if len(tag) == 2 and tag[0] == "h" and tag[1] in "123456":
        return int(tag[1])
    return 2


def th_role(th: etree._Element) -> str:
    """Role of a ``<th>``: column or row header by ``scope``, else by its neighbours.

    HTML-AAM leaves this to the table's structure; this is Chromium's rule: a header alone in
    its row or between two headers heads a column; a header next to a data cell, or in a row
    whose first, last, second or second-to-last cell is a non-empty data cell, heads its row;
    any other header heads a column.
    """
    scope = (th.get("scope") or "").strip().lower()
    if scope in ("row", "rowgroup"):
        return "rowheader"
    if scope in ("col", "colgroup"):
        return "columnheader"
    previous_cell = th.getprevious()
    next_cell = th.getnext()
    if previous_cell is None and next_cell is None:
        return "columnheader"
    if _is_header_cell(previous_cell) and _is_header_cell(next_cell):
        return "columnheader"
    if _is_filled_data_cell(previous_cell) or _is_filled_data_cell(next_cell):
        return "rowheader"
    row = th.getparent()
    if row is None or row.tag != "tr":
        return "columnheader"
    cells = [cell for cell in row if cell.tag in ("td", "th")]
    edges = (cells[0], cells[-1], *cells[1:2], *cells[-2:-1])
    if any(_is_filled_data_cell(cell) for cell in edges):
        return "rowheader"
    return "columnheader"


def _is_header_cell(element: etree._Element | None) -> bool:
    return element is not None and element.tag == "th"


def _is_filled_data_cell(element: etree._Element | None) -> bool:
    if element is None or element.tag != "td":
        return False
    return len(element) > 0 or bool(element.text and element.text.strip())


def is_data_table(table: etree._Element) -> bool:
    """Whether Chromium exposes a ``<table>`` without a role as a data table.

    Chromium hides tables used for layout behind ``LayoutTable`` roles. Its markup signs of
    a data table are kept: a caption, ``summary``/``rules``/``border`` attributes,
    ``col``/``colgroup``/``thead``/``tfoot``, any ``th``, cells with ``headers``/``abbr``/
    ``axis``/``scope`` or a header/cell role, or 20+ rows. Its other signs are computed styles
    (cells with borders or their own background, zebra rows), which a snapshot lacks; a table
    with at least two cells stands in for them (styled tables nearly always have them: every
    table of the dataset is a data table to Chromium), unless it nests another table, the
    mark of a layout table.
    """
    if table.get("summary") or table.get("rules"):
        return True
    border = table.get("border")
    if border is not None and border.strip() not in ("0", ""):
        return True
    rows = []
    for child in table:
        tag = child.tag
        if tag in ("caption", "col", "colgroup", "thead", "tfoot"):
            return True
        if tag == "tbody":
            rows.extend(row for row in child if row.tag == "tr")
        elif tag == "tr":
            rows.append(child)
    cells = 0
    for row in rows:
        if _row_has_data_cells(row):
            return True
        cells += sum(1 for cell in row if cell.tag in ("td", "th"))
    if len(rows) >= 20:
        return True
    nested = next(table.iterdescendants("table"), None) is not None
    return cells >= 2 and not nested


_DATA_CELL_ATTRIBUTES = ("headers", "abbr", "axis", "scope")
_DATA_CELL_ROLES = frozenset({"columnheader", "rowheader", "cell", "gridcell"})


def _row_has_data_cells(row: etree._Element) -> bool:
    for cell in row:
        if cell.tag == "th":
            return True
        if cell.tag != "td":
            continue
        if any(cell.get(name) for name in _DATA_CELL_ATTRIBUTES):
            return True
        if explicit_role(cell.get("role")) in _DATA_CELL_ROLES:
            return True
    return False


def context_free_role(tag: str, attrs: Mapping[str, str]) -> str:
    """The role of an element judged on its own: explicit role, else the implicit role that
    needs no context (controls, images, headings ...), else ``generic``.

    Name computation uses it to recognise embedded controls and images while it walks a
    subtree; the tree walk refines it with context (tables, landmarks, lists).
    """
    explicit = explicit_role(attrs.get("role"))
    if explicit is not None:
        return explicit
    if tag == "input":
        return input_role(attrs.get("type") or "", "list" in attrs)
    if tag == "select":
        return select_role("multiple" in attrs, attrs.get("size"))
    if tag == "img":
        return "none" if attrs.get("alt") == "" else "image"
    return TAG_ROLES.get(tag, "generic")
