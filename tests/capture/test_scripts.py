"""The capture package stays light: in-page scripts are package data, and nothing imports
Playwright or tqdm until a capture runs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from nexui_gym.capture.browser import page_config
from nexui_gym.capture.scripts import init_script, script


def test_in_page_scripts_are_function_expressions():
    for name in ("init", "inspect", "mark", "frames"):
        source = script(name)
        assert "=>" in source and not source.lstrip().startswith("function "), name


def test_init_script_applies_the_config():
    config = page_config()
    text = init_script(config)
    assert text.startswith("(") and text.endswith(f")({json.dumps(config, sort_keys=True)});")


def test_fixed_clock_is_monday_16_march_2026_0930_london():
    assert page_config()["now"] == 1773653400000  # 2026-03-16T09:30:00Z (GMT in March)


def test_importing_the_command_needs_neither_playwright_nor_tqdm():
    code = (
        "import sys, nexui_gym.capture.commands, nexui_gym.capture.runner, "
        "nexui_gym.capture.snapshot; "
        "print(sorted(m for m in ('playwright', 'tqdm') if m in sys.modules))"
    )
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root
    )
    assert result.stdout.strip() == "[]"
