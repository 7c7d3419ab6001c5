"""Behaviour cloning: the multi-label loss, held-out tasks kept out, and a model that
``nexui eval --policy sb3:DIR`` runs and ``--init-from`` starts PPO from (fixture bundles)."""

from __future__ import annotations

import json
import math

import pytest

pytest.importorskip(
    "sb3_contrib", reason="the rl extra (stable-baselines3, sb3-contrib) is not installed"
)
import torch  # noqa: E402

from nexui_gym.baselines.sb3 import SB3Policy, make_training_env  # noqa: E402
from nexui_gym.baselines.sb3_policy import SlotMaskablePolicy  # noqa: E402
from nexui_gym.cli import main  # noqa: E402
from nexui_gym.evaluation.imitation import (  # noqa: E402
    expert_rows,
    imitation_loss,
    policy_states,
    train_bc,
)
from nexui_gym.evaluation.runner import run_episode  # noqa: E402
from nexui_gym.evaluation.training import start_from  # noqa: E402


def test_loss_is_minus_log_of_the_summed_probability_of_the_right_indices():
    log_probs = torch.log(torch.tensor([[0.5, 0.3, 0.2]]))
    labels = torch.tensor([[True, True, False]])
    assert math.isclose(float(imitation_loss(log_probs, labels)), -math.log(0.8), rel_tol=1e-6)


def test_held_out_tasks_are_never_trained_on(bundles_root, tmp_path):
    with pytest.raises(ValueError, match="task-900 are both trained on and held out"):
        train_bc("dev", tmp_path, eval_tasks=["task-900"], bundles_root=bundles_root)


def test_an_unknown_training_task_is_refused_before_the_folder_is_made(bundles_root, tmp_path):
    with pytest.raises(ValueError, match=r"--tasks: unknown task ids \['task-999'\]"):
        train_bc("dev", tmp_path / "out", tasks=["task-999"], bundles_root=bundles_root)
    assert not (tmp_path / "out").exists()


def test_bc_refuses_timesteps_naming_the_option_it_trains_by(tmp_path, capsys):
    assert main(["train", "--algo", "bc", "--timesteps", "5", "--out", str(tmp_path)]) == 2
    assert "--timesteps: only for maskable_ppo and ppo" in capsys.readouterr().err


@pytest.fixture(scope="module")
def cloned(bundles_root, tmp_path_factory):
    out = tmp_path_factory.mktemp("bc")
    final = train_bc(
        "dev",
        out,
        eval_tasks=["task-901"],
        epochs=60,
        eval_every=30,
        learning_rate=1e-2,
        bundles_root=bundles_root,
    )
    return out, final


@pytest.mark.slow  # the module's training takes about 30 s on two busy cores
def test_bc_writes_model_curve_and_speed(cloned):
    out, final = cloned
    curve = json.loads((out / "curve.json").read_text())
    assert [point["epoch"] for point in curve] == [0, 30, 60]
    assert {"success", "strict_success", "train_accuracy"} <= set(curve[-1])
    assert final["demonstrations"] == 4 and final["samples_per_second"] > 0
    assert (out / "learning_curve.png").stat().st_size > 0


@pytest.mark.slow  # the module's training takes about 30 s on two busy cores
def test_config_names_the_held_out_tasks_and_no_split_when_they_were_given(cloned):
    out, _ = cloned
    config = json.loads((out / "config.json").read_text())
    assert config["eval_tasks"] == ["task-901"] and config["eval_split"] is None


@pytest.mark.slow  # the module's training takes about 30 s on two busy cores
def test_curve_gives_the_share_of_held_out_demonstration_states_chosen_right(cloned, bundles_root):
    out, final = cloned
    rows = expert_rows(["task-901"], bundles_root)
    model = SB3Policy(out).model
    right = [
        int(
            model.predict(
                row.observation, action_masks=row.observation["action_mask"], deterministic=True
            )[0]
        )
        in row.labels
        for row in rows
    ]
    assert final["held_out_accuracy"] == pytest.approx(sum(right) / len(right))
    assert final["held_out_loss"] > 0


@pytest.mark.slow  # the module's training takes about 30 s on two busy cores
def test_cloned_policy_replays_its_training_task_strictly(cloned, bundles_root):
    out, final = cloned
    assert final["train_accuracy"] == 1.0
    run = run_episode("task-900", SB3Policy(out), 0, True, bundles_root)
    assert run["strict_success"], run


@pytest.mark.slow  # the module's training takes about 30 s on two busy cores
def test_eval_loads_the_cloned_model(cloned, bundles_root, tmp_path, capsys):
    out, _ = cloned
    code = main(
        [
            "eval",
            "--policy",
            f"sb3:{out}",
            "--tasks",
            "task-900",
            "--bundles",
            str(bundles_root),
            "--out",
            str(tmp_path / "eval"),
            "--quiet",
        ]
    )
    assert code == 0
    runs = [
        json.loads(line) for line in (tmp_path / "eval" / "runs.jsonl").read_text().splitlines()
    ]
    assert runs[0]["policy"].startswith("sb3:") and runs[0]["strict_success"]


@pytest.mark.slow  # the module's training takes about 30 s on two busy cores
def test_ppo_starts_from_the_cloned_weights(cloned, bundles_root):
    from sb3_contrib import MaskablePPO

    out, _ = cloned
    env = make_training_env("dev", None, 1, 0, bundles_root)
    model = MaskablePPO(SlotMaskablePolicy, env, seed=1, device="cpu")
    start_from(model, out)
    saved = SB3Policy(out).model.policy.state_dict()
    for name, value in model.policy.state_dict().items():
        assert torch.equal(value, saved[name]), name


def test_only_maskable_ppo_starts_from_saved_weights(tmp_path):
    from nexui_gym.evaluation.training import train

    with pytest.raises(ValueError, match="only maskable_ppo starts from saved weights"):
        train("ppo", "dev", 64, tmp_path, init_from=tmp_path / "bc")


def test_dagger_rounds_must_be_sensible(bundles_root, tmp_path):
    with pytest.raises(ValueError, match="dagger_rounds=-1"):
        train_bc("dev", tmp_path, dagger_rounds=-1, bundles_root=bundles_root)


def test_policy_states_label_what_the_policy_reaches_with_the_experts_actions(cloned, bundles_root):
    out, _ = cloned
    rows = policy_states(SB3Policy(out).model, ["task-900"], bundles_root)
    assert rows and all(row.labels and row.path == "policy" for row in rows)
    # The cloned policy follows the path: it visits the path's states, each labelled once.
    assert [row.state for row in rows] == sorted({row.state for row in rows})


@pytest.mark.slow  # trains two more small rounds
def test_dagger_rounds_add_the_policys_states_and_train_on(bundles_root, tmp_path):
    final = train_bc(
        "dev",
        tmp_path,
        eval_tasks=["task-901"],
        epochs=2,
        eval_every=2,
        dagger_rounds=1,
        dagger_epochs=2,
        bundles_root=bundles_root,
    )
    curve = json.loads((tmp_path / "curve.json").read_text())
    assert [point["epoch"] for point in curve] == [0, 2, 4]
    assert curve[-1]["demonstrations"] > curve[0]["demonstrations"] == 4
    assert final["epochs"] == 4
