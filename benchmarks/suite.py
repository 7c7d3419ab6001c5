"""The NeXUI Gym benchmark suite: every figure is a median over repeats, with its spread.

Run from the repository root::

    python -m benchmarks                 # prints the table, writes runs/benchmarks.json
    python -m benchmarks --quick         # fewer repeats, for a smoke run

Each measurement is a small function returning samples; ``measure`` turns them into a row.
Process-level figures (cold start, peak memory) run in fresh subprocesses so that caches and
imports of earlier measurements do not flatter them.
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

TASK = "task-000"
SPLIT = "all"


@dataclass(frozen=True)
class Row:
    name: str
    unit: str
    median: float
    low: float
    high: float
    repeats: int
    target: str = ""

    def verdict(self) -> str:
        if not self.target:
            return ""
        operator, value = self.target.split(" ", 1)
        limit = float(value)
        ok = self.median >= limit if operator == ">=" else self.median <= limit
        return "ok" if ok else "MISSED"


def summarise(name: str, unit: str, samples: list[float], target: str = "") -> Row:
    ordered = sorted(samples)
    low = ordered[len(ordered) // 4]
    high = ordered[(3 * len(ordered)) // 4]
    return Row(name, unit, statistics.median(ordered), low, high, len(ordered), target)


# -- in-process measurements -----------------------------------------------------------
def steps_per_second(env, policy: str, steps: int, seed: int = 0) -> float:
    """Steps per second of ``env`` under the oracle or a random valid policy (resets excluded)."""
    from nexui_gym.baselines import OraclePolicy

    rng = np.random.default_rng(seed)
    oracle = OraclePolicy()
    oracle.reset(env.unwrapped.task)
    observation, info = env.reset(seed=seed)
    done_steps, elapsed = 0, 0.0
    while done_steps < steps:
        if policy == "oracle":
            action = oracle.act(observation, info)
        else:
            count = (
                int(observation["candidate_mask"].sum()) if "candidate_mask" in observation else 1
            )
            action = {
                "action_type": int(rng.integers(0, 4)),
                "target": int(rng.integers(count)),
                "text": "x",
                "explanation": "I'm trying this control.",
            }
        start = time.perf_counter()
        observation, _, terminated, truncated, info = env.step(action)
        elapsed += time.perf_counter() - start
        done_steps += 1
        if terminated or truncated:
            observation, info = env.reset()
    return done_steps / elapsed


def bench_steps(repeats: int, steps: int) -> list[Row]:
    import gymnasium as gym

    import nexui_gym  # noqa: F401
    from nexui_gym.evaluation.runner import TEXT_OBSERVATION_KEYS

    configurations = {
        "all keys": {},
        "text keys only": {"obs_keys": TEXT_OBSERVATION_KEYS},
        "screenshot only": {"obs_keys": ("screenshot",)},
        "all keys, shared read-only screenshots": {"copy_screenshots": False},
    }
    targets = {"all keys": ">= 5000", "text keys only": ">= 10000"}
    rows = []
    for label, kwargs in configurations.items():
        env = gym.make(f"NeXUI/{TASK}", **kwargs)
        for policy in ("oracle", "random"):
            if label == "screenshot only" and policy == "random":
                continue
            steps_per_second(env, policy, 200)  # warm the caches
            samples = [steps_per_second(env, policy, steps, seed) for seed in range(repeats)]
            rows.append(
                summarise(
                    f"steps/s, one env, {label}, {policy}",
                    "steps/s",
                    samples,
                    targets.get(label, "") if policy == "oracle" else "",
                )
            )
        env.close()
    return rows


def bench_rl_wrappers(repeats: int, steps: int) -> Row:
    from nexui_gym.wrappers import make_rl_env

    env = make_rl_env(f"NeXUI/{TASK}")

    def run(seed: int) -> float:
        rng = np.random.default_rng(seed)
        env.reset(seed=seed)
        elapsed = 0.0
        for _ in range(steps):
            action = int(rng.choice(np.flatnonzero(env.action_masks())))
            start = time.perf_counter()
            _, _, terminated, truncated, _ = env.step(action)
            elapsed += time.perf_counter() - start
            if terminated or truncated:
                env.reset()
        return steps / elapsed

    run(0)
    return summarise(
        "steps/s, RL wrappers (discrete actions + features), random masked",
        "steps/s",
        [run(seed) for seed in range(repeats)],
    )


def bench_vector(repeats: int, steps: int) -> Row:
    import gymnasium as gym

    import nexui_gym  # noqa: F401
    from nexui_gym.wrappers import RL_OBS_KEYS, rl_wrappers

    envs = gym.make_vec(
        f"NeXUI/{SPLIT}-v0",
        num_envs=2,
        vectorization_mode="async",
        wrappers=[rl_wrappers],
        expose_fields=True,
        obs_keys=RL_OBS_KEYS,
    )
    try:
        envs.reset(seed=0)
        finish = envs.single_action_space.n - 1  # the 'finish' index: always allowed

        def run() -> float:
            start = time.perf_counter()
            for _ in range(steps):
                envs.step(np.full(2, finish))
            return 2 * steps / (time.perf_counter() - start)

        run()
        return summarise(
            "env steps/s, make_vec async, 2 workers, RL wrappers",
            "steps/s",
            [run() for _ in range(repeats)],
        )
    finally:
        envs.close()


def bench_reset(repeats: int) -> list[Row]:
    import gymnasium as gym

    import nexui_gym  # noqa: F401
    from nexui_gym.envs.cache import SHARED_CACHE, StateCache

    cold, warm = [], []
    for _ in range(repeats):
        env = gym.make(f"NeXUI/{TASK}", cache=StateCache())
        start = time.perf_counter()
        env.reset(seed=0)
        cold.append((time.perf_counter() - start) * 1000)
        env.close()
    env = gym.make(f"NeXUI/{TASK}", cache=SHARED_CACHE)
    env.reset(seed=0)
    for _ in range(repeats * 20):
        start = time.perf_counter()
        env.reset(seed=0)
        warm.append((time.perf_counter() - start) * 1000)
    return [
        summarise("reset, cold cache (decode screenshot, build views)", "ms", cold),
        summarise("reset, warm cache", "ms", warm, "<= 5"),
    ]


def bench_index(repeats: int) -> Row:
    from nexui_gym.dataset.index import load_index

    samples = []
    for _ in range(repeats * 10):
        start = time.perf_counter()
        load_index()
        samples.append((time.perf_counter() - start) * 1000)
    return summarise("index load (every task, no bundle opened)", "ms", samples)


def bench_views(repeats: int) -> Row:
    from nexui_gym.a11y.views import compute_views  # build_views without its memo
    from nexui_gym.dataset.index import load_index
    from nexui_gym.dataset.loader import load_task, read_html

    states = []
    for entry in load_index():
        task = load_task(entry.id)
        for state in task.states[:: max(1, len(task.states) // 2)]:
            states.append((read_html(task, state), state))
    samples = []
    for html, state in states:
        timings = []
        for _ in range(repeats):
            start = time.perf_counter()
            compute_views(
                html,
                state.candidate_ids,
                state.focused,
                [(a.politeness, a.text) for a in state.announcements],
            )
            timings.append((time.perf_counter() - start) * 1000)
        samples.append(statistics.median(timings))
    return summarise(f"a11y text views per state ({len(states)} states)", "ms", samples, "<= 5")


def bench_scoring(repeats: int) -> Row:
    from nexui_gym.dataset.index import load_index
    from nexui_gym.dataset.loader import load_task
    from nexui_gym.envs.cache import SHARED_CACHE
    from nexui_gym.scoring import AgentAction, score_explanation

    cases = []
    for entry in load_index():
        task = load_task(entry.id)
        for index, step in enumerate(task.steps):
            following = min(index + 1, task.last_state) if step.target is not None else index
            action = AgentAction(step.action, step.target, step.text, step.explanation)
            cases.append(
                (
                    task,
                    index,
                    action,
                    following,
                    SHARED_CACHE.views(task, index),
                    SHARED_CACHE.views(task, following),
                )
            )
    samples = []
    for task, index, action, following, current, upcoming in cases:
        timings = []
        for _ in range(repeats):
            start = time.perf_counter()
            score_explanation(task, index, action, following, (), current, upcoming)
            timings.append((time.perf_counter() - start) * 1000)
        samples.append(statistics.median(timings))
    return summarise(
        f"explanation scoring per step ({len(cases)} reference steps)", "ms", samples, "<= 0.2"
    )


def unseen_corpus() -> tuple[dict, list]:
    """What the first-time scoring measurements score: every reference step of every shipped
    task as a :class:`~nexui_gym.evaluation.calibration.StepCase` by (task id, step index),
    and the labelled explanations, each distinct text once (a repeated text is not a new one)."""
    from nexui_gym.dataset.index import load_index
    from nexui_gym.dataset.loader import load_task
    from nexui_gym.evaluation.calibration import step_cases
    from nexui_gym.evaluation.calibration_labels import load_labels

    cases = {(c.task.id, c.index): c for c in step_cases(load_task(e.id) for e in load_index())}
    labels, seen = [], set()
    for label in load_labels():
        if label.explanation.strip() not in seen:
            seen.add(label.explanation.strip())
            labels.append(label)
    return cases, labels


def warm_up(cases: dict) -> None:
    """Score each reference step's own explanation: what a run builds before an agent writes
    anything (the states' vocabularies, the rubrics' checks, the stems of the pages' words)."""
    for case in cases.values():
        case.score(case.task.steps[case.index].explanation)


def scoring_unseen_samples(passes: int) -> list[float]:
    """Milliseconds of scoring an explanation never scored before: the labelled explanations
    (each distinct text once per pass), each timed alone, as an agent's new text is scored in
    a run.

    Before each pass every cache of the scorers is emptied (:func:`~nexui_gym.scoring.
    clear_caches`: results per text, per word, per state and per task), then each reference
    step's own explanation is scored untimed, which builds what a run builds before an agent
    writes anything (the states' vocabularies, the rubrics' checks, the stems of the pages'
    words). No result for a timed text survives from an earlier timed call."""
    from nexui_gym.scoring import clear_caches

    cases, labels = unseen_corpus()
    samples = []
    for _ in range(passes):
        clear_caches()
        warm_up(cases)
        for label in labels:
            case = cases[(label.task, label.step)]
            start = time.perf_counter()
            case.score(label.explanation, label.text)
            samples.append((time.perf_counter() - start) * 1000)
    return samples


# -- subprocess measurements -----------------------------------------------------------
COLD_START = """
import time
start = time.perf_counter()
import gymnasium as gym, nexui_gym
env = gym.make("NeXUI/{task}")
env.reset(seed=0)
print(time.perf_counter() - start)
"""

MEMORY_ONE = """
import resource, gymnasium as gym, nexui_gym
env = gym.make("NeXUI/{task}")
inner = env.unwrapped
env.reset(seed=0)
for index in range(len(inner.task.states)):
    inner.cache.screenshot(inner.task, index, inner.screenshot_size)
    inner.cache.views(inner.task, index)
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""

MEMORY_SPLIT = """
import resource, gymnasium as gym, nexui_gym
env = gym.make("NeXUI/{split}-v0")
inner = env.unwrapped
for task_id in inner.task_ids:
    env.reset(options={{"task_id": task_id}})
    task = inner.task
    for index in range(len(task.states)):
        inner.current_env.cache.screenshot(task, index, inner.current_env.screenshot_size)
        inner.current_env.cache.views(task, index)
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""


SCORING_UNSEEN = """
import json
from benchmarks.suite import scoring_unseen_samples
print(json.dumps(scoring_unseen_samples({passes})))
"""


def bench_scoring_unseen(processes: int = 5, passes: int = 3) -> Row:
    """:func:`scoring_unseen_samples` in ``processes`` fresh processes, pooled: the row is the
    median over every timed call of every pass of every process. The medians of fresh
    processes of the same code differ by up to 45% on the same machine (where
    their memory lands, what else the machine runs), more than a change to the scorer often
    does, so a row from one process could pass or miss its target by chance."""
    samples: list[float] = []
    for _ in range(processes):
        samples += json.loads(last_line_of(SCORING_UNSEEN.format(passes=passes)))
    texts = len(samples) // (processes * passes)  # each distinct text once per pass
    return summarise(
        f"explanation scoring, first time per text ({texts} labelled explanations, "
        f"{processes} fresh process{'' if processes == 1 else 'es'} × "
        f"{passes} pass{'' if passes == 1 else 'es'})",
        "ms",
        samples,
        "<= 0.2",
    )


def last_line_of(code: str) -> str:
    """The last line ``code`` prints in a fresh Python process started in the repository's
    root (where ``benchmarks`` imports from)."""
    output = subprocess.run(
        [sys.executable, "-c", code],
        check=True,
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
    )
    return output.stdout.strip().splitlines()[-1]


def in_subprocess(code: str) -> float:
    return float(last_line_of(code))


def bench_processes(repeats: int) -> list[Row]:
    cold = [in_subprocess(COLD_START.format(task=TASK)) * 1000 for _ in range(repeats)]
    one = [in_subprocess(MEMORY_ONE.format(task=TASK)) for _ in range(max(1, repeats // 2))]
    split = [in_subprocess(MEMORY_SPLIT.format(split=SPLIT)) for _ in range(1)]
    return [
        summarise("cold start: import + gym.make + first observation", "ms", cold, "<= 1000"),
        summarise("peak RSS, one env (every state visited)", "MB", one, "<= 250"),
        summarise(
            f"peak RSS, split env {SPLIT}-v0 after visiting every state of every task",
            "MB",
            split,
            "<= 1024",
        ),
    ]


# -- the suite --------------------------------------------------------------------------
def run_suite(quick: bool = False, progress: Callable[[str], None] = print) -> list[Row]:
    repeats = 3 if quick else 7
    steps = 500 if quick else 3000
    rows: list[Row] = []
    parts = [
        ("index", lambda: [bench_index(repeats)]),
        ("processes", lambda: bench_processes(repeats)),
        ("reset", lambda: bench_reset(repeats)),
        ("steps", lambda: bench_steps(repeats, steps)),
        ("rl wrappers", lambda: [bench_rl_wrappers(repeats, steps)]),
        ("vector", lambda: [bench_vector(repeats, steps // 5)]),
        ("a11y views", lambda: [bench_views(repeats)]),
        (
            "scoring",
            lambda: [
                bench_scoring(repeats),
                bench_scoring_unseen(*((2, 1) if quick else (5, 3))),
            ],
        ),
    ]
    for label, part in parts:
        progress(f"… {label}")
        rows += part()
    return rows


def format_rows(rows: list[Row]) -> str:
    header = ("measurement", "median", "IQR", "unit", "n", "target", "")
    table = [header] + [
        (
            r.name,
            _number(r.median),
            f"{_number(r.low)}–{_number(r.high)}",
            r.unit,
            str(r.repeats),
            r.target,
            r.verdict(),
        )
        for r in rows
    ]
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]
    lines = [
        "  ".join(
            cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row)
        )
        for row in table
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _number(value: float) -> str:
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 1:
        return f"{value:.2f}"
    return f"{value:.3f}"


def machine() -> dict[str, str]:
    return {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "processor": platform.processor() or "",
        "cpus": str(len(os.sched_getaffinity(0))),
    }


def write_json(rows: list[Row], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(
            # The load average says how busy the shared machine was while the suite ran.
            {
                "machine": machine(),
                "load_average": os.getloadavg(),
                "rows": [asdict(r) for r in rows],
            },
            indent=1,
        )
        + "\n"
    )
