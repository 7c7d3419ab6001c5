"""``nexui train``: Stable-Baselines3 agents on the RL wrappers."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    train = subparsers.add_parser(
        "train",
        help="train MaskablePPO or PPO on a split (extra: rl)",
        description=(
            "Train on the RL wrappers of a split, evaluate on held-out tasks every --eval-every "
            "steps, and write model.zip, config.json, curve.json and learning_curve.png to --out. "
            "Evaluate the result with: nexui eval --policy sb3:OUT"
        ),
    )
    train.add_argument("--algo", choices=("maskable_ppo", "ppo"), default="maskable_ppo")
    train.add_argument(
        "--split", default="dev", choices=("dev", "validation", "test", "challenge", "all")
    )
    train.add_argument(
        "--tasks", nargs="+", metavar="ID", help="train only on these tasks of the split"
    )
    train.add_argument("--timesteps", type=int, required=True)
    train.add_argument("--out", type=Path, required=True)
    train.add_argument("--eval-split", default="validation")
    train.add_argument(
        "--eval-tasks", nargs="+", metavar="ID", help="evaluate on these tasks instead"
    )
    train.add_argument("--eval-every", type=int, default=10_000)
    train.add_argument("--n-envs", type=int, default=4)
    train.add_argument("--seed", type=int, default=0)
    train.add_argument("--no-progress", action="store_true", help="hide SB3's progress bar")
    train.set_defaults(func=run_train)


def run_train(args: argparse.Namespace) -> int:
    from nexui_gym.evaluation.training import train

    try:
        final = train(
            args.algo,
            args.split,
            args.timesteps,
            args.out,
            tasks=args.tasks,
            eval_split=args.eval_split,
            eval_tasks=args.eval_tasks,
            eval_every=args.eval_every,
            n_envs=args.n_envs,
            seed=args.seed,
            progress_bar=not args.no_progress,
        )
    except (ValueError, ModuleNotFoundError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(json.dumps(final, indent=1))
    print(f"saved {args.out / 'model.zip'}; curve {args.out / 'learning_curve.png'}")
    return 0
