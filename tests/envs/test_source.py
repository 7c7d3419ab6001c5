"""The replay state source and the back action: ``back`` returns to the previous state of
the run, and going back and forth earns progress once."""

from __future__ import annotations

import pytest

from nexui_gym.dataset.model import ACTION_TYPES
from nexui_gym.envs.cache import StateCache
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.envs.source import ReplaySource
from nexui_gym.scoring.records import AgentAction
from tests.helpers import reference_action

BACK = {"action_type": "back", "explanation": "I'm going back to the previous page."}


def test_back_is_the_last_action_type_of_eight():
    assert len(ACTION_TYPES) == 8
    assert ACTION_TYPES[-1] == "back"


def test_replay_back_returns_to_the_state_the_run_advanced_from(paperless_task):
    source = ReplaySource(paperless_task, StateCache())
    source.reset()
    step = paperless_task.steps[0]
    assert source.apply(AgentAction(step.action, step.target, step.text)) == "advanced"
    assert source.apply(AgentAction("back")) == "back"
    assert source.index == 0


def test_replay_back_at_the_start_has_no_effect(paperless_task):
    source = ReplaySource(paperless_task, StateCache())
    source.reset()
    assert source.apply(AgentAction("back")) == "no_effect"
    assert source.index == 0


def test_back_in_the_env_returns_and_says_what_the_user_perceives(paperless_env):
    start, _ = paperless_env.reset(seed=0)
    paperless_env.step(reference_action(paperless_env.task, 0))
    observation, reward, done, _, info = paperless_env.step(BACK)
    assert (info["transition"], info["state_index"], done) == ("back", 0, False)
    assert observation["reader"] == start["reader"]
    assert info["reward_terms"]["progress"] == 0.0


def test_back_at_the_start_says_there_is_no_previous_page(paperless_env):
    paperless_env.reset(seed=0)
    observation, _, _, _, info = paperless_env.step(BACK)
    assert info["transition"] == "no_effect"
    assert "nothing to go back to" in observation["last_action_result"]


def test_going_back_and_forth_earns_progress_once(paperless_env):
    paperless_env.reset(seed=0)
    forward = reference_action(paperless_env.task, 0)
    _, _, _, _, first = paperless_env.step(forward)
    paperless_env.step(BACK)
    _, _, _, _, again = paperless_env.step(forward)
    assert first["reward_terms"]["progress"] > 0
    assert again["transition"] == "advanced"
    assert again["reward_terms"]["progress"] == 0.0


def test_the_reference_still_passes_after_a_detour_back(paperless_env):
    paperless_env.reset(seed=0)
    task = paperless_env.task
    paperless_env.step(reference_action(task, 0))
    paperless_env.step(BACK)
    for index in range(task.reference_length):
        _, _, done, _, info = paperless_env.step(reference_action(task, index))
    assert done and info["scores"]["passed"]
    assert info["scores"]["first_try_accuracy"] < 1.0  # going back was not a step on the graph


def test_an_unknown_backend_names_the_argument(bundles_root):
    with pytest.raises(ValueError, match="backend 'remote'"):
        NeXUIEnv("task-900", bundles_root=bundles_root, backend="remote")
