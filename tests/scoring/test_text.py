"""Whole-word fact matching used by the scorers."""

from __future__ import annotations

import subprocess
import sys

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
