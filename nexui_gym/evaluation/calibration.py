"""Calibration of the explanation scorer (``nexui calibrate``).

Three kinds of figures, each with the target the scorer must meet (issue 14):

- **Agreement with the labelled set** (``assets/labels/``): AUC of good against bad overall
  (>= 0.92) and per bad category (>= 0.85), Spearman's correlation with the 1-5 grades
  (>= 0.75) and the mean score per category, for the tuning part, the held-out part and all.
- **Templates over every shipped reference step**, the reference action unchanged: the
  reference explanations (>= 0.90); the goal-echo template "I'm selecting '<name>' because
  you asked: <goal>." ("Done. You asked: <goal>." at ``finish``, the same as the question
  at ``ask_user``) (<= 0.55); the role-and-name template "I'm activating the <role>
  '<name>' to <goal>." (<= 0.6); a generic "I will click this." (reported).
- **Episode explanation scores** (:mod:`nexui_gym.scoring.episode`) over every task:
  ``ask_user`` and ``finish`` at step 1 with the goal copied (<= 0.1), the random policy
  (<= 0.35), the heuristic baseline and the reference (oracle); the heuristic must stay a
  clear margin (0.1) below the reference.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from nexui_gym.dataset.model import Task
from nexui_gym.envs.cache import SHARED_CACHE, StateCache
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.evaluation.calibration_labels import (
    BAD_CATEGORIES,
    CATEGORIES,
    Agreement,
    Label,
    agreement,
)
from nexui_gym.scoring.explanation import score_explanation
from nexui_gym.scoring.records import AgentAction

GENERIC = "I will click this."
#: The parts of the labelled set the targets are checked on.
PARTS = ("tune", "heldout", "all")
#: The targets of issue 14's "Done when" list.
TARGETS: Mapping[str, tuple[str, float]] = {
    "auc": (">=", 0.92),
    "auc_category": (">=", 0.85),
    "spearman": (">=", 0.75),
    "reference": (">=", 0.90),
    "goal_echo": ("<=", 0.55),
    "role_and_name": ("<=", 0.6),
    "quit_at_step_one": ("<=", 0.1),
    "random": ("<=", 0.35),
    "heuristic_margin": (">=", 0.1),
}


@dataclass(frozen=True)
class StepCase:
    """One reference step and what scoring an explanation of it needs."""

    task: Task
    index: int
    following: int
    current: object
    upcoming: object

    def score(self, explanation: str, text: str | None = None) -> float:
        step = self.task.steps[self.index]
        action = AgentAction(
            step.action, step.target, step.text if text is None else text, explanation
        )
        return score_explanation(
            self.task, self.index, action, self.following, (), self.current, self.upcoming
        ).score

    @property
    def target(self) -> tuple[str, str]:
        """The target's role and name (empty strings for an ending step)."""
        target = self.task.steps[self.index].target
        for info in getattr(self.current, "candidate_info", ()):
            if info.id == target:
                return info.role, info.name or getattr(info, "content", "")
        return "", ""


def step_cases(tasks: Iterable[Task], cache: StateCache = SHARED_CACHE) -> list[StepCase]:
    cases = []
    for task in tasks:
        for index in range(len(task.steps)):
            following = task.step_target_state(index)
            cases.append(
                StepCase(
                    task, index, following, cache.views(task, index), cache.views(task, following)
                )
            )
    return cases


# -- templates ----------------------------------------------------------------------
def goal_echo(case: StepCase) -> tuple[str, str | None]:
    """The goal-echo template of issue 14 (explanation, and question or summary)."""
    goal = case.task.goal
    kind = case.task.steps[case.index].action
    if kind == "finish":
        return f"Done. You asked: {goal}", f"Done. You asked: {goal}"
    if kind == "ask_user":
        return f"I'm asking because you asked: {goal}", f"You asked: {goal} Shall I go ahead?"
    return f"I'm selecting '{case.target[1]}' because you asked: {goal}", None


def role_and_name(case: StepCase) -> tuple[str, str | None]:
    """The role-and-name template of issue 14: "I'm activating the <role> '<name>' to <goal>"."""
    goal = _lower_first(case.task.goal)
    kind = case.task.steps[case.index].action
    if kind == "finish":
        return f"I'm finishing the task to {goal}", f"I have finished: {goal}"
    if kind == "ask_user":
        return f"I'm asking you before I {goal}", f"Shall I {goal}?"
    role, name = case.target
    return f"I'm activating the {role} '{name}' to {goal}", None


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


# -- results ------------------------------------------------------------------------
@dataclass
class Calibration:
    """Every figure ``nexui calibrate`` prints."""

    agreement: dict[str, Agreement] = field(default_factory=dict)
    templates: dict[str, float] = field(default_factory=dict)
    episodes: dict[str, float] = field(default_factory=dict)
    judge: dict[str, float] = field(default_factory=dict)

    def checks(self) -> list[tuple[str, float, str, float, bool]]:
        """(figure, value, relation, target, holds) for every target of issue 14."""
        rows = []

        def check(name: str, value: float, target_key: str) -> None:
            relation, target = TARGETS[target_key]
            holds = value >= target if relation == ">=" else value <= target
            rows.append((name, value, relation, target, holds))

        for part, figures in self.agreement.items():
            if part not in PARTS:
                continue  # a batch is reported, not checked: it holds only some categories
            check(f"labels ({part}) AUC", figures.auc, "auc")
            check(f"labels ({part}) Spearman with grade", figures.spearman, "spearman")
            for category, value in figures.auc_by_category.items():
                check(f"labels ({part}) AUC {category}", value, "auc_category")
        for name in ("reference", "goal_echo", "role_and_name"):
            if name in self.templates:
                check(f"template {name} (mean over reference steps)", self.templates[name], name)
        for name in ("ask_user at step 1", "finish at step 1"):
            if name in self.episodes:
                check(f"episode: {name}", self.episodes[name], "quit_at_step_one")
        if "random" in self.episodes:
            check("episode: random policy", self.episodes["random"], "random")
        if "heuristic" in self.episodes and "oracle" in self.episodes:
            margin = self.episodes["oracle"] - self.episodes["heuristic"]
            check("episode: reference minus heuristic", margin, "heuristic_margin")
        return rows


def calibrate(
    tasks: Sequence[Task],
    labels: Sequence[Label] = (),
    cache: StateCache = SHARED_CACHE,
    policies: Sequence[str] = ("random", "heuristic", "oracle"),
    judge: Callable[[Label, StepCase], float | None] | None = None,
) -> Calibration:
    """Compute the figures over ``tasks`` (and the ``labels`` of steps of those tasks)."""
    result = Calibration()
    cases = step_cases(tasks, cache)
    by_step = {(case.task.id, case.index): case for case in cases}
    labelled = [label for label in labels if (label.task, label.step) in by_step]
    scores = [
        by_step[(label.task, label.step)].score(label.explanation, label.text) for label in labelled
    ]
    for part in PARTS:
        chosen = [
            (label, score)
            for label, score in zip(labelled, scores, strict=True)
            if part in ("all", label.split)
        ]
        if chosen:
            result.agreement[part] = agreement([c[0] for c in chosen], [c[1] for c in chosen])
    # A batch written later (to test a rule on text it was not tuned on) is also reported on
    # its own; it is part of its split, and the targets are checked on the splits.
    for batch in sorted({label.batch for label in labelled if label.batch}):
        chosen = [
            (label, score)
            for label, score in zip(labelled, scores, strict=True)
            if label.batch == batch
        ]
        result.agreement[f"batch {batch}"] = agreement(
            [c[0] for c in chosen], [c[1] for c in chosen]
        )
    if judge is not None and labelled:
        judged = [judge(label, by_step[(label.task, label.step)]) for label in labelled]
        result.judge = judge_agreement(labelled, judged)
    if cases:
        result.templates = {
            "reference": _mean(
                case.score(case.task.steps[case.index].explanation) for case in cases
            ),
            "goal_echo": _mean(case.score(*goal_echo(case)) for case in cases),
            "role_and_name": _mean(case.score(*role_and_name(case)) for case in cases),
            "generic": _mean(case.score(GENERIC) for case in cases),
        }
    result.episodes = episode_figures(tasks, cache, policies)
    return result


def judge_agreement(labels: Sequence[Label], judged: Sequence[float | None]) -> dict[str, float]:
    """How a judge's scores agree with the labels: AUC and Spearman with grade."""
    pairs = [
        (label, score) for label, score in zip(labels, judged, strict=True) if score is not None
    ]
    figures = agreement([p[0] for p in pairs], [p[1] for p in pairs])
    return {
        "auc": figures.auc,
        "spearman": figures.spearman,
        "count": float(figures.count),
        "unanswered": float(len(labels) - len(pairs)),
    }


def episode_figures(
    tasks: Sequence[Task], cache: StateCache, policies: Sequence[str]
) -> dict[str, float]:
    """Mean episode explanation scores: quitting at step 1 with the goal copied, and policies."""
    figures: dict[str, float] = {}
    for kind in ("ask_user", "finish"):
        values = []
        for task in tasks:
            env = NeXUIEnv(task=task, cache=cache, obs_keys=("goal",))
            env.reset(seed=0)
            action = {"action_type": kind, "text": task.goal, "explanation": task.goal}
            values.append(env.step(action)[4]["scores"]["explanation_mean"])
        figures[f"{kind} at step 1"] = _mean(values)
    if policies:
        from nexui_gym.evaluation.runner import run_episode

        for name in policies:
            runs = [
                run_episode(task.id, _policy(name), 0, name == "heuristic", task.root.parent)
                for task in tasks
            ]
            figures[name] = _mean(run["explanation"] for run in runs)
    return figures


def _policy(name: str):
    from nexui_gym.baselines import make_policy

    return make_policy(name, seed=0)


def _mean(values: Iterable[float]) -> float:
    values = list(values)
    return sum(values) / len(values) if values else float("nan")


# -- report -------------------------------------------------------------------------
def format_calibration(result: Calibration) -> str:
    lines = ["Agreement with the labelled explanations (assets/labels)"]
    parts = list(result.agreement)
    if parts:
        header = f"  {'':22}" + "".join(f"{part:>18}" for part in parts)
        lines.append(header)
        lines.append(
            f"  {'explanations':22}" + "".join(f"{result.agreement[p].count:>18d}" for p in parts)
        )
        lines.append(
            f"  {'AUC good vs bad':22}"
            + "".join(f"{result.agreement[p].auc:>18.3f}" for p in parts)
        )
        lines.append(
            f"  {'Spearman with grade':22}"
            + "".join(f"{result.agreement[p].spearman:>18.3f}" for p in parts)
        )
        lines.append("  per category: AUC against the good ones / mean score")
        for category in CATEGORIES:
            cells = []
            for part in parts:
                figures = result.agreement[part]
                mean = figures.mean_by_category.get(category)
                auc = figures.auc_by_category.get(category)
                cell = (
                    ""
                    if mean is None
                    else (f"{mean:.3f}" if auc is None else f"{auc:.3f} / {mean:.3f}")
                )
                cells.append(f"{cell:>18}")
            lines.append(f"  {category:22}" + "".join(cells))
    if result.judge:
        lines.append(
            f"LLM judge against the labels: AUC {result.judge['auc']:.3f}, "
            f"Spearman {result.judge['spearman']:.3f} over {int(result.judge['count'])} explanations"
            f" ({int(result.judge['unanswered'])} without a grade)"
        )
    lines.append("Templates, mean over every reference step")
    for name, value in result.templates.items():
        lines.append(f"  {name:22}{value:8.3f}")
    lines.append("Episode explanation score, mean over every task")
    for name, value in result.episodes.items():
        lines.append(f"  {name:22}{value:8.3f}")
    lines.append("Targets (issue 14)")
    for name, value, relation, target, holds in result.checks():
        lines.append(
            f"  {'ok  ' if holds else 'MISS'} {name}: {value:.3f} (target {relation} {target})"
        )
    return "\n".join(lines)


__all__ = [
    "BAD_CATEGORIES",
    "Calibration",
    "StepCase",
    "calibrate",
    "format_calibration",
    "goal_echo",
    "role_and_name",
]
