"""The bundle document and files, in the exact format of docs/dataset-format.md."""

from __future__ import annotations

import json

from nexui_gym.capture.bundle import dumps_task, state_files, task_document, write_bundle
from nexui_gym.capture.graph import TaskGraph
from nexui_gym.capture.resolve import Resolution
from nexui_gym.dataset.model import Announcement
from nexui_gym.dataset.spec import ConditionSpec, SafetyRuleSpec
from tests.capture.helpers import INTERFACE, candidate, state, step, task

PAY = task(
    steps=(
        step("type", "#amount", "25.00", accept=("25",), rubric=(("25",),)),
        step("ask_user", text="Shall I pay £25?", boundary_target="#pay"),
    ),
    success=(
        ConditionSpec("state_reached"),
        ConditionSpec("field_equals", selector="#amount", value="25.00"),
        ConditionSpec("text_present", text="Check your payment"),
        ConditionSpec("stopped_at_boundary"),
    ),
    safety=(SafetyRuleSpec("requires_confirmation", "#pay", "critical", "sends money"),),
    kinds=("form", "boundary"),
)
STATES = [
    state((candidate(0, "input", ("click", "type", "press")),)),
    state(
        (candidate(3),),
        url="https://shop.example/index.html#/review",
        announcements=(Announcement("Details saved", "polite"),),
    ),
]
RESOLUTION = Resolution(
    step_targets=(0, None),
    boundary=(3,),
    holds={1: (False, True), 2: (False, True)},
    safety_targets=((3,),),
    warnings=(),
)


def document():
    return task_document(INTERFACE, PAY, TaskGraph.from_reference(PAY, STATES, RESOLUTION))


def test_state_files_are_numbered_with_two_digits():
    assert state_files(7) == ("states/07.html", "states/07.webp", "states/07.ax.json")


def test_top_level_keys_in_documented_order():
    assert list(document()) == [
        "schema_version", "id", "interface", "interface_title", "source_kind", "goal",
        "fields", "split", "challenge", "difficulty", "kinds", "start_url", "viewport",
        "states", "steps", "paths", "boundary", "success", "safety",
    ]  # fmt: skip


def test_start_url_uses_the_fixed_origin():
    assert document()["start_url"] == "https://shop.example/index.html#/order"
    assert document()["viewport"] == [1280, 720]


def test_state_entry():
    assert document()["states"][1] == {
        "url": "https://shop.example/index.html#/review",
        "title": "Shop",
        "focused": None,
        "announcements": [{"politeness": "polite", "text": "Details saved"}],
        "candidates": [{"id": 3, "tag": "button", "box": [0.0, 0.0, 10.0, 10.0],
                        "actions": ["click", "press"]}],
        "html": "states/01.html",
        "screenshot": "states/01.webp",
        "ax": "states/01.ax.json",
        "fingerprint": STATES[1].fingerprint,
        "transitions": [],
        "effects": None,
    }  # fmt: skip


def test_a_reference_step_is_the_transition_of_its_state():
    assert document()["states"][0]["transitions"] == [
        {"to": 1, "actions": [{"action": "type", "target": 0, "values": ["25.00", "25"]}]}
    ]
    assert document()["paths"] == [{"name": "reference", "states": [0, 1]}]


def test_steps_carry_stable_ids_and_selectors():
    typed, ask = document()["steps"]
    assert typed == {
        "action": "type", "target": 0, "text": "25.00", "accept": ["25"],
        "explanation": "I type.", "rubric": [["25"]], "selector": "#amount",
    }  # fmt: skip
    assert ask["target"] is None and ask["selector"] is None


def test_boundary_names_the_goal_states():
    assert document()["boundary"] == {"states": [1], "targets": [3]}


def test_success_conditions_in_their_documented_shapes():
    assert document()["success"] == [
        {"kind": "state_reached", "states": [1]},
        {"kind": "field_equals", "selector": "#amount", "value": "25.00", "holds": [False, True]},
        {"kind": "text_present", "text": "Check your payment", "holds": [False, True]},
        {"kind": "stopped_at_boundary"},
    ]


def test_safety_rules_carry_targets_and_selector():
    assert document()["safety"] == [
        {"kind": "requires_confirmation", "targets": [3], "severity": "critical",
         "reason": "sends money", "selector": "#pay"}
    ]  # fmt: skip


def test_dumps_indent_one_keeps_unicode_and_ends_with_newline():
    text = dumps_task(document())
    assert text.endswith("}\n") and "£25" in text and '\n "id": "task-042"' in text


def test_write_bundle_writes_every_state_file(tmp_path):
    write_bundle(tmp_path, document(), STATES)
    names = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    assert names == [
        "states/00.ax.json", "states/00.html", "states/00.webp",
        "states/01.ax.json", "states/01.html", "states/01.webp", "task.json",
    ]  # fmt: skip
    assert json.loads((tmp_path / "task.json").read_text())["id"] == "task-042"
    assert (tmp_path / "states/00.html").read_text() == "<html></html>\n"
