"""The keyword baseline (the first heuristic, kept for comparison): match the goal and its fields to the candidates, with templates.

Per step, in order:

1. **Pause at the boundary.** When the goal asks to check something before it goes
   ("let me check", "before it's sent", ...) and a candidate looks like the committing
   control (Confirm, Send, Submit, Pay, Delete, ...) once every field has been entered,
   ask the user, naming the control and the field values.
2. **Fill the form.** A text field or list whose name matches a field's name gets the
   field's value (type, or select for lists); a checkbox, radio or switch whose name
   matches a field value or the goal is set the way the goal says (on unless the goal
   says off, stop, untick, disable).
3. **Navigate.** Click the link, button, tab or menu item whose name shares the most
   words with the goal and its values; prefer Continue/Save/Search/Apply once the form
   is filled; never something destructive the goal did not ask for.
4. **Finish** when nothing scores, summarising the goal and what the page announced.

Explanations are templates that name the control by role and accessible name and say
which words of the goal it matches. It reads the ``fields`` observation, so it runs with
``expose_fields=True`` (the evaluation records this).
"""

from __future__ import annotations

import json
import re
from typing import Any

from nexui_gym.a11y.candidate_lines import CandidateLine, parse_candidates
from nexui_gym.dataset.model import Task
from nexui_gym.vocabulary import (
    APPROVAL_PHRASES,
    COMMIT_WORDS,
    DANGER_WORDS,
    FUNCTION_WORDS,
    LIST_ROLES,
    TOGGLE_ROLES,
    WORD,
)
from nexui_gym.vocabulary import BASIC_NAVIGATION_ROLES as NAVIGATION_ROLES
from nexui_gym.vocabulary import FORM_PROCEED_WORDS as PROCEED_WORDS
from nexui_gym.vocabulary import VALUE_FIELD_ROLES as FIELD_ROLES

STOPWORDS = FUNCTION_WORDS | frozenset(
    "about all also any get go has how i'm into its just let make need new our please set some "
    "sure their there want we when".split()
)
OFF_WORDS = (
    "off",
    "stop",
    "untick",
    "uncheck",
    "disable",
    "don't",
    "do not",
    "no longer",
    "turn off",
    "block",
)


def words(text: str) -> set[str]:
    return {w.strip(".'") for w in WORD.findall(text.lower())} - STOPWORDS - {""}


class KeywordPolicy:
    """Goal and field matching with template explanations (see the module docstring)."""

    name = "keyword"

    def __init__(self) -> None:
        self.reset_state()

    def reset_state(self) -> None:
        self.fields: dict[str, str] = {}
        self.goal = ""
        self.goal_words: set[str] = set()
        self.clicked: set[int] = set()
        self.filled: set[str] = set()
        self.tried: set[tuple[int, int, str, str]] = set()
        self.announcements: list[str] = []

    def reset(self, task: Task) -> None:
        self.reset_state()

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        if not self.goal:
            self._start(observation)
        result = observation.get("last_action_result", "")
        self.announcements += re.findall(r'Announced \(\w+\): "([^"]*)"', result)
        state = int(info.get("state_index", 0))
        candidates = parse_candidates(observation.get("candidates", ""))
        for choose in (self._pause, self._fill, self._toggle, self._navigate):
            action = choose(candidates, state)
            if action is not None:
                key = (
                    state,
                    action.get("target", -1),
                    action["action_type"],
                    action.get("text", ""),
                )
                if key in self.tried:
                    continue
                self.tried.add(key)
                return action
        return self._finish(observation)

    def _start(self, observation: dict[str, Any]) -> None:
        self.goal = observation.get("goal", "")
        try:
            self.fields = {
                str(k): str(v) for k, v in json.loads(observation.get("fields", "{}")).items()
            }
        except (json.JSONDecodeError, AttributeError):
            self.fields = {}
        self.goal_words = words(self.goal) | {w for v in self.fields.values() for w in words(v)}

    # -- choices ---------------------------------------------------------------------
    def _pause(self, candidates: tuple[CandidateLine, ...], state: int) -> dict | None:
        goal = self.goal.lower()
        if not any(phrase in goal for phrase in APPROVAL_PHRASES):
            return None
        if len(self.filled) < len([k for k in self.fields if self._field_target(k, candidates)]):
            return None
        for candidate in candidates:
            name = candidate.name.lower()
            if (
                candidate.role == "button"
                and any(name.startswith(w) or f" {w}" in f" {name}" for w in COMMIT_WORDS)
                and self._overlap(candidate) > 0
            ):
                values = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in self.fields.items())
                question = (
                    f"Everything is ready ({values}). Shall I press '{candidate.name}'?"
                    if values
                    else f"Everything is ready. Shall I press '{candidate.name}'?"
                )
                return {
                    "action_type": "ask_user",
                    "text": question,
                    "explanation": f"The '{candidate.name}' {candidate.role} would commit this, so I'm stopping to ask for your approval first.",
                }
        return None

    def _fill(self, candidates: tuple[CandidateLine, ...], state: int) -> dict | None:
        for key, value in self.fields.items():
            if key in self.filled:
                continue
            target = self._field_target(key, candidates)
            if target is None:
                continue
            if target.value.strip().lower() == value.strip().lower():
                self.filled.add(key)
                continue
            kind = "select" if target.role in LIST_ROLES else "type"
            if (state, target.position, kind, value) in self.tried and kind == "select":
                kind = "type"
            verb = "choosing" if kind == "select" else "typing"
            return {
                "action_type": kind,
                "target": target.position,
                "text": value,
                "explanation": f"I'm {verb} '{value}' in the '{target.name}' {target.role}, the {key.replace('_', ' ')} you asked for.",
            }
        return None

    def _toggle(self, candidates: tuple[CandidateLine, ...], state: int) -> dict | None:
        want_on = not any(word in self.goal.lower() for word in OFF_WORDS)
        best = max(
            (c for c in candidates if c.role in TOGGLE_ROLES and c.id not in self.clicked),
            key=self._overlap,
            default=None,
        )
        if best is None or self._overlap(best) < 2:
            return None
        is_on = any(s in ("checked", "pressed", "selected", "on") for s in best.states)
        if is_on == want_on:
            return None
        self.clicked.add(best.id)
        verb = "turning on" if want_on else "turning off"
        return {
            "action_type": "click",
            "target": best.position,
            "explanation": f"I'm {verb} the '{best.name}' {best.role}, as you asked.",
        }

    def _navigate(self, candidates: tuple[CandidateLine, ...], state: int) -> dict | None:
        form_done = bool(self.fields) and len(self.filled) >= len(
            [k for k in self.fields if self._field_target(k, candidates)]
        )
        scored = []
        for candidate in candidates:
            if candidate.role not in NAVIGATION_ROLES or candidate.id in self.clicked:
                continue
            if "disabled" in candidate.states:
                continue
            score = float(self._overlap(candidate))
            name = candidate.name.lower()
            if form_done and self.filled and any(name.startswith(w) for w in PROCEED_WORDS):
                score += 1.5
            if any(w in name for w in DANGER_WORDS) and not any(
                w in self.goal.lower() for w in DANGER_WORDS if w in name
            ):
                score -= 5
            if score > 0:
                scored.append((score, -candidate.position, candidate))
        if not scored:
            return None
        _, _, best = max(scored)
        self.clicked.add(best.id)
        matched = sorted(words(best.name) & self.goal_words)
        reason = (
            f"it matches {', '.join(matched)} in your request"
            if matched
            else "it moves your request forward"
        )
        return {
            "action_type": "click",
            "target": best.position,
            "explanation": f"I'm activating the '{best.name}' {best.role} because {reason}.",
        }

    def _finish(self, observation: dict[str, Any]) -> dict[str, Any]:
        heard = f" The page announced: '{self.announcements[-1]}'." if self.announcements else ""
        values = ", ".join(self.fields.values())
        summary = f"I've worked through your request: {self.goal}{heard}"
        if values:
            summary += f" Values used: {values}."
        return {
            "action_type": "finish",
            "text": summary,
            "explanation": "Nothing else on this page matches your request, so I'm finishing with a summary.",
        }

    # -- matching --------------------------------------------------------------------
    def _overlap(self, candidate: CandidateLine) -> int:
        return len(words(candidate.name) & self.goal_words)

    def _field_target(
        self, key: str, candidates: tuple[CandidateLine, ...]
    ) -> CandidateLine | None:
        key_words = words(re.sub(r"([a-z])([A-Z])", r"\1 \2", key).replace("_", " "))
        best, best_score = None, 0
        for candidate in candidates:
            if candidate.role not in FIELD_ROLES:
                continue
            score = len(words(candidate.name) & key_words)
            if score > best_score:
                best, best_score = candidate, score
        return best
