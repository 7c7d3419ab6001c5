"""Text normalisation shared by the scorers: casefolded words, quotes and dashes unified."""

from __future__ import annotations

import re
from functools import lru_cache

_QUOTES = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-", "\u00a0": " "})
_SPACES = re.compile(r"\s+")


@lru_cache(maxsize=65536)
def normalise(text: str) -> str:
    """Casefolded text with typographic quotes and dashes made plain and spaces collapsed."""
    return _SPACES.sub(" ", text.translate(_QUOTES).casefold()).strip()


def mentions(text: str, fact: str) -> bool:
    """True when ``fact`` occurs in ``text`` as whole words (``25`` matches ``£25.00``, not ``250``)."""
    haystack = normalise(text)
    needle = normalise(fact)
    if not needle:
        return False
    start = haystack.find(needle)
    while start != -1:
        end = start + len(needle)
        before = haystack[start - 1] if start else " "
        after = haystack[end] if end < len(haystack) else " "
        if not (_is_word_char(before) and _is_word_char(needle[0])) and not (
            _is_word_char(after) and _is_word_char(needle[-1])
        ):
            return True
        start = haystack.find(needle, start + 1)
    return False


def covered_groups(text: str, groups: tuple[tuple[str, ...], ...]) -> int:
    """How many any-of groups of facts ``text`` mentions (at least one fact of the group)."""
    return sum(1 for group in groups if any(mentions(text, fact) for fact in group))


def _is_word_char(character: str) -> bool:
    return character.isalnum()
