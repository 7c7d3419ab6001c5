"""Play a recovery task's careful path through the env and read what the page said before
the error (shared by the per-interface tests)."""

from __future__ import annotations

from tests.interfaces.playthrough import Playthrough, play_through


def error_state(playthrough: Playthrough, rule: str) -> int:
    """The first state whose reader view states ``rule`` (the error revealing it)."""
    for index, reader in enumerate(playthrough.readers):
        if rule in reader:
            return index
    raise AssertionError(f"no state's reader view says {rule!r}")


def assert_careful_path_passes(task_id: str) -> None:
    playthrough = play_through(task_id)
    assert playthrough.passed
    assert "no_effect" not in playthrough.transitions


def assert_rule_hidden_before_error(task_id: str, phrase: str, fact: str) -> None:
    """The error (the first state saying ``phrase``) comes after the start, and no earlier
    state's reader view mentions ``fact`` (case-insensitive)."""
    playthrough = play_through(task_id)
    error = error_state(playthrough, phrase)
    assert error > 0
    assert not any(fact.lower() in reader.lower() for reader in playthrough.readers[:error])
