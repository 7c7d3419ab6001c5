"""Loading bundles: good ones load; each kind of corruption gives the right DatasetError."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.loader import load_task, read_screenshot


def edit_task_json(folder: Path, edit) -> Path:
    path = folder / "task.json"
    document = json.loads(path.read_text())
    edit(document)
    path.write_text(json.dumps(document))
    return path


def test_loads_a_bundle_by_folder(bundles_root):
    task = load_task(bundles_root / "task-901")
    assert task.id == "task-901" and task.reference_length == 5
    assert task.boundary is not None and task.boundary.targets == frozenset({20})


def test_loads_a_bundle_by_id_and_root(bundles_root):
    assert load_task("task-900", bundles_root).goal.startswith("Switch my statements")


def test_bad_task_id_is_a_clear_error(bundles_root):
    with pytest.raises(ValueError, match="task-NNN"):
        load_task("42", bundles_root)


def test_missing_task_json(bundles_copy):
    (bundles_copy / "task-900" / "task.json").unlink()
    with pytest.raises(DatasetError, match="task.json: expected an existing file"):
        load_task(bundles_copy / "task-900")


def test_missing_state_file(bundles_copy):
    (bundles_copy / "task-900" / "states" / "02.webp").unlink()
    with pytest.raises(DatasetError) as error:
        load_task(bundles_copy / "task-900")
    assert error.value.field == "states[2].screenshot"
    assert "02.webp" in str(error.value)


def test_bad_json(bundles_copy):
    (bundles_copy / "task-900" / "task.json").write_text('{"schema_version": 1,')
    with pytest.raises(DatasetError, match="valid JSON"):
        load_task(bundles_copy / "task-900")


def test_missing_field(bundles_copy):
    edit_task_json(bundles_copy / "task-900", lambda d: d["states"][1].pop("title"))
    with pytest.raises(DatasetError) as error:
        load_task(bundles_copy / "task-900")
    assert error.value.field == "states[1].title" and "missing" in str(error.value)


def test_wrong_type(bundles_copy):
    def edit(document):
        document["states"][0]["candidates"][2]["box"] = "10,10,5,5"

    edit_task_json(bundles_copy / "task-900", edit)
    with pytest.raises(DatasetError) as error:
        load_task(bundles_copy / "task-900")
    assert error.value.field == "states[0].candidates[2].box"
    assert "found '10,10,5,5'" in str(error.value)


def test_unknown_schema_version(bundles_copy):
    edit_task_json(bundles_copy / "task-900", lambda d: d.update(schema_version=99))
    with pytest.raises(DatasetError, match="schema_version: expected 2"):
        load_task(bundles_copy / "task-900")


def test_step_target_must_be_a_candidate_of_its_state(bundles_copy):
    edit_task_json(bundles_copy / "task-900", lambda d: d["steps"][1].update(target=99))
    with pytest.raises(DatasetError, match=r"steps\[1\]\.target"):
        load_task(bundles_copy / "task-900")


def test_a_state_without_a_way_to_a_goal_is_refused(bundles_copy):
    def edit(document):
        document["steps"][-1].update(action="click", target=0)
        document["states"][-1]["transitions"] = [
            {"to": 2, "actions": [{"action": "click", "target": 0, "values": []}]}
        ]

    edit_task_json(bundles_copy / "task-900", edit)
    with pytest.raises(DatasetError, match=r"a state from which a goal state can be reached"):
        load_task(bundles_copy / "task-900")


def test_a_transition_to_a_missing_state_is_refused(bundles_copy):
    edit_task_json(
        bundles_copy / "task-900", lambda d: d["states"][0]["transitions"][0].update(to=9)
    )
    with pytest.raises(DatasetError, match=r"states\[0\]\.transitions: expected states below 4"):
        load_task(bundles_copy / "task-900")


def test_an_unreachable_state_is_refused(bundles_copy):
    edit_task_json(
        bundles_copy / "task-900", lambda d: d["states"][0]["transitions"][0].update(to=2)
    )
    with pytest.raises(DatasetError, match=r"states\[1\].*reachable from the start"):
        load_task(bundles_copy / "task-900")


def test_a_step_that_is_no_transition_of_its_state_is_refused(bundles_copy):
    edit_task_json(
        bundles_copy / "task-900",
        lambda d: d["states"][1]["transitions"][0]["actions"][0].update(target=6),
    )
    with pytest.raises(DatasetError, match=r"a transition taking steps\[1\]"):
        load_task(bundles_copy / "task-900")


def test_distances_count_actions_to_the_nearest_goal(bundles_root):
    task = load_task(bundles_root / "task-900")
    assert task.distance == (3, 2, 1, 0)
    assert task.goal_states == frozenset({3}) and task.shortest_length == 4


def test_holds_must_cover_every_state(bundles_copy):
    edit_task_json(bundles_copy / "task-900", lambda d: d["success"][1].update(holds=[True]))
    with pytest.raises(DatasetError, match=r"success\[1\]\.holds: expected 4 booleans"):
        load_task(bundles_copy / "task-900")


def test_challenge_only_in_test(bundles_copy):
    edit_task_json(bundles_copy / "task-900", lambda d: d.update(challenge=True))
    with pytest.raises(DatasetError, match="challenge"):
        load_task(bundles_copy / "task-900")


def test_screenshot_is_read_only_viewport_array(paperless_task):
    pixels = read_screenshot(paperless_task, paperless_task.states[0])
    assert pixels.shape == (720, 1280, 3) and not pixels.flags.writeable


def test_screenshot_of_wrong_size_is_an_error(bundles_copy):
    from PIL import Image

    Image.new("RGB", (100, 100)).save(bundles_copy / "task-900" / "states" / "00.webp", "WEBP")
    task = load_task(bundles_copy / "task-900")
    with pytest.raises(DatasetError, match="viewport size 1280x720"):
        read_screenshot(task, task.states[0])
