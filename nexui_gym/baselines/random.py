"""The random baseline: uniformly random valid actions with a template explanation."""

from __future__ import annotations

from typing import Any
from zlib import crc32

import numpy as np

from nexui_gym.a11y.candidate_lines import parse_candidates
from nexui_gym.dataset.model import TARGETED_ACTIONS, Task

TERMINAL_PROBABILITY = 0.1


class RandomPolicy:
    """Picks a random candidate and action kind; with probability 0.1 it ends the run.

    Only valid actions are drawn (targets inside the candidate mask), so the floor it sets
    measures luck, not formatting. Seeded per task: the same seed gives the same run.
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.words: list[str] = []

    def reset(self, task: Task) -> None:
        self.rng = np.random.default_rng([self.seed, crc32(task.id.encode())])
        self.words = [word for word in task.goal.split() if word.isalnum()] or ["yes"]

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        candidates = parse_candidates(observation.get("candidates", ""))
        if not candidates or self.rng.random() < TERMINAL_PROBABILITY:
            kind = "finish" if self.rng.random() < 0.5 else "ask_user"
            return {
                "action_type": kind,
                "text": "I have done what I could.",
                "explanation": "I'm stopping here.",
            }
        candidate = candidates[int(self.rng.integers(len(candidates)))]
        kind = TARGETED_ACTIONS[int(self.rng.integers(len(TARGETED_ACTIONS)))]
        text = "Enter" if kind == "press" else str(self.rng.choice(self.words))
        return {
            "action_type": kind,
            "target": candidate.position,
            "text": text if kind != "click" else "",
            "explanation": f"I'm trying the {candidate.role} '{candidate.name}'.",
        }
