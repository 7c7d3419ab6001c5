"""The one error a malformed dataset raises: it names the file, the field and what was expected."""

from __future__ import annotations

from pathlib import Path

from nexui_gym.errors import NeXUIError

MISSING = object()


class DatasetError(NeXUIError, ValueError):
    """A bundle, index or spec file is malformed.

    ``str(error)`` reads like ``assets/bundles/task-003/task.json: states[2].title: expected a
    string, found 12``.
    """

    def __init__(
        self,
        path: Path | str,
        field: str,
        expected: str,
        found: object = MISSING,
    ) -> None:
        self.path = Path(path)
        self.field = field
        self.expected = expected
        self.found = found
        where = f"{self.path}: {field}" if field else str(self.path)
        message = f"{where}: expected {expected}"
        if found is not MISSING:
            message += f", found {_describe(found)}"
        super().__init__(message)


def _describe(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
