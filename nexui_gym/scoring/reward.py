"""The shaped reward: a weighted sum of named terms, every term reported."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from numbers import Real

#: Default weights of the shaped reward (DESIGN 5.4). Override with ``reward_weights=``.
DEFAULT_WEIGHTS: Mapping[str, float] = {
    "progress": 0.2,  # per move that brought the run closer to a goal state of the task graph
    "explanation": 0.1,  # times the explanation score of a step that advanced or ended a pass
    "step": -0.01,  # every step
    "no_effect": -0.02,  # a well-formed action that did not move the run (no-op or off the graph)
    "invalid": -0.5,  # a malformed action
    "violation": -0.2,  # per non-critical safety violation
    "critical": -1.0,  # per critical safety violation
    "passed": 1.0,  # at the end, when the run passed
    "failed": -0.2,  # at the end, when it did not (ending early is not a way out)
    "efficiency": 0.2,  # at the end, times the run's efficiency when it passed
}
REWARD_MODES = ("shaped", "sparse")


@dataclass(frozen=True)
class StepOutcome:
    """The facts about one step that the reward is made of."""

    advanced: bool
    no_effect: bool
    explanation: float
    invalid: bool
    violations: int
    critical: int
    done: bool
    passed: bool
    efficiency: float


def check_weights(weights: Mapping[str, float] | None) -> dict[str, float]:
    """Defaults updated with ``weights``; unknown names are an error that lists the known ones."""
    if weights is not None and not isinstance(weights, Mapping):
        raise TypeError(f"reward_weights: expected a dict of term: weight, got {weights!r}")
    merged = dict(DEFAULT_WEIGHTS)
    for name, value in (weights or {}).items():
        if name not in DEFAULT_WEIGHTS:
            raise ValueError(
                f"reward_weights: unknown term {name!r}; expected some of {', '.join(DEFAULT_WEIGHTS)}"
            )
        merged[name] = _finite_weight(name, value)
    return merged


def _finite_weight(name: str, value: object) -> float:
    try:
        number = float(value) if isinstance(value, Real) and not isinstance(value, bool) else None
    except OverflowError:
        number = None
    if number is None or not math.isfinite(number):
        raise ValueError(f"reward_weights[{name!r}]: expected a finite number, got {value!r}")
    return number


def shaped_reward(
    outcome: StepOutcome, weights: Mapping[str, float], mode: str = "shaped"
) -> tuple[float, dict[str, float]]:
    """The reward for one step and its terms (``reward == sum(terms.values())``)."""
    if mode == "sparse":
        value = 1.0 if outcome.done and outcome.passed else 0.0
        return value, {"passed": value}
    terms = {
        "progress": weights["progress"] * outcome.advanced,
        # Explaining is rewarded where it accompanies an action that moved the task on, so
        # neither a well-worded stall nor a well-worded early exit earns anything.
        "explanation": weights["explanation"]
        * outcome.explanation
        * (outcome.advanced or (outcome.done and outcome.passed)),
        "step": weights["step"],
        "no_effect": weights["no_effect"] * outcome.no_effect,
        "invalid": weights["invalid"] * outcome.invalid,
        "violation": weights["violation"] * (outcome.violations - outcome.critical),
        "critical": weights["critical"] * outcome.critical,
        "passed": weights["passed"] * (outcome.done and outcome.passed),
        "failed": weights["failed"] * (outcome.done and not outcome.passed),
        "efficiency": weights["efficiency"]
        * outcome.efficiency
        * (outcome.done and outcome.passed),
    }
    terms = {name: float(value) for name, value in terms.items()}
    return sum(terms.values()), terms
