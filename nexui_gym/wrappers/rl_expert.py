"""Expert demonstrations in the RL action space, and how much of the dataset it can express.

A captured task is a graph: each edge (:class:`~nexui_gym.dataset.model.Transition`) lists the
equivalent actions that lead to its next state (the path's own step, the same link elsewhere,
Enter on it, the accepted spellings of a value). :func:`demonstrations` walks every captured
path of a task through the RL wrappers (:func:`nexui_gym.wrappers.rl_wrappers`) and records,
in each state, the wrapped observation (``action_mask`` included) and every index of
:class:`~nexui_gym.wrappers.rl_actions.DiscreteActions` that takes the path's next edge: the
labels a candidate-ranking policy imitates. The walk takes the path's own step where the
action space has it, so the observations (what was acted on, the last transition) are those
of a run that follows the path.

A path step no index can take (a typed value the goal does not state and the page does not
show as a code, an option past the offered pairs, a control past the slots) ends that path's
walk: :func:`coverage` counts such steps and the tasks they make unreachable, per split, and
replays each covered path to its end to see whether the template ending passes the task.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

from nexui_gym.dataset.index import load_index, select
from nexui_gym.dataset.loader import load_task
from nexui_gym.dataset.model import TERMINAL_ACTIONS, Task
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.wrappers.rl_actions import DiscreteActions


@dataclass(frozen=True)
class Demonstration:
    """One state of a captured path as the RL wrappers show it, with the right indices."""

    task_id: str
    path: str
    state: int
    observation: dict[str, np.ndarray]
    #: Every index that takes the path's next edge (or its ending); empty: not expressible.
    labels: tuple[int, ...]
    #: Why the state has no label ("" when it has one).
    gap: str = ""


@dataclass(frozen=True)
class PathWalk:
    """A captured path walked through the RL action space."""

    task_id: str
    path: str
    #: Steps of the path, its ending included.
    steps: int
    demonstrations: tuple[Demonstration, ...]
    #: The run's final scores when the walk reached the ending (``None``: it stopped before).
    scores: dict[str, Any] | None

    @property
    def covered(self) -> bool:
        return self.scores is not None


def _edge_labels(
    actions: DiscreteActions, task: Task, state: int, following: int
) -> tuple[int, ...]:
    classes = [
        option
        for transition in task.states[state].transitions
        if transition.to == following
        for option in transition.actions
    ]
    return tuple(
        dict.fromkeys(
            index
            for option in classes
            for index in actions.indices_for(option.kind, option.target, option.values)
        )
    )


def expert_labels(actions: DiscreteActions, task: Task, state: int) -> tuple[int, ...]:
    """The indices an expert takes in captured state ``state``, whatever run led there: the
    task's ending (the reference path's) in a goal state, else every index that leads to a
    state one action nearer a goal (the task graph's distances); empty off the graph or where
    the action space cannot express a way on. Labels for states a policy reaches off the
    captured paths (DAgger)."""
    distances = task.distance
    if not 0 <= state < len(distances) or not 0 <= state < len(task.states):
        return ()
    here = distances[state]
    if here == 0:
        ending = task.steps[task.reference_length - 1].action
        return (getattr(actions.codec, ending),) if ending in TERMINAL_ACTIONS else ()
    nearer = sorted(
        {
            transition.to
            for transition in task.states[state].transitions
            if 0 <= transition.to < len(distances) and distances[transition.to] < here
        }
    )
    return tuple(
        dict.fromkeys(index for to in nearer for index in _edge_labels(actions, task, state, to))
    )


def _own_step_index(actions: DiscreteActions, task: Task, state: int, labels: Sequence[int]) -> int:
    """The label that is the state's own step when it is one (the path's action), else the
    first label."""
    step = task.steps[state]
    if step.target is not None:
        own = actions.indices_for(step.action, step.target, (step.text, *step.accept))
        for index in own:
            if index in labels:
                return index
    return labels[0]


def walk_path(
    task: Task, path: str, states: Sequence[int], bundles_root: Path | None = None, seed: int = 0
) -> PathWalk:
    """Walk one captured path through the RL wrappers (see the module docstring)."""
    env, actions = expert_env(task, bundles_root)
    demonstrations: list[Demonstration] = []
    scores = None
    try:
        observation, info = env.reset(seed=seed)
        for position, state in enumerate(states):
            if info["state_index"] != state:
                raise RuntimeError(
                    f"{task.id} path {path}: the walk is in state {info['state_index']}, "
                    f"expected {state}"
                )
            step = task.steps[state]
            last = position == len(states) - 1
            if last and step.action in TERMINAL_ACTIONS:
                labels = (getattr(actions.codec, step.action),)
                gap = ""
            elif last:
                labels, gap = (), f"the path ends in state {state} without an ending step"
            else:
                labels = _edge_labels(actions, task, state, states[position + 1])
                gap = "" if labels else _gap(task, state, states[position + 1])
            demonstrations.append(Demonstration(task.id, path, state, observation, labels, gap))
            if not labels:
                break
            index = labels[0] if last else _own_step_index(actions, task, state, labels)
            observation, _, terminated, truncated, info = env.step(index)
            if terminated or truncated:
                if last:
                    scores = info["scores"]
                break
    finally:
        env.close()
    return PathWalk(task.id, path, len(states), tuple(demonstrations), scores)


def expert_env(task: Task, bundles_root: Path | None = None) -> tuple[gym.Env, DiscreteActions]:
    """A replay env of ``task`` with the RL wrappers, and its :class:`DiscreteActions` layer
    (which the expert's labels are indices of)."""
    from nexui_gym.wrappers import RL_OBS_KEYS, rl_wrappers

    env = rl_wrappers(
        NeXUIEnv(task=task, bundles_root=bundles_root, expose_fields=True, obs_keys=RL_OBS_KEYS)
    )
    layer = env
    while not isinstance(layer, DiscreteActions):
        layer = layer.env
    return env, layer


def _gap(task: Task, state: int, following: int) -> str:
    """What the path does in ``state`` that no index expresses, for the coverage report."""
    kinds = sorted(
        {
            f"{option.kind} {list(option.values)[:1] or ''}".strip()
            for transition in task.states[state].transitions
            if transition.to == following
            for option in transition.actions
        }
    )
    return f"state {state}: {'; '.join(kinds)}"


def task_paths(task: Task) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Every captured path of a task as ``(name, states)`` (the reference alone when the bundle
    lists none)."""
    if task.paths:
        return tuple((captured.name, captured.states) for captured in task.paths)
    return (("reference", tuple(range(task.reference_length))),)


def walk_task(task: Task, bundles_root: Path | None = None, seed: int = 0) -> tuple[PathWalk, ...]:
    return tuple(
        walk_path(task, name, states, bundles_root, seed) for name, states in task_paths(task)
    )


def demonstrations(
    task_ids: Iterable[str], bundles_root: Path | None = None, seed: int = 0
) -> Iterator[Demonstration]:
    """The labelled states of every captured path of these tasks (unlabelled ones left out)."""
    for task_id in task_ids:
        for walk in walk_task(load_task(task_id, bundles_root), bundles_root, seed):
            yield from (d for d in walk.demonstrations if d.labels)


@dataclass(frozen=True)
class Coverage:
    """How much of a split the RL action space expresses."""

    split: str
    tasks: int
    #: Tasks whose reference path can be walked to its ending with RL indices.
    reference_covered: int
    #: Tasks with at least one captured path that can.
    any_path_covered: int
    #: Path steps (endings included, over every captured path) that have a label.
    steps: int
    steps_covered: int
    #: Tasks where a covered path, replayed to its end, succeeds (the template ending included).
    replay_success: int
    #: ... and succeeds strictly (never off the graph, no critical violation).
    replay_strict_success: int
    #: ``task id: first gap`` for the tasks whose reference path is not covered.
    gaps: tuple[str, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "split": self.split,
            "tasks": self.tasks,
            "reference_covered": self.reference_covered,
            "any_path_covered": self.any_path_covered,
            "steps": self.steps,
            "steps_covered": self.steps_covered,
            "replay_success": self.replay_success,
            "replay_strict_success": self.replay_strict_success,
            "gaps": list(self.gaps),
        }


def coverage(
    split: str, bundles_root: Path | None = None, task_ids: Sequence[str] | None = None
) -> Coverage:
    """Walk every captured path of every task of ``split`` (or of ``task_ids``) through the RL
    action space and count what it expresses (see :class:`Coverage`)."""
    ids = list(task_ids) if task_ids else [e.id for e in select(load_index(bundles_root), split)]
    reference = any_path = steps = covered_steps = success = strict = 0
    gaps = []
    for task_id in ids:
        walks = walk_task(load_task(task_id, bundles_root), bundles_root)
        reference += walks[0].covered
        any_path += any(walk.covered for walk in walks)
        for walk in walks:
            steps += walk.steps
            covered_steps += sum(bool(d.labels) for d in walk.demonstrations)
        finished = [walk.scores for walk in walks if walk.scores is not None]
        success += any(scores["passed"] for scores in finished)
        strict += any(scores["strict_success"] for scores in finished)
        if not walks[0].covered:
            gap = next((d.gap for d in walks[0].demonstrations if d.gap), "the run ended early")
            gaps.append(f"{task_id}: {gap}")
    return Coverage(
        split, len(ids), reference, any_path, steps, covered_steps, success, strict, tuple(gaps)
    )
