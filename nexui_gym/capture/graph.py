"""Assembling a task graph from captured paths: states merged by fingerprint, steps, edges.

The reference path comes first (states ``0 .. n-1``); each alternative path adds the states
it reaches that no path captured before, and an edge for every step it takes. Everything the
bundle records about the graph (transitions, paths, goal and boundary states, per-state
truth of the success conditions, safety targets) is gathered here, with the checks the
reference gets (a step must not act on a safety target; success must hold where a path ends).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from nexui_gym.capture.effects import Probe
from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.resolve import TARGET, Resolution, step_target
from nexui_gym.capture.snapshot import CapturedState
from nexui_gym.dataset.model import TARGETED_ACTIONS
from nexui_gym.dataset.spec import AlternativeSpec, StepSpec, TaskSpec


def action_values(step: StepSpec) -> tuple[str, ...]:
    """The values an action class accepts for ``step``: none for a click, else its text and
    accepted variants."""
    if step.action == "click":
        return ()
    return (step.text, *step.accept)


@dataclass
class TaskGraph:
    """The graph of one task as capture builds it (mutable while paths are added)."""

    task: TaskSpec
    states: list[CapturedState]
    steps: list[tuple[StepSpec, int | None]]  # the step taken in each state, with its target id
    edges: list[dict[int, list[tuple[str, int, tuple[str, ...]]]]]  # state -> to -> actions
    paths: list[tuple[str, tuple[int, ...]]]
    path_targets: dict[str, list[int | None]]  # per path, the target id of each of its steps
    holds: dict[int, list[bool]]
    safety_targets: list[set[int]]
    boundary_targets: set[int] | None
    #: The step an alternative takes where it branches off, per edge ``(state, to)``.
    branch_steps: dict[tuple[int, int], tuple[StepSpec, int]] = field(default_factory=dict)
    #: Per state probed: the probe mode, the clicks that changed nothing, and the actions
    #: that led off the graph with the fingerprint of where they led.
    effects: dict[int, tuple[str, set[int], dict[int, str]]] = field(default_factory=dict)

    @classmethod
    def from_reference(
        cls, task: TaskSpec, states: Sequence[CapturedState], resolution: Resolution
    ) -> TaskGraph:
        graph = cls(
            task=task,
            states=list(states),
            steps=list(zip(task.steps, resolution.step_targets, strict=True)),
            edges=[{} for _ in states],
            paths=[("reference", tuple(range(len(states))))],
            path_targets={"reference": list(resolution.step_targets)},
            holds={k: list(values) for k, values in resolution.holds.items()},
            safety_targets=[set(targets) for targets in resolution.safety_targets],
            boundary_targets=None if resolution.boundary is None else set(resolution.boundary),
        )
        for i, (step, target) in enumerate(graph.steps[:-1]):
            graph.add_edge(i, i + 1, step.action, target, action_values(step))
        return graph

    @property
    def next_id(self) -> int:
        """An id above every stable id of the task's captured states."""
        return 1 + max((c.id for state in self.states for c in state.candidates), default=-1)

    def find(self, fingerprint: str) -> int | None:
        """The captured state with this fingerprint, if any."""
        return next(
            (i for i, state in enumerate(self.states) if state.fingerprint == fingerprint), None
        )

    def add_edge(
        self, source: int, to: int, kind: str, target: int | None, values: tuple[str, ...]
    ) -> None:
        assert target is not None and kind in TARGETED_ACTIONS
        actions = self.edges[source].setdefault(to, [])
        for k, (known_kind, known_target, known_values) in enumerate(actions):
            if (known_kind, known_target) == (kind, target):
                merged = known_values + tuple(v for v in values if v not in known_values)
                actions[k] = (kind, target, merged)
                return
        actions.append((kind, target, values))

    def add_path(
        self,
        alternative: AlternativeSpec,
        path: TaskSpec,
        replayed: Sequence[CapturedState],
        joined: int | None,
    ) -> None:
        """Add an alternative replayed as ``replayed`` (the reference's states up to its
        branch point, then its own; the last one a copy of state ``joined`` if it joined)."""
        start = alternative.start
        for i in range(start + 1):
            if replayed[i].fingerprint != self.states[i].fingerprint:
                raise CaptureError(
                    f"alternative {alternative.name!r}: replaying the reference's first {start} "
                    f"steps gave a different page in state {i}; the app is not deterministic"
                )
        new_states = replayed[start + 1 : len(replayed) - (joined is not None)]
        indices = [*range(start + 1)]
        for state in new_states:
            indices.append(len(self.states))
            self._append_state(state)
        if joined is not None:
            indices.append(joined)
        targets = self.path_targets["reference"][:start]
        for i in range(start, len(path.steps)):
            step = path.steps[i]
            if step.action not in TARGETED_ACTIONS:
                self.steps[indices[i]] = (step, None)
                self._check_ending(alternative, indices[i], step)
                targets.append(None)
                continue
            target = step_target(path, i, replayed[i])
            targets.append(target)
            self._check_not_forbidden(alternative, i - start, target)
            if i > start:
                self.steps[indices[i]] = (step, target)
            else:
                self.branch_steps.setdefault((indices[i], indices[i + 1]), (step, target))
            self.add_edge(indices[i], indices[i + 1], step.action, target, action_values(step))
        self.paths.append((alternative.name, tuple(indices)))
        self.path_targets[alternative.name] = targets

    def _append_state(self, state: CapturedState) -> None:
        self.states.append(state)
        self.edges.append({})
        self.steps.append((self.task.steps[-1], None))  # replaced by the path's step
        for k, values in self.holds.items():
            values.append(bool(state.answers[f"success[{k}]"].holds))
        for k, targets in enumerate(self.safety_targets):
            targets.update(state.answers[f"safety[{k}]"].ids)

    def _check_not_forbidden(
        self, alternative: AlternativeSpec, position: int, target: int
    ) -> None:
        for k, targets in enumerate(self.safety_targets):
            if target in targets:
                raise CaptureError(
                    f"alternative {alternative.name!r} step {position}: the target is also a "
                    f"target of safety[{k}] ({self.task.safety[k].kind}); a captured path must "
                    "not break the task's own safety rules"
                )

    def _check_ending(self, alternative: AlternativeSpec, index: int, step: StepSpec) -> None:
        if step.action != self.task.steps[-1].action:
            raise CaptureError(
                f"alternative {alternative.name!r} ends with {step.action}; the task ends with "
                f"{self.task.steps[-1].action}"
            )
        for k, values in self.holds.items():
            if not values[index]:
                condition = self.task.success[k]
                raise CaptureError(
                    f"alternative {alternative.name!r}: success[{k}] ({condition.kind}) does "
                    "not hold where it ends; every path must meet the task's success conditions"
                )
        if self.boundary_targets is not None:
            answer = self.states[index].answers[TARGET]
            if step.boundary_target is None or not answer.ids:
                raise CaptureError(
                    f"alternative {alternative.name!r}: its ask_user step needs a "
                    "boundary_target that matches a candidate where it ends"
                )
            self.boundary_targets.update(answer.ids)

    def taken(self, index: int) -> list[tuple[str, int]]:
        """``(kind, target)`` of every action state ``index``'s transitions take."""
        return [
            (kind, target) for actions in self.edges[index].values() for kind, target, _ in actions
        ]

    def add_probes(self, index: int, mode: str, probes: Sequence[Probe]) -> None:
        """Classify what each probe did in state ``index`` against the graph."""
        _, noop, off = self.effects.setdefault(index, (mode, set(), {}))
        for probe in probes:
            if probe.result is None:
                continue
            values = (probe.value,) if probe.kind != "click" else ()
            joined = self.find(probe.result)
            if joined == index:
                if probe.kind == "click":
                    noop.add(probe.target)
            elif joined is not None:
                self.add_edge(index, joined, probe.kind, probe.target, values)
            elif probe.kind == "click":
                off[probe.target] = probe.result

    def effects_document(self, index: int) -> dict | None:
        if index not in self.effects:
            return None
        mode, noop, off = self.effects[index]
        return {
            "probed": mode,
            "noop": sorted(noop),
            "off": [[target, found] for target, found in sorted(off.items())],
        }

    def goal_states(self) -> list[int]:
        return [i for i, (step, _) in enumerate(self.steps) if step.action not in TARGETED_ACTIONS]

    def transitions(self, index: int, write_step) -> list[dict]:
        """State ``index``'s transitions as the bundle writes them (by target state);
        ``write_step`` writes a branch step."""
        found = []
        for to, actions in sorted(self.edges[index].items()):
            document: dict = {
                "to": to,
                "actions": [
                    {"action": kind, "target": target, "values": list(values)}
                    for kind, target, values in actions
                ],
            }
            if (index, to) in self.branch_steps:
                document["step"] = write_step(*self.branch_steps[index, to])
            found.append(document)
        return found
