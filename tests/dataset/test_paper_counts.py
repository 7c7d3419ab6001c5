"""The shipped dataset has exactly the NeXUI paper's layout (Table 1 and the dataset section)."""

from __future__ import annotations

from collections import Counter

from nexui_gym.dataset.index import load_index
from nexui_gym.dataset.model import SOURCE_KINDS

ENTRIES = load_index()


def test_225_tasks_over_16_interfaces_covering_the_five_source_kinds():
    assert len(ENTRIES) == 225
    assert len({entry.interface for entry in ENTRIES}) == 16
    assert {entry.source_kind for entry in ENTRIES} == set(SOURCE_KINDS)


def test_splits_are_the_papers():
    splits = Counter(entry.split for entry in ENTRIES)
    assert splits == {"dev": 146, "validation": 25, "test": 54}
    challenge = [entry for entry in ENTRIES if entry.challenge]
    assert len(challenge) == 14 and all(entry.split == "test" for entry in challenge)


def test_difficulty_is_the_papers():
    difficulty = Counter(entry.difficulty for entry in ENTRIES)
    assert difficulty == {"easy": 23, "medium": 29, "hard": 128, "very_hard": 45}


def test_43_confirmation_boundary_tasks():
    assert sum(entry.boundary for entry in ENTRIES) == 43


def test_at_least_1755_states():
    assert sum(entry.states for entry in ENTRIES) >= 1755


def test_at_least_31000_candidates():
    import json

    from nexui_gym.dataset.paths import bundles_dir

    candidates = 0
    for entry in ENTRIES:
        document = json.loads((bundles_dir() / entry.id / "task.json").read_text(encoding="utf-8"))
        candidates += sum(len(state["candidates"]) for state in document["states"])
    assert candidates >= 31_000
