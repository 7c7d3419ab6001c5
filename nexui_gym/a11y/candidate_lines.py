"""Reading the ``candidates`` text view back into its parts.

The inverse of :func:`nexui_gym.a11y.views.candidate_line`: policies and wrappers that only
see the observation use it to know each candidate's role, name, states and value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class CandidateLine:
    """One line of the ``candidates`` observation, read back into its parts."""

    position: int
    id: int
    role: str
    name: str
    states: tuple[str, ...]
    value: str


CANDIDATE_LINE = re.compile(r'^\[(\d+)\]\s+(\S+)(?:\s+"((?:[^"\\]|\\.)*)")?(?:\s+\((.*)\))?\s*$')
VALUE_STATE = re.compile(r'^value\s+"(.*)"$')


def parse_candidates(text: str) -> tuple[CandidateLine, ...]:
    """Read the ``candidates`` observation (``[id] role "name" (states)`` per line)."""
    lines = []
    for raw in text.splitlines():
        match = CANDIDATE_LINE.match(raw.strip())
        if not match:
            continue
        states, value = [], ""
        for part in _split_states(match.group(4) or ""):
            found = VALUE_STATE.match(part)
            if found:
                value = found.group(1)
            elif part:
                states.append(part)
        lines.append(
            CandidateLine(
                position=len(lines),
                id=int(match.group(1)),
                role=match.group(2),
                name=(match.group(3) or "").replace('\\"', '"'),
                states=tuple(states),
                value=value,
            )
        )
    return tuple(lines)


def _split_states(text: str) -> list[str]:
    """Split ``checked, value "a, b"`` on commas outside quotes."""
    parts, current, quoted = [], [], False
    for character in text:
        if character == '"':
            quoted = not quoted
        if character == "," and not quoted:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(character)
    parts.append("".join(current).strip())
    return [part for part in parts if part]
