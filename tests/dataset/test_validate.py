"""``nexui validate``: passes on good bundles, names the file and field of each problem."""

from __future__ import annotations

import json

from nexui_gym.cli import main
from nexui_gym.dataset.validate import validate


def test_fixture_bundles_are_valid(bundles_root):
    report = validate([bundles_root])
    assert report.ok, [str(e) for e in report.errors]
    assert len(report.tasks) == 2


def test_cli_passes_on_good_bundles(bundles_root, capsys):
    assert main(["validate", str(bundles_root)]) == 0
    assert "2 valid bundles, 9 states: ok" in capsys.readouterr().out


def test_cli_fails_on_a_broken_copy_with_the_problem_on_stderr(bundles_copy, capsys):
    (bundles_copy / "task-901" / "states" / "03.ax.json").write_text("not json")
    assert main(["validate", str(bundles_copy)]) == 1
    captured = capsys.readouterr()
    assert "task-901/states/03.ax.json" in captured.err and "valid JSON" in captured.err
    assert "1 problem(s)" in captured.out


def test_wrong_difficulty_is_reported(bundles_copy):
    path = bundles_copy / "task-900" / "task.json"
    document = json.loads(path.read_text())
    document["difficulty"] = "very_hard"
    path.write_text(json.dumps(document))
    report = validate([bundles_copy])
    assert any(e.field == "difficulty" and "'medium'" in str(e) for e in report.errors)


def test_candidate_missing_from_snapshot_is_reported(bundles_copy):
    html = bundles_copy / "task-900" / "states" / "01.html"
    html.write_text(html.read_text().replace('data-nexui-id="6"', ""))
    report = validate([bundles_copy])
    assert any("ids [6] missing" in str(e) for e in report.errors)


def test_stale_index_is_reported(bundles_copy):
    path = bundles_copy / "index.json"
    document = json.loads(path.read_text())
    document["tasks"][0]["states"] = 99
    path.write_text(json.dumps(document))
    report = validate([bundles_copy])
    assert any("nexui index" in str(e) for e in report.errors)


def test_single_bundle_path_is_validated(bundles_root):
    assert validate([bundles_root / "task-900"]).ok


def test_a_broken_bundle_is_reported_once_not_as_missing_from_the_index(bundles_copy):
    (bundles_copy / "task-901" / "states" / "02.webp").unlink()
    report = validate([bundles_copy])
    assert len(report.errors) == 1 and "02.webp" in str(report.errors[0])
