"""Behaviour cloning: a candidate-ranking policy learnt from the captured paths (extra ``rl``).

:func:`train_bc` collects the expert demonstrations of a split
(:func:`nexui_gym.wrappers.rl_expert.demonstrations`: the wrapped observation of every state
along every captured path, with every index that takes the path's next edge, the equivalent
actions of the task graph included) and fits the slot policy of
:mod:`nexui_gym.baselines.sb3_policy` to them with a plain torch loop. The loss is
multi-label: minus the log of the summed probability of the right indices, under the
action mask, so the policy may put its weight on any of the equivalent actions. DAgger rounds
(``dagger_rounds``) then add the states the policy reaches itself, labelled by the expert
(:func:`policy_states`), and train on everything gathered.

The network is a ``MaskablePPO`` policy, saved as ``model.zip``: ``nexui eval --policy
sb3:OUT`` runs it, and ``nexui train --algo maskable_ppo --init-from OUT`` starts PPO from its
weights. After every ``eval_every`` epochs the deterministic policy runs on the held-out
tasks with the harness (:func:`nexui_gym.evaluation.training.evaluate_model`), and the share
of the held-out tasks' own demonstration states where its first choice is right
(``held_out_accuracy``, with ``held_out_loss``: the per-state figures to stop on); the points
go to ``curve.json`` and ``learning_curve.png``. Held-out tasks are never trained on: a task id
in both is refused.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from nexui_gym.baselines.sb3 import TRAINING_REWARD, make_training_env
from nexui_gym.baselines.sb3_models import MODEL_FILE, require_sb3
from nexui_gym.dataset.index import load_index
from nexui_gym.dataset.model import MAX_CANDIDATES
from nexui_gym.evaluation.training import (
    CONFIG_FILE,
    CURVE_FILE,
    CURVE_PLOT,
    chosen_tasks,
    evaluate_model,
    evaluated_on,
    held_out_split,
    plot_curve,
    trained_and_held_out,
)
from nexui_gym.wrappers.action_mask import MASK_KEY
from nexui_gym.wrappers.rl_expert import (
    Demonstration,
    demonstrations,
    expert_env,
    expert_labels,
)
from nexui_gym.wrappers.rl_values import MAX_OPTIONS, MAX_VALUES


@dataclass(frozen=True)
class ExpertData:
    """Demonstrations stacked for training: observations by key, the action mask, and the
    right indices as a boolean matrix (one row per demonstration)."""

    observations: dict[str, np.ndarray]
    masks: np.ndarray
    labels: np.ndarray
    tasks: int

    def __len__(self) -> int:
        return len(self.labels)


def expert_rows(
    task_ids: Sequence[str], bundles_root: Path | None = None, seed: int = 0
) -> list[Demonstration]:
    """The labelled states of every captured path of ``task_ids`` (at least one)."""
    rows = list(demonstrations(task_ids, bundles_root, seed))
    if not rows:
        raise ValueError(
            f"tasks {', '.join(task_ids)}: no captured path step is expressible in the RL "
            "action space, nothing to imitate"
        )
    return rows


def collect(task_ids: Sequence[str], bundles_root: Path | None = None, seed: int = 0) -> ExpertData:
    """The labelled states of every captured path of ``task_ids``, stacked."""
    return stack(expert_rows(task_ids, bundles_root, seed))


def stack(rows: Sequence[Demonstration]) -> ExpertData:
    """Demonstrations stacked by observation key, with the mask and the labels as matrices."""
    keys = [key for key in rows[0].observation if key != MASK_KEY]
    observations = {key: np.stack([row.observation[key] for row in rows]) for key in keys}
    masks = np.stack([np.asarray(row.observation[MASK_KEY], dtype=bool) for row in rows])
    labels = np.zeros_like(masks)
    for number, row in enumerate(rows):
        labels[number, list(row.labels)] = True
    if (labels & ~masks).any():
        raise RuntimeError("an expert label is outside the action mask")
    return ExpertData(observations, masks, labels, len({row.task_id for row in rows}))


def policy_states(
    model, task_ids: Sequence[str], bundles_root: Path | None = None, seed: int = 0
) -> list[Demonstration]:
    """DAgger's data: run the deterministic policy on each task (replay) and label every
    captured state it reaches with what the expert would do there
    (:func:`nexui_gym.wrappers.rl_expert.expert_labels`); states without a label are left
    out. The policy's own actions drive the run, so these are the states it gets itself into."""
    from nexui_gym.dataset.loader import load_task

    rows: list[Demonstration] = []
    for task_id in task_ids:
        task = load_task(task_id, bundles_root)
        env, actions = expert_env(task, bundles_root)
        try:
            observation, info = env.reset(seed=seed)
            done = False
            while not done:
                labels = expert_labels(actions, task, info["state_index"])
                if labels:
                    rows.append(
                        Demonstration(task.id, "policy", info["state_index"], observation, labels)
                    )
                index, _ = model.predict(
                    observation, action_masks=observation[MASK_KEY], deterministic=True
                )
                observation, _, terminated, truncated, info = env.step(int(index))
                done = terminated or truncated
        finally:
            env.close()
    return rows


def imitation_loss(log_probs, labels):
    """Minus the log of the summed probability of the right indices, averaged."""
    import torch

    right = log_probs.masked_fill(~labels, float("-inf"))
    return -torch.logsumexp(right, dim=1).mean()


def train_bc(
    split: str,
    out: Path,
    *,
    tasks: Sequence[str] | None = None,
    eval_split: str = "validation",
    eval_tasks: Sequence[str] | None = None,
    epochs: int = 20,
    eval_every: int = 5,
    batch_size: int = 32,
    learning_rate: float = 1e-3,
    seed: int = 0,
    bundles_root: Path | None = None,
    torch_threads: int | None = 1,
    dagger_rounds: int = 0,
    dagger_epochs: int = 10,
) -> dict[str, Any]:
    """Fit the slot policy to the demonstrations of ``split`` (or of ``tasks``), evaluate on
    the held-out tasks every ``eval_every`` epochs, save; returns the final evaluation with
    the training speed.

    ``dagger_rounds`` > 0 then runs DAgger: each round runs the policy on the training tasks,
    adds the states it reached labelled by the expert (:func:`policy_states`) to the data,
    and trains ``dagger_epochs`` more epochs on everything gathered."""
    if epochs < 1:
        raise ValueError(f"epochs={epochs}: expected at least 1")
    if dagger_rounds < 0 or (dagger_rounds and dagger_epochs < 1):
        raise ValueError(
            f"dagger_rounds={dagger_rounds}, dagger_epochs={dagger_epochs}: expected rounds "
            "of 0 or more and at least 1 epoch per round"
        )
    if eval_every < 1:
        raise ValueError(f"eval_every={eval_every}: expected at least 1")
    _, sb3_contrib = require_sb3()
    import torch

    from nexui_gym.baselines.sb3_policy import SlotMaskablePolicy, parameter_groups

    if torch_threads:
        torch.set_num_threads(torch_threads)
    torch.manual_seed(seed)
    entries = load_index(bundles_root)
    training = chosen_tasks(entries, split, tasks)
    held_out = chosen_tasks(entries, eval_split, eval_tasks, "--eval-tasks")
    leaked = trained_and_held_out(training, held_out)
    if leaked:
        raise ValueError(f"tasks {', '.join(leaked)} are both trained on and held out")
    out = Path(out)  # made once the tasks are known: a typo leaves no empty folder behind
    out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    rows = expert_rows(training, bundles_root, seed)
    data = stack(rows)
    collect_seconds = time.perf_counter() - started
    # The held-out tasks' own demonstrations: how often the policy's first choice is right
    # there, the per-state figure to stop training on (with held-out tasks taken from the
    # training split; never choose on validation or test).
    held_rows = list(demonstrations(held_out, bundles_root, seed))
    held_data = stack(held_rows) if held_rows else None
    config = {
        "algo": "bc",
        "split": split,
        "tasks": list(tasks) if tasks else None,
        "eval_split": held_out_split(eval_split, eval_tasks),
        "eval_tasks": held_out,
        "epochs": epochs,
        "eval_every": eval_every,
        "batch_size": batch_size,
        "learning_rate": learning_rate,
        "seed": seed,
        "max_candidates": MAX_CANDIDATES,
        "max_values": MAX_VALUES,
        "max_options": MAX_OPTIONS,
        "demonstrations": len(data),
        "demonstration_tasks": data.tasks,
        "dagger_rounds": dagger_rounds,
        "dagger_epochs": dagger_epochs if dagger_rounds else 0,
    }
    (out / CONFIG_FILE).write_text(json.dumps(config, indent=1) + "\n", encoding="utf-8")
    env = make_training_env(split, training, 1, seed, bundles_root, reward_weights=TRAINING_REWARD)
    model = sb3_contrib.MaskablePPO(SlotMaskablePolicy, env, seed=seed, verbose=0, device="cpu")
    policy = model.policy
    optimizer = torch.optim.Adam(parameter_groups(policy), lr=learning_rate)
    generator = np.random.default_rng(seed)
    curve: list[dict[str, Any]] = []
    train_seconds = 0.0
    samples = 0

    def tensors(data: ExpertData):
        observations = {key: torch.as_tensor(value) for key, value in data.observations.items()}
        return observations, torch.as_tensor(data.masks), torch.as_tensor(data.labels)

    def scored(data: ExpertData) -> tuple[float, float]:
        """The share of ``data``'s states where the policy's first choice is right, and
        the imitation loss there."""
        observations, masks, labels = tensors(data)
        policy.set_training_mode(False)
        with torch.no_grad():
            scores = _log_probs(policy, observations, masks)
            accuracy = float(labels.gather(1, scores.argmax(1, keepdim=True)).float().mean())
            return accuracy, float(imitation_loss(scores, labels))

    def evaluate_now(epoch: int, loss: float, data: ExpertData) -> dict[str, Any]:
        held = {}
        if held_data is not None:
            accuracy, held_loss = scored(held_data)
            held = {"held_out_accuracy": accuracy, "held_out_loss": held_loss}
        point = {
            "epoch": epoch,
            "samples": samples,
            "demonstrations": len(data),
            "loss": loss,
            "train_accuracy": scored(data)[0],
            **held,
            **evaluate_model(model, "maskable_ppo", held_out, seed, bundles_root),
        }
        curve.append(point)
        (out / CURVE_FILE).write_text(json.dumps(curve, indent=1) + "\n", encoding="utf-8")
        return point

    def fit(data: ExpertData, first: int, last: int) -> None:
        """Epochs ``first`` to ``last`` over ``data``, evaluating on the way."""
        nonlocal train_seconds, samples
        observations, masks, labels = tensors(data)
        for epoch in range(first, last + 1):
            policy.set_training_mode(True)
            order = generator.permutation(len(data))
            epoch_start = time.perf_counter()
            total = 0.0
            for start in range(0, len(order), batch_size):
                batch = torch.as_tensor(order[start : start + batch_size])
                log_probs = _log_probs(
                    policy, {k: v[batch] for k, v in observations.items()}, masks[batch]
                )
                loss = imitation_loss(log_probs, labels[batch])
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
                total += loss.item() * len(batch)
            train_seconds += time.perf_counter() - epoch_start
            samples += len(data)
            if epoch % eval_every == 0 or epoch == last:
                evaluate_now(epoch, total / len(data), data)

    evaluate_now(0, float("nan"), data)
    fit(data, 1, epochs)
    total_epochs = epochs
    for _ in range(dagger_rounds):
        rows += policy_states(model, training, bundles_root, seed)
        data = stack(rows)
        fit(data, total_epochs + 1, total_epochs + dagger_epochs)
        total_epochs += dagger_epochs
    model.save(out / MODEL_FILE)
    plot_curve(
        curve,
        out / CURVE_PLOT,
        title=f"behaviour cloning on {split}, evaluated on {evaluated_on(eval_split, eval_tasks)}",
        x_key="epoch",
        x_label="epochs over the demonstrations",
    )
    env.close()
    speed = {
        "demonstrations": len(data),
        "epochs": total_epochs,
        "collect_seconds": round(collect_seconds, 1),
        "train_seconds": round(train_seconds, 1),
        "samples_per_second": round(samples / max(train_seconds, 1e-9)),
    }
    (out / CONFIG_FILE).write_text(
        json.dumps({**config, "speed": speed}, indent=1) + "\n", encoding="utf-8"
    )
    return {**curve[-1], **speed}


def _log_probs(policy, observations: dict[str, Any], masks):
    """Log-probabilities of every index under the mask, as the policy's distribution has them."""
    distribution = policy.get_distribution(observations, action_masks=masks)
    return distribution.distribution.logits
