"""Behaviour cloning: a candidate-ranking policy learnt from the captured paths (extra ``rl``).

:func:`train_bc` collects the expert demonstrations of a split
(:func:`nexui_gym.wrappers.rl_expert.demonstrations`: the wrapped observation of every state
along every captured path, with every index that takes the path's next edge, the equivalent
actions of the task graph included) and fits the slot policy of
:mod:`nexui_gym.baselines.sb3_policy` to them with a plain torch loop. The loss is
multi-label: minus the log of the summed probability of the right indices, under the
action mask, so the policy may put its weight on any of the equivalent actions.

The network is a ``MaskablePPO`` policy, saved as ``model.zip``: ``nexui eval --policy
sb3:OUT`` runs it, and ``nexui train --algo maskable_ppo --init-from OUT`` starts PPO from its
weights. After every ``eval_every`` epochs the deterministic policy runs on the held-out
tasks with the harness (:func:`nexui_gym.evaluation.training.evaluate_model`); the points go
to ``curve.json`` and ``learning_curve.png``. Held-out tasks are never trained on: a task id
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
from nexui_gym.dataset.index import load_index, select
from nexui_gym.dataset.model import MAX_CANDIDATES
from nexui_gym.evaluation.training import (
    CONFIG_FILE,
    CURVE_FILE,
    CURVE_PLOT,
    evaluate_model,
    plot_curve,
)
from nexui_gym.wrappers.action_mask import MASK_KEY
from nexui_gym.wrappers.rl_actions import MAX_FIELDS
from nexui_gym.wrappers.rl_expert import demonstrations


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


def collect(task_ids: Sequence[str], bundles_root: Path | None = None, seed: int = 0) -> ExpertData:
    """The labelled states of every captured path of ``task_ids``, stacked."""
    rows = list(demonstrations(task_ids, bundles_root, seed))
    if not rows:
        raise ValueError(
            f"tasks {', '.join(task_ids)}: no captured path step is expressible in the RL "
            "action space, nothing to imitate"
        )
    keys = [key for key in rows[0].observation if key != MASK_KEY]
    observations = {key: np.stack([row.observation[key] for row in rows]) for key in keys}
    masks = np.stack([np.asarray(row.observation[MASK_KEY], dtype=bool) for row in rows])
    labels = np.zeros_like(masks)
    for number, row in enumerate(rows):
        labels[number, list(row.labels)] = True
    if (labels & ~masks).any():
        raise RuntimeError("an expert label is outside the action mask")
    return ExpertData(observations, masks, labels, len({row.task_id for row in rows}))


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
) -> dict[str, Any]:
    """Fit the slot policy to the demonstrations of ``split`` (or of ``tasks``), evaluate on
    the held-out tasks every ``eval_every`` epochs, save; returns the final evaluation with
    the training speed."""
    if epochs < 1:
        raise ValueError(f"epochs={epochs}: expected at least 1")
    if eval_every < 1:
        raise ValueError(f"eval_every={eval_every}: expected at least 1")
    _, sb3_contrib = require_sb3()
    import torch

    from nexui_gym.baselines.sb3_policy import SlotMaskablePolicy

    if torch_threads:
        torch.set_num_threads(torch_threads)
    torch.manual_seed(seed)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    entries = load_index(bundles_root)
    training = list(tasks) if tasks else [e.id for e in select(entries, split)]
    held_out = list(eval_tasks) if eval_tasks else [e.id for e in select(entries, eval_split)]
    leaked = sorted(set(training) & set(held_out))
    if leaked:
        raise ValueError(f"tasks {', '.join(leaked)} are both trained on and held out")
    started = time.perf_counter()
    data = collect(training, bundles_root, seed)
    collect_seconds = time.perf_counter() - started
    config = {
        "algo": "bc",
        "split": split,
        "tasks": list(tasks) if tasks else None,
        "eval_split": eval_split,
        "eval_tasks": held_out,
        "epochs": epochs,
        "eval_every": eval_every,
        "batch_size": batch_size,
        "learning_rate": learning_rate,
        "seed": seed,
        "max_candidates": MAX_CANDIDATES,
        "max_fields": MAX_FIELDS,
        "demonstrations": len(data),
        "demonstration_tasks": data.tasks,
    }
    (out / CONFIG_FILE).write_text(json.dumps(config, indent=1) + "\n", encoding="utf-8")
    env = make_training_env(split, training, 1, seed, bundles_root, reward_weights=TRAINING_REWARD)
    model = sb3_contrib.MaskablePPO(SlotMaskablePolicy, env, seed=seed, verbose=0, device="cpu")
    policy = model.policy
    optimizer = torch.optim.Adam(policy.parameters(), lr=learning_rate)
    observations = {key: torch.as_tensor(value) for key, value in data.observations.items()}
    masks = torch.as_tensor(data.masks)
    labels = torch.as_tensor(data.labels)
    generator = np.random.default_rng(seed)
    curve: list[dict[str, Any]] = []
    train_seconds = 0.0

    def evaluate_now(epoch: int, loss: float) -> dict[str, Any]:
        policy.set_training_mode(False)
        with torch.no_grad():
            scores = _log_probs(policy, observations, masks)
            accuracy = float(labels.gather(1, scores.argmax(1, keepdim=True)).float().mean())
        point = {
            "epoch": epoch,
            "samples": epoch * len(data),
            "loss": loss,
            "train_accuracy": accuracy,
            **evaluate_model(model, "maskable_ppo", held_out, seed, bundles_root),
        }
        curve.append(point)
        (out / CURVE_FILE).write_text(json.dumps(curve, indent=1) + "\n", encoding="utf-8")
        return point

    loss_value = float("nan")
    evaluate_now(0, loss_value)
    for epoch in range(1, epochs + 1):
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
        loss_value = total / len(data)
        if epoch % eval_every == 0 or epoch == epochs:
            evaluate_now(epoch, loss_value)
    model.save(out / MODEL_FILE)
    plot_curve(
        curve,
        out / CURVE_PLOT,
        title=f"behaviour cloning on {split}, evaluated on {eval_split}",
        x_key="epoch",
        x_label="epochs over the demonstrations",
    )
    env.close()
    speed = {
        "demonstrations": len(data),
        "collect_seconds": round(collect_seconds, 1),
        "train_seconds": round(train_seconds, 1),
        "samples_per_second": round(epochs * len(data) / max(train_seconds, 1e-9)),
    }
    (out / CONFIG_FILE).write_text(
        json.dumps({**config, "speed": speed}, indent=1) + "\n", encoding="utf-8"
    )
    return {**curve[-1], **speed}


def _log_probs(policy, observations: dict[str, Any], masks):
    """Log-probabilities of every index under the mask, as the policy's distribution has them."""
    distribution = policy.get_distribution(observations, action_masks=masks)
    return distribution.distribution.logits
