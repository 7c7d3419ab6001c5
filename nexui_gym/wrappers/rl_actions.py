"""One ``Discrete`` action over (candidate × action kind × value) and (select × option).

Candidates fill ``K`` *slots* in order of goal relevance
(:func:`nexui_gym.wrappers.rl_features.relevance_order`: how many words of its name the goal
and its values share), so slot 0 is the candidate that looks most relevant in every state
of every task, and a policy can learn "act on the best match" instead of memorising page
positions. The feature matrix uses the same order. What may be typed and selected is read
from the observation alone (:mod:`nexui_gym.wrappers.rl_values`): ``V`` strings taken from
the goal (its field values, quotes, list items, dates, numbers and words) and from the page
(a code it shows), and ``N`` (select, option) pairs read from the accessibility tree. Index
layout, for ``K`` slots, ``V`` values, the keys of :data:`KEYS` and ``N`` option pairs
(``P = 1 + len(KEYS) + V`` per candidate)::

    s * P + 0               click the candidate in slot s
    s * P + 1 + k           press key k on it (Enter, ArrowDown, ArrowUp)
    s * P + 1 + len(KEYS) + v   type value v into it
    K * P + j               select option pair j (its select and its option)
    K * P + N               back (to the previous page)
    K * P + N + 1           ask_user (a question naming the field values)
    K * P + N + 2           finish (a summary naming the goal and the field values), the last

With the defaults (``K`` = 128, ``V`` = 32, ``N`` = 32) that is 128 × 36 + 32 + 3 = 4,643
indices, whatever the page. :func:`action_mask` allows only existing candidates, the action
kinds each candidate accepts, values and option pairs the state has, so sb3-contrib's
``MaskablePPO`` never picks an impossible action. The explainer writes a grounded explanation
for every decoded action from the target's role and accessible name and the goal, so RL runs
are scored on their explanations like any other agent.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import gymnasium as gym
import numpy as np

from nexui_gym.a11y.candidate_lines import CandidateLine
from nexui_gym.dataset.model import MAX_CANDIDATES
from nexui_gym.scoring.text import normalise
from nexui_gym.vocabulary import FINAL_ACTION_WORDS
from nexui_gym.wrappers.rl_features import observed_layout
from nexui_gym.wrappers.rl_summary import page_summary
from nexui_gym.wrappers.rl_values import MAX_OPTIONS, MAX_VALUES, Choices

#: Keys a policy may press on a candidate (the dataset's paths use Enter and ArrowDown).
KEYS = ("Enter", "ArrowDown", "ArrowUp")
STATE_CACHE_SIZE = 4096
NO_CHOICES = Choices((), ())
BACK_EXPLANATION = "I'm going back to the previous page to try another way."


@dataclass(frozen=True)
class ActionCodec:
    """Maps indices of the flat action space to env actions and back."""

    max_candidates: int = MAX_CANDIDATES
    max_values: int = MAX_VALUES
    max_options: int = MAX_OPTIONS

    @property
    def per_candidate(self) -> int:
        return 1 + len(KEYS) + self.max_values

    @property
    def options_start(self) -> int:
        return self.max_candidates * self.per_candidate

    @property
    def size(self) -> int:
        return self.options_start + self.max_options + 3

    @property
    def back(self) -> int:
        return self.options_start + self.max_options

    @property
    def ask_user(self) -> int:
        return self.back + 1

    @property
    def finish(self) -> int:
        return self.back + 2

    def split(self, index: int) -> tuple[str, int | None, int | None]:
        """``(kind, candidate slot, key / value / option pair number)`` of an index."""
        if not 0 <= index < self.size:
            raise ValueError(f"action index {index}: expected 0..{self.size - 1}")
        if index == self.ask_user:
            return "ask_user", None, None
        if index == self.finish:
            return "finish", None, None
        if index == self.back:
            return "back", None, None
        if index >= self.options_start:
            return "select", None, index - self.options_start
        position, offset = divmod(index, self.per_candidate)
        if offset == 0:
            return "click", position, None
        if offset <= len(KEYS):
            return "press", position, offset - 1
        return "type", position, offset - 1 - len(KEYS)

    def index(self, kind: str, position: int | None = None, number: int | None = None) -> int:
        """The index of ``kind`` on the candidate in slot ``position`` with key / value
        ``number``; for ``select``, ``number`` is the option pair."""
        if kind == "ask_user":
            return self.ask_user
        if kind == "finish":
            return self.finish
        if kind == "back":
            return self.back
        if kind == "select":
            return self.options_start + (number or 0)
        base = position * self.per_candidate
        offsets = {"click": 0, "press": 1 + (number or 0), "type": 1 + len(KEYS) + (number or 0)}
        return base + offsets[kind]


def action_mask(
    codec: ActionCodec, allowed: Sequence[Sequence[str]], values: int, options: int = 0
) -> np.ndarray:
    """Which indices are possible: ``allowed[s]`` lists the action kinds of the candidate in
    slot ``s``; ``values`` strings may be typed and ``options`` option pairs selected."""
    mask = np.zeros(codec.size, dtype=bool)
    values = min(values, codec.max_values)
    for position, kinds in enumerate(allowed[: codec.max_candidates]):
        base = position * codec.per_candidate
        mask[base] = "click" in kinds
        mask[base + 1 : base + 1 + len(KEYS)] = "press" in kinds
        if "type" in kinds:
            start = base + 1 + len(KEYS)
            mask[start : start + values] = True
    mask[codec.options_start : codec.options_start + min(options, codec.max_options)] = True
    mask[codec.ask_user] = mask[codec.finish] = mask[codec.back] = True
    return mask


def decode(
    codec: ActionCodec,
    index: int,
    slots: Sequence[CandidateLine],
    goal: str,
    fields: Mapping[str, str],
    reader: str = "",
    previous_reader: str = "",
    choices: Choices = NO_CHOICES,
) -> dict[str, Any]:
    """The env action for ``index`` given the candidates in slot order and the state's
    ``choices``, with a template explanation; the action's ``target`` is the candidate's
    position in the env's list. ``reader`` (the page's reader view, and that of the page
    before) gives ``finish`` its summary."""
    kind, position, number = codec.split(int(index))
    if kind in ("ask_user", "finish"):
        text, explanation = explain_ending(kind, slots, goal, fields, reader, previous_reader)
        return {"action_type": kind, "text": text, "explanation": explanation}
    if kind == "back":
        return {"action_type": "back", "explanation": BACK_EXPLANATION}
    text, label = "", ""
    if kind == "select":
        option = choices.options[number] if number < len(choices.options) else None
        text = option.option if option else ""
        position = next(
            (s for s, c in enumerate(slots) if option and c.id == option.candidate_id), 0
        )
    elif kind == "press":
        text = KEYS[number]
    elif kind == "type":
        value = choices.values[number] if number < len(choices.values) else None
        text, label = (value.text, value.label) if value else ("", "")
    candidate = slots[position] if position < len(slots) else None
    return {
        "action_type": kind,
        "target": candidate.position if candidate is not None else position,
        "text": text,
        "explanation": explain_step(kind, candidate, goal, text, label),
    }


# -- the explainer -------------------------------------------------------------------
def short_goal(goal: str, words: int = 14) -> str:
    parts = goal.rstrip(".!?").split()
    return " ".join(parts[:words]) + ("…" if len(parts) > words else "")


def explain_step(
    kind: str, candidate: CandidateLine | None, goal: str, text: str, field_name: str = ""
) -> str:
    """A grounded sentence naming the control by role and name and saying why."""
    if candidate is None:
        return "I'm trying a control on this page."
    label = (
        f"the '{candidate.name}' {candidate.role}"
        if candidate.name
        else f"the unlabelled {candidate.role}"
    )
    purpose = f"for your request: {short_goal(goal)}."
    what = f", the {field_name.replace('_', ' ')}" if field_name else ""
    if kind == "type":
        return f"I'm typing '{text}' into {label}{what} {purpose}"
    if kind == "select":
        return f"I'm choosing '{text}' in {label} {purpose}"
    if kind == "press":
        return f"I'm pressing {text or 'Enter'} on {label} {purpose}"
    return f"I'm activating {label} {purpose}"


def explain_ending(
    kind: str,
    candidates: Sequence[CandidateLine],
    goal: str,
    fields: Mapping[str, str],
    reader: str = "",
    previous_reader: str = "",
) -> tuple[str, str]:
    """The question or summary of an ending action, and its explanation: ``finish`` quotes
    the lines of the page (``reader``) that answer the goal (:func:`page_summary`)."""
    values = ", ".join(f"{name.replace('_', ' ')} {value}" for name, value in fields.items())
    if kind == "ask_user":
        pending = next(
            (
                c
                for c in candidates
                if c.role == "button" and any(w in c.name.lower() for w in FINAL_ACTION_WORDS)
            ),
            None,
        )
        action = f"press '{pending.name}'" if pending else "go ahead"
        question = (
            f"Everything is ready ({values}). Shall I {action}?" if values else f"Shall I {action}?"
        )
        return question, "I'm stopping before the final action so you can approve it."
    return (
        page_summary(reader, goal, fields, previous_reader),
        "The page shows the end of the task, so I'm finishing with what it says.",
    )


class DiscreteActions(gym.Wrapper, gym.utils.RecordConstructorArgs):
    """The flat ``Discrete`` action space of :class:`ActionCodec` over a NeXUI env.

    Needs the ``candidates``, ``fields`` (``expose_fields=True``), ``axtree`` (a select's
    options) and ``reader`` (codes the page shows) observation keys and
    ``info["candidate_actions"]``; it reads nothing else of the env.
    ``action_masks()`` gives the mask of the current state for ``MaskablePPO``. An index
    that the mask excludes is still passed to the env, which ends the run as invalid.
    """

    def __init__(self, env: gym.Env) -> None:
        gym.utils.RecordConstructorArgs.__init__(self)
        super().__init__(env)
        spaces = env.observation_space.spaces
        missing = [key for key in ("fields", "candidates", "axtree", "reader") if key not in spaces]
        if missing:
            raise ValueError(
                f"DiscreteActions needs the observation keys {missing}: make the env with "
                "expose_fields=True and keep them in obs_keys (see RL_OBS_KEYS)"
            )
        max_candidates = (
            spaces["candidate_mask"].n if "candidate_mask" in spaces else MAX_CANDIDATES
        )
        self.codec = ActionCodec(max_candidates)
        self.action_space = gym.spaces.Discrete(self.codec.size)
        self._slots: tuple[CandidateLine, ...] = ()
        self._goal = ""
        self._fields: dict[str, str] = {}
        self.choices = NO_CHOICES
        self._mask = np.zeros(self.codec.size, dtype=bool)
        self._previous_views = None
        # Slots, choices and mask depend on the state alone: computed once per (task, state).
        self._states: dict[
            tuple[str, int, str],
            tuple[dict[str, str], tuple[CandidateLine, ...], Choices, np.ndarray],
        ] = {}

    def reset(self, **kwargs: Any):
        self._previous_views = None
        observation, info = self.env.reset(**kwargs)
        self._observe(observation, info)
        return observation, info

    def step(self, action: int):
        finishing = int(action) == self.codec.finish
        reader = self._views().reader if finishing else ""
        previous = self._previous_views.reader if finishing and self._previous_views else ""
        command = decode(
            self.codec,
            int(action),
            self._slots,
            self._goal,
            self._fields,
            reader,
            previous,
            self.choices,
        )
        self._previous_views = self._views()
        observation, reward, terminated, truncated, info = self.env.step(command)
        self._observe(observation, info)
        return observation, reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        return self._mask.copy()

    def _views(self):
        """The text views of the current page (built once per state by the env's cache; the
        candidates key already needs them); a MultiTaskEnv's current task env has them."""
        env = self.env.unwrapped
        return getattr(env, "current_env", env).source.views()

    def indices_for(
        self, kind: str, candidate_id: int, values: Sequence[str] = ()
    ) -> tuple[int, ...]:
        """The indices that carry out ``kind`` on the candidate with this stable id with one of
        ``values`` (a recorded action class: any value for ``type``/``select``, the key for
        ``press``) in the current state; empty when the action space cannot express it."""
        try:
            slot = self.slot_of(candidate_id)
        except ValueError:
            return ()
        if slot >= self.codec.max_candidates:
            return ()
        accepted = {normalise(value) for value in values}
        if kind == "click":
            indices = [self.codec.index("click", slot)]
        elif kind == "press":
            indices = [
                self.codec.index("press", slot, number)
                for number, key in enumerate(KEYS)
                if normalise(key) in accepted
            ]
        elif kind == "select":
            indices = [
                self.codec.index("select", None, number)
                for number, option in enumerate(self.choices.options)
                if option.candidate_id == candidate_id and normalise(option.option) in accepted
            ]
        else:
            indices = [
                self.codec.index(kind, slot, number)
                for number, value in enumerate(self.choices.values)
                if normalise(value.text) in accepted
            ]
        return tuple(index for index in indices if self._mask[index])

    def slot_of(self, candidate_id: int) -> int:
        """The slot of the candidate with this stable id in the current state."""
        for slot, candidate in enumerate(self._slots):
            if candidate.id == candidate_id:
                return slot
        raise ValueError(f"candidate {candidate_id} is not on the current page")

    def _observe(self, observation: dict[str, Any], info: dict[str, Any]) -> None:
        self._goal = observation.get("goal", "")
        # The candidate lines tell live pages apart that no captured state matches (index -1).
        key = (info["task_id"], info["state_index"], observation["candidates"])
        if key not in self._states:
            layout = observed_layout(
                observation, info["candidate_actions"], self.codec.max_candidates
            )
            choices = layout.choices
            mask = action_mask(self.codec, layout.kinds, len(choices.values), len(choices.options))
            self._states[key] = (layout.fields, layout.slots, choices, mask)
            if len(self._states) > STATE_CACHE_SIZE:
                self._states.pop(next(iter(self._states)))
        self._fields, self._slots, self.choices, self._mask = self._states[key]
