"""The README's RL run: MaskablePPO on the dev split, evaluated on validation.

    python benchmarks/rl_dev_to_validation.py --timesteps 200000 --out runs/rl-dev

Trains with ``nexui_gym.evaluation.training.train`` (slot policy, masks, the training reward),
evaluating the deterministic policy on the validation tasks every ``--eval-every`` steps (and
on the dev tasks it trains on with ``--eval-train``: 146 more runs per point), then evaluates
the final model on dev and validation with the harness, prints the minutes, both summaries
and the README's table of them, and copies the learning curve to
``docs/images/learning_curve.png`` when ``--publish`` is given. ``--reward-weight TERM=W``
changes one weight of the training reward, as ``nexui train`` does::

    python benchmarks/rl_dev_to_validation.py --reward-weight critical=-5 --out runs/rl-dev-c5
"""

from __future__ import annotations

import argparse
import json
import shutil
import time
from pathlib import Path

from nexui_gym.baselines.sb3 import SB3Policy, training_weights
from nexui_gym.cli import reward_term
from nexui_gym.evaluation.metrics import summarize
from nexui_gym.evaluation.runner import run_episode, task_ids_for
from nexui_gym.evaluation.training import CURVE_PLOT, train


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--timesteps", type=int, default=200_000)
    parser.add_argument("--eval-every", type=int, default=20_000)
    parser.add_argument("--n-envs", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path("runs/rl-dev"))
    parser.add_argument(
        "--eval-train", action="store_true", help="also follow the dev tasks on the curve"
    )
    parser.add_argument("--publish", action="store_true", help="copy the curve to docs/images/")
    parser.add_argument(
        "--reward-weight",
        type=reward_term,
        action="append",
        metavar="TERM=W",
        help="set one weight of the training reward, e.g. critical=-5 (repeatable)",
    )
    args = parser.parse_args()

    start = time.perf_counter()
    train(
        "maskable_ppo",
        "dev",
        args.timesteps,
        args.out,
        eval_split="validation",
        eval_every=args.eval_every,
        n_envs=args.n_envs,
        seed=args.seed,
        eval_train=args.eval_train,
        reward_weights=training_weights(args.reward_weight),
    )
    minutes = (time.perf_counter() - start) / 60
    policy = SB3Policy(args.out)
    table = {}
    for split in ("dev", "validation"):
        runs = [run_episode(task, policy, args.seed, True) for task in task_ids_for(split)]
        table[split] = summarize(runs).as_dict()
    print(json.dumps({"minutes": round(minutes, 1), "final": table}, indent=1))
    print(format_final(table))
    if args.publish:
        shutil.copy(args.out / CURVE_PLOT, Path("docs/images/learning_curve.png"))
    return 0


def format_final(table: dict[str, dict]) -> str:
    """The final model's results per split as the README's Markdown table."""
    lines = [
        "| split | success | strict success | first-try step accuracy | explanation | critical "
        "| mean steps |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for split, row in table.items():
        name = "dev (trained on)" if split == "dev" else split
        wins = round(row["success"] * row["completed"])
        lines.append(
            f"| {name} | {100 * row['success']:.1f}% ({wins}/{row['completed']}) "
            f"| {100 * row['strict_success']:.1f}% | {100 * row['first_try_accuracy']:.1f}% "
            f"| {row['explanation']:.3f} | {row['critical']} | {row['mean_steps']:.1f} |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
