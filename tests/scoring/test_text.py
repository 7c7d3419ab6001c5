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


# Texts whose tokens come from their pieces (words between spaces) or, where a rewrite may
# join pieces, from the whole text: both ways must give the tokens of the whole text.
PIECE_EDGE_CASES = (
    "I'm pressing 'Save' now.",
    "Open “Sam’s Account” — it’s Amir's",
    "the e-mail re-send button (x-ray) - done",
    "£1,000.00 on 2nd March, 12:30pm or 9am-5pm; 1st/2nd 3.25%",
    "6 pm",
    "6\u00a0PM tomorrow",
    "at 8 in the morning",
    "5 o’clock in the evening",
    "3.25 per cent",
    "3 percent",
    "a recent paper",
    "midday",
    "midday on the 2nd",
    "noon 5",
    "Straße İstanbul café ½ ² ٣rd",
    "",
    "   ",
)


@pytest.mark.parametrize("text", PIECE_EDGE_CASES)
def test_tokens_by_pieces_equal_the_tokens_of_the_whole_text(text):
    from nexui_gym.scoring.text import _text_tokens, tokens

    assert tokens(text) == _text_tokens(text)


def test_tokens_by_pieces_equal_the_whole_text_s_on_mixed_pieces():
    import random

    from nexui_gym.scoring.text import _text_tokens, tokens

    pieces = (
        *"6 pm 6pm am 8 in the morning evening o'clock o’clock noon midday midnight".split(),
        *"per cent percent per's 3.25 25.00 £25.00 1,000 2nd March Sam's SAM’S 'Save'".split(),
        *"“Send” e-mail x6pm 12:30 12:30pm 9am-5pm — straße ß ½ ² ٣rd Fri six pounds".split(),
    )
    separators = (" ", "  ", "\u00a0", "", "\n")
    rng = random.Random(0)
    for _ in range(5000):
        text = "".join(
            rng.choice(pieces) + rng.choice(separators) for _ in range(rng.randint(1, 6))
        )
        assert tokens(text) == _text_tokens(text), text


def test_midday_is_a_clock_time_only_in_a_text_with_a_digit():
    # The whole text decides (a rewrite of times runs only where a digit is): the piece
    # by piece tokenising must keep that.
    from nexui_gym.scoring.text import tokens

    assert tokens("Lunch at midday") == ("lunch", "at", "12pm")
    assert tokens("Lunch at midday on the 2nd") == ("lunch", "at", "12:00", "on", "the", "2")


def test_possessives_hyphens_and_quotes_are_cut_inside_a_piece():
    from nexui_gym.scoring.text import tokens

    assert tokens("Sam’s 'Re-send' e-mail") == ("sam", "re-send", "email")


@pytest.mark.parametrize(
    "text",
    ["", "abc", "room 12", "x9", "\u0663rd", "caf\u00e9 \u00b2", "caf\u00e9 7", "no digit \u2014"],
)
def test_has_digit_finds_what_the_digit_pattern_finds(text):
    import re

    from nexui_gym.scoring.text import has_digit

    assert has_digit(text) == (re.search(r"\d", text) is not None)


def test_the_piece_cache_starts_afresh_when_full_and_keeps_the_tokens(monkeypatch):
    from nexui_gym.scoring import text

    monkeypatch.setattr(text._PIECES, "limit", 3)
    text.clear_caches()
    assert text.tokens("red green blue cyan pink") == ("red", "green", "blue", "cyan", "pink")
    assert len(text._PIECES) <= 3
    assert text.tokens("Searching payees") == ("search", "paye")
