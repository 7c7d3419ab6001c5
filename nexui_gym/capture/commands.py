"""``nexui capture``: validate every task spec, capture the selected tasks, rebuild the index.

    nexui capture [--interface SLUG]... [--task ID]... [--check] [--assets DIR] [--out DIR]

Exit status: 0 done (or no content differences with ``--check``; a version mismatch of the
capture environment is reported apart and does not fail); 1 a spec is invalid, a task
failed, or ``--check`` found differences; 2 bad arguments or Playwright/Chromium missing.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Collection, Sequence
from pathlib import Path

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.paths import assets_dir
from nexui_gym.dataset.spec import (
    TASKS_FILE,
    InterfaceSpec,
    TaskSpec,
    check_unique_ids,
    interface_folders,
    load_interface,
    load_task_specs,
)

Selection = list[tuple[InterfaceSpec, TaskSpec]]
Loaded = list[tuple[InterfaceSpec, tuple[TaskSpec, ...]]]


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "capture",
        help="capture task bundles from interface sources (needs Chromium)",
        description=(
            "Replay each task's reference steps in Chromium and write its bundle "
            "(task.json, states/NN.html, NN.webp, NN.ax.json). All task specs are validated "
            "first; nothing is captured while one is invalid."
        ),
    )
    parser.add_argument(
        "--interface",
        action="append",
        default=[],
        metavar="SLUG",
        help="capture only this interface's tasks (repeatable)",
    )
    parser.add_argument(
        "--task",
        action="append",
        default=[],
        metavar="ID",
        help="capture only this task, e.g. task-003 (repeatable)",
    )
    parser.add_argument(
        "--probe",
        choices=("none", "likely", "all"),
        default="likely",
        help="which actions' effects to classify in each state by really taking them: the "
        "likely equivalents of each transition (default, what the shipped bundles use), every "
        "candidate's click (slow), or none",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="re-capture into a temporary folder and list every bundle that differs",
    )
    parser.add_argument(
        "--assets",
        type=Path,
        default=None,
        metavar="DIR",
        help="the assets folder with interfaces/ (default: the package's assets)",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar="DIR",
        help="where bundles go (default: ASSETS/bundles)",
    )
    parser.set_defaults(func=run)


def select_tasks(
    loaded: Sequence[tuple[InterfaceSpec, Sequence[TaskSpec]]],
    interfaces: Sequence[str] = (),
    tasks: Sequence[str] = (),
) -> Selection:
    """The (interface, task) pairs the filters pick, in interface then file order.

    Raises ``ValueError`` naming a slug or id that does not exist.
    """
    slugs = {interface.slug for interface, _ in loaded}
    ids = {task.id for _, specs in loaded for task in specs}
    for slug in interfaces:
        if slug not in slugs:
            raise ValueError(
                f"--interface {slug}: no interface with a tasks.json has this slug (have: {', '.join(sorted(slugs)) or 'none'})"
            )
    for task_id in tasks:
        if task_id not in ids:
            raise ValueError(f"--task {task_id}: no task spec has this id")
    selection = [
        (interface, task)
        for interface, specs in loaded
        if not interfaces or interface.slug in interfaces
        for task in specs
        if not tasks or task.id in tasks
    ]
    if tasks and interfaces and len(selection) < len(set(tasks)):
        raise ValueError("--task names a task outside the --interface selection")
    return selection


def load_specs(
    interfaces_dir: Path, strict_for: Collection[str] | None = None
) -> tuple[Loaded, list[str]]:
    """All task specs, validated; and notes on folders left out.

    A folder without ``tasks.json`` is an interface still being written: left out with a
    note. An invalid spec raises when ``strict_for`` is ``None`` (a run over everything) or
    names its folder; any other invalid folder is left out with a note, so that one
    interface's author is not blocked by another's unfinished file.
    """
    loaded: Loaded = []
    notes = []
    for folder in interface_folders(interfaces_dir):
        if not (folder / TASKS_FILE).is_file():
            notes.append(f"{folder.name}: no {TASKS_FILE} yet, left out")
            continue
        try:
            loaded.append((load_interface(folder), load_task_specs(folder)))
        except DatasetError as error:
            if strict_for is None or folder.name in strict_for:
                raise
            notes.append(f"{folder.name}: invalid, left out (ids not checked against it): {error}")
    check_unique_ids([task for _, tasks in loaded for task in tasks])
    return loaded, notes


def run(args: argparse.Namespace) -> int:
    assets = args.assets if args.assets is not None else assets_dir()
    out = args.out if args.out is not None else assets / "bundles"
    whole = not args.interface and not args.task
    try:
        loaded, notes = load_specs(assets / "interfaces", None if whole else set(args.interface))
    except DatasetError as error:
        print(f"nexui capture: invalid task spec, nothing captured:\n  {error}", file=sys.stderr)
        return 1
    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    try:
        selection = select_tasks(loaded, args.interface, args.task)
    except ValueError as error:
        print(f"nexui capture: {error}", file=sys.stderr)
        return 2
    if not selection:
        print("nexui capture: no task specs to capture", file=sys.stderr)
        return 0

    from nexui_gym.capture.browser import missing_requirements

    missing = missing_requirements()
    if missing:
        print(f"nexui capture: {missing}", file=sys.stderr)
        return 2
    if args.check:
        return _check(
            selection,
            out,
            [task.id for _, specs in loaded for task in specs] if whole else None,
            args.probe,
        )
    return _capture(selection, out, args.probe)


def _run(selection: Selection, out: Path, label: str, probe_mode: str) -> tuple[list, float]:
    from tqdm import tqdm

    from nexui_gym.capture.runner import capture_tasks

    started = time.perf_counter()
    total = sum(
        len(task.steps) + sum(len(a.steps) - 1 for a in task.alternatives) for _, task in selection
    )
    with tqdm(total=total, unit="state", desc=label, file=sys.stderr) as bar:
        results = capture_tasks(selection, out, bar, probe_mode)
    return results, time.perf_counter() - started


def _report(results: Sequence, seconds: float) -> int:
    """Print failures, warnings and the measured figures; the number of failed tasks."""
    failed = [result for result in results if result.error is not None]
    for result in results:
        for warning in result.warnings:
            print(f"warning: {warning}", file=sys.stderr)
    for result in failed:
        print(f"FAILED {result.error}", file=sys.stderr)
    done = [result for result in results if result.error is None]
    states = sum(result.states for result in done)
    if states:
        task_seconds = sum(result.seconds for result in done)
        image_kb = sum(result.image_bytes for result in done) / 1024
        print(
            f"captured {len(done)} task(s), {states} states in {seconds:.1f} s: "
            f"{task_seconds / states:.2f} s per state, screenshots {image_kb / states:.1f} KB "
            "per state"
        )
    return len(failed)


def _capture(selection: Selection, out: Path, probe_mode: str) -> int:
    results, seconds = _run(selection, out, "capture", probe_mode)
    failures = _report(results, seconds)
    if any(result.error is None for result in results):
        from nexui_gym.dataset.index import write_index

        try:
            print(f"index: {write_index(out)}")
        except DatasetError as error:
            print(f"nexui capture: the index could not be rebuilt: {error}", file=sys.stderr)
            return 1
    return 1 if failures else 0


def _check(selection: Selection, out: Path, all_ids: list[str] | None, probe_mode: str) -> int:
    from nexui_gym.capture.check import BundleDiff, compare_bundles, orphan_bundles

    with tempfile.TemporaryDirectory(prefix="nexui-check-") as scratch:
        fresh = Path(scratch)
        results, seconds = _run(selection, fresh, "check", probe_mode)
        _report(results, seconds)
        captured = [result.task for result in results if result.error is None]
        diffs = compare_bundles(captured, out, fresh)
    diffs += [BundleDiff(r.task, note=f"capture failed: {r.error}") for r in results if r.error]
    if all_ids is not None:
        diffs += orphan_bundles(out, all_ids)
    for diff in sorted(diffs, key=lambda d: d.task):
        for line in diff.lines():
            print(line)
    content = [diff for diff in diffs if diff.content_differs]
    versions = [diff for diff in diffs if diff.environment]
    if versions:
        print(
            f"version mismatch: {len(versions)} bundle(s) were captured in another environment "
            "(browser, packages or capture code; listed above)"
        )
    if content:
        print(f"content differs: {len(content)} bundle(s) differ from a fresh capture")
        return 1
    print(f"no content differences: {len(captured)} bundle(s) re-captured byte-identical")
    return 0
