"""What the report says about a step: the target by role and name, the reference action,
and what went wrong."""

from __future__ import annotations

from nexui_gym.baselines import OraclePolicy, RandomPolicy
from nexui_gym.evaluation.report_steps import (
    control_name,
    describe_action,
    reference_action,
    run_problem_counts,
    step_problems,
)
from nexui_gym.evaluation.runner import run_episode


def test_a_target_is_named_by_its_role_and_accessible_name(paperless_task):
    assert control_name(paperless_task, 0, 2) == "link 'Settings'"


def test_a_target_of_an_unknown_state_is_shown_by_its_id(paperless_task):
    assert control_name(paperless_task, 99, 2) == "[2]"
    assert control_name(None, 0, 2) == "[2]"


def test_a_typed_value_is_described_with_its_field(payment_task):
    action = {"kind": "type", "target": 11, "text": "25.00", "via_coordinates": False}
    assert describe_action(payment_task, 1, action) == "type '25.00' in textbox 'Amount'"


def test_the_reference_action_of_a_state_is_described(paperless_task):
    assert reference_action(paperless_task, 0) == "click link 'Settings'"
    assert reference_action(paperless_task, 3).startswith("finish 'Paperless statements")


def test_an_oracle_run_has_no_problems(bundles_root):
    run = run_episode("task-900", OraclePolicy(), 0, False, bundles_root)
    trajectory = run["trajectory"]
    for index, step in enumerate(trajectory):
        assert step_problems(run, step, last=index == len(trajectory) - 1) == []


def test_a_step_that_changed_nothing_is_off_the_path(bundles_root):
    runs = (
        run_episode("task-900", RandomPolicy(seed), seed, False, bundles_root) for seed in range(20)
    )
    run = next(r for r in runs if any(s["transition"] == "no_effect" for s in r["trajectory"]))
    step = next(s for s in run["trajectory"] if s["transition"] == "no_effect")
    assert "off the reference path" in step_problems(run, step, last=False)[0]
    assert run_problem_counts(run)["off the path"] >= 1


def test_finishing_at_the_first_step_is_a_premature_finish(bundles_root):
    class Quitter:
        name = "quitter"

        def reset(self, task):
            pass

        def act(self, observation, info):
            return {"action_type": "finish", "text": "Done."}

    run = run_episode("task-900", Quitter(), 0, False, bundles_root)
    problems = step_problems(run, run["trajectory"][-1], last=True)
    assert problems and problems[0].startswith("premature finish:")
