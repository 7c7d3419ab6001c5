"""Reading the split procedure's input from the task specs, and writing its plan back.

The plan is written into each interface's ``tasks.json`` (the source of truth) and into the
captured bundles' ``task.json`` and ``index.json``, exactly as capture would write them, so
``nexui capture --check`` stays byte-identical without re-capturing anything.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.loader import TASK_FILE
from nexui_gym.dataset.model import TERMINAL_ACTIONS
from nexui_gym.dataset.spec import TASKS_FILE, load_all_task_specs
from nexui_gym.dataset.split import SplitItem, SplitPlan, step_key


def split_items(interfaces_dir: Path) -> tuple[SplitItem, ...]:
    """One :class:`SplitItem` per task spec under ``interfaces_dir``."""
    items = []
    for interface, tasks in load_all_task_specs(interfaces_dir):
        for task in tasks:
            steps = tuple(
                step_key(interface.slug, step.action, step.target, step.text)
                for step in task.steps
                if step.action not in TERMINAL_ACTIONS
            )
            items.append(
                SplitItem(
                    id=task.id,
                    interface=interface.slug,
                    source_kind=interface.source_kind,
                    kinds=task.kinds,
                    boundary=task.steps[-1].boundary_target is not None,
                    difficulty=task.difficulty,
                    steps=steps,
                )
            )
    return tuple(sorted(items, key=lambda item: item.id))


def shipped_plan(interfaces_dir: Path) -> tuple[dict[str, str], frozenset[str]]:
    """The splits and challenge set the specs hold now."""
    splits: dict[str, str] = {}
    challenge: set[str] = set()
    for _, tasks in load_all_task_specs(interfaces_dir):
        for task in tasks:
            splits[task.id] = task.split
            if task.challenge:
                challenge.add(task.id)
    return splits, frozenset(challenge)


_TASK_ID = re.compile(r'"id": "(task-\d{3})"')
_SPLIT = re.compile(r'("split": )"(dev|validation|test)"')
_CHALLENGE = re.compile(r'("challenge": )(true|false)')


def _rewrite_spec_text(text: str, plan: SplitPlan, path: Path) -> str:
    """Replace each task's ``split`` and ``challenge`` values, leaving the layout alone."""
    pieces = _TASK_ID.split(text)
    out = [pieces[0]]
    for task_id, body in zip(pieces[1::2], pieces[2::2], strict=True):
        if task_id not in plan.splits:
            raise DatasetError(path, task_id, "a task the split plan covers", "not in the plan")
        split = f'"{plan.splits[task_id]}"'
        challenge = "true" if task_id in plan.challenge else "false"
        body = _SPLIT.sub(lambda m, value=split: m.group(1) + value, body, count=1)
        body = _CHALLENGE.sub(lambda m, value=challenge: m.group(1) + value, body, count=1)
        out += [f'"id": "{task_id}"', body]
    return "".join(out)


def write_plan(plan: SplitPlan, interfaces_dir: Path, bundles_dir: Path) -> int:
    """Write the plan into the specs and bundles; returns how many tasks changed."""
    from nexui_gym.dataset.index import write_index

    before, before_challenge = shipped_plan(interfaces_dir)
    for folder in sorted(interfaces_dir.iterdir()):
        path = folder / TASKS_FILE
        if path.is_file():
            text = path.read_text(encoding="utf-8")
            path.write_text(_rewrite_spec_text(text, plan, path), encoding="utf-8")
    for task_id, split in plan.splits.items():
        path = bundles_dir / task_id / TASK_FILE
        if not path.is_file():
            continue
        document = json.loads(path.read_text(encoding="utf-8"))
        document["split"] = split
        document["challenge"] = task_id in plan.challenge
        path.write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    write_index(bundles_dir)
    return sum(
        before.get(task_id) != split or (task_id in before_challenge) != (task_id in plan.challenge)
        for task_id, split in plan.splits.items()
    )
