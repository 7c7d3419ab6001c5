"""The tree walk: hidden content pruned, wrappers lifted, text runs, element positions."""

from __future__ import annotations

import pytest
from lxml import etree

from nexui_gym.a11y import build_tree, parse_html
from tests.a11y.helpers import node_of, texts_in, tree_of

# -- hidden content ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hidden",
    [
        "hidden",
        'aria-hidden="true"',
        "inert",
        'data-nexui-hidden="display"',
        'style="display: none"',
        'style="color: red;display:none !important"',
    ],
)
def test_hidden_subtree_is_pruned(hidden):
    html = f'<div {hidden}><button id="t">Pay</button>Secret</div><p>Shown</p>'
    assert node_of(html) is None
    assert texts_in(html) == ["Shown"]


def test_aria_hidden_false_does_not_hide():
    assert node_of('<button id="t" aria-hidden="false">Pay</button>').role == "button"


@pytest.mark.parametrize("tag", ["template", "script", "style", "noscript"])
def test_never_rendered_elements_are_pruned(tag):
    assert texts_in(f"<{tag}>inside</{tag}><p>outside</p>") == ["outside"]


def test_head_content_makes_no_node():
    assert texts_in("<head><title>T</title><style>p{}</style></head><body>x</body>") == ["x"]


def test_visibility_mark_hides_the_element_but_not_a_visible_child():
    # Capture marks each element whose computed visibility is not visible; an unmarked
    # child was visible in the browser.
    html = (
        '<div data-nexui-hidden="visibility">gone <button id="t">Shown</button></div>'
        '<button id="h" data-nexui-hidden="visibility">Hidden</button>'
    )
    assert node_of(html).name == "Shown"
    assert node_of(html, "h") is None
    assert "gone" not in texts_in(html)


def test_inline_visibility_hidden_is_inherited_until_set_visible():
    html = (
        '<div style="visibility: hidden">gone <button id="h">Hidden</button>'
        '<span style="visibility: visible"><button id="t">Shown</button></span></div>'
    )
    assert node_of(html, "h") is None
    assert node_of(html).name == "Shown"


def test_closed_details_shows_only_its_summary():
    html = '<details><summary id="s">More</summary>Body <button id="t">Hidden</button></details>'
    assert node_of(html) is None
    assert node_of(html, "s").name == "More"
    assert "Body" not in texts_in(html)


def test_open_details_shows_its_content():
    html = '<details open><summary>More</summary>Body <button id="t">Shown</button></details>'
    assert node_of(html).name == "Shown"


def test_dialog_without_open_is_hidden():
    assert node_of('<dialog><button id="t">OK</button></dialog>') is None


def test_modal_dialog_makes_the_rest_of_the_page_inert():
    html = (
        '<p>Behind</p><button id="b">Behind</button>'
        '<dialog open data-nexui-modal=""><button id="t">OK</button></dialog>'
    )
    assert node_of(html).name == "OK"
    assert node_of(html, "b") is None
    dialog = next(node for node in tree_of(html).walk() if node.role == "dialog")
    assert "modal" in dialog.states


def test_open_dialog_holding_focus_is_taken_as_modal():
    html = '<button id="b">Behind</button><dialog open><button id="t" data-nexui-focused="">OK</button></dialog>'
    assert node_of(html, "b") is None


def test_open_dialog_without_focus_leaves_the_page_reachable():
    html = '<button id="b">Behind</button><dialog open><button id="t">OK</button></dialog>'
    assert node_of(html, "b").name == "Behind"


# -- structure -----------------------------------------------------------------------------


def test_generic_wrappers_are_lifted_into_their_parent():
    tree = tree_of('<main><div><div><button id="t">Pay</button></div></div></main>')
    main = tree.children[0]
    assert [child.role for child in main.children] == ["button"]


def test_text_runs_join_across_inline_formatting():
    assert texts_in("<p>Pay <strong>£25</strong> to <em>Landlord</em> today</p>") == [
        "Pay £25 to Landlord today"
    ]


def test_text_runs_end_at_block_boundaries():
    assert texts_in("<div>One<div>Two</div>Three</div>") == ["One", "Two", "Three"]


def test_span_boundary_sets_words_apart():
    # A span styled as a block (a hint under a label) reads as a separate word.
    assert texts_in('<label>Email<span class="hint">a@b.example</span></label>') == [
        "Email a@b.example"
    ]


def test_text_is_whitespace_normalised():
    assert texts_in("<p>\n   lots   of \t space  </p>") == ["lots of space"]


def test_select_options_are_children_of_the_combobox():
    html = '<select id="t"><optgroup label="UK"><option>London</option></optgroup><option>Paris</option></select>'
    combobox = node_of(html)
    assert [child.role for child in combobox.children] == ["group", "option"]
    assert combobox.children[0].name == "UK"
    assert combobox.children[0].children[0].name == "London"


def test_document_node_is_named_by_the_title():
    tree = tree_of("<html><head><title>Accounts – Bank</title></head><body>x</body></html>")
    assert (tree.role, tree.name) == ("document", "Accounts – Bank")


def test_candidate_ids_are_read_from_the_snapshot():
    assert node_of('<button id="t" data-nexui-id="12">Pay</button>').nexui_id == 12


def test_dom_index_is_the_position_among_all_elements():
    html = (
        "<html><head><title>T</title><script>x</script></head><body>"
        "<div hidden><p><b>skip</b></p></div><select><option>a</option></select>"
        '<template><i>t</i></template><button id="t">B</button></body></html>'
    )
    root = parse_html(html)
    elements = list(root.iter(etree.Element))
    by_index = {node.dom_index: node for node in build_tree(root).walk() if node.dom_index}
    button = root.xpath("//button")[0]
    assert by_index[elements.index(button)].role == "button"
    option = root.xpath("//option")[0]
    assert by_index[elements.index(option)].role == "option"


def test_malformed_markup_still_gives_a_tree():
    tree = tree_of("<ul><li>one<li>two</ul><p><b>unclosed <a href=#>link")
    assert [node.role for node in tree.walk()][:3] == ["document", "list", "listitem"]


# -- snapshots capture marked ----------------------------------------------------------------


def test_marked_snapshot_shows_a_hidden_element_capture_found_rendered():
    html = '<html data-nexui-marked=""><body><p hidden>Shown by CSS</p></body></html>'
    assert texts_in(html) == ["Shown by CSS"]


def test_marked_snapshot_shows_an_inline_display_none_capture_found_rendered():
    html = '<html data-nexui-marked=""><body><p style="display:none">Shown</p></body></html>'
    assert texts_in(html) == ["Shown"]


def test_marked_snapshot_still_hides_what_capture_marked():
    html = (
        '<html data-nexui-marked=""><body><p hidden data-nexui-hidden="display">Gone</p>'
        "<p>Here</p></body></html>"
    )
    assert texts_in(html) == ["Here"]


def test_unmarked_snapshot_hides_hidden_elements():
    assert texts_in("<p hidden>Gone</p><p>Here</p>") == ["Here"]


def test_generated_content_is_a_text_run():
    assert texts_in('<p data-nexui-before="Note: ">Mind the gap</p>') == ["Note: Mind the gap"]
