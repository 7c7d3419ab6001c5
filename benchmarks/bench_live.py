"""The live backend's speed, side by side with MiniWoB++ in one run, on the same Chromium.

Run from the repository root::

    python benchmarks/bench_live.py                      # task-005, 5 rounds
    python benchmarks/bench_live.py --task task-042 --rounds 9
    python benchmarks/bench_live.py --out runs/bench_live.json

Needs Debian's Chromium and Playwright (``pip install "nexui-gym[capture]"``); the MiniWoB++
side also needs ``pip install "nexui-gym[bench]"`` and ``apt-get install -y chromium-driver``
(the chromedriver of the same Chromium build) and is skipped, with the reason, without them.

(a) MiniWoB++ ``click-test-2`` steps/s with screenshots: its Gymnasium env (Selenium,
    headless Debian Chromium) clicking a spot of the task area where nothing reacts, so every
    step returns a screenshot observation (a step that ends the episode on its 10 s clock is
    not counted; resets are excluded).
(b) Live steps/s with screenshots: the task's reference path played (act, settle, record the
    state), once by the live backend's session (:class:`ObservationSession`: the screenshot
    as RGB pixels, no CDP accessibility tree) and once by capture's :class:`LiveSession` as
    it records a bundle (WebP, accessibility tree); and, when this checkout's env takes
    ``backend="live"``, its ``step`` with the default observation under the oracle. For
    reference, also without screenshots (text-only agents), and capture's session observing
    the same way (what the live backend used before its own session: the same load for both).
(c) Reset: a new browser context each time, and the warm reset (same context, storage and
    cookies cleared, start page loaded in a new document). Every state of the warm pass must
    equal the state of a new-context pass in every field (DOM, URL, storage, candidates,
    announcements, answers, screenshot bytes); otherwise the figure is refused.
(d) Memory: the PSS of this process's Chromium processes (``/proc/<pid>/smaps_rollup``) with
    1 and with 5 sessions sharing one browser, each having played the reference; the figure
    is the increase per extra session.

The rounds alternate MiniWoB++ and live blocks, so that a shared, loaded machine slows both
alike; the live/MiniWoB++ ratio is taken per round and its median reported.
"""

from __future__ import annotations

import argparse
import importlib.util
import inspect
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import numpy as np

REPOSITORY = Path(__file__).resolve().parent.parent
try:
    import nexui_gym  # noqa: F401
except ModuleNotFoundError:  # run from a checkout without installing the package
    sys.path.insert(0, str(REPOSITORY))
if str(REPOSITORY) not in sys.path:
    sys.path.insert(0, str(REPOSITORY))

from benchmarks.suite import Row, format_rows, machine, steps_per_second, summarise  # noqa: E402
from nexui_gym.capture import browser as chromium  # noqa: E402
from nexui_gym.capture.live import (  # noqa: E402
    LiveSession,
    close_shared_browser,
    play_reference,
    shared_browser,
)
from nexui_gym.capture.snapshot import CapturedState  # noqa: E402
from nexui_gym.dataset.model import TARGETED_ACTIONS, VIEWPORT  # noqa: E402
from nexui_gym.dataset.paths import interfaces_dir  # noqa: E402
from nexui_gym.dataset.spec import InterfaceSpec, TaskSpec, load_all_task_specs  # noqa: E402
from nexui_gym.envs.live import LIVE_ACTION_TIMEOUT_MS  # noqa: E402
from nexui_gym.envs.live_page import ObservationSession, decode_png  # noqa: E402

MINIWOB_TASK = "click-test-2"
#: Inside the 160 x 210 task area, on the instruction text: the buttons start 50 px lower.
MINIWOB_IDLE_SPOT = (5.0, 5.0)
CHROMEDRIVER = Path("/usr/bin/chromedriver")
EXTRA_SESSIONS = 4
TARGET_RATIO = ">= 2"
TARGET_WARM_RESET_MS = "<= 100"
TARGET_MB_PER_EXTRA = "<= 150"
_VERSION = re.compile(r"(\d+\.\d+\.\d+\.\d+)")


# -- what can run ----------------------------------------------------------------------
def _version(command: list[str]) -> str | None:
    try:
        output = subprocess.run(command, capture_output=True, text=True, timeout=60).stdout
    except OSError:
        return None
    match = _VERSION.search(output)
    return match.group(1) if match else None


def miniwob_missing() -> str | None:
    """Why the MiniWoB++ side cannot run here (with how to fix it), or ``None``."""
    if importlib.util.find_spec("miniwob") is None:
        return 'the miniwob package is not installed: pip install "nexui-gym[bench]"'
    if not CHROMEDRIVER.is_file():
        return f"{CHROMEDRIVER} is missing: apt-get install -y chromium-driver"
    browser = _version([str(chromium.CHROMIUM), "--version"])
    driver = _version([str(CHROMEDRIVER), "--version"])
    if browser is None or browser != driver:
        return (
            f"chromedriver {driver} does not match Chromium {browser}: install both from the "
            "same Debian release (apt-get install -y chromium chromium-driver)"
        )
    return None


def live_env_missing() -> str | None:
    """Why ``gym.make(..., backend="live")`` cannot be measured in this checkout, or ``None``."""
    from nexui_gym.envs.nexui_env import NeXUIEnv

    if "backend" not in inspect.signature(NeXUIEnv.__init__).parameters:
        return "this checkout's NeXUIEnv takes no backend= argument (the live env has not landed)"
    return None


# -- MiniWoB++ -------------------------------------------------------------------------
def miniwob_env():
    """MiniWoB++'s ``click-test-2`` env, headless, on Debian's Chromium and chromedriver."""
    import gymnasium as gym
    import miniwob

    os.environ["MINIWOB_CHROME_BINARY"] = str(chromium.CHROMIUM)
    os.environ["MINIWOB_CHROMEDRIVER"] = str(CHROMEDRIVER)
    gym.register_envs(miniwob)
    return gym.make(f"miniwob/{MINIWOB_TASK}-v1")


def miniwob_steps_per_second(env, steps: int, seed: int) -> float:
    """Steps/s of ``steps`` clicks on the idle spot; each returns a screenshot observation."""
    from miniwob.action import ActionTypes

    env.reset(seed=seed)
    action = env.unwrapped.create_action(
        ActionTypes.CLICK_COORDS, coords=np.array(MINIWOB_IDLE_SPOT, dtype=np.float32)
    )
    counted, elapsed = 0, 0.0
    for _ in range(steps):
        start = time.perf_counter()
        observation, _, terminated, truncated, _ = env.step(action)
        took = time.perf_counter() - start
        if terminated or truncated:  # the episode's clock ran out: no screenshot returned
            env.reset()
            continue
        assert observation["screenshot"].any(), "MiniWoB++ returned an empty screenshot"
        counted += 1
        elapsed += took
    if counted == 0:
        raise RuntimeError("every MiniWoB++ step ended its episode; nothing was measured")
    return counted / elapsed


# -- the live side ---------------------------------------------------------------------
@dataclass(frozen=True)
class Pass:
    """One play of the reference path: the reset (page loaded, then its first state
    recorded), each step's time, every state."""

    reset_s: float
    step_s: tuple[float, ...]
    states: tuple[CapturedState, ...]

    @property
    def steps_per_second(self) -> float:
        return len(self.step_s) / sum(self.step_s)


class _Timed:
    """Times a session's resets and steps. With ``screenshots``, a light session takes each
    step's screenshot as an observation needs it (decoded to RGB pixels, as the env gives
    them); ``fresh`` makes every reset open a new context (otherwise a warm reset in the same
    context)."""

    light: bool

    def _timing(self, screenshots: bool, fresh: bool) -> None:
        self.screenshots = screenshots
        self.fresh = fresh
        self.times: dict[str, list[float]] = {"reset": [], "act": []}

    def reset(self, *args, **kwargs) -> CapturedState:
        return self._timed("reset", self._observed, super().reset, *args, **kwargs)

    def act(self, *args, **kwargs) -> CapturedState:
        return self._timed("act", self._observed, super().act, *args, **kwargs)

    def _observed(self, method, *args, **kwargs) -> CapturedState:
        state = method(*args, **kwargs)
        if self.light and self.screenshots:
            decode_png(self.screenshot())
        return state

    def _timed(self, name: str, method, *args, **kwargs):
        start = time.perf_counter()
        result = method(*args, **kwargs)
        self.times[name].append(time.perf_counter() - start)
        return result


class TimedSession(_Timed, ObservationSession):
    """The live backend's session (:class:`ObservationSession`: what a live env observes)."""

    def __init__(self, interface, *, screenshots: bool = True, fresh: bool = False) -> None:
        super().__init__(interface, action_timeout_ms=LIVE_ACTION_TIMEOUT_MS)
        self._timing(screenshots, fresh)


class TimedCapture(_Timed, LiveSession):
    """Capture's session: recording bundle states (WebP screenshot, accessibility tree), or
    with ``light`` observing as the live backend did before its own session (capture's seven
    trips per state, Playwright's routing and clicks), the screenshot decoded alike."""

    def __init__(self, interface, *, light: bool = False) -> None:
        super().__init__(interface, light=light)
        self._timing(screenshots=True, fresh=False)


def reference_task(task_id: str) -> tuple[InterfaceSpec, TaskSpec]:
    for interface, tasks in load_all_task_specs(interfaces_dir()):
        for task in tasks:
            if task.id == task_id:
                if task.steps[0].action not in TARGETED_ACTIONS:
                    raise SystemExit(f"--task {task_id}: its reference takes no step in the page")
                return interface, task
    raise SystemExit(f"--task {task_id}: no task spec has this id")


def play(session: _Timed, task: TaskSpec) -> Pass:
    """The reference played once (:func:`play_reference`), with its times."""
    for times in session.times.values():
        times.clear()
    states = play_reference(session, task, fresh=session.fresh)
    (reset_s,) = session.times["reset"]
    return Pass(reset_s, tuple(session.times["act"]), states)


def differences(warm: Pass, cold: Pass) -> list[str]:
    """Where the warm pass's states differ from the new-context pass's."""
    if len(warm.states) != len(cold.states):
        return [f"{len(warm.states)} states warm, {len(cold.states)} with a new context"]
    return [
        f"state {index}: {name}"
        for index, (a, b) in enumerate(zip(warm.states, cold.states, strict=True))
        for name in (field.name for field in fields(CapturedState))
        if getattr(a, name) != getattr(b, name)
    ]


def bundle_start_check(task_id: str, state: CapturedState) -> str:
    """Whether a start state has the fingerprint of the bundle's first state."""
    from nexui_gym.dataset.errors import DatasetError
    from nexui_gym.dataset.loader import load_task

    try:
        bundle = load_task(task_id)
    except DatasetError as error:
        return f"not checked (the bundle cannot be read: {str(error).splitlines()[0]})"
    expected = bundle.states[0].fingerprint
    if not expected:
        return "not checked (the bundle's states have no fingerprint)"
    return "matches" if state.fingerprint == expected else "DIFFERS"


def live_env_rates(task_id: str, rounds: int, steps: int) -> tuple[list[float], list[float]]:
    """The live env's steps/s (oracle, default observation) and warm reset times in ms."""
    import gymnasium as gym

    env = gym.make(f"NeXUI/{task_id}", backend="live")
    try:
        env.reset(seed=0)
        rates = [steps_per_second(env, "oracle", steps, seed) for seed in range(rounds)]
        resets = []
        for seed in range(rounds):
            start = time.perf_counter()
            env.reset(seed=seed)
            resets.append((time.perf_counter() - start) * 1000)
        return rates, resets
    finally:
        env.close()


# -- memory ----------------------------------------------------------------------------
def _parent_of(pid: int) -> int | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return int(stat.rsplit(")", 1)[1].split()[1])


def descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            parent = _parent_of(int(entry.name))
            if parent is not None:
                children.setdefault(parent, []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def chromium_pss_mb(root: int | None = None) -> float:
    """The summed PSS of the Chromium processes under ``root`` (this process by default)."""
    total_kb = 0
    for pid in descendants(os.getpid() if root is None else root):
        try:
            executable = os.readlink(f"/proc/{pid}/exe")
            rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
        except OSError:  # the process ended meanwhile
            continue
        if Path(executable).name not in ("chromium", "chrome", "headless_shell"):
            continue
        total_kb += sum(
            int(line.split()[1]) for line in rollup.splitlines() if line.startswith("Pss:")
        )
    return total_kb / 1024


@contextmanager
def sessions(interface: InterfaceSpec, count: int, **options) -> Iterator[list[_Timed]]:
    """``count`` live backend sessions, or capture's (``capture="bundle"`` or ``"light"``)."""
    capture = options.pop("capture", None)
    opened = [
        TimedSession(interface, **options)
        if capture is None
        else TimedCapture(interface, light=capture == "light")
        for _ in range(count)
    ]
    try:
        yield opened
    finally:
        for session in opened:
            session.close()


def memory(interface: InterfaceSpec, task: TaskSpec) -> tuple[float, float]:
    """Chromium's PSS in MB with one session and with ``1 + EXTRA_SESSIONS`` sessions."""
    with sessions(interface, 1 + EXTRA_SESSIONS) as opened:
        play(opened[0], task)
        one = chromium_pss_mb()
        for session in opened[1:]:
            play(session, task)
        return one, chromium_pss_mb()


# -- the run ---------------------------------------------------------------------------
@dataclass
class Samples:
    miniwob: list[float]
    live: list[float]
    capture: list[float]
    before: list[float]
    text: list[float]
    ratio: list[float]
    warm_ms: list[float]
    cold_ms: list[float]
    before_ms: list[float]


def run(task_id: str, rounds: int, miniwob_steps: int, progress: Callable[[str], None]) -> dict:
    reason = chromium.missing_requirements()
    if reason is not None:
        raise SystemExit(f"the live backend cannot run here: {reason}")
    interface, task = reference_task(task_id)
    skipped: dict[str, str] = {}
    miniwob_reason = miniwob_missing()
    if miniwob_reason is not None:
        skipped["miniwob"] = miniwob_reason
        progress(f"skipping MiniWoB++: {miniwob_reason}")
    samples = Samples(*([] for _ in range(9)))
    mismatches: list[str] = []
    shared_browser()
    env = miniwob_env() if miniwob_reason is None else None
    with (
        sessions(interface, 1) as (observe,),
        sessions(interface, 1, capture="bundle") as (record,),
        sessions(interface, 1, capture="light") as (before,),
        sessions(interface, 1, fresh=True) as (fresh,),
        sessions(interface, 1, screenshots=False) as (text,),
    ):
        progress("… warming up both sides")
        play(observe, task)
        play(record, task)
        play(text, task)
        play(before, task)
        if env is not None:
            miniwob_steps_per_second(env, 3, seed=0)
        for number in range(rounds):
            progress(f"… round {number + 1} of {rounds}")
            warm = play(observe, task)
            cold = play(fresh, task)
            mismatches += [f"round {number + 1}, {d}" for d in differences(warm, cold)]
            samples.live.append(warm.steps_per_second)
            samples.warm_ms.append(warm.reset_s * 1000)
            samples.cold_ms.append(cold.reset_s * 1000)
            samples.capture.append(play(record, task).steps_per_second)
            samples.text.append(play(text, task).steps_per_second)
            earlier = play(before, task)
            samples.before.append(earlier.steps_per_second)
            samples.before_ms.append(earlier.reset_s * 1000)
            if env is not None:
                rate = miniwob_steps_per_second(env, miniwob_steps, seed=number + 1)
                samples.miniwob.append(rate)
                samples.ratio.append(warm.steps_per_second / rate)
        start_check = bundle_start_check(task_id, warm.states[0])
    if env is not None:
        env.close()
    steps = len(warm.step_s)
    rows = [
        summarise(
            f"live steps/s with screenshots, the live backend's session ({task_id}, {steps} steps)",
            "steps/s",
            samples.live,
        ),
        summarise(
            "live steps/s with screenshots, capture's session observing (the backend before)",
            "steps/s",
            samples.before,
        ),
        summarise(
            "live steps/s, capture's session recording a bundle (WebP + CDP AX tree)",
            "steps/s",
            samples.capture,
        ),
        summarise(
            "live steps/s without screenshots (the live backend's session, text-only agents)",
            "steps/s",
            samples.text,
        ),
    ]
    if env is not None:
        rows += [
            summarise(
                f"MiniWoB++ {MINIWOB_TASK} steps/s with screenshots", "steps/s", samples.miniwob
            ),
            summarise("ratio live / MiniWoB++ (per round)", "x", samples.ratio, TARGET_RATIO),
        ]
    rows += [
        summarise(
            "reset, warm (same context, storage cleared), with its first state",
            "ms",
            samples.warm_ms,
            TARGET_WARM_RESET_MS,
        ),
        summarise(
            "reset, warm, capture's session observing (the backend before)",
            "ms",
            samples.before_ms,
        ),
        summarise("reset, new browser context, with its first state", "ms", samples.cold_ms),
    ]
    env_reason = live_env_missing()
    if env_reason is None:
        progress("… the live env")
        rates, resets = live_env_rates(task_id, rounds, 3 * steps)
        rows += [
            summarise("live env steps/s, default observation, oracle", "steps/s", rates),
            summarise("live env reset", "ms", resets),
        ]
    else:
        skipped["live env"] = env_reason
        progress(f"skipping the live env: {env_reason}")
    progress("… memory")
    close_shared_browser()  # a browser of its own, without the pages of the rounds
    one, five = memory(interface, task)
    close_shared_browser()
    per_extra = (five - one) / EXTRA_SESSIONS
    rows += [
        Row("Chromium PSS, 1 session", "MB", one, one, one, 1),
        Row(f"Chromium PSS, {1 + EXTRA_SESSIONS} sessions", "MB", five, five, five, 1),
        Row("PSS per extra session", "MB", per_extra, per_extra, per_extra, 1, TARGET_MB_PER_EXTRA),
    ]
    return {
        "machine": machine(),
        "load_average": os.getloadavg(),
        "task": task_id,
        "reference_steps": steps,
        "rounds": rounds,
        "miniwob_steps_per_round": miniwob_steps,
        "screenshot_pixels": {"live": list(VIEWPORT), "miniwob": [160, 210]},
        "warm_reset_equals_new_context": not mismatches,
        "mismatches": mismatches,
        "bundle_start_state": start_check,
        "skipped": skipped,
        "rows": [asdict(row) for row in rows],
        "_rows": rows,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--task", default="task-005", help="the task whose reference is played")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    parser.add_argument(
        "--miniwob-steps", type=int, default=20, help="MiniWoB++ steps per round (default 20)"
    )
    parser.add_argument("--out", type=Path, default=Path("runs/bench_live.json"))
    args = parser.parse_args()
    if args.rounds < 1 or args.miniwob_steps < 1:
        parser.error("--rounds and --miniwob-steps must be at least 1")
    load = os.getloadavg()
    print(f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}", file=sys.stderr)
    start = time.perf_counter()
    result = run(args.task, args.rounds, args.miniwob_steps, lambda m: print(m, file=sys.stderr))
    rows = result.pop("_rows")
    print(format_rows(rows))
    width, height = result["screenshot_pixels"]["live"]
    print(
        f"\nscreenshots: live {width}x{height} px, MiniWoB++ 160x210 px (its 500x320 window, "
        "cropped to the task area)"
    )
    if result["mismatches"]:
        print("warm reset REFUSED: its states differ from a new context's:")
        for line in result["mismatches"][:10]:
            print(f"  {line}")
    else:
        print("warm reset: every state of every round equals the new-context state")
    print(f"bundle's first state: {result['bundle_start_state']}")
    for part, reason in result["skipped"].items():
        print(f"skipped {part}: {reason}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(f"{time.perf_counter() - start:.0f} s; JSON: {args.out}")
    return 1 if result["mismatches"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
