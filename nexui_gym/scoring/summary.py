"""The ``summary_mentions`` check: the final summary states the facts asked for, and only
says what it can stand behind.

A summary passes when

- it has at most :data:`MAX_WORDS` words and is not the goal said back (at most
  :data:`MAX_ECHO` of its words copied from the goal in runs of five or more);
- every any-of group of facts is *stated*: one of its facts occurs (compared in canonical
  form, so "2nd March" states "2 March" and "text message" states "SMS") in a sentence that
  neither denies it ("no hearing loop") nor hedges it ("maybe", "I think", or another value
  offered beside it: "3.10% or maybe 3.25%"). Facts the goal already contains do not count
  as stated: a group the goal names (any of its facts) is not required, but it must not be
  denied or hedged either;
- it is precise: the names and numbers it states that are neither among the facts nor in
  the goal are at most :data:`MAX_EXTRA` (a summary that recites the page fails).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from nexui_gym.scoring.explanation import (
    ALTERNATIVES,
    SENTENCE_END,
    _denied,
    echo_share,
    written_references,
)
from nexui_gym.scoring.text import canonical, contains

MAX_WORDS = 80
MAX_ECHO = 0.5
MAX_EXTRA = 20
HEDGES = re.compile(
    r"\b(?:maybe|perhaps|possibly|probably|might|i think|i believe|not sure|unsure|i guess)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class SummaryCheck:
    passed: bool
    detail: str


def check_summary(summary: str, facts: Sequence[Sequence[str]], goal: str) -> SummaryCheck:
    """Whether ``summary`` states ``facts`` (any-of groups) for a user who asked ``goal``."""
    words = len(summary.split())
    if words > MAX_WORDS:
        return SummaryCheck(False, f"summary has {words} words, at most {MAX_WORDS}")
    if echo_share(summary, goal) > MAX_ECHO:
        return SummaryCheck(False, "summary repeats the goal instead of answering it")
    goal_canon = canonical(goal)
    sentences = [canonical(s) for s in SENTENCE_END.split(summary) if s.strip()]
    raw_sentences = [s for s in SENTENCE_END.split(summary) if s.strip()]
    missing, doubted = [], []
    for group in facts:
        # A group the goal already names (any of its facts) is no evidence of an answer.
        new = [] if any(contains(goal_canon, fact) for fact in group) else list(group)
        found = [
            (fact, index)
            for fact in group
            for index, sentence in enumerate(sentences)
            if contains(sentence, fact)
        ]
        if any(_doubts(sentences[i], raw_sentences[i], fact) for fact, i in found):
            doubted.append(list(group))
            continue
        if new and not any(fact in new for fact, _ in found):
            missing.append(list(group))
    if doubted:
        return SummaryCheck(False, f"summary denies or hedges {doubted}")
    if missing:
        return SummaryCheck(False, f"summary misses {missing}")
    extra = _extra(summary, facts, goal_canon)
    if len(extra) > MAX_EXTRA:
        return SummaryCheck(
            False,
            f"summary states {len(extra)} names and numbers nobody asked for (at most {MAX_EXTRA})",
        )
    return SummaryCheck(True, "all facts stated")


def _doubts(sentence: str, raw: str, fact: str) -> bool:
    return _denied(sentence, canonical(fact)) or bool(
        HEDGES.search(raw) or ALTERNATIVES.search(raw)
    )


def _extra(summary: str, facts: Sequence[Sequence[str]], goal_canon: str) -> list[str]:
    known = [canonical(fact) for group in facts for fact in group]
    written, _ = written_references(summary)
    return [
        ref
        for ref in written
        if ref not in goal_canon and not any(ref in fact or fact in ref for fact in known)
    ]
