"""Explanation quality per step (placeholder until the explanation scorer lands)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from nexui_gym.dataset.model import Task
from nexui_gym.scoring.records import AgentAction, StepRecord

COMPONENTS = (
    "alignment",
    "grounding",
    "goal_connection",
    "no_premature_claims",
    "boundary_communication",
    "concision",
)


@dataclass(frozen=True)
class ExplanationScore:
    score: float
    components: Mapping[str, float]


def score_explanation(
    task: Task,
    state: int,
    action: AgentAction,
    next_state: int,
    history: Sequence[StepRecord],
    current_views: object,
    next_views: object,
) -> ExplanationScore:
    return ExplanationScore(0.0, dict.fromkeys(COMPONENTS, 0.0))
