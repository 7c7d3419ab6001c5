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
#: A candidate id written as text: ASCII digits only (``"²"`` is a digit to ``str.isdigit``).
ID_TEXT = re.compile(r"\[?\s*(-?[0-9]{1,12})\s*\]?")
#: How many ``{`` the search for a JSON object tries before giving up (each try is linear).
MAX_OBJECT_STARTS = 1000


class ReplyError(ValueError):
    """The reply is not a usable action; the message says why."""


def parse_reply(reply: str, candidate_ids: Sequence[int]) -> dict[str, Any]:
    """The env action for a model reply, given the stable ids of the current candidates."""
    if not isinstance(reply, str):
        raise ReplyError(f"the reply must be text; got {type(reply).__name__}")
    if not reply.strip():
        raise ReplyError("the reply is empty")
    _check_unicode("the reply", reply)
    document = _find_object(reply)
    action = str(document.get("action", document.get("action_type", ""))).strip().lower()
    if action not in REPLY_ACTIONS:
        raise ReplyError(f"'action' is {action!r}; expected one of {', '.join(REPLY_ACTIONS)}")
    parsed: dict[str, Any] = {"action_type": action}
    for key in ("text", "explanation", "expected_result"):
        value = document.get(key, "")
        if value is None:
            value = ""
        if isinstance(value, bool) or not isinstance(value, (str, int, float)):
            raise ReplyError(f"'{key}' must be a string")
        if isinstance(value, int) and abs(value) >= 10**30:
            raise ReplyError(f"'{key}' must be a string; got a number of more than 30 digits")
        parsed[key] = str(value)
        _check_unicode(f"'{key}'", parsed[key])
    if action in TARGETED_ACTIONS:
        parsed["target"] = _target_position(document.get("target"), list(candidate_ids))
    return parsed


def _check_unicode(what: str, text: str) -> None:
    """Text a JSON escape such as ``"\\ud83d"`` (half an emoji) left unstorable is refused."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise ReplyError(
            f"{what} is not valid Unicode text (a lone surrogate at character {error.start})"
        ) from None


def _find_object(reply: str) -> dict[str, Any]:
    """The first JSON object in the reply: inside a code fence if there is one, else anywhere."""
    texts = [match.group(1) for match in FENCE.finditer(reply)] + [reply]
    decoder = json.JSONDecoder()
    tries = 0
    for text in texts:
        for start in (i for i, ch in enumerate(text) if ch == "{"):
            tries += 1
            if tries > MAX_OBJECT_STARTS:
                raise ReplyError(f"no JSON object found in the first {MAX_OBJECT_STARTS} braces")
            try:
                document, _ = decoder.raw_decode(text, start)
            except ValueError:  # bad JSON, or a number over Python's digit limit
                continue
            except RecursionError:
                raise ReplyError("the JSON in the reply is nested too deeply") from None
            if isinstance(document, dict):
                return document
    raise ReplyError("no JSON object found in the reply")


def _target_position(value: object, candidate_ids: list[int]) -> int:
    if isinstance(value, str):
        match = ID_TEXT.fullmatch(value.strip())
        if match is None:
            raise ReplyError(f"'target' is {value[:40]!r}; expected a candidate id such as 12")
        value = int(match.group(1))
    if isinstance(value, bool) or not isinstance(value, int):
        shown = type(value).__name__ if isinstance(value, (dict, list)) else repr(value)[:40]
        raise ReplyError(f"'target' is {shown}; expected a candidate id such as 12")
    if value not in candidate_ids:
        raise ReplyError(f"'target' {value} is not the id of a candidate on this page")
    return candidate_ids.index(value)
