"""Pattern pages: capture's snapshot marks (generated content, text-transform, complete
hidden marks), no attributes the page did not have, and Chromium's tree stored beside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.patterns import CAPTURED, capture_patterns, pattern_pages
from tests.capture.conftest import skip_without_browser

PAGE = """<!DOCTYPE html>
<html lang="en"><head><title>Marks</title><style>
.next::after { content: " \\203A" } .up { text-transform: uppercase }
.fav::before { content: "\\2605" / "Favourite: " } .shown { display: block !important }
</style></head><body>
<a href="#n" class="next">Next</a>
<h2 class="up">recent <span>activity</span></h2>
<button type="button" class="fav">Save</button>
<form><input type="submit"><input type="reset"><input type="text"></form>
<p hidden class="shown">Shown</p>
</body></html>
"""


def test_pattern_pages_are_the_html_files_of_the_folder_in_name_order(tmp_path):
    for name in ("b.html", "a.html", "notes.txt"):
        (tmp_path / name).write_text("<p>x</p>")
    assert [page.name for page in pattern_pages(tmp_path)] == ["a.html", "b.html"]


def test_a_missing_patterns_folder_is_named(tmp_path):
    with pytest.raises(CaptureError, match="not a folder"):
        pattern_pages(tmp_path / "nowhere")


def test_an_unknown_pattern_name_is_refused_before_any_browser_starts(tmp_path):
    (tmp_path / "a.html").write_text("<p>x</p>")
    with pytest.raises(CaptureError, match="no pattern page called zzz"):
        capture_patterns(tmp_path, ["zzz"])


@pytest.fixture(scope="module")
def captured(tmp_path_factory: pytest.TempPathFactory) -> Path:
    skip_without_browser()
    folder = tmp_path_factory.mktemp("patterns")
    (folder / "marks.html").write_text(PAGE, encoding="utf-8")
    capture_patterns(folder)
    return folder / CAPTURED


def test_generated_content_is_recorded_as_text(captured):
    html = (captured / "marks.html").read_text(encoding="utf-8")
    assert 'class="next" data-nexui-after=" ›"' in html
    assert 'data-nexui-before="Favourite: "' in html  # the alternative text after "/"


def test_text_transform_is_recorded_where_it_changes(captured):
    html = (captured / "marks.html").read_text(encoding="utf-8")
    assert 'class="up" data-nexui-text-transform="uppercase"' in html
    assert "<span>activity</span>" in html  # inherited, not repeated


def test_button_inputs_get_no_value_they_did_not_have(captured):
    html = (captured / "marks.html").read_text(encoding="utf-8")
    assert '<input type="submit" data-nexui-id' in html
    assert '<input type="reset" data-nexui-id' in html
    assert '<input type="text" value=""' in html  # a text field's live value is synced


def test_the_snapshot_says_its_hidden_marks_are_complete(captured):
    html = (captured / "marks.html").read_text(encoding="utf-8")
    assert "data-nexui-marked" in html
    assert '<p hidden="" class="shown">Shown</p>' in html  # rendered: not marked


def test_chromium_tree_is_stored_beside_the_snapshot(captured):
    nodes = json.loads((captured / "marks.ax.json").read_text(encoding="utf-8"))["nodes"]
    names = {(node["role"], node["name"]) for node in nodes}
    assert ("button", "Submit") in names and ("button", "Reset") in names
    assert ("link", "Next ›") in names
    assert ("heading", "RECENT ACTIVITY") in names
