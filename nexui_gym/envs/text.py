"""The env's own text: the history of steps and what the last action did. Pure functions."""

from __future__ import annotations

from nexui_gym.dataset.model import State
from nexui_gym.scoring.records import AgentAction

EXCERPT = 160


def excerpt(text: str, limit: int = EXCERPT) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def action_summary(action: AgentAction | None, target_label: str | None) -> str:
    """``click [12] link "Payments"``, ``type "25.00" into [7] textbox "Amount"``, ..."""
    if action is None:
        return "invalid action"
    where = target_label or "nothing (no candidate at that point)"
    prefix = "click by coordinates on" if action.via_coordinates else action.kind
    if action.kind == "click":
        return f"{prefix} {where}"
    if action.kind == "type":
        return f'type "{excerpt(action.text, 60)}" into {where}'
    if action.kind == "select":
        return f'select "{excerpt(action.text, 60)}" in {where}'
    if action.kind == "press":
        return f"press {excerpt(action.text, 30)} on {where}"
    if action.kind == "ask_user":
        return f'ask the user "{excerpt(action.text)}"'
    return f'finish with "{excerpt(action.text)}"'


def history_line(step: int, summary: str, explanation: str, result: str) -> str:
    said = f' — said "{excerpt(explanation)}"' if explanation.strip() else " — no explanation"
    return f"Step {step + 1}: {summary}{said} → {result}"


def advanced_result(state: State) -> str:
    heard = "".join(
        f' Announced ({a.politeness}): "{excerpt(a.text)}".' for a in state.announcements
    )
    return f'The page changed: now "{state.title}" at {state.url}.{heard}'


NO_EFFECT_RESULT = "No effect: the page did not change."
START_RESULT = "Start of the task: nothing has been done yet."
