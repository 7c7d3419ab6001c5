"""Capturing the tiny-bank fixture in Chromium: what the bundles record, and how a capture
stops. Needs Debian's Chromium and Playwright; skipped with the reason otherwise."""

from __future__ import annotations

import json
import re
from pathlib import Path

import lxml.etree
import lxml.html
import pytest

from nexui_gym.capture.commands import load_specs, select_tasks
from nexui_gym.dataset.loader import load_task
from tests.capture.conftest import skip_without_browser

pytestmark = pytest.mark.browser


def document(bundles: Path, task_id: str) -> dict:
    return json.loads((bundles / task_id / "task.json").read_text())


def html(bundles: Path, task_id: str, index: int) -> str:
    return (bundles / task_id / "states" / f"{index:02d}.html").read_text()


def test_bundles_load_with_the_dataset_loader(captured):
    for task_id in ("task-901", "task-902", "task-903", "task-904"):
        task = load_task(captured / task_id)
        assert len(task.states) == len(task.steps)


def test_stable_id_is_kept_across_states(captured):
    states = document(captured, "task-902")["states"]
    nav_ids = [[c["id"] for c in state["candidates"][:3]] for state in states]
    assert all(ids == [0, 1, 2] for ids in nav_ids)


def test_recreated_elements_get_new_ids_never_reused(captured):
    doc = document(captured, "task-902")
    before = {c["id"] for state in doc["states"][:4] for c in state["candidates"]}
    confirm = doc["boundary"]["targets"][0]
    assert confirm not in before and confirm > max(before)


def test_click_handler_div_is_a_candidate(captured):
    first = document(captured, "task-901")["states"][0]
    assert {"id": 3, "tag": "div"}.items() <= first["candidates"][3].items()
    assert 'id="help-toggle" data-nexui-id="3"' in html(captured, "task-901", 0)


def test_status_message_is_announced_politely(captured):
    last = document(captured, "task-901")["states"][-1]
    assert last["announcements"] == [{"politeness": "polite", "text": "Settings saved"}]


def test_long_timers_never_fire_during_capture(captured):
    # The page clears "Settings saved" after 4 s; the captured state must not depend on load.
    assert '<div id="status" role="status" class="status">Settings saved</div>' in html(
        captured, "task-901", 3
    )


def test_full_page_load_gives_new_ids(captured):
    states = document(captured, "task-904")["states"]
    first = {c["id"] for c in states[0]["candidates"]}
    assert [c["id"] for c in states[1]["candidates"]] == [5, 6] and not first & {5, 6}
    assert states[1]["url"] == "https://tiny-bank.example/contact.html"


def test_closed_details_content_is_marked_not_rendered(captured):
    assert '<p data-nexui-hidden="display">Call 0800' in html(captured, "task-904", 1)
    assert "<p>Call 0800" in html(captured, "task-904", 2)


def test_inserted_alert_is_announced_assertively(captured):
    states = document(captured, "task-903")["states"]
    assert states[3]["announcements"] == [
        {"politeness": "assertive", "text": "There is a problem Enter an amount"}
    ]
    assert all(not state["announcements"] for i, state in enumerate(states) if i != 3)


def test_live_properties_are_synced_into_attributes(captured):
    assert '<option value="ll" selected="">Landlord</option>' in html(captured, "task-902", 2)
    assert 'id="amount" type="text" inputmode="decimal" autocomplete="off" value="25.00"' in (
        html(captured, "task-902", 3)
    )
    assert 'type="checkbox" id="marketing" checked=""' in html(captured, "task-901", 1)
    unticked = re.search(
        r'<input type="checkbox" id="marketing"[^>]*>', html(captured, "task-901", 2)
    )
    assert unticked and "checked" not in unticked.group(0)


def test_not_rendered_elements_are_marked(captured):
    page = html(captured, "task-901", 0)
    assert '<div id="help-panel" hidden="" data-nexui-hidden="display">' in page
    assert '<script src="app.js" data-nexui-hidden="display">' in page


def test_focused_element_is_recorded_and_marked(captured):
    states = document(captured, "task-901")["states"]
    assert states[0]["focused"] is None
    assert states[1]["focused"] == 2  # the Settings link just clicked
    assert 'href="#/settings" data-nexui-focused="" data-nexui-id="2"' in html(
        captured, "task-901", 1
    )


def test_page_sees_the_fixed_clock(captured):
    assert "Today is Monday, 16 March 2026. Signed in at 09:30." in html(captured, "task-901", 0)


def test_urls_use_the_fixed_origin(captured):
    doc = document(captured, "task-902")
    assert doc["start_url"] == "https://tiny-bank.example/index.html#/accounts"
    assert doc["states"][-1]["url"] == "https://tiny-bank.example/index.html#/review"


def test_holds_are_evaluated_per_state(captured):
    success = document(captured, "task-901")["success"]
    assert success[1]["holds"] == [False, False, True, True]  # #marketing unchecked
    assert success[2]["holds"] == [False, False, False, True]  # "Settings saved"


def test_ax_nodes_point_at_the_same_elements_lxml_sees(captured):
    for index in range(4):
        root = lxml.html.document_fromstring(html(captured, "task-902", index).encode())
        elements = list(root.iter(tag=lxml.etree.Element))
        ax_path = captured / "task-902" / "states" / f"{index:02d}.ax.json"
        nodes = json.loads(ax_path.read_text())["nodes"]
        linked = [node for node in nodes if node["nexui_id"] is not None]
        assert linked
        for node in linked:
            assert elements[node["dom_index"]].get("data-nexui-id") == str(node["nexui_id"])


def test_screenshots_are_webp_of_the_viewport(captured):
    from PIL import Image

    with Image.open(captured / "task-901" / "states" / "00.webp") as image:
        assert (image.format, image.size) == ("WEBP", (1280, 720))


def test_index_lists_the_captured_tasks(captured):
    from nexui_gym.dataset.index import write_index

    index = json.loads(write_index(captured).read_text())
    assert [entry["id"] for entry in index["tasks"]] == [
        "task-901",
        "task-902",
        "task-903",
        "task-904",
    ]


# --- How a capture stops ---


def capture(assets: Path, out: Path, *task_ids: str):
    from nexui_gym.capture.runner import capture_tasks

    loaded, _ = load_specs(assets / "interfaces")
    return capture_tasks(select_tasks(loaded, (), task_ids), out)


def edit_steps(assets: Path, task_index: int, edit) -> None:
    path = assets / "interfaces" / "tiny-bank" / "tasks.json"
    spec = json.loads(path.read_text())
    edit(spec["tasks"][task_index]["steps"])
    path.write_text(json.dumps(spec))


@pytest.mark.parametrize(
    ("selector", "message"),
    [
        ("#nowhere", "task-901 step 1 (click '#nowhere'): the selector matches no element"),
        ("#main-nav a", "task-901 step 1 (click '#main-nav a'): the selector matches 3 elements"),
        ("#help-panel p", "matches an element that is not a candidate"),
    ],
)
def test_step_target_must_match_one_candidate(fixture_assets, tmp_path, selector, message):
    skip_without_browser()
    edit_steps(fixture_assets, 0, lambda steps: steps[1].update(target=selector))
    (result,) = capture(fixture_assets, tmp_path / "out", "task-901")
    assert result.error is not None and message in str(result.error)


def test_action_the_browser_cannot_take_names_the_step(fixture_assets, tmp_path):
    skip_without_browser()
    edit_steps(fixture_assets, 1, lambda steps: steps[1].update(text="Electricity Co"))
    (result,) = capture(fixture_assets, tmp_path / "out", "task-902")
    assert str(result.error).startswith(
        "task-902 step 1 (select '#payee'): the browser could not select the target"
    )


def test_start_url_must_name_a_file(fixture_assets, tmp_path):
    skip_without_browser()
    path = fixture_assets / "interfaces" / "tiny-bank" / "tasks.json"
    spec = json.loads(path.read_text())
    spec["tasks"][0]["start_url"] = "/home.html"
    path.write_text(json.dumps(spec))
    (result,) = capture(fixture_assets, tmp_path / "out", "task-901")
    assert str(result.error) == "task-901: start_url '/home.html' names no file of the interface"


def test_step_that_changes_nothing_stops_the_capture(fixture_assets, tmp_path):
    skip_without_browser()
    again = {"action": "click", "target": "#main-nav a[href='#/settings']", "explanation": "x",
             "rubric": []}  # fmt: skip
    edit_steps(fixture_assets, 0, lambda steps: steps.insert(1, again))
    spec_path = fixture_assets / "interfaces" / "tiny-bank" / "tasks.json"
    spec = json.loads(spec_path.read_text())
    spec["tasks"][0]["difficulty"] = "medium"  # 5 steps: still medium
    spec_path.write_text(json.dumps(spec))
    (result,) = capture(fixture_assets, tmp_path / "out", "task-901")
    assert "task-901 step 1 (click" in str(result.error)
    assert "the step did not change the page" in str(result.error)


def test_failed_capture_leaves_the_old_bundle_and_no_debris(fixture_assets, tmp_path):
    skip_without_browser()
    out = tmp_path / "out"
    (ok,) = capture(fixture_assets, out, "task-901")
    assert ok.error is None
    before = {p: p.read_bytes() for p in (out / "task-901").rglob("*") if p.is_file()}
    edit_steps(fixture_assets, 0, lambda steps: steps[2].update(target="#nowhere"))
    (failed,) = capture(fixture_assets, out, "task-901")
    assert failed.error is not None
    after = {p: p.read_bytes() for p in (out / "task-901").rglob("*") if p.is_file()}
    assert after == before
    assert sorted(p.name for p in out.iterdir()) == ["task-901"]


def test_capturing_one_task_leaves_other_bundles_alone(fixture_assets, tmp_path):
    skip_without_browser()
    out = tmp_path / "out"
    capture(fixture_assets, out, "task-901")
    stamp = (out / "task-901" / "task.json").stat().st_mtime_ns
    (result,) = capture(fixture_assets, out, "task-903")
    assert result.error is None
    assert (out / "task-901" / "task.json").stat().st_mtime_ns == stamp
    assert sorted(p.name for p in out.iterdir()) == ["task-901", "task-903"]


def test_capture_does_not_scroll_to_the_next_target(fixture_assets, tmp_path):
    skip_without_browser()
    css = fixture_assets / "interfaces" / "tiny-bank" / "style.css"
    css.write_text(css.read_text() + "\nmain { min-height: 2400px; }\n")  # footer below the fold
    (result,) = capture(fixture_assets, tmp_path / "out", "task-904")
    assert result.error is None, result.error
    bundle = tmp_path / "out"
    target = document(bundle, "task-904")["steps"][0]["target"]
    (box,) = [c["box"] for c in document(bundle, "task-904")["states"][0]["candidates"]
              if c["id"] == target]  # fmt: skip
    assert box[1] > 720  # the footer link stays off screen in the state it is clicked from
    assert 'data-nexui-scroll="0,0"' in html(bundle, "task-904", 0)


def test_the_screenshot_keeps_every_colour_chromium_drew(captured):
    from PIL import Image

    with Image.open(captured / "task-901" / "states" / "00.webp") as image:
        header = image.convert("RGB").getpixel((640, 2))
    assert header == (0x0B, 0x3D, 0x6B)  # the header's background, exactly
