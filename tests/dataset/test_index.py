"""The index: written from bundles, read without opening them, split selection."""

from __future__ import annotations

import json

import pytest

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.index import load_index, scan_bundles, select, unknown_ids, write_index


def test_index_lists_every_bundle_with_its_facts(bundles_root):
    entries = load_index(bundles_root)
    assert [entry.id for entry in entries] == ["task-900", "task-901"]
    payment = entries[1]
    assert payment.boundary and payment.challenge and payment.reference_length == 5


def test_index_matches_a_scan_of_the_bundles(bundles_root):
    assert load_index(bundles_root) == scan_bundles(bundles_root)


def test_missing_index_falls_back_to_scanning(bundles_copy):
    (bundles_copy / "index.json").unlink()
    assert [entry.id for entry in load_index(bundles_copy)] == ["task-900", "task-901"]


def test_write_index_is_deterministic(bundles_copy):
    first = write_index(bundles_copy).read_bytes()
    assert write_index(bundles_copy).read_bytes() == first


def test_duplicate_index_entry_is_an_error(bundles_copy):
    path = bundles_copy / "index.json"
    document = json.loads(path.read_text())
    document["tasks"].append(document["tasks"][0])
    path.write_text(json.dumps(document))
    with pytest.raises(DatasetError, match="each task id once"):
        load_index(bundles_copy)


def test_select_splits(bundles_root):
    entries = load_index(bundles_root)
    assert [e.id for e in select(entries, "dev")] == ["task-900"]
    assert [e.id for e in select(entries, "challenge")] == ["task-901"]
    assert len(select(entries, "all")) == 2
    with pytest.raises(ValueError, match="split"):
        select(entries, "train")


def test_a_missing_bundles_folder_is_an_error_naming_it(tmp_path):
    # Not an empty dataset: a mistyped --bundles would otherwise read as "no tasks".
    with pytest.raises(DatasetError, match="no-such-folder: expected a folder of bundles"):
        load_index(tmp_path / "no-such-folder")


def test_an_existing_empty_folder_has_no_tasks(tmp_path):
    assert load_index(tmp_path) == ()


def test_unknown_ids_keeps_the_given_order(bundles_root):
    entries = load_index(bundles_root)
    known = entries[0].id
    assert unknown_ids(entries, ["task-999", known, "task-998"]) == ["task-999", "task-998"]
