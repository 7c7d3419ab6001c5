"""Links in a bundle: nothing is read through a link that leaves the bundle folder, and
``nexui validate`` names the link (audit case 1)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.loader import load_task, read_html
from nexui_gym.dataset.validate import validate
from nexui_gym.envs.nexui_env import NeXUIEnv

SECRET = "sk-canary-secret"


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A file outside every bundle, holding a secret."""
    path = tmp_path / "outside.html"
    path.write_text(f"<html><body><p>OPENAI_API_KEY={SECRET}</p></body></html>")
    return path


def test_state_file_linking_outside_is_refused_at_load(bundles_copy, outside):
    html = bundles_copy / "task-900" / "states" / "00.html"
    html.unlink()
    html.symlink_to(outside)
    with pytest.raises(
        DatasetError,
        match=r"00\.html: states\[0\]\.html: expected a file inside the bundle, found 'a link to",
    ):
        load_task(bundles_copy / "task-900")


def test_environ_link_never_reaches_the_observation(bundles_copy):
    html = bundles_copy / "task-900" / "states" / "00.html"
    html.unlink()
    html.symlink_to("/proc/self/environ")
    with pytest.raises(DatasetError, match="expected a file inside the bundle"):
        NeXUIEnv("task-900", bundles_root=bundles_copy).reset(seed=0)


def test_link_made_after_loading_is_refused_when_read(bundles_copy, outside):
    task = load_task(bundles_copy / "task-900")
    html = task.path(task.states[1].html)
    html.unlink()
    html.symlink_to(outside)
    with pytest.raises(DatasetError, match="expected a file inside the bundle"):
        read_html(task, task.states[1])


def test_states_folder_linking_outside_is_reported_by_validate(bundles_copy, tmp_path):
    states = bundles_copy / "task-900" / "states"
    moved = shutil.move(str(states), str(tmp_path / "elsewhere"))
    states.symlink_to(moved)
    report = validate([bundles_copy / "task-900"])
    assert not report.ok
    assert "expected a file inside the bundle" in str(report.errors[0])


def test_task_json_linking_outside_is_reported_by_validate(bundles_copy, tmp_path):
    task_json = bundles_copy / "task-900" / "task.json"
    moved = shutil.move(str(task_json), str(tmp_path / "task.json"))
    task_json.symlink_to(moved)
    report = validate([bundles_copy / "task-900"])
    assert [error.field for error in report.errors] == [""]
    assert "task.json: expected a file inside the bundle" in str(report.errors[0])


def test_ax_file_linking_outside_is_reported_by_validate(bundles_copy, tmp_path):
    ax = bundles_copy / "task-900" / "states" / "01.ax.json"
    moved = shutil.move(str(ax), str(tmp_path / "01.ax.json"))
    ax.symlink_to(moved)
    report = validate([bundles_copy / "task-900"])
    assert "states[1].ax: expected a file inside the bundle" in str(report.errors[0])


def test_link_that_stays_inside_the_bundle_is_accepted(bundles_copy):
    states = bundles_copy / "task-900" / "states"
    (states / "00.html").rename(states / "first.html")
    (states / "00.html").symlink_to("first.html")
    assert validate([bundles_copy / "task-900"]).ok


def test_bad_index_under_nexui_assets_does_not_break_the_import(tmp_path):
    bundles = tmp_path / "assets" / "bundles"
    bundles.mkdir(parents=True)
    (bundles / "index.json").write_text('{"tasks": ' + "[" * 100_000 + "]" * 100_000 + "}")
    env = dict(os.environ, NEXUI_ASSETS=str(tmp_path / "assets"))
    done = subprocess.run(
        [sys.executable, "-c", "import nexui_gym; print('imported')"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "imported" in done.stdout
    assert "index.json: expected JSON within the dataset's limits" in done.stderr
