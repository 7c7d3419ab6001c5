"""Bundle schema (version 1): reads a ``task.json`` document into the data model.

Every check raises :class:`DatasetError` naming the file, the field (as a JSON path such as
``states[2].candidates[5].box``) and what was expected. The format is described in
``docs/dataset-format.md``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from nexui_gym.dataset.errors import MISSING, DatasetError
from nexui_gym.dataset.limits import MAX_CANDIDATE_ID, MAX_GOAL_CHARS, MAX_VIEWPORT_SIDE
from nexui_gym.dataset.model import (
    DIFFICULTIES,
    MAX_CANDIDATES,
    POLITENESS,
    SAFETY_KINDS,
    SCHEMA_VERSION,
    SEVERITIES,
    SOURCE_KINDS,
    SPLITS,
    STATE_CONDITION_KINDS,
    STEP_ACTIONS,
    SUCCESS_KINDS,
    TARGETED_ACTIONS,
    TASK_KINDS,
    TERMINAL_ACTIONS,
    Announcement,
    Boundary,
    Candidate,
    Facts,
    IndexEntry,
    SafetyRule,
    State,
    Step,
    SuccessCondition,
    Task,
)

TASK_ID = re.compile(r"task-\d{3}")
T = TypeVar("T")


class Fields:
    """Typed access to one JSON object, with errors that carry the file and the field path."""

    def __init__(self, document: object, path: Path, prefix: str = "") -> None:
        self.path = path
        self.prefix = prefix
        if not isinstance(document, dict):
            raise DatasetError(path, prefix or "(document)", "a JSON object", document)
        self.document: dict[str, Any] = document

    def name(self, key: str) -> str:
        return f"{self.prefix}.{key}" if self.prefix else key

    def error(self, key: str, expected: str, found: object = MISSING) -> DatasetError:
        return DatasetError(self.path, self.name(key), expected, found)

    def raw(self, key: str, optional: bool = False) -> Any:
        if key not in self.document:
            if optional:
                return None
            raise self.error(key, "a value (the field is missing)")
        return self.document[key]

    def string(self, key: str, allow_empty: bool = True, optional: bool = False) -> str:
        value = self.raw(key, optional)
        if value is None and optional:
            return ""
        if not isinstance(value, str) or (not allow_empty and not value.strip()):
            raise self.error(key, "a string" if allow_empty else "a non-empty string", value)
        return value

    def choice(self, key: str, allowed: tuple[str, ...]) -> str:
        value = self.raw(key)
        if value not in allowed:
            raise self.error(key, "one of " + ", ".join(repr(a) for a in allowed), value)
        return value

    def boolean(self, key: str) -> bool:
        value = self.raw(key)
        if not isinstance(value, bool):
            raise self.error(key, "true or false", value)
        return value

    def integer(
        self, key: str, minimum: int = 0, nullable: bool = False, maximum: int = MAX_CANDIDATE_ID
    ) -> int | None:
        value = self.raw(key)
        if value is None and nullable:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
            kind = f"an integer in {minimum}..{maximum}" + (" or null" if nullable else "")
            raise self.error(key, kind, value)
        return value

    def array(self, key: str, optional: bool = False) -> list[Any]:
        value = self.raw(key, optional)
        if value is None and optional:
            return []
        if not isinstance(value, list):
            raise self.error(key, "a JSON array", value)
        return value

    def objects(self, key: str, read: Callable[[Fields, int], T]) -> tuple[T, ...]:
        items = self.array(key)
        return tuple(
            read(Fields(item, self.path, f"{self.name(key)}[{i}]"), i)
            for i, item in enumerate(items)
        )

    def strings(self, key: str, optional: bool = False) -> tuple[str, ...]:
        items = self.array(key, optional)
        for i, item in enumerate(items):
            if not isinstance(item, str):
                raise DatasetError(self.path, f"{self.name(key)}[{i}]", "a string", item)
        return tuple(items)

    def facts(self, key: str, optional: bool = False) -> Facts:
        groups = self.array(key, optional)
        for i, group in enumerate(groups):
            if (
                not isinstance(group, list)
                or not group
                or not all(isinstance(fact, str) and fact.strip() for fact in group)
            ):
                raise DatasetError(
                    self.path,
                    f"{self.name(key)}[{i}]",
                    "a non-empty array of non-empty strings (an any-of group of facts)",
                    group,
                )
        return tuple(tuple(group) for group in groups)

    def string_map(self, key: str) -> dict[str, str]:
        value = self.raw(key)
        if not isinstance(value, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()
        ):
            raise self.error(key, "an object of string values", value)
        return dict(value)


def read_task(document: object, path: Path, root: Path) -> Task:
    """Build a :class:`Task` from a parsed ``task.json``; ``root`` is the bundle folder."""
    doc = Fields(document, path)
    version = doc.raw("schema_version")
    if version != SCHEMA_VERSION:
        raise doc.error(
            "schema_version", f"{SCHEMA_VERSION} (the bundle schema this package reads)", version
        )
    task_id = doc.string("id")
    if not TASK_ID.fullmatch(task_id):
        raise doc.error("id", "an id of the form task-NNN", task_id)
    if root.name.startswith("task-") and root.name != task_id:
        raise doc.error("id", f"{root.name!r} (the bundle folder's name)", task_id)
    viewport = doc.raw("viewport")
    if not _is_pair_of_positive_ints(viewport) or max(viewport) > MAX_VIEWPORT_SIDE:
        raise doc.error(
            "viewport", f"[width, height] in pixels, each at most {MAX_VIEWPORT_SIDE}", viewport
        )
    split = doc.choice("split", SPLITS)
    challenge = doc.boolean("challenge")
    if challenge and split != "test":
        raise doc.error(
            "challenge", "false outside the test split (challenge tasks are test tasks)", True
        )
    kinds = doc.strings("kinds")
    for i, kind in enumerate(kinds):
        if kind not in TASK_KINDS:
            raise DatasetError(path, f"kinds[{i}]", "one of " + ", ".join(TASK_KINDS), kind)

    states = doc.objects("states", _read_state)
    if not states:
        raise doc.error("states", "at least one state", [])
    steps = doc.objects("steps", _read_step)
    if len(steps) != len(states):
        raise doc.error("steps", f"{len(states)} steps, one per state", len(steps))
    for i, step in enumerate(steps):
        _check_step_against_state(step, states[i], path, f"steps[{i}]", last=i == len(steps) - 1)

    boundary_doc = doc.raw("boundary")
    boundary = (
        None
        if boundary_doc is None
        else _read_boundary(Fields(boundary_doc, path, "boundary"), len(states))
    )
    if ("boundary" in kinds) != (boundary is not None):
        raise doc.error("kinds", "'boundary' exactly when the task has a boundary", list(kinds))
    if boundary is not None and steps[-1].action != "ask_user":
        raise doc.error(
            "boundary", "a boundary only on tasks whose last step is ask_user", boundary_doc
        )

    goal = doc.string("goal", allow_empty=False)
    if len(goal) > MAX_GOAL_CHARS:
        raise doc.error("goal", f"at most {MAX_GOAL_CHARS} characters", f"{len(goal)} characters")
    success = doc.objects("success", lambda f, i: _read_condition(f, len(states)))
    if not success:
        raise doc.error("success", "at least one success condition", [])
    safety = doc.objects("safety", lambda f, i: _read_rule(f))
    return Task(
        id=task_id,
        interface=doc.string("interface", allow_empty=False),
        interface_title=doc.string("interface_title", allow_empty=False),
        source_kind=doc.choice("source_kind", SOURCE_KINDS),
        goal=goal,
        fields=doc.string_map("fields"),
        split=split,
        challenge=challenge,
        difficulty=doc.choice("difficulty", DIFFICULTIES),
        kinds=kinds,
        start_url=doc.string("start_url", allow_empty=False),
        viewport=(viewport[0], viewport[1]),
        states=states,
        steps=steps,
        boundary=boundary,
        success=success,
        safety=safety,
        root=root,
    )


def _is_pair_of_positive_ints(value: object) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in value)
    )


def _read_state(doc: Fields, index: int) -> State:
    candidates = doc.objects("candidates", lambda f, i: _read_candidate(f))
    if len(candidates) > MAX_CANDIDATES:
        raise doc.error("candidates", f"at most {MAX_CANDIDATES} candidates", len(candidates))
    ids = [candidate.id for candidate in candidates]
    if len(set(ids)) != len(ids):
        raise doc.error("candidates", "distinct candidate ids", ids)
    focused = doc.integer("focused", nullable=True)
    return State(
        index=index,
        url=doc.string("url", allow_empty=False),
        title=doc.string("title"),
        focused=focused,
        announcements=doc.objects("announcements", lambda f, i: _read_announcement(f)),
        candidates=candidates,
        html=_relative_file(doc, "html", ".html"),
        screenshot=_relative_file(doc, "screenshot", (".webp", ".png")),
        ax=_relative_file(doc, "ax", ".ax.json"),
    )


def _relative_file(doc: Fields, key: str, suffix: str | tuple[str, ...]) -> str:
    value = doc.string(key, allow_empty=False)
    if value.startswith(("/", "\\")) or ".." in Path(value).parts or not value.endswith(suffix):
        expected = suffix if isinstance(suffix, str) else " or ".join(suffix)
        raise doc.error(key, f"a path inside the bundle ending in {expected}", value)
    return value


def _read_candidate(doc: Fields) -> Candidate:
    box = doc.raw("box")
    if not (
        isinstance(box, list)
        and len(box) == 4
        and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
            for v in box
        )
        and box[2] >= 0
        and box[3] >= 0
    ):
        raise doc.error(
            "box", "[x, y, width, height]: finite numbers, non-negative width and height", box
        )
    actions = doc.strings("actions")
    if not actions or any(action not in TARGETED_ACTIONS for action in actions):
        raise doc.error(
            "actions", "a non-empty list of " + ", ".join(TARGETED_ACTIONS), list(actions)
        )
    return Candidate(
        id=doc.integer("id"),
        tag=doc.string("tag", allow_empty=False),
        box=(float(box[0]), float(box[1]), float(box[2]), float(box[3])),
        actions=actions,
    )


def _read_announcement(doc: Fields) -> Announcement:
    return Announcement(text=doc.string("text"), politeness=doc.choice("politeness", POLITENESS))


def _read_step(doc: Fields, index: int) -> Step:
    action = doc.choice("action", STEP_ACTIONS)
    selector = doc.raw("selector", optional=True)
    if selector is not None and not isinstance(selector, str):
        raise doc.error("selector", "a CSS selector string or null", selector)
    return Step(
        action=action,
        target=doc.integer("target", nullable=True),
        text=doc.string("text"),
        accept=doc.strings("accept", optional=True),
        explanation=doc.string("explanation", allow_empty=False),
        rubric=doc.facts("rubric", optional=True),
        selector=selector,
        must_not_claim=doc.strings("must_not_claim", optional=True),
    )


def _check_step_against_state(step: Step, state: State, path: Path, name: str, last: bool) -> None:
    if last != (step.action in TERMINAL_ACTIONS):
        expected = (
            "ask_user or finish (the last step ends the run)"
            if last
            else ("click, type, select or press (only the last step may end the run)")
        )
        raise DatasetError(path, f"{name}.action", expected, step.action)
    if step.action in TARGETED_ACTIONS:
        if step.target is None:
            raise DatasetError(
                path, f"{name}.target", f"a candidate id for a {step.action} step", None
            )
        candidate = next((c for c in state.candidates if c.id == step.target), None)
        if candidate is None:
            raise DatasetError(
                path,
                f"{name}.target",
                f"the id of a candidate of states[{state.index}]",
                step.target,
            )
        if step.action not in candidate.actions:
            raise DatasetError(
                path,
                f"{name}.action",
                f"an action the target allows ({', '.join(candidate.actions)})",
                step.action,
            )
    elif step.target is not None:
        raise DatasetError(path, f"{name}.target", f"null for a {step.action} step", step.target)
    if step.action != "click" and not step.text.strip():
        raise DatasetError(
            path, f"{name}.text", f"a non-empty text for a {step.action} step", step.text
        )


def _read_boundary(doc: Fields, state_count: int) -> Boundary:
    state = doc.integer("state")
    if state != state_count - 1:
        raise doc.error("state", f"{state_count - 1} (the state of the final ask_user step)", state)
    targets = _id_set(doc, "targets")
    if not targets:
        raise doc.error("targets", "at least one candidate id", [])
    return Boundary(state=state, targets=targets)


def _id_set(doc: Fields, key: str) -> frozenset[int]:
    items = doc.array(key)
    for i, item in enumerate(items):
        if isinstance(item, bool) or not isinstance(item, int) or not 0 <= item <= MAX_CANDIDATE_ID:
            raise DatasetError(
                doc.path,
                f"{doc.name(key)}[{i}]",
                f"a candidate id (integer in 0..{MAX_CANDIDATE_ID})",
                item,
            )
    return frozenset(items)


def _read_condition(doc: Fields, state_count: int) -> SuccessCondition:
    kind = doc.choice("kind", SUCCESS_KINDS)
    if kind == "state_reached":
        state = doc.integer("state")
        if state >= state_count:
            raise doc.error("state", f"a state index below {state_count}", state)
        return SuccessCondition(kind=kind, state=state)
    if kind == "summary_mentions":
        facts = doc.facts("facts")
        if not facts:
            raise doc.error("facts", "at least one group of facts", [])
        return SuccessCondition(kind=kind, facts=facts)
    if kind == "stopped_at_boundary":
        return SuccessCondition(kind=kind)
    holds = doc.array("holds")
    if len(holds) != state_count or not all(isinstance(h, bool) for h in holds):
        raise doc.error("holds", f"{state_count} booleans, one per state", holds)
    assert kind in STATE_CONDITION_KINDS
    return SuccessCondition(
        kind=kind,
        selector=doc.string("selector", optional=True) or None,
        value=doc.string("value") if kind == "field_equals" else None,
        text=doc.string("text") if kind == "text_present" else None,
        holds=tuple(holds),
    )


def _read_rule(doc: Fields) -> SafetyRule:
    return SafetyRule(
        kind=doc.choice("kind", SAFETY_KINDS),
        targets=_id_set(doc, "targets"),
        severity=doc.choice("severity", SEVERITIES),
        reason=doc.string("reason", allow_empty=False),
        selector=doc.string("selector"),
    )


def read_index_entry(doc: Fields) -> IndexEntry:
    """One task of ``index.json``."""
    task_id = doc.string("id")
    if not TASK_ID.fullmatch(task_id):
        raise doc.error("id", "an id of the form task-NNN", task_id)
    kinds = doc.strings("kinds")
    return IndexEntry(
        id=task_id,
        interface=doc.string("interface", allow_empty=False),
        source_kind=doc.choice("source_kind", SOURCE_KINDS),
        split=doc.choice("split", SPLITS),
        challenge=doc.boolean("challenge"),
        difficulty=doc.choice("difficulty", DIFFICULTIES),
        kinds=kinds,
        boundary=doc.boolean("boundary"),
        reference_length=doc.integer("reference_length", minimum=1),
        states=doc.integer("states", minimum=1),
    )


def index_entry_for(task: Task) -> IndexEntry:
    return IndexEntry(
        id=task.id,
        interface=task.interface,
        source_kind=task.source_kind,
        split=task.split,
        challenge=task.challenge,
        difficulty=task.difficulty,
        kinds=task.kinds,
        boundary=task.boundary is not None,
        reference_length=task.reference_length,
        states=len(task.states),
    )


def index_entry_document(entry: IndexEntry) -> Mapping[str, Any]:
    return {
        "id": entry.id,
        "interface": entry.interface,
        "source_kind": entry.source_kind,
        "split": entry.split,
        "challenge": entry.challenge,
        "difficulty": entry.difficulty,
        "kinds": list(entry.kinds),
        "boundary": entry.boundary,
        "reference_length": entry.reference_length,
        "states": entry.states,
    }
