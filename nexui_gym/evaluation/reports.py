"""Text, Markdown and JSON renderings of evaluation results."""

from __future__ import annotations

import json
from typing import Any

from nexui_gym.scoring.run_scores import report_columns

#: The report's columns: the runs completed, then one per field of the run scores record.
COLUMNS = (
    ("Runs completed", lambda s: f"{s['completed']}/{s['scheduled']}"),
    *report_columns(),
)


def table_rows(label: str, rows: dict[str, dict[str, Any]]) -> tuple[list[str], list[list[str]]]:
    header = [label, *(name for name, _ in COLUMNS)]
    body = [[name, *(render(summary) for _, render in COLUMNS)] for name, summary in rows.items()]
    return header, body


def text_table(header: list[str], body: list[list[str]]) -> str:
    widths = [max(len(row[i]) for row in [header, *body]) for i in range(len(header))]

    def line(row):
        return "  ".join(
            cell.ljust(w) if i == 0 else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        )

    return "\n".join(
        [line(header), "  ".join("-" * w for w in widths), *(line(row) for row in body)]
    )


def markdown_table(header: list[str], body: list[list[str]]) -> str:
    lines = [
        "| " + " | ".join(header) + " |",
        "|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|",
    ]
    lines += ["| " + " | ".join(row) + " |" for row in body]
    return "\n".join(lines)


def render(results: dict[str, Any], title: str, style: str = "text") -> str:
    """The overall table and the breakdowns, as ``text`` or ``markdown``."""
    table = text_table if style == "text" else markdown_table
    heading = (lambda t: t) if style == "text" else (lambda t: f"### {t}")
    parts = [heading(title), table(*table_rows("Policy", {results["label"]: results["overall"]}))]
    if results.get("usage"):
        parts.append(usage_line(results["usage"]))
    for name, rows in results["breakdowns"].items():
        parts += [heading(f"By {name}"), table(*table_rows(name.capitalize(), rows))]
    return "\n\n".join(parts) + "\n"


def usage_line(usage: dict[str, int]) -> str:
    """The token usage of the runs in one sentence."""
    return (
        f"Tokens: {usage.get('prompt_tokens', 0):,} prompt + "
        f"{usage.get('completion_tokens', 0):,} completion = {usage.get('total_tokens', 0):,} "
        f"in {usage.get('calls', 0):,} model calls over {usage.get('runs', 0):,} runs"
    )


def to_json(results: dict[str, Any]) -> str:
    return json.dumps(results, indent=1, ensure_ascii=False) + "\n"
