"""``examples/rllib_ppo.py`` trains two PPO iterations when RLlib is installed
(``pip install "nexui-gym[rllib]"``; RLlib pins gymnasium 1.2.2 in Ray 2.60)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.fixture
def example(monkeypatch):
    monkeypatch.syspath_prepend(str(EXAMPLES))
    return importlib.import_module("rllib_ppo")


@pytest.mark.slow
def test_ppo_trains_two_iterations_with_masked_actions(example):
    pytest.importorskip(
        "ray.rllib",
        reason='RLlib is not importable here: pip install "nexui-gym[rllib]" '
        "(in its own environment: it pins gymnasium 1.2.2)",
    )
    results = example.train("task-000", iterations=2, batch=256)
    assert len(results) == 2
    runners = results[-1]["env_runners"]
    assert runners["num_env_steps_sampled_lifetime"] == 512
    # An invalid action ends a run at once; masked sampling keeps runs going.
    assert runners["num_episodes_lifetime"] > 0 and runners["episode_len_mean"] > 2
