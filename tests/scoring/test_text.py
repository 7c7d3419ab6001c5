"""Whole-word fact matching used by the scorers."""

from __future__ import annotations

import subprocess
import sys

import pytest

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


def test_stemming_does_not_switch_to_pystemmer_when_it_is_installed():
    # snowballstemmer.stemmer() returns PyStemmer's C stemmer whenever a module named
    # ``Stemmer`` imports; scores must not depend on it. A stand-in module shows the switch.
    script = (
        "import sys, types\n"
        "fake = types.ModuleType('Stemmer')\n"
        "fake.algorithms = lambda: ['english']\n"
        "fake.Stemmer = lambda name: 'the C stemmer'\n"
        "sys.modules['Stemmer'] = fake\n"
        "from nexui_gym.scoring import text\n"
        "print(type(text._STEMMER).__module__)\n"
    )
    found = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert found == "snowballstemmer.english_stemmer"


def test_texts_that_differ_only_in_case_have_the_same_canonical_tokens():
    from nexui_gym.scoring.text import tokens

    expected = ("on", "the", "2", "march", "at", "18:00", "£", "1000", "for", "sam", "3.25", "%")
    assert tokens("On the 2nd March at 6PM, £1,000.00 for Sam's 3.25 per cent") == expected
    assert tokens("on the 2ND MARCH AT 6pm, £1,000.00 FOR SAM'S 3.25 PER CENT") == expected


@pytest.mark.parametrize(
    ("name", "plain"),
    [
        ("_POSSESSIVE", r"(?<=[a-z])'s\b"),
        ("_ORDINAL", r"\b(\d{1,2})(?:st|nd|rd|th)\b"),
        ("_TIME", r"\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b"),
        ("_THOUSANDS", r"(?<=\d),(?=\d{3}\b)"),
        ("_WHOLE", r"\b(\d+)\.00\b"),
    ],
)
def test_a_pattern_written_for_speed_matches_where_its_plain_form_does(name, plain):
    import re

    from nexui_gym.scoring import text

    samples = (
        "1st 22nd 3rd 104th a1st x1st 12:30 6pm 6 pm 12:30am x6pm 1,000 12,345,678 a1,000 1,0000",
        "25.00 x25.00 125.00.00 £25.00 sam's it's a's 5's 's 1.00pm 9am-5pm 1st/2nd é1st ٣rd",
    )
    fast = getattr(text, name)
    for sample in samples:
        spans = [(m.span(), m.groups()) for m in fast.finditer(sample)]
        assert spans == [(m.span(), m.groups()) for m in re.finditer(plain, sample)], sample
