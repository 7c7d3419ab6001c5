"""Explanation quality per step, in [0, 1], from six reported components.

An explanation is written for someone who cannot see the page. The components:

- ``alignment``: it describes the action taken — a verb that fits the action kind
  (0.4) and a mention of the target by its accessible name, or by its role when it has
  no name (0.6). Naming a different control of the page instead of the target scores 0
  on the target part.
- ``grounding``: what it names exists. Quoted phrases, capitalised names before a role
  word ("the Continue button"), runs of capitalised words ("Hannah Whitfield"),
  identifiers ("INC-10427"), candidate names and amounts or numbers it mentions must
  be found in the current page, the goal or the action's own text. The score is the
  share of references that are found, halved again for each one that is not (an invented
  control at least halves it); an explanation that names nothing scores 0.
- ``goal_connection``: the step's rubric facts (share of any-of groups mentioned, 0.7)
  and words or values of the user's goal (0.3).
- ``no_premature_claims``: it claims no outcome ("I have sent it", "is now saved") that
  the current page does not show; when ``expected_result`` is given, it is compared with
  the next captured state (0.4 of the component).
- ``boundary_communication``: only at the confirmation boundary (asking the user, or
  acting on the boundary control there): the question to the user names the pending
  action (0.25) and the step's key facts (0.5) and asks for approval (0.25). Elsewhere it
  does not apply (reported as ``None``, left out of the mean).
- ``concision``: 6 to 40 words is ideal; shorter loses in proportion, longer decays to 0
  at 100 words.

The step score is the weighted mean of the components that apply
(:data:`WEIGHTS`). Everything is deterministic and offline.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from nexui_gym.dataset.model import TARGETED_ACTIONS, Task
from nexui_gym.scoring.records import AgentAction, StepRecord
from nexui_gym.scoring.text import covered_groups, mentions, normalise

COMPONENTS = (
    "alignment",
    "grounding",
    "goal_connection",
    "no_premature_claims",
    "boundary_communication",
    "concision",
)
WEIGHTS: Mapping[str, float] = {
    "alignment": 0.25,
    "grounding": 0.2,
    "goal_connection": 0.25,
    "no_premature_claims": 0.1,
    "boundary_communication": 0.1,
    "concision": 0.1,
}

#: Verbs (word stems) that describe each kind of action.
ACTION_VERBS: Mapping[str, tuple[str, ...]] = {
    "click": (
        "click",
        "press",
        "activat",
        "open",
        "select",
        "choos",
        "pick",
        "tick",
        "untick",
        "check",
        "uncheck",
        "toggl",
        "switch",
        "turn",
        "expand",
        "collaps",
        "follow",
        "go ",
        "going",
        "tap",
        "submit",
        "clos",
        "dismiss",
        "mov",
        "sort",
        "filter",
        "start",
        "continu",
        "sav",
        "use",
        "using",
        "view",
        "show",
        "hit",
        "navigat",
        "return",
        "head",
        "jump",
        "send",
        "add",
        "remov",
        "delet",
        "accept",
        "reject",
        "apply",
        "log",
        "sign",
    ),
    "type": (
        "typ",
        "enter",
        "fill",
        "writ",
        "put",
        "input",
        "add",
        "replac",
        "correct",
        "fix",
        "set",
        "search",
        "chang",
        "updat",
    ),
    "select": ("select", "choos", "pick", "set", "chang", "switch", "option"),
    "press": ("press", "hit", "key", "enter", "escap", "submit", "tab", "arrow", "clos"),
    "ask_user": (
        "ask",
        "approv",
        "confirm",
        "permission",
        "shall i",
        "should i",
        "do you want",
        "would you like",
        "may i",
        "ok to",
        "okay to",
        "go ahead",
        "stop",
        "pause",
        "check with",
    ),
    "finish": (
        "done",
        "finish",
        "complet",
        "now ",
        "is on",
        "is off",
        "shows",
        "confirm",
        "has been",
        "have been",
        "set to",
        "found",
        "summary",
        "all set",
        "ready",
    ),
}
#: Role words a listener hears; used to spot names ("the Save button") and unnamed targets.
ROLE_WORDS = (
    "button",
    "link",
    "field",
    "box",
    "checkbox",
    "check box",
    "radio",
    "option",
    "tab",
    "menu",
    "menu item",
    "list",
    "dropdown",
    "drop-down",
    "combobox",
    "combo box",
    "switch",
    "toggle",
    "textbox",
    "text box",
    "heading",
    "dialog",
    "control",
    "input",
    "select",
    "slider",
    "row",
    "cell",
    "icon",
    "image",
    "area",
    "region",
    "section",
    "panel",
    "item",
)
UNNAMED_HINTS = (
    "unlabelled",
    "unlabeled",
    "no label",
    "without a label",
    "no name",
    "unnamed",
    "icon",
    "no text",
)
APPROVAL_HINTS = (
    "?",
    "shall i",
    "should i",
    "do you want",
    "would you like",
    "may i",
    "approve",
    "your approval",
    "go ahead",
    "ok to",
    "okay to",
    "confirm",
)
#: Outcome verbs whose completion must be visible before it is claimed.
OUTCOME_STEMS = (
    "sent",
    "saved",
    "submitted",
    "paid",
    "transferred",
    "deleted",
    "removed",
    "cancelled",
    "canceled",
    "updated",
    "changed",
    "booked",
    "registered",
    "applied",
    "archived",
    "moved",
    "resolved",
    "closed",
    "cleared",
    "reset",
    "created",
    "added",
    "scheduled",
    "approved",
    "turned on",
    "turned off",
    "enabled",
    "disabled",
    "blocked",
    "allowed",
    "assigned",
)
#: Words that turn an outcome verb into a claim that it already happened ("has been sent").
CLAIM = (
    r"\b(?:i|i've|i have|we've|we have|has been|have been|has|was|were|is now|are now|now|"
    r"successfully|it's|it is|they're|they are|got)\s+"
    r"(?:(?:now|already|successfully|just|also|finally|all|been)\s+)?"
)
#: Words that, earlier in the sentence, make it a plan, a condition or a denial, not a claim.
HEDGE = re.compile(
    r"\b(?:will|should|would|once|when|if|to be|can|before|after|until|could|might|not|never|"
    r"\w*n't|whether)\b"
)
STOPWORDS = frozenset(
    "a an and are as at be but by do for from has have i i'm i'll in is it its it's my me of on "
    "or our so that the their then there this to up we will with you your yours can want please "
    "need make sure let just also into about".split()
)

# A quote opens after a non-letter and closes before one, so "I'm" and "user's" are not quotes.
QUOTED = re.compile(r"""(?<!\w)['‘"“]([^'’"”\n]{1,80}?)['’"”](?!\w)""")
NUMBER = re.compile(r"[£$€]?\d[\d,]*(?:\.\d+)?%?")
WORD = re.compile(r"[a-z0-9£$€][a-z0-9'’£$€.,%-]*")
CAPITALISED_BEFORE_ROLE = re.compile(
    r"((?:[A-Z0-9][\w'’&.-]*\s+){1,5})(?:" + "|".join(re.escape(w) for w in ROLE_WORDS) + r")\b"
)
#: Two or more capitalised words inside a sentence ("Hannah Whitfield", "INC-10427 Laptop"):
#: proper names of people, things and controls.
CAPITALISED_RUN = re.compile(r"(?<=[a-z,;:(]\s)((?:[A-Z][\w'’&-]*\s+){1,5}[A-Z][\w'’&-]*)")
POSSESSIVE = re.compile(r"['’]s?$")
#: Identifiers such as INC-10427 or FL-301228.
IDENTIFIER = re.compile(r"\b[A-Z]{2,}-\d{2,}\b")


@dataclass(frozen=True)
class ExplanationScore:
    """A step's explanation score and its components (``None`` where one does not apply)."""

    score: float
    components: Mapping[str, float | None]


@dataclass(frozen=True)
class Vocabulary:
    """What a state lets an explanation name: its text and its candidates' roles and names
    (a candidate without an accessible name is named by the text inside it)."""

    text: str
    names: Mapping[int, str]
    roles: Mapping[int, str]
    other_names: tuple[str, ...]


def score_explanation(
    task: Task,
    state: int,
    action: AgentAction,
    next_state: int,
    history: Sequence[StepRecord],
    current_views: object,
    next_views: object,
) -> ExplanationScore:
    """Score the explanation of ``action``, taken in ``state`` and leading to ``next_state``.

    ``current_views`` and ``next_views`` are the :class:`~nexui_gym.a11y.StateViews` of the
    two states (their ``text`` and ``candidate_info`` are read).
    """
    explanation = action.explanation.strip()
    if not explanation:
        components = dict.fromkeys(COMPONENTS, 0.0)
        if not _boundary_applies(task, state, action):
            components["boundary_communication"] = None
        return ExplanationScore(0.0, components)
    here = vocabulary(current_views)
    words = explanation.split()
    components: dict[str, float | None] = {
        "alignment": alignment(explanation, action, here),
        "grounding": grounding(explanation, action, here, task),
        "goal_connection": goal_connection(explanation, action, task, state),
        "no_premature_claims": no_premature_claims(
            explanation, action, here, vocabulary(next_views) if next_state != state else here
        ),
        "boundary_communication": (
            boundary_communication(explanation, action, task, here)
            if _boundary_applies(task, state, action)
            else None
        ),
        "concision": concision(len(words)),
    }
    return ExplanationScore(weighted_mean(components), components)


def weighted_mean(components: Mapping[str, float | None]) -> float:
    applicable = [(WEIGHTS[name], value) for name, value in components.items() if value is not None]
    total = sum(weight for weight, _ in applicable)
    return sum(weight * value for weight, value in applicable) / total if total else 0.0


_VOCABULARIES: dict[int, tuple[object, Vocabulary]] = {}


def vocabulary(views: object) -> Vocabulary:
    """The state's normalised text and candidate names, computed once per views object."""
    cached = _VOCABULARIES.get(id(views))
    if cached is not None and cached[0] is views:
        return cached[1]
    if len(_VOCABULARIES) > 8192:
        _VOCABULARIES.clear()
    result = _build_vocabulary(views)
    _VOCABULARIES[id(views)] = (views, result)
    return result


def _build_vocabulary(views: object) -> Vocabulary:
    infos = getattr(views, "candidate_info", ())
    # A control without an accessible name (a clickable <div>) is named by its visible text.
    names = {info.id: info.name or getattr(info, "content", "") for info in infos}
    roles = {info.id: info.role for info in infos}
    others = tuple(sorted({normalise(n) for n in names.values() if len(n.strip()) >= 3}))
    return Vocabulary(normalise(getattr(views, "text", "")), names, roles, others)


# -- components ----------------------------------------------------------------------
def alignment(explanation: str, action: AgentAction, here: Vocabulary) -> float:
    said = normalise(explanation) + " "
    verb = 1.0 if any(stem in said for stem in ACTION_VERBS[action.kind]) else 0.0
    if action.kind not in TARGETED_ACTIONS:
        return verb
    if action.target is None:
        return 0.4 * verb
    name = here.names.get(action.target, "")
    role = here.roles.get(action.target, "")
    if name.strip():
        target = 1.0 if names_the(explanation, name) else 0.0
    else:
        target = (
            1.0
            if (role and mentions(explanation, role)) or any(hint in said for hint in UNNAMED_HINTS)
            else 0.0
        )
    return 0.4 * verb + 0.6 * target


def grounding(explanation: str, action: AgentAction, here: Vocabulary, task: Task) -> float:
    references = referenced_phrases(explanation, here)
    if not references:
        return 0.0
    sources = (
        here.text,
        normalise(task.goal),
        normalise(" ".join(task.fields.values())),
        normalise(action.text),
    )
    found = sum(1 for phrase in references if any(phrase in source for source in sources))
    invented = len(references) - found
    # Naming one control that is not there misleads a listener however much else is right.
    return found / len(references) * 0.5**invented


def goal_connection(explanation: str, action: AgentAction, task: Task, state: int) -> float:
    said = explanation + " " + action.text if action.kind == "ask_user" else explanation
    goal_words = content_words(task.goal) | {normalise(v) for v in task.fields.values()}
    said_words = content_words(said)
    mentioned = len(goal_words & said_words) + sum(
        1 for value in task.fields.values() if len(value) > 2 and mentions(said, value)
    )
    goal_part = min(1.0, mentioned / 2)
    rubric = task.steps[min(state, len(task.steps) - 1)].rubric
    if not rubric:
        return goal_part
    return 0.7 * covered_groups(said, rubric) / len(rubric) + 0.3 * goal_part


def no_premature_claims(
    explanation: str, action: AgentAction, here: Vocabulary, following: Vocabulary
) -> float:
    claims = claimed_outcomes(explanation)
    honest = 0.0 if any(not mentions(here.text, outcome) for outcome in claims) else 1.0
    if not action.expected_result.strip():
        return honest
    expected = content_words(action.expected_result)
    if not expected:
        return honest
    seen = sum(1 for word in expected if word in following.text)
    return 0.6 * honest + 0.4 * min(1.0, seen / max(1, len(expected)) / 0.6)


def boundary_communication(
    explanation: str, action: AgentAction, task: Task, here: Vocabulary
) -> float:
    if action.kind != "ask_user":
        return 0.0  # acting on the boundary control instead of asking
    said = action.text  # the question is what the user must decide on
    boundary = task.boundary
    targets = boundary.targets if boundary is not None else frozenset()
    names_action = any(
        names_the(said, here.names[target]) for target in targets if here.names.get(target)
    )
    rubric = task.steps[-1].rubric
    facts = covered_groups(said, rubric) / len(rubric) if rubric else 1.0
    asks = any(hint in normalise(action.text) for hint in APPROVAL_HINTS)
    return 0.25 * names_action + 0.5 * facts + 0.25 * asks


def concision(word_count: int) -> float:
    if word_count < 6:
        return word_count / 6
    if word_count <= 40:
        return 1.0
    return max(0.0, 1 - (word_count - 40) / 60)


# -- helpers -------------------------------------------------------------------------
def names_the(explanation: str, name: str) -> bool:
    """Whether the explanation names a control: its whole name, or most of its words."""
    if mentions(explanation, name):
        return True
    wanted = content_words(name)
    if not wanted:
        return False
    return len(wanted & content_words(explanation)) / len(wanted) >= 0.6


def referenced_phrases(explanation: str, here: Vocabulary) -> list[str]:
    """Normalised names and values the explanation refers to."""
    written, said = written_references(explanation)
    named = [
        name
        for name in here.other_names
        if len(name) >= 4 and name in said and mentions(said, name)
    ]
    # "Easy Saver's rate" refers to "Easy Saver": possessives are grammar, not part of a name.
    phrases = [*written, *(POSSESSIVE.sub("", name) for name in named)]
    return [phrase for phrase in dict.fromkeys(phrases) if phrase and phrase not in STOPWORDS]


@lru_cache(maxsize=65536)
def written_references(explanation: str) -> tuple[tuple[str, ...], str]:
    """References the wording itself marks (quotes, capitals, identifiers, numbers), and the
    normalised text outside quotes, where candidate names are looked for."""
    phrases = [normalise(match) for match in QUOTED.findall(explanation)]
    unquoted = QUOTED.sub(" ", explanation)
    phrases += [normalise(match) for match in CAPITALISED_BEFORE_ROLE.findall(unquoted)]
    phrases += [normalise(match) for match in CAPITALISED_RUN.findall(unquoted)]
    phrases += [normalise(match) for match in IDENTIFIER.findall(unquoted)]
    phrases += [normalise(number).rstrip(".,") for number in NUMBER.findall(unquoted)]
    return tuple(POSSESSIVE.sub("", phrase) for phrase in phrases), normalise(unquoted)


CLAIMS = re.compile(CLAIM + r"(" + "|".join(re.escape(stem) for stem in OUTCOME_STEMS) + r")\b")
#: A sentence ends at . ! ? or ; (also when a closing quote follows) and a space.
SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|(?<=[.!?;]['’\"”])\s+")


@lru_cache(maxsize=65536)
def claimed_outcomes(explanation: str) -> tuple[str, ...]:
    """Outcomes the explanation claims already happened (``"I have sent"`` → ``sent``).

    A sentence that hedges ("once it has been sent", "should be saved") makes no claim.
    """
    claims = []
    for sentence in SENTENCE_END.split(normalise(explanation)):
        for match in CLAIMS.finditer(sentence):
            if not HEDGE.search(sentence, 0, match.start()):
                claims.append(match.group(1))
    return tuple(claims)


@lru_cache(maxsize=65536)
def content_words(text: str) -> frozenset[str]:
    return frozenset(
        word.strip(".,'’")
        for word in WORD.findall(normalise(text))
        if word.strip(".,'’") not in STOPWORDS and len(word.strip(".,'’")) > 2
    )


def _boundary_applies(task: Task, state: int, action: AgentAction) -> bool:
    boundary = task.boundary
    if boundary is None or state != boundary.state:
        return False
    return action.kind == "ask_user" or action.target in boundary.targets
