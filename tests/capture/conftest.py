"""Browser fixtures: skip with the reason when Playwright or Debian's Chromium is absent."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from nexui_gym.capture.browser import missing_requirements

FIXTURE_ASSETS = Path(__file__).parent / "fixtures"


def skip_without_browser() -> None:
    reason = missing_requirements()
    if reason:
        pytest.skip(f"capture cannot run here: {reason}")


@pytest.fixture
def fixture_assets(tmp_path: Path) -> Path:
    """A private copy of the tiny-bank fixture assets that a test may change."""
    return Path(shutil.copytree(FIXTURE_ASSETS, tmp_path / "assets"))


@pytest.fixture(scope="module")
def captured(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tiny-bank tasks captured once for the module: the bundles folder."""
    skip_without_browser()
    from nexui_gym.capture.commands import load_specs, select_tasks
    from nexui_gym.capture.runner import capture_tasks

    out = tmp_path_factory.mktemp("bundles")
    loaded, _ = load_specs(FIXTURE_ASSETS / "interfaces")
    results = capture_tasks(select_tasks(loaded), out)
    failures = [str(result.error) for result in results if result.error]
    assert not failures, failures
    return out
