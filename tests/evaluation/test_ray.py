"""``nexui eval --backend ray``: episodes as Ray tasks give the same results as a local run."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

pytest.importorskip("ray", reason="needs the distributed extra (Ray)")

pytestmark = pytest.mark.slow


def evaluate(out, *extra):
    command = [sys.executable, "-m", "nexui_gym.cli", "eval", "--policy", "heuristic"]
    command += ["--split", "validation", "--out", str(out), "--quiet", *extra]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return json.loads((out / "summary.json").read_text())


def runs(out):
    lines = (out / "runs.jsonl").read_text().splitlines()
    return sorted((json.loads(line) for line in lines), key=lambda run: run["task_id"])


def test_ray_on_a_local_ray_gives_the_summary_of_one_worker(tmp_path):
    local = evaluate(tmp_path / "local", "--workers", "1")
    on_ray = evaluate(tmp_path / "ray", "--backend", "ray", "--workers", "2")
    assert on_ray == local
    assert runs(tmp_path / "ray") == runs(tmp_path / "local")


def test_ray_resumes_a_folder_cut_short(tmp_path):
    local = evaluate(tmp_path / "local")
    out = tmp_path / "ray"
    evaluate(out, "--backend", "ray")
    lines = (out / "runs.jsonl").read_text().splitlines(keepends=True)
    (out / "runs.jsonl").write_text("".join(lines[:3]))  # as if killed after three runs
    assert evaluate(out, "--backend", "ray") == local


def test_address_without_ray_backend_is_refused(tmp_path):
    command = [sys.executable, "-m", "nexui_gym.cli", "eval", "--policy", "random"]
    command += ["--address", "auto", "--out", str(tmp_path / "x")]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 2
    assert "--address goes with --backend ray" in result.stdout + result.stderr


def test_a_cluster_that_refuses_the_driver_gets_the_token_hint(monkeypatch):
    import ray

    from nexui_gym.evaluation.ray_backend import run_on_ray

    def refuse(**kwargs):
        raise ConnectionError(f"Failed to connect to Ray cluster at {kwargs['address']}")

    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    monkeypatch.setattr(ray, "init", refuse)
    with pytest.raises(ConnectionError, match="10.0.0.1:6379. Check .* RAY_AUTH_MODE=token"):
        list(run_on_ray(print, [()], address="10.0.0.1:6379"))
