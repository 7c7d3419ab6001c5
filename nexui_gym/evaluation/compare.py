"""``nexui report A B``: two eval folders side by side, task by task.

One self-contained HTML page: both summary tables, then one row per task with each run's
verdict, steps and explanation score, and which did better (pass, then success, then the
explanation score). Every value from the folders is escaped.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from nexui_gym.evaluation.metrics import results
from nexui_gym.evaluation.viewer import STYLE, damaged_records, read_folder, summary_table


def write_comparison(first: Path, second: Path, output: Path | None = None) -> Path:
    """Write the comparison page (default ``FIRST/compare-SECOND.html``); returns its path."""
    first, second = Path(first), Path(second)
    sides = []
    for folder in (first, second):
        config, runs, _ = read_folder(folder)
        with damaged_records(folder):
            summary = results(runs, scheduled=len(config["tasks"]))
            sides.append((config, summary, {run["task_id"]: run for run in runs}))
    with damaged_records(first):
        page = render_comparison(sides[0], sides[1])
    path = output or first / f"compare-{second.resolve().name}.html"
    path.write_text(page, encoding="utf-8")
    return path


def _label(config: dict[str, Any]) -> str:
    return f"{config['policy']} on {config['split']} (seed {config['seed']})"


def _verdict(run: dict[str, Any] | None) -> str:
    if run is None:
        return "not run"
    verdict = "pass" if run["passed"] else "success" if run["success"] else "fail"
    critical = ", critical violation" if run["critical"] else ""
    return f"{verdict}{critical}: {run['steps']} steps, explanation {float(run['explanation']):.2f}"


def _rank(run: dict[str, Any] | None) -> tuple:
    if run is None:
        return (-1,)
    return (bool(run["passed"]), bool(run["success"]), round(float(run["explanation"]), 4))


def _change(first: dict[str, Any] | None, second: dict[str, Any] | None) -> str:
    a, b = _rank(first), _rank(second)
    return "same" if a == b else "A better" if a > b else "B better"


def render_comparison(first: tuple, second: tuple) -> str:
    (config_a, summary_a, runs_a), (config_b, summary_b, runs_b) = first, second
    label_a, label_b = html.escape(_label(config_a)), html.escape(_label(config_b))
    title = f"NeXUI comparison: A {label_a} against B {label_b}"
    tasks = sorted(set(runs_a) | set(runs_b))
    changes = [_change(runs_a.get(task), runs_b.get(task)) for task in tasks]
    rows = "".join(
        f"<tr><th scope='row'>{html.escape(task)}</th>"
        f"<td>{html.escape(_verdict(runs_a.get(task)))}</td>"
        f"<td>{html.escape(_verdict(runs_b.get(task)))}</td><td>{change}</td></tr>"
        for task, change in zip(tasks, changes, strict=True)
    )
    counts = ", ".join(f"{changes.count(word)} {word}" for word in ("A better", "B better", "same"))
    return "\n".join(
        [
            "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
            f"<title>{title}</title><style>{STYLE}</style></head><body><main>",
            f"<h1>{title}</h1>",
            f"<p>{len(tasks)} tasks: {counts}.</p>",
            "<h2>Summaries</h2>",
            summary_table("Run", {f"A: {_label(config_a)}": summary_a["overall"]}),
            summary_table("Run", {f"B: {_label(config_b)}": summary_b["overall"]}),
            "<h2>Task by task</h2>",
            "<table><caption>Each task's run in A and in B; a pass beats a success, a "
            "success beats a failure, then the higher explanation score wins</caption>"
            "<thead><tr><th scope='col'>Task</th><th scope='col'>A</th><th scope='col'>B</th>"
            f"<th scope='col'>Change</th></tr></thead><tbody>{rows}</tbody></table>",
            "</main></body></html>",
        ]
    )
