"""Task specs: read and validate ``interface.json`` and ``tasks.json`` of an interface folder.

These are the sources the capture pipeline turns into bundles (``docs/dataset-format.md``
sections 1 and 2). Every check raises :class:`DatasetError` naming the file, the field (a
JSON path such as ``tasks[3](task-007).steps[2].target``) and what was expected, so an author
can fix a spec without opening the code. Checks that need the live page (a selector matches
exactly one candidate, the step changes the page) belong to the capture itself.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.loader import read_json
from nexui_gym.dataset.model import (
    DIFFICULTIES,
    SAFETY_KINDS,
    SEVERITIES,
    SOURCE_KINDS,
    SPLITS,
    STEP_ACTIONS,
    SUCCESS_KINDS,
    TARGETED_ACTIONS,
    TASK_KINDS,
    TERMINAL_ACTIONS,
    Facts,
    difficulty_for,
)
from nexui_gym.dataset.schema import TASK_ID, Fields

INTERFACE_FILE = "interface.json"
TASKS_FILE = "tasks.json"
SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")

#: Keys each object may have; anything else is a typo the author wants to hear about.
INTERFACE_KEYS = ("slug", "title", "source_kind", "start_url", "description")
TASK_KEYS = (
    "alternatives",
    "id",
    "goal",
    "fields",
    "split",
    "challenge",
    "difficulty",
    "kinds",
    "start_url",
    "steps",
    "success",
    "safety",
)
STEP_KEYS = (
    "action",
    "target",
    "text",
    "accept",
    "explanation",
    "rubric",
    "must_not_claim",
    "boundary_target",
)
SAFETY_KEYS = ("kind", "target", "severity", "reason")
#: The fields each success condition kind takes besides ``kind``.
CONDITION_KEYS: Mapping[str, tuple[str, ...]] = {
    "state_reached": (),
    "field_equals": ("selector", "value"),
    "element_present": ("selector",),
    "element_absent": ("selector",),
    "text_present": ("text",),
    "stopped_at_boundary": (),
    "summary_mentions": ("facts",),
}
#: Step actions whose ``text`` carries the value, key, question or summary.
TEXT_STEP_ACTIONS = ("type", "select", "press", "ask_user", "finish")
#: Step actions that may list other accepted values.
ACCEPT_ACTIONS = ("type", "select")


@dataclass(frozen=True)
class InterfaceSpec:
    """An interface's ``interface.json``; ``root`` is the folder its pages are served from."""

    slug: str
    title: str
    source_kind: str
    start_url: str
    description: str
    root: Path


@dataclass(frozen=True)
class StepSpec:
    """One reference step as written: targets are CSS selectors."""

    action: str
    target: str | None
    text: str
    accept: tuple[str, ...]
    explanation: str
    rubric: Facts
    boundary_target: str | None = None
    must_not_claim: tuple[str, ...] = ()


@dataclass(frozen=True)
class ConditionSpec:
    """A success condition as written; which fields are set depends on ``kind``."""

    kind: str
    selector: str | None = None
    value: str | None = None
    text: str | None = None
    facts: Facts = ()


@dataclass(frozen=True)
class SafetyRuleSpec:
    kind: str
    target: str
    severity: str
    reason: str


@dataclass(frozen=True)
class AlternativeSpec:
    """Another captured route: the reference's first ``start`` steps, then ``steps``.

    Its first step is taken in reference state ``start`` instead of the reference's step; it
    ends with ``finish``/``ask_user`` in a state of its own, or with a targeted step whose
    page is identical to a state captured before (the route joins it there).
    """

    name: str
    start: int
    steps: tuple[StepSpec, ...]


@dataclass(frozen=True)
class TaskSpec:
    """One task of ``tasks.json``; ``start_url`` is resolved against the interface's."""

    id: str
    interface: str
    goal: str
    fields: Mapping[str, str]
    split: str
    challenge: bool
    difficulty: str
    kinds: tuple[str, ...]
    start_url: str
    steps: tuple[StepSpec, ...]
    success: tuple[ConditionSpec, ...]
    safety: tuple[SafetyRuleSpec, ...]
    source: Path
    alternatives: tuple[AlternativeSpec, ...] = ()

    @property
    def boundary_target(self) -> str | None:
        return self.steps[-1].boundary_target


def load_interface(folder: Path) -> InterfaceSpec:
    """Read ``folder/interface.json``; its ``slug`` must be the folder's name."""
    folder = Path(folder)
    path = folder / INTERFACE_FILE
    doc = Fields(read_json(path), path)
    _reject_unknown_keys(doc, INTERFACE_KEYS)
    slug = doc.string("slug", allow_empty=False)
    if not SLUG.fullmatch(slug):
        raise doc.error("slug", "lower-case words joined by '-' (e.g. 'gov-service')", slug)
    if slug != folder.name:
        raise doc.error("slug", f"{folder.name!r} (the interface folder's name)", slug)
    return InterfaceSpec(
        slug=slug,
        title=doc.string("title", allow_empty=False),
        source_kind=doc.choice("source_kind", SOURCE_KINDS),
        start_url=_start_url(doc),
        description=doc.string("description", allow_empty=False),
        root=folder,
    )


def load_task_specs(folder: Path) -> tuple[TaskSpec, ...]:
    """Read and validate ``folder/tasks.json`` (the interface's ``interface.json`` too)."""
    folder = Path(folder)
    interface = load_interface(folder)
    path = folder / TASKS_FILE
    doc = Fields(read_json(path), path)
    _reject_unknown_keys(doc, ("interface", "tasks"))
    name = doc.string("interface", allow_empty=False)
    if name != interface.slug:
        raise doc.error("interface", f"{interface.slug!r} (the slug in {INTERFACE_FILE})", name)
    tasks = doc.objects("tasks", lambda task_doc, _: _read_task(task_doc, interface))
    check_unique_ids(tasks)
    return tasks


def interface_folders(interfaces_dir: Path) -> list[Path]:
    """The interface folders under ``interfaces_dir``, sorted by slug."""
    interfaces_dir = Path(interfaces_dir)
    if not interfaces_dir.is_dir():
        raise DatasetError(interfaces_dir, "", "a folder of interfaces", "no such folder")
    return sorted(p for p in interfaces_dir.iterdir() if p.is_dir() and not p.name.startswith("."))


def load_all_task_specs(
    interfaces_dir: Path,
) -> tuple[tuple[InterfaceSpec, tuple[TaskSpec, ...]], ...]:
    """Every interface folder (sorted by slug) with its tasks; task ids unique across all."""
    loaded = tuple(
        (load_interface(folder), load_task_specs(folder))
        for folder in interface_folders(interfaces_dir)
    )
    check_unique_ids([task for _, tasks in loaded for task in tasks])
    return loaded


def check_unique_ids(tasks: Sequence[TaskSpec]) -> None:
    """Task ids are global: raise on the second task that uses an id (naming both files)."""
    first_seen: dict[str, TaskSpec] = {}
    for position, task in enumerate(tasks):
        earlier = first_seen.setdefault(task.id, task)
        if earlier is not task:
            where = "this file" if earlier.source == task.source else str(earlier.source)
            raise DatasetError(
                task.source,
                f"{_task_name(task.source, tasks, position)}.id",
                f"an id used by no other task (also used in {where})",
                task.id,
            )


def _task_name(source: Path, tasks: Sequence[TaskSpec], position: int) -> str:
    """``tasks[i](task-NNN)`` with ``i`` the task's position in its own file."""
    index = sum(1 for task in tasks[:position] if task.source == source)
    return f"tasks[{index}]({tasks[position].id})"


def _reject_unknown_keys(doc: Fields, allowed: tuple[str, ...]) -> None:
    for key in doc.document:
        if key not in allowed:
            raise doc.error(key, "no such field (allowed: " + ", ".join(allowed) + ")", key)


def _start_url(doc: Fields, optional: bool = False) -> str:
    value = doc.string("start_url", allow_empty=False, optional=optional)
    if value and not value.startswith("/"):
        raise doc.error("start_url", "a path from the interface root, starting with '/'", value)
    return value


def _read_task(doc: Fields, interface: InterfaceSpec) -> TaskSpec:
    task_id = doc.string("id", allow_empty=False)
    if not TASK_ID.fullmatch(task_id):
        raise doc.error("id", "an id of the form task-NNN (three digits)", task_id)
    # From here on the field path names the task by id as well as by position.
    doc = Fields(doc.document, doc.path, f"{doc.prefix}({task_id})")
    _reject_unknown_keys(doc, TASK_KEYS)

    split = doc.choice("split", SPLITS)
    challenge = doc.boolean("challenge")
    if challenge and split != "test":
        raise doc.error("challenge", "false outside the test split", challenge)
    kinds = _kinds(doc)
    steps = _steps(doc)
    boundary = steps[-1].boundary_target is not None
    if ("boundary" in kinds) != boundary:
        expected = (
            "'boundary' among the kinds, since the last step has a boundary_target"
            if boundary
            else "no 'boundary' kind, since the last step has no boundary_target"
        )
        raise doc.error("kinds", expected, list(kinds))
    difficulty = doc.choice("difficulty", DIFFICULTIES)
    rule = difficulty_for(len(steps), kinds, boundary)
    if difficulty != rule:
        raise doc.error(
            "difficulty",
            f"{rule!r} (the rule of docs/dataset-format.md section 5 for {len(steps)} steps "
            f"and kinds {list(kinds)})",
            difficulty,
        )
    success = _success(doc, steps)
    return TaskSpec(
        id=task_id,
        interface=interface.slug,
        goal=doc.string("goal", allow_empty=False),
        fields=doc.string_map("fields"),
        split=split,
        challenge=challenge,
        difficulty=difficulty,
        kinds=kinds,
        start_url=_start_url(doc, optional=True) or interface.start_url,
        steps=steps,
        success=success,
        safety=_safety(doc, boundary=steps[-1].boundary_target),
        source=doc.path,
        alternatives=_alternatives(doc, steps),
    )


ALTERNATIVE_KEYS = ("name", "from", "steps")


def _alternatives(doc: Fields, steps: tuple[StepSpec, ...]) -> tuple[AlternativeSpec, ...]:
    alternatives = []
    for k, item in enumerate(doc.array("alternatives", optional=True)):
        alt = Fields(item, doc.path, doc.name(f"alternatives[{k}]"))
        _reject_unknown_keys(alt, ALTERNATIVE_KEYS)
        start = alt.raw("from")
        if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start < len(steps):
            raise alt.error(
                "from", f"the index of the reference step it replaces (0..{len(steps) - 1})", start
            )
        items = alt.array("steps")
        if not items:
            raise alt.error("steps", "at least one step", [])
        name = alt.string("name", allow_empty=False)
        if name == "reference" or name in (a.name for a in alternatives):
            raise alt.error("name", "a name other than 'reference', unique in the task", name)
        alternatives.append(
            AlternativeSpec(
                name=name,
                start=start,
                steps=tuple(
                    _read_step(
                        Fields(step, doc.path, alt.name(f"steps[{i}]")),
                        last=i == len(items) - 1,
                        may_join=True,
                    )
                    for i, step in enumerate(items)
                ),
            )
        )
    return tuple(alternatives)


def _kinds(doc: Fields) -> tuple[str, ...]:
    kinds = doc.strings("kinds")
    if not kinds:
        raise doc.error("kinds", "at least one of " + ", ".join(TASK_KINDS), [])
    for i, kind in enumerate(kinds):
        if kind not in TASK_KINDS:
            raise DatasetError(
                doc.path, doc.name(f"kinds[{i}]"), "one of " + ", ".join(TASK_KINDS), kind
            )
    if len(set(kinds)) != len(kinds):
        raise doc.error("kinds", "each kind at most once", list(kinds))
    return kinds


def _steps(doc: Fields) -> tuple[StepSpec, ...]:
    items = doc.array("steps")
    if not items:
        raise doc.error("steps", "at least one step (the last one ask_user or finish)", [])
    return tuple(
        _read_step(Fields(item, doc.path, doc.name(f"steps[{i}]")), last=i == len(items) - 1)
        for i, item in enumerate(items)
    )


def _read_step(doc: Fields, last: bool, may_join: bool = False) -> StepSpec:
    """A step; the last one ends the run, or (``may_join``, in an alternative) may be a
    targeted step that joins a captured state."""
    _reject_unknown_keys(doc, STEP_KEYS)
    action = doc.choice("action", STEP_ACTIONS)
    if last and action not in TERMINAL_ACTIONS and not may_join:
        raise doc.error("action", "ask_user or finish (the last step ends the run)", action)
    if not last and action in TERMINAL_ACTIONS:
        raise doc.error(
            "action", "click, type, select or press (only the last step ends the run)", action
        )
    if action in TARGETED_ACTIONS:
        target = _selector(doc, "target")
    elif "target" in doc.document:
        raise doc.error("target", f"no target on a {action} step", doc.document["target"])
    else:
        target = None
    if action in TEXT_STEP_ACTIONS:
        text = doc.string("text", allow_empty=False)
    elif "text" in doc.document:
        raise doc.error("text", f"no text on a {action} step", doc.document["text"])
    else:
        text = ""
    if "accept" in doc.document and action not in ACCEPT_ACTIONS:
        raise doc.error("accept", "accept only on type and select steps", doc.document["accept"])
    boundary_target = None
    if "boundary_target" in doc.document:
        if action != "ask_user":
            raise doc.error("boundary_target", "boundary_target only on an ask_user step", action)
        boundary_target = _selector(doc, "boundary_target")
    return StepSpec(
        action=action,
        target=target,
        text=text,
        accept=doc.strings("accept", optional=True),
        explanation=doc.string("explanation", allow_empty=False),
        rubric=doc.facts("rubric"),
        boundary_target=boundary_target,
        must_not_claim=_distractors(doc),
    )


def _distractors(doc: Fields) -> tuple[str, ...]:
    values = doc.strings("must_not_claim", optional=True)
    for i, value in enumerate(values):
        if not value.strip():
            raise DatasetError(
                doc.path, doc.name(f"must_not_claim[{i}]"), "a non-empty value", value
            )
    return values


def _selector(doc: Fields, key: str) -> str:
    value = doc.raw(key)
    if not isinstance(value, str) or not value.strip():
        raise doc.error(key, "a CSS selector (string)", value)
    return value


def _success(doc: Fields, steps: tuple[StepSpec, ...]) -> tuple[ConditionSpec, ...]:
    items = doc.array("success")
    if not items:
        raise doc.error("success", "at least one success condition", [])
    conditions = tuple(
        _read_condition(Fields(item, doc.path, doc.name(f"success[{i}]")), steps)
        for i, item in enumerate(items)
    )
    has_stop = any(condition.kind == "stopped_at_boundary" for condition in conditions)
    if steps[-1].boundary_target is not None and not has_stop:
        raise doc.error(
            "success",
            "a stopped_at_boundary condition (the last step has a boundary_target)",
            items,
        )
    return conditions


def _read_condition(doc: Fields, steps: tuple[StepSpec, ...]) -> ConditionSpec:
    kind = doc.choice("kind", SUCCESS_KINDS)
    _reject_unknown_keys(doc, ("kind", *CONDITION_KEYS[kind]))
    last = steps[-1]
    if kind == "stopped_at_boundary" and last.boundary_target is None:
        raise doc.error(
            "kind", "stopped_at_boundary only when the last step has a boundary_target", kind
        )
    if kind == "summary_mentions":
        if last.action != "finish":
            raise doc.error("kind", "summary_mentions only when the last step is finish", kind)
        facts = doc.facts("facts")
        if not facts:
            raise doc.error("facts", "at least one any-of group of facts", [])
        return ConditionSpec(kind=kind, facts=facts)
    return ConditionSpec(
        kind=kind,
        selector=_selector(doc, "selector") if "selector" in CONDITION_KEYS[kind] else None,
        value=doc.string("value") if kind == "field_equals" else None,
        text=doc.string("text", allow_empty=False) if kind == "text_present" else None,
    )


def _safety(doc: Fields, boundary: str | None) -> tuple[SafetyRuleSpec, ...]:
    items = doc.array("safety")
    rules = []
    for i, item in enumerate(items):
        rule_doc = Fields(item, doc.path, doc.name(f"safety[{i}]"))
        _reject_unknown_keys(rule_doc, SAFETY_KEYS)
        rules.append(
            SafetyRuleSpec(
                kind=rule_doc.choice("kind", SAFETY_KINDS),
                target=_selector(rule_doc, "target"),
                severity=rule_doc.choice("severity", SEVERITIES),
                reason=rule_doc.string("reason", allow_empty=False),
            )
        )
    if boundary is not None and not any(rule.kind == "requires_confirmation" for rule in rules):
        raise doc.error(
            "safety",
            "a requires_confirmation rule for the boundary action (the last step has a "
            f"boundary_target {boundary!r})",
            items,
        )
    return tuple(rules)
