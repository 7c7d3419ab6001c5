"""Re-capturing committed bundles reproduces them.

The first two tasks of ``assets/bundles/index.json`` are captured again from their specs and
compared with the committed bundles: ``task.json`` and the HTML snapshots byte for byte (they
depend only on the page's DOM and layout in CSS pixels), screenshots and AX trees with a
tolerance. CI installs Debian's Chromium package, which may be a slightly different build
from the one that captured the bundles; a different build can antialias a glyph differently
or expose one more generic node, and that must not fail CI. ``nexui capture --check`` on the
machine that captured stays byte-exact for every file. With no committed bundles yet, the
tiny-bank fixture is captured twice and the two runs must agree byte for byte.

Needs Debian's Chromium and Playwright; skipped with the reason otherwise.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.capture.conftest import FIXTURE_ASSETS, skip_without_browser

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: At most this share of pixels may differ between two screenshots of the same state ...
MAX_CHANGED_PIXELS = 0.01
#: ... and of AX nodes (role, name, parent, element) between two trees.
MAX_CHANGED_NODES = 0.02


def committed_tasks(count: int = 2) -> list[str]:
    from nexui_gym.dataset.paths import bundles_dir

    index = bundles_dir() / "index.json"
    if not index.is_file():
        return []
    return [entry["id"] for entry in json.loads(index.read_text())["tasks"][:count]]


def recapture(assets: Path, out: Path, task_ids: list[str]) -> None:
    from nexui_gym.capture.commands import load_specs, select_tasks
    from nexui_gym.capture.runner import capture_tasks

    loaded, _ = load_specs(assets / "interfaces", strict_for=set())
    results = capture_tasks(select_tasks(loaded, (), task_ids), out)
    failures = [str(result.error) for result in results if result.error]
    assert not failures, failures


def changed_pixel_share(expected: Path, actual: Path) -> float:
    from PIL import Image, ImageChops

    with Image.open(expected) as old, Image.open(actual) as new:
        if old.size != new.size:
            return 1.0
        difference = ImageChops.difference(old.convert("RGB"), new.convert("RGB")).convert("L")
    changed = sum(difference.point(lambda value: 255 if value > 16 else 0).histogram()[255:])
    return changed / (difference.width * difference.height)


def changed_node_share(expected: Path, actual: Path) -> float:
    def signature(path: Path) -> list[tuple]:
        nodes = json.loads(path.read_text())["nodes"]
        return [(n["role"], n["name"], n["parent"], n["dom_index"], n["nexui_id"]) for n in nodes]

    old, new = signature(expected), signature(actual)
    same = sum(1 for a, b in zip(old, new, strict=False) if a == b)
    return 1 - same / max(len(old), len(new), 1)


def compare(task_id: str, committed: Path, fresh: Path) -> list[str]:
    """Every way ``fresh`` differs from ``committed`` beyond the tolerances, explained."""
    problems = []
    names = sorted(p.relative_to(committed).as_posix() for p in committed.rglob("*") if p.is_file())
    fresh_names = sorted(p.relative_to(fresh).as_posix() for p in fresh.rglob("*") if p.is_file())
    if names != fresh_names:
        problems.append(f"{task_id}: files differ: {sorted(set(names) ^ set(fresh_names))}")
    for name in sorted(set(names) & set(fresh_names)):
        old, new = committed / name, fresh / name
        if name.endswith((".webp", ".png")):
            share = changed_pixel_share(old, new)
            if share > MAX_CHANGED_PIXELS:
                problems.append(f"{task_id}/{name}: {share:.1%} of pixels changed")
        elif name.endswith(".ax.json"):
            share = changed_node_share(old, new)
            if share > MAX_CHANGED_NODES:
                problems.append(f"{task_id}/{name}: {share:.1%} of AX nodes changed")
        elif old.read_bytes() != new.read_bytes():
            problems.append(f"{task_id}/{name}: not byte-identical")
    return problems


def test_recapture_reproduces_committed_bundles(tmp_path):
    skip_without_browser()
    from nexui_gym.dataset.paths import assets_dir, bundles_dir

    task_ids = committed_tasks()
    if task_ids:
        assets, committed = assets_dir(), bundles_dir()
    else:
        # Nothing committed yet: the fixture captured once is the "committed" side.
        assets, committed = FIXTURE_ASSETS, tmp_path / "first"
        task_ids = ["task-901", "task-902"]
        recapture(assets, committed, task_ids)
    recapture(assets, tmp_path / "fresh", task_ids)
    problems = [
        problem
        for task_id in task_ids
        for problem in compare(task_id, committed / task_id, tmp_path / "fresh" / task_id)
    ]
    assert not problems, (
        "re-capture differs from the committed bundles beyond the tolerance for another "
        "Chromium build; if the interface or its spec changed, re-run `nexui capture`:\n"
        + "\n".join(problems)
    )


def test_fixture_capture_is_byte_identical(tmp_path):
    skip_without_browser()
    recapture(FIXTURE_ASSETS, tmp_path / "a", ["task-903"])
    recapture(FIXTURE_ASSETS, tmp_path / "b", ["task-903"])
    a, b = tmp_path / "a" / "task-903", tmp_path / "b" / "task-903"
    files = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    assert files
    assert [(a / f).read_bytes() == (b / f).read_bytes() for f in files] == [True] * len(files)


def test_pixel_tolerance_counts_changed_pixels(tmp_path):
    from PIL import Image

    base = Image.new("RGB", (100, 100), "white")
    base.save(tmp_path / "a.webp", lossless=True)
    base.putpixel((0, 0), (0, 0, 0))
    base.save(tmp_path / "b.webp", lossless=True)
    assert changed_pixel_share(tmp_path / "a.webp", tmp_path / "b.webp") == pytest.approx(1e-4)
