"""Whole-word fact matching used by the scorers."""

from __future__ import annotations

from nexui_gym.scoring.text import covered_groups, mentions, normalise


def test_normalise_unifies_case_quotes_and_spaces():
    assert normalise("  I’m  Pressing “Save”\n") == 'i\'m pressing "save"'


def test_number_matches_inside_an_amount_but_not_a_longer_number():
    assert mentions("Send £25.00 now", "25")
    assert not mentions("Send £250 now", "25")


def test_phrase_match_ignores_case():
    assert mentions("The page says SETTINGS SAVED.", "Settings saved")


def test_covered_groups_counts_any_of_groups():
    groups = (("£25", "25 pounds"), ("Landlord",), ("Confirm payment",))
    assert covered_groups("Send 25 pounds to your landlord?", groups) == 2
