"""Shared fixtures: two small hand-written bundles in a temporary folder."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from nexui_gym.dataset.loader import load_task
from nexui_gym.envs.nexui_env import NeXUIEnv
from tests.fixtures.bundles import write_bundles


@pytest.fixture(scope="session")
def bundles_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding the fixture bundles task-900 (dev) and task-901 (test, boundary)."""
    return write_bundles(tmp_path_factory.mktemp("bundles"))


@pytest.fixture
def bundles_copy(bundles_root: Path, tmp_path: Path) -> Path:
    """A private copy of the fixture bundles that a test may break."""
    return Path(shutil.copytree(bundles_root, tmp_path / "bundles"))


@pytest.fixture
def paperless_task(bundles_root: Path):
    return load_task(bundles_root / "task-900")


@pytest.fixture
def payment_task(bundles_root: Path):
    return load_task(bundles_root / "task-901")


@pytest.fixture
def paperless_env(bundles_root: Path) -> NeXUIEnv:
    return NeXUIEnv("task-900", bundles_root=bundles_root)


@pytest.fixture
def payment_env(bundles_root: Path) -> NeXUIEnv:
    return NeXUIEnv("task-901", bundles_root=bundles_root)


@pytest.fixture(autouse=True, scope="module")
def _no_live_browser_across_modules():
    """A module that ran live envs leaves no shared browser behind: Playwright's sync API
    refuses to start another one (capture, the report's browser tests) in the same thread
    while one is running."""
    yield
    live = sys.modules.get("nexui_gym.capture.live")
    if live is not None:
        live.close_shared_browser()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--long",
        action="store_true",
        help="also run the tests marked long (minutes of CPU each; CI runs a sample of them)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--long"):
        return
    skip = pytest.mark.skip(reason="long test (minutes of CPU): run with python -m pytest --long")
    for item in items:
        if "long" in item.keywords:
            item.add_marker(skip)
