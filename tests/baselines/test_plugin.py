"""User policies loaded from ``module.path:Factory``, and the example in docs/policies.md."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from nexui_gym.baselines import make_policy

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = re.search(
    r"```python\n(.*?)```", (ROOT / "docs" / "policies.md").read_text(encoding="utf-8"), re.S
).group(1)


@pytest.fixture
def agent_folder(tmp_path, monkeypatch):
    (tmp_path / "word_match.py").write_text(EXAMPLE, encoding="utf-8")
    (tmp_path / "not_a_policy.py").write_text("class Thing:\n    pass\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


def test_the_documented_example_loads_as_a_policy(agent_folder):
    policy = make_policy("word_match:WordMatch", seed=1)
    assert policy.name == "word-match"


def test_the_documented_example_evaluates_through_nexui_eval(agent_folder):
    out = agent_folder / "out"
    command = [sys.executable, "-m", "nexui_gym.cli", "eval", "--policy", "word_match:WordMatch"]
    command += ["--split", "validation", "--out", str(out)]
    result = subprocess.run(command, cwd=agent_folder, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    summary = json.loads((out / "summary.json").read_text())
    assert summary["overall"]["completed"] == summary["overall"]["scheduled"] > 0


def test_a_module_that_cannot_be_imported_is_named(agent_folder):
    with pytest.raises(ValueError, match="cannot import 'no_such_module'"):
        make_policy("no_such_module:Agent")


def test_a_missing_factory_is_named(agent_folder):
    with pytest.raises(ValueError, match="has no callable 'Missing'"):
        make_policy("word_match:Missing")


def test_an_object_without_act_is_refused_with_what_it_lacks(agent_folder):
    with pytest.raises(ValueError, match="no reset\\(\\) and no act\\(\\)"):
        make_policy("not_a_policy:Thing")


def test_a_malformed_spec_says_what_is_expected():
    with pytest.raises(ValueError, match="module.path:Factory"):
        make_policy("not a spec:!")
