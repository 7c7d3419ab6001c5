"""The ``nexui capture`` command line: options, selection, spec checks before any browser."""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

import pytest

from nexui_gym.capture import browser, commands
from nexui_gym.dataset.errors import DatasetError

FIXTURE = Path(__file__).parent / "fixtures"


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="nexui")
    commands.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(["capture", *argv])


@pytest.fixture
def assets(tmp_path: Path) -> Path:
    """A private copy of the fixture assets (tiny-bank) that a test may break."""
    return Path(shutil.copytree(FIXTURE, tmp_path / "assets"))


def test_options_and_defaults():
    args = parse()
    assert (args.interface, args.task, args.check, args.assets, args.out) == (
        [],
        [],
        False,
        None,
        None,
    )
    assert args.func is commands.run


def test_repeatable_filters():
    args = parse("--interface", "bank", "--interface", "webmail", "--task", "task-001", "--check")
    assert args.interface == ["bank", "webmail"] and args.task == ["task-001"] and args.check


def test_select_by_interface_and_task(assets):
    loaded, _ = commands.load_specs(assets / "interfaces")
    everything = commands.select_tasks(loaded)
    assert [task.id for _, task in everything] == ["task-901", "task-902", "task-903", "task-904"]
    picked = commands.select_tasks(loaded, ["tiny-bank"], ["task-902"])
    assert [task.id for _, task in picked] == ["task-902"]


def test_unknown_interface_is_named(assets):
    loaded, _ = commands.load_specs(assets / "interfaces")
    with pytest.raises(ValueError, match="--interface bank: no interface"):
        commands.select_tasks(loaded, ["bank"])


def test_unknown_task_is_named(assets):
    loaded, _ = commands.load_specs(assets / "interfaces")
    with pytest.raises(ValueError, match="--task task-999: no task spec has this id"):
        commands.select_tasks(loaded, [], ["task-999"])


def test_folder_without_tasks_json_is_left_out_with_a_note(assets):
    (assets / "interfaces" / "webmail").mkdir()
    loaded, notes = commands.load_specs(assets / "interfaces")
    assert [interface.slug for interface, _ in loaded] == ["tiny-bank"]
    assert notes == ["webmail: no tasks.json yet, left out"]


def broken_interface(assets: Path) -> None:
    folder = assets / "interfaces" / "webmail"
    folder.mkdir()
    (folder / "tasks.json").write_text("{}")


def test_invalid_spec_stops_a_whole_run(assets):
    broken_interface(assets)
    with pytest.raises(DatasetError, match="webmail/interface.json"):
        commands.load_specs(assets / "interfaces")


def test_invalid_spec_outside_the_selection_is_left_out(assets):
    broken_interface(assets)
    loaded, notes = commands.load_specs(assets / "interfaces", strict_for={"tiny-bank"})
    assert [interface.slug for interface, _ in loaded] == ["tiny-bank"]
    assert notes[0].startswith("webmail: invalid, left out")


def test_run_refuses_invalid_specs_before_looking_for_a_browser(assets, monkeypatch, capsys):
    tasks = assets / "interfaces" / "tiny-bank" / "tasks.json"
    document = json.loads(tasks.read_text())
    document["tasks"][1]["steps"][2]["target"] = 12
    tasks.write_text(json.dumps(document))
    monkeypatch.setattr(browser, "missing_requirements", pytest.fail)
    assert commands.run(parse("--assets", str(assets))) == 1
    error = capsys.readouterr().err
    assert "invalid task spec, nothing captured" in error
    assert "tasks[1](task-902).steps[2].target: expected a CSS selector (string), found 12" in error


def test_run_without_playwright_or_chromium_prints_how_to_install(assets, monkeypatch, capsys):
    monkeypatch.setattr(browser, "CHROMIUM", assets / "no-chromium")
    assert commands.run(parse("--assets", str(assets))) == 2
    error = capsys.readouterr().err
    assert "no-chromium" in error
    assert 'pip install "nexui-gym[capture]"' in error
    assert "apt-get install -y chromium fonts-liberation fonts-dejavu-core" in error


def test_run_with_unknown_task_is_a_usage_error(assets, capsys):
    assert commands.run(parse("--assets", str(assets), "--task", "task-404")) == 2
    assert "--task task-404" in capsys.readouterr().err
