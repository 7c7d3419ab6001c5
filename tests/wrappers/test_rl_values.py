"""What the RL action space may type and select, read from the goal, the page and the axtree."""

from __future__ import annotations

from nexui_gym.a11y.candidate_lines import parse_candidates
from nexui_gym.wrappers.rl_values import (
    MAX_OPTIONS,
    MAX_VALUES,
    OPTION_FEATURES,
    VALUE_FEATURES,
    Choices,
    OptionChoice,
    TypedValue,
    choice_features,
    page_codes,
    ranked_options,
    select_options,
    state_choices,
    typed_values,
)

AXTREE = """main
  [46] combobox "Pay from" collapsed value "Choose an account"
    option "Choose an account" selected
    option "Everyday Current Account"
    option "Easy Saver"
  text "Choose one of your saved payees."
  [47] button "Continue"
"""


def texts(values) -> list[str]:
    return [value.text for value in values]


def test_field_values_come_first_with_their_names_as_labels():
    values = typed_values("Pay Kings £25", {"payee": "Kings Property Lettings", "amount": "25"})
    assert values[:2] == (
        TypedValue("Kings Property Lettings", "payee", "field"),
        TypedValue("25", "amount", "field"),
    )


def test_quoted_strings_list_items_and_sentences_are_offered():
    goal = "In the draft, 'Key findings', 'Next steps' are bold. Note 'Home baker. Orders: x.co.uk'"
    found = texts(typed_values(goal, {"sections": "Key findings, Next steps"}))
    assert {"Key findings", "Next steps", "Home baker.", "x.co.uk"} <= set(found)


def test_apostrophes_inside_words_are_not_quotes():
    found = texts(typed_values("I'm at St Anne's and don't know", {}))
    assert not any(text.startswith(("m at", "s and")) for text in found)


def test_forms_of_a_value_the_goal_states():
    found = texts(
        typed_values(
            "My car is KX19 TWE, my mobile +44 7700 900418, my name Dr Tomás Ferreira",
            {"registration": "KX19 TWE", "mobile": "+44 7700 900418", "name": "Dr Tomás Ferreira"},
        )
    )
    assert {"KX19TWE", "07700 900418", "07700900418", "Tomás Ferreira"} <= set(found)


def test_words_are_not_joined_as_codes():
    found = texts(typed_values("I live at 27 Larkspur Road", {"address": "27 Larkspur Road"}))
    assert "27LarkspurRoad" not in found


def test_dates_give_their_day_month_and_year():
    found = texts(typed_values("Born 14 June 1956, or 14/6/56", {}))
    assert {"14", "6", "06", "June", "1956", "14 June"} <= set(found)
    assert "1956," not in found


def test_goal_words_and_hyphenated_parts_are_search_words():
    found = texts(typed_values("The browser blocked video-converter-setup.exe", {}))
    assert {"browser", "converter", "browser blocked"} <= set(found)
    assert "the" not in {text.lower() for text in found}


def test_a_value_the_goal_does_not_state_is_not_offered():
    found = {
        t.lower()
        for t in texts(typed_values("Book Kestrel this Thursday", {"day": "this Thursday"}))
    }
    assert not any(text[:1].isdigit() for text in found)


def test_codes_come_from_page_lines_that_say_code():
    reader = "Your sign-in code is 482913. It expires soon.\nAccount 51783920\nCall 0800 111 999"
    assert texts(page_codes(reader)) == ["482913"]


def test_values_are_unique_and_bounded():
    goal = " ".join(f"wo{a}{b}rd" for a in "bcdfg" for b in "hjklmnpqrs")
    values = typed_values(goal, {"a": "Wobhrd", "b": "wobhrd"})
    assert len(values) == MAX_VALUES
    assert len({value.text.lower() for value in values}) == len(values)


def test_select_options_are_read_under_their_select():
    options = select_options(AXTREE, [46])
    assert options == (
        OptionChoice(46, "Choose an account", 0, True),
        OptionChoice(46, "Everyday Current Account", 1, False),
        OptionChoice(46, "Easy Saver", 2, False),
    )
    assert select_options(AXTREE, [47]) == ()


def test_options_are_ranked_by_goal_relevance_and_bounded():
    options = select_options(AXTREE, [46])
    ranked = ranked_options(options, {46: 0}, "Pay from my current account", {}, ())
    assert ranked[0].option == "Everyday Current Account"
    many = tuple(OptionChoice(46, f"Option {n}", n, False) for n in range(100))
    assert len(ranked_options(many, {46: 0}, "goal", {}, ())) == MAX_OPTIONS


def test_state_choices_offer_options_only_of_selects():
    slots = parse_candidates('[46] combobox "Pay from"\n[47] button "Continue"')
    choices = state_choices("Pay", {}, slots, [("select",), ("click",)], AXTREE, "", 4)
    assert {option.candidate_id for option in choices.options} == {46}
    none = state_choices("Pay", {}, slots, [("click",), ("click",)], AXTREE, "", 4)
    assert none.options == ()


def test_option_features_name_the_selects_slot_and_the_goal_match():
    slots = parse_candidates('[47] button "Continue"\n[46] combobox "Pay from"')
    choices = Choices((), select_options(AXTREE, [46]))
    _, _, options = choice_features(choices, slots, "Pay from my everyday account", {}, 4)
    assert options.shape == (MAX_OPTIONS, OPTION_FEATURES)
    assert options[:3, 0].tolist() == [1, 1, 1]  # the select is in slot 1
    assert options[1, 2] > options[0, 2] and options[3:].sum() == 0


def test_pair_features_match_a_text_box_with_the_values_label():
    slots = parse_candidates('[3] textbox "Sort code"\n[4] textbox "Reference"')
    choices = Choices(
        (TypedValue("20-45-77", "sort code", "field"), TypedValue("ELEANOR", "reference", "field")),
        (),
    )
    _, pairs, _ = choice_features(choices, slots, "goal", {}, 4)
    assert pairs[0, 0, 0] == 1 and pairs[0, 1, 0] == 0
    assert pairs[1, 1, 0] == 1 and pairs[1, 0, 0] == 0


def test_value_features_mark_a_value_some_candidate_already_holds():
    slots = parse_candidates('[3] textbox "Where" (value "Leeds")\n[4] textbox "What"')
    choices = Choices(
        (TypedValue("Leeds", "location", "field"), TypedValue("policy", "keyword", "field")), ()
    )
    values, _, _ = choice_features(choices, slots, "goal", {}, 4)
    assert values[0, VALUE_FEATURES - 1] == 1 and values[1, VALUE_FEATURES - 1] == 0
