"""The heuristic baseline: it reads only the observation, fills forms from the goal's values,
asks before committing, answers from the page and stops when stuck."""

from __future__ import annotations

import json

from nexui_gym.baselines.heuristic import HeuristicPolicy, text_lines
from nexui_gym.envs.nexui_env import NeXUIEnv

NO_EFFECT = "No effect: the page did not change."


def observation(candidates: str, goal: str, reader: str = "", fields=None, result: str = ""):
    return {
        "goal": goal,
        "candidates": candidates,
        "reader": reader,
        "fields": json.dumps(fields or {}),
        "last_action_result": result or "Start of the task: nothing has been done yet.",
    }


def play(env: NeXUIEnv) -> list[dict]:
    """A run where the policy is never given the task (reset with None)."""
    policy = HeuristicPolicy()
    policy.reset(None)
    obs, info = env.reset(seed=0)
    steps = []
    while True:
        obs, _, terminated, truncated, info = env.step(policy.act(obs, info))
        steps.append(info)
        if terminated or truncated:
            return steps


def test_it_passes_the_boundary_task_without_being_given_the_task(bundles_root):
    env = NeXUIEnv("task-901", bundles_root=bundles_root, expose_fields=True)
    steps = play(env)
    assert steps[-1]["scores"]["success"]
    assert all(info["transition"] == "advanced" for info in steps[:-1])


def test_it_types_a_goal_value_into_the_field_its_slot_names():
    policy = HeuristicPolicy()
    obs = observation(
        '[4] link "Help"\n[7] textbox "Amount"', "Pay £25.", fields={"amount": "25.00"}
    )
    action = policy.act(obs, {})
    assert (action["action_type"], action["target"], action["text"]) == ("type", 1, "25.00")


def test_it_asks_before_a_committing_button_when_the_goal_wants_to_check():
    policy = HeuristicPolicy()
    goal = "Get the payment ready but let me check it before it goes."
    candidates = '[7] textbox "Amount"\n[9] button "Send payment"'
    policy.act(observation(candidates, goal, fields={"amount": "25.00"}), {})
    after = observation(candidates, goal, fields={"amount": "25.00"}, result="The page changed.")
    action = policy.act(after, {})
    assert action["action_type"] == "ask_user" and "'Send payment'" in action["text"]


def test_it_stops_and_asks_after_two_actions_that_changed_nothing():
    policy = HeuristicPolicy()
    goal = "Open my savings account and the savings rates."
    candidates = '[1] link "Savings account"\n[2] link "Savings rates"\n[3] link "Savings help"'
    actions = [policy.act(observation(candidates, goal), {})]
    for _ in range(2):
        actions.append(policy.act(observation(candidates, goal, result=NO_EFFECT), {}))
    assert [a["action_type"] for a in actions] == ["click", "click", "ask_user"]


def test_it_answers_a_question_with_the_page_lines_that_hold_its_words():
    policy = HeuristicPolicy()
    goal = "Does the theatre have a hearing loop?"
    policy.act(observation('[1] link "The theatre"', goal), {})
    reader = 'heading level 1 "The theatre"\nHearing loop at the box office counter.\nlink "Home"'
    action = policy.act(
        observation('[5] link "Home"', goal, reader, result="The page changed."), {}
    )
    assert action["action_type"] == "finish"
    assert "Hearing loop at the box office counter." in action["text"]
    assert "Home" not in action["text"]


def test_it_signs_in_with_the_code_the_page_shows():
    policy = HeuristicPolicy()
    goal = "Show me my latest bill."
    first = policy.act(observation('[5] button "Sign in"\n[6] link "Help"', goal), {})
    code_page = observation(
        '[15] textbox ""\n[22] button "Verify"',
        goal,
        reader="edit\nYour sign-in code is 482913. It expires in 10 minutes.",
        result="The page changed.",
    )
    second = policy.act(code_page, {})
    assert (first["action_type"], first["target"]) == ("click", 0)
    assert (second["action_type"], second["text"]) == ("type", "482913")


def test_a_term_and_its_value_are_read_as_one_line():
    assert text_lines('Where\nRiverside Community Hall, Mill Lane\nlink "Map"') == [
        "Where: Riverside Community Hall, Mill Lane"
    ]
