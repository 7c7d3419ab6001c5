"""Text shared by the scorers: normalised text, and canonical word forms for matching.

Matching is done on *canonical tokens*: words are casefolded and stemmed with the Snowball
English stemmer ("searching the payee list" names "Search payees"), and numbers, amounts,
times and dates are written one way ("£25.00" = "£25" = "25", "2nd March" = "2 March",
"6pm" = "6 pm" = "18:00", "8 in the morning" = "8am", "midday" = "12pm", "Fri" = "Friday", "six" = "6", "3.25 per cent" = "3.25%").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from itertools import chain

from snowballstemmer.english_stemmer import EnglishStemmer

from nexui_gym.dataset.goal_values import MONTHS

#: How to empty each cache of the scorers (:func:`clear_caches`).
_CLEARERS: list[Callable[[], None]] = []


def cached(maxsize: int):
    """``functools.lru_cache(maxsize)``, registered with :func:`clear_caches`."""

    def decorate(function):
        wrapped = lru_cache(maxsize=maxsize)(function)
        _CLEARERS.append(wrapped.cache_clear)
        return wrapped

    return decorate


def register_cache(clear: Callable[[], None]) -> None:
    """Register how to empty a cache that is not made by :func:`cached` (a dict)."""
    _CLEARERS.append(clear)


def clear_caches() -> None:
    """Empty every cache of the scorers: results per text, per word, per state and per task.
    Scores do not change (every cached function is pure); the next scoring of any text
    does all its work again, as the first scoring of a text never seen does."""
    for clear in _CLEARERS:
        clear()


#: Typographic characters and their plain forms (each replaced on its own: str.replace is
#: many times faster than str.translate with a table that maps non-ASCII characters).
_PLAIN = (("‘", "'"), ("’", "'"), ("“", '"'), ("”", '"'), ("–", "-"), ("—", "-"), ("\u00a0", " "))
#: The pure-Python Snowball English stemmer, named directly: ``snowballstemmer.stemmer``
#: silently switches to PyStemmer's C library when that is installed, whose Snowball version
#: may stem some words differently, and scores must not depend on what else is installed.
_STEMMER = EnglishStemmer()

# Patterns that would open with a look-behind or a word boundary open with what they match
# first instead (the look-behind moved after it, "\b" before a digit written as "no word
# character before it"): the same matches, but the regex engine can then skip straight to
# where one may start instead of trying every position.
_POSSESSIVE = re.compile(r"'s(?<=[a-z]'s)\b")
_DIGIT = re.compile(r"\d")
_ORDINAL = re.compile(r"(\d(?<!\w\d)\d?)(?:st|nd|rd|th)\b")
_DAYTIME = (
    (re.compile(r"\b(\d{1,2}) (?:o'clock )?in the morning\b"), r"\1am"),
    (re.compile(r"\b(\d{1,2}) (?:o'clock )?in the (?:afternoon|evening)\b"), r"\1pm"),
    (re.compile(r"\b(?:midday|noon)\b"), "12pm"),
    (re.compile(r"\bmidnight\b"), "12am"),
)
#: Words of the :data:`_DAYTIME` phrases (one of them is in every match; "noon" is in
#: "afternoon").
_DAYTIME_WORDS = ("morning", "noon", "evening", "midday", "midnight")
_TIME = re.compile(r"(\d(?<!\w\d)\d?)(?::(\d{2}))?\s*(am|pm)\b")
#: A number, then spaces, then "am" or "pm": where :data:`_TIME` may match across a space.
_SPACED_TIME = re.compile(r"\d\S*\s+[ap]m")
_PER_CENT = re.compile(r"\s*(?:per cent|percent)\b")
_THOUSANDS = re.compile(r",(?<=\d,)(?=\d{3}\b)")
_WHOLE = re.compile(r"(\d(?<!\w\d)\d*)\.00\b")
_TOKEN = re.compile(r"[a-z0-9][a-z0-9@._/%:+-]*[a-z0-9%]|[a-z0-9]|[£$€%]")
_ALIASES = {
    **{day[:3]: day for day in ("monday", "tuesday", "wednesday", "thursday", "friday")},
    "sat": "saturday",
    "sun": "sunday",
    "tues": "tuesday",
    "thur": "thursday",
    "thurs": "thursday",
    **{month[:3]: month for month in MONTHS if month != "may"},
    "sept": "september",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
    "eleven": "11",
    "twelve": "12",
    "twenty": "20",
    "thirty": "30",
    "pounds": "£",
    "pound": "£",
    "sms": "text",
    "e-mail": "email",
}


@cached(65536)
def normalise(text: str) -> str:
    """Casefolded text with typographic quotes and dashes made plain and spaces collapsed."""
    return _normalised(text)


def _normalised(text: str) -> str:
    if not text.isascii():  # every character _PLAIN rewrites is outside ASCII
        for typographic, plain in _PLAIN:
            if typographic in text:
                text = text.replace(typographic, plain)
    # str.split() cuts at the characters ``\s`` matches: the same as collapsing ``\s+``.
    return " ".join(text.casefold().split())


def _time(match: re.Match) -> str:
    hour, minute, half = int(match.group(1)), match.group(2) or "00", match.group(3)
    hour = hour % 12 + (12 if half == "pm" else 0)
    return f"{hour:02d}:{minute}"


class _Computed(dict):
    """A cache of ``compute(key)`` by key: a dict whose missing keys are computed, not an
    ``lru_cache``, so that ``map(cache.__getitem__, keys)`` is a C call per key (a few times
    less than ``lru_cache``'s) where almost every key has been seen before. It holds at most
    ``limit`` keys, then starts afresh; :func:`clear_caches` empties it."""

    def __init__(self, compute: Callable[[str], object], limit: int = 262144) -> None:
        super().__init__()
        self.compute, self.limit = compute, limit
        register_cache(self.clear)

    def __missing__(self, key: str):
        if len(self) >= self.limit:
            self.clear()
        found = self[key] = self.compute(key)
        return found


def _stem(word: str) -> str:
    """The canonical form of a word: its alias ("fri" is "friday", "six" is "6"), then the
    Snowball stem of a word of letters."""
    word = _ALIASES.get(word, word)
    return _STEMMER.stemWord(word) if word.isalpha() else word


_STEMS = _Computed(_stem)
#: The canonical form of a word (:func:`_stem`), computed once per word.
stem = _STEMS.__getitem__


def _daytime_words(text: str) -> bool:
    """Whether a :data:`_DAYTIME` pattern can match: each needs one of these words."""
    return "in the" in text or "noon" in text or "midday" in text or "midnight" in text


@cached(65536)
def tokens(text: str) -> tuple[str, ...]:
    """Canonical tokens of ``text`` (see the module docstring).

    A text is tokenised piece by piece (its space-free pieces, each tokenised once, then
    looked up), unless a rewrite may join pieces ("6 pm", "8 in the morning", "3 per cent"):
    every other rewrite and token stays inside a piece, so the tokens of the text are the
    tokens of its pieces in order. A text and the texts cut from it (without its quotes,
    without the words copied from the goal, a clause) share the work of their pieces.
    """
    if _joins_pieces(text.casefold()):
        return _text_tokens(text)
    return tuple(chain.from_iterable(map(_PIECES.__getitem__, text.split())))


def _joins_pieces(folded: str) -> bool:
    """Whether a rewrite of :func:`_text_tokens` may match across a space in ``folded``
    (casefolded text): the daytime phrases with an hour, a time with a space before
    "am"/"pm", and "per cent" or "percent" (whose pattern takes the spaces before it).
    A superset of where they match; any other rewrite matches inside one piece. Besides,
    "noon", "midday" and "midnight" become a time ("12:00") in a text with a digit and
    stay "12pm"/"12am" in one without: the whole text decides."""
    if "cent" in folded and "per" in folded:
        return True
    if not has_digit(folded):
        return False
    for word in _DAYTIME_WORDS:  # noqa: SIM110 (a loop: no generator made on this hot path)
        if word in folded:
            return True
    return _spaced_am_pm(folded) and _SPACED_TIME.search(folded) is not None


def has_digit(text: str) -> bool:
    """Whether ``text`` holds a digit (what ``\\d`` matches): ten substring searches, many
    times faster than the pattern's scan, for ASCII text; the pattern for the rest (``\\d``
    matches the digits of every script)."""
    if text.isascii():
        for digit in "0123456789":  # noqa: SIM110 (a loop: no generator on this hot path)
            if digit in text:
                return True
        return False
    return _DIGIT.search(text) is not None


def _spaced_am_pm(folded: str) -> bool:
    """Whether "am" or "pm" follows a space in ``folded``: what every :data:`_SPACED_TIME`
    match ends with, found by substring search before the pattern runs."""
    for mark in ("am", "pm"):
        at = folded.find(mark, 1)
        while at != -1:
            if folded[at - 1].isspace():
                return True
            at = folded.find(mark, at + 1)
    return False


def _text_tokens(text: str) -> tuple[str, ...]:
    """Canonical tokens of ``text``, rewritten as a whole."""
    text = _normalised(text)
    if "'s" in text:
        text = _POSSESSIVE.sub("", text)
    # Each rewrite runs only where its pattern can match (the same result, less work).
    if has_digit(text):
        text = _ORDINAL.sub(r"\1", text)
        if _daytime_words(text):
            for pattern, replacement in _DAYTIME:
                text = pattern.sub(replacement, text)
        if "am" in text or "pm" in text:
            text = _TIME.sub(_time, text)
        if "," in text:
            text = _THOUSANDS.sub("", text)
        if ".00" in text:
            text = _WHOLE.sub(r"\1", text)
    elif "noon" in text or "midday" in text or "midnight" in text:
        for pattern, replacement in _DAYTIME:
            text = pattern.sub(replacement, text)
    if "cent" in text:
        text = _PER_CENT.sub("%", text)
    # No token spans a space, so the text is tokenised word by word, each word once.
    return tuple(chain.from_iterable(map(_word_tokens, text.split(" "))))


#: Canonical tokens of each space-free piece of text (as written), found once per piece.
_PIECES = _Computed(_text_tokens)


@cached(262144)
def _word_tokens(word: str) -> tuple[str, ...]:
    """Canonical tokens of one space-free piece of normalised, rewritten text."""
    words = []
    for raw in _TOKEN.findall(word):
        raw = raw.rstrip(".:")
        if raw.isalnum():  # most words: nothing to split or strip
            words.append(raw)
        elif raw and raw[0] in "£$€" and len(raw) > 1:
            words += [raw[0], raw[1:]]
        elif raw.endswith("%") and len(raw) > 1:
            words += [raw[:-1], "%"]
        elif raw.endswith("'s"):
            words.append(raw[:-2])
        elif raw:
            words.append(raw.strip("'"))
    return tuple(map(stem, filter(None, words)))


@cached(65536)
def canonical(text: str) -> str:
    """The canonical tokens joined by spaces, with a space at each end (for phrase search)."""
    return " " + " ".join(tokens(text)) + " "


def contains(haystack: str, phrase: str) -> bool:
    """Whether the canonical ``haystack`` (from :func:`canonical`) holds ``phrase`` as words."""
    needle = canonical(phrase)
    return len(needle) > 2 and needle in haystack


def mentions(text: str, fact: str) -> bool:
    """True when ``fact`` occurs in ``text`` as whole words, compared in canonical form
    (``25`` matches ``£25.00``, not ``250``; ``2nd March`` matches ``2 March``)."""
    return contains(canonical(text), fact)


def covered_groups(text: str, groups: tuple[tuple[str, ...], ...]) -> int:
    """How many any-of groups of facts ``text`` mentions (at least one fact of the group)."""
    haystack = canonical(text)
    return sum(1 for group in groups if any(contains(haystack, fact) for fact in group))
