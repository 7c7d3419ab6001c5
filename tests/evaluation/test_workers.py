"""Killing ``nexui eval --workers N`` leaves no process behind (audit case 7): each worker
ends itself once the evaluation that started it is gone."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")


def children(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and running(int(entry.name)):
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.add(int(entry.name))
    return found


def running(pid: int) -> bool:
    """Alive and not a zombie waiting to be reaped."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def wait_for(condition, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


@pytest.mark.slow
@pytest.mark.parametrize(
    "signal_number", [signal.SIGKILL, signal.SIGTERM], ids=["kill-9", "sigterm"]
)
def test_killed_parallel_eval_leaves_no_process(tmp_path, signal_number):
    command = [
        sys.executable,
        "-m",
        "nexui_gym.cli",
        "eval",
        "--policy",
        "random",
        "--split",
        "all",
    ]
    command += ["--workers", "2", "--out", str(tmp_path / "out"), "--quiet"]
    env = dict(os.environ, PYTHONPATH=str(REPOSITORY))
    parent = subprocess.Popen(
        command, cwd=REPOSITORY, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        started = wait_for(lambda: len(children(parent.pid)) >= 2 or parent.poll() is not None, 120)
        workers = children(parent.pid)
        assert started and parent.poll() is None, "the eval ended before its workers started"
        assert (tmp_path / "out" / "runs.jsonl").exists() or workers
        parent.send_signal(signal_number)
        parent.wait(timeout=30)
        assert wait_for(lambda: not any(running(pid) for pid in workers), 15), [
            pid for pid in workers if running(pid)
        ]
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
