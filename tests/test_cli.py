"""The ``nexui`` command's argument checks: a bad value is refused before any work starts,
with a one-line error that names the option (argparse's exit status 2), never a traceback
from deep inside a run."""

from __future__ import annotations

import argparse

import pytest

from nexui_gym.cli import at_least, main, positive_number, reward_term


def test_at_least_accepts_its_minimum_and_above():
    assert at_least(1)("1") == 1 and at_least(0)("0") == 0 and at_least(1)("12") == 12


@pytest.mark.parametrize(("text", "message"), [("0", "at least 1, found 0"), ("x", "'x'")])
def test_at_least_refuses_a_lower_or_non_integer_value(text, message):
    with pytest.raises(argparse.ArgumentTypeError, match=message):
        at_least(1)(text)


@pytest.mark.parametrize("text", ["0", "-1", "nan", "inf", "soon"])
def test_positive_number_refuses_zero_negative_and_non_finite(text):
    with pytest.raises(argparse.ArgumentTypeError):
        positive_number(text)


def test_reward_term_reads_a_term_and_its_weight():
    assert reward_term("critical=-5") == ("critical", -5.0)
    assert reward_term(" passed = 2.5") == ("passed", 2.5)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("critical", "TERM=NUMBER"),
        ("crit=-5", "unknown reward term 'crit'; expected one of progress"),
        ("critical=x", "a number after 'critical='"),
        ("critical=nan", "a finite number"),
    ],
)
def test_reward_term_refuses_a_malformed_or_unknown_term(text, message):
    with pytest.raises(argparse.ArgumentTypeError, match=message):
        reward_term(text)


def test_positive_number_accepts_a_fraction():
    assert positive_number("0.5") == 0.5


@pytest.mark.parametrize(
    ("argv", "option"),
    [
        (["eval", "--policy", "random", "--workers", "0"], "--workers"),
        (["eval", "--policy", "llm", "--model", "m", "--timeout", "0"], "--timeout"),
        (["eval", "--policy", "llm", "--model", "m", "--retries", "-1"], "--retries"),
        (["train", "--out", "x", "--n-envs", "0"], "--n-envs"),
        (["train", "--out", "x", "--timesteps", "-5"], "--timesteps"),
        (["train", "--out", "x", "--algo", "bc", "--epochs", "0"], "--epochs"),
        (["train", "--out", "x", "--algo", "bc", "--eval-every", "0"], "--eval-every"),
        (["train", "--out", "x", "--algo", "bc", "--dagger-rounds", "-1"], "--dagger-rounds"),
        (["train", "--out", "x", "--algo", "bc", "--dagger-epochs", "0"], "--dagger-epochs"),
        (["train", "--out", "x", "--eval-split", "nope"], "--eval-split"),
        (["rl-coverage", "--split", "dev", "nope"], "--split"),
        (
            ["train", "--out", "x", "--timesteps", "5", "--reward-weight", "crit=-5"],
            "--reward-weight",
        ),
    ],
)
def test_a_bad_option_value_is_refused_naming_the_option(
    argv, option, tmp_path, capsys, monkeypatch
):
    monkeypatch.chdir(tmp_path)  # where "--out x" would be made
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert f"argument {option}:" in error and "Traceback" not in error
    assert not (tmp_path / "x").exists()


def test_reward_weight_is_refused_for_behaviour_cloning(tmp_path, capsys):
    out = tmp_path / "bc"
    code = main(["train", "--algo", "bc", "--out", str(out), "--reward-weight", "critical=-5"])
    assert code == 2
    assert "--reward-weight: only for maskable_ppo and ppo" in capsys.readouterr().err
    assert not out.exists()


def test_reward_weight_changes_only_its_term_of_the_training_reward(tmp_path, monkeypatch):
    from nexui_gym.baselines.sb3 import TRAINING_REWARD
    from nexui_gym.evaluation import training

    given = {}

    def fake_train(*args, **kwargs):
        given.update(kwargs)
        return {}

    monkeypatch.setattr(training, "train", fake_train)
    argv = ["train", "--out", str(tmp_path / "m"), "--timesteps", "10"]
    assert main([*argv, "--reward-weight", "critical=-5", "--reward-weight", "passed=2"]) == 0
    assert given["reward_weights"] == {**TRAINING_REWARD, "critical": -5.0, "passed": 2.0}
    assert main(argv) == 0
    assert given["reward_weights"] is None  # train's own default: TRAINING_REWARD


def test_train_takes_every_split_eval_takes(tmp_path, monkeypatch):
    from nexui_gym.evaluation import training

    given = {}
    monkeypatch.setattr(training, "train", lambda *args, **kwargs: given.update(split=args[1]))
    argv = ["train", "--split", "heldout-interfaces", "--out", str(tmp_path / "m")]
    assert main([*argv, "--timesteps", "10"]) == 0
    assert given["split"] == "heldout-interfaces"
