"""Element facts: rendering, focusability, control values."""

from __future__ import annotations

import pytest
from lxml import etree

from nexui_gym.a11y.dom import (
    HIDDEN_SELF,
    HIDDEN_SUBTREE,
    VISIBLE,
    attributes,
    control_value,
    hidden_kind,
    inline_visibility,
    is_focusable,
    selected_options,
)
from nexui_gym.a11y.parse import parse_html


def element(html: str) -> etree._Element:
    return parse_html(html).find("body")[0]


@pytest.mark.parametrize(
    ("html", "kind"),
    [
        ("<div>x</div>", VISIBLE),
        ("<div hidden>x</div>", HIDDEN_SUBTREE),
        ('<div data-nexui-hidden="display">x</div>', HIDDEN_SUBTREE),
        ('<div data-nexui-hidden="visibility">x</div>', HIDDEN_SELF),
        ('<div style="visibility:collapse">x</div>', HIDDEN_SELF),
        ('<div style="display: none">x</div>', HIDDEN_SUBTREE),
        ('<div style="display: nonexistent">x</div>', VISIBLE),
        ('<input type="hidden">', HIDDEN_SUBTREE),
        ("<dialog>x</dialog>", HIDDEN_SUBTREE),
        ("<dialog open>x</dialog>", VISIBLE),
    ],
)
def test_hidden_kind(html, kind):
    target = element(html)
    assert hidden_kind(target.tag, attributes(target)) == kind


def test_inline_visibility_takes_the_last_declaration():
    assert inline_visibility("visibility: hidden; visibility: visible") is True
    assert inline_visibility("color: red") is None
    assert inline_visibility("VISIBILITY:HIDDEN") is False


@pytest.mark.parametrize(
    ("html", "focusable"),
    [
        ('<a href="#">x</a>', True),
        ("<a>x</a>", False),
        ("<button>x</button>", True),
        ("<button disabled>x</button>", False),
        ('<input type="hidden">', False),
        ('<div tabindex="-1">x</div>', True),
        ('<div tabindex="x">x</div>', False),
        ('<div contenteditable="true">x</div>', True),
        ("<div>x</div>", False),
    ],
)
def test_is_focusable(html, focusable):
    target = element(html)
    assert is_focusable(target, attributes(target)) is focusable


def test_selected_options_of_a_multiple_select_are_only_the_marked_ones():
    select = element("<select multiple><option>a</option><option selected>b</option></select>")
    assert [option.text for option in selected_options(select)] == ["b"]


def test_selected_options_of_a_single_select_skip_disabled_defaults():
    select = element("<select><option disabled>Choose</option><option>a</option></select>")
    assert [option.text for option in selected_options(select)] == ["a"]


@pytest.mark.parametrize(
    ("html", "role", "value"),
    [
        ('<input value="x y">', "textbox", "x y"),
        ('<input type="checkbox" value="on">', "checkbox", ""),
        ('<input type="range" min="0" max="4" value="9">', "slider", "4"),
        ('<input type="color">', "colorwell", "#000000"),
        ("<textarea>line one</textarea>", "textbox", "line one"),
        ('<div role="spinbutton" aria-valuenow="4"></div>', "spinbutton", "4"),
        ('<div role="textbox" contenteditable>typed</div>', "textbox", "typed"),
        ('<progress value="0.5"></progress>', "progressbar", "0.5"),
    ],
)
def test_control_value(html, role, value):
    assert control_value(element(html), role) == value
