"""Whole-dataset checks behind ``nexui validate``: every problem found, not just the first."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.index import INDEX_FILE, load_index
from nexui_gym.dataset.loader import TASK_FILE, load_task, read_ax, read_html, read_screenshot
from nexui_gym.dataset.model import IndexEntry, Task, difficulty_for
from nexui_gym.dataset.rules import check_rules
from nexui_gym.dataset.schema import index_entry_for

CANDIDATE_ATTRIBUTE = re.compile(rb'data-nexui-id="(\d{1,19})"')


@dataclass(frozen=True)
class Report:
    tasks: tuple[Task, ...]
    errors: tuple[DatasetError, ...]

    @property
    def ok(self) -> bool:
        return not self.errors


def bundle_folders(paths: Iterable[Path]) -> Iterator[Path]:
    """Bundle folders named by ``paths``: a bundle folder itself, or a folder of bundles."""
    for path in paths:
        if (path / TASK_FILE).is_file():
            yield path
        elif path.is_dir():
            children = sorted(
                p for p in path.iterdir() if p.is_dir() and p.name.startswith("task-")
            )
            yield from children
        else:
            raise DatasetError(path, "", "a bundle folder or a folder of bundles", "no such folder")


def validate(paths: Iterable[Path]) -> Report:
    """Check every bundle under ``paths`` and, for folders of bundles, their index."""
    paths = list(paths)
    tasks: list[Task] = []
    errors: list[DatasetError] = []
    folders: list[Path] = []
    for folder in bundle_folders(paths):
        folders.append(folder)
        try:
            task = load_task(folder)
        except DatasetError as error:
            errors.append(error)
            continue
        problems = list(check_task(task))
        errors.extend(problems)
        if not problems:
            # Breaking an authoring rule is a problem, but the bundle itself is sound.
            errors.extend(check_rules(task))
            tasks.append(task)
    errors.extend(check_unique_ids(tasks))
    for path in paths:
        if (path / INDEX_FILE).is_file() or (path.is_dir() and not (path / TASK_FILE).is_file()):
            inside = [folder for folder in folders if folder.parent == path]
            valid = {
                task.root.name: index_entry_for(task) for task in tasks if task.root.parent == path
            }
            errors.extend(check_index(path, valid, {folder.name for folder in inside}))
    return Report(tuple(tasks), tuple(errors))


def check_task(task: Task) -> Iterator[DatasetError]:
    """Problems of one loaded bundle beyond its schema: files, candidates, difficulty."""
    task_file = task.root / TASK_FILE
    expected = difficulty_for(task.reference_length, task.kinds, task.boundary is not None)
    if task.difficulty != expected:
        yield DatasetError(
            task_file,
            "difficulty",
            f"{expected!r} by the difficulty rule ({task.reference_length} steps, kinds "
            f"{list(task.kinds)})",
            task.difficulty,
        )
    for state in task.states:
        try:
            read_screenshot(task, state)
            read_ax(task, state)
            html = read_html(task, state)
        except DatasetError as error:
            yield error
            continue
        present = {int(match) for match in CANDIDATE_ATTRIBUTE.findall(html)}
        missing = [cid for cid in state.candidate_ids if cid not in present]
        if missing:
            yield DatasetError(
                task.path(state.html),
                f"states[{state.index}].candidates",
                "every candidate marked with data-nexui-id in the snapshot",
                f"ids {missing} missing",
            )


def check_unique_ids(tasks: Iterable[Task]) -> Iterator[DatasetError]:
    seen: dict[str, Path] = {}
    for task in tasks:
        if task.id in seen:
            yield DatasetError(
                task.root / TASK_FILE,
                "id",
                f"a task id used once (also in {seen[task.id]})",
                task.id,
            )
        seen[task.id] = task.root


def check_index(
    root: Path, bundles: Mapping[str, IndexEntry], folder_names: set[str]
) -> Iterator[DatasetError]:
    """The index must list exactly the bundle folders under ``root`` (``folder_names``),
    with the facts of the valid ones (``bundles``, by folder name)."""
    index_path = root / INDEX_FILE
    if not index_path.is_file():
        yield DatasetError(
            index_path, "", "an index (run `nexui index` to write it)", "no such file"
        )
        return
    try:
        entries = {entry.id: entry for entry in load_index(root)}
    except DatasetError as error:
        yield error
        return
    for task_id in sorted(set(entries) - folder_names):
        yield DatasetError(
            index_path, "tasks", "no entry without a bundle (run `nexui index`)", task_id
        )
    for task_id in sorted(set(bundles) - set(entries)):
        yield DatasetError(
            index_path,
            "tasks",
            "an entry for every bundle (run `nexui index`)",
            f"{task_id} missing",
        )
    for task_id in sorted(set(bundles) & set(entries)):
        if bundles[task_id] != entries[task_id]:
            yield DatasetError(
                index_path,
                f"tasks[{task_id}]",
                f"the bundle's facts {bundles[task_id]} (run `nexui index`)",
                entries[task_id],
            )
