"""``nexui play``: a person plays tasks at the terminal; runs are recorded like ``nexui eval``'s.

The runs go to ``runs.jsonl`` in the same format, with the policy ``human:NAME``, so
``nexui report`` and the results tables include human runs. Playing the same tasks into the
same folder again resumes: finished tasks are not asked again. The protocol for collecting
human baselines is in ``docs/human-baselines.md``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from nexui_gym.baselines.human import HumanPolicy, InputEnded
from nexui_gym.evaluation.runner import (
    RUNS_FILE,
    EvalConfig,
    append_run,
    prepare_out_dir,
    run_episode,
    task_ids_for,
)


def register(subparsers: argparse._SubParsersAction) -> None:
    play = subparsers.add_parser(
        "play",
        help="play tasks yourself at the terminal (line by line, screen-reader friendly)",
        description=(
            "Play tasks line by line: read the goal, the page as a screen reader reads it and its "
            "controls; act and explain each step. Runs are recorded in the format of nexui eval, "
            "as policy human:NAME."
        ),
    )
    play.add_argument("tasks", nargs="+", metavar="TASK", help="task ids, e.g. task-042")
    play.add_argument("--name", required=True, help="the player's name or code, e.g. p07")
    play.add_argument("--out", type=Path, help="results folder (default: runs/human-NAME)")
    play.add_argument("--seed", type=int, default=0)
    play.set_defaults(func=run_play)


def _read_line(prompt: str) -> str | None:
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    return line if line else None


def _write(text: str) -> None:
    print(text, flush=True)


def run_play(args: argparse.Namespace) -> int:
    try:
        policy = HumanPolicy(args.name, _read_line, _write)
        tasks = task_ids_for("all", args.tasks, argument="TASK")
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    out = args.out or Path("runs") / f"human-{args.name.strip()}"
    config = EvalConfig(policy.name, "play", tasks, args.seed, expose_fields=False)
    try:
        finished = {run["task_id"] for run in prepare_out_dir(out, config)}
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    for task_id in tasks:
        if task_id in finished:
            _write(f"{task_id}: already played, recorded in {out / RUNS_FILE}")
            continue
        try:
            run = run_episode(task_id, policy, args.seed, expose_fields=False)
        except InputEnded:
            print(
                f"\nerror: the input ended before {task_id} was finished; nothing was recorded "
                "for it. Run the same command again to play it.",
                file=sys.stderr,
            )
            return 1
        append_run(out / RUNS_FILE, run)
        last = run["trajectory"][-1]
        _write(f"Result: {last['result']}")
        verdict = (
            "passed" if run["passed"] else ("succeeded" if run["success"] else "did not succeed")
        )
        _write(
            f"{task_id} {verdict} in {run['steps']} steps; explanation score "
            f"{run['explanation']:.2f}. Recorded in {out / RUNS_FILE}."
        )
    return 0
