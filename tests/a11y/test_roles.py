"""Roles: HTML-AAM implicit roles, ARIA explicit roles and presentational conflicts.

Expected roles come from HTML-AAM's element mappings and WAI-ARIA 1.2; role names are
Chromium's (``image`` for ARIA ``img``; ``label``/``legend``/``summary`` ... for the elements
HTML-AAM maps to no ARIA role; see ``nexui_gym.a11y.roles``). Where Chromium departs from the
spec the test says so: the engine must say what Chromium says.
"""

from __future__ import annotations

import pytest

from nexui_gym.a11y.roles import explicit_role, input_role, select_role
from tests.a11y.helpers import node_of, roles_in

# -- explicit roles ------------------------------------------------------------------------


def test_explicit_role_takes_the_first_valid_token_of_a_fallback_list():
    assert explicit_role("foo switch checkbox") == "switch"


def test_explicit_role_ignores_unknown_and_abstract_roles():
    assert explicit_role("widget landmark made-up") is None


def test_explicit_role_names_aria_img_image_and_presentation_none():
    assert explicit_role("img") == "image"
    assert explicit_role("presentation") == "none"


def test_explicit_role_is_case_insensitive():
    assert explicit_role("BUTTON") == "button"


def test_explicit_role_overrides_the_implicit_role():
    assert node_of('<a id="t" href="#" role="button">Go</a>').role == "button"


# -- form controls -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("input_type", "role"),
    [
        ("", "textbox"),
        ("text", "textbox"),
        ("email", "textbox"),
        ("tel", "textbox"),
        ("url", "textbox"),
        ("password", "textbox"),  # HTML-AAM: no ARIA role; Chromium exposes a textbox
        ("search", "searchbox"),
        ("number", "spinbutton"),
        ("range", "slider"),
        ("checkbox", "checkbox"),
        ("radio", "radio"),
        ("button", "button"),
        ("submit", "button"),
        ("reset", "button"),
        ("image", "button"),
        ("file", "button"),  # Chromium: the file input is its "Choose File" button
        ("color", "colorwell"),  # Chromium-only roles for the pickers
        ("date", "date"),
        ("datetime-local", "datetime"),
        ("time", "inputtime"),
        ("no-such-type", "textbox"),  # HTML: an unknown type is a text field
    ],
)
def test_input_role_follows_html_aam_by_type(input_type, role):
    assert input_role(input_type, has_list=False) == role


@pytest.mark.parametrize("input_type", ["text", "search", "email", "tel", "url"])
def test_input_with_a_list_attribute_is_a_combobox(input_type):
    assert input_role(input_type, has_list=True) == "combobox"


def test_select_without_multiple_or_size_is_a_combobox():
    assert select_role(multiple=False, size=None) == "combobox"
    assert select_role(multiple=False, size="1") == "combobox"


def test_select_with_multiple_or_a_size_over_one_is_a_listbox():
    assert select_role(multiple=True, size=None) == "listbox"
    assert select_role(multiple=False, size="4") == "listbox"


def test_textarea_is_a_textbox():
    assert node_of('<textarea id="t"></textarea>').role == "textbox"


def test_button_element_is_a_button():
    assert node_of('<button id="t">Save</button>').role == "button"


def test_hidden_input_makes_no_node():
    assert node_of('<input id="t" type="hidden" value="x">') is None


# -- links, headings, text structure -------------------------------------------------------


def test_a_with_href_is_a_link():
    assert node_of('<a id="t" href="/pay">Pay</a>').role == "link"


def test_a_without_href_is_generic_and_makes_no_node():
    assert node_of('<a id="t">Pay</a>') is None


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5, 6])
def test_h1_to_h6_are_headings(level):
    assert node_of(f'<h{level} id="t">Title</h{level}>').role == "heading"


@pytest.mark.parametrize(
    ("html", "role"),
    [
        ('<p id="t">text</p>', "paragraph"),
        ('<blockquote id="t">quote</blockquote>', "blockquote"),
        ('<hr id="t">', "separator"),
        ('<figure id="t"><img src="a.png" alt="A"></figure>', "figure"),
        ('<output id="t">3</output>', "status"),
        ('<progress id="t" value="3" max="10"></progress>', "progressbar"),
        ('<meter id="t" value="2" max="5"></meter>', "meter"),
        ('<address id="t">1 High St</address>', "group"),
        ('<fieldset id="t"><legend>Contact</legend></fieldset>', "group"),
        ('<details id="t"><summary>More</summary>x</details>', "group"),
        ('<dialog id="t" open>Hi</dialog>', "dialog"),
        ('<label id="t">Name</label>', "label"),
        ('<dl id="t"><dt>Term</dt><dd>Definition</dd></dl>', "descriptionlist"),
    ],
)
def test_text_structure_elements_have_their_html_aam_roles(html, role):
    assert node_of(html).role == role


def test_summary_of_a_details_is_a_disclosure_control():
    assert node_of('<details><summary id="t">More</summary>x</details>').role == "summary"


def test_lists_and_their_items():
    assert roles_in("<ul><li>a</li></ul><ol><li>b</li></ol><menu><li>c</li></menu>") == [
        "list",
        "listitem",
        "list",
        "listitem",
        "list",
        "listitem",
    ]


# -- images --------------------------------------------------------------------------------


def test_img_with_alt_text_is_an_image():
    assert node_of('<img id="t" src="a.png" alt="Logo">').role == "image"


def test_img_without_alt_is_an_image():
    assert node_of('<img id="t" src="a.png">').role == "image"


def test_img_with_empty_alt_is_presentational():
    assert node_of('<img id="t" src="a.png" alt="">') is None


def test_svg_with_a_title_is_an_image():
    assert node_of('<svg id="t"><title>Chart</title><path d=""/></svg>').role == "image"


# A chart whose bars take focus: SVG-AAM maps a focusable or named shape to graphics-symbol,
# and Chromium exposes it (with the chart's other shapes left out) inside the <svg>.
_BAR_CHART = (
    '<svg><line x1="0" x2="9" y1="9" y2="9"></line><text x="0" y="9">Apr</text>'
    '<rect id="t" tabindex="0" x="0" y="0" width="4" height="9"></rect>'
    '<rect id="u" x="5" y="0" width="4" height="9"></rect></svg>'
)


def test_focusable_svg_shape_is_a_graphics_symbol():
    assert node_of(_BAR_CHART).role == "graphics-symbol"


def test_svg_shape_that_is_neither_focusable_nor_named_makes_no_node():
    assert node_of(_BAR_CHART, "u") is None


def test_svg_without_focusable_content_keeps_its_shapes_out_of_the_tree():
    assert roles_in('<svg><rect id="t" x="0" y="0" width="4" height="9"></rect></svg>') == ["image"]


# -- landmarks -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("html", "role"),
    [
        ('<header id="t">Site</header>', "banner"),
        ('<footer id="t">Site</footer>', "contentinfo"),
        ('<nav id="t">Links</nav>', "navigation"),
        ('<main id="t">Content</main>', "main"),
        ('<aside id="t">Related</aside>', "complementary"),
        ('<search id="t">Find</search>', "search"),
        ('<article id="t">Story</article>', "article"),
    ],
)
def test_top_level_landmark_elements(html, role):
    assert node_of(html).role == role


def test_header_and_footer_inside_a_div_are_still_page_landmarks():
    html = '<div><header id="t">Site</header><footer id="f">Legal</footer></div>'
    assert node_of(html).role == "banner"
    assert node_of(html, "f").role == "contentinfo"


@pytest.mark.parametrize("scope", ["article", "aside", "main", "nav", "section"])
def test_header_and_footer_scoped_to_sectioning_content_are_section_headers(scope):
    # HTML-AAM maps them to ARIA 1.3's sectionheader/sectionfooter, as Chromium does.
    html = f'<{scope}><header id="t">Top</header><footer id="f">End</footer></{scope}>'
    assert node_of(html).role == "sectionheader"
    assert node_of(html, "f").role == "sectionfooter"


def test_aside_nested_in_sectioning_content_is_a_landmark_only_when_named():
    assert node_of('<article><aside id="t">Note</aside></article>') is None
    named = '<article><aside id="t" aria-label="Related">Note</aside></article>'
    assert node_of(named).role == "complementary"


def test_aside_inside_main_stays_a_landmark():
    assert node_of('<main><aside id="t">Note</aside></main>').role == "complementary"


def test_section_is_a_region_only_when_named():
    assert node_of('<section id="t">Text</section>') is None
    assert node_of('<section id="t" aria-label="News">Text</section>').role == "region"
    labelled = '<section id="t" aria-labelledby="h"><h2 id="h">News</h2></section>'
    assert node_of(labelled).role == "region"


def test_form_is_a_form_landmark_named_or_not():
    # HTML-AAM: an unnamed form is generic; Chromium exposes every form as a form.
    assert node_of('<form id="t" aria-label="Pay">x</form>').role == "form"
    assert node_of('<form id="t">x</form>').role == "form"


def test_explicit_region_without_a_name_is_not_a_landmark():
    assert node_of('<div id="t" role="region">x</div>') is None
    assert node_of('<div id="t" role="region" aria-label="Map">x</div>').role == "region"


# -- tables --------------------------------------------------------------------------------

DATA_TABLE = """
<table>
  <caption>Balances</caption>
  <thead><tr><th id="col">Account</th><th>Balance</th></tr></thead>
  <tbody><tr><th id="rowh">Savings</th><td id="cell">£5</td></tr></tbody>
</table>
"""


def test_data_table_roles_follow_html_aam():
    assert roles_in(DATA_TABLE) == [
        "table",
        "caption",
        "rowgroup",
        "row",
        "columnheader",
        "columnheader",
        "row",
        "rowheader",
        "cell",
    ]


def test_th_with_scope_row_is_a_row_header_anywhere():
    html = '<table><tr><th scope="row" id="t">Total</th><th>Two</th></tr></table>'
    assert node_of(html).role == "rowheader"


def test_th_with_scope_col_is_a_column_header_anywhere():
    html = '<table><tr><td>a</td><th scope="col" id="t">B</th><td>c</td></tr></table>'
    assert node_of(html).role == "columnheader"


def test_th_beside_data_cells_without_scope_heads_its_row():
    assert node_of(DATA_TABLE, "rowh").role == "rowheader"


def test_th_in_a_row_of_headers_without_scope_heads_its_column():
    assert node_of(DATA_TABLE, "col").role == "columnheader"


def test_cells_in_a_grid_are_gridcells():
    html = '<table role="grid"><tr><td id="t">x</td></tr></table>'
    assert node_of(html).role == "gridcell"


def test_single_cell_table_is_a_layout_table():
    # Chromium hides layout tables behind LayoutTable roles.
    assert roles_in("<table><tr><td>Just one cell</td></tr></table>") == [
        "layouttable",
        "layouttablerow",
        "layouttablecell",
    ]


def test_cells_without_headers_make_a_data_table():
    # Chromium's remaining signs are styles (bordered cells, row backgrounds) that styled
    # tables have; a snapshot has no styles, so two or more cells stand in for them.
    html = (
        "<table><tr><td>Date</td><td>Time</td></tr><tr><td>28 March</td><td>6pm</td></tr></table>"
    )
    assert roles_in(html)[:3] == ["table", "row", "cell"]
    assert roles_in("<table><tr><td>11 Apr</td><td>Food festival</td></tr></table>")[0] == "table"


def test_table_nesting_a_table_is_a_layout_table():
    html = (
        "<table><tr><td>a</td><td><table><tr><td>x</td></tr></table></td></tr>"
        "<tr><td>b</td><td>c</td></tr></table>"
    )
    assert roles_in(html)[0] == "layouttable"


# -- presentational roles ------------------------------------------------------------------


def test_role_none_removes_the_element_but_keeps_its_text():
    assert roles_in('<h2 role="none">Title</h2>') == []


def test_role_presentation_is_ignored_on_a_focusable_element():
    # ARIA 1.2 9.3: a focusable element is never presentational.
    assert node_of('<h2 id="t" role="none" tabindex="0">Title</h2>').role == "heading"
    assert node_of('<button id="t" role="presentation">Go</button>').role == "button"


def test_role_presentation_is_ignored_with_a_global_aria_attribute():
    html = '<h2 id="t" role="presentation" aria-describedby="d">Title</h2><p id="d">x</p>'
    assert node_of(html).role == "heading"


def test_img_with_empty_alt_and_tabindex_is_not_presentational():
    assert node_of('<img id="t" src="a.png" alt="" tabindex="0">').role == "image"


def test_presentational_list_makes_its_items_presentational():
    assert roles_in('<ul role="none"><li>a</li><li>b</li></ul>') == []


def test_presentational_table_makes_its_rows_and_cells_presentational():
    html = '<table role="presentation"><tr><th>h</th><td>c</td></tr></table>'
    assert roles_in(html) == []


def test_explicit_role_on_an_item_of_a_presentational_list_is_kept():
    assert roles_in('<ul role="none"><li role="button">a</li></ul>') == ["button"]


# -- focusable generic elements -------------------------------------------------------------


def test_generic_wrapper_makes_no_node():
    assert node_of('<div id="t"><span>x</span></div>') is None


def test_focusable_generic_element_is_kept_as_generic():
    assert node_of('<div id="t" tabindex="0">Open</div>').role == "generic"


def test_clickable_candidate_div_is_kept_as_generic():
    # Capture gives every element with a click handler a stable id.
    assert node_of('<div id="t" data-nexui-id="4">Open</div>').role == "generic"


# -- DPUB-ARIA, Graphics-ARIA, options and summaries ---------------------------------------


def test_dpub_role_is_kept_under_its_name():
    assert node_of('<section id="t" role="doc-chapter" aria-label="One">x</section>').role == (
        "doc-chapter"
    )


def test_dpub_link_role_is_named_from_content():
    node = node_of('<a id="t" href="#n" role="doc-noteref">1</a>')
    assert (node.role, node.name) == ("doc-noteref", "1")


def test_graphics_role_is_kept_under_its_name():
    assert node_of('<div id="t" role="graphics-object" aria-label="Box">x</div>').role == (
        "graphics-object"
    )


def test_option_outside_a_listbox_falls_back_to_its_implicit_role():
    assert roles_in('<ul><li role="option">In a list</li></ul>') == ["list", "listitem"]


def test_option_in_a_group_is_an_option():
    assert roles_in('<div role="group" aria-label="G"><div role="option">A</div></div>') == [
        "group",
        "option",
    ]


def test_option_owned_by_a_listbox_is_an_option():
    html = (
        '<div role="listbox" aria-label="L" aria-owns="o"></div>'
        '<div role="option" id="o">Cherry</div>'
    )
    assert node_of(html, "o").role == "option"


def test_every_summary_of_a_details_is_a_summary():
    html = '<details open><summary>First</summary><summary id="t">Second</summary></details>'
    assert node_of(html).role == "summary"


def test_s_is_a_deletion():
    assert node_of('<p><s id="t" aria-label="Old price">£10</s></p>').role == "deletion"


def test_empty_paragraph_makes_no_node():
    assert roles_in("<p></p><p>  </p><p>x</p>") == ["paragraph"]


def test_paragraph_holding_an_empty_element_is_kept():
    assert roles_in("<p><span></span></p>") == ["paragraph"]


def test_svg_with_links_is_a_graphic_holding_them():
    html = '<svg aria-label="Map"><a href="#h"><text>Home</text></a><rect/></svg>'
    assert roles_in(html) == ["svgroot", "link"]


def test_svg_with_only_shapes_is_one_image():
    assert roles_in("<svg><title>Logo</title><rect/></svg>") == ["image"]


def test_canvas_exposes_its_fallback_content():
    assert roles_in('<canvas><a href="#f">Fallback</a></canvas>') == ["canvas", "link"]


def test_image_map_area_with_href_is_a_link():
    html = (
        '<img src="m.png" alt="Plan" usemap="#p">'
        '<map name="p"><area href="#k" alt="Kitchen" id="t"><area alt="None"></map>'
    )
    node = node_of(html)
    assert (node.role, node.name) == ("link", "Kitchen")
