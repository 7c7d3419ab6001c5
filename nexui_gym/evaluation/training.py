"""Training Stable-Baselines3 agents on NeXUI and following them on held-out tasks (extra ``rl``).

:func:`train` runs MaskablePPO (sb3-contrib) or PPO on the RL wrappers of a split (or some of
its tasks), evaluates the current policy on held-out tasks at regular intervals with the
harness's runner and metrics, and writes into ``out``: ``model.zip``, ``config.json``,
``curve.json`` and ``learning_curve.png``. It lives with the evaluation because it runs
episodes and summarises them; the policy and the env it trains on are baselines.
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from nexui_gym.baselines.sb3 import TRAINING_REWARD, SB3Policy, make_training_env
from nexui_gym.baselines.sb3_models import MODEL_FILE, require_sb3
from nexui_gym.dataset.index import known_ids, load_index, select
from nexui_gym.dataset.model import MAX_CANDIDATES
from nexui_gym.evaluation.metrics import summarize
from nexui_gym.evaluation.runner import run_episode
from nexui_gym.wrappers.rl_values import MAX_OPTIONS, MAX_VALUES

ALGORITHMS = ("maskable_ppo", "ppo")
CONFIG_FILE = "config.json"
CURVE_FILE = "curve.json"
CURVE_PLOT = "learning_curve.png"


def chosen_tasks(
    entries, split: str, tasks: Sequence[str] | None, argument: str = "--tasks"
) -> list[str]:
    """The ids of ``tasks`` as given, or else of ``split``'s entries: the training or the
    held-out tasks of a run. A given id that no entry has is an error naming ``argument``."""
    if not tasks:
        return [entry.id for entry in select(entries, split)]
    return known_ids(entries, tasks, argument)


def held_out_split(eval_split: str, eval_tasks: Sequence[str] | None) -> str | None:
    """The split the held-out tasks come from, as a run's config records it: ``None`` when
    ``eval_tasks`` names them, since ``eval_split`` then plays no part."""
    return None if eval_tasks else eval_split


def trained_and_held_out(training: Sequence[str], held_out: Sequence[str]) -> list[str]:
    """The tasks both trained on and held out, sorted: their evaluation measures what was
    learnt by heart, not what carries over to tasks never seen."""
    return sorted(set(training) & set(held_out))


def evaluated_on(eval_split: str, eval_tasks: Sequence[str] | None) -> str:
    """What the held-out tasks are, for a learning curve's title: the split, or how many
    tasks were named."""
    return f"{len(eval_tasks)} named tasks" if eval_tasks else eval_split


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
    init_from: Path | None = None,
) -> dict[str, Any]:
    """Train, evaluate periodically, save; returns the final evaluation.

    Each evaluation runs the deterministic policy on the held-out tasks (``eval_tasks``, or
    the ``eval_split``); with ``eval_train`` also on the training tasks (keys ``train_*``).

    ``torch_threads`` caps torch's threads (default: torch's own choice, one per core).
    ``init_from`` (a ``nexui train`` folder or zip of the same policy, e.g. ``--algo bc``'s)
    gives the starting weights; ``maskable_ppo`` only.
    """
    if algo not in ALGORITHMS:
        raise ValueError(f"algo {algo!r}: expected one of {', '.join(ALGORITHMS)}")
    for name, value in (("timesteps", timesteps), ("eval_every", eval_every), ("n_envs", n_envs)):
        if value < 1:
            raise ValueError(f"{name}={value}: expected at least 1")
    if init_from is not None and algo != "maskable_ppo":
        raise ValueError(
            f"init_from={init_from}: only maskable_ppo starts from saved weights (the slot "
            f"policy of --algo bc), not {algo}"
        )
    _, sb3_contrib = require_sb3()
    import torch
    from stable_baselines3 import PPO
    from stable_baselines3.common.callbacks import BaseCallback

    if torch_threads:
        torch.set_num_threads(torch_threads)
    entries = load_index(bundles_root)
    held_out = chosen_tasks(entries, eval_split, eval_tasks, "--eval-tasks")
    trained_on = chosen_tasks(entries, split, tasks)
    out = Path(out)  # made once the tasks are known: a typo leaves no empty folder behind
    out.mkdir(parents=True, exist_ok=True)
    training_tasks = trained_on if eval_train else []
    # Allowed (whether a policy can learn given tasks at all is a fair question, and the
    # learning tests ask it), but never silent: a held-out figure of trained tasks flatters.
    also_trained = trained_and_held_out(trained_on, held_out)
    if also_trained:
        warnings.warn(
            f"tasks {', '.join(also_trained)} are both trained on and held out: their "
            "evaluation is not of tasks the policy has never seen",
            stacklevel=2,
        )
    config = {
        "algo": algo,
        "split": split,
        "tasks": list(tasks) if tasks else None,
        "eval_split": held_out_split(eval_split, eval_tasks),
        "eval_tasks": held_out,
        "held_out_also_trained": also_trained,
        "timesteps": timesteps,
        "n_envs": n_envs,
        "seed": seed,
        "max_candidates": MAX_CANDIDATES,
        "max_values": MAX_VALUES,
        "max_options": MAX_OPTIONS,
        "hyperparameters": hyperparameters or {},
        "reward_weights": reward_weights or TRAINING_REWARD,
        "init_from": str(init_from) if init_from is not None else None,
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
    if init_from is not None:
        start_from(model, init_from)
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
    plot_curve(
        curve,
        out / CURVE_PLOT,
        title=f"{algo} on {split}, evaluated on {evaluated_on(eval_split, eval_tasks)}",
    )
    env.close()
    return final


def start_from(model, path: Path) -> None:
    """Copy the policy weights of the model saved at ``path`` into ``model`` (same policy
    class and spaces), so training goes on from them."""
    from nexui_gym.baselines.sb3_models import load_model

    saved = load_model(path).model
    if type(saved.policy) is not type(model.policy):
        raise ValueError(
            f"{path}: its policy is {type(saved.policy).__name__}, where training uses "
            f"{type(model.policy).__name__}; start from a model of `nexui train --algo bc`"
        )
    model.policy.load_state_dict(saved.policy.state_dict())


def evaluate_model(
    model, algo: str, task_ids: Sequence[str], seed: int, bundles_root: Path | None
) -> dict[str, float]:
    """Success, pass, strict success, explanation and mean steps of the deterministic policy
    on ``task_ids``."""
    policy = SB3Policy.from_model(model, algo)
    summary = summarize([run_episode(task, policy, seed, True, bundles_root) for task in task_ids])
    return {
        "success": summary.success,
        "passed": summary.passed,
        "strict_success": summary.strict_success,
        "explanation": summary.explanation,
        "mean_steps": summary.mean_steps,
    }


def plot_curve(
    curve: list[dict[str, Any]],
    path: Path,
    title: str,
    x_key: str = "timesteps",
    x_label: str = "training timesteps",
) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = [point[x_key] for point in curve]
    figure, axes = plt.subplots(figsize=(6.4, 3.6), dpi=100)
    lines = [
        ("success", "success rate (held out)", "-"),
        ("passed", "pass rate (held out)", "-"),
        ("strict_success", "strict success rate (held out)", "-"),
        ("explanation", "explanation score (held out)", "-"),
        ("train_success", "success rate (training tasks)", "--"),
        ("train_explanation", "explanation score (training tasks)", "--"),
        ("train_accuracy", "right index on the demonstrations (trained on)", "--"),
        ("held_out_accuracy", "right index on the held-out demonstrations", ":"),
    ]
    for key, label, style in lines:
        if all(key in point for point in curve):
            axes.plot(steps, [point[key] for point in curve], style, marker="o", label=label)
    axes.set_xlabel(x_label)
    axes.set_ylim(-0.03, 1.03)
    axes.set_title(title)
    axes.legend(loc="best", fontsize=8)
    axes.grid(alpha=0.3)
    figure.tight_layout()
    figure.savefig(path, metadata={"Software": None})
    plt.close(figure)
