"""The efficiency formula, pinned at and beyond the reference length, completed or not."""

from __future__ import annotations

import pytest

from nexui_gym.scoring.efficiency import efficiency


@pytest.mark.parametrize(
    ("steps", "completed", "reached", "expected"),
    [
        (0, True, 1, 1.0),
        (1, True, 1, 1.0),
        (4, True, 4, 1.0),
        (5, True, 4, 0.8),
        (8, True, 4, 0.5),
        (12, True, 4, 4 / 12),
        (4, False, 4, 0.5),
        (1, False, 1, 0.125),
        (8, False, 2, 0.5 * 0.5 * 2 / 4),
        (0, False, 1, 0.125),
    ],
)
def test_formula(steps, completed, reached, expected):
    assert efficiency(steps, 4, completed, reached) == pytest.approx(expected)


def test_each_extra_step_costs_when_completed():
    values = [efficiency(n, 5, True, 5) for n in range(5, 12)]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)


def test_incomplete_is_always_below_complete():
    for steps in range(1, 20):
        assert efficiency(steps, 5, False, 5) < efficiency(steps, 5, True, 5)


def test_bad_reference_length_is_an_error():
    with pytest.raises(ValueError, match="reference_length"):
        efficiency(3, 0, True, 1)
