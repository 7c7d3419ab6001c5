"""The split procedure: paper proportions, stratification, leak-aware grouping, determinism."""

from __future__ import annotations

from collections import Counter

import pytest

from nexui_gym.dataset.index import select
from nexui_gym.dataset.model import IndexEntry
from nexui_gym.dataset.split import (
    PAPER_SIZES,
    SplitItem,
    SplitPlan,
    groups_of,
    measure,
    plan_splits,
    split_sizes,
)
from nexui_gym.dataset.split_files import _rewrite_spec_text

#: Search iterations for the synthetic datasets (the shipped data uses the default).
FAST = 6000
KINDS = ("authenticated-app", "authenticated-app", "authenticated-app", "enterprise", "browser")


def synthetic_items(interfaces: int = 10, per_interface: int = 14) -> list[SplitItem]:
    """A dataset where each interface has a shared first step and some composite tasks."""
    items = []
    number = 0
    for i in range(interfaces):
        slug = f"app-{i:02d}"
        for t in range(per_interface):
            shared = [(slug, "click", "#nav-home", "")] if t % 3 == 0 else []
            own = [(slug, "click", f"#t{t}-{s}", "") for s in range(2 + t % 9)]
            if t == 5:  # a composite task made of task 4's steps and more
                own = [(slug, "click", f"#t4-{s}", "") for s in range(2 + 4 % 9)] + own
            kinds = ("boundary", "form") if t % 6 == 0 else ("lookup",)
            difficulty = ("easy", "medium", "hard", "hard", "very_hard")[t % 5]
            items.append(
                SplitItem(
                    id=f"task-{number:03d}",
                    interface=slug,
                    source_kind=KINDS[i % len(KINDS)],
                    kinds=kinds,
                    boundary="boundary" in kinds,
                    difficulty=difficulty,
                    steps=tuple(shared + own),
                )
            )
            number += 1
    return items


def test_split_sizes_are_the_papers_at_225_tasks():
    assert split_sizes(225) == {
        k: PAPER_SIZES[k] for k in ("dev", "validation", "test", "challenge")
    }


def test_split_sizes_always_add_up_to_the_total():
    for total in (10, 84, 140, 225, 300):
        sizes = split_sizes(total)
        assert sizes["dev"] + sizes["validation"] + sizes["test"] == total


def test_tasks_sharing_most_of_their_steps_are_grouped():
    items = synthetic_items(interfaces=1)
    grouped = [group for group in groups_of(items) if len(group) > 1]
    assert ("task-004", "task-005") in grouped


def test_plan_is_deterministic_for_a_seed():
    items = synthetic_items()
    assert plan_splits(items, seed=3, iterations=3000) == plan_splits(
        items, seed=3, iterations=3000
    )


def test_plan_keeps_each_group_in_one_split():
    items = synthetic_items()
    plan = plan_splits(items, iterations=FAST)
    for group in groups_of(items):
        assert len({plan.splits[task_id] for task_id in group}) == 1


def test_plan_has_the_papers_proportions_and_keeps_every_rule():
    items = synthetic_items()
    plan = plan_splits(items, iterations=FAST)
    report = measure(items, plan.splits, plan.challenge)
    assert report.ok, report.problems
    assert report.sizes == split_sizes(len(items))


def test_plan_holds_interfaces_out_of_dev_but_not_out_of_evaluation():
    items = synthetic_items()
    plan = plan_splits(items, heldout=2, iterations=FAST)
    assert len(plan.heldout_interfaces) == 2
    for slug in plan.heldout_interfaces:
        splits = Counter(plan.splits[item.id] for item in items if item.interface == slug)
        assert splits["dev"] == 0
        assert splits["validation"] > 0 and splits["test"] > 0


def test_heldout_interfaces_leave_every_source_kind_in_dev():
    items = synthetic_items()
    plan = plan_splits(items, heldout=2, iterations=FAST)
    dev_kinds = {item.source_kind for item in items if plan.splits[item.id] == "dev"}
    assert dev_kinds == {item.source_kind for item in items}


def test_challenge_is_the_hardest_part_of_test():
    items = synthetic_items()
    plan = plan_splits(items, iterations=FAST)
    by_id = {item.id: item for item in items}
    assert plan.challenge <= {t for t, s in plan.splits.items() if s == "test"}
    rank = {name: level for level, name in enumerate(("easy", "medium", "hard", "very_hard"))}
    easiest_challenge = min(rank[by_id[t].difficulty] for t in plan.challenge)
    others = [t for t, s in plan.splits.items() if s == "test" and t not in plan.challenge]
    assert all(rank[by_id[t].difficulty] <= easiest_challenge for t in others)


def test_measure_reports_steps_of_evaluation_tasks_found_in_dev():
    items = synthetic_items(interfaces=1)
    splits = {item.id: "dev" for item in items}
    splits["task-000"] = "test"  # its first step, #nav-home, is also in dev tasks 3, 6, 9, 12
    report = measure(items, splits, ())
    assert report.overlap["test"] == (1, len(items[0].steps))


def test_measure_flags_an_evaluation_task_nested_in_a_dev_task():
    items = synthetic_items(interfaces=1)
    splits = {item.id: "dev" for item in items}
    splits["task-004"] = "validation"
    report = measure(items, splits, ())
    assert ("task-004", "task-005") in report.contained
    assert not report.ok


def test_select_heldout_interfaces_takes_interfaces_without_dev_tasks():
    def entry(task_id, interface, split):
        return IndexEntry(
            task_id, interface, "enterprise", split, False, "easy", ("open",), False, 3, 3
        )

    entries = (
        entry("task-000", "a", "dev"),
        entry("task-001", "a", "test"),
        entry("task-002", "b", "test"),
    )
    assert [e.id for e in select(entries, "heldout-interfaces")] == ["task-002"]


def test_rewriting_a_spec_changes_only_split_and_challenge():
    text = (
        '{\n  "tasks": [\n    {\n      "id": "task-001",\n      "goal": "x",\n'
        '      "split": "dev",\n      "challenge": false\n    }\n  ]\n}\n'
    )
    plan = SplitPlan({"task-001": "test"}, frozenset({"task-001"}), ())
    rewritten = _rewrite_spec_text(text, plan, path=None)
    assert rewritten == text.replace('"dev"', '"test"').replace("false", "true")


def test_rewriting_a_spec_refuses_a_task_the_plan_lacks():
    from nexui_gym.dataset.errors import DatasetError

    text = '{"tasks": [{"id": "task-001", "split": "dev", "challenge": false}]}'
    with pytest.raises(DatasetError, match="task-001"):
        _rewrite_spec_text(text, SplitPlan({}, frozenset(), ()), path="tasks.json")
