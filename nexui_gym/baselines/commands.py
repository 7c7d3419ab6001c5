"""``nexui train``: Stable-Baselines3 agents on the RL wrappers."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from nexui_gym.cli import at_least, reward_term
from nexui_gym.dataset.index import SPLIT_ENVS


def register(subparsers: argparse._SubParsersAction) -> None:
    train = subparsers.add_parser(
        "train",
        help="train MaskablePPO, PPO or behaviour cloning on a split (extra: rl)",
        description=(
            "Train on the RL wrappers of a split, evaluate on held-out tasks every --eval-every "
            "steps (epochs for bc), and write model.zip, config.json, curve.json and "
            "learning_curve.png to --out. --algo bc imitates the captured paths of the split "
            "(every equivalent action of the task graph counts as right); --init-from OUT "
            "starts maskable_ppo from its weights. Evaluate the result with: "
            "nexui eval --policy sb3:OUT"
        ),
    )
    train.add_argument("--algo", choices=("maskable_ppo", "ppo", "bc"), default="maskable_ppo")
    train.add_argument("--split", default="dev", choices=SPLIT_ENVS)
    train.add_argument(
        "--tasks", nargs="+", metavar="ID", help="train only on these tasks of the split"
    )
    train.add_argument(
        "--timesteps",
        type=at_least(1),
        help="environment steps (maskable_ppo, ppo; required there)",
    )
    train.add_argument(
        "--epochs", type=at_least(1), default=20, help="passes over the demonstrations (bc)"
    )
    train.add_argument(
        "--dagger-rounds",
        type=at_least(0),
        default=0,
        metavar="N",
        help="bc: then N DAgger rounds: run the policy on the training tasks, label the states "
        "it reaches with the expert's actions, train on everything (default 0)",
    )
    train.add_argument(
        "--dagger-epochs",
        type=at_least(1),
        default=10,
        metavar="N",
        help="bc: epochs per DAgger round",
    )
    train.add_argument(
        "--init-from",
        type=Path,
        metavar="DIR",
        help="start maskable_ppo from the weights of this nexui train folder (e.g. --algo bc's)",
    )
    train.add_argument("--out", type=Path, required=True)
    train.add_argument(
        "--eval-split",
        default="validation",
        choices=SPLIT_ENVS,
        help="evaluate on this split (default: validation)",
    )
    train.add_argument(
        "--eval-tasks", nargs="+", metavar="ID", help="evaluate on these tasks instead"
    )
    train.add_argument(
        "--eval-every",
        type=at_least(1),
        help="evaluate every N steps (default 10000), or every N epochs for bc (default 5)",
    )
    train.add_argument("--n-envs", type=at_least(1), default=4)
    train.add_argument(
        "--reward-weight",
        type=reward_term,
        action="append",
        metavar="TERM=W",
        help="maskable_ppo, ppo: set one weight of the training reward, e.g. critical=-5 "
        "(repeatable; the training reward is the env's shaped reward with its step and "
        "no-effect terms at 0; config.json records the weights used)",
    )
    train.add_argument("--seed", type=int, default=0)
    train.add_argument("--no-progress", action="store_true", help="hide SB3's progress bar")
    train.set_defaults(func=run_train)
    cover = subparsers.add_parser(
        "rl-coverage",
        help="how much of each split the RL action space can express",
        description=(
            "Walk every captured path of every task through the RL wrappers (make_rl_env's "
            "Discrete actions) and print, per split: the tasks whose reference path (or any "
            "captured path) can be followed to its ending, the path steps that have an index, "
            "and the tasks where the followed path, with the template ending, passes (strictly)."
        ),
    )
    cover.add_argument(
        "--split",
        nargs="+",
        default=["dev", "validation", "test"],
        choices=SPLIT_ENVS,
        metavar="SPLIT",
        help=f"splits to walk (default: dev validation test; any of {', '.join(SPLIT_ENVS)})",
    )
    cover.add_argument("--bundles", type=Path, help="folder of bundles (default: packaged)")
    cover.add_argument("--gaps", action="store_true", help="list each uncovered task's first gap")
    cover.set_defaults(func=run_coverage)


def run_coverage(args: argparse.Namespace) -> int:
    from nexui_gym.wrappers.rl_expert import coverage

    reports = [coverage(split, args.bundles) for split in args.split]
    print(format_coverage(reports))
    if args.gaps:
        for report in reports:
            for gap in report.gaps:
                print(f"{report.split} {gap}")
    return 0


def format_coverage(reports) -> str:
    def share(part: int, whole: int) -> str:
        return f"{part}/{whole} ({100 * part / whole:.0f}%)" if whole else "0/0"

    lines = [
        "| split | reference path covered | any path covered | path steps covered "
        "| replayed to a pass | strict pass |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for r in reports:
        lines.append(
            f"| {r.split} | {share(r.reference_covered, r.tasks)} "
            f"| {share(r.any_path_covered, r.tasks)} | {share(r.steps_covered, r.steps)} "
            f"| {share(r.replay_success, r.tasks)} | {share(r.replay_strict_success, r.tasks)} |"
        )
    return "\n".join(lines)


def run_train(args: argparse.Namespace) -> int:
    from nexui_gym.baselines.sb3 import training_weights
    from nexui_gym.evaluation.training import train

    try:
        if args.algo == "bc":
            return _report(args, _train_bc(args))
        if args.timesteps is None:
            raise ValueError(f"--timesteps: required for --algo {args.algo}")
        final = train(
            args.algo,
            args.split,
            args.timesteps,
            args.out,
            tasks=args.tasks,
            eval_split=args.eval_split,
            eval_tasks=args.eval_tasks,
            eval_every=args.eval_every or 10_000,
            n_envs=args.n_envs,
            seed=args.seed,
            progress_bar=not args.no_progress,
            init_from=args.init_from,
            reward_weights=training_weights(args.reward_weight),
        )
    except (ValueError, ModuleNotFoundError, FileNotFoundError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return _report(args, final)


def _train_bc(args: argparse.Namespace) -> dict:
    from nexui_gym.evaluation.imitation import train_bc

    if args.init_from is not None:
        raise ValueError("--init-from: only for --algo maskable_ppo")
    if args.timesteps is not None:
        raise ValueError("--timesteps: only for maskable_ppo and ppo (bc trains for --epochs)")
    if args.reward_weight:
        raise ValueError("--reward-weight: only for maskable_ppo and ppo (bc has no reward)")
    return train_bc(
        args.split,
        args.out,
        tasks=args.tasks,
        eval_split=args.eval_split,
        eval_tasks=args.eval_tasks,
        epochs=args.epochs,
        eval_every=args.eval_every or 5,
        seed=args.seed,
        dagger_rounds=args.dagger_rounds,
        dagger_epochs=args.dagger_epochs,
    )


def _report(args: argparse.Namespace, final: dict) -> int:
    print(json.dumps(final, indent=1))
    print(f"saved {args.out / 'model.zip'}; curve {args.out / 'learning_curve.png'}")
    return 0
