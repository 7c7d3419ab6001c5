"""``nexui stats``: the dataset's tables, barrier tags per interface included."""

from __future__ import annotations

from nexui_gym.cli import main


def test_stats_lists_barrier_tags_per_interface(bundles_root, capsys):
    assert main(["stats", str(bundles_root)]) == 0
    out = capsys.readouterr().out
    assert "barrier tags" in out and "silent-update" in out
    assert any(line.startswith("bank ") for line in out.split("barrier tags")[1].splitlines())
