"""Comparing committed bundles with a fresh capture, file by file."""

from __future__ import annotations

from nexui_gym.capture.check import BundleDiff, compare_bundle, compare_bundles, orphan_bundles


def make_bundle(folder, files):
    for name, data in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    return folder


FILES = {"task.json": b"{}\n", "states/00.html": b"<html>", "states/00.webp": b"RIFF1"}


def test_identical_bundles_do_not_differ(tmp_path):
    old = make_bundle(tmp_path / "old", FILES)
    new = make_bundle(tmp_path / "new", FILES)
    assert compare_bundle("task-001", old, new) is None


def test_changed_missing_and_extra_files_are_listed(tmp_path):
    old = make_bundle(tmp_path / "old", FILES)
    changed = {**FILES, "states/00.webp": b"RIFF2", "states/01.html": b"<p>"}
    del changed["task.json"]
    new = make_bundle(tmp_path / "new", changed)
    diff = compare_bundle("task-001", old, new)
    assert diff == BundleDiff(
        "task-001",
        differing=("states/00.webp",),
        missing=("task.json",),
        extra=("states/01.html",),
    )
    assert diff.lines() == [
        "task-001: differs: states/00.webp",
        "task-001: missing from the re-capture: task.json",
        "task-001: not committed: states/01.html",
    ]


def test_uncommitted_bundle_is_reported(tmp_path):
    new = make_bundle(tmp_path / "new", FILES)
    diff = compare_bundle("task-001", tmp_path / "old", new)
    assert diff.lines() == ["task-001: no committed bundle"]


def test_compare_bundles_keeps_only_differences(tmp_path):
    make_bundle(tmp_path / "old" / "task-001", FILES)
    make_bundle(tmp_path / "new" / "task-001", FILES)
    make_bundle(tmp_path / "old" / "task-002", FILES)
    make_bundle(tmp_path / "new" / "task-002", {**FILES, "task.json": b"[]"})
    diffs = compare_bundles(["task-001", "task-002"], tmp_path / "old", tmp_path / "new")
    assert [(d.task, d.differing) for d in diffs] == [("task-002", ("task.json",))]


def test_orphan_bundles_have_no_spec(tmp_path):
    make_bundle(tmp_path / "task-001", FILES)
    make_bundle(tmp_path / "task-009", FILES)
    (tmp_path / "index.json").write_text("{}")
    assert [d.task for d in orphan_bundles(tmp_path, ["task-001"])] == ["task-009"]


ENVIRONMENT = (
    b'{"chromium": "156.0", "playwright": "1.65.2", "packages": {}, "capture_code": "abc"}'
)


def test_a_version_mismatch_is_reported_apart_from_the_content(tmp_path):
    old = make_bundle(tmp_path / "old", {**FILES, "capture.json": ENVIRONMENT})
    newer = ENVIRONMENT.replace(b"156.0", b"157.0")
    diff = compare_bundle(
        "task-001", old, make_bundle(tmp_path / "new", {**FILES, "capture.json": newer})
    )
    assert not diff.content_differs
    assert diff.lines() == ["task-001: version mismatch: chromium 156.0 -> 157.0"]


def test_a_content_difference_is_not_a_version_mismatch(tmp_path):
    old = make_bundle(tmp_path / "old", {**FILES, "capture.json": ENVIRONMENT})
    changed = {**FILES, "states/00.html": b"<p>", "capture.json": ENVIRONMENT}
    diff = compare_bundle("task-001", old, make_bundle(tmp_path / "new", changed))
    assert diff.content_differs and diff.environment == ()


def test_a_bundle_without_a_record_shows_what_the_re_capture_used(tmp_path):
    old = make_bundle(tmp_path / "old", FILES)
    diff = compare_bundle(
        "task-001", old, make_bundle(tmp_path / "new", {**FILES, "capture.json": ENVIRONMENT})
    )
    assert not diff.content_differs
    assert "no environment recorded (re-captured with chromium 156.0" in diff.lines()[0]
