"""Live against replay: the reference of a task played in both backends, page by page.

For each page of the reference path the live backend must give the bundle's snapshot
byte for byte (its HTML, the text views built from it, the candidate arrays), the same
transitions and the same final scores, and pass. Screenshots are compared with a tolerance:
bundles store busy pages palette-reduced (:mod:`nexui_gym.capture.images`), the live
backend gives Chromium's pixels.

``python -m nexui_gym.evaluation.live_agreement`` checks every task (or ``--tasks``) and
prints each task's time; ``tests/envs/test_live.py`` checks one task per interface.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from nexui_gym.baselines.oracle import OraclePolicy
from nexui_gym.dataset.index import load_index
from nexui_gym.envs.nexui_env import NeXUIEnv

#: Largest mean absolute difference (0-255 levels per channel) between a live screenshot and
#: the bundle's.
SCREENSHOT_TOLERANCE = 1.0
TEXT_KEYS = ("axtree", "reader", "candidates")
ARRAY_KEYS = ("candidate_ids", "candidate_mask", "candidate_boxes")


@dataclass(frozen=True)
class Agreement:
    """One task played live beside replay: what differed (empty when they agree)."""

    task_id: str
    pages: int
    differences: tuple[str, ...]
    passed: bool
    worst_screenshot: float  # the largest mean pixel difference over the pages
    seconds: float

    @property
    def agrees(self) -> bool:
        return not self.differences and self.passed


def compare_live(task_id: str, bundles_root=None) -> Agreement:
    """Play the reference of ``task_id`` in both backends and list every difference."""
    start = time.perf_counter()
    replay = NeXUIEnv(task_id, bundles_root=bundles_root)
    live = NeXUIEnv(task_id, bundles_root=bundles_root, backend="live")
    oracle = OraclePolicy()
    oracle.reset(replay.task)
    differences: list[str] = []
    worst, pages = 0.0, 0
    try:
        seen, info = live.reset(seed=0)
        expected, replay_info = replay.reset(seed=0)
        while True:
            pages += 1
            worst = max(worst, _compare_page(live, replay, seen, expected, differences))
            if info["state_index"] != replay_info["state_index"]:
                differences.append(
                    f"page {pages}: live state {info['state_index']}, "
                    f"replay state {replay_info['state_index']}"
                )
                break
            action = oracle.act(expected, replay_info)
            seen, _, done, cut, info = live.step(action)
            expected, _, _, _, replay_info = replay.step(action)
            if info["transition"] != replay_info["transition"]:
                differences.append(
                    f"step {pages}: live {info['transition']}, replay {replay_info['transition']}"
                )
            if done or cut:
                break
        if "passed" in info["scores"] and _outcome(info["scores"]) != _outcome(
            replay_info["scores"]
        ):
            differences.append("the final scores differ")
        passed = bool(info["scores"].get("passed", False))
    finally:
        live.close()
    return Agreement(task_id, pages, tuple(differences), passed, worst, time.perf_counter() - start)


def _compare_page(
    live: NeXUIEnv, replay: NeXUIEnv, seen: dict, expected: dict, differences: list[str]
) -> float:
    where = f"state {replay.state_index}"
    state = replay.task.states[replay.state_index]
    # Bundles store each snapshot with a final newline (capture.bundle.write_bundle).
    if live.source.html + "\n" != replay.task.path(state.html).read_text(encoding="utf-8"):
        differences.append(f"{where}: the HTML snapshot differs")
    differences.extend(f"{where}: {key} differs" for key in TEXT_KEYS if seen[key] != expected[key])
    differences.extend(
        f"{where}: {key} differs"
        for key in ARRAY_KEYS
        if not np.array_equal(seen[key], expected[key])
    )
    pixels = float(np.abs(seen["screenshot"].astype(np.int16) - expected["screenshot"]).mean())
    if pixels > SCREENSHOT_TOLERANCE:
        differences.append(f"{where}: the screenshot differs by {pixels:.2f} levels on average")
    return pixels


def _outcome(scores: dict) -> dict:
    """The scores with each condition's pass/fail only (live says "on the final page")."""
    return dict(scores, conditions=[(c["kind"], c["passed"]) for c in scores["conditions"]])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m nexui_gym.evaluation.live_agreement",
        description="Play every task's reference live and in replay; list what differs.",
    )
    parser.add_argument("--tasks", nargs="+", metavar="ID", help="only these task ids")
    args = parser.parse_args(argv)
    tasks = args.tasks or [entry.id for entry in load_index()]
    start, failed = time.perf_counter(), 0
    for task_id in tasks:
        result = compare_live(task_id)
        failed += not result.agrees
        verdict = "agrees" if result.agrees else "DIFFERS"
        print(
            f"{task_id}: {verdict}, {result.pages} pages, {result.seconds:.1f} s, "
            f"screenshots within {result.worst_screenshot:.2f} levels"
            + ("" if result.passed else ", live run did not pass")
        )
        for difference in result.differences:
            print(f"  {difference}")
    print(
        f"{len(tasks) - failed} of {len(tasks)} tasks agree; "
        f"{time.perf_counter() - start:.0f} s in all"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
