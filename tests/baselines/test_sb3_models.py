"""SB3/sb3-contrib models not written by ``nexui train`` evaluate through ``sb3:PATH``; models
whose spaces do not fit the RL wrappers are refused with the file and what was expected.

The models are saved untrained: what is checked is loading, the algorithm read from the zip
and the observation handed to the model, not what the model has learnt.
"""

from __future__ import annotations

import json

import gymnasium as gym
import numpy as np
import pytest

pytest.importorskip(
    "sb3_contrib", reason="the rl extra (stable-baselines3, sb3-contrib) is not installed"
)

import sb3_contrib  # noqa: E402
import stable_baselines3  # noqa: E402
import torch  # noqa: E402
from gymnasium.wrappers import FlattenObservation  # noqa: E402

from nexui_gym.baselines.sb3 import SB3Policy  # noqa: E402
from nexui_gym.baselines.sb3_models import fitting_layout, layouts, rl_action_space  # noqa: E402
from nexui_gym.cli import main  # noqa: E402
from nexui_gym.evaluation.runner import run_episode  # noqa: E402
from nexui_gym.wrappers import make_rl_env  # noqa: E402
from nexui_gym.wrappers.rl_features import FEATURE_VERSION  # noqa: E402

TASK = "task-000"


def save(model, path):
    model.save(path)
    return path


def rl_env():
    return make_rl_env(f"NeXUI/{TASK}")


SMALL_BUFFER = {"buffer_size": 64}
#: (algorithm, policy, flattened observation, settings, name read back from the zip)
ALGORITHMS = [
    (sb3_contrib.MaskablePPO, "MultiInputPolicy", False, {}, "maskable_ppo"),
    (stable_baselines3.PPO, "MultiInputPolicy", False, {}, "ppo"),
    (stable_baselines3.A2C, "MultiInputPolicy", False, {}, "a2c"),
    (stable_baselines3.DQN, "MultiInputPolicy", False, SMALL_BUFFER, "dqn"),
    (sb3_contrib.RecurrentPPO, "MultiInputLstmPolicy", False, {}, "recurrent_ppo"),
    (sb3_contrib.QRDQN, "MultiInputPolicy", False, SMALL_BUFFER, "qrdqn"),
    (sb3_contrib.TRPO, "MultiInputPolicy", False, {}, "trpo"),
    (sb3_contrib.ARS, "LinearPolicy", True, {}, "ars"),
    (stable_baselines3.PPO, "MlpPolicy", True, {}, "ppo"),
]


@pytest.mark.parametrize(
    ("algorithm", "policy", "flat", "settings", "name"),
    ALGORITHMS,
    ids=[f"{a.__name__}-{p}" for a, p, *_ in ALGORITHMS],
)
def test_a_foreign_model_is_loaded_with_the_algorithm_in_its_zip(
    algorithm, policy, flat, settings, name, tmp_path
):
    env = FlattenObservation(rl_env()) if flat else rl_env()
    path = save(algorithm(policy, env, device="cpu", **settings), tmp_path / "model.zip")
    loaded = SB3Policy(path)
    assert loaded.algo == name and type(loaded.model) is algorithm
    assert loaded.layout.flat is flat
    run = run_episode(TASK, loaded, 0, True)
    assert run["steps"] >= 1


def test_a_recurrent_model_starts_each_run_with_a_fresh_state(tmp_path):
    model = sb3_contrib.RecurrentPPO("MultiInputLstmPolicy", rl_env(), device="cpu")
    policy = SB3Policy(save(model, tmp_path / "lstm.zip"))
    first = run_episode(TASK, policy, 0, True)["trajectory"]
    again = run_episode(TASK, policy, 0, True)["trajectory"]
    assert [s["action"] for s in first] == [s["action"] for s in again]


def test_the_observation_given_to_the_model_is_the_rl_envs(tmp_path):
    path = save(sb3_contrib.MaskablePPO("MultiInputPolicy", rl_env()), tmp_path / "m.zip")
    policy = SB3Policy(path)
    seen = []
    predict = policy.model.predict

    def spy(observation, **kwargs):
        seen.append(observation)
        return predict(observation, **kwargs)

    policy.model.predict = spy
    env = rl_env()
    expected, _ = env.reset(seed=0)
    run_episode(TASK, policy, 0, True)
    assert sorted(seen[0]) == sorted(expected)
    for key, value in expected.items():
        assert np.array_equal(seen[0][key], value), key


def test_nexui_eval_takes_a_foreign_zip_with_or_without_its_suffix(tmp_path, capsys):
    path = save(sb3_contrib.MaskablePPO("MultiInputPolicy", rl_env()), tmp_path / "mine.zip")
    for spec, out in ((str(path), "a"), (str(path.with_suffix("")), "b")):
        argv = ["eval", "--policy", f"sb3:{spec}", "--tasks", TASK, "--out", str(tmp_path / out)]
        assert main([*argv, "--quiet"]) == 0
        runs = (tmp_path / out / "runs.jsonl").read_text().splitlines()
        assert [json.loads(line)["task_id"] for line in runs] == [TASK]


def test_nexui_eval_chooses_the_actions_model_predict_chooses_on_make_rl_env(tmp_path):
    """``nexui eval --policy sb3:PATH`` plays the model on the RL wrapper stack itself: each
    step's action is what ``model.predict`` picks from make_rl_env's observation with its mask."""
    model = sb3_contrib.MaskablePPO("MultiInputPolicy", rl_env(), seed=3, device="cpu")
    codec = rl_env().get_wrapper_attr("codec")
    with torch.no_grad():  # ending actions made unlikely: runs of several steps, not one
        model.policy.action_net.bias[[codec.ask_user, codec.finish]] = -10.0
    path = save(model, tmp_path / "m.zip")
    tasks = ["task-000", "task-058"]
    argv = ["eval", "--policy", f"sb3:{path}", "--tasks", *tasks, "--out", str(tmp_path / "e")]
    assert main([*argv, "--quiet"]) == 0
    lines = (tmp_path / "e" / "runs.jsonl").read_text().splitlines()
    recorded = {
        run["task_id"]: [step["action"] for step in run["trajectory"]]
        for run in map(json.loads, lines)
    }
    model = sb3_contrib.MaskablePPO.load(path, device="cpu")
    masked_out = 0  # steps where the mask changed the model's choice
    for task in tasks:
        env = make_rl_env(f"NeXUI/{task}")
        observation, info = env.reset(seed=0)
        expected = []
        while True:
            mask = env.action_masks()
            index, _ = model.predict(observation, action_masks=mask, deterministic=True)
            unmasked, _ = model.predict(observation, deterministic=True)
            masked_out += int(unmasked) != int(index)
            observation, _, terminated, truncated, info = env.step(int(index))
            action = dict(info["resolved_action"])
            del action["target_box"]
            expected.append(action)
            if terminated or truncated:
                break
        assert recorded[task] == expected, task
    assert max(len(actions) for actions in recorded.values()) > 1
    assert masked_out > 0, "the mask never mattered: the test could not tell it was applied"


def test_a_model_of_another_env_is_refused_naming_the_file_and_the_action_space(tmp_path):
    path = save(stable_baselines3.PPO("MlpPolicy", gym.make("CartPole-v1")), tmp_path / "cp.zip")
    with pytest.raises(ValueError, match="action space is Discrete\\(2\\)") as error:
        SB3Policy(path)
    assert str(path) in str(error.value) and "make_rl_env" in str(error.value)


def test_a_model_with_other_observation_keys_is_refused_naming_them(tmp_path):
    env = make_rl_env(f"NeXUI/{TASK}", screenshot_size=(36, 64))
    path = save(stable_baselines3.PPO("MultiInputPolicy", env), tmp_path / "shot.zip")
    with pytest.raises(ValueError, match="keys the RL env does not give: screenshot") as error:
        SB3Policy(path)
    assert str(path) in str(error.value)


def test_a_model_of_an_earlier_feature_version_is_refused_saying_to_train_it_again():
    space = layouts()[0].space
    earlier = gym.spaces.Dict(  # version 3's goal features: a hashed bag of 64 words and 2
        {**space.spaces, "goal": gym.spaces.Box(0.0, 10.0, (66,), np.float32)}
    )
    with pytest.raises(ValueError, match="another version of the RL features") as error:
        fitting_layout(earlier, rl_action_space(), "old.zip")
    assert f"version {FEATURE_VERSION}" in str(error.value) and "'goal'" in str(error.value)


def test_a_version_5_model_without_the_token_keys_is_refused_saying_to_train_it_again():
    space = layouts()[0].space
    earlier = gym.spaces.Dict(  # version 5 had no hashed token ids
        {k: v for k, v in space.spaces.items() if k not in ("name_tokens", "goal_tokens")}
    )
    with pytest.raises(ValueError, match="missing keys: goal_tokens, name_tokens") as error:
        fitting_layout(earlier, rl_action_space(), "v5.zip")
    assert f"version {FEATURE_VERSION}" in str(error.value) and "train it again" in str(error.value)


def test_a_refused_model_stops_nexui_eval_before_any_run(tmp_path, capsys):
    path = save(stable_baselines3.PPO("MlpPolicy", gym.make("CartPole-v1")), tmp_path / "cp.zip")
    argv = ["eval", "--policy", f"sb3:{path}", "--tasks", TASK, "--out", str(tmp_path / "o")]
    assert main([*argv, "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {path}: the model's action space")
    assert not (tmp_path / "o" / "runs.jsonl").exists()


def test_a_file_that_is_not_an_sb3_zip_is_a_clear_error(tmp_path):
    (tmp_path / "notes.zip").write_text("not a zip")
    with pytest.raises(ValueError, match="notes.zip: not a model saved by SB3"):
        SB3Policy(tmp_path / "notes.zip")
