"""Reading bundles: the task document eagerly, state files (HTML, screenshot, AX tree) on demand.

Every file is opened only after its path is resolved (links followed) and found inside the
bundle folder, and only if it is within the caps of :mod:`nexui_gym.dataset.limits`.
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import numpy as np

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.limits import (
    MAX_HTML_BYTES,
    MAX_IMAGE_BYTES,
    MAX_JSON_BYTES,
    JSONLimitError,
    html_problem,
    loads_json,
)
from nexui_gym.dataset.model import State, Task
from nexui_gym.dataset.paths import bundles_dir
from nexui_gym.dataset.schema import TASK_ID, read_task

TASK_FILE = "task.json"


def bundle_path(task_id: str, root: Path | None = None) -> Path:
    """The folder of a task's bundle; ``root`` defaults to the packaged bundles."""
    if not TASK_ID.fullmatch(task_id):
        raise ValueError(f"task id {task_id!r}: expected the form task-NNN, e.g. 'task-042'")
    return (root if root is not None else bundles_dir()) / task_id


def inside(folder: Path, relative: str, field: str) -> Path:
    """The real path of ``folder / relative``, which must be a file inside ``folder``.

    Links are followed first: a file (or a folder on its way) that links outside the bundle
    raises :class:`DatasetError` naming it, and nothing is read from it.
    """
    named = folder / relative
    real = named.resolve()
    if not real.is_relative_to(folder.resolve()):
        raise DatasetError(named, field, "a file inside the bundle", f"a link to {real}")
    if not real.is_file():
        raise DatasetError(named, field, "an existing file", "no such file")
    return real


def load_task(task: str | Path, root: Path | None = None) -> Task:
    """Load a bundle by task id (``"task-042"``) or by the path of its folder.

    Reads and checks ``task.json`` and that every state file it names exists inside the
    bundle; the files themselves are read later, when a state is first shown.
    """
    folder = Path(task) if isinstance(task, Path) or "/" in str(task) else bundle_path(task, root)
    if not (folder / TASK_FILE).exists():
        raise DatasetError(folder / TASK_FILE, "", "an existing file", "no such file")
    document = read_json(inside(folder, TASK_FILE, ""))
    loaded = read_task(document, folder / TASK_FILE, folder)
    for state in loaded.states:
        for name, relative in (
            ("html", state.html),
            ("screenshot", state.screenshot),
            ("ax", state.ax),
        ):
            inside(folder, relative, f"states[{state.index}].{name}")
    return loaded


def read_json(path: Path) -> object:
    """A JSON file within the caps (size, nesting, integer digits, finite numbers)."""
    try:
        size = path.stat().st_size
        if size > MAX_JSON_BYTES:
            raise DatasetError(path, "", f"a JSON file of at most {MAX_JSON_BYTES} bytes", size)
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DatasetError(path, "", "an existing file", "no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise DatasetError(path, "", "a readable UTF-8 text file", str(error)) from None
    try:
        return loads_json(text)
    except json.JSONDecodeError as error:
        raise DatasetError(
            path, "", f"valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None
    except JSONLimitError as error:
        raise DatasetError(path, "", "JSON within the dataset's limits", str(error)) from None


def read_html(task: Task, state: State) -> bytes:
    """The state's snapshot, within the caps on size and attributes per element."""
    field = f"states[{state.index}].html"
    path = inside(task.root, state.html, field)
    try:
        size = path.stat().st_size
        if size > MAX_HTML_BYTES:
            raise DatasetError(path, field, f"at most {MAX_HTML_BYTES} bytes", size)
        data = path.read_bytes()
    except OSError as error:
        raise DatasetError(path, field, "a readable HTML file", str(error)) from None
    problem = html_problem(data)
    if problem is not None:
        raise DatasetError(path, field, "an HTML snapshot within the dataset's limits", problem)
    return data


def read_ax(task: Task, state: State) -> dict:
    path = inside(task.root, state.ax, f"states[{state.index}].ax")
    document = read_json(path)
    if not isinstance(document, dict) or not isinstance(document.get("nodes"), list):
        raise DatasetError(path, "nodes", "an object with a 'nodes' array", document)
    return document


def read_screenshot(task: Task, state: State) -> np.ndarray:
    """The state's screenshot as a read-only ``(height, width, 3)`` uint8 array.

    The file size and the image size in its header are checked before any pixel is decoded.
    """
    from PIL import Image, UnidentifiedImageError

    field = f"states[{state.index}].screenshot"
    path = inside(task.root, state.screenshot, field)
    width, height = task.viewport
    expected = f"an image of the viewport size {width}x{height}"
    if path.stat().st_size > MAX_IMAGE_BYTES:
        raise DatasetError(path, field, f"at most {MAX_IMAGE_BYTES} bytes", path.stat().st_size)
    try:
        with warnings.catch_warnings():
            # Pillow warns of a large header size; the size is checked against the viewport
            # before anything is decoded.
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(path) as image:
                found = image.size
                pixels = np.asarray(image.convert("RGB")) if found == (width, height) else None
    except (OSError, UnidentifiedImageError, Image.DecompressionBombError) as error:
        raise DatasetError(path, field, "a readable PNG or WebP image", str(error)) from None
    if pixels is None or pixels.shape != (height, width, 3):
        raise DatasetError(path, field, expected, f"{found[0]}x{found[1]}")
    pixels.setflags(write=False)
    return pixels
