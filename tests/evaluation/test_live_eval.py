"""``nexui eval --env-backend live``: the harness runs policies on live envs unchanged, and
says what to install when the browser is missing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nexui_gym.cli import main
from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.index import load_index
from nexui_gym.envs.live import missing_requirements


@pytest.mark.browser
def test_the_oracle_passes_a_task_live_through_nexui_eval(tmp_path, capsys):
    reason = missing_requirements()
    if reason:
        pytest.skip(f"the live backend cannot run here: {reason}")
    try:
        load_index()
    except DatasetError as error:
        pytest.skip(f"the packaged index does not load ({error}); re-capture the bundles")
    argv = ["eval", "--policy", "oracle", "--tasks", "task-000", "--split", "all"]
    argv += ["--env-backend", "live", "--out", str(tmp_path), "--quiet"]
    assert main(argv) == 0
    (run,) = [json.loads(line) for line in (tmp_path / "runs.jsonl").read_text().splitlines()]
    assert run["passed"] and run["task_id"] == "task-000"
    assert json.loads((tmp_path / "config.json").read_text())["env_backend"] == "live"


def test_env_backend_live_without_chromium_says_what_to_install(
    monkeypatch, bundles_root, tmp_path, capsys
):
    from nexui_gym.capture import browser

    monkeypatch.setattr(browser, "CHROMIUM", Path("/nonexistent/chromium"))
    argv = ["eval", "--policy", "oracle", "--bundles", str(bundles_root), "--split", "all"]
    assert main([*argv, "--env-backend", "live", "--out", str(tmp_path)]) == 2
    assert 'pip install "nexui-gym[live]"' in capsys.readouterr().err
