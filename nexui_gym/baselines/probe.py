"""The probe baseline: trial and error, the way the audit gamed the linear replay.

It understands nothing: in each state it tries the candidates whose names share a word with
the goal, most shared words first, and keeps the first action the env carried out
(``info["transition"]`` is ``advanced``). When every such candidate of a state has been
tried it ends the run (``ask_user`` when the goal asks for approval, else ``finish``). It reads
only the observation and ``info``. It is shipped to show what strict success and first-try
step accuracy are for: trial and error can still reach a goal (success), but never without
leaving the recorded task on the way (strict success).
"""

from __future__ import annotations

import re
from typing import Any

from nexui_gym.a11y.candidate_lines import CandidateLine, parse_candidates
from nexui_gym.dataset.model import Task
from nexui_gym.vocabulary import FUNCTION_WORDS

#: Roles whose candidates the probe types into (with the goal's values) instead of clicking.
TEXT_ROLES = frozenset({"textbox", "searchbox", "spinbutton"})
#: Goal words too common to say anything about a control.
STOPWORDS = FUNCTION_WORDS | frozenset("get if its please was when which would".split())
#: Words of a goal that ask for approval before the important action.
APPROVAL_WORDS = ("check it", "let me", "before it", "approve", "ask me", "confirm with me")
VALUE = re.compile(r"\"([^\"]+)\"|'([^']+)'|(£?\d[\d,.:/]*\d|\d)|(\S+@\S+\.\w+)")


def goal_words(goal: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9£]+", goal.lower()) if w not in STOPWORDS}


def goal_values(goal: str) -> list[str]:
    """Values a goal states: quoted text, numbers and amounts, e-mail addresses."""
    return [next(g for g in match.groups() if g) for match in VALUE.finditer(goal)]


def overlap(candidate: CandidateLine, words: set[str]) -> int:
    return len(goal_words(candidate.name) & words)


class ProbePolicy:
    """Tries candidates by goal-word overlap until one moves the run on; see the module."""

    name = "probe"

    def __init__(self) -> None:
        self.goal = ""
        self.tried: set[tuple[str, int, str]] = set()
        self.last: tuple[str, int, str] | None = None

    def reset(self, task: Task | None = None) -> None:
        self.goal = ""
        self.tried = set()
        self.last = None

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        self.goal = observation.get("goal", self.goal)
        if info.get("transition") in ("advanced", "reset"):
            self.tried = set()
        for option in self._options(parse_candidates(observation.get("candidates", ""))):
            if option not in self.tried:
                self.tried.add(option)
                kind, position, text = option
                return {
                    "action_type": kind,
                    "target": position,
                    "text": text,
                    "explanation": f"I'm trying this control to {self.goal.rstrip('.')}.",
                }
        ending = "ask_user" if any(w in self.goal.lower() for w in APPROVAL_WORDS) else "finish"
        return {
            "action_type": ending,
            "text": f"I have done this: {self.goal}",
            "explanation": "I have tried everything on this page, so I'm stopping.",
        }

    def _options(self, candidates: tuple[CandidateLine, ...]) -> list[tuple[str, int, str]]:
        """Actions on the candidates that share a word with the goal, best first (and typing
        the goal's values into text boxes): when none is left, the state is exhausted."""
        words = goal_words(self.goal)
        ranked = sorted(candidates, key=lambda c: (-overlap(c, words), c.position))
        options = []
        for candidate in ranked:
            if overlap(candidate, words) == 0 and candidate.role not in TEXT_ROLES:
                continue
            if candidate.role in TEXT_ROLES:
                options.extend(("type", candidate.position, v) for v in goal_values(self.goal))
            else:
                options.append(("click", candidate.position, ""))
        return options
