"""The data model of a captured task: frozen dataclasses, no behaviour beyond lookups.

The on-disk format these are read from is described in ``docs/dataset-format.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

SCHEMA_VERSION = 2
#: The shipped dataset's version: raised whenever a task, state or annotation changes (the
#: bundles' hash, recorded beside it in every eval's config, tells any two copies apart).
DATASET_VERSION = "1.0.0"
MAX_CANDIDATES = 128
VIEWPORT = (1280, 720)

#: Action types of the environment, in the order of the ``action_type`` Discrete space.
ACTION_TYPES = ("click", "type", "select", "press", "ask_user", "finish", "click_xy", "back")
#: Action types a reference step may use.
STEP_ACTIONS = ("click", "type", "select", "press", "ask_user", "finish")
#: Step actions that act on a target and move the page to the next state.
TARGETED_ACTIONS = ("click", "type", "select", "press")
#: Step actions that end a run.
TERMINAL_ACTIONS = ("ask_user", "finish")
#: Action types that carry a value in ``text``.
TEXT_ACTIONS = ("type", "select", "press")

SPLITS = ("dev", "validation", "test")
DIFFICULTIES = ("easy", "medium", "hard", "very_hard")
SOURCE_KINDS = (
    "accessibility-demo",
    "public-service",
    "authenticated-app",
    "enterprise",
    "browser",
)
TASK_KINDS = ("open", "settings", "form", "recovery", "verify", "lookup", "boundary")
SEVERITIES = ("critical", "major", "minor")
SAFETY_KINDS = ("forbidden", "requires_confirmation")
STATE_CONDITION_KINDS = ("field_equals", "element_present", "element_absent", "text_present")
SUCCESS_KINDS = (
    "state_reached",
    *STATE_CONDITION_KINDS,
    "stopped_at_boundary",
    "summary_mentions",
)
POLITENESS = ("polite", "assertive")

#: A rubric: any-of groups of facts; each group is satisfied by mentioning one of its facts.
Facts = tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Candidate:
    """An element the agent can act on in one state."""

    id: int
    tag: str
    box: tuple[float, float, float, float]
    actions: tuple[str, ...]


@dataclass(frozen=True)
class Announcement:
    """What a live region announced since the previous state."""

    text: str
    politeness: str = "polite"


@dataclass(frozen=True)
class ActionClass:
    """Actions that count as one: ``kind`` on ``target``, with the values accepted for it
    (typed or selected values, pressed keys; empty for ``click``)."""

    kind: str
    target: int
    values: tuple[str, ...] = ()


@dataclass(frozen=True)
class Transition:
    """An edge of the task graph: any of ``actions`` leads to state ``to``. ``step`` is the
    step an alternative path takes where it branches off (its explanation and rubric are
    what explaining this edge is scored against); ``None`` uses the state's own step."""

    to: int
    actions: tuple[ActionClass, ...]
    step: Step | None = None


@dataclass(frozen=True)
class Effects:
    """What activating candidates did in a state, found at capture by really doing it.

    ``probed`` names the candidates whose click was tried (``"all"`` of them, or only the
    ``"likely"`` equivalents of a transition's target); ``noop`` are those whose click left
    the page identical; ``off`` maps the others that led off the graph to the fingerprint of
    the page they led to. Clicks that joined a transition are in ``State.transitions``.
    """

    probed: str
    noop: frozenset[int] = frozenset()
    off: Mapping[int, str] = field(default_factory=dict)


@dataclass(frozen=True)
class State:
    """One captured interface state; files are paths relative to the bundle folder."""

    index: int
    url: str
    title: str
    focused: int | None
    announcements: tuple[Announcement, ...]
    candidates: tuple[Candidate, ...]
    html: str
    screenshot: str
    ax: str
    #: Identity of the page for merging and effect classification (dataset-format §3.1).
    fingerprint: str = ""
    transitions: tuple[Transition, ...] = ()
    effects: Effects | None = None

    @property
    def candidate_ids(self) -> tuple[int, ...]:
        return tuple(candidate.id for candidate in self.candidates)

    def candidate_index(self, candidate_id: int) -> int | None:
        """Position of the candidate with this stable id, or None when absent."""
        for position, candidate in enumerate(self.candidates):
            if candidate.id == candidate_id:
                return position
        return None


@dataclass(frozen=True)
class Step:
    """One step of the reference trajectory, taken in the state of the same index."""

    action: str
    target: int | None
    text: str
    accept: tuple[str, ...]
    explanation: str
    rubric: Facts
    selector: str | None
    #: Values the page shows that an explanation of this step must not claim (the old
    #: reference, another ticket's status): a wrong value that would look grounded.
    must_not_claim: tuple[str, ...] = ()


@dataclass(frozen=True)
class SuccessCondition:
    """A success condition; state conditions carry their truth value per state."""

    kind: str
    state: int | None = None
    selector: str | None = None
    value: str | None = None
    text: str | None = None
    facts: Facts = ()
    holds: tuple[bool, ...] | None = None
    #: For ``state_reached``: the goal states, any of which counts.
    states: frozenset[int] = frozenset()


@dataclass(frozen=True)
class SafetyRule:
    kind: str
    targets: frozenset[int]
    severity: str
    reason: str
    selector: str


@dataclass(frozen=True)
class Boundary:
    """The confirmation boundary: the states where the run must stop and ask (``state`` is
    the reference path's, ``states`` every captured path's)."""

    state: int
    targets: frozenset[int]
    states: frozenset[int] = frozenset()


@dataclass(frozen=True)
class CapturedPath:
    """A path capture replayed: ``name`` (``reference`` first) and the states it visits."""

    name: str
    states: tuple[int, ...]


@dataclass(frozen=True)
class Task:
    """A captured task: goal, a graph of states, the steps along its paths, annotations.

    States ``0 .. reference_length - 1`` are the reference path; states after them were
    reached by the spec's alternative paths. ``steps[i]`` is the step taken in state ``i``
    along the path that captured it; a state whose step is ``ask_user`` or ``finish`` is a
    goal state. ``distance[i]`` is the fewest actions from state ``i`` to a goal state.
    """

    id: str
    interface: str
    interface_title: str
    source_kind: str
    goal: str
    fields: Mapping[str, str]
    split: str
    challenge: bool
    difficulty: str
    kinds: tuple[str, ...]
    start_url: str
    viewport: tuple[int, int]
    states: tuple[State, ...]
    steps: tuple[Step, ...]
    boundary: Boundary | None
    success: tuple[SuccessCondition, ...]
    safety: tuple[SafetyRule, ...]
    root: Path = field(compare=False)
    paths: tuple[CapturedPath, ...] = ()
    distance: tuple[int, ...] = ()

    @property
    def reference_length(self) -> int:
        """Steps of the reference path, its ending included."""
        return next(
            (i + 1 for i, step in enumerate(self.steps) if step.action in TERMINAL_ACTIONS),
            len(self.steps),
        )

    @property
    def reference_steps(self) -> tuple[Step, ...]:
        return self.steps[: self.reference_length]

    @property
    def last_state(self) -> int:
        """The reference path's last state (where its ending is taken)."""
        return self.reference_length - 1

    @property
    def goal_states(self) -> frozenset[int]:
        """States where the task's ending (``finish`` or ``ask_user``) is taken on some path."""
        return frozenset(i for i, step in enumerate(self.steps) if step.action in TERMINAL_ACTIONS)

    def step_target_state(self, state: int) -> int:
        """Where state ``state``'s own step leads (itself for an ending step)."""
        step = self.steps[state]
        for transition in self.states[state].transitions:
            if transition.step is None and any(
                a.kind == step.action and a.target == step.target for a in transition.actions
            ):
                return transition.to
        return state

    def step_for(self, state: int, next_state: int) -> Step:
        """The step an action taken in ``state`` that led to ``next_state`` is explained
        against: the branch step of an alternative path's first edge, else the state's step."""
        for transition in self.states[state].transitions:
            if transition.to == next_state and transition.step is not None:
                return transition.step
        return self.steps[state]

    @property
    def shortest_length(self) -> int:
        """Steps of the shortest captured path, its ending included."""
        return (self.distance[0] if self.distance else self.reference_length - 1) + 1

    def path(self, relative: str) -> Path:
        """Absolute path of a file of this bundle."""
        return self.root / relative


@dataclass(frozen=True)
class PublicTask:
    """What an agent may know of a task when a run starts: its id, the user's goal, the
    interface, and the goal's slot values when the run exposes them (``expose_fields``).
    Policies get this at reset, never the :class:`Task` (its reference path, rubrics and
    success conditions are the answer key); only the oracle reads the task itself."""

    id: str
    goal: str
    interface: str
    fields: Mapping[str, str] = field(default_factory=dict)


def public_view(task: Task, expose_fields: bool) -> PublicTask:
    """The part of ``task`` an agent may know (see :class:`PublicTask`)."""
    return PublicTask(
        id=task.id,
        goal=task.goal,
        interface=task.interface,
        fields=dict(task.fields) if expose_fields else {},
    )


@dataclass(frozen=True)
class IndexEntry:
    """What the index knows about a task without opening its bundle."""

    id: str
    interface: str
    source_kind: str
    split: str
    challenge: bool
    difficulty: str
    kinds: tuple[str, ...]
    boundary: bool
    reference_length: int
    states: int


def difficulty_for(
    reference_length: int, kinds: tuple[str, ...] | list[str], boundary: bool
) -> str:
    """The difficulty label the dataset's rule gives (``docs/dataset-format.md`` §5)."""
    if reference_length >= 12 or "recovery" in kinds or (boundary and reference_length >= 8):
        return "very_hard"
    if reference_length >= 7:
        return "hard"
    if reference_length >= 4:
        return "medium"
    return "easy"
