"""Running a policy over tasks: one JSON line per finished run, written at once, resumable."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from nexui_gym.baselines import make_policy
from nexui_gym.baselines.base import Policy
from nexui_gym.dataset.index import load_index, select
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.envs.spaces import OBSERVATION_KEYS

RUNS_FILE = "runs.jsonl"
TEXT_OBSERVATION_KEYS = tuple(key for key in OBSERVATION_KEYS if key != "screenshot")
CONFIG_FILE = "config.json"


@dataclass(frozen=True)
class EvalConfig:
    """What an evaluation runs; stored beside its results so a resume cannot mix settings."""

    policy: str
    split: str
    tasks: tuple[str, ...]
    seed: int = 0
    expose_fields: bool = False
    policy_options: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        document = asdict(self)
        document["tasks"] = list(self.tasks)
        return document


def task_ids_for(
    split: str, tasks: Sequence[str] | None = None, bundles_root: Path | None = None
) -> tuple[str, ...]:
    """The task ids of a split, or the given ones (checked to exist)."""
    entries = load_index(bundles_root)
    if tasks:
        known = {entry.id for entry in entries}
        unknown = [task for task in tasks if task not in known]
        if unknown:
            raise ValueError(f"--tasks: unknown task ids {unknown}")
        return tuple(sorted(set(tasks)))
    return tuple(entry.id for entry in select(entries, split))


def run_episode(
    task_id: str,
    policy: Policy,
    seed: int,
    expose_fields: bool,
    bundles_root: Path | None = None,
) -> dict[str, Any]:
    """Run ``policy`` on one task and return the run record (deterministic for a seed)."""
    env = NeXUIEnv(
        task_id, bundles_root=bundles_root, expose_fields=expose_fields, obs_keys=_obs_keys(policy)
    )
    task = env.task
    policy.reset(task)
    observation, info = env.reset(seed=seed)
    trajectory, total_reward = [], 0.0
    while True:
        state = info["state_index"]
        action = policy.act(observation, info)
        observation, reward, terminated, truncated, info = env.step(action)
        total_reward += reward
        trajectory.append(_step_record(env, state, reward, info, observation, policy))
        if terminated or truncated:
            break
    scores = info["scores"]
    # Step scores are known to the agent only at the end; the record keeps them per step.
    for step, explanation in zip(trajectory, scores["explanation_steps"], strict=True):
        step["explanation"] = explanation
    violations = scores["safety"]["violations"]
    return {
        "task_id": task.id,
        "policy": getattr(policy, "name", type(policy).__name__),
        "seed": seed,
        "expose_fields": expose_fields,
        "interface": task.interface,
        "source_kind": task.source_kind,
        "split": task.split,
        "challenge": task.challenge,
        "difficulty": task.difficulty,
        "boundary": task.boundary is not None,
        "goal": task.goal,
        "reference_length": task.reference_length,
        "steps": info["step"],
        "success": scores["success"],
        "passed": scores["passed"],
        "explanation": scores["explanation_mean"],
        "efficiency": scores["efficiency"],
        "critical": scores["safety"]["critical"],
        "violations": violations,
        "coordinate_clicks": scores["safety"]["coordinate_clicks"],
        "invalid": not info["action_valid"],
        "invalid_reason": info["action_error"],
        "truncated": bool(truncated),
        "return": total_reward,
        "conditions": scores["conditions"],
        "trajectory": trajectory,
    }


def _obs_keys(policy: Policy) -> tuple[str, ...]:
    # Policies that only read text skip the screenshot: decoding it is most of a step's cost.
    keys = getattr(policy, "observation_keys", None)
    return tuple(keys) if keys else TEXT_OBSERVATION_KEYS


def _step_record(
    env: NeXUIEnv, state: int, reward: float, info: dict, observation: dict, policy: Policy
) -> dict:
    record = env.history[-1]
    action = record.action
    box = None
    if action is not None and action.target is not None:
        candidate = next(
            (c for c in env.task.states[state].candidates if c.id == action.target), None
        )
        box = list(candidate.box) if candidate else None
    step = {
        "step": record.step,
        "state": state,
        "next_state": record.next_state,
        "action": None
        if action is None
        else {
            "kind": action.kind,
            "target": action.target,
            "text": action.text,
            "explanation": action.explanation,
            "expected_result": action.expected_result,
            "via_coordinates": action.via_coordinates,
        },
        "target_box": box,
        "transition": info["transition"],
        "action_error": info["action_error"],
        "reward": reward,
        "result": observation.get("last_action_result", ""),
        "violations": [
            v for v in info["scores"]["safety"]["violations"] if v["step"] == record.step
        ],
    }
    reply = getattr(policy, "last_reply", None)
    if reply is not None:
        step["model_reply"] = reply
    return step


# -- the results file ----------------------------------------------------------------
def read_runs(path: Path) -> list[dict[str, Any]]:
    """Finished runs of a results file; a last line cut off by a kill is dropped from the file."""
    if not path.is_file():
        return []
    data = path.read_bytes()
    keep = data.rfind(b"\n") + 1
    if keep < len(data):
        with open(path, "r+b") as stream:
            stream.truncate(keep)
    runs = []
    for number, line in enumerate(data[:keep].splitlines(), start=1):
        if not line.strip():
            continue
        try:
            runs.append(json.loads(line))
        except json.JSONDecodeError as error:
            raise ValueError(f"{path}:{number}: not a JSON run record ({error.msg})") from None
    return runs


def append_run(path: Path, run: dict[str, Any]) -> None:
    with open(path, "a", encoding="utf-8") as stream:
        stream.write(json.dumps(run, ensure_ascii=False) + "\n")
        stream.flush()
        os.fsync(stream.fileno())


def prepare_out_dir(out_dir: Path, config: EvalConfig) -> list[dict[str, Any]]:
    """Create or reopen ``out_dir``; returns the runs already finished there."""
    out_dir.mkdir(parents=True, exist_ok=True)
    config_path = out_dir / CONFIG_FILE
    document = config.as_dict()
    if config_path.is_file():
        stored = json.loads(config_path.read_text(encoding="utf-8"))
        if stored != document:
            differing = sorted(key for key in document if stored.get(key) != document[key])
            raise ValueError(
                f"{out_dir} holds an evaluation with different settings ({', '.join(differing)}); "
                "use another --out folder or delete it"
            )
    else:
        config_path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    return read_runs(out_dir / RUNS_FILE)


# -- the harness ---------------------------------------------------------------------
def _worker(config: EvalConfig, task_id: str, bundles_root: Path | None) -> dict[str, Any]:
    policy = make_policy(config.policy, seed=config.seed, **config.policy_options)
    return run_episode(task_id, policy, config.seed, config.expose_fields, bundles_root)


def evaluate(
    config: EvalConfig,
    out_dir: Path,
    workers: int = 1,
    bundles_root: Path | None = None,
    on_run: Callable[[dict[str, Any]], None] | None = None,
    progress: bool = True,
) -> list[dict[str, Any]]:
    """Run every task of ``config`` not finished in ``out_dir``; returns all runs by task id."""
    finished = {run["task_id"]: run for run in prepare_out_dir(out_dir, config)}
    todo = [task_id for task_id in config.tasks if task_id not in finished]
    runs_path = out_dir / RUNS_FILE
    bar = _progress_bar(len(config.tasks), len(finished), progress)
    try:
        for run in _execute(config, todo, workers, bundles_root):
            append_run(runs_path, run)
            finished[run["task_id"]] = run
            if on_run is not None:
                on_run(run)
            if bar is not None:
                bar.update(1)
                bar.set_postfix_str(f"{run['task_id']} {'pass' if run['passed'] else 'fail'}")
    finally:
        if bar is not None:
            bar.close()
    return [finished[task_id] for task_id in config.tasks if task_id in finished]


def _execute(
    config: EvalConfig, todo: list[str], workers: int, bundles_root: Path | None
) -> Iterable[dict]:
    if workers <= 1 or len(todo) <= 1:
        for task_id in todo:
            yield _worker(config, task_id, bundles_root)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(_worker, config, task_id, bundles_root) for task_id in todo]
        for future in as_completed(futures):
            yield future.result()


def _progress_bar(total: int, done: int, enabled: bool):
    if not enabled:
        return None
    try:
        from tqdm.auto import tqdm
    except ModuleNotFoundError:
        return None
    return tqdm(total=total, initial=done, unit="run", desc="evaluating", dynamic_ncols=True)
