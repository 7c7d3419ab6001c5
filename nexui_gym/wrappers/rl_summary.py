"""The finishing summary of the RL action space: the page's own lines that answer the goal.

An RL policy picks *when* to finish, not what to say; the ``finish`` index ends with a summary
built from what the agent can see: the lines of the reader view that state something (not the
controls' lines such as ``link "Venues"``) and share the most content words with the goal,
lines that the last action brought onto the page first (a confirmation, a chat reply), in
page order, within :data:`SUMMARY_WORDS` words. Saying the goal back, or a fixed sentence,
answers no question; quoting the page is what a careful screen-reader user would read out.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from nexui_gym.scoring.text import tokens
from nexui_gym.wrappers.rl_features import content_words, wanted_words

#: At most this many words of quoted page lines (the summary check allows 80 in all).
SUMMARY_WORDS = 65
#: Reader-view lines that name a control or a structure: a lower-case role, then its quoted
#: name or nothing ("link \"Venues\"", "heading level 2 \"Access\"", "end of list").
CONTROL_LINE = re.compile(r'^[a-z][a-z0-9 ]*(?:"|$)')


def answer_lines(
    reader: str, goal: str, fields: Mapping[str, str], previous: str = ""
) -> list[str]:
    """The statement lines of ``reader`` that share a content word with the goal or its
    values, lines not on the ``previous`` page and most shared first (a number breaks ties),
    kept in page order within :data:`SUMMARY_WORDS` words; a line the goal already contains
    is left out."""
    before = {line.strip() for line in previous.splitlines()}
    wanted = wanted_words(goal, fields)
    goal_text = " ".join(tokens(goal))
    lines = list(dict.fromkeys(line.strip() for line in reader.splitlines()))

    def score(line: str) -> float:
        if not line or CONTROL_LINE.match(line) or " ".join(tokens(line)) in goal_text:
            return 0.0
        shared = len(content_words(line) & wanted)
        new = bool(previous) and line not in before
        return (shared + 2 * new + 0.5 * bool(re.search(r"\d", line))) if shared else 0.0

    scores = {line: score(line) for line in lines}
    # Best first (page order on ties, as sorted is stable), while the word budget lasts.
    kept, room = set(), SUMMARY_WORDS
    for line in sorted((line for line in lines if scores[line]), key=lambda x: -scores[x]):
        if len(line.split()) <= room:
            kept.add(line)
            room -= len(line.split())
    return [line for line in lines if line in kept]


def page_summary(reader: str, goal: str, fields: Mapping[str, str], previous: str = "") -> str:
    """``The page says: ...`` with :func:`answer_lines`, or a plain statement when no line
    of the page bears on the goal."""
    lines = answer_lines(reader, goal, fields, previous)
    if not lines:
        return "I've done what I could; the page shows nothing more about your request."
    quoted = " ".join(line if line.endswith((".", "!", "?")) else f"{line}." for line in lines)
    return f"The page says: {quoted}"
