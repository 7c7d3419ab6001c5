"""Scorers: pure functions of the task, the states and the steps taken."""

from nexui_gym.scoring.efficiency import efficiency
from nexui_gym.scoring.episode import episode_explanation
from nexui_gym.scoring.explanation import COMPONENTS, ExplanationScore, score_explanation
from nexui_gym.scoring.records import AgentAction, StepRecord
from nexui_gym.scoring.reward import DEFAULT_WEIGHTS, StepOutcome, check_weights, shaped_reward
from nexui_gym.scoring.safety import Violation, check_safety
from nexui_gym.scoring.success import SuccessResult, evaluate_success
from nexui_gym.scoring.text import clear_caches

__all__ = [
    "COMPONENTS",
    "DEFAULT_WEIGHTS",
    "AgentAction",
    "ExplanationScore",
    "StepOutcome",
    "StepRecord",
    "SuccessResult",
    "Violation",
    "check_safety",
    "check_weights",
    "clear_caches",
    "efficiency",
    "episode_explanation",
    "evaluate_success",
    "score_explanation",
    "shaped_reward",
]
