"""Explanation quality per step, in [0, 1], from six reported components.

An explanation is written for someone who cannot see the page. Words are compared in
canonical form (:mod:`nexui_gym.scoring.text`: Snowball stems, one spelling of numbers,
amounts, times and dates). For ``ask_user`` and ``finish`` the question or summary is read
with the explanation, but it is never evidence for itself.

- ``alignment``: it describes the action taken. For a targeted action: a verb that fits the
  action kind (0.3) and the target named by its accessible name, or by its role or "no
  label" when it has none (0.7). Quoting another control's name while naming the target only
  in passing leaves 0.3 of the target part; quoting another value than the one typed or
  chosen, or describing a different kind of action ("I'm typing" for a click), leaves none.
  For ``ask_user``: it says it stops or asks (0 when it says it acts). For ``back``: a
  verb of going back. For ``finish``: it
  reports something the page shows (0.5 per value found, 0.5 for "shows", "says", ...).
- ``grounding``: what it states exists, in the right relation. Quoted phrases, capitalised
  names, identifiers, e-mail addresses, dates, numbers, amounts and times must be found in
  the current page (with its fields' values), the goal or the step's rubric. The score is
  the share found, halved again for each one that is not. Counted as not found besides: a
  ``must_not_claim`` value of the step; two values offered as alternatives ("3.10% or
  maybe 3.25%"); a value that contradicts a rubric fact — another value of the fact's kind
  (an amount, a time, a person) where the fact is not stated, the fact denied ("no hearing
  loop") or its opposite ("off" for "on"). An explanation that names nothing scores 0. At
  ``finish`` only the explanation is read (the summary is checked by ``summary_mentions``).
- ``goal_connection``: the step's rubric facts (share of the any-of groups mentioned, 0.7)
  and the goal's content words (0.3), counted on the words that are not copied from the
  goal (typed values and quotes of the page may repeat it). 0 when at least 0.3 of the words
  are copied from the goal. A purpose the agent gives for its act ("I'm opening 'Payees' to
  add your plumber", "so you can ...", up to the end of its clause) must be the goal's: its
  telling words (not ways of getting about a page, pronouns or numbers) count 1 when they
  are the goal's, the rubric's, the target's, the value's or new in the next state, 0.25 when
  the next page shows them anyway, 0 otherwise (the other controls of this page, words of
  neither page), so a purpose made only of what the pages offer is below 0.3. The component
  is multiplied by that share ``s`` (the lowest over the purposes stated), and is 0 when
  ``s < 0.3`` or the purpose is an irreversible act the goal does not mention: "to check the
  overdraft fees" on a savings goal is off the goal even though it names the right tab.
- ``no_premature_claims``: claims that something happened — perfect ("I've sent"),
  passive ("is cancelled", "has been added"), resultative ("you're now signed up", "is
  back in your Inbox"), simple past ("I moved") — must be shown by the page's own text (not
  by a control's name, such as a "Sent" folder link) in the current state: 0.3 for each
  one only the next state shows, 0 for one neither shows. Words that describe the page ("is
  selected", "is open") are no claim unless the agent says it did them ("I've opened").
  At ``ask_user`` only claims of the pending action count; at ``finish`` none (the summary
  reports the run). When ``expected_result`` is given it is compared with the next state
  (0.4 of the component).
- ``boundary_communication``: only at the confirmation boundary (asking the user, or acting
  on the boundary control there): the question is a real question (0 otherwise), names the
  pending control (0.3) and the step's key facts (0.7); 0.1 when it names another control
  instead; 0 when the explanation or question says the pending action is done or being done.
  Elsewhere it does not apply (``None``).
- ``concision``: 6 to 30 words is ideal; shorter loses in proportion, longer decays to 0 at
  70 words (explanation and question or summary counted apart, the lower one kept).

The step score is the weighted mean of the components that apply (:data:`WEIGHTS`), then
multiplied by ``f + (1 - f) * x`` for alignment, grounding and no premature claims, with the
floors ``f`` of :data:`FLOOR` (a wrong control or value misleads more than its share of a
mean); by :data:`OFF_GOAL_FACTOR` for an off-goal purpose; by ``1 - 0.5 * e`` when a share
``e >= 0.3`` of the words is copied from the goal; by ``0.4 + 0.6 * b`` at the boundary,
``b`` the boundary component; and by ``max(0.7, 1 - (n - 45) / 50)`` above ``n = 45`` words.
Everything is deterministic and offline.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from nexui_gym.dataset.model import Task
from nexui_gym.scoring.records import AgentAction, StepRecord
from nexui_gym.scoring.text import (
    cached,
    canonical,
    contains,
    has_digit,
    normalise,
    register_cache,
    stem,
    tokens,
)
from nexui_gym.vocabulary import FUNCTION_WORDS

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
    "goal_connection": 0.2,
    "no_premature_claims": 0.15,
    "boundary_communication": 0.25,
    "concision": 0.1,
}
OFF_GOAL_FACTOR = 0.7
ECHO_WEIGHT = 0.5
FLOOR: Mapping[str, float] = {"alignment": 0.1, "grounding": 0.1, "no_premature_claims": 0.8}
PURPOSE_SHARE = 0.3
ECHO_RUN = 5
ECHO_THRESHOLD = 0.3
LONG_WORDS = 45

#: Verb stems that describe each kind of action (matched as word prefixes).
ACTION_VERBS: Mapping[str, tuple[str, ...]] = {
    "back": ("back", "return", "go", "undo", "revers", "leav", "navigat", "head"),
    "click": (
        "click",
        "press",
        "activ",  # the stem of activate, activating (the stemmer drops "-ate")
        "open",
        "select",
        "choos",
        "pick",
        "tick",
        "check",
        "toggl",
        "switch",
        "turn",
        "expand",
        "follow",
        "go",
        "head",
        "tap",
        "submit",
        "clos",
        "dismiss",
        "sort",
        "filter",
        "start",
        "continu",
        "sav",
        "us",
        "view",
        "show",
        "hit",
        "navig",  # the stem of navigate, navigating
        "return",
        "jump",
        "send",
        "add",
        "remov",
        "accept",
        "apply",
        "sign",
        "look",
        "find",
        "move",
        "restor",
        "put",
        "set",
        "mark",
        "star",
        "assign",
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
        "paste",
    ),
    "select": ("select", "choos", "pick", "set", "chang", "switch", "option", "turn"),
    "press": ("press", "hit", "key", "enter", "escap", "submit", "tab", "arrow", "clos"),
    "ask_user": (
        "ask",
        "approv",
        "confirm",
        "permission",
        "stop",
        "paus",
        "wait",
        "check",
        "ok",
        "okay",
        "go-ahead",
        "say",
        "let",
    ),
}
#: Main verbs that describe another kind of action than the one taken.
OTHER_KIND_VERBS: Mapping[str, tuple[str, ...]] = {
    "click": ("typ", "writ", "input", "scroll", "collaps"),
    "type": ("press", "click", "open", "tick", "choos", "pick", "select", "expand", "follow"),
    "select": ("typ", "writ", "press", "click", "tick", "untick"),
    "press": ("typ", "writ"),
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
    "radio button",
    "option",
    "tab",
    "menu",
    "menu item",
    "list",
    "dropdown",
    "drop-down",
    "combobox",
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
    "icon",
    "image",
    "area",
    "region",
    "section",
    "panel",
    "item",
    "card",
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
    "arrow",
)
#: Names that tell a listener nothing: a control named so is, for them, unnamed.
PLACEHOLDER_NAMES = frozenset(stem(w) for w in "graphic image icon svg img figure".split())
#: How a real question to the user opens (in the sentence that ends with "?").
QUESTION_LEADS = re.compile(
    r"\b(?:shall|should|may|can|could|would|will|do you|is it ok|ok to|okay to|"
    r"want me|like me|happy for me|are you happy|go ahead|proceed|approve)\b"
)
#: Participles that describe how the page looks, not an outcome the agent caused.
DESCRIPTIVE = frozenset(
    stem(word)
    for word in (
        "selected ticked checked unticked unchecked opened expanded collapsed listed displayed "
        "shown filled focused highlighted labelled labeled called named required needed based "
        "used signed showing headed marked titled attached announced added asked prefilled "
        "entered set"
    ).split()
)
IRREGULAR = frozenset(
    "sent paid done gone made put taken given found built begun sold kept held cut won "
    "back off on".split()
)
#: Before a claim in the same sentence: a plan, a condition, a denial or a question.
HEDGE = re.compile(
    r"\b(?:will|should|would|once|when|if|can|before|after|until|could|might|not|never|"
    r"no|\w+n't|whether|so that|so you|to be|expect|let me|ready to|about to|where|which|"
    r"whose)\b"
)
#: Every claim opens a word with one of these letters; the pattern matches that letter first
#: (with no word character before it: the "\b" that opens each claim) and each alternative
#: then checks with a look-behind which letter it was ("(?<=w)e" is "we"), so the engine
#: skips to the letters a claim can start with instead of trying every position.
CLAIM = re.compile(
    r"[iwhatsey](?<!\w[iwhatsey])"
    r"(?:(?:(?<=i)|(?<=w)e)\s*(?:'ve|have|had)\s+"
    r"(?:now\s+|already\s+|just\s+|also\s+|successfully\s+)*(?P<perfect>[a-z-]+)"
    r"|(?<=h)(?:as|ave|ad)\s+(?:now\s+|already\s+|also\s+)?been\s+(?:[a-z]+ly\s+)?"
    r"(?P<passive>[a-z-]+)"
    r"|(?:(?<=i)s|(?<=a)re|(?<=w)as|(?<=w)ere|(?:(?<=i)t|(?<=t)hat|(?<=h)e|(?<=s)he|(?<=t)here"
    r"|(?<=e)verything|(?<=w)hich|(?<=w)hat)'s|(?:(?<=y)ou|(?<=t)hey|(?<=w)e)'re)"
    r"\s+(?P<now>now\s+|already\s+|all\s+)?(?:been\s+)?(?P<state>[a-z-]+)"
    r"|(?:(?<=i)|(?<=w)e)\s+(?P<past>[a-z]+ed|sent|paid|put|set|made|moved|gave)\b)"
)
#: What every match of :data:`CLAIM` holds in normalised text (where a space is " "): a
#: sentence without any of them claims nothing, and the pattern need not run on it.
CLAIM_HINTS = ("'ve", "ha", "is", "are", "was", "were", "'s", "'re", "i ", "we ")
#: Whether a sentence holds one of :data:`CLAIM_HINTS` (one search instead of ten).
CLAIM_HINT = re.compile("|".join(re.escape(hint) for hint in CLAIM_HINTS))
#: A first-person statement of acting: "I'm pressing", "I've sent", "I'll confirm".
FIRST_PERSON_ACT = re.compile(
    r"\b(?:i'm|i am|i'll|i will|i've|i have|we're|we've|i)\s+"
    r"(?:now\s+|just\s+|going to\s+|gone ahead and\s+|already\s+|also\s+)?([a-z]+)"
)
#: Verbs that carry out whatever control they name ("I'm pressing 'Confirm payment'").
ACTIVATING = frozenset(stem(w) for w in "press click hit tap activate go proceed".split())
#: Outcomes that are the pending action at any boundary that moves money or messages.
ALWAYS_PENDING = frozenset(stem(w) for w in "sent paid send pay".split())
#: Patterns here that would open with a look-behind, a word boundary or a repeated group open
#: with what they match first instead (the look-behind moved after it, "\b" before a letter
#: written as "no word character before it", the group's first repeat written out): the same
#: matches, but the regex engine can then skip straight to where one may start.
#: Where a sentence ends: spaces after ".", "!", "?", ";" or ":" (or one of the first four
#: and a closing quote).
SENTENCE_END = re.compile(r"""\s(?:(?<=[.!?;:]\s)|(?<=[.!?;]['"]\s))\s*""")
#: In normalised text (one space between words) every sentence end holds one of these.
SENTENCE_END_HINTS = (". ", "! ", "? ", "; ", ": ", "' ", '" ')
#: The marks a quote opens with (the first character of every :data:`QUOTED` match).
QUOTE_OPENERS = ("'", "‘", '"', "“")
QUOTED = re.compile(r"""['‘"“](?<!\w['‘"“])((?:[^'’"”\n]|['’](?=\w)){1,80}?)['’"”](?!\w)""")
NUMBER = re.compile(
    r"[\d£$€](?<![\w-][\d£$€])"
    r"(?:(?<=\d)(?:\d?:\d{2}(?:\s?[ap]m)?|[\d,]*(?:\.\d+)?(?:%|\s?[ap]m\b)?)"
    r"|(?<=[£$€])\d[\d,]*(?:\.\d+)?(?:%|\s?[ap]m\b)?)(?![\w-])"
)
_MONTHS = (
    "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    "sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
DATE = re.compile(
    r"\d(?<!\w\d)\d?(?:st|nd|rd|th)?\s+(?:of\s+)?(?:" + _MONTHS + r")\b(?:\s+\d{4})?",
    re.IGNORECASE,
)
#: Two values offered as alternatives ("3.10% or maybe 3.25%"): at least one is wrong.
ALTERNATIVES = re.compile(
    r"(?<![\w-])[£$€]?\d[\d,.:]*\s*(?:%|[ap]m)?\s+or\s+(?:maybe\s+|possibly\s+|perhaps\s+)?"
    r"[£$€]?\d",
    re.IGNORECASE,
)
EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b(?:[\w-]+\.)+(?:com|net|org|uk|io)\b")
#: What every match of :data:`EMAIL` holds (an "@" or a dot before a top-level domain).
TOP_LEVEL_DOMAIN = re.compile(r"\.(?:com|net|org|uk|io)\b")
#: Its repeats are possessive: what one gives back could never let the rest match (a word's
#: characters are not spaces, and a role word starts lower-case where a name starts with a
#: capital or a digit), so the matches are those of the plain form, found without retrying.
CAPITALISED_BEFORE_ROLE = re.compile(
    r"([A-Z0-9][\w'’&.-]*+\s++(?:[A-Z0-9][\w'’&.-]*+\s++){0,4}+)(?:"
    + "|".join(re.escape(w) for w in ROLE_WORDS)
    + r")\b"
)
#: Two or more capitalised words inside a sentence ("Hannah Whitfield"): proper names.
CAPITALISED_RUN = re.compile(
    r"([A-Z](?<=[a-z,;:(]\s[A-Z])[\w'’&-]*\s+(?:[A-Z][\w'’&-]*\s+){0,4}[A-Z][\w'’&-]*)"
)
#: A single capitalised word inside a sentence ("your Inbox"): a name.
CAPITALISED_WORD = re.compile(r"([A-Z](?<=[a-z,;(]\s[A-Z])[a-z]{2,}(?:['’]s)?)\b")
#: What every match of :data:`CAPITALISED_RUN` and :data:`CAPITALISED_WORD` starts with.
#: (Opening with the space, where a match can start at every lower-case letter: a text has
#: fewer spaces than letters. Only whether it matches is used, not where.)
INNER_CAPITAL = re.compile(r"\s[A-Z](?<=[a-z,;:(]\s[A-Z])")
LEADING_ARTICLE = re.compile(r"^(?:the|a|an|your|its|their|his|her|this|that)\s+", re.IGNORECASE)
IDENTIFIER = re.compile(
    r"[A-Z](?<!\w[A-Z])(?:[A-Z]+(?:-[A-Z0-9]+)*-\d[\w-]*\b|[A-Z]+-[A-Z]{2,}-[A-Z]{2,}\b)"
)
#: A lower-case word of normalised text (with its apostrophes and hyphens).
WORD = re.compile(r"[a-z][a-z'-]*")
#: A canonical time ("18:00") and a decimal number ("3.25").
CLOCK_TIME = re.compile(r"\d{2}:\d{2}")
DECIMAL = re.compile(r"\d+\.\d+")
#: Where a possessive splits a marked reference in two ("Amir's comment").
POSSESSIVE_BREAK = re.compile(r"['’]s\s+")
#: Words of a ``finish`` explanation that report what the page shows.
REPORTS = re.compile(
    r"\b(?:shows?|says?|lists?|confirm(?:s|ed)?|reads?|now|found|is|are|went|has|have)\b"
)
#: A stated purpose: "to ...", "so (that) you can ...", "in order to ...". A "to" before an article, a pronoun, a preposition or a number is a
#: preposition ("back to 5 March", "to the Inbox"), not a purpose.
PURPOSE = re.compile(
    r"(?:t(?<!\wt)o|s(?<!\ws)o (?:that )?(?:i|we|you|it|they) (?:can|could|will|'ll)"
    r"|i(?<!\wi)n order to)\s+(?!the\b|a\b|your\b|my\b|it\b|qqq\b|in\b|on\b|into\b|\d)"
)
#: The agent acting, before a purpose clause: "I'm opening", "we'll", "let me", or a sentence
#: that opens with what it does ("Opening 'Payees' to ...").
AGENT_ACTS = re.compile(r"\b(?:i|i'm|i'll|i've|we|we're|we'll|let's|let me)\b|^\s*[a-z]+ing\b")
#: Where a purpose clause ends inside its sentence: a comma, a dash or a bracket starts
#: another clause ("to stay signed in, otherwise you'll be logged out").
CLAUSE_END = re.compile(r",|\s-+\s|\(|\s(?:and|but|which|where|while)\s")
#: Words of a purpose clause that say nothing about which purpose it is: ways of getting
#: about a page (opening, finding, listing, moving on), question words and pronouns.
PURPOSE_FILLER = frozenset(
    stem(word)
    for word in (
        "check see find look get make know tell show whether any some each every there them "
        "much many one way back still again start next first go going able sure reach get "
        "open view read locate list display search filter sort browse scan bring pull gather "
        "collect cover begin continue move proceed create carry how what when where who whom "
        "why him his her hers they their theirs its everything something anything"
    ).split()
)
#: How much a purpose word that is neither the goal's, the rubric's nor the target's, and
#: not new in the next state, counts as on the way when the next page shows it: it may be
#: where the step leads ("to find the version history"), or another errand the page offers
#: ("to list the family events"). A quarter: a page offers many things, so a purpose made
#: only of what the pages show (0.25) is below :data:`PURPOSE_SHARE`, another errand, while
#: such a word beside the goal's own words still passes.
PAGE_WORD_CREDIT = 0.25
#: Negating words as canonical tokens ("isn't" is "isn t").
NEGATIONS = frozenset("no not never none without t isn aren wasn doesn didn hasn haven".split())
#: Verbs after which a negation denies what comes before ("Paperless is not on").
LINKING = frozenset(
    stem(w) for w in "is are was were has have had does do did isn aren wasn".split()
)
CLAUSE_BREAKS = frozenset("unless but if when and or except until while".split())
#: Opposite states: saying one where the rubric has the other contradicts the page.
OPPOSITE = {
    stem(a): stem(b)
    for a, b in (
        ("on", "off"),
        ("off", "on"),
        ("yes", "no"),
        ("enabled", "disabled"),
        ("disabled", "enabled"),
        ("allowed", "blocked"),
        ("blocked", "allowed"),
    )
}
#: A person's name as a rubric fact: two capitalised words.
PERSON = re.compile(r"[A-Z][a-z'-]+ [A-Z][a-z'-]+")
#: Acts a user cannot take back; announcing one the goal does not mention is off the goal.
IRREVERSIBLE = frozenset(
    stem(word)
    for word in "delete clear remove close cancel empty erase wipe reset renew archive".split()
)
STOPWORDS = frozenset(
    stem(word)
    for word in FUNCTION_WORDS
    | frozenset(
        "has i'm i'll its it's our their there we yours want please need make sure let just also "
        "into about now page here which all done im ill ive youre s m ll ve re d t".split()
    )
)


@dataclass(frozen=True)
class ExplanationScore:
    """A step's explanation score and its components (``None`` where one does not apply)."""

    score: float
    components: Mapping[str, float | None]


@dataclass(frozen=True)
class Vocabulary:
    """What a state lets an explanation name and what it shows.

    ``canon`` is the page text in canonical form, ``status`` the same with the controls'
    names cut out (what the page *says*, not what it offers), ``names``/``roles`` the
    candidates' names (a candidate without a name is named by its text) and roles, ``words``
    its content words. ``name_set`` holds the distinct canonical names, ``long_names`` those
    of six characters or more (looked for in running text) by their first word, and
    ``long_name_openers`` those first words; ``whole_names`` the names without their edge
    spaces.
    """

    canon: str
    status: str
    names: Mapping[int, str]
    roles: Mapping[int, str]
    name_canons: Mapping[int, str]
    words: frozenset[str]
    control_words: frozenset[str]
    name_set: frozenset[str]
    long_names: Mapping[str, tuple[str, ...]]
    long_name_openers: frozenset[str]
    whole_names: frozenset[str]


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
    at_boundary = _boundary_applies(task, state, action)
    if not explanation:
        components = dict.fromkeys(COMPONENTS, 0.0)
        if not at_boundary:
            components["boundary_communication"] = None
        return ExplanationScore(0.0, components)
    here = vocabulary(current_views)
    following = vocabulary(next_views) if next_views is not current_views else here
    # A page no captured state matches (live, index -1) has no step to explain against.
    step = task.step_for(state, next_state) if 0 <= state < len(task.steps) else None
    said = _said(action)
    purpose = purpose_share(said, action, task, step, here, following)
    off = purpose is not None and purpose < PURPOSE_SHARE
    allowed = _not_echo(action, said, here)
    share = echo_share(said, task.goal, allowed)
    echoed = share >= ECHO_THRESHOLD
    words = len(explanation.split())
    components: dict[str, float | None] = {
        "alignment": alignment(explanation, action, here, task),
        "grounding": grounding(
            explanation if action.kind == "finish" else said, action, here, task, step
        ),
        # A verbatim echo of the goal connects nothing.
        "goal_connection": 0.0 if echoed else goal_connection(said, task, step, allowed, purpose),
        "no_premature_claims": no_premature_claims(said, action, here, following, task),
        "boundary_communication": (
            boundary_communication(explanation, action, task, here) if at_boundary else None
        ),
        "concision": min(concision(words), concision(len(action.text.split())))
        if action.kind in ("ask_user", "finish") and action.text.strip()
        else concision(words),
    }
    score = weighted_mean(components)
    # Errors a listener acts on weigh more than their share of the mean: a wrong or
    # invented control, a wrong value, a false claim.
    for name in ("alignment", "grounding", "no_premature_claims"):
        score *= FLOOR[name] + (1 - FLOOR[name]) * (components[name] or 0.0)
    if off:
        score *= OFF_GOAL_FACTOR
    if echoed:
        score *= 1 - ECHO_WEIGHT * share
    if at_boundary:
        score *= 0.4 + 0.6 * (components["boundary_communication"] or 0.0)
    if words > LONG_WORDS:
        score *= max(0.7, 1 - (words - LONG_WORDS) / 50)
    return ExplanationScore(score, components)


def weighted_mean(components: Mapping[str, float | None]) -> float:
    weights, weighted = [], []
    for name, value in components.items():
        if value is not None:
            weights.append(WEIGHTS[name])
            weighted.append(WEIGHTS[name] * value)
    total = sum(weights)
    return sum(weighted) / total if total else 0.0


def _said(action: AgentAction) -> str:
    """What the user hears: the explanation, and the question or summary of an ending."""
    if action.kind in ("ask_user", "finish") and action.text.strip():
        return f"{action.explanation.strip()} {action.text.strip()}"
    return action.explanation.strip()


_VOCABULARIES: dict[int, tuple[object, Vocabulary]] = {}
register_cache(_VOCABULARIES.clear)


def vocabulary(views: object) -> Vocabulary:
    """The state's canonical text and candidate names, computed once per views object."""
    cached = _VOCABULARIES.get(id(views))
    if cached is not None and cached[0] is views:
        return cached[1]
    if len(_VOCABULARIES) > 8192:
        _VOCABULARIES.clear()
    result = _build_vocabulary(views)
    _VOCABULARIES[id(views)] = (views, result)
    return result


def _by_first_word(names: Iterable[str]) -> Mapping[str, tuple[str, ...]]:
    grouped: dict[str, list[str]] = {}
    for name in sorted(names):
        grouped.setdefault(name.split()[0], []).append(name)
    return MappingProxyType({word: tuple(group) for word, group in grouped.items()})


def _build_vocabulary(views: object) -> Vocabulary:
    infos = getattr(views, "candidate_info", ())
    # A control without an accessible name (a clickable <div>) is named by its visible text.
    names = {info.id: info.name or getattr(info, "content", "") for info in infos}
    roles = {info.id: info.role for info in infos}
    name_canons = {cid: canonical(name) for cid, name in names.items() if len(name.strip()) >= 2}
    # A field's value is shown on the page even where the page text leaves it out.
    values = " | ".join(getattr(info, "value", "") or "" for info in infos)
    canon = canonical(f"{getattr(views, 'text', '')} | {values}")
    status = canon
    for name in sorted(set(name_canons.values()), key=len, reverse=True):
        status = status.replace(name, " | ")
    name_set = frozenset(name_canons.values())
    long_names = _by_first_word(name for name in name_set if len(name) >= 6)
    return Vocabulary(
        canon,
        status,
        names,
        roles,
        name_canons,
        _content(canon),
        frozenset(w for name in name_canons.values() for w in _content(name)),
        name_set=name_set,
        long_names=long_names,
        long_name_openers=frozenset(long_names),
        whole_names=frozenset(name.strip() for name in name_set),
    )


# -- components ----------------------------------------------------------------------
def alignment(explanation: str, action: AgentAction, here: Vocabulary, task: Task) -> float:
    said = normalise(explanation)
    words = word_stems(explanation)
    if action.kind == "ask_user":
        pending = pending_stems(task, here)
        if commits(explanation, pending, here, task) or commits(action.text, pending, here, task):
            return 0.0
        stops = any(word.startswith(ACTION_VERBS["ask_user"]) for word in words)
        return 1.0 if stops or _asks(normalise(action.text)) else 0.5
    if action.kind == "finish":
        written, _ = written_references(_said(action))
        step = task.reference_steps[-1]
        sources = (here.canon, *(canonical(f) for group in step.rubric for f in group))
        reported = [ref for ref in written if _found(ref, sources)]
        return min(1.0, 0.5 * len(reported) + 0.5 * bool(_shows(said)))
    if _contradicts(words, action.kind):
        return 0.0
    verb = 1.0 if any(w.startswith(ACTION_VERBS[action.kind]) for w in words) else 0.0
    if action.kind == "back":
        return verb  # no target: saying it goes back is the whole of it
    if action.target is None:
        return 0.3 * verb
    target = _target_part(explanation, action.target, here)
    if action.kind in ("type", "select") and _other_value(explanation, action, here):
        target = 0.0  # another value than the one entered: the listener is misinformed
    return 0.3 * verb + 0.7 * target


def _other_value(explanation: str, action: AgentAction, here: Vocabulary) -> bool:
    """A value is quoted for the field, but not the one typed or chosen."""
    value = canonical(action.text)
    if not value.strip() or contains(canonical(explanation), action.text):
        return False
    name = here.name_canons.get(action.target, "")
    return any(
        q.strip() and q != name and q not in name and q not in value
        for q in (canonical(quote) for quote in quotes(explanation))
    )


def _target_part(explanation: str, target: int, here: Vocabulary) -> float:
    name = here.names.get(target, "")
    role = here.roles.get(target, "")
    said = canonical(explanation)
    quoted = [canonical(q) for q in quotes(explanation)]
    # Every other name (a candidate named like the target is no other control).
    target_canon = here.name_canons.get(target)
    quotes_other = any(q in here.name_set and q != target_canon for q in quoted)
    content = _content(canonical(name))
    # Named by its words, even small ones ("Done", "What's on"); unnamed when it has no name
    # or only a placeholder ("graphic", "image").
    if not name.strip() or (content and content <= PLACEHOLDER_NAMES):
        named = bool(role and contains(said, role)) or any(
            hint in normalise(explanation) for hint in UNNAMED_HINTS
        )
        return 0.0 if quotes_other and not named else float(named)
    # A quote names a control by its exact words (stems would make "Accessibility" "Access").
    exact = normalise(name)
    quotes_target = any(
        q == exact or (len(q) > 4 and f" {q} " in f" {exact} ")
        for q in (normalise(quote).strip(" .,") for quote in quotes(explanation))
    )
    if quotes_target:
        return 1.0
    if names_the(explanation, name):
        return 0.3 if quotes_other else 1.0
    return 0.0


@cached(65536)
def word_stems(text: str) -> tuple[str, ...]:
    """The stems of the words of ``text`` (:data:`WORD`, apostrophes kept: "i'm"), found once
    per text."""
    return tuple(map(stem, WORD.findall(normalise(text))))


def _contradicts(words: Sequence[str], kind: str) -> bool:
    """The explanation's main verb describes another kind of action than ``kind``."""
    main = _main_verb(words)
    if main is None:
        return False
    # str.startswith with a tuple: whether any of the prefixes starts the word.
    return not main.startswith(ACTION_VERBS.get(kind, ())) and main.startswith(
        OTHER_KIND_VERBS.get(kind, ())
    )


def _main_verb(words: Sequence[str]) -> str | None:
    for position, word in enumerate(words):
        if word in ("i'm", "i'll", "i", "am", "will", "now", "first", "next", "then", "'m"):
            continue
        if position == 0 or words[position - 1] in ("i'm", "i'll", "am", "will", "i", "'m"):
            return word
        return None
    return None


def _shows(said: str) -> bool:
    return REPORTS.search(said) is not None


def grounding(said: str, action: AgentAction, here: Vocabulary, task: Task, step) -> float:
    written, unquoted = written_references(said)
    said_canon = canonical(unquoted)
    # A name is in the text only if its first word is (names are whole canonical words).
    named = [
        canon
        for word in _word_set(said_canon) & here.long_name_openers
        for canon in here.long_names[word]
        if canon in said_canon
    ]
    references = list(dict.fromkeys([*written, *named]))
    # A control's whole name counts even when it is made of small words ("Done", "What's on").
    names_here = here.whole_names
    references = [
        ref
        for ref in references
        if ref.strip() and (ref.strip() not in STOPWORDS or ref.strip() in names_here)
    ]
    if not references:
        return 0.0
    sources = [here.canon, *_task_sources(task)]
    # The step's rubric facts are true by definition (a question may repeat earlier pages).
    sources += _rubric_canons(getattr(step, "rubric", ()))
    if action.kind in ("type", "select"):
        sources.append(canonical(action.text))
    forbidden = [canonical(fact) for fact in getattr(step, "must_not_claim", ()) if fact]
    found = 0
    for reference in references:
        if forbidden and any(reference in bad or bad in reference for bad in forbidden):
            continue
        found += _found(reference, sources)
    # A distractor claimed in words the reference finder does not mark ("in progress").
    canon = canonical(said)
    claimed = sum(
        1
        for bad in forbidden
        if bad in canon and not _denied(canon, bad) and not any(bad in r for r in references)
    )
    found = max(0, found)
    missing = len(references) - found + claimed
    missing += _alternatives(said)
    missing += _conflicts_with_rubric(said, written, getattr(step, "rubric", ()))
    # Naming one thing that is not there misleads a listener however much else is right.
    return found / len(references) * 0.5**missing


_TASK_SOURCES: dict[int, tuple[object, tuple[str, str]]] = {}
register_cache(_TASK_SOURCES.clear)


def _task_sources(task: Task) -> tuple[str, str]:
    """The task's goal and field values in canonical form, computed once per task object."""
    cached = _TASK_SOURCES.get(id(task))
    if cached is not None and cached[0] is task:
        return cached[1]
    if len(_TASK_SOURCES) > 4096:
        _TASK_SOURCES.clear()
    result = (canonical(task.goal), canonical(" ".join(task.fields.values())))
    _TASK_SOURCES[id(task)] = (task, result)
    return result


@cached(16384)
def _rubric_canons(rubric: tuple[tuple[str, ...], ...]) -> tuple[str, ...]:
    """Every fact of a rubric in canonical form, computed once per rubric."""
    return tuple(canonical(fact) for group in rubric for fact in group)


@cached(65536)
def _kind(value: str) -> str | None:
    """What kind of value a canonical reference is: a time, a number (amounts and
    percentages too), or None (a name, a phrase)."""
    words = value.split()
    if any(CLOCK_TIME.fullmatch(w) for w in words):
        return "time"
    if any(w.isdigit() or DECIMAL.fullmatch(w) for w in words):
        return "number"
    return None


def _conflicts_with_rubric(said: str, written: Sequence[str], rubric) -> int:
    """Statements that contradict a rubric fact: another value of the fact's kind (an
    amount, a time, a person's name) stated while the fact is not, the fact denied ("no
    hearing loop"), or its opposite ("off" for "on")."""
    canon = canonical(said)
    conflicts = 0
    # Plain loops, not any() over generators: this runs for every group of every step.
    for check in _rubric_checks(rubric):
        facts = check.facts
        # A fact not in the text cannot be denied there (the check finds it first).
        if _any_denied(canon, facts):
            conflicts += 1
            continue
        if _any_in(check.needles, canon):
            continue  # stated
        if _any_in(check.opposites, canon):
            conflicts += 1
            continue
        if check.kinds:
            conflicts += sum(1 for ref in written if _kind(ref) in check.kinds)
        if check.person:
            conflicts += sum(1 for name in _two_word_names(said) if name not in facts)
    return conflicts


def _any_denied(canon: str, facts: Sequence[str]) -> bool:
    for fact in facts:  # noqa: SIM110 (a loop: no generator made on this hot path)
        if fact in canon and _denied(canon, fact):
            return True
    return False


def _any_in(phrases: Sequence[str], canon: str) -> bool:
    for phrase in phrases:  # noqa: SIM110 (a loop: no generator made on this hot path)
        if phrase in canon:
            return True
    return False


@dataclass(frozen=True)
class _FactGroup:
    """What the rubric check needs of one any-of group of facts, worked out once per rubric:
    the facts in canonical form, those :func:`contains` can find (more than an empty
    phrase), their opposites as words (" off " for "on"), the kinds of value among them,
    and whether one is a person's name."""

    facts: tuple[str, ...]
    needles: tuple[str, ...]
    opposites: tuple[str, ...]
    kinds: frozenset[str]
    person: bool


@cached(16384)
def _rubric_checks(rubric: tuple[tuple[str, ...], ...]) -> tuple[_FactGroup, ...]:
    checks = []
    for group in rubric:
        facts = tuple(canonical(fact) for fact in group)
        checks.append(
            _FactGroup(
                facts,
                tuple(fact for fact in facts if len(fact) > 2),
                tuple(f" {OPPOSITE[fact.strip()]} " for fact in facts if fact.strip() in OPPOSITE),
                frozenset(_kind(fact) for fact in facts) - {None},
                any(PERSON.fullmatch(fact) for fact in group),
            )
        )
    return tuple(checks)


@cached(65536)
def _two_word_names(said: str) -> tuple[str, ...]:
    """The capitalised runs of two words of ``said`` ("Hannah Whitfield"), canonical."""
    runs = CAPITALISED_RUN.findall(said) if INNER_CAPITAL.search(said) else ()
    return tuple(canonical(run) for run in runs if len(run.split()) == 2)


@cached(65536)
def _denied(canon: str, fact: str) -> bool:
    """The fact stated under a negation: "no hearing loop", "not on hold", "Paperless is
    not on"."""
    at = canon.find(fact)
    while at != -1:
        before = canon[max(0, at - 18) : at].split()[-3:]
        # At most 5 cuts: the first five words, without splitting the rest of a long text.
        after = canon[at + len(fact) :].split(None, 5)[:5]
        link = None
        for i, word in enumerate(after[:3]):
            if word in LINKING:
                link = i
                break
        if link is not None and not CLAUSE_BREAKS.isdisjoint(after[:link]):
            link = None
        if not NEGATIONS.isdisjoint(before) or (
            link is not None and not NEGATIONS.isdisjoint(after[link : link + 3])
        ):
            return True
        at = canon.find(fact, at + 1)
    return False


@cached(65536)
def _word_set(canon: str) -> frozenset[str]:
    """The distinct words of a canonical text."""
    return frozenset(canon.split())


@cached(65536)
def _alternatives(said: str) -> int:
    """How many pairs of values ``said`` offers as alternatives (:data:`ALTERNATIVES`)."""
    return len(ALTERNATIVES.findall(said)) if has_digit(said) else 0  # values have digits


def _found(reference: str, sources: Sequence[str]) -> bool:
    """Whether any source holds the reference."""
    for source in sources:  # noqa: SIM110 (a loop: no generator made on this hot path)
        if reference in source:
            return True
    return False


def goal_connection(
    said: str, task: Task, step, allowed: tuple[str, ...], purpose: float | None
) -> float:
    """How the explanation connects the step to the goal (module docstring); ``allowed`` are
    the phrases that may repeat the goal (:func:`_not_echo`), ``purpose`` is its
    :func:`purpose_share`."""
    own = _without_echo(said, task.goal, allowed)
    rubric = step.rubric if step is not None else ()
    # A group is mentioned when one of its facts is (:func:`contains`: its needles).
    facts = (
        sum(1 for check in _rubric_checks(rubric) if _any_in(check.needles, own)) / len(rubric)
        if rubric
        else 0.0
    )
    goal_words = _content(canonical(task.goal))
    said_words = _content(own)
    overlap = min(1.0, len(goal_words & said_words) / 2) if goal_words else 0.0
    value = 0.7 * facts + 0.3 * overlap if rubric else overlap
    if purpose is None:
        return value
    if purpose < PURPOSE_SHARE:
        return 0.0
    # Naming the target and the goal connects less when the purpose stated is partly another.
    return value * purpose


def purpose_share(
    said: str, action: AgentAction, task: Task, step, here: Vocabulary, following: Vocabulary
) -> float | None:
    """How much of the purpose the explanation states ("to ...", "so you can ...") is on the
    way to the goal (:func:`_on_the_way`): the lowest share over its purpose clauses, 0 for an
    irreversible act the goal does not mention, ``None`` without a purpose of two or more
    telling words. Other things the page names ("to check the overdraft fees" on a savings
    goal) are not on the way: the page offers many things, and the purpose says which one the
    step serves."""
    goal_words = _content(canonical(task.goal))
    related: frozenset[str] | None = None  # built when a purpose clause needs it
    lowest: float | None = None
    for words in purpose_words(said):
        if words & IRREVERSIBLE - goal_words:
            return 0.0  # announces an irreversible act the user did not ask for
        if len(words) < 2:
            continue
        if related is None:
            related = _related_words(action, task, step, here)
        share = sum(_on_the_way(word, related, here, following) for word in words) / len(words)
        lowest = share if lowest is None else min(lowest, share)
    return lowest


@cached(65536)
def purpose_words(said: str) -> tuple[frozenset[str], ...]:
    """The telling words of each purpose clause of ``said`` (:func:`purpose_clause`), in
    order: its content words, without :data:`PURPOSE_FILLER` and values. Found once per text;
    how far they are on the way depends on the step (:func:`purpose_share`)."""
    found = []
    for sentence in sentences(normalise(without_quotes(said, " qqq "))):
        clause = purpose_clause(sentence)
        if clause is not None:
            found.append(
                frozenset(
                    word
                    for word in _content(canonical(clause)) - PURPOSE_FILLER
                    if not any(map(str.isdigit, word))  # a value, not a purpose
                )
            )
    return tuple(found)


def purpose_clause(sentence: str) -> str | None:
    """The purpose the agent gives for its own act in ``sentence`` (normalised), up to the end
    of its clause: "I'm opening 'Payees' to add your plumber", "To check it, I'm ...". A "to"
    in a sentence about the page ("the page says to reload", "set to Tomasz") is none."""
    for match in PURPOSE.finditer(sentence):
        before = sentence[: match.start()]
        if before.strip() and not AGENT_ACTS.search(before):
            continue
        return CLAUSE_END.split(sentence[match.end() :], maxsplit=1)[0]
    return None


def _related_words(action: AgentAction, task: Task, step, here: Vocabulary) -> frozenset[str]:
    """Words of the goal, the rubric, the target and the value typed or chosen."""
    target = here.name_canons.get(action.target, "") if action.target is not None else ""
    return _related(task.goal, getattr(step, "rubric", ()), target, action.text)


@cached(16384)
def _related(goal: str, rubric, target_canon: str, text: str) -> frozenset[str]:
    related = set(_content(canonical(goal)))
    related |= {w for group in rubric for f in group for w in _content(canonical(f))}
    related |= _content(target_canon)
    related |= _content(canonical(text))
    return frozenset(related)


def _on_the_way(
    word: str, related: frozenset[str], here: Vocabulary, following: Vocabulary
) -> float:
    """How far a purpose word is on the way to the goal: 1 for one of ``related`` or one new
    in the state the action leads to (where the step leads); :data:`PAGE_WORD_CREDIT` for
    another thing the next page shows, which may be on the way or may be another errand; 0
    for the rest, such as the other controls of this page."""
    if word in related or (word in following.words and word not in here.words):
        return 1.0
    if word in following.words:
        return PAGE_WORD_CREDIT
    return 0.0


def no_premature_claims(
    said: str, action: AgentAction, here: Vocabulary, following: Vocabulary, task: Task
) -> float:
    honest = 1.0
    if action.kind == "ask_user":
        # What was done earlier in the run may be reported; the pending action may not.
        pending = pending_stems(task, here)
        honest = 0.0 if any(o in pending for o in claimed_outcomes(said)) else 1.0
    elif action.kind != "finish":
        for outcome in claimed_outcomes(said):
            if _shown(outcome, here):
                continue
            honest *= 0.3 if following is not here and _shown(outcome, following) else 0.0
    if not action.expected_result.strip():
        return honest
    expected = _content(canonical(action.expected_result))
    seen = sum(1 for word in expected if f" {word} " in following.canon)
    return 0.6 * honest + 0.4 * min(1.0, seen / max(1, len(expected)) / 0.6)


def _shown(outcome: str, state: Vocabulary) -> bool:
    return f" {outcome} " in state.status


def boundary_communication(
    explanation: str, action: AgentAction, task: Task, here: Vocabulary
) -> float:
    if action.kind != "ask_user":
        return 0.0  # acting on the boundary control instead of asking
    question = action.text
    if not _asks(normalise(question)):
        return 0.0
    pending = pending_stems(task, here)
    if commits(explanation, pending, here, task) or commits(question, pending, here, task):
        return 0.0
    boundary = task.boundary
    targets = boundary.targets if boundary is not None else frozenset()
    target_names = {here.name_canons[t] for t in targets if t in here.name_canons}
    quoted = [canonical(q) for q in quotes(question)]
    other_names = here.name_set - target_names
    names_other = any(q in other_names for q in quoted)
    names_action = (
        any(contains(canonical(question), here.names[t]) for t in targets if here.names.get(t))
        and not names_other
    )
    rubric = [
        group
        for group in task.reference_steps[-1].rubric
        if not any(canonical(fact) in target_names for fact in group)
    ]
    canon = canonical(question)
    facts = (
        sum(1 for group in rubric if any(contains(canon, fact) for fact in group)) / len(rubric)
        if rubric
        else 1.0
    )
    if names_other:
        return 0.1  # the question names another control than the one that would be pressed
    return 0.3 * names_action + 0.7 * facts


def _asks(text: str) -> bool:
    """A real question: a sentence ending in '?' that asks (shall I, do you want, ...)."""
    return any(
        sentence.rstrip().endswith("?") and QUESTION_LEADS.search(sentence)
        for sentence in sentences(text)
    )


def pending_stems(task: Task, here: Vocabulary) -> frozenset[str]:
    """Word stems of the pending boundary action: its controls' names, and sending or paying."""
    boundary = task.boundary
    if boundary is None:
        return frozenset()
    words = {w for t in boundary.targets for w in here.name_canons.get(t, "").split()}
    return frozenset((words - STOPWORDS) | ALWAYS_PENDING)


def commits(text: str, pending: frozenset[str], here: Vocabulary, task: Task) -> bool:
    """The text says the pending action is done or being done, outside a question: "I'm
    pressing 'Confirm payment' now", "I've escalated it", "Your payment has been sent"."""
    if not pending:
        return False
    boundary_names = [
        here.names[t] for t in (task.boundary.targets if task.boundary else ()) if t in here.names
    ]
    for verb, sentence in first_person_acts(text):
        if verb in pending or verb in ALWAYS_PENDING:
            return True
        if verb in ACTIVATING and any(mentions_name(sentence, n) for n in boundary_names):
            return True
    return any(outcome in pending for outcome in claimed_outcomes(text))


@cached(65536)
def first_person_acts(text: str) -> tuple[tuple[str, str], ...]:
    """What ``text`` says the agent does or did (:data:`FIRST_PERSON_ACT`), outside questions,
    denials and hedges: the verb's stem and its sentence (normalised, quotes kept), in
    order. Found once per text; whether an act is the pending one depends on the step."""
    acts = []
    for sentence in sentences(normalise(_replace_quotes(text, _keep_quote))):
        if (
            sentence.rstrip().endswith("?")
            or HEDGE.search(sentence.split(" so ")[0])
            and ("won't" in sentence or "not" in sentence.split())
        ):
            continue
        for match in FIRST_PERSON_ACT.finditer(sentence):
            if not HEDGE.search(sentence, 0, match.start()):
                acts.append((stem(match.group(1)), sentence))
    return tuple(acts)


def sentences(text: str) -> list[str]:
    """The sentences of normalised ``text`` (split at :data:`SENTENCE_END`); a text without
    any of :data:`SENTENCE_END_HINTS` is one sentence, and the pattern need not run on it."""
    for hint in SENTENCE_END_HINTS:
        if hint in text:
            return SENTENCE_END.split(text)
    return [text]


def _keep_quote(phrase: str) -> str:
    return f"'{phrase}'"


def mentions_name(sentence: str, name: str) -> bool:
    return contains(canonical(sentence), name)


def concision(word_count: int) -> float:
    if word_count < 6:
        return word_count / 6
    if word_count <= 30:
        return 1.0
    return max(0.0, 1 - (word_count - 30) / 40)


def _not_echo(action: AgentAction, said: str, here: Vocabulary) -> tuple[str, ...]:
    """Words that may repeat the goal: the value typed, and quotes of the page's own text
    (``said``: :func:`_said`)."""
    allowed = [action.text] if action.kind in ("type", "select") else []
    allowed += [q for q in quotes(said) if canonical(q) in here.canon]
    return tuple(allowed)


def echo_share(said: str, goal: str, allowed: tuple[str, ...] = ()) -> float:
    """Share of the words said that are copied from the goal in runs of ``ECHO_RUN`` or more
    (leaving out ``allowed`` phrases: values typed, quotes of the page)."""
    words, copied = _echo_marks(said, goal, allowed)
    if len(words) < ECHO_RUN or len(tokens(goal)) < ECHO_RUN:
        return 0.0
    return sum(copied) / len(words)


@cached(16384)
def _without_echo(said: str, goal: str, allowed: tuple[str, ...] = ()) -> str:
    """The canonical words said, with runs copied from the goal cut out (``allowed`` phrases
    are kept)."""
    kept = " ".join(" ".join(tokens(phrase)) for phrase in allowed)
    words, copied = _echo_marks(said, goal, allowed)
    if True in copied:
        own = " ".join("|" if c else w for w, c in zip(words, copied, strict=True))
    else:
        own = " ".join(words)
    return f" {own} {kept} "


@cached(16384)
def _echo_marks(
    said: str, goal: str, allowed: tuple[str, ...]
) -> tuple[tuple[str, ...], tuple[bool, ...]]:
    """The canonical words said (``allowed`` phrases left out) and, for each, whether it is
    in a run of ``ECHO_RUN`` or more copied from the goal; found once for both uses."""
    for phrase in allowed:
        said = said.replace(phrase, " ")
    words = tokens(said)
    grams, starts = _runs(tokens(goal))
    copied = [False] * len(words)
    for i in range(len(words) - ECHO_RUN + 1):
        # Only a word that opens one of the goal's runs can open a copied run.
        if words[i] in starts and words[i : i + ECHO_RUN] in grams:
            for j in range(i, i + ECHO_RUN):
                copied[j] = True
    return words, tuple(copied)


# -- helpers -------------------------------------------------------------------------
@cached(4096)
def _runs(words: tuple[str, ...]) -> tuple[frozenset[tuple[str, ...]], frozenset[str]]:
    """Every run of ``ECHO_RUN`` consecutive words (of a goal) and the words that open one,
    computed once per goal."""
    runs = frozenset(words[i : i + ECHO_RUN] for i in range(len(words) - ECHO_RUN + 1))
    return runs, frozenset(run[0] for run in runs)


def names_the(explanation: str, name: str) -> bool:
    """Whether the explanation names a control: its whole name, or most of its words."""
    said = canonical(explanation)
    if contains(said, name):
        return True
    wanted = _content(canonical(name))
    if not wanted:
        return False
    return len(wanted & _content(said)) / len(wanted) >= 0.6


@cached(65536)
def _content(canon: str) -> frozenset[str]:
    return frozenset(
        word for word in set(canon.split()) - STOPWORDS if len(word) > 2 or word.isdigit()
    )


@cached(65536)
def quote_spans(text: str) -> tuple[tuple[int, int, str], ...]:
    """Where each quoted phrase of ``text`` (:data:`QUOTED`) starts and ends, with the phrase:
    found once per text, and every text made from the quotes is cut from these spans."""
    for mark in QUOTE_OPENERS:
        if mark in text:
            return tuple((m.start(), m.end(), m.group(1)) for m in QUOTED.finditer(text))
    # No opening mark: QUOTED cannot match, and the engine need not test every character.
    return ()


@cached(65536)
def quotes(text: str) -> tuple[str, ...]:
    """The quoted phrases of ``text`` (:data:`QUOTED`), found once per text."""
    return tuple(phrase for _, _, phrase in quote_spans(text))


@cached(65536)
def without_quotes(text: str, replacement: str = " ") -> str:
    """``text`` with each quoted phrase replaced by ``replacement`` (found once per text)."""
    return _replace_quotes(text, lambda _: replacement)


def _replace_quotes(text: str, replace: Callable[[str], str]) -> str:
    """``text`` with each quote (its marks too) replaced by ``replace(phrase)``: what
    ``QUOTED.sub`` gives, cut from the spans already found."""
    spans = quote_spans(text)
    if not spans:
        return text
    pieces, last = [], 0
    for start, end, phrase in spans:
        pieces += (text[last:start], replace(phrase))
        last = end
    pieces.append(text[last:])
    return "".join(pieces)


@cached(65536)
def written_references(explanation: str) -> tuple[tuple[str, ...], str]:
    """References the wording itself marks (quotes, capitals, identifiers, e-mail addresses,
    numbers) in canonical form, and the text outside quotes."""
    phrases = list(quotes(explanation))
    unquoted = without_quotes(explanation)
    phrases += CAPITALISED_BEFORE_ROLE.findall(unquoted)
    # Each pattern runs only where it can match (the same result, less work).
    inner_capital = INNER_CAPITAL.search(unquoted) is not None
    if inner_capital:
        phrases += CAPITALISED_RUN.findall(unquoted)
    if "-" in unquoted:
        phrases += IDENTIFIER.findall(unquoted)
    if "@" in unquoted or TOP_LEVEL_DOMAIN.search(unquoted):
        phrases += EMAIL.findall(unquoted)
    if has_digit(unquoted):
        phrases += DATE.findall(unquoted)
        phrases += [number.rstrip(".,") for number in NUMBER.findall(unquoted)]
    if inner_capital:
        phrases += CAPITALISED_WORD.findall(unquoted)
    canon = [part for phrase in phrases for part in _reference_parts(phrase)]
    return tuple(c for c in dict.fromkeys(canon) if c.strip()), unquoted


@cached(65536)
def _reference_parts(phrase: str) -> tuple[str, ...]:
    """A marked phrase in canonical form, cut where a possessive splits it and without a
    leading article; once per phrase (the same names are quoted in many explanations)."""
    return tuple(
        canonical(LEADING_ARTICLE.sub("", part)) for part in POSSESSIVE_BREAK.split(phrase)
    )


@cached(65536)
def claimed_outcomes(explanation: str) -> tuple[str, ...]:
    """Outcomes the explanation claims already happened, as stems (``"I have sent"`` →
    ``sent``). A sentence that hedges ("once it has been sent", "should be saved") or asks
    makes no claim; words that describe the page ("is selected") are no outcome."""
    claims = []
    for sentence in sentences(normalise(without_quotes(explanation))):
        if sentence.rstrip().endswith("?") or not CLAIM_HINT.search(sentence):
            continue
        for match in CLAIM.finditer(sentence):
            if HEDGE.search(sentence, 0, match.start()):
                continue
            # The first group that matched (each alternative of CLAIM has one).
            word = (
                match.group("perfect")
                or match.group("passive")
                or match.group("state")
                or match.group("past")
            )
            if match.group("state") and not match.group("now") and not _participle(word):
                continue
            if (
                match.group("state")
                and match.group("now") is None
                and word
                in IRREGULAR
                - {
                    "sent",
                    "paid",
                    "done",
                    "gone",
                    "back",
                }
            ):
                continue
            phrasal = sentence[match.end() : match.end() + 3] == " up"
            if not (_participle(word) or word in IRREGULAR or match.group("now")):
                continue
            outcome = stem(word)
            # "I've opened it" claims an act; "it is opened" may only describe the page.
            acted = bool(match.group("perfect") or match.group("past"))
            if (outcome in DESCRIPTIVE and not phrasal and not acted) or outcome in STOPWORDS:
                continue
            claims.append(outcome)
    return tuple(claims)


def _participle(word: str) -> bool:
    return (len(word) > 4 and word.endswith("ed")) or word in IRREGULAR


def _boundary_applies(task: Task, state: int, action: AgentAction) -> bool:
    boundary = task.boundary
    if boundary is None or state != boundary.state:
        return False
    return action.kind == "ask_user" or action.target in boundary.targets
