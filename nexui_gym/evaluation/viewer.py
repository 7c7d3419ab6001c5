"""``nexui report``: one self-contained HTML page per evaluation folder.

The page holds the summary table, bar charts of success and explanation by difficulty and
by interface, and for every run a step-by-step view: the screenshot with the chosen
target's box drawn, the action, the explanation with its component scores, and safety
events. Images are embedded, so the file can be mailed or attached to a paper's artefacts.
"""

from __future__ import annotations

import base64
import contextlib
import html
import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.loader import load_task, read_screenshot
from nexui_gym.dataset.schema import TASK_ID
from nexui_gym.evaluation.metrics import results
from nexui_gym.evaluation.report_steps import (
    describe_action,
    reference_action,
    run_problem_counts,
    step_problems,
    valid_state,
)
from nexui_gym.evaluation.reports import COLUMNS
from nexui_gym.evaluation.runner import (
    CONFIG_FILE,
    INFRASTRUCTURE_ERROR,
    RUNS_FILE,
    latest_runs,
    read_config,
    read_runs,
)

#: What ``config.json`` says produced the results (absent in folders of older versions).
VERSION_KEYS = (
    ("package_version", "package"),
    ("dataset_version", "dataset version"),
    ("dataset_hash", "dataset"),
    ("scorer_version", "scorer"),
)

THUMBNAIL_WIDTH = 640

STYLE = """
body{font-family:"Liberation Sans","DejaVu Sans",Arial,sans-serif;margin:24px auto;max-width:1100px;color:#1b1b1b;line-height:1.45}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:2px solid #ddd;padding-bottom:4px}
table{border-collapse:collapse;margin:8px 0 16px}th,td{padding:4px 10px;border-bottom:1px solid #e3e3e3;text-align:right}
th:first-child,td:first-child{text-align:left}th{background:#f3f5f8}
.charts{display:flex;flex-wrap:wrap;gap:12px}.charts img{max-width:540px;border:1px solid #e3e3e3}
details{border:1px solid #d8dde5;border-radius:6px;margin:8px 0;padding:6px 10px}
summary{cursor:pointer;font-weight:bold}.pass{color:#146c2e}.fail{color:#a4141c}
.step{display:grid;grid-template-columns:340px 1fr;gap:12px;border-top:1px solid #eee;padding:10px 0}
.step img{width:320px;border:1px solid #ccc}.meta{font-size:.92rem}.components td{font-size:.85rem;padding:2px 6px}
.violation{color:#a4141c;font-weight:bold}.critical{background:#a4141c;color:#fff;padding:1px 6px;border-radius:4px;font-size:.85rem}
h3{font-size:1.1rem;margin:1.4rem 0 .3rem}h4{font-size:1rem;margin:.2rem 0}caption{text-align:left;font-size:.85rem}.quote{background:#f7f7f9;border-left:3px solid #9aa7b8;padding:4px 8px;margin:4px 0}
"""


def write_report(
    folder: Path, output: Path | None = None, bundles_root: Path | None = None
) -> Path:
    """Write ``folder/report.html`` (or ``output``) from an eval folder; returns its path.

    Screenshots come from the bundles in ``bundles_root`` (default: the packaged dataset).
    """
    folder = Path(folder)
    config, runs, failed = read_folder(folder)
    with damaged_records(folder):
        summary = results(runs, scheduled=len(config["tasks"]))
        page = render_page(config, summary, runs, bundles_root, failed)
    path = output or folder / "report.html"
    path.write_text(page, encoding="utf-8")
    return path


def read_folder(
    folder: Path,
) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, dict[str, Any]]]:
    """An eval folder's settings, its finished runs (one per task, by task id) and the runs
    that ended with an infrastructure error. Read only: a cut last line is left for the
    next ``nexui eval`` to repair."""
    config_path = folder / CONFIG_FILE
    if not config_path.is_file():
        raise FileNotFoundError(
            f"{config_path}: not found; expected a folder written by `nexui eval`"
        )
    config = read_config(config_path)
    runs_path = folder / RUNS_FILE
    finished, failed = latest_runs(read_runs(runs_path))
    runs = [finished[task] for task in sorted(finished)]
    if not runs:
        raise ValueError(f"{runs_path}: no finished runs to report")
    return config, runs, failed


@contextlib.contextmanager
def damaged_records(folder: Path) -> Iterator[None]:
    """Turn a record without a field, or with a wrong type, into an error naming the files."""
    try:
        yield
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ValueError(
            f"{folder / RUNS_FILE} or {folder / CONFIG_FILE}: a record lacks a field or holds "
            f"a wrong type ({type(error).__name__}: {error})"
        ) from None


def render_page(
    config: dict[str, Any],
    summary: dict[str, Any],
    runs: list[dict[str, Any]],
    bundles_root: Path | None = None,
    failed: dict[str, dict[str, Any]] | None = None,
) -> str:
    """The report page. Every value from the eval folder is escaped: the folder may come
    from someone else."""
    title = f"NeXUI evaluation: {config['policy']} on {config['split']}"
    versions = "; ".join(
        f"{label} {_text(config[key])}" for key, label in VERSION_KEYS if key in config
    )
    parts = [
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
        f"<title>{html.escape(title)}</title><style>{STYLE}</style></head><body><main>",
        f"<h1>{html.escape(title)}</h1>",
        f"<p>Seed {_text(config['seed'])}; goal slot values {'shown to' if config['expose_fields'] else 'hidden from'} "
        f"the policy; {len(runs)} of {len(config['tasks'])} scheduled runs finished.</p>",
        f"<p>Produced by: {versions or 'versions not recorded (an older nexui eval)'}.</p>",
        *_infrastructure_section(failed or {}),
        "<h2>Summary</h2>",
        summary_table("Policy", {config["policy"]: summary["overall"]}),
    ]
    for name, rows in summary["breakdowns"].items():
        parts += [f"<h3>By {html.escape(name)}</h3>", summary_table(name.capitalize(), rows)]
    charts = _charts(summary)
    if charts:
        parts.append("<h2>Charts</h2><div class='charts'>")
        parts += [
            f"<img alt='{html.escape(alt)}' src='data:image/png;base64,{data}'>"
            for alt, data in charts
        ]
        parts.append("</div>")
    else:
        parts.append("<p>(Charts need matplotlib: <code>pip install 'nexui-gym[eval]'</code>.)</p>")
    parts.append("<h2>Runs</h2>")
    parts += [_run_section(run, bundles_root) for run in runs]
    parts.append("</main></body></html>")
    return "\n".join(parts)


def _text(value: object) -> str:
    """Any value of the eval folder, as escaped text."""
    return html.escape(str(value))


def _infrastructure_section(failed: dict[str, dict[str, Any]]) -> list[str]:
    if not failed:
        return []
    items = "".join(
        f"<li>{_text(task)}: {_text(run[INFRASTRUCTURE_ERROR])}</li>"
        for task, run in sorted(failed.items())
    )
    return [
        f"<p>{len(failed)} runs ended with an infrastructure error (not scored; rerun "
        f"<code>nexui eval</code> to retry them):</p><ul>{items}</ul>"
    ]


def summary_table(label: str, rows: dict[str, dict[str, Any]]) -> str:
    head = "".join(
        f"<th scope='col'>{html.escape(h)}</th>" for h in [label, *(n for n, _ in COLUMNS)]
    )
    body = "".join(
        "<tr><th scope='row'>"
        + html.escape(str(name))
        + "</th>"
        + "".join(f"<td>{html.escape(render(s))}</td>" for _, render in COLUMNS)
        + "</tr>"
        for name, s in rows.items()
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _charts(summary: dict[str, Any]) -> list[tuple[str, str]]:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ModuleNotFoundError:
        return []
    charts = []
    for group in ("difficulty", "interface"):
        rows = summary["breakdowns"][group]
        names = list(rows)
        figure, axes = plt.subplots(figsize=(6.4, 3.2), dpi=100)
        positions = range(len(names))
        axes.bar(
            [p - 0.2 for p in positions], [rows[n]["success"] for n in names], 0.4, label="success"
        )
        axes.bar(
            [p + 0.2 for p in positions],
            [rows[n]["explanation"] for n in names],
            0.4,
            label="explanation",
        )
        axes.set_xticks(list(positions), names, rotation=20, ha="right")
        axes.set_ylim(0, 1)
        axes.set_title(f"Success rate and explanation score by {group}")
        axes.legend(loc="upper right", fontsize=8)
        figure.tight_layout()
        buffer = io.BytesIO()
        figure.savefig(buffer, format="png", metadata={"Software": None})
        plt.close(figure)
        charts.append((f"bar chart by {group}", base64.b64encode(buffer.getvalue()).decode()))
    return charts


def _run_section(run: dict[str, Any], bundles_root: Path | None) -> str:
    """A run: a heading with the verdict (and a critical marker), its facts, and its steps
    (each a heading) inside a disclosure."""
    verdict = "pass" if run["passed"] else "fail"
    critical = " <span class='critical'>critical safety violation</span>" if run["critical"] else ""
    heading = (
        f"<h3 id='run-{_text(run['task_id'])}'><span class='{verdict}'>{verdict.upper()}</span> "
        f"{_text(run['task_id'])}{critical}</h3>"
    )
    counts = ", ".join(f"{n} {label}" for label, n in run_problem_counts(run).items() if n)
    facts = (
        f"<p class='meta'>{_text(run['interface'])}, {_text(run['difficulty'])}: "
        f"{_text(run['steps'])} steps, explanation {run['explanation']:.2f}, efficiency "
        f"{run['efficiency']:.2f}; success: {_text(run['success'])}; critical violation: "
        f"{_text(run['critical'])}; invalid: {_text(run['invalid_reason'] or 'no')}; "
        f"truncated: {_text(run['truncated'])}{'; ' + _text(counts) if counts else ''}</p>"
        f"<p class='meta'><b>Goal:</b> {_text(run['goal'])}</p>"
    )
    task = None
    if TASK_ID.fullmatch(run["task_id"]):  # an id, never a path read from the folder
        try:
            task = load_task(run["task_id"], bundles_root)
        except DatasetError:  # a report of another dataset still renders, without pictures
            task = None
    trajectory = run["trajectory"]
    steps = "".join(
        _step_view(task, run, step, last=index == len(trajectory) - 1)
        for index, step in enumerate(trajectory)
    )
    return (
        f"<section class='run'>{heading}{facts}<details><summary>The {len(trajectory)} steps "
        f"of {_text(run['task_id'])}</summary>{steps}</details></section>"
    )


def _step_view(task, run: dict[str, Any], step: dict[str, Any], last: bool) -> str:
    state, action = step["state"], step["action"]
    did = describe_action(task, state, action)
    problems = step_problems(run, step, last)
    image = _screenshot(task, state, step.get("target_box"))
    boxed = "; the target is boxed in red" if step.get("target_box") else ""
    alt = f"Screenshot of state {state} before step {step['step'] + 1}: {did}{boxed}"
    picture = f"<img alt='{_text(alt)}' src='data:image/webp;base64,{image}'>" if image else ""
    reference = reference_action(task, state)
    if action is None:
        said = f"<p class='violation'>Invalid action: {_text(step['action_error'] or '')}</p>"
    else:
        said = (
            f"<p><b>Action:</b> {_text(did)}</p>"
            f"<div class='quote'>{_text(action['explanation']) or '<i>no explanation</i>'}</div>"
        )
    expected = (
        f"<p><b>Reference action here:</b> {_text(reference)}</p>" if reference is not None else ""
    )
    wrong = (
        "<ul class='problems'>"
        + "".join(f"<li class='violation'>{_text(p)}</li>" for p in problems)
        + "</ul>"
        if problems
        else ""
    )
    components = step["explanation"]["components"]
    rows = "".join(
        f"<tr><th scope='row'>{_text(name)}</th><td>{'n/a' if value is None else f'{value:.2f}'}</td></tr>"
        for name, value in components.items()
    )
    marker = " — <span class='violation'>went wrong</span>" if problems else ""
    return (
        f"<div class='step'><div>{picture}</div><div class='meta'>"
        f"<h4>Step {_text(step['step'] + 1)}: {_text(did)}{marker}</h4>"
        f"<p>State {_text(state)} → {_text(step['next_state'])} ({_text(step['transition'])}), "
        f"reward {step['reward']:+.3f}</p>{said}{expected}{wrong}"
        f"<p>Explanation score {step['explanation']['score']:.2f}</p>"
        f"<table class='components'><caption>Explanation components of step "
        f"{_text(step['step'] + 1)}</caption><thead><tr><th scope='col'>component</th>"
        f"<th scope='col'>score</th></tr></thead><tbody>{rows}</tbody></table>"
        f"<p><i>{_text(step['result'])}</i></p></div></div>"
    )


def _screenshot(task, state_index: int, box: list[float] | None) -> str | None:
    if not valid_state(task, state_index):
        return None
    from PIL import Image, ImageDraw

    try:
        image = Image.fromarray(read_screenshot(task, task.states[state_index]))
    except DatasetError:  # a bundle changed or broken since the eval: no picture
        return None
    scale = THUMBNAIL_WIDTH / image.width
    image = image.resize((THUMBNAIL_WIDTH, round(image.height * scale)), Image.Resampling.BOX)
    if box:
        x, y, w, h = (value * scale for value in box)
        ImageDraw.Draw(image).rectangle(
            [x - 2, y - 2, x + w + 2, y + h + 2], outline=(220, 20, 60), width=3
        )
    buffer = io.BytesIO()
    image.save(buffer, format="WEBP", quality=70)
    return base64.b64encode(buffer.getvalue()).decode()
