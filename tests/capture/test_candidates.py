"""Which elements are candidates, their actions, boxes and stable ids (pure functions)."""

from __future__ import annotations

from nexui_gym.capture.candidates import (
    StableIds,
    actions_for,
    is_candidate,
    is_interactive,
    is_rendered,
    rounded_box,
    select_candidates,
)

PAGE = {"width": 1280, "height": 2000, "scrollX": 0, "scrollY": 0}


def facts(tag="div", key=0, box=(10, 10, 100, 20), **extra):
    base = {
        "key": key,
        "tag": tag,
        "type": None,
        "role": None,
        "href": False,
        "tabindex": None,
        "editable": False,
        "handler": False,
        "visible": True,
        "box": list(box),
    }
    return {**base, **extra}


def test_link_needs_href():
    assert is_interactive(facts("a", href=True))
    assert not is_interactive(facts("a"))


def test_native_controls_are_interactive():
    for tag in ("button", "select", "textarea", "summary"):
        assert is_interactive(facts(tag))
    assert is_interactive(facts("input", type="checkbox"))


def test_hidden_inputs_are_not_interactive():
    assert not is_interactive(facts("input", type="hidden"))


def test_interactive_aria_role():
    assert is_interactive(facts("div", role="button"))
    assert not is_interactive(facts("div", role="region"))


def test_tabindex_must_be_non_negative():
    assert is_interactive(facts("span", tabindex="0"))
    assert not is_interactive(facts("span", tabindex="-1"))
    assert not is_interactive(facts("span", tabindex="soon"))


def test_click_handler_makes_a_div_interactive():
    assert is_interactive(facts("div", handler=True))


def test_page_wide_delegation_does_not_make_body_a_candidate():
    assert not is_interactive(facts("body", handler=True))


def test_contenteditable_is_interactive():
    assert is_interactive(facts("div", editable=True))


def test_not_rendered_when_invisible_or_empty():
    assert not is_rendered(facts(visible=False), PAGE)
    assert not is_rendered(facts(box=(10, 10, 0, 20)), PAGE)


def test_moved_off_the_page_is_not_rendered():
    assert not is_rendered(facts(box=(-10000, 10, 100, 20)), PAGE)


def test_below_the_viewport_but_on_the_page_is_rendered():
    assert is_rendered(facts(box=(10, 1500, 100, 20)), PAGE)


def test_box_is_relative_to_the_viewport_when_scrolled():
    scrolled = {**PAGE, "scrollY": 1500}
    assert is_rendered(facts(box=(10, -1400, 100, 20)), scrolled)
    assert not is_rendered(facts(box=(10, -1600, 100, 20)), scrolled)


def test_candidate_is_interactive_and_rendered():
    assert is_candidate(facts("button"), PAGE)
    assert not is_candidate(facts("button", visible=False), PAGE)
    assert not is_candidate(facts("div"), PAGE)


def test_actions_for_text_inputs_and_textareas():
    assert actions_for(facts("input", type="email")) == ("click", "type", "press")
    assert actions_for(facts("textarea")) == ("click", "type", "press")
    assert actions_for(facts("div", editable=True)) == ("click", "type", "press")


def test_actions_for_selects():
    assert actions_for(facts("select")) == ("click", "select", "press")


def test_actions_for_everything_else():
    assert actions_for(facts("input", type="checkbox")) == ("click", "press")
    assert actions_for(facts("a", href=True)) == ("click", "press")


def test_boxes_are_rounded_without_negative_zero():
    assert rounded_box([1.23456, -0.001, 100.0, 20.499]) == (1.23, 0.0, 100.0, 20.5)
    assert str(rounded_box([-0.001, 0, 0, 0])[0]) == "0.0"


def test_stable_id_is_kept_for_the_same_element():
    ids = StableIds()
    first = ids.id_for("doc-a", 7)
    ids.id_for("doc-a", 8)
    assert ids.id_for("doc-a", 7) == first == 0


def test_new_document_gives_new_ids_never_reused():
    ids = StableIds()
    assert [ids.id_for("doc-a", 0), ids.id_for("doc-b", 0), ids.id_for("doc-a", 1)] == [0, 1, 2]
    assert ids.lookup("doc-b", 0) == 1 and ids.lookup("doc-c", 0) is None


def test_select_candidates_keeps_document_order_and_ids():
    ids = StableIds()
    ids.id_for("doc", 5)  # seen in an earlier state
    elements = [facts("a", key=9, href=True), facts("div", key=3), facts("button", key=5)]
    candidates, by_key = select_candidates(elements, PAGE, "doc", ids)
    assert [(c.id, c.tag) for c in candidates] == [(1, "a"), (0, "button")]
    assert by_key == {9: 1, 5: 0}
    assert candidates[0].box == (10.0, 10.0, 100.0, 20.0)


def test_inert_or_behind_a_modal_is_not_a_candidate():
    assert is_candidate(facts("button", blocked=False), PAGE)
    assert not is_candidate(facts("button", blocked=True), PAGE)
