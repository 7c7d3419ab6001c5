"""Reading the agent's action: validation, coordinate resolution, and the reference match.

All functions are pure. A malformed action raises :class:`ActionError` with a reason a
person can act on; the environment turns it into an invalid, run-ending step.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from numbers import Integral, Real

import numpy as np

from nexui_gym.dataset.model import ACTION_TYPES, TARGETED_ACTIONS, State, Step
from nexui_gym.envs.spaces import TEXT_LIMITS
from nexui_gym.errors import NeXUIError
from nexui_gym.scoring.records import AgentAction
from nexui_gym.scoring.text import normalise

ACTION_KEYS = ("action_type", "target", "text", "coords", "explanation", "expected_result")
TEXT_KEYS = ("text", "explanation", "expected_result")
#: Longest value of each text key (the action space's limits).
TEXT_KEY_LIMITS = {
    "text": TEXT_LIMITS["action_text"],
    "explanation": TEXT_LIMITS["explanation"],
    "expected_result": TEXT_LIMITS["expected_result"],
}
#: How much of an offending value a reason quotes.
SHOWN_CHARACTERS = 80


def show(value: object) -> str:
    """A short ``repr`` of ``value`` for a reason: at most :data:`SHOWN_CHARACTERS`."""
    try:
        text = repr(value)
    except Exception:  # a policy's object whose __repr__ fails still gets a reason
        text = f"<{type(value).__name__}>"
    return text if len(text) <= SHOWN_CHARACTERS else text[: SHOWN_CHARACTERS - 3] + "..."


class ActionError(NeXUIError, ValueError):
    """The action is malformed; the message says what was wrong and what was expected."""


@dataclass(frozen=True)
class InvalidAction:
    """What a policy returns when it could not form an action (an unreadable model reply,
    a failed model call): the run ends as invalid with ``reason`` in ``info``."""

    reason: str


def parse_action(
    action: object, state: State, max_candidates: int, viewport: tuple[int, int]
) -> AgentAction:
    """Validate ``action`` (a dict with some of :data:`ACTION_KEYS`) against ``state``.

    ``action_type`` may be an index into :data:`ACTION_TYPES` or its name. ``target`` is a
    position in the state's candidate list. Missing keys take defaults (target 0, empty
    texts, coords at the origin).
    """
    if isinstance(action, InvalidAction):
        raise ActionError(action.reason)
    if type(action) is not dict and not isinstance(action, Mapping):
        raise ActionError(
            f"the action must be a dict with keys {', '.join(ACTION_KEYS)}; got {type(action).__name__}"
        )
    unknown = [key for key in action if key not in ACTION_KEYS]
    if unknown:
        raise ActionError(
            f"unknown action keys {show(unknown)}; expected some of {', '.join(ACTION_KEYS)}"
        )
    if "action_type" not in action:
        raise ActionError("the action has no 'action_type'")
    kind = _action_type(action["action_type"])
    texts = {key: _text(action, key) for key in TEXT_KEYS}
    common = {
        "text": texts["text"],
        "explanation": texts["explanation"],
        "expected_result": texts["expected_result"],
    }
    if kind in ("ask_user", "finish", "back"):
        return AgentAction(kind=kind, **common)
    if kind == "click_xy":
        x, y = _coords(action.get("coords", (0.0, 0.0)))
        target = candidate_at(state, x, y, viewport)
        return AgentAction(
            kind="click", target=target, via_coordinates=True, coords=(x, y), **common
        )
    position = _target(action.get("target", 0), state, max_candidates)
    return AgentAction(kind=kind, target=state.candidates[position].id, **common)


def _action_type(value: object) -> str:
    if type(value) is int and 0 <= value < len(ACTION_TYPES):
        return ACTION_TYPES[value]  # the common case, before the slower checks below
    if isinstance(value, np.ndarray) and value.shape == ():
        value = value.item()
    if isinstance(value, str):
        if value in ACTION_TYPES:
            return value
        raise ActionError(
            f"action_type {show(value)} is unknown; expected one of {', '.join(ACTION_TYPES)}"
        )
    if isinstance(value, Integral) and not isinstance(value, bool):
        if 0 <= int(value) < len(ACTION_TYPES):
            return ACTION_TYPES[int(value)]
        raise ActionError(
            f"action_type {int(value)} is out of range; expected 0..{len(ACTION_TYPES) - 1} "
            f"({', '.join(ACTION_TYPES)})"
        )
    raise ActionError(f"action_type must be an integer or a name; got {type(value).__name__}")


def _text(action: Mapping, key: str) -> str:
    value = action.get(key, "")
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ActionError(f"{key} must be a string; got {type(value).__name__}")
    if len(value) > TEXT_KEY_LIMITS[key]:
        raise ActionError(
            f"{key} must be at most {TEXT_KEY_LIMITS[key]} characters; got {len(value)}"
        )
    return value


def _target(value: object, state: State, max_candidates: int) -> int:
    if isinstance(value, np.ndarray) and value.shape == ():
        value = value.item()
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise ActionError(
            f"target must be an integer candidate position; got {type(value).__name__}"
        )
    position = int(value)
    if not 0 <= position < max_candidates:
        raise ActionError(f"target {position} is out of range; expected 0..{max_candidates - 1}")
    if position >= len(state.candidates):
        raise ActionError(
            f"target {position} is masked out: this state has {len(state.candidates)} candidates "
            f"(positions 0..{len(state.candidates) - 1})"
        )
    return position


def _coords(value: object) -> tuple[float, float]:
    """Two real numbers (not bools, not strings) in [0, 1], as a list, tuple or array."""
    problem = ActionError(f"coords must be two numbers in [0, 1]; got {show(value)}")
    if isinstance(value, np.ndarray):
        if value.shape != (2,) or value.dtype.kind not in "iuf":
            raise problem
        items = value.tolist()
    elif isinstance(value, (list, tuple)) and len(value) == 2:
        items = list(value)
    else:
        raise problem
    if any(isinstance(v, (bool, np.bool_)) or not isinstance(v, Real) for v in items):
        raise problem
    try:
        x, y = float(items[0]), float(items[1])
    except (OverflowError, TypeError, ValueError):
        raise problem from None
    if not (0.0 <= x <= 1.0 and 0.0 <= y <= 1.0):  # also refuses NaN
        raise problem
    return x, y


def candidate_at(state: State, x: float, y: float, viewport: tuple[int, int]) -> int | None:
    """Stable id of the innermost (smallest) candidate whose box contains the normalised point."""
    px, py = x * viewport[0], y * viewport[1]
    hits = [
        (candidate.box[2] * candidate.box[3], candidate.id)
        for candidate in state.candidates
        if candidate.box[0] <= px <= candidate.box[0] + candidate.box[2]
        and candidate.box[1] <= py <= candidate.box[1] + candidate.box[3]
    ]
    return min(hits)[1] if hits else None


def transition_for(state: State, action: AgentAction) -> int | None:
    """The state ``action`` leads to along one of ``state``'s transitions, or ``None``.

    An action matches an action class of a transition when kind and target agree and, for
    ``type``, ``select`` and ``press``, its value equals one of the class's values (case and
    spacing ignored).
    """
    if action.kind not in TARGETED_ACTIONS or action.target is None:
        return None
    given = normalise(action.text)
    for transition in state.transitions:
        for option in transition.actions:
            if option.kind != action.kind or option.target != action.target:
                continue
            if option.kind == "click" or any(given == normalise(v) for v in option.values):
                return transition.to
    return None


def known_no_op(state: State, action: AgentAction) -> bool:
    """Whether the capture saw this action leave the page as it was (a click on a candidate
    whose click was probed and changed nothing, or a click where there is no control)."""
    if action.kind != "click":
        return False
    if action.target is None:
        return action.via_coordinates
    return state.effects is not None and action.target in state.effects.noop


def matches_reference(step: Step, action: AgentAction) -> bool:
    """Whether ``action`` is the reference step's transition (so the page advances).

    Same kind and target; for ``type`` and ``select`` the value must equal the reference text
    or one of its accepted variants (case and spacing ignored); for ``press`` the key name.
    """
    if step.action not in TARGETED_ACTIONS or action.kind != step.action:
        return False
    if action.target is None or action.target != step.target:
        return False
    if step.action == "click":
        return True
    given = normalise(action.text)
    return any(given == normalise(value) for value in (step.text, *step.accept))
