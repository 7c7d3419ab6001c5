"""One exception family: every error raised on purpose is a NeXUIError, printed on one line."""

from __future__ import annotations

import pytest

from nexui_gym.capture.errors import CaptureError
from nexui_gym.cli import main
from nexui_gym.dataset.errors import DatasetError
from nexui_gym.envs.actions import ActionError
from nexui_gym.errors import NeXUIError


@pytest.mark.parametrize(
    ("error", "builtin"),
    [
        (DatasetError("task.json", "id", "an id"), ValueError),
        (ActionError("bad"), ValueError),
        (CaptureError("bad"), Exception),
    ],
)
def test_package_errors_are_nexui_errors_and_keep_their_builtin(error, builtin):
    assert isinstance(error, NeXUIError) and isinstance(error, builtin)


def test_the_command_prints_a_nexui_error_to_stderr_without_a_traceback(capsys, monkeypatch):
    def broken(args):
        raise DatasetError("somewhere/task.json", "goal", "a string", 3)

    monkeypatch.setattr("nexui_gym.dataset.commands.run_stats", broken)
    assert main(["stats"]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == (
        "nexui stats: somewhere/task.json: goal: expected a string, found 3"
    )
    assert captured.out == ""
