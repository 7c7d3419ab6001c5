"""Killing a process that holds live envs leaves no browser process behind (SIGKILL and
SIGTERM), and a live env says what to install when Chromium or Playwright is missing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from nexui_gym.dataset.loader import load_task
from nexui_gym.dataset.paths import bundles_dir
from nexui_gym.envs.live import LiveBackendError, missing_requirements

HOLDER = """
import sys, time
from nexui_gym.envs.nexui_env import NeXUIEnv
envs = [NeXUIEnv("task-000", backend="live") for _ in range(2)]
for env in envs:
    env.reset(seed=0)
print("ready", flush=True)
time.sleep(600)
"""
#: How long the browser may take to go after its owner died.
GRACE_S = 15.0


def _children() -> dict[int, list[int]]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(entry.name))
    return children


def descendants(pid: int) -> set[int]:
    tree, found, todo = _children(), set(), [pid]
    while todo:
        for child in tree.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def alive(pid: int) -> bool:
    """Running (a zombie has exited: it holds no memory and waits only to be reaped)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.browser
@pytest.mark.parametrize("signum", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_killing_a_process_holding_live_envs_leaves_no_browser(signum):
    reason = missing_requirements()
    if reason:
        pytest.skip(f"the live backend cannot run here: {reason}")
    load_task(bundles_dir() / "task-000")  # a bundle that loads, or the test fails here
    root = Path(__file__).resolve().parents[2]
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER],
        stdout=subprocess.PIPE,
        env=dict(os.environ, PYTHONPATH=str(root)),
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "ready"
        browser = {pid for pid in descendants(holder.pid) if alive(pid)}
        assert any("chrom" in Path(f"/proc/{pid}/comm").read_text() for pid in browser)
        holder.send_signal(signum)
        assert holder.wait(timeout=GRACE_S) == -signum
        deadline = time.monotonic() + GRACE_S
        while any(alive(pid) for pid in browser) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not [pid for pid in browser if alive(pid)]
    finally:
        if holder.poll() is None:
            holder.kill()


def test_a_live_env_without_chromium_says_what_to_install(monkeypatch, bundles_root):
    from nexui_gym.capture import browser

    monkeypatch.setattr(browser, "CHROMIUM", Path("/nonexistent/chromium"))
    from nexui_gym.envs.nexui_env import NeXUIEnv

    with pytest.raises(LiveBackendError, match=r'pip install "nexui-gym\[live\]"'):
        NeXUIEnv("task-900", bundles_root=bundles_root, backend="live")
