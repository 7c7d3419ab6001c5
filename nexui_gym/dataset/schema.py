"""Bundle schema (version 2: task graphs): reads a ``task.json`` document into the data model.

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
from nexui_gym.dataset.graph import (
    UNREACHABLE,
    distances_to_goal,
    missing_targets,
    reachable,
)
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
    ActionClass,
    Announcement,
    Boundary,
    Candidate,
    CapturedPath,
    Effects,
    Facts,
    IndexEntry,
    SafetyRule,
    State,
    Step,
    SuccessCondition,
    Task,
    Transition,
)

TASK_ID = re.compile(r"task-\d{3}")
FINGERPRINT = re.compile(r"[0-9a-f]{16}")
#: How many of a state's candidates the capture probed (``Effects.probed``).
PROBED = ("all", "likely")
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
            "schema_version",
            f"{SCHEMA_VERSION} (the bundle schema this package reads; re-capture older bundles "
            "with 'nexui capture')",
            version,
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
        _check_step_against_state(step, states[i], path, f"steps[{i}]")
    paths = doc.objects("paths", _read_path)
    distance = _check_graph(states, steps, paths, path)

    boundary_doc = doc.raw("boundary")
    boundary = (
        None
        if boundary_doc is None
        else _read_boundary(Fields(boundary_doc, path, "boundary"), steps)
    )
    if ("boundary" in kinds) != (boundary is not None):
        raise doc.error("kinds", "'boundary' exactly when the task has a boundary", list(kinds))
    if boundary is not None and any(steps[i].action != "ask_user" for i in boundary.states):
        raise doc.error(
            "boundary", "a boundary only on tasks whose last step is ask_user", boundary_doc
        )

    goal = doc.string("goal", allow_empty=False)
    if len(goal) > MAX_GOAL_CHARS:
        raise doc.error("goal", f"at most {MAX_GOAL_CHARS} characters", f"{len(goal)} characters")
    success = doc.objects("success", lambda f, i: _read_condition(f, steps))
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
        paths=paths,
        distance=distance,
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
        fingerprint=_fingerprint(doc, "fingerprint"),
        transitions=doc.objects("transitions", lambda f, i: _read_transition(f, set(ids))),
        effects=None
        if doc.raw("effects") is None
        else _read_effects(Fields(doc.raw("effects"), doc.path, doc.name("effects")), set(ids)),
    )


def _fingerprint(doc: Fields, key: str) -> str:
    value = doc.raw(key)
    if not isinstance(value, str) or not FINGERPRINT.fullmatch(value):
        raise doc.error(key, "16 lower-case hex digits", value)
    return value


def _candidate_id(doc: Fields, key: str, ids: set[int]) -> int:
    value = doc.integer(key)
    if value not in ids:
        raise doc.error(key, "the id of a candidate of this state", value)
    return value


def _read_transition(doc: Fields, ids: set[int]) -> Transition:
    actions = doc.objects("actions", lambda f, i: _read_action_class(f, ids))
    if not actions:
        raise doc.error("actions", "at least one action", [])
    step = doc.raw("step", optional=True)
    return Transition(
        to=doc.integer("to"),
        actions=actions,
        step=None if step is None else _read_step(Fields(step, doc.path, doc.name("step")), 0),
    )


def _read_action_class(doc: Fields, ids: set[int]) -> ActionClass:
    kind = doc.choice("action", TARGETED_ACTIONS)
    values = doc.strings("values")
    if (kind == "click") != (not values):
        raise doc.error("values", "no values for click, at least one otherwise", list(values))
    return ActionClass(kind=kind, target=_candidate_id(doc, "target", ids), values=values)


def _read_effects(doc: Fields, ids: set[int]) -> Effects:
    noop = doc.array("noop")
    off = doc.array("off")
    for i, item in enumerate(noop):
        if not _is_id(item) or item not in ids:
            raise DatasetError(doc.path, f"{doc.name('noop')}[{i}]", "a candidate id", item)
    leads: dict[int, str] = {}
    for i, item in enumerate(off):
        if not (
            isinstance(item, list)
            and len(item) == 2
            and _is_id(item[0])
            and item[0] in ids
            and isinstance(item[1], str)
            and FINGERPRINT.fullmatch(item[1])
        ):
            raise DatasetError(
                doc.path, f"{doc.name('off')}[{i}]", "[candidate id, fingerprint]", item
            )
        leads[item[0]] = item[1]
    return Effects(probed=doc.choice("probed", PROBED), noop=frozenset(noop), off=leads)


def _is_id(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _read_path(doc: Fields, index: int) -> CapturedPath:
    items = doc.array("states")
    if not items or not all(isinstance(i, int) and not isinstance(i, bool) for i in items):
        raise doc.error("states", "a non-empty array of state indices", items)
    return CapturedPath(name=doc.string("name", allow_empty=False), states=tuple(items))


def _check_graph(
    states: tuple[State, ...], steps: tuple[Step, ...], paths: tuple[CapturedPath, ...], path: Path
) -> tuple[int, ...]:
    """The graph's rules (no edge to a missing state, every state reachable from the start and
    able to reach a goal, each targeted step one of its state's transitions); the distances."""
    edges = [tuple(t.to for t in state.transitions) for state in states]
    for i, to in missing_targets(edges):
        raise DatasetError(path, f"states[{i}].transitions", f"states below {len(states)}", to)
    for i, step in enumerate(steps):
        if step.action in TARGETED_ACTIONS and not any(
            any(a.kind == step.action and a.target == step.target for a in t.actions)
            for t in states[i].transitions
        ):
            raise DatasetError(
                path, f"states[{i}].transitions", f"a transition taking steps[{i}]", "none"
            )
        if step.action in TERMINAL_ACTIONS and states[i].transitions:
            raise DatasetError(
                path,
                f"states[{i}].transitions",
                "none in a goal state (its step ends the run)",
                len(states[i].transitions),
            )
    unreached = sorted(set(range(len(states))) - reachable(edges))
    if unreached:
        raise DatasetError(
            path, f"states[{unreached[0]}]", "a state reachable from the start", "unreachable"
        )
    goals = {i for i, step in enumerate(steps) if step.action in TERMINAL_ACTIONS}
    distance = distances_to_goal(edges, goals)
    if UNREACHABLE in distance:
        stuck = distance.index(UNREACHABLE)
        raise DatasetError(
            path, f"states[{stuck}]", "a state from which a goal state can be reached", "none"
        )
    if not paths or paths[0].name != "reference":
        raise DatasetError(path, "paths[0].name", "'reference' (the first captured path)", None)
    for k, captured in enumerate(paths):
        if any(not 0 <= i < len(states) for i in captured.states):
            raise DatasetError(path, f"paths[{k}].states", "state indices", captured.states)
    if paths[0].states != tuple(range(len(paths[0].states))):
        raise DatasetError(
            path, "paths[0].states", "0, 1, 2, ... (the reference comes first)", paths[0].states
        )
    return distance


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


def _check_step_against_state(step: Step, state: State, path: Path, name: str) -> None:
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


def _read_boundary(doc: Fields, steps: tuple[Step, ...]) -> Boundary:
    goals = sorted(i for i, step in enumerate(steps) if step.action in TERMINAL_ACTIONS)
    states = doc.array("states")
    if states != goals:
        raise doc.error("states", f"{goals} (the states of the ask_user steps)", states)
    targets = _id_set(doc, "targets")
    if not targets:
        raise doc.error("targets", "at least one candidate id", [])
    return Boundary(state=goals[0], targets=targets, states=frozenset(goals))


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


def _read_condition(doc: Fields, steps: tuple[Step, ...]) -> SuccessCondition:
    state_count = len(steps)
    kind = doc.choice("kind", SUCCESS_KINDS)
    if kind == "state_reached":
        goals = sorted(i for i, step in enumerate(steps) if step.action in TERMINAL_ACTIONS)
        states = doc.array("states")
        if states != goals:
            raise doc.error("states", f"{goals} (the goal states)", states)
        return SuccessCondition(kind=kind, state=goals[0], states=frozenset(goals))
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
