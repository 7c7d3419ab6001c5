"""The finishing summary of the RL action space quotes the page lines that answer the goal."""

from __future__ import annotations

from nexui_gym.scoring.summary import check_summary
from nexui_gym.wrappers.rl_summary import answer_lines, page_summary

GOAL = "Does the Lantern Theatre have a hearing loop, and how many wheelchair spaces?"
READER = """heading level 1 "The Lantern Theatre"
link "Hearing loop information"
A 1930s playhouse restored in 2019.
6 wheelchair spaces in the stalls.
Hearing loop at the box office counter.
Bus 4 and 12 stop outside.
Does the Lantern Theatre have a hearing loop"""


def test_answer_lines_are_statements_that_share_goal_words():
    assert answer_lines(READER, GOAL, {}) == [
        "6 wheelchair spaces in the stalls.",
        "Hearing loop at the box office counter.",
    ]


def test_lines_new_since_the_previous_page_come_first():
    previous = READER
    reader = READER + "\nYour wheelchair space is booked."
    lines = answer_lines(reader, GOAL, {}, previous)
    assert "Your wheelchair space is booked." in lines


def test_summary_passes_the_summary_check_and_a_bare_page_does_not():
    facts = (("hearing loop",), ("6 wheelchair", "six wheelchair"))
    assert check_summary(page_summary(READER, GOAL, {}), facts, GOAL).passed
    bare = page_summary('link "Home"', GOAL, {})
    assert not check_summary(bare, facts, GOAL).passed
