"""The caps on bundle files: crafted JSON, HTML and images end with a DatasetError naming
the file, before anything large is decoded (audit cases 5, 6 and 8)."""

from __future__ import annotations

import json
import struct
import time
import zlib

import pytest

from nexui_gym.dataset import limits
from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.limits import (
    MAX_ATTRIBUTES,
    MAX_HTML_BYTES,
    MAX_JSON_DEPTH,
    JSONLimitError,
    html_problem,
    loads_json,
)
from nexui_gym.dataset.loader import load_task, read_ax, read_html, read_screenshot
from nexui_gym.dataset.validate import validate
from tests.dataset.test_loader import edit_task_json


def test_deep_json_nesting_is_a_limit_error():
    with pytest.raises(JSONLimitError, match=f"nested deeper than {MAX_JSON_DEPTH}"):
        loads_json("[" * 100_000 + "]" * 100_000)


def test_moderate_json_nesting_over_the_cap_is_a_limit_error():
    depth = MAX_JSON_DEPTH + 1
    with pytest.raises(JSONLimitError, match="nested deeper"):
        loads_json("[" * depth + "]" * depth)


def test_json_nesting_at_the_cap_loads():
    assert loads_json("[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH) is not None


def test_long_json_integer_is_a_limit_error():
    with pytest.raises(JSONLimitError, match="an integer of 5000 digits"):
        loads_json('{"schema_version": ' + "1" * 5000 + "}")


@pytest.mark.parametrize("text", ["[NaN]", "[Infinity]", "[-Infinity]", "[1e999]"])
def test_non_finite_json_numbers_are_limit_errors(text):
    with pytest.raises(JSONLimitError):
        loads_json(text)


def test_deeply_nested_ax_file_names_the_file(bundles_copy):
    task = load_task(bundles_copy / "task-900")
    task.path(task.states[0].ax).write_text('{"nodes": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(DatasetError, match=r"00\.ax\.json: expected JSON within the dataset"):
        read_ax(task, task.states[0])


def test_long_schema_version_in_task_json_names_the_file(bundles_copy):
    path = bundles_copy / "task-900" / "task.json"
    path.write_text(
        path.read_text().replace('"schema_version": 2', '"schema_version": ' + "1" * 5000)
    )
    with pytest.raises(DatasetError, match=r"task\.json: expected JSON within .*5000 digits"):
        load_task(bundles_copy / "task-900")


def test_nan_box_in_task_json_is_refused(bundles_copy):
    path = bundles_copy / "task-900" / "task.json"
    document = json.loads(path.read_text())
    document["states"][0]["candidates"][0]["box"][0] = float("nan")
    path.write_text(json.dumps(document))  # json.dumps writes the literal NaN
    with pytest.raises(DatasetError, match="NaN"):
        load_task(bundles_copy / "task-900")


def test_candidate_id_above_int32_is_refused(bundles_copy):
    def edit(document):
        document["states"][0]["candidates"][0]["id"] = 2**40

    edit_task_json(bundles_copy / "task-900", edit)
    with pytest.raises(
        DatasetError,
        match=r"states\[0\]\.candidates\[0\]\.id: expected an integer in 0\.\.2147483647",
    ):
        load_task(bundles_copy / "task-900")


def test_goal_over_the_observation_limit_is_refused(bundles_copy):
    def edit(document):
        document["goal"] = "x" * 100_000

    edit_task_json(bundles_copy / "task-900", edit)
    with pytest.raises(DatasetError, match="goal: expected at most 2000 characters"):
        load_task(bundles_copy / "task-900")


def test_huge_viewport_is_refused(bundles_copy):
    def edit(document):
        document["viewport"] = [100_000, 100_000]

    edit_task_json(bundles_copy / "task-900", edit)
    with pytest.raises(DatasetError, match="viewport: expected .* each at most 4096"):
        load_task(bundles_copy / "task-900")


def test_oversized_html_names_the_file(bundles_copy):
    task = load_task(bundles_copy / "task-900")
    task.path(task.states[0].html).write_bytes(b"<p>" + b"x" * MAX_HTML_BYTES)
    with pytest.raises(DatasetError, match=r"00\.html: states\[0\]\.html: expected at most"):
        read_html(task, task.states[0])


def test_element_with_too_many_attributes_names_the_file(bundles_copy):
    task = load_task(bundles_copy / "task-900")
    attributes = " ".join(f"a{i}=x" for i in range(MAX_ATTRIBUTES + 1))
    task.path(task.states[0].html).write_text(
        f"<html><body><div {attributes}>x</div></body></html>"
    )
    with pytest.raises(
        DatasetError, match=f"an element <div> with {MAX_ATTRIBUTES + 1} attributes"
    ):
        read_html(task, task.states[0])


def test_attribute_count_is_that_of_the_parser_not_of_quotes():
    # A quote inside an attribute name does not start a value (HTML's tokenizer): the
    # attributes after it still belong to the element.
    attributes = " ".join(f"a{i}" for i in range(MAX_ATTRIBUTES + 1))
    assert html_problem(f'<div x" ><div {attributes} ">'.encode()) is not None


def test_attribute_check_is_fast_on_many_attributes():
    # The tree-less pass is linear: 200,000 attributes (1.6 MB) take well under a second
    # where building a tree of them takes minutes.
    data = ("<div " + " ".join(f"a{i}=x" for i in range(200_000)) + ">x</div>").encode()
    started = time.perf_counter()
    assert "200000 attributes" in html_problem(data)
    assert time.perf_counter() - started < 5


def test_the_same_snapshot_is_checked_once_however_often_it_is_parsed(monkeypatch):
    # The loader checks a state's bytes and the engine checks them again: one pass.
    passes = []

    class Counting(limits._AttributeCounter):
        def __init__(self) -> None:
            super().__init__()
            passes.append(1)

    monkeypatch.setattr(limits, "_AttributeCounter", Counting)
    html_problem.cache_clear()
    data = b"<main><p a=1 b=2>text</p><!-- note --></main>"
    assert html_problem(data) is None and html_problem(bytes(data)) is None
    assert passes == [1]


def test_comments_and_text_do_not_hide_an_element_s_attributes():
    many = " ".join(f"a{i}" for i in range(MAX_ATTRIBUTES + 1))
    data = f"<p>text<!-- c --><span {many}>more</span></p>".encode()
    assert f"<span> with {MAX_ATTRIBUTES + 1} attributes" in html_problem(data)


def png_header_only(width: int, height: int) -> bytes:
    """A PNG that declares ``width`` x ``height`` pixels but holds no pixel data."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", b"")


@pytest.mark.parametrize("side", [12_000, 20_000])
def test_screenshot_of_huge_declared_size_is_refused_before_decoding(bundles_copy, side):
    # Decoding would fail on the missing pixel data: the error must come from the header.
    task = load_task(bundles_copy / "task-900")
    task.path(task.states[0].screenshot).write_bytes(png_header_only(side, side))
    with pytest.raises(
        DatasetError, match=r"00\.webp: states\[0\]\.screenshot: expected"
    ) as caught:
        read_screenshot(task, task.states[0])
    assert f"{side}x{side}" in str(caught.value) or "exceeds limit" in str(caught.value)


def test_validate_reports_an_element_with_too_many_attributes(bundles_copy):
    task = load_task(bundles_copy / "task-900")
    attributes = " ".join(f"a{i}" for i in range(200_000))
    task.path(task.states[2].html).write_text(
        f"<html><body><div {attributes}>x</div></body></html>"
    )
    report = validate([bundles_copy / "task-900"])
    assert "states[2].html: expected an HTML snapshot within the dataset's limits" in str(
        report.errors[0]
    )


def test_validate_reports_a_candidate_id_too_large_in_the_snapshot(bundles_copy):
    task = load_task(bundles_copy / "task-900")
    path = task.path(task.states[0].html)
    path.write_text(path.read_text().replace('data-nexui-id="0"', f'data-nexui-id="{2**63}"'))
    report = validate([bundles_copy / "task-900"])
    assert "ids [0] missing" in str(report.errors[0])
