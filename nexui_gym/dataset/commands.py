"""``nexui validate``, ``nexui stats`` and ``nexui index``."""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path

from nexui_gym.dataset.model import DIFFICULTIES, SPLITS, Task


def register(subparsers: argparse._SubParsersAction) -> None:
    validate = subparsers.add_parser(
        "validate",
        help="check bundles (default: the packaged dataset) and exit non-zero on any problem",
        description="Check every bundle: schema, files, candidates, difficulty rule, index.",
    )
    validate.add_argument(
        "paths", nargs="*", type=Path, help="bundle folders or folders of bundles"
    )
    validate.add_argument(
        "--ax",
        action="store_true",
        help="also compare the lxml accessibility tree with Chromium's tree in each bundle",
    )
    validate.add_argument(
        "--max-mismatches", type=int, default=40, help="mismatches to list with --ax"
    )
    validate.set_defaults(func=run_validate)

    stats = subparsers.add_parser(
        "stats", help="tasks, states and candidates of the dataset by group"
    )
    stats.add_argument("paths", nargs="*", type=Path, help="folders of bundles (default: packaged)")
    stats.set_defaults(func=run_stats)

    split = subparsers.add_parser(
        "split",
        help="assign dev / validation / test / challenge by the split procedure",
        description=(
            "Plan the splits with the paper's proportions, stratified by interface, boundary, "
            "difficulty and task kind, keeping tasks that share most of their steps together and "
            "holding whole interfaces out of dev; print sizes and dev step overlap."
        ),
    )
    split.add_argument(
        "--check",
        action="store_true",
        help="exit 1 unless the shipped splits are the plan and keep every rule",
    )
    split.add_argument(
        "--write", action="store_true", help="write the plan into the task specs, bundles and index"
    )
    split.add_argument("--seed", type=int, default=0, help="seed of the procedure (default 0)")
    split.add_argument("--assets", type=Path, help="the assets folder (default: the package's)")
    split.set_defaults(func=run_split)

    index = subparsers.add_parser("index", help="rebuild index.json from the bundles")
    index.add_argument("root", nargs="?", type=Path, help="folder of bundles (default: packaged)")
    index.set_defaults(func=run_index)


def _default_paths(paths: Sequence[Path]) -> list[Path]:
    from nexui_gym.dataset.paths import bundles_dir

    return list(paths) or [bundles_dir()]


def run_validate(args: argparse.Namespace) -> int:
    from nexui_gym.dataset.errors import DatasetError
    from nexui_gym.dataset.validate import validate

    paths = _default_paths(args.paths)
    try:
        report = validate(paths)
    except DatasetError as error:
        print(f"nexui validate: {error}", file=sys.stderr)
        return 1
    for error in report.errors:
        print(f"error: {error}", file=sys.stderr)
    states = sum(len(task.states) for task in report.tasks)
    verdict = "ok" if report.ok else f"{len(report.errors)} problem(s)"
    print(f"{len(report.tasks)} valid bundles, {states} states: {verdict}")
    if not report.tasks and report.ok:
        print(
            "nexui validate: no bundles found in " + ", ".join(str(p) for p in paths),
            file=sys.stderr,
        )
        return 1
    if args.ax and report.tasks:
        from nexui_gym.a11y.agreement import agreement_report, format_report

        print(format_report(agreement_report(report.tasks), max_mismatches=args.max_mismatches))
    return 0 if report.ok else 1


def run_stats(args: argparse.Namespace) -> int:
    from nexui_gym.a11y.barriers import barriers_by_interface, format_barriers
    from nexui_gym.dataset.validate import validate

    report = validate(_default_paths(args.paths))
    for error in report.errors:
        print(f"error: {error}", file=sys.stderr)
    print(format_stats(report.tasks))
    print()
    print(format_barriers(barriers_by_interface(report.tasks)))
    return 0 if report.ok else 1


def run_split(args: argparse.Namespace) -> int:
    import sys

    from nexui_gym.dataset.paths import assets_dir
    from nexui_gym.dataset.split import format_report, measure, plan_splits
    from nexui_gym.dataset.split_files import shipped_plan, split_items, write_plan

    if args.check and args.write:
        print("error: --check and --write exclude each other", file=sys.stderr)
        return 2
    assets = args.assets or assets_dir()
    items = split_items(assets / "interfaces")
    plan = plan_splits(items, seed=args.seed)
    if args.write:
        changed = write_plan(plan, assets / "interfaces", assets / "bundles")
        print(f"wrote the split plan: {changed} task(s) changed split or challenge")
    planned = measure(items, plan.splits, plan.challenge)
    print(f"The split procedure (seed {args.seed}) on {len(items)} tasks:")
    print(format_report(planned))
    splits, challenge = shipped_plan(assets / "interfaces")
    report = measure(items, splits, challenge)
    if not args.write:
        print("\nThe shipped splits:")
        print(format_report(report))
    differs = sorted(
        task_id
        for task_id in plan.splits
        if plan.splits[task_id] != splits[task_id]
        or (task_id in plan.challenge) != (task_id in challenge)
    )
    for problem in report.problems:
        print(f"problem: {problem}")
    if differs:
        print(
            f"{len(differs)} task(s) differ from the plan: {', '.join(differs[:12])}{' ...' if len(differs) > 12 else ''}"
        )
    if args.check:
        return 0 if report.ok and not differs else 1
    return 0


def run_index(args: argparse.Namespace) -> int:
    from nexui_gym.dataset.index import write_index

    path = write_index(args.root)
    print(f"wrote {path}")
    return 0


def format_stats(tasks: Iterable[Task]) -> str:
    """Tables of tasks, states and candidates by interface, split, difficulty and source kind."""
    tasks = list(tasks)
    lines = []
    groupings = (
        ("interface", lambda t: t.interface, None),
        ("source kind", lambda t: t.source_kind, None),
        ("split", lambda t: t.split, SPLITS),
        ("difficulty", lambda t: t.difficulty, DIFFICULTIES),
    )
    for title, key, order in groupings:
        lines.append(_group_table(title, tasks, key, order))
    lines.append(format_graph_stats(tasks))
    challenge = [t for t in tasks if t.challenge]
    boundary = [t for t in tasks if t.boundary is not None]
    kinds = Counter(kind for t in tasks for kind in t.kinds)
    lines.append(
        f"challenge tasks: {len(challenge)}   confirmation-boundary tasks: {len(boundary)}\n"
        "task kinds: " + ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items()))
    )
    return "\n\n".join(lines)


GRAPH_COLUMNS = ("paths", "alt states", "edges", "equivalent", "no-op", "off graph", "probed")


def graph_counts(task: Task) -> Counter:
    """The task graph's size and what the capture's effect probes found.

    ``equivalent`` counts actions of a transition that no captured path takes (another link
    to the same page, Enter on a link, found by the probes); ``no-op`` and ``off graph`` are
    probed clicks that changed nothing or led to a page no path captured; ``probed`` is the
    number of states whose effects were probed.
    """
    counts: Counter = Counter(paths=len(task.paths))
    counts["alt states"] = len(task.states) - task.reference_length
    taken = {
        (i, t.to, (t.step or task.steps[i]).action, (t.step or task.steps[i]).target)
        for i, state in enumerate(task.states)
        for t in state.transitions
    }
    for i, state in enumerate(task.states):
        counts["edges"] += len(state.transitions)
        for transition in state.transitions:
            for option in transition.actions:
                path_action = (i, transition.to, option.kind, option.target) in taken
                counts["equivalent"] += not path_action
        if state.effects is not None:
            counts["probed"] += 1
            counts["no-op"] += len(state.effects.noop)
            counts["off graph"] += len(state.effects.off)
    return counts


def format_graph_stats(tasks: Sequence[Task]) -> str:
    """Per interface: the graphs' size and the effect probes' findings (:func:`graph_counts`)."""
    totals: dict[str, Counter] = defaultdict(Counter)
    for task in tasks:
        counts = graph_counts(task)
        totals[task.interface].update(counts)
        totals["total"].update(counts)
    names = [*sorted(name for name in totals if name != "total"), "total"]
    width = max(len("task graphs"), *(len(name) for name in names))
    header = f"{'task graphs':<{width}}" + "".join(f"  {c:>10}" for c in GRAPH_COLUMNS)
    body = [
        f"{name:<{width}}" + "".join(f"  {totals[name][c]:>10}" for c in GRAPH_COLUMNS)
        for name in names
    ]
    return "\n".join([header, "-" * len(header), *body])


def _group_table(title, tasks, key, order) -> str:
    groups: dict[str, list[Task]] = defaultdict(list)
    for task in tasks:
        groups[key(task)].append(task)
    names = [name for name in (order or sorted(groups)) if name in groups]
    rows = [(name, *_counts(groups[name])) for name in names] + [("total", *_counts(tasks))]
    width = max(len(title), *(len(row[0]) for row in rows))
    header = (
        f"{title:<{width}}  {'tasks':>5}  {'states':>6}  {'candidates':>10}  {'cand/state':>10}"
    )
    body = [
        f"{name:<{width}}  {n_tasks:>5}  {n_states:>6}  {n_candidates:>10}  "
        f"{(n_candidates / n_states if n_states else 0):>10.1f}"
        for name, n_tasks, n_states, n_candidates in rows
    ]
    return "\n".join([header, "-" * len(header), *body])


def _counts(tasks: Sequence[Task]) -> tuple[int, int, int]:
    states = sum(len(task.states) for task in tasks)
    candidates = sum(len(state.candidates) for task in tasks for state in task.states)
    return len(tasks), states, candidates
