"""``nexui eval`` and ``nexui report``."""

from __future__ import annotations

import argparse
import importlib.util
import re
import sys
from pathlib import Path

from nexui_gym.cli import at_least, positive_number
from nexui_gym.dataset.index import SPLIT_ENVS


def register(subparsers: argparse._SubParsersAction) -> None:
    evaluate = subparsers.add_parser(
        "eval",
        help="run a policy over a split and print the results table",
        description=(
            "Run POLICY on every task of SPLIT, writing one JSON line per finished run to "
            "DIR/runs.jsonl (re-running the same command resumes), then print and write "
            "the results table (DIR/summary.md, DIR/summary.json)."
        ),
    )
    evaluate.add_argument(
        "--policy",
        required=True,
        help=(
            "random, probe, oracle (oracle:NAME for an alternative path), heuristic, keyword, "
            "llm, sb3:PATH (a saved SB3/sb3-contrib zip or a nexui train folder) or "
            "module.path:Factory (your own policy)"
        ),
    )
    evaluate.add_argument("--split", default="validation", choices=SPLIT_ENVS)
    evaluate.add_argument("--tasks", nargs="+", metavar="ID", help="only these task ids")
    evaluate.add_argument(
        "--workers", type=at_least(1), default=1, help="parallel processes (default 1)"
    )
    evaluate.add_argument(
        "--backend",
        choices=("local", "ray"),
        default="local",
        help="where episodes run: local processes (--workers) or Ray tasks (extra: distributed)",
    )
    evaluate.add_argument(
        "--address", help="with --backend ray: the Ray cluster to join (default: start a local Ray)"
    )
    evaluate.add_argument(
        "--env-backend",
        choices=("replay", "live"),
        default="replay",
        help="where the pages come from: the captured states (replay, default) or a real "
        "Chromium page where every action happens (live; extra: live, and Debian's chromium)",
    )
    evaluate.add_argument(
        "--out", type=Path, help="results folder (default runs/POLICY-SPLIT-seedN)"
    )
    evaluate.add_argument("--seed", type=int, default=0)
    fields = evaluate.add_mutually_exclusive_group()
    fields.add_argument(
        "--expose-fields",
        dest="expose_fields",
        action="store_true",
        default=None,
        help="give the policy the goal's slot values (default: only heuristic, keyword and sb3)",
    )
    fields.add_argument("--no-expose-fields", dest="expose_fields", action="store_false")
    llm = evaluate.add_argument_group("llm policy")
    llm.add_argument("--model", help="model name served by the endpoint")
    llm.add_argument("--base-url", help="OpenAI-compatible endpoint, e.g. http://localhost:8000/v1")
    llm.add_argument("--api-key-env", default="OPENAI_API_KEY", help="variable holding the API key")
    llm.add_argument(
        "--setting",
        choices=("text", "strong", "vision"),
        default="text",
        help=(
            "text: goal, candidates, history; strong: also reader view and ARIA tree; "
            "vision: text plus the screenshot with candidate boxes and ids (set-of-marks)"
        ),
    )
    llm.add_argument("--timeout", type=positive_number, default=60.0, help="seconds per request")
    llm.add_argument(
        "--retries", type=at_least(0), default=2, help="retries after transient failures"
    )
    evaluate.add_argument(
        "--bundles", type=Path, help="folder of bundles (default: the packaged dataset)"
    )
    evaluate.add_argument("--quiet", action="store_true", help="no progress bar")
    _judge_arguments(evaluate)
    evaluate.set_defaults(func=run_eval)

    calibrate = subparsers.add_parser(
        "calibrate",
        help="agreement of the explanation scorer with the labelled set, templates and policies",
        description=(
            "Calibration figures of the explanation scorer: AUC and Spearman against the "
            "labelled explanations (per category, tuning and held-out parts), templates over "
            "every reference step, episode scores of quitting early and of the baselines, each "
            "against its target."
        ),
    )
    calibrate.add_argument(
        "--bundles", type=Path, help="folder of bundles (default: the packaged dataset)"
    )
    calibrate.add_argument(
        "--labels", type=Path, help="labelled explanations (default: the packaged set)"
    )
    calibrate.add_argument(
        "--no-policies", action="store_true", help="skip the random/heuristic/oracle episodes"
    )
    _judge_arguments(calibrate)
    calibrate.set_defaults(func=run_calibrate)

    report = subparsers.add_parser(
        "report",
        help="write a self-contained HTML report of an eval folder, or compare two",
        description=(
            "With one folder: its summary, charts and every run step by step. With two "
            "folders A B: both summaries and each task's runs side by side."
        ),
    )
    report.add_argument("folder", type=Path, help="a folder written by nexui eval")
    report.add_argument(
        "other", type=Path, nargs="?", help="a second eval folder to compare the first with"
    )
    report.add_argument(
        "--output",
        type=Path,
        help="HTML file (default FOLDER/report.html, or FOLDER/compare-OTHER.html)",
    )
    report.add_argument(
        "--bundles", type=Path, help="folder of bundles (default: the packaged dataset)"
    )
    report.set_defaults(func=run_report)


def _judge_arguments(parser: argparse.ArgumentParser) -> None:
    judge = parser.add_argument_group("LLM judge (reported beside the deterministic score)")
    judge.add_argument("--judge", choices=("llm",), help="also grade explanations with an LLM")
    judge.add_argument("--judge-model", help="model name served by the judge endpoint")
    judge.add_argument("--judge-base-url", help="OpenAI-compatible endpoint of the judge")
    judge.add_argument(
        "--judge-api-key-env", default="OPENAI_API_KEY", help="variable holding its API key"
    )


def _make_judge(args: argparse.Namespace):
    """The LLM judge the arguments ask for, None without --judge, or an error message."""
    if not args.judge:
        return None
    if not args.judge_model:
        return "--judge llm needs --judge-model (and usually --judge-base-url)"
    from nexui_gym.evaluation.judge import JudgeConfig, LLMJudge

    try:
        return LLMJudge(JudgeConfig(args.judge_model, args.judge_base_url, args.judge_api_key_env))
    except (ValueError, ModuleNotFoundError) as error:
        return f"--judge llm: {error}"


def run_calibrate(args: argparse.Namespace) -> int:
    from nexui_gym.dataset.index import load_index
    from nexui_gym.dataset.loader import load_task
    from nexui_gym.evaluation.calibration import calibrate, format_calibration
    from nexui_gym.evaluation.calibration_labels import load_labels

    tasks = [load_task(entry.id, args.bundles) for entry in load_index(args.bundles)]
    if not tasks:
        print("error: no tasks to calibrate on", file=sys.stderr)
        return 2
    labels = load_labels(args.labels)
    policies = () if args.no_policies else ("random", "heuristic", "oracle")
    judge = _make_judge(args)
    if isinstance(judge, str):
        print(f"error: {judge}", file=sys.stderr)
        return 2
    grade = None
    if judge is not None:

        def grade(label, case):
            step = case.task.steps[case.index]
            text = step.text if label.text is None else label.text
            return judge.score(
                case.task,
                case.index,
                step.action,
                step.target,
                text,
                label.explanation,
                case.following,
            )

    print(format_calibration(calibrate(tasks, labels, policies=policies, judge=grade)))
    return 0


def default_out(policy: str, split: str, seed: int) -> Path:
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "-", policy).strip("-")
    return Path("runs") / f"{safe}-{split}-seed{seed}"


def run_eval(args: argparse.Namespace) -> int:
    from nexui_gym.baselines import default_expose_fields, make_policy
    from nexui_gym.baselines.base import EndpointUnreachable
    from nexui_gym.evaluation.metrics import results
    from nexui_gym.evaluation.reports import render, to_json
    from nexui_gym.evaluation.runner import (
        EvalConfig,
        evaluate,
        infrastructure_errors,
        task_ids_for,
    )

    if args.address and args.backend != "ray":
        print("error: --address goes with --backend ray", file=sys.stderr)
        return 2
    if args.backend == "ray" and importlib.util.find_spec("ray") is None:
        print(
            'error: --backend ray needs Ray: pip install "nexui-gym[distributed]"', file=sys.stderr
        )
        return 2
    if args.env_backend == "live":
        from nexui_gym.envs.live import missing_requirements

        missing = missing_requirements()
        if missing:
            print(f"error: --env-backend live: {missing}", file=sys.stderr)
            return 2
    # Checked before any run: a judge that cannot be built must not cost a whole evaluation.
    judge = _make_judge(args)
    if isinstance(judge, str):
        print(f"error: {judge}", file=sys.stderr)
        return 2
    options = {}
    if args.policy == "llm":
        if not args.model:
            print("error: --policy llm needs --model (and usually --base-url)", file=sys.stderr)
            return 2
        options = {
            "model": args.model,
            "base_url": args.base_url,
            "api_key_env": args.api_key_env,
            "setting": args.setting,
            "timeout": args.timeout,
            "retries": args.retries,
        }
    try:
        # A policy that cannot be built (a missing or unfitting model, a bad plug-in) stops
        # the command here, before any run.
        make_policy(args.policy, seed=args.seed, **options)
        tasks = task_ids_for(args.split, args.tasks, args.bundles)
    except (ValueError, OSError, ModuleNotFoundError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if not tasks:
        print(f"error: split {args.split!r} has no tasks", file=sys.stderr)
        return 2
    expose = (
        default_expose_fields(args.policy) if args.expose_fields is None else args.expose_fields
    )
    config = EvalConfig(
        args.policy, args.split, tasks, args.seed, expose, options, args.env_backend
    )
    out = args.out or default_out(
        (args.policy if args.policy != "llm" else f"llm-{args.model}-{args.setting}")
        + ("-live" if args.env_backend == "live" else ""),
        args.split,
        args.seed,
    )
    try:
        runs = evaluate(
            config,
            out,
            workers=args.workers,
            bundles_root=args.bundles,
            progress=not args.quiet,
            backend=args.backend,
            address=args.address,
        )
    except EndpointUnreachable as error:
        print(
            f"error: {error}; stopped (finished runs are kept: rerun the command to resume)",
            file=sys.stderr,
        )
        return 2
    except (ValueError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    failed = infrastructure_errors(out)
    summary = results(runs, scheduled=len(tasks))
    summary["infrastructure_errors"] = {
        task: run["infrastructure_error"] for task, run in failed.items()
    }
    summary["label"] = args.policy if args.policy != "llm" else f"llm {args.model} ({args.setting})"
    summary["config"] = config.as_dict()
    title = f"{summary['label']} on {args.split} (seed {args.seed}, fields {'shown' if expose else 'hidden'})"
    print(render(summary, title))
    (out / "summary.md").write_text(render(summary, title, style="markdown"), encoding="utf-8")
    (out / "summary.json").write_text(to_json(summary), encoding="utf-8")
    for task_id, run in failed.items():
        print(
            f"infrastructure error (not scored; rerun to retry): {task_id}: {run['infrastructure_error']}"
        )
    if judge is not None:
        _report_judge(judge, runs, out, args.bundles)
    print(f"runs: {out / 'runs.jsonl'}   tables: {out / 'summary.md'}   report: nexui report {out}")
    return 0


def _report_judge(judge, runs: list[dict], out: Path, bundles: Path | None) -> None:
    """Grade every run's explanations with the judge; print its mean beside the scorer's."""
    import json

    from nexui_gym.dataset.loader import load_task
    from nexui_gym.evaluation.judge import judge_run

    judged = [
        judge_run(judge, load_task(run["task_id"], bundles), run["trajectory"]) for run in runs
    ]
    with (out / "judge.jsonl").open("w", encoding="utf-8") as handle:
        for record in judged:
            handle.write(json.dumps(record) + "\n")
    mean_judge = sum(r["episode"] for r in judged) / len(judged) if judged else float("nan")
    mean_scorer = sum(run["explanation"] for run in runs) / len(runs) if runs else float("nan")
    print(
        f"explanation: deterministic scorer {mean_scorer:.3f}, LLM judge {mean_judge:.3f} "
        f"(per step in {out / 'judge.jsonl'})"
    )


def run_report(args: argparse.Namespace) -> int:
    from nexui_gym.evaluation.compare import write_comparison
    from nexui_gym.evaluation.viewer import write_report

    try:
        if args.other is None:
            path = write_report(args.folder, args.output, args.bundles)
        else:
            path = write_comparison(args.folder, args.other, args.output)
    except (OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"wrote {path}")
    return 0
