"""Accessible names and descriptions: W3C accname 1.2 and HTML-AAM's native rules.

Each expected string is what the specification's algorithm gives for the snippet; the step
is named in the test.
"""

from __future__ import annotations

import pytest

from tests.a11y.helpers import node_of


def name(html: str, element_id: str = "t") -> str:
    node = node_of(html, element_id)
    assert node is not None, "the element makes no node"
    return node.name


def description(html: str, element_id: str = "t") -> str:
    return node_of(html, element_id).description


# -- 2B aria-labelledby --------------------------------------------------------------------


def test_labelledby_joins_several_referenced_elements_in_order():
    html = (
        '<span id="a">Delete</span><span id="b">invoice 42</span>'
        '<button id="t" aria-labelledby="b a">x</button>'
    )
    assert name(html) == "invoice 42 Delete"


def test_labelledby_uses_a_hidden_referenced_element():
    html = '<span id="h" hidden>Close dialog</span><button id="t" aria-labelledby="h">X</button>'
    assert name(html) == "Close dialog"


def test_labelledby_skips_ids_that_do_not_exist():
    html = '<span id="a">Search</span><input id="t" aria-labelledby="missing a">'
    assert name(html) == "Search"


def test_labelledby_is_not_followed_twice_so_loops_end():
    html = (
        '<div id="a" aria-labelledby="b">alpha</div>'
        '<div id="b" aria-labelledby="a">beta</div>'
        '<button id="t" aria-labelledby="a">x</button>'
    )
    assert name(html) == "alpha"
    assert name(html, "a") == "beta"


def test_labelledby_wins_over_aria_label():
    html = '<span id="l">Visible</span><button id="t" aria-labelledby="l" aria-label="Hidden">x</button>'
    assert name(html) == "Visible"


def test_labelledby_excludes_hidden_content_of_a_visible_reference():
    html = (
        '<span id="l">Pay <span style="display:none">secret</span>now</span>'
        '<button id="t" aria-labelledby="l">x</button>'
    )
    assert name(html) == "Pay now"


def test_labelledby_may_reference_the_element_itself():
    html = '<button id="t" aria-labelledby="t s">Delete</button><span id="s">file.txt</span>'
    assert name(html) == "Delete file.txt"


# -- 2D aria-label -------------------------------------------------------------------------


def test_aria_label_names_the_element():
    assert name('<button id="t" aria-label="Close">×</button>') == "Close"


def test_aria_label_of_only_whitespace_is_ignored():
    assert name('<button id="t" aria-label="   ">Save</button>') == "Save"


def test_aria_label_wins_over_a_native_label():
    html = '<label for="t">Native</label><input id="t" aria-label="Aria">'
    assert name(html) == "Aria"


# -- 2E native labels (HTML-AAM) -----------------------------------------------------------


def test_label_for_names_its_control():
    assert name('<label for="t">Amount</label><input id="t">') == "Amount"


def test_wrapping_label_names_its_control_without_the_control_itself():
    assert name('<label>Amount <input id="t" value="25"></label>') == "Amount"


def test_several_labels_are_joined_in_tree_order():
    html = '<label for="t">Amount</label><input id="t"><label for="t">in pounds</label>'
    assert name(html) == "Amount in pounds"


def test_label_for_another_id_does_not_name_a_wrapped_control():
    html = '<input id="o"><label for="o">Other <input id="t"></label>'
    assert name(html, "t") == ""
    assert name(html, "o") == "Other"


def test_embedded_control_contributes_its_value_to_a_label():
    # accname 2C: "Flash the screen [3] times".
    html = (
        '<input type="checkbox" id="t"><label for="t">Flash the screen '
        '<input type="number" value="3"> times</label>'
    )
    assert name(html) == "Flash the screen 3 times"


def test_embedded_select_contributes_its_chosen_option():
    html = (
        '<input type="checkbox" id="t"><label for="t">Remind me '
        "<select><option>daily</option><option selected>weekly</option></select></label>"
    )
    assert name(html) == "Remind me weekly"


def test_embedded_slider_contributes_its_valuetext():
    html = (
        '<input type="checkbox" id="t"><label for="t">Volume '
        '<span role="slider" aria-valuenow="7" aria-valuetext="seven"></span></label>'
    )
    assert name(html) == "Volume seven"


def test_legend_names_its_fieldset():
    assert name('<fieldset id="t"><legend>Contact <b>details</b></legend></fieldset>') == (
        "Contact details"
    )


def test_caption_names_its_table():
    html = '<table id="t"><caption>Recent payments</caption><tr><th>x</th></tr></table>'
    assert name(html) == "Recent payments"


def test_figcaption_does_not_name_its_figure():
    # HTML-AAM names a figure by its figcaption; Chromium does not, so neither does the engine.
    html = (
        '<figure id="t"><img src="a.png" alt="chart"><figcaption>Sales 2025</figcaption></figure>'
    )
    assert name(html) == ""


def test_alt_names_an_image():
    assert name('<img id="t" src="a.png" alt="Northfield Bank">') == "Northfield Bank"


def test_svg_title_names_the_svg():
    assert name('<svg id="t" role="img"><title>Warning</title></svg>') == "Warning"


def test_submit_and_reset_inputs_have_default_names():
    assert name('<input id="t" type="submit">') == "Submit"
    assert name('<input id="t" type="reset">') == "Reset"


def test_button_input_is_named_by_its_value():
    assert name('<input id="t" type="button" value="Add payee">') == "Add payee"


def test_image_input_is_named_by_its_alt():
    assert name('<input id="t" type="image" src="go.png" alt="Search">') == "Search"


def test_option_is_named_by_its_label_attribute_before_its_text():
    html = '<select><option id="t" label="UK">United Kingdom</option></select>'
    assert name(html) == "UK"


def test_title_names_a_field_before_its_placeholder():
    # HTML-AAM input text: label, then title, then placeholder.
    assert name('<input id="t" title="Amount in pounds" placeholder="0.00">') == (
        "Amount in pounds"
    )


def test_placeholder_is_the_last_resort_name_of_a_field():
    assert name('<input id="t" placeholder="Search mail">') == "Search mail"
    assert name('<textarea id="t" placeholder="Your message"></textarea>') == "Your message"


def test_label_wins_over_placeholder():
    assert name('<label for="t">Email</label><input id="t" placeholder="you@example.com">') == (
        "Email"
    )


# -- 2F name from content ------------------------------------------------------------------


def test_button_is_named_by_its_content():
    assert name('<button id="t"><span>Save</span> <em>changes</em></button>') == "Save changes"


def test_link_text_includes_image_alt():
    assert name('<a id="t" href="#"><img src="i.png" alt="Home"> page</a>') == "Home page"


def test_block_children_are_set_apart_by_spaces():
    assert name('<button id="t"><div>Pay</div><div>now</div></button>') == "Pay now"


def test_line_break_sets_words_apart():
    assert name('<a id="t" href="#">Pay<br>now</a>') == "Pay now"


def test_text_level_elements_run_on_without_a_space():
    assert name('<a id="t" href="#">H<sub>2</sub>O</a>') == "H2O"


def test_hidden_descendants_are_left_out_of_the_name():
    html = (
        '<a id="t" href="#">Read <span hidden>x</span><span aria-hidden="true">★</span>'
        '<span style="display: none">y</span>more</a>'
    )
    assert name(html) == "Read more"


def test_visually_hidden_but_rendered_text_is_part_of_the_name():
    html = '<a id="t" href="#">Edit<span class="visually-hidden"> address</span></a>'
    assert name(html) == "Edit address"


def test_heading_is_named_by_its_content():
    assert name('<h2 id="t">Recent <a href="#">payments</a></h2>') == "Recent payments"


def test_cell_is_named_by_its_content():
    html = '<table><tr><th>Date</th></tr><tr><td id="t"><time>16 Mar</time> 2026</td></tr></table>'
    assert name(html) == "16 Mar 2026"


def test_nested_aria_label_counts_in_content():
    html = '<button id="t"><svg aria-label="Trash"></svg> Delete</button>'
    assert name(html) == "Trash Delete"


def test_paragraph_is_not_named_by_its_content():
    assert name('<p id="t" tabindex="0">Some text</p>') == ""


def test_list_is_not_named_by_its_content():
    assert name('<ul id="t" tabindex="0"><li>a</li></ul>') == ""


def test_focused_paragraph_is_named_by_its_content():
    # Chromium names a focused element of these roles from its content, so that moving
    # focus to a message has it spoken.
    assert name('<p id="t" tabindex="-1" data-nexui-focused="">Payment sent</p>') == "Payment sent"


def test_whitespace_is_normalised():
    assert name('<a id="t" href="#">\n   Many \t spaces\n  here  </a>') == "Many spaces here"


# -- 2I tooltip ----------------------------------------------------------------------------


def test_title_names_a_link_without_content():
    assert name('<a id="t" href="#" title="Settings"><svg aria-hidden="true"></svg></a>') == (
        "Settings"
    )


def test_title_does_not_name_a_generic_element():
    # ARIA 1.2 prohibits naming generic elements; Chromium makes the title the description.
    html = '<div id="t" title="Tip">x</div>'
    assert name(html) == ""
    assert description(html) == "Tip"


def test_title_names_a_focusable_generic_element():
    # Chromium names a focusable generic element by its title (the tooltip of a control).
    assert name('<div id="t" title="Tip" tabindex="0">x</div>') == "Tip"


# -- descriptions --------------------------------------------------------------------------


def test_describedby_gives_the_description():
    html = (
        '<input id="t" aria-describedby="h e"><p id="h">Enter pounds</p>'
        '<p id="e">Amount is required</p>'
    )
    assert description(html) == "Enter pounds Amount is required"


def test_describedby_uses_hidden_referenced_text():
    html = (
        '<button id="t" aria-describedby="d">Delete</button><p id="d" hidden>Cannot be undone</p>'
    )
    assert description(html) == "Cannot be undone"


def test_title_is_the_description_when_it_did_not_name():
    assert description('<a id="t" href="#" title="Opens in a new tab">Help</a>') == (
        "Opens in a new tab"
    )


def test_title_that_gave_the_name_is_not_repeated_as_description():
    assert description('<a id="t" href="#" title="Settings"></a>') == ""


def test_aria_description_gives_the_description():
    assert description('<button id="t" aria-description="Sends now">Pay</button>') == ("Sends now")


@pytest.mark.parametrize(
    "html",
    [
        '<button id="t">Go</button>',
        '<input id="t" placeholder="Search">',
    ],
)
def test_description_is_empty_without_a_source(html):
    assert description(html) == ""


# -- generated content, text-transform, tables, media, tree items, SVG ---------------------


def test_generated_content_before_and_after_is_part_of_the_name():
    html = '<a id="t" href="#" data-nexui-before="★" data-nexui-after=" ›">Next</a>'
    assert node_of(html).name == "★Next ›"


def test_generated_content_of_a_label_names_its_control():
    html = '<label for="t" data-nexui-after=" (required)">Name</label><input id="t">'
    assert node_of(html).name == "Name (required)"


def test_uppercase_transform_applies_to_the_name():
    html = '<h2 id="t" data-nexui-text-transform="uppercase">Recent <b>activity</b></h2>'
    assert node_of(html).name == "RECENT ACTIVITY"


def test_capitalize_transform_upper_cases_each_word_start():
    html = '<button id="t" data-nexui-text-transform="capitalize">open the account</button>'
    assert node_of(html).name == "Open The Account"


def test_transform_none_on_a_child_stops_the_inherited_one():
    html = (
        '<p data-nexui-text-transform="uppercase"><a id="t" href="#">go '
        '<span data-nexui-text-transform="none">Home</span></a></p>'
    )
    assert node_of(html).name == "GO Home"


def test_table_summary_names_a_table_without_caption():
    html = '<table id="t" summary="Prices"><tr><th>A</th></tr><tr><td>1</td></tr></table>'
    assert node_of(html).name == "Prices"


def test_table_caption_wins_over_summary():
    html = (
        '<table id="t" summary="Ignored"><caption>Staff</caption>'
        "<tr><th>A</th></tr><tr><td>1</td></tr></table>"
    )
    assert node_of(html).name == "Staff"


def test_media_without_a_source_is_named_as_unplayable():
    assert node_of('<video id="t" controls title="Intro"></video>').name == (
        "Unable to play media."
    )


def test_media_with_a_source_takes_its_title():
    assert node_of('<audio id="t" controls src="a.wav" title="Podcast"></audio>').name == (
        "Podcast"
    )


def test_tree_item_name_leaves_out_nested_items():
    html = (
        '<ul role="tree"><li role="treeitem" id="t"><span>Projects</span>'
        '<ul role="group"><li role="treeitem">Alpha</li></ul></li></ul>'
    )
    assert node_of(html).name == "Projects"


def test_svg_desc_is_the_description():
    node = node_of('<svg id="t"><title>Warning</title><desc>Went wrong</desc><circle/></svg>')
    assert (node.name, node.description) == ("Warning", "Went wrong")


def test_aria_owns_adds_the_owned_element_to_name_from_content():
    html = '<div role="button" id="t" aria-owns="m">Pay</div><p><span id="m">now</span></p>'
    assert node_of(html).name == "Pay now"


def test_aria_owns_claim_that_makes_a_cycle_is_dropped():
    html = (
        '<div role="link" tabindex="0" id="t" aria-owns="b">Loop</div>'
        '<div role="link" tabindex="0" id="b" aria-owns="t">Back</div>'
    )
    assert (node_of(html).name, node_of(html, "b").name) == ("Loop Back", "Back")
