"""States and properties (WAI-ARIA 1.2 states, HTML-AAM for native controls)."""

from __future__ import annotations

from tests.a11y.helpers import node_of


def states(html: str, element_id: str = "t", focused: int | None = None) -> tuple[str, ...]:
    return node_of(html, element_id, focused).states


def test_checked_checkbox_is_checked():
    assert "checked" in states('<input id="t" type="checkbox" checked>')


def test_unchecked_checkbox_is_unchecked():
    assert "unchecked" in states('<input id="t" type="checkbox">')


def test_aria_checked_mixed_gives_mixed():
    assert "mixed" in states('<div id="t" role="checkbox" aria-checked="mixed">All</div>')


def test_native_checkbox_ignores_aria_checked():
    # HTML-AAM: the native checkedness is exposed; aria-checked must not override it.
    assert states('<input id="t" type="checkbox" aria-checked="true">')[0] == "unchecked"


def test_radio_and_switch_carry_checked_states():
    assert "checked" in states('<input id="t" type="radio" checked>')
    assert "checked" in states('<button id="t" role="switch" aria-checked="true">Wi-Fi</button>')


def test_aria_pressed_makes_a_toggle_button():
    assert "pressed" in states('<button id="t" aria-pressed="true">Bold</button>')
    assert "not pressed" in states('<button id="t" aria-pressed="false">Bold</button>')


def test_aria_expanded_gives_expanded_or_collapsed():
    assert "expanded" in states('<button id="t" aria-expanded="true">Menu</button>')
    assert "collapsed" in states('<button id="t" aria-expanded="false">Menu</button>')


def test_summary_is_expanded_when_its_details_is_open():
    assert "expanded" in states('<details open><summary id="t">More</summary>x</details>')
    assert "collapsed" in states('<details><summary id="t">More</summary>x</details>')


def test_chosen_option_is_selected():
    html = '<select><option>One</option><option id="t" selected>Two</option></select>'
    assert "selected" in states(html)


def test_first_option_of_a_single_select_is_selected_by_default():
    # HTML: a select with display size 1 and no selected option selects the first one.
    html = '<select><option id="t">One</option><option id="o">Two</option></select>'
    assert "selected" in states(html)
    assert "selected" not in states(html, "o")


def test_aria_selected_tab_is_selected():
    assert "selected" in states(
        '<div role="tablist"><div id="t" role="tab" aria-selected="true">A</div></div>'
    )


def test_disabled_control_is_disabled():
    assert "disabled" in states('<button id="t" disabled>Pay</button>')


def test_disabled_fieldset_disables_its_controls():
    html = '<fieldset disabled><legend>Card</legend><input id="t"></fieldset>'
    assert "disabled" in states(html)


def test_controls_in_the_first_legend_of_a_disabled_fieldset_stay_enabled():
    # HTML: the first legend's descendants are not disabled by the fieldset.
    html = '<fieldset disabled><legend><input id="t" type="checkbox"></legend></fieldset>'
    assert "disabled" not in states(html)


def test_aria_disabled_applies_to_descendants():
    # ARIA 1.2: aria-disabled applies to the element and all its focusable descendants.
    assert "disabled" in states('<div aria-disabled="true"><button id="t">Pay</button></div>')


def test_required_and_aria_required():
    assert "required" in states('<input id="t" required>')
    assert "required" in states('<div id="t" role="textbox" aria-required="true"></div>')


def test_aria_invalid_marks_the_field_invalid():
    assert "invalid" in states('<input id="t" aria-invalid="true" value="2x">')
    assert "invalid" not in states('<input id="t" aria-invalid="false">')


def test_typed_value_that_is_not_an_email_is_invalid():
    assert "invalid" in states('<input id="t" type="email" value="not-an-address">')
    assert "invalid" not in states('<input id="t" type="email" value="a@b.co">')


def test_empty_required_field_is_not_invalid_before_submission():
    assert "invalid" not in states('<input id="t" required>')


def test_readonly_field_is_readonly():
    assert "readonly" in states('<input id="t" readonly value="x">')


def test_select_multiple_is_multiselectable():
    assert "multiselectable" in states('<select id="t" multiple><option>a</option></select>')


def test_aria_current_is_a_state_with_its_kind():
    node = node_of('<a id="t" href="#" aria-current="page">Accounts</a>')
    assert "current page" in node.states
    assert node.properties["current"] == "page"


def test_aria_haspopup_is_a_state_with_its_kind():
    node = node_of('<button id="t" aria-haspopup="true">Account</button>')
    assert "haspopup menu" in node.states
    assert node.properties["haspopup"] == "menu"


def test_element_marked_focused_by_capture_is_focused():
    assert "focused" in states('<input id="t" data-nexui-focused="">')


def test_focused_stable_id_is_focused():
    assert "focused" in states('<input id="t" data-nexui-id="7">', focused=7)
    assert "focused" not in states('<input id="t" data-nexui-id="7">', focused=8)


def test_heading_level_from_tag_and_aria_level():
    assert node_of('<h3 id="t">x</h3>').properties["level"] == 3
    assert node_of('<h3 id="t" aria-level="5">x</h3>').properties["level"] == 5


def test_aria_heading_without_a_level_is_level_two():
    # ARIA 1.2: the default value of aria-level for a heading is 2.
    assert node_of('<div id="t" role="heading">x</div>').properties["level"] == 2


def test_range_widget_exposes_value_min_max_and_valuetext():
    node = node_of(
        '<div id="t" role="slider" aria-valuenow="3" aria-valuemin="1" aria-valuemax="5" '
        'aria-valuetext="3 of 5" aria-label="Rating"></div>'
    )
    assert node.value == "3 of 5"
    assert node.properties["valuemin"] == 1
    assert node.properties["valuemax"] == 5
    assert node.properties["valuetext"] == "3 of 5"


def test_range_input_value_defaults_to_the_midpoint():
    # HTML: the default value of a range input is halfway between min and max.
    assert node_of('<input id="t" type="range" min="0" max="10">').value == "5"


def test_text_field_value_is_the_typed_text():
    assert node_of('<input id="t" value="25.00">').value == "25.00"
    assert node_of('<textarea id="t">Hello\n  there</textarea>').value == "Hello there"


def test_combobox_value_is_the_chosen_option():
    html = '<select id="t"><option>Everyday</option><option selected>Savings</option></select>'
    assert node_of(html).value == "Savings"


def test_live_region_roles_have_their_politeness():
    assert node_of('<div id="t" role="alert">x</div>').properties["live"] == "assertive"
    assert node_of('<div id="t" role="status">x</div>').properties["live"] == "polite"


def test_node_without_any_state_has_none():
    assert states('<p id="t">Plain text</p>') == ()


# -- every state in the properties, true and false (CDP's names) ---------------------------


def props(html: str, element_id: str = "t", focused: int | None = None):
    return node_of(html, element_id, focused).properties


def test_unchecked_checkbox_reports_checked_false():
    assert props('<input id="t" type="checkbox">')["checked"] == "false"


def test_mixed_checkbox_reports_checked_mixed():
    assert props('<div id="t" role="checkbox" aria-checked="mixed">x</div>')["checked"] == "mixed"


def test_toggle_button_reports_pressed_false():
    assert props('<button id="t" aria-pressed="false">B</button>')["pressed"] == "false"


def test_collapsed_button_reports_expanded_false():
    assert props('<button id="t" aria-expanded="false">Menu</button>')["expanded"] is False


def test_tab_with_aria_selected_false_reports_selected_false():
    html = '<div role="tablist"><div role="tab" id="t" aria-selected="false">A</div></div>'
    assert props(html)["selected"] is False


def test_tab_without_aria_selected_among_managed_tabs_has_no_selected_state():
    html = (
        '<div role="tablist"><div role="tab" aria-selected="true">A</div>'
        '<div role="tab" id="t">B</div></div>'
    )
    assert "selected" not in props(html)


def test_tree_item_without_aria_selected_follows_focus():
    html = '<ul role="tree"><li role="treeitem" id="t">A</li><li role="treeitem">B</li></ul>'
    assert props(html)["selected"] is False


def test_native_option_not_chosen_reports_selected_false():
    html = '<select><option>A</option><option id="t">B</option></select>'
    assert props(html)["selected"] is False


def test_disabled_option_reports_no_selected_state():
    html = '<select><option>A</option><option id="t" disabled>B</option></select>'
    assert "selected" not in props(html)
    assert props(html)["disabled"] is True


def test_list_box_select_chooses_no_option_by_default():
    html = '<select size="3"><option id="t">A</option><option>B</option></select>'
    assert props(html)["selected"] is False


def test_text_field_reports_readonly_and_required_false():
    found = props('<input id="t" type="text">')
    assert (found["readonly"], found["required"]) == (False, False)


def test_drop_down_select_reports_no_required_state():
    assert "required" not in props('<select id="t" required><option>A</option></select>')


def test_list_box_select_reports_required():
    html = '<select id="t" multiple required><option>A</option></select>'
    assert props(html)["required"] is True


def test_form_control_without_aria_invalid_reports_invalid_false():
    assert props('<button id="t">Go</button>')["invalid"] == "false"


def test_generic_element_reports_no_invalid_state():
    assert "invalid" not in props('<div id="t" tabindex="0">x</div>')


def test_aria_invalid_spelling_is_reported_as_true():
    assert props('<input id="t" aria-invalid="spelling">')["invalid"] == "true"


def test_required_unchecked_checkbox_is_invalid():
    assert props('<input id="t" type="checkbox" required>')["invalid"] == "true"


def test_every_radio_of_a_required_group_without_a_choice_is_invalid():
    html = '<input type="radio" name="p" required><input id="t" type="radio" name="p">'
    assert props(html)["invalid"] == "true"


def test_required_select_showing_its_placeholder_is_invalid():
    html = '<select id="t" required><option value="">Choose</option><option>A</option></select>'
    assert props(html)["invalid"] == "true"


def test_required_select_with_a_real_choice_is_valid():
    html = '<select id="t" required><option>A</option><option>B</option></select>'
    assert props(html)["invalid"] == "false"


def test_tab_list_reports_multiselectable_false():
    assert props('<div id="t" role="tablist"></div>')["multiselectable"] is False


def test_link_reports_focusable():
    assert props('<a id="t" href="#">x</a>')["focusable"] is True


def test_disabled_button_with_tabindex_is_not_focusable():
    assert "focusable" not in props('<button id="t" disabled tabindex="0">x</button>')


def test_iframe_element_is_not_focusable():
    assert "focusable" not in props('<iframe id="t" title="Frame"></iframe>')


def test_focused_element_reports_focused():
    html = '<button id="t" data-nexui-id="4">Go</button>'
    assert props(html, focused=4)["focused"] is True


def test_list_item_level_is_its_list_depth():
    html = "<ul><li>a<ul><li id='t'>b</li></ul></li></ul>"
    assert props(html)["level"] == 2


def test_tree_item_level_counts_groups_inside_the_tree():
    html = (
        '<ul role="tree"><li role="treeitem">a<ul role="group">'
        '<li role="treeitem" id="t">b</li></ul></li></ul>'
    )
    assert props(html)["level"] == 2


def test_cell_of_a_read_only_grid_is_read_only():
    html = (
        '<div role="grid" aria-readonly="true"><div role="row">'
        '<div role="gridcell" id="t">1</div></div></div>'
    )
    assert props(html)["readonly"] is True


def test_media_without_a_source_is_disabled():
    assert props('<audio id="t" controls></audio>')["disabled"] is True


def test_plugin_object_is_disabled():
    assert props('<object id="t" data="x.svg" aria-label="Chart"></object>')["disabled"] is True


def test_aria_heading_with_a_level_that_is_no_number_is_level_one():
    assert props('<div id="t" role="heading" aria-level="x">H</div>')["level"] == 1


def test_busy_region_reports_busy():
    assert props('<div id="t" aria-busy="true" aria-label="R" role="region">x</div>')["busy"]


def test_tree_item_owned_from_outside_its_tree_counts_the_owned_group():
    html = (
        '<ul role="tree"><li role="treeitem" aria-owns="g">Parent</li></ul>'
        '<ul role="group" id="g"><li role="treeitem" id="t">Child</li></ul>'
    )
    assert props(html)["level"] == 2


def test_options_of_a_disabled_select_are_disabled_focusable_and_not_selected():
    html = '<select disabled><option id="t" selected>A</option></select>'
    found = props(html)
    assert (found["disabled"], found["focusable"], "selected" in found) == (True, True, False)


def test_modal_dialog_takes_focus():
    html = '<dialog id="t" open data-nexui-modal=""><p>Sure?</p></dialog>'
    assert props(html)["focusable"] is True


def test_select_without_attributes_is_focusable():
    assert props('<select id="t"><option>A</option></select>')["focusable"] is True


def test_dialog_not_shown_modally_reports_modal_false():
    assert props('<div id="t" role="dialog" aria-label="Help">x</div>')["modal"] is False


def test_focused_date_input_leaves_focused_to_its_inner_field():
    node = node_of('<input id="t" type="date" data-nexui-id="3">', focused=3)
    assert "focused" in node.states
    assert "focused" not in node.properties
