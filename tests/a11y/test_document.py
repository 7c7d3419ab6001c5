"""Per-document lookups: ids and labels."""

from __future__ import annotations

from nexui_gym.a11y.document import Document
from nexui_gym.a11y.parse import parse_html


def document(html: str) -> Document:
    return Document(parse_html(html))


def test_by_id_returns_the_first_element_with_the_id():
    doc = document('<p id="x">first</p><p id="x">second</p>')
    assert doc.by_id("x").text == "first"
    assert doc.by_id("missing") is None


def test_by_idrefs_keeps_the_order_and_skips_unknown_ids():
    doc = document('<p id="a">A</p><p id="b">B</p>')
    assert [element.text for element in doc.by_idrefs("b nope a")] == ["B", "A"]


def test_labels_of_a_control_include_for_and_wrapping_labels():
    doc = document('<label for="i">One</label><label>Two <input id="i"></label>')
    control = doc.by_id("i")
    assert ["".join(label.itertext()).strip() for label in doc.labels_of(control)] == ["One", "Two"]


def test_wrapping_label_labels_only_its_first_labelable_descendant():
    doc = document('<label>Both <input id="a"><input id="b"></label>')
    assert len(doc.labels_of(doc.by_id("a"))) == 1
    assert doc.labels_of(doc.by_id("b")) == []


def test_label_for_a_non_labelable_element_labels_nothing():
    doc = document('<label for="d">Text</label><div id="d"></div>')
    assert doc.labels_of(doc.by_id("d")) == []


def test_title_is_the_document_title():
    doc = document("<head><title>Page</title></head><body>x</body>")
    assert doc.title() == "Page"


def test_svg_title_is_not_the_document_title():
    assert document("<body><svg><title>Icon</title></svg></body>").title() == ""
