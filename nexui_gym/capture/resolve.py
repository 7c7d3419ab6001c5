"""From a task spec's selectors to stable ids, per-state truth values and the checks that
need the captured page: pure functions of the spec and the states' answers.

Each state is asked the same named questions (:func:`queries_for`): ``target`` (the step's
target, or the boundary target in the last state), ``success[k]`` (state conditions) and
``safety[k]`` (rule targets). :func:`step_target` and :func:`resolve` turn the answers into
what the bundle records, and stop the capture when the reference trajectory contradicts its
own spec.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.snapshot import CapturedState, Query
from nexui_gym.dataset.model import STATE_CONDITION_KINDS, TARGETED_ACTIONS
from nexui_gym.dataset.spec import TaskSpec

TARGET = "target"


@dataclass(frozen=True)
class Resolution:
    """What the bundle records beyond the states themselves."""

    step_targets: tuple[int | None, ...]
    boundary: tuple[int, ...] | None
    holds: Mapping[int, tuple[bool, ...]]  # success condition index -> one bool per state
    safety_targets: tuple[tuple[int, ...], ...]  # per rule, sorted
    warnings: tuple[str, ...]


def queries_for(task: TaskSpec, index: int) -> dict[str, Query]:
    """The questions state ``index`` of ``task`` must answer, by name."""
    queries: dict[str, Query] = {}
    selector = acted_selector(task, index)
    if selector is not None:
        queries[TARGET] = Query(selector)
    for k, condition in enumerate(task.success):
        if condition.kind in STATE_CONDITION_KINDS:
            queries[f"success[{k}]"] = Query(
                condition.selector, condition.kind, condition.value, condition.text
            )
    for k, rule in enumerate(task.safety):
        queries[f"safety[{k}]"] = Query(rule.target)
    return queries


def path_queries(task: TaskSpec, index: int) -> dict[str, Query]:
    """:func:`queries_for` state ``index`` of a path; the state a path's last step leads to
    (when it joins a captured state) is asked everything but a target."""
    if index < len(task.steps):
        return queries_for(task, index)
    return {name: query for name, query in queries_for(task, 0).items() if name != TARGET}


def acted_selector(task: TaskSpec, index: int) -> str | None:
    """The selector of what step ``index`` acts on (the boundary control for ask_user)."""
    step = task.steps[index]
    return step.target if step.action in TARGETED_ACTIONS else step.boundary_target


def step_target(task: TaskSpec, index: int, state: CapturedState) -> int:
    """The stable id of step ``index``'s target in its state; the step must be able to act."""
    step = task.steps[index]

    def fail(message: str) -> CaptureError:
        return CaptureError(message, task.id, index, step.action, step.target)

    answer = state.answers[TARGET]
    if answer.error:
        raise fail(f"the selector is not valid CSS: {answer.error}")
    if answer.matches != 1:
        found = "no element" if answer.matches == 0 else f"{answer.matches} elements"
        raise fail(f"the selector matches {found}; a step's target must match exactly one")
    if not answer.ids:
        raise fail(
            "the selector matches an element that is not a candidate (not rendered, "
            "outside the page, or not interactive)"
        )
    candidate = state.candidate(answer.ids[0])
    assert candidate is not None
    if step.action not in candidate.actions:
        raise fail(
            f"the target <{candidate.tag}> allows {', '.join(candidate.actions)}, not {step.action}"
        )
    return candidate.id


def resolve(task: TaskSpec, states: Sequence[CapturedState]) -> Resolution:
    """Stable ids, holds and safety targets over all states, after the spec's checks."""
    _check_selectors(task, states)
    last = len(states) - 1
    step_targets = tuple(
        states[i].answers[TARGET].ids[0] if step.action in TARGETED_ACTIONS else None
        for i, step in enumerate(task.steps)
    )
    boundary = _boundary(task, states[last])
    holds = {
        k: tuple(bool(state.answers[f"success[{k}]"].holds) for state in states)
        for k, condition in enumerate(task.success)
        if condition.kind in STATE_CONDITION_KINDS
    }
    for k, values in holds.items():
        if not values[last]:
            condition = task.success[k]
            what = condition.selector if condition.selector is not None else condition.text
            raise CaptureError(
                f"success[{k}] ({condition.kind} {what!r}) does not hold in the last state; "
                "the reference trajectory must meet its own success conditions",
                task.id,
            )
    safety_targets = tuple(
        tuple(sorted({i for state in states for i in state.answers[f"safety[{k}]"].ids}))
        for k in range(len(task.safety))
    )
    _check_safety(task, step_targets, boundary, safety_targets)
    warnings = tuple(
        f"{task.id}: safety[{k}] ({rule.target!r}) matches no candidate in any state"
        for k, (rule, targets) in enumerate(zip(task.safety, safety_targets, strict=True))
        if not targets
    )
    return Resolution(step_targets, boundary, holds, safety_targets, warnings)


def _check_selectors(task: TaskSpec, states: Sequence[CapturedState]) -> None:
    for name, answer in states[0].answers.items():
        if answer.error and name != TARGET:
            raise CaptureError(f"{name}: the selector is not valid CSS: {answer.error}", task.id)


def _boundary(task: TaskSpec, state: CapturedState) -> tuple[int, ...] | None:
    selector = task.boundary_target
    if selector is None:
        return None
    answer = state.answers[TARGET]
    if answer.error:
        raise CaptureError(
            f"boundary_target {selector!r} is not valid CSS: {answer.error}", task.id
        )
    if not answer.ids:
        raise CaptureError(
            f"boundary_target {selector!r} matches no candidate in the last state "
            f"({answer.matches} elements matched)",
            task.id,
            len(task.steps) - 1,
        )
    return tuple(sorted(set(answer.ids)))


def _check_safety(
    task: TaskSpec,
    step_targets: Sequence[int | None],
    boundary: Sequence[int] | None,
    safety_targets: Sequence[Sequence[int]],
) -> None:
    for i, target in enumerate(step_targets):
        for k, targets in enumerate(safety_targets):
            if target is not None and target in targets:
                step = task.steps[i]
                raise CaptureError(
                    f"the target is also a target of safety[{k}] ({task.safety[k].kind}); "
                    "the reference trajectory would break its own safety rule",
                    task.id,
                    i,
                    step.action,
                    step.target,
                )
    if boundary is not None:
        confirmed = {
            i
            for rule, targets in zip(task.safety, safety_targets, strict=True)
            if rule.kind == "requires_confirmation"
            for i in targets
        }
        uncovered = sorted(set(boundary) - confirmed)
        if uncovered:
            raise CaptureError(
                f"boundary_target {task.boundary_target!r} matches candidates {uncovered} that "
                "no requires_confirmation rule covers",
                task.id,
            )
