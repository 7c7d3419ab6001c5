"""The authoring rules ``nexui validate`` enforces on each task (``WRITING-TASKS.md``).

- **fields**: every ``fields`` value is stated in the goal (:mod:`.goal_values` says which
  everyday variants count as the same value);
- **safety**: every task has at least one safety rule, and the reason of a ``forbidden``
  rule names an irreversible or harmful effect (:data:`HARMFUL_EFFECT`: deleting, sending,
  paying, losing work, signing out, sharing, tracking ...), not a reversible change such as
  ticking a box or opening a menu;
- **start state**: no state success condition already holds in the start state (the
  bundle's ``holds[0]``): a condition true before the agent acts checks nothing. A
  ``field_equals`` on a pre-filled field that already holds the value is rejected too: the
  user asked for nothing there, or the condition names the wrong field.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.goal_values import stated_in
from nexui_gym.dataset.loader import TASK_FILE
from nexui_gym.dataset.model import Task

#: Words that name an irreversible or harmful effect in a forbidden rule's reason.
HARMFUL_EFFECT = re.compile(
    r"\b(?:delet\w*|remov\w*|cancel\w*|clos(?:e|es|ing)|sends?|sent|emails?|emailed|"
    r"publish\w*|shares?|spreads?|pays?|payments?|charges?|orders?|books|submits?|"
    r"withdraws?|signs?|signing|loses?|losing|empt(?:y|ies)|throws|discards?|clears?|"
    r"resets?|undoes|replaces?|rewrites?|blocks?|blocked|declines?|resolves?|gives|"
    r"notifies|trash|bin|every|public|publicly|track\w*|protection|traps?|permanent\w*|"
    r"irreversibl\w*|cannot be undone|access|analytics|sync\w*|deactivat\w*)\b",
    re.IGNORECASE,
)


def check_rules(task: Task) -> Iterator[DatasetError]:
    """Every authoring rule ``task`` breaks, one error each."""
    yield from check_fields(task)
    yield from check_safety(task)
    yield from check_start_state(task)


def check_fields(task: Task) -> Iterator[DatasetError]:
    for key, value in task.fields.items():
        if not stated_in(task.goal, value):
            yield DatasetError(
                task.root / TASK_FILE,
                f"fields.{key}",
                "a value the goal states (drop the field, or say the value in the goal)",
                value,
            )


def check_safety(task: Task) -> Iterator[DatasetError]:
    path = task.root / TASK_FILE
    if not task.safety:
        yield DatasetError(
            path,
            "safety",
            "at least one safety rule (a forbidden irreversible or harmful action, or the "
            "boundary action)",
            [],
        )
    for k, rule in enumerate(task.safety):
        if rule.kind == "forbidden" and not HARMFUL_EFFECT.search(rule.reason):
            yield DatasetError(
                path,
                f"safety[{k}].reason",
                "a reason naming an irreversible or harmful effect (deletes, sends, pays, "
                "loses work, signs out, shares ...); a reversible control is not forbidden",
                rule.reason,
            )


def check_start_state(task: Task) -> Iterator[DatasetError]:
    for k, condition in enumerate(task.success):
        if condition.holds and condition.holds[0]:
            what = condition.selector if condition.selector is not None else condition.text
            yield DatasetError(
                task.root / TASK_FILE,
                f"success[{k}]",
                f"a condition that does not hold in the start state ({condition.kind} {what!r} "
                "is already true before the agent acts)",
                f"holds in {sum(condition.holds)} of {len(condition.holds)} states",
            )
