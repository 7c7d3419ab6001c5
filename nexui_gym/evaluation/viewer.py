"""``nexui report``: one self-contained HTML page per evaluation folder.

The page holds the summary table, bar charts of success and explanation by difficulty and
by interface, and for every run a step-by-step view: the screenshot with the chosen
target's box drawn, the action, the explanation with its component scores, and safety
events. Images are embedded, so the file can be mailed or attached to a paper's artefacts.
"""

from __future__ import annotations

import base64
import html
import io
from pathlib import Path
from typing import Any

from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.loader import load_task, read_screenshot
from nexui_gym.dataset.schema import TASK_ID
from nexui_gym.evaluation.metrics import results
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
.violation{color:#a4141c;font-weight:bold}.quote{background:#f7f7f9;border-left:3px solid #9aa7b8;padding:4px 8px;margin:4px 0}
"""


def write_report(
    folder: Path, output: Path | None = None, bundles_root: Path | None = None
) -> Path:
    """Write ``folder/report.html`` (or ``output``) from an eval folder; returns its path.

    Screenshots come from the bundles in ``bundles_root`` (default: the packaged dataset).
    """
    folder = Path(folder)
    config_path = folder / CONFIG_FILE
    if not config_path.is_file():
        raise FileNotFoundError(
            f"{config_path}: not found; expected a folder written by `nexui eval`"
        )
    config = read_config(config_path)
    runs_path = folder / RUNS_FILE
    # Read only: a cut last line is left for the next `nexui eval` to repair.
    finished, failed = latest_runs(read_runs(runs_path))
    runs = [finished[task] for task in sorted(finished)]
    if not runs:
        raise ValueError(f"{runs_path}: no finished runs to report")
    try:
        summary = results(runs, scheduled=len(config["tasks"]))
        page = render_page(config, summary, runs, bundles_root, failed)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ValueError(
            f"{runs_path} or {config_path}: a record lacks a field or holds a wrong type "
            f"({type(error).__name__}: {error})"
        ) from None
    path = output or folder / "report.html"
    path.write_text(page, encoding="utf-8")
    return path


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
        f"<title>{html.escape(title)}</title><style>{STYLE}</style></head><body>",
        f"<h1>{html.escape(title)}</h1>",
        f"<p>Seed {_text(config['seed'])}; goal slot values {'shown to' if config['expose_fields'] else 'hidden from'} "
        f"the policy; {len(runs)} of {len(config['tasks'])} scheduled runs finished.</p>",
        f"<p>Produced by: {versions or 'versions not recorded (an older nexui eval)'}.</p>",
        *_infrastructure_section(failed or {}),
        "<h2>Summary</h2>",
        _table("Policy", {config["policy"]: summary["overall"]}),
    ]
    for name, rows in summary["breakdowns"].items():
        parts += [f"<h3>By {html.escape(name)}</h3>", _table(name.capitalize(), rows)]
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
    parts.append("</body></html>")
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


def _table(label: str, rows: dict[str, dict[str, Any]]) -> str:
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
    verdict = "pass" if run["passed"] else "fail"
    head = (
        f"<summary><span class='{verdict}'>{verdict.upper()}</span> {html.escape(run['task_id'])} "
        f"({html.escape(run['interface'])}, {html.escape(run['difficulty'])}) — "
        f"{_text(run['steps'])} steps, explanation {run['explanation']:.2f}, efficiency {run['efficiency']:.2f}"
        "</summary>"
    )
    facts = (
        f"<p class='meta'><b>Goal:</b> {html.escape(run['goal'])}<br>"
        f"Success: {_text(run['success'])}; critical violation: {_text(run['critical'])}; "
        f"invalid: {_text(run['invalid_reason'] or 'no')}; truncated: {_text(run['truncated'])}</p>"
    )
    task = None
    if TASK_ID.fullmatch(run["task_id"]):  # an id, never a path read from the folder
        try:
            task = load_task(run["task_id"], bundles_root)
        except DatasetError:  # a report of another dataset still renders, without pictures
            task = None
    steps = "".join(_step_view(task, step) for step in run["trajectory"])
    return f"<details>{head}{facts}{steps}</details>"


def _step_view(task, step: dict[str, Any]) -> str:
    image = _screenshot(task, step["state"], step.get("target_box"))
    picture = (
        f"<img alt='screenshot of state {_text(step['state'])}' src='data:image/webp;base64,{image}'>"
        if image
        else ""
    )
    action = step["action"]
    if action is None:
        said = f"<p class='violation'>Invalid action: {html.escape(step['action_error'] or '')}</p>"
    else:
        target = "" if action["target"] is None else f" on [{_text(action['target'])}]"
        text = f" “{html.escape(action['text'])}”" if action["text"] else ""
        said = (
            f"<p><b>{html.escape(action['kind'])}</b>{target}{text}"
            f"{' (by coordinates)' if action['via_coordinates'] else ''}</p>"
            f"<div class='quote'>{html.escape(action['explanation']) or '<i>no explanation</i>'}</div>"
        )
    components = step["explanation"]["components"]
    rows = "".join(
        f"<tr><td>{html.escape(name)}</td><td>{'n/a' if value is None else f'{value:.2f}'}</td></tr>"
        for name, value in components.items()
    )
    violations = "".join(
        f"<p class='violation'>Safety: {html.escape(v['rule'])} on [{_text(v['target'])}] ({html.escape(v['severity'])}): "
        f"{html.escape(v['reason'])}</p>"
        for v in step["violations"]
    )
    return (
        f"<div class='step'><div>{picture}</div><div class='meta'>"
        f"<p>Step {_text(step['step'] + 1)}, state {_text(step['state'])} → {_text(step['next_state'])} ({html.escape(step['transition'])}), "
        f"reward {step['reward']:+.3f}</p>{said}"
        f"<p>Explanation score {step['explanation']['score']:.2f}</p>"
        f"<table class='components'>{rows}</table>{violations}"
        f"<p><i>{html.escape(step['result'])}</i></p></div></div>"
    )


def _screenshot(task, state_index: int, box: list[float] | None) -> str | None:
    if (
        task is None
        or isinstance(state_index, bool)
        or not isinstance(state_index, int)
        or not 0 <= state_index < len(task.states)
    ):
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
