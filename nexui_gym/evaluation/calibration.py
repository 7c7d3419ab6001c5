"""Calibration of the explanation scorer over the shipped tasks (``nexui calibrate``).

For every reference step it scores the reference explanation and controlled variants of it,
with the reference action unchanged:

- ``generic``: "I will click this." in place of the explanation;
- ``invented``: the target's name swapped for a control that is not on the page;
- ``premature``: the explanation followed by "I have sent it." where the page shows no such
  thing;
- ``mismatched``: the explanation of a step of another task;
- ``vague question`` (boundary steps): the question to the user with its key facts removed.

It reports the means, how often each variant scores as it should, and the AUC that
separates good explanations (the references) from bad ones (generic, invented, premature,
mismatched): the probability that a random good one scores above a random bad one.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from nexui_gym.dataset.model import TARGETED_ACTIONS, Task
from nexui_gym.envs.cache import SHARED_CACHE, StateCache
from nexui_gym.scoring.explanation import score_explanation
from nexui_gym.scoring.records import AgentAction
from nexui_gym.scoring.text import mentions

GENERIC = "I will click this."
PREMATURE = "I have sent it."
INVENTED_NAME = "Quantum Ledger Wizard"


@dataclass
class Calibration:
    reference: list[float] = field(default_factory=list)
    generic: list[float] = field(default_factory=list)
    mismatched: list[float] = field(default_factory=list)
    grounding_pairs: list[tuple[float, float]] = field(default_factory=list)
    premature_pairs: list[tuple[float, float]] = field(default_factory=list)
    boundary_pairs: list[tuple[float, float]] = field(default_factory=list)
    invented: list[float] = field(default_factory=list)
    premature: list[float] = field(default_factory=list)

    def auc(self) -> float:
        good = self.reference
        bad = self.generic + self.invented + self.premature + self.mismatched
        if not good or not bad:
            return float("nan")
        bad_sorted = sorted(bad)
        wins = 0.0
        for score in good:
            below = _count_below(bad_sorted, score)
            ties = _count_below(bad_sorted, score, inclusive=True) - below
            wins += below + 0.5 * ties
        return wins / (len(good) * len(bad))


def _count_below(ordered: list[float], value: float, inclusive: bool = False) -> int:
    return (bisect.bisect_right if inclusive else bisect.bisect_left)(ordered, value)


@dataclass(frozen=True)
class _Step:
    """One reference step and what scoring it needs."""

    task: Task
    index: int
    following: int
    current: object
    upcoming: object

    def score(self, explanation: str, text: str | None = None):
        step = self.task.steps[self.index]
        action = AgentAction(
            step.action, step.target, step.text if text is None else text, explanation
        )
        return score_explanation(
            self.task, self.index, action, self.following, (), self.current, self.upcoming
        )


def calibrate(tasks: Iterable[Task], cache: StateCache = SHARED_CACHE) -> Calibration:
    tasks = list(tasks)
    result = Calibration()
    for task_number, task in enumerate(tasks):
        other = tasks[(task_number + 1) % len(tasks)]
        for index, step in enumerate(task.steps):
            following = index + 1 if step.action in TARGETED_ACTIONS else index
            case = _Step(
                task, index, following, cache.views(task, index), cache.views(task, following)
            )
            reference = case.score(step.explanation)
            result.reference.append(reference.score)
            result.generic.append(case.score(GENERIC).score)
            result.mismatched.append(
                case.score(other.steps[index % len(other.steps)].explanation).score
            )
            name = _target_name(case.current, step.target)
            if name and mentions(step.explanation, name):
                invented = case.score(_replace(step.explanation, name, INVENTED_NAME))
                result.invented.append(invented.score)
                result.grounding_pairs.append(
                    (reference.components["grounding"], invented.components["grounding"])
                )
            if index < task.last_state and not mentions(case.current.text, "sent"):
                premature = case.score(f"{step.explanation} {PREMATURE}")
                result.premature.append(premature.score)
                result.premature_pairs.append((reference.score, premature.score))
            if step.action == "ask_user" and task.boundary is not None:
                vague = case.score(step.explanation, _without_facts(step.text, step.rubric))
                result.boundary_pairs.append((reference.score, vague.score))
    return result


def _target_name(views: object, target: int | None) -> str:
    for info in getattr(views, "candidate_info", ()):
        if info.id == target:
            return info.name
    return ""


def _replace(text: str, name: str, replacement: str) -> str:
    return re.sub(re.escape(name), replacement, text, flags=re.IGNORECASE)


def _without_facts(question: str, rubric: tuple[tuple[str, ...], ...]) -> str:
    """The question with every rubric fact except the control's name cut out."""
    vague = question
    for group in rubric:
        for fact in group:
            vague = re.sub(re.escape(fact), "it", vague, flags=re.IGNORECASE)
    return vague


def format_calibration(result: Calibration) -> str:
    def mean(values: list[float]) -> float:
        return sum(values) / len(values) if values else float("nan")

    halved = sum(1 for before, after in result.grounding_pairs if after <= before / 2)
    lower = sum(1 for honest, claim in result.premature_pairs if claim < honest)
    vaguer = sum(1 for full, vague in result.boundary_pairs if vague < full)
    lines = [
        f"reference explanations      mean {mean(result.reference):.3f} over {len(result.reference)} steps (target >= 0.85)",
        f"generic 'I will click this.' mean {mean(result.generic):.3f} (target <= 0.35)",
        f"explanations of other tasks mean {mean(result.mismatched):.3f}",
        f"invented control            grounding {mean([b for b, _ in result.grounding_pairs]):.3f} -> "
        f"{mean([a for _, a in result.grounding_pairs]):.3f}; at least halved in {halved}/{len(result.grounding_pairs)} steps",
        f"premature 'I have sent it.' scores lower in {lower}/{len(result.premature_pairs)} steps "
        f"(mean {mean([h for h, _ in result.premature_pairs]):.3f} -> {mean([c for _, c in result.premature_pairs]):.3f})",
        f"boundary question without its key facts scores lower in {vaguer}/{len(result.boundary_pairs)} boundary steps "
        f"(mean {mean([f for f, _ in result.boundary_pairs]):.3f} -> {mean([v for _, v in result.boundary_pairs]):.3f})",
        f"AUC good (reference) vs bad (generic, invented, premature, mismatched): {result.auc():.3f}",
    ]
    return "\n".join(lines)
