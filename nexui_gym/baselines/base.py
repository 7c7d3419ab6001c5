"""The policy protocol every baseline follows, usable in a plain Gymnasium loop::

policy.reset(env.unwrapped.task)
observation, info = env.reset(seed=0)
while True:
    action = policy.act(observation, info)
    observation, reward, terminated, truncated, info = env.step(action)
    if terminated or truncated:
        break
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from nexui_gym.dataset.model import Task


@runtime_checkable
class Policy(Protocol):
    """Chooses actions for one task at a time."""

    name: str

    def reset(self, task: Task) -> None:
        """Called before each run with the task about to run."""

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        """The next action (a dict in the env's action format)."""


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
