"""Text observations to fixed-size numbers, as a flat ``Dict`` of ``Box`` spaces for SB3.

Keys:

- ``candidates`` ``(K * D,)``: a ``K x D`` matrix in row-major order, one row per slot (the
  candidates in order of goal relevance, as the action space has them); per candidate, the role (one-hot), states (checked, expanded,
  selected, disabled, required, invalid, focused, pressed), whether it holds a value,
  overlap of its name with the goal and with the field values, whether its value equals a
  field value, its box, whether it accepts typing or a selection, whether its name reads as
  committing (confirm, send, ...) or destructive (delete, close, ...), whether it is
  collapsed, opens a popup, is unchecked or current, which words of a short list of names
  that mean the same on most sites (settings, account, search, continue, ...) its name has,
  whether it is the first empty field on the page, its rank in the relevance order, the overlap of its name's content words (stemmed, without stop words)
  with the goal's, how it meets the goal in ways that mean the same on any site (the goal
  names it in full, it names a goal value in full, its words are a field's key, it starts
  like a step forward, it has no name, its length, where it stands on the page), and
  whether this run has already acted on it.
- ``candidate_mask`` ``(K,)``: 1 where a candidate exists.
- ``typed_values`` ``(V * VALUE_FEATURES,)``, ``value_pairs`` ``(K * V * PAIR_FEATURES,)`` and
  ``options`` ``(N * OPTION_FEATURES,)``: the strings the action space may type and the
  (select, option) pairs it may select, described by
  :func:`nexui_gym.wrappers.rl_values.choice_features` (where a value comes from, how a
  candidate's name matches its label, how an option's label matches the goal).
- ``name_tokens`` ``(K * NAME_TOKENS,)`` and ``goal_tokens`` ``(GOAL_TOKENS,)``: each slot's
  name and the goal as hashed ids of their first content words (:func:`token_ids`), from
  which the policy learns what words mean (which name leads to what a goal asks for).
- ``goal`` ``(3,)``: whether it asks for approval, the number of fields, and whether it asks
  a question (a fact to report).
- ``progress`` ``(10,)``: steps used over the limit, the last transition (start, advanced,
  no effect), the share of field values already entered on the page, the shares of the
  goal's content words and of the field values that the page's text shows, whether the run
  has edited anything (typed, selected, switched a toggle), whether its last action was such
  an edit (a change that may still need saving), and how many of its steps advanced.
- ``screenshot`` (optional): the env's screenshot, as given (make the env with a small
  ``screenshot_size`` such as ``(36, 64)``).

Static per-state features are computed once per (task, state) and cached.

:data:`FEATURE_VERSION` says which features these are: a model trained on another version
sees different numbers (version 2 added the rank, the stemmed overlaps and the name words,
and orders the slots by stemmed content words; version 3 added the ``typed_values``,
``value_pairs`` and ``options`` keys of the typed values and select options; version 4
dropped the hashed bags of the goal's and the names' words, with which a policy learnt each
training site's path instead of what holds on another site, for the columns of
:func:`_pair_columns` and the page's share of the goal; version 5 added the columns of
:func:`_site_columns` and the run's edits and advances to ``progress``; version 6 added the
``name_tokens`` and ``goal_tokens`` keys, ids that the policy's own word table reads, where
version 3's bags were fixed columns; models of an earlier version no longer fit the space).
"""

from __future__ import annotations

import json
import zlib
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

import gymnasium as gym
import numpy as np

from nexui_gym.a11y.candidate_lines import CandidateLine, parse_candidates
from nexui_gym.dataset.model import MAX_CANDIDATES
from nexui_gym.scoring.text import normalise
from nexui_gym.vocabulary import (
    APPROVAL_CUES,
    DESTRUCTIVE_WORDS,
    FORWARD_COMMIT_WORDS,
    PROCEED_WORDS,
    TOGGLE_ROLES,
    UI_WORDS,
)
from nexui_gym.wrappers.rl_values import (
    MAX_OPTIONS,
    MAX_VALUES,
    OPTION_FEATURES,
    PAIR_FEATURES,
    VALUE_FEATURES,
    Choices,
    choice_features,
    content_words,
    ordered_content_words,
    state_choices,
    wanted_words,
    words,
)

#: Raised whenever the features or the slot order change (see the module docstring).
FEATURE_VERSION = 6
ROLES = (
    "link",
    "button",
    "textbox",
    "searchbox",
    "checkbox",
    "radio",
    "combobox",
    "listbox",
    "option",
    "tab",
    "menuitem",
    "switch",
    "spinbutton",
    "gridcell",
    "generic",
)
STATES = (
    "checked",
    "expanded",
    "selected",
    "disabled",
    "required",
    "invalid",
    "focused",
    "pressed",
)
#: The version-4 columns of a candidate: how its name meets the goal in ways that hold on
#: any site (see :func:`_pair_columns`).
PAIR_COLUMNS = 7
#: States of the candidate lines that version 5 added (``haspopup`` stands for any
#: ``haspopup <kind>``): a collapsed menu button is how many sites open their settings.
MORE_STATES = ("collapsed", "haspopup", "unchecked", "current")
#: The version-5 columns of a candidate (see :func:`_site_columns`): the states above, one
#: per word of :data:`~nexui_gym.vocabulary.UI_WORDS` in its name, and whether it is the
#: first empty field on the page.
SITE_COLUMNS = len(MORE_STATES) + len(UI_WORDS) + 1
CANDIDATE_FEATURES = (
    len(ROLES) + 1 + len(STATES) + 1 + 4 + 4 + 2 + 2 + SITE_COLUMNS + 3 + PAIR_COLUMNS + 1
)
GOAL_FEATURES = 3
#: Hashed token ids (:func:`token_ids`): how many buckets, and how many of a candidate name's
#: and of the goal's content words are kept (0 pads).
TOKEN_BUCKETS = 4096
NAME_TOKENS = 8
GOAL_TOKENS = 16
PROGRESS_FEATURES = 10
#: Roles whose click changes a setting rather than the page (an edit, like typing).
EDIT_ROLES = TOGGLE_ROLES | {"option"}
#: Goals that ask for a fact to be reported ("What was the number?", "Did my test come back?").
QUESTION_STARTS = ("what", "which", "how", "did", "does", "is", "are", "when", "where", "who")


def relevance_order(
    candidates: Sequence[CandidateLine], goal: str, fields: Mapping[str, str]
) -> tuple[int, ...]:
    """Candidate positions by goal relevance, most first: the number of content words its
    name shares with the goal and the field values, one more when its value equals a field
    value, and a half when its name starts like a step forward (Save, Continue, Next, ...);
    ties keep page order."""
    wanted = wanted_words(goal, fields)
    values = {value.strip().lower() for value in fields.values()}

    def relevance(candidate: CandidateLine) -> float:
        name = candidate.name.lower()
        proceeds = any(name.startswith(word) for word in PROCEED_WORDS)
        return (
            len(content_words(candidate.name) & wanted)
            + (candidate.value.strip().lower() in values)
            + 0.5 * proceeds
        )

    return tuple(sorted(range(len(candidates)), key=lambda p: (-relevance(candidates[p]), p)))


@dataclass(frozen=True)
class StateFeatures:
    """The parts of the observation that depend on the state alone."""

    candidates: np.ndarray
    mask: np.ndarray
    ids: tuple[int, ...]
    fields_entered: float
    #: Each candidate's role, by the order of ``ids``.
    roles: tuple[str, ...] = ()
    #: The share of the goal's content words the page's text shows.
    goal_on_page: float = 0.0
    #: The share of the field values the page's text shows in full.
    fields_on_page: float = 0.0
    values: np.ndarray | None = None
    value_pairs: np.ndarray | None = None
    options: np.ndarray | None = None
    #: ``(K, NAME_TOKENS)``: each slot's name as :func:`token_ids`.
    name_tokens: np.ndarray | None = None


def token_ids(text: str, length: int) -> np.ndarray:
    """The first ``length`` content words of ``text`` (stemmed, without stop words, each
    once) as bucket numbers 1 to ``TOKEN_BUCKETS - 1`` (0 pads): what a policy learns word
    meanings from. CRC-32, not ``hash()``, so that every process gives the same numbers."""
    ids = np.zeros(length, dtype=np.float32)
    for position, word in enumerate(ordered_content_words(text)[:length]):
        ids[position] = zlib.crc32(word.encode("utf-8")) % (TOKEN_BUCKETS - 1) + 1
    return ids


@dataclass(frozen=True)
class StateLayout:
    """A state as both RL wrappers see it: the goal's fields, the candidates in slot order
    (most goal-relevant first), each slot's action kinds, and what may be typed or selected."""

    fields: dict[str, str]
    order: tuple[int, ...]
    slots: tuple[CandidateLine, ...]
    kinds: tuple[tuple[str, ...], ...]
    choices: Choices


@lru_cache(maxsize=256)  # the two wrappers ask for one state right after each other
def state_layout(
    goal: str,
    fields_json: str,
    candidate_lines: str,
    candidate_actions: tuple[tuple[str, ...], ...],
    axtree: str,
    reader: str,
    max_candidates: int,
) -> StateLayout:
    """The :class:`StateLayout` of an observation. Cached by its inputs: the action wrapper
    (for the mask and decoding) and the feature wrapper (for the features) both need it for
    every step's state, and must agree on it."""
    fields = json.loads(fields_json)
    candidates = parse_candidates(candidate_lines)
    order = tuple(relevance_order(candidates, goal, fields))
    slots = tuple(candidates[position] for position in order)
    kinds = tuple(tuple(candidate_actions[position]) for position in order)
    choices = state_choices(goal, fields, slots, kinds, axtree, reader, max_candidates)
    return StateLayout(fields, order, slots, kinds, choices)


def observed_layout(
    observation: Mapping[str, Any], candidate_actions: Sequence[Sequence[str]], max_candidates: int
) -> StateLayout:
    """:func:`state_layout` of a NeXUI observation (``fields`` exposed, ``axtree`` and
    ``reader`` kept) and ``info["candidate_actions"]``."""
    return state_layout(
        observation["goal"],
        observation["fields"],
        observation["candidates"],
        tuple(tuple(kinds) for kinds in candidate_actions),
        observation["axtree"],
        observation["reader"],
        max_candidates,
    )


def state_features(
    candidates: Sequence[CandidateLine],
    boxes: np.ndarray,
    allowed: Sequence[Sequence[str]],
    goal: str,
    fields: Mapping[str, str],
    max_candidates: int,
    page_positions: Sequence[int] = (),
    reader: str = "",
) -> StateFeatures:
    """Per-candidate features, one row per candidate in the order given (without the
    per-run 'acted on' column, which stays 0). ``page_positions[p]`` is where the candidate
    in row ``p`` stands on the page (default: the order given); ``reader`` is the page's
    reader view, for how much of the goal the page shows."""
    goal_words = words(goal)
    goal_content = wanted_words(goal, fields)
    field_words = [words(value) for value in fields.values()]
    field_values = {value.strip().lower() for value in fields.values()}
    in_goal = _GoalTerms.of(goal, fields)
    matrix = np.zeros((max_candidates, CANDIDATE_FEATURES), dtype=np.float32)
    mask = np.zeros(max_candidates, dtype=np.float32)
    name_tokens = np.zeros((max_candidates, NAME_TOKENS), dtype=np.float32)
    first_empty = _first_empty_field(candidates[:max_candidates], allowed, page_positions)
    for position, candidate in enumerate(candidates[:max_candidates]):
        row = matrix[position]
        role = ROLES.index(candidate.role) if candidate.role in ROLES else len(ROLES)
        row[role] = 1
        column = len(ROLES) + 1
        for offset, state in enumerate(STATES):
            row[column + offset] = state in candidate.states
        column += len(STATES)
        row[column] = bool(candidate.value)
        name_words = words(candidate.name)
        shared = len(name_words & goal_words)
        row[column + 1] = shared / len(name_words) if name_words else 0
        row[column + 2] = shared / len(goal_words) if goal_words else 0
        row[column + 3] = max((len(name_words & f) / len(f) for f in field_words if f), default=0)
        row[column + 4] = candidate.value.strip().lower() in field_values
        column += 5
        row[column : column + 4] = boxes[position]
        column += 4
        kinds = allowed[position] if position < len(allowed) else ()
        row[column] = "type" in kinds
        row[column + 1] = "select" in kinds
        name = candidate.name.lower()
        row[column + 2] = any(word in name for word in FORWARD_COMMIT_WORDS)
        row[column + 3] = any(word in name for word in DESTRUCTIVE_WORDS)
        column += 4
        row[column : column + SITE_COLUMNS] = _site_columns(candidate, position == first_empty)
        column += SITE_COLUMNS
        row[column] = position / max_candidates
        name_content = content_words(candidate.name)
        shared_content = len(name_content & goal_content)
        row[column + 1] = shared_content / len(name_content) if name_content else 0
        row[column + 2] = min(shared_content, 4) / 4
        column += 3
        page_position = page_positions[position] if page_positions else position
        row[column : column + PAIR_COLUMNS] = _pair_columns(
            candidate, name_content, in_goal, page_position / max(len(candidates), 1)
        )
        mask[position] = 1
        name_tokens[position] = token_ids(candidate.name, NAME_TOKENS)
    values = [c.value.strip().lower() for c in candidates]
    entered = (
        sum(1 for value in field_values if value in values) / len(field_values)
        if field_values
        else 0.0
    )
    matrix.setflags(write=False)
    mask.setflags(write=False)
    name_tokens.setflags(write=False)
    return StateFeatures(
        matrix,
        mask,
        tuple(c.id for c in candidates),
        entered,
        roles=tuple(c.role for c in candidates),
        goal_on_page=_share_shown(goal_content, reader),
        fields_on_page=_values_shown(field_values, reader),
        name_tokens=name_tokens,
    )


@dataclass(frozen=True)
class _GoalTerms:
    """What :func:`_pair_columns` compares every candidate with, worked out once per state:
    the goal (normalised, with edge spaces for phrase search), the fields' key words and
    their values (normalised, longer than two characters)."""

    goal: str
    keys: frozenset[str]
    values: tuple[str, ...]

    @classmethod
    def of(cls, goal: str, fields: Mapping[str, str]) -> _GoalTerms:
        return cls(
            f" {normalise(goal)} ",
            frozenset().union(*(content_words(key.replace("_", " ")) for key in fields)),
            tuple(normalise(value) for value in fields.values() if len(value.strip()) > 2),
        )


def _pair_columns(
    candidate: CandidateLine,
    name_content: frozenset[str],
    in_goal: _GoalTerms,
    page_position: float,
) -> tuple[float, ...]:
    """How a candidate meets the goal in ways that mean the same on every site, so a policy
    learns them instead of which names lead somewhere on the training sites: whether the goal
    names it in full ("Accessibility" in "open the accessibility preferences"), whether it
    names a goal value in full ("Edit Kings Property Lettings"), the share of its words
    that are a field's key ("Reference" for ``reference``), whether it starts like a step
    forward (Save, Continue, Next), whether it has no name, its length in words and where it
    stands on the page."""
    name = normalise(candidate.name)
    return (
        len(name) > 2 and f" {name} " in in_goal.goal,
        any(f" {value} " in f" {name} " for value in in_goal.values),
        len(name_content & in_goal.keys) / len(name_content) if name_content else 0.0,
        any(name.startswith(word) for word in PROCEED_WORDS),
        not name,
        min(len(name.split()), 10) / 10,
        page_position,
    )


def _first_empty_field(
    candidates: Sequence[CandidateLine],
    allowed: Sequence[Sequence[str]],
    page_positions: Sequence[int],
) -> int | None:
    """The row of the empty field (one that takes typing or a selection and holds no value)
    that stands first on the page: where a form is filled next, on any site."""
    empty = [
        position
        for position, candidate in enumerate(candidates)
        if position < len(allowed)
        and {"type", "select"} & set(allowed[position])
        and not candidate.value
    ]
    return min(empty, key=lambda p: page_positions[p] if page_positions else p, default=None)


def _site_columns(candidate: CandidateLine, first_empty: bool) -> tuple[float, ...]:
    """Version 5's columns, which mean the same on any site: the states of
    :data:`MORE_STATES`, which words of :data:`~nexui_gym.vocabulary.UI_WORDS` its name has
    (a plural counts: "Messages" for ``messages``, "Settings" for ``settings``), and whether
    it is the first empty field on the page."""
    states = tuple(
        any(state == wanted or state.startswith(f"{wanted} ") for state in candidate.states)
        for wanted in MORE_STATES
    )
    name = words(candidate.name)
    named = tuple(word in name or f"{word}s" in name for word in UI_WORDS)
    return (*states, *named, first_empty)


def _share_shown(wanted: frozenset[str], reader: str) -> float:
    """The share of the goal's content words the page's text shows."""
    return len(wanted & content_words(reader)) / len(wanted) if wanted and reader else 0.0


def _values_shown(values: set[str], reader: str) -> float:
    """The share of the field values the page's text shows in full (a summary, a saved
    setting, a search result)."""
    text = normalise(reader)
    return sum(1 for value in values if value and value in text) / len(values) if values else 0.0


def goal_features(goal: str, field_count: int) -> np.ndarray:
    """Whether the goal asks for approval, its number of fields, and whether it asks a
    question (a fact to report). No words of the goal here (its words are ``goal_tokens``, read
    through a learnt word table with dropout): a bag of them let a policy tell the
    training tasks apart and learn each one's path, which holds on no other site (version 5
    tried 30 cues of what a goal asks for, "from now on", "book", "tell me", ...: on a dev
    hold-out, with one DAgger round, the policy was then right in more of its training states,
    75% against 66%, and in fewer held-out ones, 32% against 41%)."""
    text = goal.lower()
    first = text.split()[0] if text.split() else ""
    question = "?" in goal or first in QUESTION_STARTS or "tell me" in text
    return np.array(
        [any(phrase in text for phrase in APPROVAL_CUES), field_count / 6, question],
        dtype=np.float32,
    )


def feature_space(max_candidates: int, screenshot: gym.spaces.Box | None = None) -> gym.spaces.Dict:
    spaces = {
        "candidates": gym.spaces.Box(-1.0, 2.0, (max_candidates * CANDIDATE_FEATURES,), np.float32),
        "candidate_mask": gym.spaces.Box(0.0, 1.0, (max_candidates,), np.float32),
        "typed_values": gym.spaces.Box(0.0, 1.0, (MAX_VALUES * VALUE_FEATURES,), np.float32),
        "value_pairs": gym.spaces.Box(
            0.0, 1.0, (max_candidates * MAX_VALUES * PAIR_FEATURES,), np.float32
        ),
        "options": gym.spaces.Box(
            0.0, float(max_candidates), (MAX_OPTIONS * OPTION_FEATURES,), np.float32
        ),
        "name_tokens": gym.spaces.Box(
            0.0, TOKEN_BUCKETS - 1, (max_candidates * NAME_TOKENS,), np.float32
        ),
        "goal_tokens": gym.spaces.Box(0.0, TOKEN_BUCKETS - 1, (GOAL_TOKENS,), np.float32),
        "goal": gym.spaces.Box(0.0, 10.0, (GOAL_FEATURES,), np.float32),
        "progress": gym.spaces.Box(0.0, 1.0, (PROGRESS_FEATURES,), np.float32),
    }
    if screenshot is not None:
        spaces["screenshot"] = screenshot
    return gym.spaces.Dict(spaces)


class FeatureEncoder:
    """Builds the feature observation step by step for one run at a time."""

    TRANSITIONS = ("reset", "advanced", "no_effect")

    def __init__(self, max_candidates: int = MAX_CANDIDATES, cache_size: int = 4096) -> None:
        self.max_candidates = max_candidates
        self._cache: OrderedDict[tuple[str, int, str], StateFeatures] = OrderedDict()
        self._cache_size = cache_size
        self._acted: set[int] = set()
        self._roles: dict[int, str] = {}
        self._edits = (False, False)
        self._advanced = 0
        self._goal_vector = np.zeros(GOAL_FEATURES, dtype=np.float32)
        self._goal_tokens = np.zeros(GOAL_TOKENS, dtype=np.float32)

    def start(self, goal: str, field_count: int) -> None:
        self._acted = set()
        self._roles = {}
        self._edits = (False, False)
        self._advanced = 0
        self._goal_vector = goal_features(goal, field_count)
        self._goal_tokens = token_ids(goal, GOAL_TOKENS)

    def acted_on(self, candidate_id: int | None) -> None:
        if candidate_id is not None:
            self._acted.add(candidate_id)

    def carried_out(self, action: Mapping[str, Any], transition: str) -> None:
        """Note an action the env carried out (``info["resolved_action"]``) and its
        transition: whether the run has edited something (typed, selected, switched a
        toggle), whether an edit waits for a step that commits it (no other click since),
        and how many of its steps advanced the task."""
        kind = action.get("kind")
        edit = kind in ("type", "select") or (
            kind == "click" and self._roles.get(action.get("target")) in EDIT_ROLES
        )
        ever, _ = self._edits
        self._edits = (ever or edit, edit)
        self._advanced += transition == "advanced"

    def encode(
        self,
        observation: Mapping[str, Any],
        info: Mapping[str, Any],
        allowed: Sequence[Sequence[str]],
        step_limit: int,
    ) -> dict[str, np.ndarray]:
        # The candidate lines tell live pages apart that no captured state matches (index -1).
        key = (info["task_id"], info["state_index"], observation["candidates"])
        static = self._cache.get(key)
        if static is None:
            layout = observed_layout(observation, allowed, self.max_candidates)
            order, slots, fields = layout.order, layout.slots, layout.fields
            static = state_features(
                slots,
                observation["candidate_boxes"][list(order)]
                if order
                else observation["candidate_boxes"][:0],
                layout.kinds,
                observation["goal"],
                fields,
                self.max_candidates,
                order,
                observation["reader"],
            )
            values, pairs, options = choice_features(
                layout.choices, slots, observation["goal"], fields, self.max_candidates
            )
            static = replace(
                static,
                values=values.reshape(-1),
                value_pairs=pairs.reshape(-1),
                options=options.reshape(-1),
            )
            self._cache[key] = static
            if len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        candidates = static.candidates.copy()
        for position, candidate_id in enumerate(static.ids[: self.max_candidates]):
            if candidate_id in self._acted:
                candidates[position, -1] = 1
        progress = np.zeros(PROGRESS_FEATURES, dtype=np.float32)
        progress[0] = min(1.0, info["step"] / step_limit)
        transition = info.get("transition", "reset")
        progress[
            1 + (self.TRANSITIONS.index(transition) if transition in self.TRANSITIONS else 0)
        ] = 1
        progress[4] = static.fields_entered
        progress[5] = static.goal_on_page
        progress[6] = static.fields_on_page
        progress[7], progress[8] = self._edits
        progress[9] = min(self._advanced, 10) / 10
        self._roles = dict(zip(static.ids, static.roles, strict=True))
        features = {
            "candidates": candidates.reshape(-1),
            "candidate_mask": static.mask.copy(),
            "typed_values": static.values.copy(),
            "value_pairs": static.value_pairs.copy(),
            "options": static.options.copy(),
            "name_tokens": static.name_tokens.reshape(-1).copy(),
            "goal_tokens": self._goal_tokens.copy(),
            "goal": self._goal_vector.copy(),
            "progress": progress,
        }
        if "screenshot" in observation:
            features["screenshot"] = observation["screenshot"]
        return features


class FeatureObservation(gym.Wrapper, gym.utils.RecordConstructorArgs):
    """Replaces the text observation with :func:`feature_space` numbers.

    Needs the ``goal``, ``candidates``, ``candidate_boxes``, ``axtree``, ``reader`` and
    ``fields`` keys (``expose_fields=True``) and, from ``info``, ``candidate_actions``, ``step_limit`` and
    ``resolved_action`` (which candidates the run has acted on); it reads nothing else of the
    env. ``screenshot=True`` passes the env's screenshot through.
    """

    def __init__(self, env: gym.Env, screenshot: bool = False) -> None:
        gym.utils.RecordConstructorArgs.__init__(self, screenshot=screenshot)
        super().__init__(env)
        spaces = env.observation_space.spaces
        needed = ("goal", "candidates", "candidate_boxes", "axtree", "reader", "fields")
        missing = [key for key in needed if key not in spaces]
        if missing or (screenshot and "screenshot" not in spaces):
            raise ValueError(
                f"FeatureObservation needs the observation keys {missing or ['screenshot']}: "
                "make the env with expose_fields=True and keep them in obs_keys"
            )
        max_candidates = spaces["candidate_boxes"].shape[0]
        self.screenshot = screenshot
        self.encoder = FeatureEncoder(max_candidates)
        self.observation_space = feature_space(
            max_candidates, spaces["screenshot"] if screenshot else None
        )

    def reset(self, **kwargs: Any):
        observation, info = self.env.reset(**kwargs)
        self.encoder.start(observation["goal"], len(json.loads(observation["fields"])))
        return self._encode(observation, info), info

    def step(self, action: Any):
        observation, reward, terminated, truncated, info = self.env.step(action)
        if info.get("resolved_action") is not None:
            self.encoder.acted_on(info["resolved_action"]["target"])
            self.encoder.carried_out(info["resolved_action"], info.get("transition", ""))
        return self._encode(observation, info), reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        return self.env.get_wrapper_attr("action_masks")()

    def _encode(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, np.ndarray]:
        if not self.screenshot:
            observation = {k: v for k, v in observation.items() if k != "screenshot"}
        return self.encoder.encode(observation, info, info["candidate_actions"], info["step_limit"])
