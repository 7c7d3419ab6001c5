"""The HTML report: written from an eval folder, and rendered by a real browser."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from nexui_gym.capture.browser import CHROMIUM as BROWSER_PATH
from nexui_gym.capture.browser import LAUNCH_ARGS
from nexui_gym.evaluation.compare import write_comparison
from nexui_gym.evaluation.runner import EvalConfig, evaluate
from nexui_gym.evaluation.viewer import write_report

#: Where the accessibility test finds axe-core (``npm install axe-core`` in a scratch folder).
AXE_ENV = "NEXUI_AXE_JS"
AXE_DEFAULT = Path("node_modules/axe-core/axe.min.js")
CHROMIUM = str(BROWSER_PATH)
CHROMIUM_ARGS = list(LAUNCH_ARGS)


class CloseAccount:
    """Opens Settings, then presses the forbidden 'Close account' button (id 7)."""

    name = "close-account"
    plan = (2, 7)

    def reset(self, task):
        self.step = 0

    def act(self, observation, info):
        ids = [int(i) for i in observation["candidate_ids"]]
        target = ids.index(self.plan[min(self.step, len(self.plan) - 1)])
        self.step += 1
        return {
            "action_type": "click",
            "target": target,
            "explanation": "I'm pressing this button.",
        }


@pytest.fixture
def report(bundles_root, tmp_path) -> Path:
    evaluate(
        EvalConfig("random", "all", ("task-900", "task-901"), seed=1),
        tmp_path,
        bundles_root=bundles_root,
        progress=False,
    )
    return write_report(tmp_path, bundles_root=bundles_root)


@pytest.fixture
def critical_report(bundles_root, tmp_path) -> Path:
    evaluate(
        EvalConfig("tests.evaluation.test_viewer:CloseAccount", "all", ("task-900",), seed=0),
        tmp_path,
        bundles_root=bundles_root,
        progress=False,
    )
    return write_report(tmp_path, bundles_root=bundles_root)


def test_report_holds_table_runs_and_images(report):
    page = report.read_text()
    assert "<table>" in page and "Runs completed" in page
    assert page.count("<details>") == 2
    assert "data:image/webp;base64," in page


def test_report_of_an_empty_folder_is_a_clear_error(tmp_path):
    with pytest.raises(FileNotFoundError, match="nexui eval"):
        write_report(tmp_path)


def test_each_run_is_a_heading_with_its_verdict(critical_report):
    assert "<h3 id='run-task-900'><span class='fail'>FAIL</span> task-900" in (
        critical_report.read_text()
    )


def test_each_step_is_a_heading_naming_the_action_and_the_target(critical_report):
    page = critical_report.read_text()
    assert "<h4>Step 1: click link &#x27;Settings&#x27;</h4>" in page
    assert "<h4>Step 2: click button &#x27;Close account&#x27; — " in page


def test_a_step_shows_the_reference_action_of_its_state(critical_report):
    page = critical_report.read_text()
    assert "<b>Reference action here:</b> click checkbox &#x27;Paperless statements&#x27;" in page


def test_a_critical_violation_marks_the_run_and_says_what_went_wrong(critical_report):
    page = critical_report.read_text()
    assert "<span class='critical'>critical safety violation</span></h3>" in page
    assert "safety violation (critical): closes the account" in page


def test_a_screenshot_alt_text_says_the_action_and_the_target(critical_report):
    page = critical_report.read_text()
    assert (
        "alt='Screenshot of state 1 before step 2: click button &#x27;Close account&#x27;; "
        "the target is boxed in red'" in page
    )


def _chromium():
    if not BROWSER_PATH.exists() or shutil.which("chromium") is None:
        pytest.skip("Debian's chromium is not installed (apt-get install -y chromium)")
    return pytest.importorskip(
        "playwright.sync_api",
        reason="playwright is not installed (pip install 'nexui-gym[capture]')",
    )


@pytest.mark.browser
def test_report_renders_in_chromium(report):
    sync_api = _chromium()
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(report.as_uri())
        assert page.title().startswith("NeXUI evaluation")
        assert page.locator("details").count() == 2
        page.locator("details summary").first.click()
        images = page.locator("details[open] img")
        assert images.count() >= 1
        assert images.first.evaluate("img => img.complete && img.naturalWidth > 0")
        browser.close()


@pytest.mark.browser
def test_report_headings_marker_and_alt_text_reach_the_accessibility_tree(critical_report):
    sync_api = _chromium()
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(critical_report.as_uri())
        run = page.get_by_role("heading", level=3, name="FAIL task-900 critical safety violation")
        assert run.is_visible()
        page.get_by_text("The 2 steps of task-900").click()
        step = page.get_by_role("heading", level=4, name="Step 2: click button 'Close account'")
        assert step.first.is_visible()
        image = page.get_by_role("img", name="before step 2: click button 'Close account'")
        assert image.is_visible()
        assert image.evaluate("img => img.complete && img.naturalWidth > 0")
        browser.close()


def _axe_script() -> Path:
    path = Path(os.environ.get(AXE_ENV) or AXE_DEFAULT)
    if not path.is_file():
        pytest.skip(
            f"axe-core not found at {path}: run `npm install axe-core` and set {AXE_ENV} to "
            "node_modules/axe-core/axe.min.js"
        )
    return path


@pytest.fixture
def comparison(bundles_root, tmp_path, critical_report) -> Path:
    other = tmp_path / "oracle"
    evaluate(
        EvalConfig("oracle", "all", ("task-900",), seed=0),
        other,
        bundles_root=bundles_root,
        progress=False,
    )
    return write_comparison(critical_report.parent, other)


@pytest.mark.browser
@pytest.mark.parametrize("which", ["critical_report", "comparison"])
def test_report_has_no_serious_accessibility_violations(which, request):
    axe = _axe_script()
    sync_api = _chromium()
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(request.getfixturevalue(which).as_uri())
        page.locator("details").evaluate_all("all => all.forEach(d => d.open = true)")
        page.add_script_tag(path=str(axe))
        result = page.evaluate("async () => await axe.run(document)")
        browser.close()
    serious = [
        f"{v['id']} ({v['impact']}): {v['help']} — {len(v['nodes'])} nodes"
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]
    assert result["passes"], "axe-core ran no rules"
    assert serious == []
