"""The error a capture stops with: it names the task, the step and the selector at fault."""

from __future__ import annotations

from nexui_gym.errors import NeXUIError


class CaptureError(NeXUIError):
    """The capture of one task cannot go on; other tasks are not affected.

    ``str(error)`` reads like ``task-003 step 2 (click '#continue'): the selector matches
    no element``.
    """

    def __init__(
        self,
        message: str,
        task: str | None = None,
        step: int | None = None,
        action: str | None = None,
        selector: str | None = None,
    ) -> None:
        self.message = message
        self.task = task
        self.step = step
        self.action = action
        self.selector = selector
        super().__init__(self._text())

    def _text(self) -> str:
        where = self.task or ""
        if self.step is not None:
            where += f" step {self.step}"
            if self.action or self.selector:
                detail = " ".join(
                    part
                    for part in (self.action, repr(self.selector) if self.selector else None)
                    if part
                )
                where += f" ({detail})"
        return f"{where.strip()}: {self.message}" if where.strip() else self.message

    def for_task(self, task: str) -> CaptureError:
        """The same error, naming the task when it did not yet."""
        if self.task is not None:
            return self
        return CaptureError(self.message, task, self.step, self.action, self.selector)
