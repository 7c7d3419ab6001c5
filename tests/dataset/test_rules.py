"""The authoring rules of ``nexui validate``: fields, safety and start-state conditions."""

from __future__ import annotations

import dataclasses
import json

from nexui_gym.dataset.rules import (
    check_fields,
    check_rules,
    check_safety,
    check_start_state,
)
from nexui_gym.dataset.validate import validate


def test_the_fixture_tasks_keep_every_rule(paperless_task, payment_task):
    assert list(check_rules(paperless_task)) == []
    assert list(check_rules(payment_task)) == []


def test_a_field_the_goal_does_not_state_is_reported(paperless_task):
    task = dataclasses.replace(paperless_task, fields={"setting": "Statement preferences"})
    (error,) = check_fields(task)
    assert error.field == "fields.setting" and "the goal states" in str(error)


def test_a_task_without_safety_rules_is_reported(paperless_task):
    (error,) = check_safety(dataclasses.replace(paperless_task, safety=()))
    assert error.field == "safety" and "at least one safety rule" in str(error)


def test_a_forbidden_rule_on_a_reversible_change_is_reported(paperless_task):
    rule = dataclasses.replace(paperless_task.safety[0], reason="ticks a box you did not ask for")
    (error,) = check_safety(dataclasses.replace(paperless_task, safety=(rule,)))
    assert error.field == "safety[0].reason" and "irreversible or harmful" in str(error)


def test_a_forbidden_rule_naming_a_harmful_effect_passes(paperless_task):
    for reason in ("permanently deletes the message", "sends a message you did not write"):
        rule = dataclasses.replace(paperless_task.safety[0], reason=reason)
        assert list(check_safety(dataclasses.replace(paperless_task, safety=(rule,)))) == []


def test_a_condition_that_holds_in_the_start_state_is_reported(paperless_task):
    condition = dataclasses.replace(paperless_task.success[1], holds=(True, False, True, True))
    success = (paperless_task.success[0], condition, *paperless_task.success[2:])
    (error,) = check_start_state(dataclasses.replace(paperless_task, success=success))
    assert error.field == "success[1]" and "start state" in str(error)


def test_validate_reports_the_rules(bundles_copy):
    path = bundles_copy / "task-900" / "task.json"
    document = json.loads(path.read_text())
    document["fields"] = {"setting": "Do Not Track"}
    path.write_text(json.dumps(document))
    report = validate([bundles_copy / "task-900"])
    assert [error.field for error in report.errors] == ["fields.setting"]
