"""Training and evaluating Stable-Baselines3 agents on NeXUI (extra ``rl``).

``train`` runs MaskablePPO (sb3-contrib) or PPO on the RL wrappers of a split (or some of its
tasks), evaluates the current policy on held-out tasks at regular intervals with the
harness's metrics, and writes into ``out``: ``model.zip``, ``config.json``, ``curve.json``
and ``learning_curve.png``. :class:`SB3Policy` loads such a folder as a policy for
``nexui eval --policy sb3:DIR``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from nexui_gym.a11y.candidate_lines import parse_candidates
from nexui_gym.dataset.index import load_index, select
from nexui_gym.dataset.model import MAX_CANDIDATES, Task
from nexui_gym.wrappers.rl_actions import MAX_FIELDS, ActionCodec, action_mask, decode
from nexui_gym.wrappers.rl_features import FeatureEncoder, relevance_order

ALGORITHMS = ("maskable_ppo", "ppo")
#: Training reward: the env's shaped reward without the per-step and no-effect costs. With
#: them, ending a run at once (one failure) costs less than exploring towards the first
#: progress reward, and PPO settles on quitting before it has found anything.
TRAINING_REWARD = {"step": 0.0, "no_effect": 0.0}
CONFIG_FILE = "config.json"
MODEL_FILE = "model.zip"
CURVE_FILE = "curve.json"
CURVE_PLOT = "learning_curve.png"


def _require_sb3():
    try:
        import sb3_contrib
        import stable_baselines3
    except ModuleNotFoundError:
        raise ModuleNotFoundError(
            "training needs the rl extra: pip install torch==2.13.0 && pip install 'nexui-gym[rl]'"
        ) from None
    return stable_baselines3, sb3_contrib


def make_training_env(
    split: str,
    tasks: Sequence[str] | None = None,
    n_envs: int = 1,
    seed: int = 0,
    bundles_root: Path | None = None,
    subprocess: bool = False,
    reward_weights: dict[str, float] | None = None,
):
    """An SB3 VecEnv of the wrapped split env (or of some of its tasks), with Monitor."""
    stable_baselines3, _ = _require_sb3()
    from stable_baselines3.common.monitor import Monitor
    from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

    from nexui_gym.envs.multitask import MultiTaskEnv
    from nexui_gym.wrappers import RL_OBS_KEYS, rl_wrappers

    def factory(rank: int) -> Callable[[], Any]:
        def make():
            env = MultiTaskEnv(
                split,
                tasks=tasks,
                bundles_root=bundles_root,
                expose_fields=True,
                obs_keys=RL_OBS_KEYS,
                reward_weights=reward_weights,
            )
            env.reset(seed=seed + rank)
            return Monitor(rl_wrappers(env))

        return make

    vector = SubprocVecEnv if subprocess and n_envs > 1 else DummyVecEnv
    return vector([factory(rank) for rank in range(n_envs)])


def train(
    algo: str,
    split: str,
    timesteps: int,
    out: Path,
    *,
    tasks: Sequence[str] | None = None,
    eval_split: str = "validation",
    eval_tasks: Sequence[str] | None = None,
    eval_every: int = 10_000,
    n_envs: int = 4,
    seed: int = 0,
    bundles_root: Path | None = None,
    progress_bar: bool = True,
    hyperparameters: dict[str, Any] | None = None,
    reward_weights: dict[str, float] | None = None,
    eval_train: bool = False,
    torch_threads: int | None = None,
) -> dict[str, Any]:
    """Train, evaluate periodically, save; returns the final evaluation.

    Each evaluation runs the deterministic policy on the held-out tasks (``eval_tasks``, or
    the ``eval_split``); with ``eval_train`` also on the training tasks (keys ``train_*``).

    ``torch_threads`` caps torch's threads (default: torch's own choice, one per core).
    """
    if algo not in ALGORITHMS:
        raise ValueError(f"algo {algo!r}: expected one of {', '.join(ALGORITHMS)}")
    if timesteps < 1:
        raise ValueError(f"timesteps={timesteps}: expected at least 1")
    _, sb3_contrib = _require_sb3()
    import torch
    from stable_baselines3 import PPO
    from stable_baselines3.common.callbacks import BaseCallback

    if torch_threads:
        torch.set_num_threads(torch_threads)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    entries = load_index(bundles_root)
    held_out = list(eval_tasks) if eval_tasks else [e.id for e in select(entries, eval_split)]
    training_tasks = (
        (list(tasks) if tasks else [e.id for e in select(entries, split)]) if eval_train else []
    )
    config = {
        "algo": algo,
        "split": split,
        "tasks": list(tasks) if tasks else None,
        "eval_split": eval_split,
        "eval_tasks": held_out,
        "timesteps": timesteps,
        "n_envs": n_envs,
        "seed": seed,
        "max_candidates": MAX_CANDIDATES,
        "max_fields": MAX_FIELDS,
        "hyperparameters": hyperparameters or {},
        "reward_weights": reward_weights or TRAINING_REWARD,
    }
    (out / CONFIG_FILE).write_text(json.dumps(config, indent=1) + "\n", encoding="utf-8")
    env = make_training_env(
        split, tasks, n_envs, seed, bundles_root, reward_weights=reward_weights or TRAINING_REWARD
    )
    settings = {
        "n_steps": 256,
        "batch_size": 256,
        "learning_rate": 3e-4,
        "ent_coef": 0.01,
        "gamma": 0.95,
    }
    settings.update(hyperparameters or {})
    model_class = sb3_contrib.MaskablePPO if algo == "maskable_ppo" else PPO
    from nexui_gym.baselines.sb3_policy import SlotMaskablePolicy, SlotPolicy

    policy_class = SlotMaskablePolicy if algo == "maskable_ppo" else SlotPolicy
    model = model_class(policy_class, env, seed=seed, verbose=0, device="cpu", **settings)
    curve: list[dict[str, Any]] = []

    def evaluate_now(steps: int) -> dict[str, Any]:
        point = {"timesteps": steps, **evaluate_model(model, algo, held_out, seed, bundles_root)}
        if training_tasks:
            trained_on = evaluate_model(model, algo, training_tasks, seed, bundles_root)
            point.update({f"train_{key}": value for key, value in trained_on.items()})
        curve.append(point)
        (out / CURVE_FILE).write_text(json.dumps(curve, indent=1) + "\n", encoding="utf-8")
        return point

    class PeriodicEvaluation(BaseCallback):
        def _on_step(self) -> bool:
            if (
                self.num_timesteps // eval_every
                > (self.num_timesteps - self.training_env.num_envs) // eval_every
            ):
                evaluate_now(self.num_timesteps)
            return True

    evaluate_now(0)
    model.learn(timesteps, callback=PeriodicEvaluation(), progress_bar=progress_bar)
    final = (
        evaluate_now(model.num_timesteps)
        if curve[-1]["timesteps"] != model.num_timesteps
        else curve[-1]
    )
    model.save(out / MODEL_FILE)
    plot_curve(curve, out / CURVE_PLOT, title=f"{algo} on {split}, evaluated on {eval_split}")
    env.close()
    return final


def evaluate_model(
    model, algo: str, task_ids: Sequence[str], seed: int, bundles_root: Path | None
) -> dict[str, float]:
    """Success, pass, explanation and mean steps of the deterministic policy on ``task_ids``."""
    from nexui_gym.evaluation.metrics import summarize
    from nexui_gym.evaluation.runner import run_episode

    policy = SB3Policy.from_model(model, algo)
    summary = summarize([run_episode(task, policy, seed, True, bundles_root) for task in task_ids])
    return {
        "success": summary.success,
        "passed": summary.passed,
        "explanation": summary.explanation,
        "mean_steps": summary.mean_steps,
    }


def plot_curve(curve: list[dict[str, Any]], path: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = [point["timesteps"] for point in curve]
    figure, axes = plt.subplots(figsize=(6.4, 3.6), dpi=100)
    lines = [
        ("success", "success rate (held out)", "-"),
        ("passed", "pass rate (held out)", "-"),
        ("explanation", "explanation score (held out)", "-"),
        ("train_success", "success rate (training tasks)", "--"),
        ("train_explanation", "explanation score (training tasks)", "--"),
    ]
    for key, label, style in lines:
        if all(key in point for point in curve):
            axes.plot(steps, [point[key] for point in curve], style, marker="o", label=label)
    axes.set_xlabel("training timesteps")
    axes.set_ylim(-0.03, 1.03)
    axes.set_title(title)
    axes.legend(loc="lower right", fontsize=8)
    axes.grid(alpha=0.3)
    figure.tight_layout()
    figure.savefig(path, metadata={"Software": None})
    plt.close(figure)


class SB3Policy:
    """A trained SB3 model as a NeXUI policy (needs ``expose_fields=True`` observations)."""

    name = "sb3"

    def __init__(self, folder: str | Path) -> None:
        folder = Path(folder)
        config_path = folder / CONFIG_FILE
        if not config_path.is_file() or not (folder / MODEL_FILE).is_file():
            raise FileNotFoundError(
                f"{folder}: expected {CONFIG_FILE} and {MODEL_FILE} written by `nexui train`"
            )
        _, sb3_contrib = _require_sb3()
        from stable_baselines3 import PPO

        config = json.loads(config_path.read_text(encoding="utf-8"))
        model_class = sb3_contrib.MaskablePPO if config["algo"] == "maskable_ppo" else PPO
        self._setup(model_class.load(folder / MODEL_FILE, device="cpu"), config["algo"])
        self.name = f"sb3:{folder.name}"

    @classmethod
    def from_model(cls, model, algo: str) -> SB3Policy:
        policy = cls.__new__(cls)
        policy._setup(model, algo)
        return policy

    def _setup(self, model, algo: str) -> None:
        self.model = model
        self.masked = algo == "maskable_ppo"
        self.codec = ActionCodec(MAX_CANDIDATES, MAX_FIELDS)
        self.encoder = FeatureEncoder(MAX_CANDIDATES)
        self.task: Task | None = None
        self.observation_keys = (
            "goal",
            "candidate_ids",
            "candidate_mask",
            "candidate_boxes",
            "candidates",
        )

    def reset(self, task: Task) -> None:
        self.task = task
        self.encoder.start(task.goal, len(task.fields))

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        if self.task is None:
            raise RuntimeError("SB3Policy.act: call reset(task) first")
        if "fields" not in observation:
            raise ValueError(
                "SB3Policy needs the 'fields' observation: run with expose_fields=True"
            )
        from nexui_gym.envs.nexui_env import step_limit

        allowed = _allowed_actions(self.task, info["state_index"], observation["candidates"])
        features = self.encoder.encode(
            observation, info, allowed, step_limit(self.task.reference_length)
        )
        fields = json.loads(observation["fields"])
        candidates = parse_candidates(observation["candidates"])
        order = relevance_order(candidates, observation["goal"], fields)
        mask = action_mask(self.codec, [allowed[p] for p in order], len(fields))
        if self.masked:
            index, _ = self.model.predict(features, action_masks=mask, deterministic=True)
        else:
            index, _ = self.model.predict(features, deterministic=True)
        slots = [candidates[p] for p in order]
        action = decode(
            self.codec, int(np.asarray(index).item()), slots, observation["goal"], fields
        )
        ids = observation["candidate_ids"]
        if "target" in action and action["target"] < len(allowed):
            self.encoder.acted_on(int(ids[action["target"]]))
        return action


#: Roles whose element takes typed text or a chosen option, for pages no captured state
#: matches (live backend): the policy sees only the candidate lines there.
TYPED_ROLES = frozenset({"textbox", "searchbox", "spinbutton"})
SELECT_ROLES = frozenset({"combobox", "listbox"})


def _allowed_actions(task, index: int, candidates_text: str) -> list[tuple[str, ...]]:
    """The action kinds of each candidate: the captured state's, or (a live page off the
    graph, ``index`` -1) what each candidate's role allows."""
    if 0 <= index < len(task.states):
        return [c.actions for c in task.states[index].candidates]
    return [
        ("click", "type", "press")
        if line.role in TYPED_ROLES
        else ("click", "select", "press")
        if line.role in SELECT_ROLES
        else ("click", "press")
        for line in parse_candidates(candidates_text)
    ]
