"""Is a ``fields`` value stated in the goal? A small normaliser for everyday variants.

A task's ``fields`` hold only the slot values the user states (``WRITING-TASKS.md``): never
an interface label or an answer the agent should find. :func:`stated_in` checks one value
against the goal text after writing both one way (:func:`normalise_value`):

- case, typographic quotes and dashes, hyphens ("BSL-interpreted" = "BSL interpreted");
- currency symbols and thousands separators, whole amounts ("£1,240.00" = "1240");
- number words up to twelve ("two" = "2") and ordinals ("27th" = "27");
- dates in numbers ("01/04/2026", "2026-04-01") written as "1 april 2026";
- a plural in the goal ("on Thursdays", "two jumpers") states the singular value.

A date stated without its year ("3 March") states the dated value ("3 March 2026"): the
page's fixed clock gives the year. A list value ("Polish, Welsh", one item a line, or
"A and B") is stated when each of its items is.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
NUMBER_WORDS = {
    word: str(number)
    for number, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve".split()
    )
}
_PLAIN = str.maketrans(
    {"‘": "'", "’": "'", "“": '"', "”": '"', "–": " ", "—": " ", "-": " ", "\u00a0": " "}
)
_NUMERIC_DATE = re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b")
_ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_CURRENCY = re.compile(r"[£$€]")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}\b)")
_WHOLE = re.compile(r"\b(\d+)\.00\b")
_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b")
_WORD = re.compile(r"[a-z]+")
_SPACES = re.compile(r"\s+")
_YEAR_AFTER_MONTH = re.compile(r"\b(" + "|".join(MONTHS) + r") \d{4}\b")
_ITEMS = re.compile(r"\s*(?:,(?!\d{3}\b)|\n|\band\b)\s*")


def normalise_value(text: str) -> str:
    """``text`` written one way: see the module docstring for what counts as the same."""
    text = _ISO_DATE.sub(lambda m: _date(m.group(3), m.group(2), m.group(1)), text)
    text = _NUMERIC_DATE.sub(lambda m: _date(m.group(1), m.group(2), m.group(3)), text)
    text = text.casefold().translate(_PLAIN)
    text = _CURRENCY.sub(" ", text)
    text = _THOUSANDS.sub("", text)
    text = _WHOLE.sub(r"\1", text)
    text = _ORDINAL.sub(r"\1", text)
    text = _WORD.sub(lambda m: NUMBER_WORDS.get(m.group(0), m.group(0)), text)
    return _SPACES.sub(" ", text).strip()


def _date(day: str, month: str, year: str) -> str:
    if not 1 <= int(month) <= 12:
        return f"{day}/{month}/{year}"
    return f"{int(day)} {MONTHS[int(month) - 1]} {year}"


def stated_in(goal: str, value: str) -> bool:
    """Whether the goal states ``value`` (each item of a list value), in any normalised form."""
    text = normalise_value(goal)
    items = [item for item in _ITEMS.split(value) if item.strip()] or [value]
    return all(_contains(text, normalise_value(item)) for item in items)


def _contains(text: str, value: str) -> bool:
    if not value:
        return False
    forms = {value, _YEAR_AFTER_MONTH.sub(r"\1", value)}
    return any(re.search(rf"(?<!\w){re.escape(form)}(?:s|es)?(?!\w)", text) for form in forms)


def unstated_fields(goal: str, fields: Mapping[str, str]) -> list[str]:
    """The keys of ``fields`` whose value the goal does not state, in order."""
    return [key for key, value in fields.items() if not stated_in(goal, value)]
