"""What the RL action space may type and select, read only from what the agent observes.

A policy that picks indices cannot write free text, so the action space offers a bounded list
of strings to type and of options to select, built from the observation alone (never from
the reference path or the rubric):

- :func:`typed_values`: the goal's field values, the strings the goal quotes, their list items
  ("Key findings, Recommendations" gives each), sentences and forms ("KX19 TWE" written
  without spaces, "+44 7700 900418" as a UK number, a name without its title, a date's day,
  month and year), the goal's numbers, codes the page shows on a line that says "code"
  (a one-time code sent by text, which the page shows as the user's phone), then the goal's
  content words and pairs of adjacent ones (search words), at most :data:`MAX_VALUES`.
- :func:`select_options`: each select's options, read from the ``axtree`` view (a collapsed
  select lists its options as children there), and :func:`ranked_options` keeps at most
  :data:`MAX_OPTIONS` (select, option) pairs over the page, most goal-relevant first, taking
  the selects' options in turn where nothing sets them apart.

A value the goal does not state and the page does not show (a message the agent would have to
compose, a date it would have to work out from "this Thursday") stays out of reach: the replay
accepts only the recorded text, and guessing it would need the hidden reference.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from nexui_gym.a11y.candidate_lines import CandidateLine
from nexui_gym.dataset.goal_values import MONTHS
from nexui_gym.scoring.explanation import STOPWORDS
from nexui_gym.scoring.text import normalise, tokens
from nexui_gym.vocabulary import WORD

#: At most this many strings to type per state (the first ones: fields and quotes first).
MAX_VALUES = 32
#: At most this many (select, option) pairs per state.
MAX_OPTIONS = 32
#: Where a typed value comes from (a feature of the value; the order is the list's order).
SOURCES = (
    "field",
    "quoted",
    "form",
    "item",
    "sentence",
    "date",
    "number",
    "page",
    "word",
    "pair",
)

_QUOTED = re.compile(r"""(?:^|(?<=[\s(]))['"‘“]([^'"‘’“”]{2,300}?)['"’”](?=[\s.,;:!?)]|$)""")
_ITEM_SPLIT = re.compile(r",\s*|:\s+|\s+(?:and|or)\s+")
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+")
_MONTH = "|".join(MONTHS)
_DATE = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+({_MONTH})(?:\s+(\d{{4}}))?\b", re.I)
_SLASH_DATE = re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{2,4})\b")
_NUMBER = re.compile(r"(?<![\w.])£?(\d(?:[\d,]*\d)?(?:\.\d+)?)%?(?![\w])")
_CODE = re.compile(r"(?<![\d\w])(\d{4,8})(?![\d\w])")
_WORD = re.compile(r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*[A-Za-zÀ-ÿ]")
_TITLES = frozenset({"dr", "mr", "mrs", "ms", "miss", "mx", "prof"})
#: Words that are never typed on their own (content_words keeps some of them).
_MINOR_WORDS = frozenset(
    "the and for with from that this then what when where which will would could should "
    "have has had can you your yours my me mine our its it's i'm i've i'll don't isn't "
    "not but all any also just make sure check let before after them they their there".split()
)


@lru_cache(maxsize=65536)
def words(text: str) -> frozenset[str]:
    return frozenset(w.strip(".'") for w in WORD.findall(text.lower()) if len(w.strip(".'")) > 1)


@lru_cache(maxsize=65536)
def content_words(text: str) -> frozenset[str]:
    """Stemmed words without stop words: "emails" and "email", "booking" and "book" meet."""
    return frozenset(tokens(text)) - STOPWORDS


@lru_cache(maxsize=65536)
def ordered_content_words(text: str) -> tuple[str, ...]:
    """:func:`content_words` in the order the text has them, each once."""
    return tuple(dict.fromkeys(word for word in tokens(text) if word not in STOPWORDS))


def wanted_words(goal: str, fields: Mapping[str, str]) -> frozenset[str]:
    return content_words(goal).union(*(content_words(value) for value in fields.values()))


@dataclass(frozen=True)
class TypedValue:
    """A string the policy may type, with what it is called and where it comes from."""

    text: str
    #: What the goal or the page calls it (a field's name, the words before it), for matching
    #: it with a text box's name.
    label: str
    source: str


@dataclass(frozen=True)
class OptionChoice:
    """One option of one select on the page."""

    candidate_id: int
    option: str
    #: The option's position in its select (0: the first, often a placeholder).
    position: int
    selected: bool


def _label(name: str) -> str:
    return name.replace("_", " ")


def _words_before(goal: str, start: int, count: int = 3) -> str:
    return " ".join(_WORD.findall(goal[:start])[-count:])


def _forms(text: str) -> list[str]:
    """The same value written as forms often want it."""
    forms = []
    phone = re.sub(r"^\+44\s*\(?0?\)?\s*", "0", text)
    if phone != text:
        forms += [phone, phone.replace(" ", "")]
    parts = text.split()
    if len(parts) > 1 and re.search(r"\d", text) and all(_code_part(p) for p in parts):
        forms.append("".join(parts))  # a registration, a code, a number written in groups
    if len(parts) > 1 and parts[0].lower().rstrip(".") in _TITLES:
        forms.append(" ".join(parts[1:]))
    return forms


def _code_part(part: str) -> bool:
    """A group of a code: digits, or up to 4 capitals and digits ("KX19", "TWE", "B")."""
    return part.isdigit() or (len(part) <= 4 and part.isalnum() and part.upper() == part)


def _date_parts(text: str) -> list[tuple[str, str]]:
    """``(value, part name)`` of the dates written in ``text``."""
    parts: list[tuple[str, str]] = []
    for match in _DATE.finditer(text):
        day, month, year = match.group(1), match.group(2).lower(), match.group(3)
        number = MONTHS.index(month) + 1
        parts += [(day, "day"), (str(number), "month"), (f"{number:02d}", "month")]
        parts += [(month.capitalize(), "month"), (f"{day} {month.capitalize()}", "date")]
        if year:
            parts.append((year, "year"))
    for match in _SLASH_DATE.finditer(text):
        day, month, year = match.groups()
        parts += [(day, "day"), (month, "month"), (year, "year")]
        if len(year) == 2:  # "14/6/56": a year field wants 1956 (up to 30: this century)
            parts.append((f"{19 if int(year) > 30 else 20}{year}", "year"))
    return parts


@lru_cache(maxsize=4096)
def _goal_values(goal: str, fields: tuple[tuple[str, str], ...]) -> tuple[TypedValue, ...]:
    found: list[TypedValue] = []
    field_values = [(name, value) for name, value in fields if value.strip()]
    found += [TypedValue(value, _label(name), "field") for name, value in field_values]
    quoted = [
        (match.group(1).strip(), _words_before(goal, match.start()))
        for match in _QUOTED.finditer(goal)
    ]
    found += [TypedValue(text, label, "quoted") for text, label in quoted]
    wholes = [(value, _label(name)) for name, value in field_values] + quoted
    for text, label in wholes:
        found += [TypedValue(form, label, "form") for form in _forms(text)]
    for text, label in wholes:
        items = [item.strip(" .;:") for item in _ITEM_SPLIT.split(text)]
        found += [TypedValue(item, label, "item") for item in items if len(items) > 1 and item]
    for text, label in wholes:
        sentences = _SENTENCE_SPLIT.split(text)
        found += [TypedValue(s, label, "sentence") for s in sentences if len(sentences) > 1]
    for text, label in [*wholes, (goal, "")]:
        found += [
            TypedValue(value, f"{label} {part}".strip(), "date")
            for value, part in _date_parts(text)
        ]
    found += [
        TypedValue(match.group(1), _words_before(goal, match.start()), "number")
        for match in _NUMBER.finditer(goal)
    ]
    return tuple(found)


def _goal_words(goal: str) -> list[TypedValue]:
    """The goal's content words and pairs of adjacent content words, in goal order."""
    tokens = [
        (match.group(0), bool(content_words(match.group(0))))
        for match in _WORD.finditer(goal)
        if match.group(0).lower() not in _MINOR_WORDS
    ]
    singles = [TypedValue(word, "", "word") for word, keep in tokens if keep and len(word) > 2]
    singles += [  # the parts of "video-converter-setup"
        TypedValue(part, "", "word")
        for word, _ in tokens
        if "-" in word
        for part in word.split("-")
        if len(part) > 2 and content_words(part)
    ]
    pairs = [
        TypedValue(f"{first} {second}", "", "pair")
        for (first, a), (second, b) in zip(tokens, tokens[1:], strict=False)
        if a and b and f"{first} {second}" in goal
    ]
    return singles + pairs


def page_codes(reader: str) -> list[TypedValue]:
    """Codes the page shows: 4 to 8 digits on a line that says "code" (a one-time code)."""
    return [
        TypedValue(match.group(1), "code", "page")
        for line in reader.splitlines()
        if "code" in line.lower()
        for match in _CODE.finditer(line)
    ]


def typed_values(goal: str, fields: Mapping[str, str], reader: str = "") -> tuple[TypedValue, ...]:
    """The strings the policy may type in this state, at most :data:`MAX_VALUES`, without
    repeats (case and spacing ignored), in the order of :data:`SOURCES`."""
    found = [
        *_goal_values(goal, tuple(fields.items())),
        *page_codes(reader),
        *_goal_words(goal),
    ]
    kept: dict[str, TypedValue] = {}
    for value in found:
        key = normalise(value.text)
        if key and key not in kept:
            kept[key] = value
    return tuple(kept.values())[:MAX_VALUES]


_AX_LINE = re.compile(r"^(\s*)(?:\[(\d+)\]\s+)?(\S+)(?:\s+\"((?:[^\"\\]|\\.)*)\")?(.*)$")


def select_options(axtree: str, candidate_ids: Sequence[int]) -> tuple[OptionChoice, ...]:
    """The options of the candidates with these ids, read from the ``axtree`` view: the
    ``option`` lines indented under the candidate's line."""
    wanted = set(candidate_ids)
    options: list[OptionChoice] = []
    owner: int | None = None
    owner_indent = -1
    position = 0
    for line in axtree.splitlines():
        match = _AX_LINE.match(line)
        if not match:
            continue
        indent = len(match.group(1))
        if owner is not None and indent <= owner_indent:
            owner = None
        if match.group(2) is not None and int(match.group(2)) in wanted and owner is None:
            owner, owner_indent, position = int(match.group(2)), indent, 0
            continue
        if owner is not None and match.group(3) == "option":
            name = (match.group(4) or "").replace('\\"', '"')
            if name:
                selected = " selected" in f" {match.group(5)}"
                options.append(OptionChoice(owner, name, position, selected))
                position += 1
    return tuple(options)


def option_relevance(option: str, wanted: frozenset[str], values: frozenset[str]) -> float:
    """How much an option's label bears on the goal: content words it shares with the goal
    and its values, one more when it equals or contains one of the typed values."""
    label = normalise(option)
    shared = len(content_words(option) & wanted)
    equal = label in values
    contains = any(len(value) > 2 and value in label for value in values)
    return shared + equal + 0.5 * contains


def ranked_options(
    options: Sequence[OptionChoice],
    slot_of: Mapping[int, int],
    goal: str,
    fields: Mapping[str, str],
    values: Sequence[TypedValue],
) -> tuple[OptionChoice, ...]:
    """At most :data:`MAX_OPTIONS` options, most relevant first; ties by position in their
    select (so every select's first options come before any select's later ones), then by
    the select's slot."""
    wanted = wanted_words(goal, fields)
    texts = frozenset(normalise(value.text) for value in values)
    order = sorted(
        (option for option in options if option.candidate_id in slot_of),
        key=lambda o: (
            -option_relevance(o.option, wanted, texts),
            o.position,
            slot_of[o.candidate_id],
        ),
    )
    return tuple(order[:MAX_OPTIONS])


@dataclass(frozen=True)
class Choices:
    """What the policy may type (in any slot that takes text) and select in one state."""

    values: tuple[TypedValue, ...]
    #: The (select, option) pairs, in action order; each names its select by stable id.
    options: tuple[OptionChoice, ...]


def state_choices(
    goal: str,
    fields: Mapping[str, str],
    slots: Sequence[CandidateLine],
    kinds: Sequence[Sequence[str]],
    axtree: str,
    reader: str,
    max_candidates: int,
) -> Choices:
    """The typed values and the ranked options of a state; ``slots`` are the candidates in
    slot order and ``kinds[s]`` the action kinds of slot ``s``."""
    values = typed_values(goal, fields, reader)
    selects = {
        candidate.id: slot
        for slot, candidate in enumerate(slots[:max_candidates])
        if slot < len(kinds) and "select" in kinds[slot]
    }
    options = select_options(axtree, tuple(selects)) if selects else ()
    return Choices(values, ranked_options(options, selects, goal, fields, values))


VALUE_FEATURES = len(SOURCES) + 5
PAIR_FEATURES = 3
OPTION_FEATURES = 10


def _share(part: frozenset[str], whole: frozenset[str]) -> float:
    return len(part & whole) / len(part) if part else 0.0


def choice_features(
    choices: Choices,
    slots: Sequence[CandidateLine],
    goal: str,
    fields: Mapping[str, str],
    max_candidates: int,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Numbers that describe each typed value, each (slot, value) pair and each option.

    - values ``(MAX_VALUES, VALUE_FEATURES)``: where it comes from (one-hot over
      :data:`SOURCES`), its length in words, whether it holds a digit, whether it has a
      label, 1 where it exists, and whether a candidate on the page already holds it (typed
      once already: typing it again goes nowhere).
    - pairs ``(max_candidates, MAX_VALUES, PAIR_FEATURES)``: the share of the candidate's
      name words in the value's label, and in the value, and whether the candidate already
      holds the value.
    - options ``(MAX_OPTIONS, OPTION_FEATURES)``: its select's slot (the policy reads that
      slot's row), 1 where it exists, the share of its words the goal wants and how many
      (up to 4), whether it equals or contains a typed value, whether it is selected, the
      first of its select (often a placeholder), its position in its select and its rank.
    """
    values = np.zeros((MAX_VALUES, VALUE_FEATURES), dtype=np.float32)
    held = {normalise(candidate.value) for candidate in slots if candidate.value}
    for row, value in zip(values, choices.values, strict=False):
        row[SOURCES.index(value.source)] = 1
        row[len(SOURCES)] = min(len(value.text.split()), 10) / 10
        row[len(SOURCES) + 1] = any(c.isdigit() for c in value.text)
        row[len(SOURCES) + 2] = bool(value.label)
        row[len(SOURCES) + 3] = 1
        row[len(SOURCES) + 4] = normalise(value.text) in held
    pairs = np.zeros((max_candidates, MAX_VALUES, PAIR_FEATURES), dtype=np.float32)
    labels = [content_words(value.label) for value in choices.values]
    texts = [content_words(value.text) for value in choices.values]
    normalised = [normalise(value.text) for value in choices.values]
    for slot, candidate in enumerate(slots[:max_candidates]):
        name = content_words(candidate.name)
        current = normalise(candidate.value)
        for number in range(len(choices.values)):
            pairs[slot, number] = (
                _share(name, labels[number]),
                _share(name, texts[number]),
                bool(current) and current == normalised[number],
            )
    options = np.zeros((MAX_OPTIONS, OPTION_FEATURES), dtype=np.float32)
    slot_of = {candidate.id: slot for slot, candidate in enumerate(slots[:max_candidates])}
    wanted = wanted_words(goal, fields)
    typed = frozenset(normalised)
    for rank, (row, option) in enumerate(zip(options, choices.options, strict=False)):
        label = normalise(option.option)
        option_words = content_words(option.option)
        row[:] = (
            slot_of[option.candidate_id],
            1,
            _share(option_words, wanted),
            min(len(option_words & wanted), 4) / 4,
            label in typed,
            any(len(value) > 2 and value in label for value in typed),
            option.selected,
            option.position == 0,
            min(option.position, 20) / 20,
            rank / MAX_OPTIONS,
        )
    return values, pairs, options
