"""An optional LLM judge of explanations, reported beside the deterministic score (never
instead of it): ``nexui eval --judge llm`` and ``nexui calibrate --judge llm``.

The judge sees the goal, the action, the explanation (with the question or summary), the
step's rubric facts and the text of the page before and after the action, and answers a
grade from 1 to 5 (the prompt ships with the package: ``judge_prompt.md``). A grade ``g``
scores ``(g - 1) / 4``; a reply without a readable grade scores ``None`` and is left out of
means. The episode's judge score counts the reference like the deterministic one
(:mod:`nexui_gym.scoring.episode`): on-path steps' scores over ``max(L, n)``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

from nexui_gym.dataset.model import TARGETED_ACTIONS, Task
from nexui_gym.envs.cache import SHARED_CACHE, StateCache

PROMPT_FILE = "judge_prompt.md"
PAGE_CHARS = 2500
GRADE = re.compile(r'"grade"\s*:\s*"?([1-5])')


def judge_prompt() -> str:
    return resources.files("nexui_gym.evaluation").joinpath(PROMPT_FILE).read_text("utf-8")


@dataclass(frozen=True)
class JudgeConfig:
    """Where the judge model is served (``--judge-model``, ``--judge-base-url``)."""

    model: str
    base_url: str | None = None
    api_key_env: str = "OPENAI_API_KEY"
    timeout: float = 60.0
    retries: int = 2


class LLMJudge:
    """Grades step explanations with a chat model (any OpenAI-compatible endpoint)."""

    def __init__(self, config: JudgeConfig, cache: StateCache = SHARED_CACHE) -> None:
        from nexui_gym.baselines.llm import LLMPolicy

        # The baseline's client: the same endpoint handling, retries and error reporting.
        self._model = LLMPolicy(
            config.model,
            base_url=config.base_url,
            api_key_env=config.api_key_env,
            timeout=config.timeout,
            retries=config.retries,
        )
        self.cache = cache
        self.template = judge_prompt()

    def score(
        self,
        task: Task,
        state: int,
        kind: str,
        target: int | None,
        text: str,
        explanation: str,
        next_state: int | None = None,
    ) -> float | None:
        """The judge's score in [0, 1] for one step, or None when it gave no grade."""
        from nexui_gym.baselines.llm import ModelCallError

        following = next_state if next_state is not None else _following(task, state, kind)
        prompt = self.prompt(task, state, kind, target, text, explanation, following)
        try:
            reply = self._model.complete([{"role": "user", "content": prompt}])
        except ModelCallError:
            return None
        return parse_grade(reply)

    def prompt(
        self,
        task: Task,
        state: int,
        kind: str,
        target: int | None,
        text: str,
        explanation: str,
        following: int,
    ) -> str:
        views = self.cache.views(task, state)
        upcoming = self.cache.views(task, following)
        rubric = task.steps[state].rubric if state < len(task.steps) else ()
        fields = {
            "goal": task.goal,
            "action": _describe(kind, target, text, views),
            "explanation": explanation or "(none)",
            "text": text if kind in ("ask_user", "finish") and text else "(none)",
            "rubric": "; ".join(" or ".join(group) for group in rubric) or "(none)",
            "page": views.text[:PAGE_CHARS],
            "next_page": upcoming.text[:PAGE_CHARS],
        }
        prompt = self.template
        for key, value in fields.items():
            prompt = prompt.replace("{" + key + "}", value)
        return prompt


def parse_grade(reply: str) -> float | None:
    """``(grade - 1) / 4`` from a JSON reply (or a reply that holds ``"grade": g``)."""
    try:
        grade = json.loads(reply.strip().strip("`").removeprefix("json")).get("grade")
    except (ValueError, AttributeError):
        match = GRADE.search(reply)
        grade = match.group(1) if match else None
    try:
        value = int(grade)
    except (TypeError, ValueError):
        return None
    return (value - 1) / 4 if 1 <= value <= 5 else None


def judge_run(judge: LLMJudge, task: Task, trajectory: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Judge every step of a run record's trajectory; the episode score counts the reference."""
    scores: list[float | None] = []
    on_path_total = 0.0
    for step in trajectory:
        action = step.get("action")
        if action is None:
            scores.append(None)
            continue
        value = judge.score(
            task,
            step["state"],
            action["kind"],
            action["target"],
            action["text"],
            action["explanation"],
            step["next_state"],
        )
        scores.append(value)
        advanced = step["transition"] == "advanced"
        ending = (
            step["transition"] == "terminal"
            and step["state"] in task.goal_states
            and action["kind"] == task.steps[step["state"]].action
        )
        if value is not None and (advanced or ending):
            on_path_total += value
    episode = on_path_total / max(task.shortest_length, len(trajectory))
    return {"task_id": task.id, "steps": scores, "episode": episode}


def _following(task: Task, state: int, kind: str) -> int:
    return task.step_target_state(state) if kind in TARGETED_ACTIONS else state


def _describe(kind: str, target: int | None, text: str, views: object) -> str:
    name = ""
    for info in getattr(views, "candidate_info", ()):
        if info.id == target:
            name = f' on the {info.role} "{info.name or getattr(info, "content", "")}"'
    value = f' with "{text}"' if text and kind in TARGETED_ACTIONS else ""
    return f"{kind}{name}{value}"
