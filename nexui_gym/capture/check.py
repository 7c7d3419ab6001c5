"""``nexui capture --check``: re-capture into a temporary folder, compare byte for byte.

The content (``task.json`` and the state files) and the capture environment
(``capture.json``, :mod:`.provenance`) are compared apart: a version mismatch says which
browser, package or capture code differs from the committed bundle's, whether or not the
content differs too.
"""

from __future__ import annotations

import filecmp
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from nexui_gym.capture.provenance import (
    PROVENANCE_FILE,
    environment_differences,
    read_environment,
)


@dataclass(frozen=True)
class BundleDiff:
    """How a fresh capture of one task differs from the committed bundle."""

    task: str
    differing: tuple[str, ...] = ()
    missing: tuple[str, ...] = ()  # committed, not produced by the re-capture
    extra: tuple[str, ...] = ()  # produced by the re-capture, not committed
    note: str | None = None  # the whole bundle is absent, or the capture failed
    environment: tuple[str, ...] = ()  # capture environment facts that differ

    @property
    def content_differs(self) -> bool:
        return bool(self.note or self.differing or self.missing or self.extra)

    def lines(self) -> list[str]:
        if self.note:
            return [f"{self.task}: {self.note}"]
        lines = []
        if self.environment:
            lines.append(f"{self.task}: version mismatch: {', '.join(self.environment)}")
        for label, files in (
            ("differs", self.differing),
            ("missing from the re-capture", self.missing),
            ("not committed", self.extra),
        ):
            if files:
                lines.append(f"{self.task}: {label}: {', '.join(files)}")
        return lines


def files_of(folder: Path) -> set[str]:
    """Bundle-relative POSIX paths of every content file under ``folder`` (all but the
    capture environment record)."""
    return {
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*")
        if p.is_file() and p.relative_to(folder).as_posix() != PROVENANCE_FILE
    }


def compare_bundle(task: str, committed: Path, fresh: Path) -> BundleDiff | None:
    """``None`` when both folders hold the same files with the same bytes."""
    if not committed.is_dir():
        return BundleDiff(task, note="no committed bundle")
    if not fresh.is_dir():
        return BundleDiff(task, note="the re-capture produced no bundle")
    old, new = files_of(committed), files_of(fresh)
    differing = tuple(
        sorted(
            name
            for name in old & new
            if not filecmp.cmp(committed / name, fresh / name, shallow=False)
        )
    )
    missing, extra = tuple(sorted(old - new)), tuple(sorted(new - old))
    environment = tuple(
        environment_differences(read_environment(committed), read_environment(fresh))
    )
    if not (differing or missing or extra or environment):
        return None
    return BundleDiff(task, differing, missing, extra, environment=environment)


def compare_bundles(tasks: Iterable[str], committed: Path, fresh: Path) -> list[BundleDiff]:
    diffs = [compare_bundle(task, committed / task, fresh / task) for task in tasks]
    return [diff for diff in diffs if diff is not None]


def orphan_bundles(committed: Path, known: Iterable[str]) -> list[BundleDiff]:
    """Committed bundles that no task spec produces any more."""
    if not committed.is_dir():
        return []
    known_ids = set(known)
    return [
        BundleDiff(folder.name, note="committed bundle without a task spec")
        for folder in sorted(committed.iterdir())
        if folder.is_dir() and folder.name.startswith("task-") and folder.name not in known_ids
    ]
