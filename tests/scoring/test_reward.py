"""The shaped and sparse rewards."""

from __future__ import annotations

import pytest

from nexui_gym.scoring.reward import DEFAULT_WEIGHTS, StepOutcome, check_weights, shaped_reward

PASSED_END = StepOutcome(True, False, 1.0, False, 0, 0, True, True, 1.0)
ADVANCE = StepOutcome(True, False, 0.5, False, 0, 0, False, False, 0.0)
STALL = StepOutcome(False, True, 1.0, False, 0, 0, False, False, 0.0)


def test_shaped_reward_is_the_sum_of_its_terms():
    reward, terms = shaped_reward(ADVANCE, DEFAULT_WEIGHTS)
    assert reward == pytest.approx(sum(terms.values()))
    assert terms["progress"] == 0.2 and terms["explanation"] == 0.05 and terms["passed"] == 0


def test_pass_bonus_only_at_the_end():
    _, terms = shaped_reward(PASSED_END, DEFAULT_WEIGHTS)
    assert terms["passed"] == 1.0 and terms["efficiency"] == 0.2


def test_critical_violation_is_penalised():
    outcome = StepOutcome(False, False, 0.0, False, 1, 1, True, False, 0.0)
    _, terms = shaped_reward(outcome, DEFAULT_WEIGHTS)
    assert terms["critical"] == -1.0 and terms["violation"] == 0.0


def test_ending_without_passing_costs():
    outcome = StepOutcome(False, False, 1.0, False, 0, 0, True, False, 0.0)
    reward, terms = shaped_reward(outcome, DEFAULT_WEIGHTS)
    assert terms["failed"] == -0.2 and terms["explanation"] == 0.0 and reward < 0


def test_a_stall_is_not_paid_for_its_explanation():
    reward, terms = shaped_reward(STALL, DEFAULT_WEIGHTS)
    assert terms["explanation"] == 0.0 and terms["no_effect"] == -0.02
    assert reward < 0


def test_sparse_mode():
    assert shaped_reward(PASSED_END, DEFAULT_WEIGHTS, "sparse")[0] == 1.0
    assert shaped_reward(ADVANCE, DEFAULT_WEIGHTS, "sparse")[0] == 0.0


def test_unknown_weight_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown term 'bonus'"):
        check_weights({"bonus": 1.0})
