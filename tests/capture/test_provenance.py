"""The capture environment recorded in each bundle's ``capture.json``."""

from __future__ import annotations

import json
import subprocess

from nexui_gym.capture.provenance import (
    Environment,
    capture_code_version,
    debian_packages,
    dumps_environment,
    environment_differences,
    parse_dpkg,
)


def test_dpkg_lines_keep_installed_packages_only():
    output = "chromium 156.0.8078.114-1~deb12u1\nfonts-croscore \nfonts-dejavu-core 2.37-6\n"
    assert parse_dpkg(output) == {
        "chromium": "156.0.8078.114-1~deb12u1",
        "fonts-dejavu-core": "2.37-6",
    }


def test_debian_packages_asks_dpkg_for_the_browser_and_the_fonts(monkeypatch):
    monkeypatch.setattr("shutil.which", lambda name: "/usr/bin/" + name)
    asked = []

    def run(command, **_):
        asked.append(command)
        return subprocess.CompletedProcess(command, 0, stdout="fontconfig 2.14.1-4\n")

    assert debian_packages(run) == {"fontconfig": "2.14.1-4"}
    assert "fonts-*" in asked[0] and "chromium" in asked[0]


def test_without_dpkg_no_packages_are_recorded(monkeypatch):
    monkeypatch.setattr("shutil.which", lambda name: None)
    assert debian_packages() == {}


def test_capture_code_version_changes_with_the_sources(tmp_path):
    (tmp_path / "a.py").write_text("x = 1\n")
    before = capture_code_version(tmp_path)
    assert before == capture_code_version(tmp_path) and len(before) == 12
    (tmp_path / "a.py").write_text("x = 2\n")
    assert capture_code_version(tmp_path) != before


def test_the_record_is_sorted_json_ending_with_a_newline():
    environment = Environment("156.0", "1.65.2", {"z": "1", "a": "2"}, "abc")
    text = dumps_environment(environment)
    assert text.endswith("}\n") and list(json.loads(text)["packages"]) == ["a", "z"]


def test_differences_name_each_changed_fact():
    old = Environment("156.0", "1.65.2", {"fonts-a": "1", "fonts-b": "1"}, "abc").as_document()
    new = Environment("156.0", "1.66.0", {"fonts-a": "2"}, "abc").as_document()
    assert environment_differences(old, new) == [
        "playwright 1.65.2 -> 1.66.0",
        "package fonts-a 1 -> 2",
        "package fonts-b 1 -> absent",
    ]
