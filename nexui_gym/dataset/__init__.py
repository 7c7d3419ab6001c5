"""The dataset: bundle schema, loader, index and the errors malformed data raises."""

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.index import load_index, write_index
from nexui_gym.dataset.loader import load_task
from nexui_gym.dataset.model import (
    ACTION_TYPES,
    MAX_CANDIDATES,
    SCHEMA_VERSION,
    IndexEntry,
    Task,
    difficulty_for,
)
from nexui_gym.dataset.paths import assets_dir, bundles_dir, interfaces_dir

__all__ = [
    "ACTION_TYPES",
    "MAX_CANDIDATES",
    "SCHEMA_VERSION",
    "DatasetError",
    "IndexEntry",
    "Task",
    "assets_dir",
    "bundles_dir",
    "difficulty_for",
    "interfaces_dir",
    "load_index",
    "load_task",
    "write_index",
]
