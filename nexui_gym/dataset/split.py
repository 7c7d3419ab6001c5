"""The split procedure: a deterministic, stratified, leak-aware assignment of tasks to splits.

The paper's splits are dev 146, validation 25 and test 54 of 225 tasks, with 14 challenge tasks
inside test. :func:`plan_splits` reproduces those proportions for any dataset size and

- keeps together tasks that share half or more of their steps (the smaller task's distinct
  non-final steps), so no validation or test task is contained in, or mostly made of, a dev task;
- holds whole interfaces out of dev (``heldout`` of them, taken from the source kinds with the
  most interfaces, so that every source kind stays in dev), for the interface-held-out env;
- puts every interface into validation and test, the confirmation-boundary tasks of each split
  within one task of their overall share, and spreads difficulty and task kinds evenly;
- and, within those rules, minimises the share of validation and test steps that also occur in
  a dev task of the same interface (same action, selector and value).

A step is identified by ``(interface, action, selector, value)``; final ``ask_user`` and
``finish`` steps are not counted (every task has one). The search is a seeded local search over
swaps of equally sized groups, so the same tasks and seed always give the same plan.
"""

from __future__ import annotations

import math
import random
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from nexui_gym.dataset.model import DIFFICULTIES, SPLITS, TASK_KINDS

#: The paper's split sizes (Table 1); challenge is a subset of test.
PAPER_SIZES = {"dev": 146, "validation": 25, "test": 54, "challenge": 14}
PAPER_TOTAL = 225
#: Tasks sharing at least this share of the smaller one's steps stay in one split.
SHARED_STEPS_TOGETHER = 0.5
DEFAULT_HELDOUT = 2
SEARCH_ITERATIONS = 40_000
EVALUATION_SPLITS = ("validation", "test")

StepKey = tuple[str, str, str, str]


@dataclass(frozen=True)
class SplitItem:
    """What the procedure needs to know of a task."""

    id: str
    interface: str
    source_kind: str
    kinds: tuple[str, ...]
    boundary: bool
    difficulty: str
    steps: tuple[StepKey, ...]  # non-final reference steps, in order

    @cached_property
    def step_set(self) -> frozenset[StepKey]:
        # Read on every move of the search: built once per item.
        return frozenset(self.steps)


@dataclass(frozen=True)
class SplitPlan:
    """A split for every task, the challenge subset and the interfaces held out of dev."""

    splits: Mapping[str, str]
    challenge: frozenset[str]
    heldout_interfaces: tuple[str, ...]


@dataclass(frozen=True)
class SplitReport:
    """Measured properties of an assignment, and the rules it breaks."""

    sizes: Mapping[str, int]
    boundary: Mapping[str, int]
    difficulty: Mapping[str, Mapping[str, int]]
    overlap: Mapping[str, tuple[int, int]]  # split -> (steps also in dev, non-final steps)
    contained: tuple[tuple[str, str], ...]  # (evaluation task, dev task): one holds the other
    heldout: tuple[str, ...]  # interfaces with no dev task
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems


def split_sizes(total: int) -> dict[str, int]:
    """The paper's proportions scaled to ``total`` tasks (exact at 225)."""
    sizes = {
        name: round(total * PAPER_SIZES[name] / PAPER_TOTAL)
        for name in ("validation", "test", "challenge")
    }
    sizes["dev"] = total - sizes["validation"] - sizes["test"]
    return sizes


def step_key(interface: str, action: str, selector: str | None, value: str) -> StepKey:
    return (interface, action, selector or "", value)


def shares_most_steps(a: SplitItem, b: SplitItem) -> bool:
    small = min(len(a.step_set), len(b.step_set))
    if small == 0 or a.interface != b.interface:
        return False
    return len(a.step_set & b.step_set) >= SHARED_STEPS_TOGETHER * small


def groups_of(items: Sequence[SplitItem]) -> list[tuple[str, ...]]:
    """Tasks linked (transitively) by sharing most of their steps, each group sorted by id."""
    parent = {item.id: item.id for item in items}

    def root(task_id: str) -> str:
        while parent[task_id] != task_id:
            parent[task_id] = parent[parent[task_id]]
            task_id = parent[task_id]
        return task_id

    by_interface: dict[str, list[SplitItem]] = defaultdict(list)
    for item in items:
        by_interface[item.interface].append(item)
    for members in by_interface.values():
        for i, a in enumerate(members):
            for b in members[i + 1 :]:
                if shares_most_steps(a, b):
                    parent[root(a.id)] = root(b.id)
    groups: dict[str, list[str]] = defaultdict(list)
    for item in items:
        groups[root(item.id)].append(item.id)
    return sorted((tuple(sorted(ids)) for ids in groups.values()), key=lambda g: g[0])


def heldout_interfaces(items: Sequence[SplitItem], count: int, seed: int) -> tuple[str, ...]:
    """``count`` interfaces to hold out of dev, each from a source kind that keeps two in dev."""
    by_kind: dict[str, set[str]] = defaultdict(set)
    for item in items:
        by_kind[item.source_kind].add(item.interface)
    rng = random.Random(seed)
    chosen: list[str] = []
    remaining = {kind: sorted(names) for kind, names in by_kind.items()}
    used: set[str] = set()
    for _ in range(count):
        eligible = [kind for kind, names in remaining.items() if len(names) >= 3]
        if not eligible:
            break
        # Spread over source kinds: a kind not held out yet first, then the largest.
        kind = max(sorted(eligible), key=lambda k: (k not in used, len(remaining[k])))
        used.add(kind)
        pick = rng.choice(remaining[kind])
        remaining[kind].remove(pick)
        chosen.append(pick)
    return tuple(sorted(chosen))


class _Search:
    """Cost of an assignment, with the dev step counts kept up to date under swaps."""

    def __init__(self, items: Sequence[SplitItem], sizes: Mapping[str, int]):
        self.items = {item.id: item for item in items}
        self.sizes = sizes
        total = len(items)
        self.boundary_share = sum(item.boundary for item in items) / total
        self.difficulty_share = Counter(item.difficulty for item in items)
        self.kind_share = Counter(kind for item in items for kind in item.kinds)
        self.total = total
        self.interfaces = sorted({item.interface for item in items})

    def cost(self, splits: Mapping[str, str]) -> float:
        members: dict[str, list[SplitItem]] = defaultdict(list)
        for task_id, split in splits.items():
            members[split].append(self.items[task_id])
        dev_steps = {key for item in members["dev"] for key in item.step_set}
        cost = 0.0
        for split, weight in (("test", 20.0), ("validation", 10.0)):
            steps = [key for item in members[split] for key in item.steps]
            if steps:
                cost += weight * sum(key in dev_steps for key in steps) / len(steps)
        for split in SPLITS:
            group = members[split]
            size = max(len(group), 1)
            expected = self.boundary_share * size
            excess = abs(sum(item.boundary for item in group) - expected)
            cost += 5.0 * max(0.0, excess - 0.75) + 0.05 * excess
            for name in DIFFICULTIES:
                expected = self.difficulty_share[name] / self.total * size
                off = abs(sum(item.difficulty == name for item in group) - expected)
                cost += 3.0 * max(0.0, off - 1.0) + 0.05 * off
            for name in TASK_KINDS:
                share = self.kind_share[name] / self.total
                got = sum(name in item.kinds for item in group) / size
                cost += 0.3 * (got - share) ** 2
        for split in EVALUATION_SPLITS:
            present = {item.interface for item in members[split]}
            cost += 10.0 * sum(name not in present for name in self.interfaces)
        return cost


def plan_splits(
    items: Sequence[SplitItem],
    seed: int = 0,
    heldout: int = DEFAULT_HELDOUT,
    iterations: int = SEARCH_ITERATIONS,
) -> SplitPlan:
    """Assign every task to dev, validation or test, and pick the challenge subset of test."""
    items = sorted(items, key=lambda item: item.id)
    if not items:
        return SplitPlan({}, frozenset(), ())
    sizes = split_sizes(len(items))
    held = heldout_interfaces(items, heldout, seed)
    rng = random.Random(seed)
    groups = groups_of(items)
    by_id = {item.id: item for item in items}
    splits: dict[str, str] = {}
    quota = dict(sizes)

    # Held-out interfaces fill validation and test in proportion, hardest groups to test.
    held_groups = [g for g in groups if by_id[g[0]].interface in held]
    free_groups = [g for g in groups if by_id[g[0]].interface not in held]
    eval_total = sizes["validation"] + sizes["test"]
    for name in held:
        named = [g for g in held_groups if by_id[g[0]].interface == name]
        tasks = sum(len(g) for g in named)
        to_validation = round(tasks * sizes["validation"] / eval_total)
        for group in sorted(named, key=len):
            split = "validation" if to_validation >= len(group) else "test"
            if split == "validation":
                to_validation -= len(group)
            for task_id in group:
                splits[task_id] = split
            quota[split] -= len(group)

    # Everything else: big groups to dev, then fill the evaluation splits round-robin.
    free_groups.sort(key=lambda g: (-len(g), g[0]))
    singles = [g for g in free_groups if len(g) == 1]
    rng.shuffle(singles)
    for group in free_groups:
        if len(group) > 1:
            for task_id in group:
                splits[task_id] = "dev"
            quota["dev"] -= len(group)
    slots = [name for name in SPLITS for _ in range(max(quota[name], 0))]
    if len(slots) != len(singles):
        raise ValueError(
            "the groups of tasks sharing most of their steps are too large for the split sizes"
        )
    rng.shuffle(slots)
    for (task_id,), split in zip(singles, slots, strict=True):
        splits[task_id] = split

    movable = sorted(task_id for (task_id,) in singles)
    search = _Search(items, sizes)
    current = search.cost(splits)
    temperature = 0.5
    for iteration in range(iterations if len(movable) > 1 else 0):
        a, b = rng.sample(movable, 2)
        if splits[a] == splits[b]:
            continue
        splits[a], splits[b] = splits[b], splits[a]
        candidate = search.cost(splits)
        heat = temperature * (1 - iteration / iterations) + 1e-6
        if candidate <= current or rng.random() < math.exp((current - candidate) / heat):
            current = candidate
        else:
            splits[a], splits[b] = splits[b], splits[a]
    challenge = pick_challenge([by_id[t] for t, s in splits.items() if s == "test"], sizes)
    return SplitPlan(dict(sorted(splits.items())), challenge, held)


def pick_challenge(test: Sequence[SplitItem], sizes: Mapping[str, int]) -> frozenset[str]:
    """The hardest test tasks: by difficulty, and within one, round-robin over interfaces."""
    by_level: dict[tuple[str, str], list[SplitItem]] = defaultdict(list)
    for item in test:
        by_level[(item.difficulty, item.interface)].append(item)
    rank = {}
    for members in by_level.values():
        members.sort(key=lambda item: (-len(item.steps), item.id))
        rank.update({item.id: position for position, item in enumerate(members)})
    ranked = sorted(
        test,
        key=lambda item: (
            -DIFFICULTIES.index(item.difficulty),
            rank[item.id],
            -len(item.steps),
            item.id,
        ),
    )
    return frozenset(item.id for item in ranked[: sizes["challenge"]])


def measure(
    items: Sequence[SplitItem], splits: Mapping[str, str], challenge: Iterable[str]
) -> SplitReport:
    """Sizes, boundary and difficulty per split, step overlap with dev, and broken rules."""
    items = sorted(items, key=lambda item: item.id)
    members: dict[str, list[SplitItem]] = {name: [] for name in SPLITS}
    for item in items:
        members[splits[item.id]].append(item)
    challenge = frozenset(challenge)
    sizes = {name: len(members[name]) for name in SPLITS} | {"challenge": len(challenge)}
    boundary = {name: sum(item.boundary for item in members[name]) for name in SPLITS}
    difficulty = {
        name: {d: sum(item.difficulty == d for item in members[name]) for d in DIFFICULTIES}
        for name in SPLITS
    }
    dev_steps = {key for item in members["dev"] for key in item.step_set}
    overlap = {}
    for name in EVALUATION_SPLITS:
        steps = [key for item in members[name] for key in item.steps]
        overlap[name] = (sum(key in dev_steps for key in steps), len(steps))
    contained = tuple(
        (item.id, dev.id)
        for name in EVALUATION_SPLITS
        for item in members[name]
        for dev in members["dev"]
        if item.interface == dev.interface and _nested(item.step_set, dev.step_set)
    )
    problems: list[str] = []
    expected = split_sizes(len(items))
    for name, size in expected.items():
        if sizes[name] != size:
            problems.append(f"{name} has {sizes[name]} tasks; the paper's proportions give {size}")
    if not challenge <= {item.id for item in members["test"]}:
        problems.append(
            "challenge tasks outside test: " + ", ".join(sorted(challenge - set(splits)))
        )
    share = sum(boundary.values()) / max(len(items), 1)
    for name in SPLITS:
        if abs(boundary[name] - share * sizes[name]) > 1:
            problems.append(
                f"{name} has {boundary[name]} boundary tasks; its share would be "
                f"{share * sizes[name]:.1f} (allowed within 1)"
            )
    interfaces = sorted({item.interface for item in items})
    for name in EVALUATION_SPLITS:
        present = {item.interface for item in members[name]}
        missing = [slug for slug in interfaces if slug not in present]
        if missing:
            problems.append(f"{name} has no task of {', '.join(missing)}")
    shared, total = overlap["test"]
    if total and shared / total >= 0.05:
        problems.append(
            f"{shared} of {total} test steps ({shared / total:.1%}) also occur in dev (target under 5%)"
        )
    for task_id, dev_id in contained:
        problems.append(
            f"{splits[task_id]} task {task_id} and dev task {dev_id}: one holds every step of the other"
        )
    in_dev = {item.interface for item in members["dev"]}
    heldout = tuple(slug for slug in interfaces if slug not in in_dev)
    return SplitReport(sizes, boundary, difficulty, overlap, contained, heldout, tuple(problems))


def _nested(a: frozenset[StepKey], b: frozenset[StepKey]) -> bool:
    """One non-empty step set holds all of the other."""
    return bool(a and b) and (a <= b or b <= a)


def format_report(report: SplitReport) -> str:
    lines = ["split       tasks  boundary  " + "  ".join(f"{d:>9}" for d in DIFFICULTIES)]
    for name in SPLITS:
        row = "  ".join(f"{report.difficulty[name][d]:>9}" for d in DIFFICULTIES)
        lines.append(f"{name:<10}  {report.sizes[name]:>5}  {report.boundary[name]:>8}  {row}")
    lines.append(f"challenge   {report.sizes['challenge']:>5}  (inside test)")
    for name in EVALUATION_SPLITS:
        shared, total = report.overlap[name]
        share = shared / total if total else 0.0
        lines.append(
            f"dev -> {name}: {shared} of {total} non-final steps also in dev ({share:.1%})"
        )
    lines.append(
        f"evaluation tasks nested with a dev task (one holds every step of the other): {len(report.contained)}"
    )
    lines.append("held-out interfaces (no dev task): " + (", ".join(report.heldout) or "none"))
    return "\n".join(lines)
