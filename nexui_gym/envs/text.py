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
    if action.kind == "back":
        return "go back to the previous page (Alt+Left)"
    if action.kind == "ask_user":
        return f'ask the user "{excerpt(action.text)}"'
    return f'finish with "{excerpt(action.text)}"'


def history_line(step: int, summary: str, explanation: str, result: str) -> str:
    said = f' — said "{excerpt(explanation)}"' if explanation.strip() else " — no explanation"
    return f"Step {step + 1}: {summary}{said} → {result or '(nothing announced)'}"


def perceived_result(before: State, after: State, focus_label: str | None) -> str:
    """What a screen reader user would perceive of the move from ``before`` to ``after``: a
    new page title, focus landing on another element, live announcements; "" when the change
    is silent (the page changed without telling anyone)."""
    parts = []
    if after.title != before.title:
        parts.append(f'Page title: "{excerpt(after.title)}".')
    if after.focused is not None and after.focused != before.focused and focus_label:
        parts.append(f"Focus moved to {focus_label}.")
    parts.extend(f'Announced ({a.politeness}): "{excerpt(a.text)}".' for a in after.announcements)
    return " ".join(parts)


def advanced_result(state: State) -> str:
    heard = "".join(
        f' Announced ({a.politeness}): "{excerpt(a.text)}".' for a in state.announcements
    )
    return f'The page changed: now "{state.title}" at {state.url}.{heard}'


#: An action the capture saw leave the page as it was.
NOTHING_HAPPENED_RESULT = "Nothing happened: the page is the same as before."
#: An action whose effect the replay does not know: it is not carried out.
NOT_CARRIED_OUT_RESULT = (
    "Not carried out: this action is not part of the recorded task, so the replay cannot "
    "show what it would do. The page is as it was."
)
#: The run ended because the action left the recorded task (``off_path="end"``).
LEFT_TASK_RESULT = (
    "The run ends here: this action is not part of the recorded task (it leaves the task's "
    "graph of captured states)."
)
#: ``back`` on the first page of the run.
NO_PREVIOUS_PAGE_RESULT = (
    "Nothing happened: this is the first page, there is nothing to go back to."
)
START_RESULT = "Start of the task: nothing has been done yet."
#: How every result of an action that left the page as it was begins: nothing happened
#: (captured, or no previous page, or no control at that point), or the replay cannot show it.
UNCHANGED_PREFIXES = ("Nothing happened:", "Not carried out:")
