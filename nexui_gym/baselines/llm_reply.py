"""Reading a model's reply into an action: JSON in fences or prose, ids checked.

The model is asked for one JSON object::

    {"action": "click", "target": 12, "text": "", "explanation": "...", "expected_result": "..."}

``target`` is the stable id shown in brackets in the candidate list. Anything that cannot
be read into a well-formed action raises :class:`ReplyError`; as in the paper, the run then
ends with an invalid action.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from nexui_gym.dataset.model import ACTION_TYPES, TARGETED_ACTIONS

REPLY_ACTIONS = tuple(kind for kind in ACTION_TYPES if kind != "click_xy")
FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)


class ReplyError(ValueError):
    """The reply is not a usable action; the message says why."""


def parse_reply(reply: str, candidate_ids: Sequence[int]) -> dict[str, Any]:
    """The env action for a model reply, given the stable ids of the current candidates."""
    if not isinstance(reply, str) or not reply.strip():
        raise ReplyError("the reply is empty")
    document = _find_object(reply)
    action = str(document.get("action", document.get("action_type", ""))).strip().lower()
    if action not in REPLY_ACTIONS:
        raise ReplyError(f"'action' is {action!r}; expected one of {', '.join(REPLY_ACTIONS)}")
    parsed: dict[str, Any] = {"action_type": action}
    for key in ("text", "explanation", "expected_result"):
        value = document.get(key, "")
        if value is None:
            value = ""
        if not isinstance(value, (str, int, float)):
            raise ReplyError(f"'{key}' must be a string")
        parsed[key] = str(value)
    if action in TARGETED_ACTIONS:
        parsed["target"] = _target_position(document.get("target"), list(candidate_ids))
    return parsed


def _find_object(reply: str) -> dict[str, Any]:
    """The first JSON object in the reply: inside a code fence if there is one, else anywhere."""
    texts = [match.group(1) for match in FENCE.finditer(reply)] + [reply]
    decoder = json.JSONDecoder()
    for text in texts:
        for start in (i for i, ch in enumerate(text) if ch == "{"):
            try:
                document, _ = decoder.raw_decode(text[start:])
            except json.JSONDecodeError:
                continue
            if isinstance(document, dict):
                return document
    raise ReplyError("no JSON object found in the reply")


def _target_position(value: object, candidate_ids: list[int]) -> int:
    if isinstance(value, str):
        value = value.strip().strip("[]")
        if not value.lstrip("-").isdigit():
            raise ReplyError(f"'target' is {value!r}; expected a candidate id such as 12")
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ReplyError(f"'target' is {value!r}; expected a candidate id such as 12")
    if value not in candidate_ids:
        raise ReplyError(f"'target' {value} is not the id of a candidate on this page")
    return candidate_ids.index(value)
