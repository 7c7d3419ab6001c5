"""Reading bundles: the task document eagerly, state files (HTML, screenshot, AX tree) on demand."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.model import State, Task
from nexui_gym.dataset.paths import bundles_dir
from nexui_gym.dataset.schema import TASK_ID, read_task

TASK_FILE = "task.json"


def bundle_path(task_id: str, root: Path | None = None) -> Path:
    """The folder of a task's bundle; ``root`` defaults to the packaged bundles."""
    if not TASK_ID.fullmatch(task_id):
        raise ValueError(f"task id {task_id!r}: expected the form task-NNN, e.g. 'task-042'")
    return (root if root is not None else bundles_dir()) / task_id


def load_task(task: str | Path, root: Path | None = None) -> Task:
    """Load a bundle by task id (``"task-042"``) or by the path of its folder.

    Reads and checks ``task.json`` and that every state file it names exists; the files
    themselves are read later, when a state is first shown.
    """
    folder = Path(task) if isinstance(task, Path) or "/" in str(task) else bundle_path(task, root)
    document = read_json(folder / TASK_FILE)
    loaded = read_task(document, folder / TASK_FILE, folder)
    for state in loaded.states:
        for name, relative in (
            ("html", state.html),
            ("screenshot", state.screenshot),
            ("ax", state.ax),
        ):
            if not (folder / relative).is_file():
                raise DatasetError(
                    folder / relative,
                    f"states[{state.index}].{name}",
                    "an existing file (named in task.json)",
                    "no such file",
                )
    return loaded


def read_json(path: Path) -> object:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DatasetError(path, "", "an existing file", "no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise DatasetError(path, "", "a readable UTF-8 text file", str(error)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise DatasetError(
            path, "", f"valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None


def read_html(task: Task, state: State) -> bytes:
    path = task.path(state.html)
    try:
        return path.read_bytes()
    except OSError as error:
        raise DatasetError(
            path, f"states[{state.index}].html", "a readable HTML file", str(error)
        ) from None


def read_ax(task: Task, state: State) -> dict:
    path = task.path(state.ax)
    document = read_json(path)
    if not isinstance(document, dict) or not isinstance(document.get("nodes"), list):
        raise DatasetError(path, "nodes", "an object with a 'nodes' array", document)
    return document


def read_screenshot(task: Task, state: State) -> np.ndarray:
    """The state's screenshot as a read-only ``(height, width, 3)`` uint8 array."""
    from PIL import Image, UnidentifiedImageError

    path = task.path(state.screenshot)
    try:
        with Image.open(path) as image:
            pixels = np.asarray(image.convert("RGB"))
    except (OSError, UnidentifiedImageError) as error:
        raise DatasetError(
            path, f"states[{state.index}].screenshot", "a readable PNG or WebP image", str(error)
        ) from None
    width, height = task.viewport
    if pixels.shape != (height, width, 3):
        raise DatasetError(
            path,
            f"states[{state.index}].screenshot",
            f"an image of the viewport size {width}x{height}",
            f"{pixels.shape[1]}x{pixels.shape[0]}",
        )
    pixels.setflags(write=False)
    return pixels
