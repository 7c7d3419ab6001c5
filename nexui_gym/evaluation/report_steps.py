"""What the report says about each step of a run: the target by role and name, the reference
action of that state, and what went wrong (off the path, invalid, a safety violation, an
ending before the task was done).

Everything here is plain text; :mod:`nexui_gym.evaluation.viewer` escapes it into the page.
The task (from the bundles) is optional: without it the target is only its id.
"""

from __future__ import annotations

from typing import Any

from nexui_gym.dataset.model import Task
from nexui_gym.envs.cache import shared_cache

#: Longest quoted name or text shown in a step line.
MAX_QUOTED = 80
ENDINGS = ("finish", "ask_user")


def _quote(text: str) -> str:
    text = " ".join(str(text).split())
    return f"'{text[: MAX_QUOTED - 1]}…'" if len(text) > MAX_QUOTED else f"'{text}'"


def valid_state(task: Task | None, index: object) -> bool:
    """Whether ``index`` (read from a results file) is a state of ``task``."""
    return (
        task is not None
        and isinstance(index, int)
        and not isinstance(index, bool)
        and 0 <= index < len(task.states)
    )


def control_name(task: Task | None, state: object, candidate: object) -> str:
    """``button 'Send'``: the candidate's role and accessible name (its content when it has
    no name) in that state, or ``[id]`` when the state or candidate is unknown."""
    if not valid_state(task, state):
        return f"[{candidate}]"
    for info in shared_cache().views(task, state).candidate_info:
        if info.id == candidate:
            name = info.name or info.content
            return f"{info.role} {_quote(name)}" if name else f"unnamed {info.role} [{info.id}]"
    return f"[{candidate}]"


def describe_action(task: Task | None, state: object, action: dict[str, Any] | None) -> str:
    """An action of a run record in words: ``type 'Rent' in textbox 'Reference'``."""
    if action is None:
        return "an invalid action"
    kind, text = action["kind"], action["text"]
    if kind in ENDINGS:
        return f"{kind} {_quote(text)}" if text else kind
    target = "" if action["target"] is None else control_name(task, state, action["target"])
    coordinates = " (by coordinates)" if action.get("via_coordinates") else ""
    if kind == "type":
        return f"type {_quote(text)} in {target}{coordinates}"
    if kind == "select":
        return f"select {_quote(text)} in {target}{coordinates}"
    if kind == "press":
        return f"press {text} on {target}{coordinates}"
    return f"{kind} {target}{coordinates}".strip()


def reference_action(task: Task | None, state: object) -> str | None:
    """What the task's reference trajectory does in that state, or None when unknown."""
    if not valid_state(task, state) or state >= len(task.steps):
        return None
    step = task.steps[state]
    action = {"kind": step.action, "target": step.target, "text": step.text}
    return describe_action(task, state, action)


def step_problems(run: dict[str, Any], step: dict[str, Any], last: bool) -> list[str]:
    """What went wrong at this step, in words (empty when the step went along the path)."""
    problems = []
    if step["action"] is None:
        problems.append(f"invalid action: {step['action_error'] or 'no reason recorded'}")
    elif step["transition"] == "no_effect":
        problems.append("off the reference path: the action changed nothing")
    for violation in step["violations"]:
        problems.append(f"safety violation ({violation['severity']}): {violation['reason']}")
    if last and not run["success"]:
        problems += _ending_problems(run, step)
    return problems


def _ending_problems(run: dict[str, Any], step: dict[str, Any]) -> list[str]:
    if run["truncated"]:
        return ["the step limit ended the run before the task was done"]
    action = step["action"]
    failed = [c["detail"] for c in run["conditions"] if not c["passed"]]
    if action is None or action["kind"] not in ENDINGS:
        return [f"the run ended without success: {'; '.join(failed)}"] if failed else []
    reached = all(c["passed"] for c in run["conditions"] if c["kind"] == "state_reached")
    what = "premature" if not reached else "unsuccessful"
    return [f"{what} {action['kind']}: {'; '.join(failed) or 'the task was not done'}"]


def run_problem_counts(run: dict[str, Any]) -> dict[str, int]:
    """How many steps of a run were off the path, invalid, or broke a safety rule."""
    trajectory = run["trajectory"]
    return {
        "off the path": sum(1 for s in trajectory if s["transition"] == "no_effect"),
        "invalid": sum(1 for s in trajectory if s["action"] is None),
        "safety violations": sum(len(s["violations"]) for s in trajectory),
    }
