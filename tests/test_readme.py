"""The README's Python examples run, and its generated tables match the shipped dataset."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
PYTHON_BLOCKS = re.findall(r"```python\n(.*?)```", README, re.S)


def test_readme_has_python_examples():
    assert len(PYTHON_BLOCKS) >= 2


@pytest.fixture
def local_model(monkeypatch):
    """The OpenAI snippet talks to the tests' local fake model server."""
    from tests.fake_model import FakeModelServer

    with FakeModelServer() as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        yield server


def block_id(number: int) -> str:
    """``block7`` or ``block9-ray.rllib``: what a block needs is in its test id, so CI's RLlib
    venv can select its block with ``-k rllib``."""
    needs = re.findall(r"^# requires: (\S+)", PYTHON_BLOCKS[number], re.M)
    return "-".join([f"block{number}", *needs])


@pytest.mark.parametrize("number", range(len(PYTHON_BLOCKS)), ids=block_id)
def test_readme_python_example_runs(number: int, local_model):
    block = PYTHON_BLOCKS[number]
    for module in re.findall(r"^# requires: (\S+)", block, re.M):
        pytest.importorskip(module, reason=f"README block {number} needs {module}")
    namespace: dict = {"__name__": f"readme_example_{number}"}
    exec(compile(block, f"README.md python block {number}", "exec"), namespace)


def test_readme_dataset_tables_are_generated_from_the_dataset():
    command = [sys.executable, "scripts/readme_tables.py", "--check"]
    command += ["--only", "interfaces", "--only", "dataset", "--only", "graphs"]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
