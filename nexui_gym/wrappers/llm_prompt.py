"""The paper's text baseline prompt: goal, candidates and recent history; the stronger
setting adds the reader view and the ARIA tree; the vision setting adds, to the text setting,
the screenshot with every candidate's box and id drawn on it (set-of-marks)."""

from __future__ import annotations

from typing import Any

from nexui_gym.wrappers.set_of_marks import vision_content

SETTINGS = ("text", "strong", "vision")
#: The settings whose whole prompt is text (the ones ``LLMTextWrapper`` offers).
TEXT_SETTINGS = ("text", "strong")
#: What the vision setting reads besides the text setting's keys.
VISION_KEYS = ("screenshot", "candidate_ids", "candidate_mask", "candidate_boxes")
VISION_NOTE = "The screenshot shows the page with each candidate's id drawn just above its box."
VIEW_LIMIT = 12_000

SYSTEM_PROMPT = """You are an assistive agent helping a blind user complete a goal on a web page.
At each step you choose ONE action on the current page and explain it to the user, who
cannot see the screen and follows along by listening.

Actions:
- click: activate a candidate (link, button, checkbox, tab, ...). Needs "target".
- type: type "text" into a text field. Needs "target" and "text".
- select: choose the option "text" in a list. Needs "target" and "text".
- press: press the key "text" (e.g. "Enter") on a candidate. Needs "target" and "text".
- ask_user: stop and ask the user "text" (a question). Use it before any important,
  irreversible or costly action (sending money, deleting, submitting) when the user asked
  to approve it. It ends the run.
- finish: the goal is done; "text" is a summary of what was done and what the page shows
  now, including any fact the user asked you to find. It ends the run.
- back: go back to the previous page, as Alt+Left does (after a wrong turn).

Explanations: say what you are doing, to which control by its name and role, and why in
terms of the goal, in one or two plain sentences. Never claim something happened before
the page shows it. Do not describe controls by colour or position.

Answer with ONE JSON object and nothing else:
{"action": "click|type|select|press|ask_user|finish|back", "target": <candidate id or null>,
 "text": "<value, key, question or summary>", "explanation": "<for the user>",
 "expected_result": "<what you expect the page to show next>"}"""


def build_messages(observation: dict[str, Any], setting: str = "text") -> list[dict[str, Any]]:
    """Chat messages for one step (system prompt and the current page); in the vision setting
    the user message is a text part and an image part."""
    if setting not in SETTINGS:
        raise ValueError(f"setting {setting!r}: expected one of {', '.join(SETTINGS)}")
    if setting == "vision":
        prompt = user_prompt(observation, "text") + "\n\n" + VISION_NOTE
        content: Any = vision_content(prompt, observation)
    else:
        content = user_prompt(observation, setting)
    return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": content}]


def user_prompt(observation: dict[str, Any], setting: str = "text") -> str:
    parts = [
        f"Goal: {observation.get('goal', '')}",
        'Candidates ([id] role "name" (states)):\n' + (observation.get("candidates") or "(none)"),
        "Recent steps:\n" + (observation.get("history") or "(none yet)"),
        f"Result of the last action: {observation.get('last_action_result', '')}",
    ]
    if setting == "strong":
        parts.append("Screen reader view:\n" + _clip(observation.get("reader", "")))
        parts.append("ARIA tree:\n" + _clip(observation.get("axtree", "")))
    parts.append("Reply with the JSON object for your next action.")
    return "\n\n".join(parts)


def _clip(text: str, limit: int = VIEW_LIMIT) -> str:
    return text if len(text) <= limit else text[:limit] + "\n… (cut)"
