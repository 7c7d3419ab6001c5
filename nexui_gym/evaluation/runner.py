"""Running a policy over tasks: one JSON line per finished run, written at once, resumable.

The error-handling contract (README, "Evaluating"): a reply the policy cannot read is an
invalid action inside the run; a service that answers unusably after its retries gives a
record with ``infrastructure_error`` (left out of the scores, run again on the next rerun);
a service that cannot be reached stops the evaluation and records nothing for the unfinished
run. One evaluation at a time holds a folder (a lock with the owner's pid).
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import os
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import gymnasium as gym

from nexui_gym.baselines import make_policy
from nexui_gym.baselines.base import InfrastructureError, Policy
from nexui_gym.dataset.index import dataset_hash, known_ids, load_index, select
from nexui_gym.dataset.model import DATASET_VERSION
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.envs.spaces import OBSERVATION_KEYS
from nexui_gym.evaluation.metrics import total_usage
from nexui_gym.evaluation.ray_backend import run_on_ray
from nexui_gym.scoring.run_scores import RunScores
from nexui_gym.scoring.version import SCORER_VERSION

try:
    import fcntl
except ModuleNotFoundError:  # not POSIX: no lock (documented)
    fcntl = None

RUNS_FILE = "runs.jsonl"
TEXT_OBSERVATION_KEYS = tuple(key for key in OBSERVATION_KEYS if key != "screenshot")
CONFIG_FILE = "config.json"
LOCK_FILE = ".lock"
#: The key of a record whose run the policy's service broke (not a policy failure).
INFRASTRUCTURE_ERROR = "infrastructure_error"
#: Policy attributes stored with each step when set: the messages sent to a model, its reply
#: and the response's token usage.
MODEL_CALL_RECORD = {
    "last_prompt": "model_prompt",
    "last_reply": "model_reply",
    "last_usage": "usage",
}
#: Seconds between a worker's checks that the evaluation that started it is still alive.
PARENT_CHECK_SECONDS = 0.5


@dataclass(frozen=True)
class EvalConfig:
    """What an evaluation runs; stored beside its results so a resume cannot mix settings."""

    policy: str
    split: str
    tasks: tuple[str, ...]
    seed: int = 0
    expose_fields: bool = False
    policy_options: dict[str, Any] = field(default_factory=dict)
    #: Where the pages come from: ``replay`` (the captured states) or ``live`` (Chromium).
    env_backend: str = "replay"

    def as_dict(self) -> dict[str, Any]:
        document = asdict(self)
        document["tasks"] = list(self.tasks)
        return document


def provenance(tasks: Sequence[str], bundles_root: Path | None = None) -> dict[str, str]:
    """What the results depend on besides the settings: package, dataset and scorer versions."""
    from nexui_gym import __version__

    return {
        "package_version": __version__,
        "dataset_version": DATASET_VERSION,
        "dataset_hash": dataset_hash(tasks, bundles_root),
        "scorer_version": SCORER_VERSION,
    }


def task_ids_for(
    split: str,
    tasks: Sequence[str] | None = None,
    bundles_root: Path | None = None,
    argument: str = "--tasks",
) -> tuple[str, ...]:
    """The task ids of a split, or the given ones (checked to exist; an unknown one is an
    error naming ``argument``)."""
    entries = load_index(bundles_root)
    if tasks:
        return tuple(sorted(set(known_ids(entries, tasks, argument))))
    return tuple(entry.id for entry in select(entries, split))


def run_episode(
    task_id: str,
    policy: Policy,
    seed: int,
    expose_fields: bool,
    bundles_root: Path | None = None,
    env_backend: str = "replay",
) -> dict[str, Any]:
    """Run ``policy`` on one task and return the run record (deterministic for a seed)."""
    env = NeXUIEnv(
        task_id,
        bundles_root=bundles_root,
        expose_fields=expose_fields,
        obs_keys=_obs_keys(policy),
        backend=env_backend,
    )
    try:
        return _play(env, policy, seed, expose_fields)
    finally:
        env.close()


def _play(env: NeXUIEnv, policy: Policy, seed: int, expose_fields: bool) -> dict[str, Any]:
    task = env.task
    policy.reset(task if getattr(policy, "reads_reference", False) else env.public_task)
    # The policy acts in its own env (its env_wrapper: an SB3 model's RL wrappers); the record
    # reads the env's own observation under them, and info, which every wrapper passes on.
    recorder = _LastObservation(env)
    wrap = getattr(policy, "env_wrapper", None)
    played = wrap(recorder) if wrap is not None else recorder
    observation, info = played.reset(seed=seed)
    trajectory, total_reward = [], 0.0
    while True:
        state = info["state_index"]
        action = policy.act(observation, info)
        observation, reward, terminated, truncated, info = played.step(action)
        total_reward += reward
        trajectory.append(_step_record(state, reward, info, recorder.observation, policy))
        if terminated or truncated:
            break
    scores = info["scores"]
    # Step scores are known to the agent only at the end; the record keeps them per step.
    for step, explanation in zip(trajectory, scores["explanation_steps"], strict=True):
        step["explanation"] = explanation
    violations = scores["safety"]["violations"]
    record = {
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
        # The run's scores, one field each (docs/metrics.md): the summary and reports read them.
        **RunScores(**info["run_scores"]).as_record(),
        "off_path_actions": scores["off_path_actions"],
        "violations": violations,
        "coordinate_clicks": scores["safety"]["coordinate_clicks"],
        "invalid": not info["action_valid"],
        "invalid_reason": info["action_error"],
        "truncated": bool(truncated),
        "return": total_reward,
        "conditions": scores["conditions"],
        "trajectory": trajectory,
    }
    usage = total_usage(step.get("usage") for step in trajectory)
    if usage is not None:
        record["usage"] = usage
    return record


def _obs_keys(policy: Policy) -> tuple[str, ...]:
    # Policies that only read text skip the screenshot: decoding it is most of a step's cost.
    keys = getattr(policy, "observation_keys", None)
    return tuple(keys) if keys else TEXT_OBSERVATION_KEYS


class _LastObservation(gym.Wrapper):
    """Keeps the env's own latest observation (the step record's ``result``), whatever
    wrappers a policy puts above it."""

    def reset(self, **kwargs: Any):
        self.observation, info = self.env.reset(**kwargs)
        return self.observation, info

    def step(self, action: Any):
        self.observation, *rest = self.env.step(action)
        return (self.observation, *rest)


def _step_record(state: int, reward: float, info: dict, observation: dict, policy: Policy) -> dict:
    """One step of the run record, from ``info`` and the env's observation after the step."""
    action = dict(info["resolved_action"]) if info["resolved_action"] is not None else None
    step_number = info["step"] - 1
    step = {
        "step": step_number,
        "state": state,
        "next_state": info["state_index"],
        "action": action,
        "target_box": action.pop("target_box") if action is not None else None,
        "transition": info["transition"],
        "action_error": info["action_error"],
        "reward": reward,
        "result": observation.get("last_action_result", ""),
        "violations": [
            v for v in info["scores"]["safety"]["violations"] if v["step"] == step_number
        ],
    }
    # What a model-backed policy exposes about the call behind this step (see docs/policies.md).
    for attribute, key in MODEL_CALL_RECORD.items():
        value = getattr(policy, attribute, None)
        if value is not None:
            step[key] = value
    return step


# -- the results file ----------------------------------------------------------------
def read_runs(path: Path, repair: bool = False) -> list[dict[str, Any]]:
    """The run records of a results file, in file order.

    A last line cut off by a kill is ignored; with ``repair`` (a resuming evaluation, which
    holds the folder's lock) it is also cut from the file. Any other damage raises
    ``ValueError`` naming the file and the line.
    """
    if not path.exists():
        return []
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ValueError(f"{path}: cannot be read ({error.strerror or error})") from None
    keep = data.rfind(b"\n") + 1
    if repair and keep < len(data):
        with open(path, "r+b") as stream:
            stream.truncate(keep)
    runs = []
    for number, line in enumerate(data[:keep].splitlines(), start=1):
        if line.strip():
            runs.append(_run_record(line, path, number))
    return runs


def _run_record(line: bytes, path: Path, number: int) -> dict[str, Any]:
    try:
        record = json.loads(line.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise ValueError(f"{path}:{number}: not UTF-8 text ({error.reason})") from None
    except ValueError as error:
        raise ValueError(f"{path}:{number}: not a JSON run record ({error})") from None
    if not isinstance(record, dict) or not isinstance(record.get("task_id"), str):
        raise ValueError(f"{path}:{number}: not a run record (expected an object with a task_id)")
    return record


def latest_runs(
    runs: Iterable[dict[str, Any]],
) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
    """Each task once: its last finished record, and separately the infrastructure errors of
    tasks that have no finished record (they are run again on the next rerun)."""
    finished: dict[str, dict[str, Any]] = {}
    failed: dict[str, dict[str, Any]] = {}
    for run in runs:
        (failed if run.get(INFRASTRUCTURE_ERROR) else finished)[run["task_id"]] = run
    return finished, {task: run for task, run in failed.items() if task not in finished}


def infrastructure_errors(out_dir: Path) -> dict[str, dict[str, Any]]:
    """The tasks of an eval folder whose latest run is an infrastructure error, by task id."""
    return latest_runs(read_runs(out_dir / RUNS_FILE))[1]


def append_run(path: Path, run: dict[str, Any]) -> None:
    # A lone surrogate (half an emoji from a model) cannot be stored as UTF-8: it becomes "?".
    with open(path, "a", encoding="utf-8", errors="replace") as stream:
        stream.write(json.dumps(run, ensure_ascii=False) + "\n")
        stream.flush()
        os.fsync(stream.fileno())


def read_config(path: Path) -> dict[str, Any]:
    """An eval folder's ``config.json``; damage raises ``ValueError`` naming the file."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise ValueError(
            f"{path}: not a readable eval config ({error}); delete it to start the folder over"
        ) from None
    if not isinstance(document, dict):
        raise ValueError(f"{path}: not an eval config (expected a JSON object)")
    return document


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` so that a reader (or a kill) never leaves half a file."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-")
    with os.fdopen(handle, "w", encoding="utf-8") as stream:
        stream.write(text)
    os.replace(temporary, path)


def prepare_out_dir(
    out_dir: Path, config: EvalConfig, versions: dict[str, str] | None = None
) -> list[dict[str, Any]]:
    """Create or reopen ``out_dir``; returns the run records already there.

    ``versions`` (see :func:`provenance`) are stored with the settings; a folder holding
    other settings or versions is refused, so that a resume never mixes them.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    config_path = out_dir / CONFIG_FILE
    document = {**config.as_dict(), **(versions or {})}
    if config_path.exists():
        stored = read_config(config_path)
        if stored != document:
            differing = sorted(key for key in document if stored.get(key) != document[key])
            raise ValueError(
                f"{out_dir} holds an evaluation with different settings ({', '.join(differing)}); "
                "use another --out folder or delete it"
            )
    else:
        write_atomically(config_path, json.dumps(document, indent=1) + "\n")
    return read_runs(out_dir / RUNS_FILE, repair=True)


@contextlib.contextmanager
def folder_lock(out_dir: Path) -> Iterator[None]:
    """Hold ``out_dir`` for one evaluation; a second one gets a ``ValueError`` naming the
    owner. The lock is the kernel's (``flock``), so a killed evaluation never leaves it held."""
    if fcntl is None:
        yield
        return
    out_dir.mkdir(parents=True, exist_ok=True)
    with open(out_dir / LOCK_FILE, "a+", encoding="utf-8") as stream:
        try:
            fcntl.flock(stream, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            stream.seek(0)
            owner = stream.read().strip() or "another process"
            raise ValueError(
                f"{out_dir} is in use by another `nexui eval` ({owner}); wait for it to finish "
                "or use another --out folder"
            ) from None
        stream.seek(0)
        stream.truncate()
        stream.write(f"pid {os.getpid()}\n")
        stream.flush()
        try:
            yield
        finally:
            fcntl.flock(stream, fcntl.LOCK_UN)


# -- the harness ---------------------------------------------------------------------
def _worker(config: EvalConfig, task_id: str, bundles_root: Path | None) -> dict[str, Any]:
    policy = make_policy(config.policy, seed=config.seed, **config.policy_options)
    try:
        return run_episode(
            task_id, policy, config.seed, config.expose_fields, bundles_root, config.env_backend
        )
    except InfrastructureError as error:
        return {
            "task_id": task_id,
            "policy": getattr(policy, "name", config.policy),
            "seed": config.seed,
            INFRASTRUCTURE_ERROR: str(error) or type(error).__name__,
        }


def _watch_parent(parent: int) -> None:
    """Worker initializer: end the worker when the evaluation that started it is gone
    (``kill -9`` or SIGTERM of the parent would otherwise leave it blocked forever)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="watch-parent", daemon=True).start()


def evaluate(
    config: EvalConfig,
    out_dir: Path,
    workers: int = 1,
    bundles_root: Path | None = None,
    on_run: Callable[[dict[str, Any]], None] | None = None,
    progress: bool = True,
    backend: str = "local",
    address: str | None = None,
) -> list[dict[str, Any]]:
    """Run every task of ``config`` not finished in ``out_dir``; returns the finished runs in
    task order (each task once; infrastructure errors are left out, see
    :func:`latest_runs`).

    ``backend="local"`` runs episodes here or in ``workers`` processes; ``"ray"`` runs each as
    a Ray task (a local Ray with ``workers`` CPUs, or the cluster at ``address``)."""
    if backend not in ("local", "ray"):
        raise ValueError(f"backend {backend!r}: expected 'local' or 'ray'")
    with folder_lock(out_dir):
        versions = provenance(config.tasks, bundles_root)
        finished, _ = latest_runs(prepare_out_dir(out_dir, config, versions))
        todo = [task_id for task_id in config.tasks if task_id not in finished]
        runs_path = out_dir / RUNS_FILE
        bar = _progress_bar(len(config.tasks), len(finished), progress)
        try:
            if backend == "ray":
                calls = [(config, task_id, bundles_root) for task_id in todo]
                cpus = workers if workers > 1 else None
                runs = run_on_ray(_worker, calls, address=address, num_cpus=cpus)
            else:
                runs = _execute(config, todo, workers, bundles_root)
            for run in runs:
                append_run(runs_path, run)
                if not run.get(INFRASTRUCTURE_ERROR):
                    finished[run["task_id"]] = run
                if on_run is not None:
                    on_run(run)
                if bar is not None:
                    bar.update(1)
                    bar.set_postfix_str(f"{run['task_id']} {_outcome(run)}")
        finally:
            if bar is not None:
                bar.close()
    return [finished[task_id] for task_id in config.tasks if task_id in finished]


def _outcome(run: dict[str, Any]) -> str:
    if run.get(INFRASTRUCTURE_ERROR):
        return "infrastructure error"
    return "pass" if run["passed"] else "fail"


def _execute(
    config: EvalConfig, todo: list[str], workers: int, bundles_root: Path | None
) -> Iterable[dict]:
    if workers <= 1 or len(todo) <= 1:
        for task_id in todo:
            yield _worker(config, task_id, bundles_root)
        return
    # Fresh interpreters ("spawn") whose parent is this process, so a worker can tell when
    # the evaluation is gone; a stop (an unreachable endpoint, Ctrl-C) cancels what waits.
    with ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_watch_parent,
        initargs=(os.getpid(),),
    ) as pool:
        futures = [pool.submit(_worker, config, task_id, bundles_root) for task_id in todo]
        try:
            for future in as_completed(futures):
                yield future.result()
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise


def _progress_bar(total: int, done: int, enabled: bool):
    if not enabled:
        return None
    try:
        from tqdm.auto import tqdm
    except ModuleNotFoundError:
        return None
    return tqdm(total=total, initial=done, unit="run", desc="evaluating", dynamic_ncols=True)
