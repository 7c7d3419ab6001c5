"""The ``fields`` normaliser: which everyday variants of a value count as stated in a goal."""

from __future__ import annotations

import pytest

from nexui_gym.dataset.goal_values import normalise_value, stated_in, unstated_fields


@pytest.mark.parametrize(
    ("written", "normalised"),
    [
        ("Kings Property Lettings", "kings property lettings"),
        ("£1,240.00", "1240"),
        ("25.00", "25"),
        ("01/04/2026", "1 april 2026"),
        ("2026-04-01", "1 april 2026"),
        ("the 27th", "the 27"),
        ("two stalls seats", "2 stalls seats"),
        ("BSL-interpreted", "bsl interpreted"),
        ("I’m  away", "i'm away"),
    ],
)
def test_normalise_value_writes_each_variant_one_way(written, normalised):
    assert normalise_value(written) == normalised


def test_an_amount_with_pence_is_stated_by_the_whole_pounds():
    assert stated_in("Move £200 from my Easy Saver", "200.00")


def test_a_numeric_date_is_stated_by_the_date_in_words():
    assert stated_in("starting 1 April 2026, until I cancel it", "01/04/2026")


def test_a_date_without_its_year_states_the_dated_value():
    assert stated_in("charged me twice on 3 March", "3 March 2026")


def test_a_different_day_is_not_the_date():
    assert not stated_in("charged me twice on 13 March", "3 March 2026")


def test_each_item_of_a_list_value_must_be_stated():
    assert stated_in("Add Polish and Welsh to my languages", "Polish, Welsh")
    assert not stated_in("Add Polish to my languages", "Polish, Welsh")


def test_a_thousands_separator_does_not_split_a_value_into_items():
    assert stated_in("the reason 'Payroll for 1,240 staff'", "Payroll for 1,240 staff")


def test_a_plural_in_the_goal_states_the_singular_value():
    assert stated_in("study on Tuesdays and Thursdays", "Tuesday, Thursday")


def test_a_value_must_match_whole_words():
    assert not stated_in("Pay my landlord", "land")


def test_an_interface_label_the_user_never_said_is_not_stated():
    goal = "I read that browsers can ask websites not to track me. Find that setting."
    assert not stated_in(goal, "Do Not Track")


def test_unstated_fields_names_the_keys_in_order():
    fields = {"payee": "Landlord", "amount": "40.00", "reference": "RENT"}
    assert unstated_fields("Pay my landlord, reference RENT", fields) == ["amount"]
