"""The summary_mentions check on the shipped lookup tasks: the cases of the dataset audit."""

from __future__ import annotations

import pytest

from nexui_gym.dataset.index import load_index
from nexui_gym.dataset.loader import load_task
from nexui_gym.envs.cache import SHARED_CACHE
from nexui_gym.scoring.summary import MAX_WORDS, check_summary


def facts_of(task):
    return next(c.facts for c in task.success if c.kind == "summary_mentions")


def check(task_id: str, summary: str):
    task = load_task(task_id)
    return check_summary(summary, facts_of(task), task.goal)


def lookup_tasks():
    """Lookup tasks that report in a final summary (a boundary lookup reports in its question)."""
    tasks = [load_task(entry.id) for entry in load_index() if "lookup" in entry.kinds]
    tasks = [task for task in tasks if any(c.kind == "summary_mentions" for c in task.success)]
    if not tasks:
        pytest.skip("the packaged dataset has no lookup tasks")
    return tasks


def test_a_denied_answer_fails():
    assert not check("task-014", "No hearing loop; 6 wheelchair spaces.").passed


def test_a_hedged_alternative_fails():
    assert not check("task-001", "3.10% AER now, or maybe 3.25% AER").passed


def test_two_counts_offered_as_alternatives_fail():
    assert not check("task-054", "There were 3 or 4 emails from Jonas.").passed


def test_a_paraphrase_of_a_fact_passes():
    summary = "Your low balance alert is on at £100, sent by SMS, and marketing emails are off."
    assert check("task-002", summary).passed


def test_an_ordinal_date_states_the_date():
    assert check(
        "task-070", "Your username is nfairweather77; you last used it on 2nd March."
    ).passed


def test_times_in_words_state_the_times():
    summary = "The engineer comes on Monday 23 March, between 8 in the morning and midday."
    assert check("task-043", summary).passed


def test_every_reference_summary_passes():
    for entry in load_index():
        task = load_task(entry.id)
        if any(c.kind == "summary_mentions" for c in task.success):
            result = check_summary(task.reference_steps[-1].text, facts_of(task), task.goal)
            assert result.passed, (task.id, result.detail)


def test_the_page_dump_fails_every_lookup_task():
    for task in lookup_tasks():
        page = SHARED_CACHE.views(task, task.last_state).text
        assert not check_summary(page, facts_of(task), task.goal).passed, task.id


def test_the_goal_said_back_fails_every_lookup_task():
    for task in lookup_tasks():
        assert not check_summary(task.goal, facts_of(task), task.goal).passed, task.id


def test_a_summary_over_the_length_cap_fails():
    task = load_task("task-014")
    long = task.reference_steps[-1].text + " Also," + " more" * MAX_WORDS
    result = check_summary(long, facts_of(task), task.goal)
    assert not result.passed and "words" in result.detail
