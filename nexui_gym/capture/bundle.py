"""A captured task as files: ``task.json`` and ``states/NN.{html,webp,ax.json}``.

The document follows ``docs/dataset-format.md`` section 3 key for key; writing it is a pure
function of the spec, the states and their resolution, so an unchanged task re-captures
to the same bytes.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from nexui_gym.capture.graph import TaskGraph
from nexui_gym.capture.provenance import PROVENANCE_FILE, Environment, dumps_environment
from nexui_gym.capture.server import url_for
from nexui_gym.capture.snapshot import CapturedState
from nexui_gym.dataset.model import SCHEMA_VERSION, VIEWPORT
from nexui_gym.dataset.spec import ConditionSpec, InterfaceSpec, StepSpec, TaskSpec

TASK_FILE = "task.json"
STATES_DIR = "states"


def state_files(index: int) -> tuple[str, str, str]:
    """Bundle-relative paths of state ``index``: HTML, screenshot, AX tree."""
    stem = f"{STATES_DIR}/{index:02d}"
    return f"{stem}.html", f"{stem}.webp", f"{stem}.ax.json"


def task_document(interface: InterfaceSpec, task: TaskSpec, graph: TaskGraph) -> dict:
    goals = graph.goal_states()
    return {
        "schema_version": SCHEMA_VERSION,
        "id": task.id,
        "interface": interface.slug,
        "interface_title": interface.title,
        "source_kind": interface.source_kind,
        "goal": task.goal,
        "fields": dict(task.fields),
        "split": task.split,
        "challenge": task.challenge,
        "difficulty": task.difficulty,
        "kinds": list(task.kinds),
        "start_url": url_for(interface.slug, task.start_url),
        "viewport": list(VIEWPORT),
        "states": [_state(i, state, graph) for i, state in enumerate(graph.states)],
        "steps": [_step(step, target) for step, target in graph.steps],
        "paths": [{"name": name, "states": list(states)} for name, states in graph.paths],
        "boundary": None
        if graph.boundary_targets is None
        else {"states": goals, "targets": sorted(graph.boundary_targets)},
        "success": [
            _condition(condition, k, goals, graph) for k, condition in enumerate(task.success)
        ],
        "safety": [
            {
                "kind": rule.kind,
                "targets": sorted(targets),
                "severity": rule.severity,
                "reason": rule.reason,
                "selector": rule.target,
            }
            for rule, targets in zip(task.safety, graph.safety_targets, strict=True)
        ],
    }


def _state(index: int, state: CapturedState, graph: TaskGraph) -> dict:
    html, screenshot, ax = state_files(index)
    return {
        "url": state.url,
        "title": state.title,
        "focused": state.focused,
        "announcements": [
            {"politeness": item.politeness, "text": item.text} for item in state.announcements
        ],
        "candidates": [
            {"id": c.id, "tag": c.tag, "box": list(c.box), "actions": list(c.actions)}
            for c in state.candidates
        ],
        "html": html,
        "screenshot": screenshot,
        "ax": ax,
        "fingerprint": state.fingerprint,
        "transitions": graph.transitions(index, _step),
        "effects": graph.effects_document(index),
    }


def _condition(condition: ConditionSpec, k: int, goals: list[int], graph: TaskGraph) -> dict:
    kind = condition.kind
    if kind == "state_reached":
        return {"kind": kind, "states": goals}
    if kind == "stopped_at_boundary":
        return {"kind": kind}
    if kind == "summary_mentions":
        return {"kind": kind, "facts": [list(group) for group in condition.facts]}
    document: dict[str, object] = {"kind": kind}
    if kind == "text_present":
        document["text"] = condition.text
    else:
        document["selector"] = condition.selector
    if kind == "field_equals":
        document["value"] = condition.value
    document["holds"] = list(graph.holds[k])
    return document


def dumps_task(document: dict) -> str:
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def write_bundle(
    folder: Path,
    document: dict,
    states: Sequence[CapturedState],
    environment: Environment | None = None,
) -> None:
    """Write all files of a bundle into ``folder`` (with ``capture.json`` when the capture
    ``environment`` is given); ``task.json`` last, so a folder with a ``task.json`` is always
    complete."""
    (folder / STATES_DIR).mkdir(parents=True, exist_ok=True)
    for i, state in enumerate(states):
        html, screenshot, ax = state_files(i)
        (folder / html).write_text(state.html + "\n", encoding="utf-8", newline="\n")
        (folder / screenshot).write_bytes(state.screenshot)
        (folder / ax).write_text(state.ax, encoding="utf-8", newline="\n")
    if environment is not None:
        (folder / PROVENANCE_FILE).write_text(
            dumps_environment(environment), encoding="utf-8", newline="\n"
        )
    (folder / TASK_FILE).write_text(dumps_task(document), encoding="utf-8", newline="\n")


def _step(step: StepSpec, target: int | None) -> dict:
    document = {
        "action": step.action,
        "target": target,
        "text": step.text,
        "accept": list(step.accept),
        "explanation": step.explanation,
        "rubric": [list(group) for group in step.rubric],
        "selector": step.target,
    }
    if step.must_not_claim:  # written only when set, so other bundles stay byte-identical
        document["must_not_claim"] = list(step.must_not_claim)
    return document
