"""The HTML report: written from an eval folder, and rendered by a real browser."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from nexui_gym.evaluation.runner import EvalConfig, evaluate
from nexui_gym.evaluation.viewer import write_report


@pytest.fixture
def report(bundles_root, tmp_path) -> Path:
    evaluate(
        EvalConfig("random", "all", ("task-900", "task-901"), seed=1),
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


@pytest.mark.browser
def test_report_renders_in_chromium(report):
    if not Path("/usr/bin/chromium").exists() or shutil.which("chromium") is None:
        pytest.skip("Debian's chromium is not installed (apt-get install -y chromium)")
    sync_api = pytest.importorskip(
        "playwright.sync_api",
        reason="playwright is not installed (pip install 'nexui-gym[capture]')",
    )
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium",
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
            ],
        )
        page = browser.new_page()
        page.goto(report.as_uri())
        assert page.title().startswith("NeXUI evaluation")
        assert page.locator("details").count() == 2
        page.locator("details summary").first.click()
        images = page.locator("details[open] img")
        assert images.count() >= 1
        assert images.first.evaluate("img => img.complete && img.naturalWidth > 0")
        browser.close()
