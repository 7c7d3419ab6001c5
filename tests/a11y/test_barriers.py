"""Barrier tags computed from the snapshots: each rule on a small edit of a fixture bundle."""

from __future__ import annotations

import json
from collections import Counter

from nexui_gym.a11y.barriers import (
    BARRIER_TAGS,
    barriers_by_interface,
    changed_lines,
    format_barriers,
    step_barriers,
)
from nexui_gym.dataset.loader import load_task


def edit(bundles_copy, change_document=None, change_html=None):
    """task-900 after ``change_document(document)`` and ``change_html(index, html)``."""
    folder = bundles_copy / "task-900"
    path = folder / "task.json"
    document = json.loads(path.read_text())
    if change_document is not None:
        change_document(document)
    path.write_text(json.dumps(document))
    if change_html is not None:
        for index in range(len(document["states"])):
            html_path = folder / "states" / f"{index:02d}.html"
            html_path.write_text(change_html(index, html_path.read_text()))
    return load_task(folder)


def test_a_well_built_task_meets_no_barrier(paperless_task):
    assert step_barriers(paperless_task) == (frozenset(),) * 4


def test_a_clickable_box_without_a_name_is_unlabelled_and_custom(bundles_copy):
    def html(index, text):
        start = text.find('<input data-nexui-id="5"')
        if start < 0:
            return text
        end = text.index(">", start) + 1
        return text[:start] + '<div data-nexui-id="5"></div>' + text[end:]

    task = edit(bundles_copy, change_html=html)
    assert {"unlabelled-control", "custom-widget"} <= step_barriers(task)[1]


def test_a_change_only_the_screen_shows_is_a_visual_only_cue(bundles_copy):
    folder = bundles_copy / "task-900" / "states"
    same = (folder / "01.html").read_text()
    task = edit(bundles_copy, change_html=lambda index, text: same if index == 2 else text)
    assert "visual-only-cue" in step_barriers(task)[1]


def test_content_changing_without_announcement_on_the_same_page_is_a_silent_update(bundles_copy):
    def document(doc):
        doc["states"][2]["url"] = doc["states"][1]["url"]

    def html(index, text):
        if index != 2:
            return text
        return text.replace("</form>", "</form><p>Balance £10</p><p>Pending £2</p>")

    task = edit(bundles_copy, document, html)
    assert "silent-update" in step_barriers(task)[1]


def test_focus_falling_back_to_the_document_is_a_focus_loss(bundles_copy):
    def document(doc):
        doc["states"][1]["focused"] = 2

    task = edit(bundles_copy, document)
    assert "focus-loss" in step_barriers(task)[1]


def test_an_invalid_field_nobody_announces_is_an_error_not_announced(bundles_copy):
    def html(index, text):
        if index != 2:
            return text
        return text.replace('name="paperless"', 'name="paperless" aria-invalid="true"')

    task = edit(bundles_copy, change_html=html)
    assert "error-not-announced" in step_barriers(task)[1]


def test_changed_lines_counts_the_larger_side():
    assert changed_lines("a\nb\nc", "a\nx\ny\nc") == 2
    assert changed_lines("a\nb", "a\nb") == 0


def test_stats_table_has_a_row_per_interface_and_a_total(paperless_task, payment_task):
    counts = barriers_by_interface([paperless_task, payment_task])
    assert list(counts) == ["bank"]
    table = format_barriers({"bank": Counter({"focus-loss": 2}), "shop": Counter()})
    lines = table.splitlines()
    assert all(tag in lines[1] for tag in BARRIER_TAGS)
    assert lines[-1].startswith("total") and lines[-1].split()[5] == "2"
