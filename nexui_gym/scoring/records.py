"""What the scorers read: the agent's resolved action and the record of each step taken."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AgentAction:
    """A well-formed action, resolved against the state it was taken in.

    ``kind`` is one of click, type, select, press, ask_user, finish, back; a coordinate
    click is a ``click`` with ``via_coordinates`` set, ``target`` the candidate under the
    point (None when the point hits no candidate) and ``coords`` the point (normalised to
    the viewport: what the live backend clicks).
    """

    kind: str
    target: int | None = None
    text: str = ""
    explanation: str = ""
    expected_result: str = ""
    via_coordinates: bool = False
    coords: tuple[float, float] | None = None


@dataclass(frozen=True)
class StepRecord:
    """One step of a run: where it was taken, what was done, and where it led."""

    step: int
    state: int
    action: AgentAction | None  # None for a malformed action
    transition: str  # advanced | no_effect | terminal | invalid
    next_state: int
    explanation_score: float = 0.0
