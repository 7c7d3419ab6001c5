"""The dataset index: what registration and split selection need, without opening bundles."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.loader import TASK_FILE, inside, load_task, read_json
from nexui_gym.dataset.model import SCHEMA_VERSION, IndexEntry
from nexui_gym.dataset.paths import bundles_dir
from nexui_gym.dataset.schema import (
    TASK_ID,
    Fields,
    index_entry_document,
    index_entry_for,
    read_index_entry,
)

INDEX_FILE = "index.json"
#: The multi-task envs: each split, the challenge subset of test, the tasks of interfaces that
#: have no dev task (generalisation to unseen interfaces), and everything.
SPLIT_ENVS = ("dev", "validation", "test", "challenge", "heldout-interfaces", "all")


def load_index(root: Path | None = None) -> tuple[IndexEntry, ...]:
    """Entries of ``index.json`` sorted by id; built from the bundles when there is no index."""
    root = root if root is not None else bundles_dir()
    path = root / INDEX_FILE
    if not path.is_file():
        return scan_bundles(root)
    doc = Fields(read_json(path), path)
    if doc.raw("schema_version") != SCHEMA_VERSION:
        raise doc.error("schema_version", str(SCHEMA_VERSION), doc.raw("schema_version"))
    entries = doc.objects("tasks", lambda f, i: read_index_entry(f))
    ids = [entry.id for entry in entries]
    if len(set(ids)) != len(ids):
        duplicates = sorted({task_id for task_id in ids if ids.count(task_id) > 1})
        raise doc.error("tasks", "each task id once", duplicates)
    return tuple(sorted(entries, key=lambda entry: entry.id))


def scan_bundles(root: Path) -> tuple[IndexEntry, ...]:
    """Index entries read from every ``task-NNN/task.json`` under ``root``."""
    if not root.is_dir():
        # A mistyped --bundles must not read as a dataset without tasks.
        raise DatasetError(root, "", "a folder of bundles", "no such folder")
    # Only task-NNN folders: capture stages bundles in dot-folders beside them.
    folders = sorted(
        p for p in root.iterdir() if TASK_ID.fullmatch(p.name) and (p / TASK_FILE).is_file()
    )
    return tuple(index_entry_for(load_task(folder)) for folder in folders)


def write_index(root: Path | None = None) -> Path:
    """Rebuild ``index.json`` from the bundles; written atomically so readers never see half."""
    root = root if root is not None else bundles_dir()
    entries = scan_bundles(root)
    document = {
        "schema_version": SCHEMA_VERSION,
        "tasks": [index_entry_document(entry) for entry in entries],
    }
    text = json.dumps(document, ensure_ascii=False, indent=1) + "\n"
    path = root / INDEX_FILE
    handle, temporary = tempfile.mkstemp(dir=root, prefix=".index-", suffix=".json")
    with os.fdopen(handle, "w", encoding="utf-8") as stream:
        stream.write(text)
    os.replace(temporary, path)
    return path


def unknown_ids(entries: Iterable[IndexEntry], task_ids: Iterable[str]) -> list[str]:
    """The ids of ``task_ids`` that no entry has, in the order given."""
    known = {entry.id for entry in entries}
    return [task_id for task_id in task_ids if task_id not in known]


def known_ids(entries: Iterable[IndexEntry], task_ids: Iterable[str], argument: str) -> list[str]:
    """``task_ids`` as given, when every one is an entry's; else a ``ValueError`` naming
    ``argument`` (the option or parameter that gave them) and the unknown ids."""
    task_ids = list(task_ids)
    unknown = unknown_ids(entries, task_ids)
    if unknown:
        raise ValueError(f"{argument}: unknown task ids {unknown}")
    return task_ids


def select(entries: tuple[IndexEntry, ...], split: str) -> tuple[IndexEntry, ...]:
    """Entries of a split env: a split name, ``challenge`` or ``all``."""
    if split == "all":
        return entries
    if split == "challenge":
        return tuple(entry for entry in entries if entry.challenge)
    if split == "heldout-interfaces":
        seen_in_dev = {entry.interface for entry in entries if entry.split == "dev"}
        return tuple(entry for entry in entries if entry.interface not in seen_in_dev)
    if split not in SPLIT_ENVS:
        raise ValueError(f"split {split!r}: expected one of {', '.join(SPLIT_ENVS)}")
    return tuple(entry for entry in entries if entry.split == split)


def dataset_hash(task_ids: Iterable[str], root: Path | None = None) -> str:
    """``sha256:<hex>`` of the bundles of ``task_ids``: every file a run reads (``task.json``
    and each state's snapshot, screenshot and AX tree), named and in a fixed order."""
    digest = hashlib.sha256()
    for task_id in sorted(set(task_ids)):
        task = load_task(task_id, root)
        names = [TASK_FILE] + [
            name for state in task.states for name in (state.html, state.screenshot, state.ax)
        ]
        for name in names:
            data = inside(task.root, name, "").read_bytes()
            digest.update(f"{task_id}/{name}\0{len(data)}\0".encode())
            digest.update(data)
    return f"sha256:{digest.hexdigest()}"
