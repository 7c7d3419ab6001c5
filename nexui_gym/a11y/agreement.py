"""How far the lxml engine agrees with the Chromium tree stored in each bundle.

Each state's ``NN.ax.json`` (docs/dataset-format.md 3.4) is Chromium's own accessibility
tree. Nodes are matched through their DOM element (``dom_index``); candidates through their
stable id. Role and name agreement is counted over two sets: the state's candidates, and every
named node (a node either tree gives a non-empty name). Each state of :data:`STATES` is
compared on every element both trees expose where either tree reports the state, ``true``
or ``false`` (the engine's ``properties`` use CDP's property names and values). ``nexui
validate --ax`` prints :func:`format_report` of :func:`agreement_report`;
``python -m benchmarks.a11y_patterns`` the same for the pattern pages
(:func:`pattern_report`).

Chromium's CDP role strings mostly are the engine's role names; :data:`CHROMIUM_ROLES` maps
the ones that differ (Chromium's internal CamelCase roles) and every other string is
compared lower-cased.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from nexui_gym.a11y.names import normalise
from nexui_gym.a11y.parse import parse_html
from nexui_gym.a11y.states import STATE_PROPERTIES
from nexui_gym.a11y.tree import AXNode, build_tree

#: CDP role strings whose name in this engine is not simply the lower-cased string.
CHROMIUM_ROLES: Mapping[str, str] = {
    "RootWebArea": "document",
    "LabelText": "label",
    "DisclosureTriangle": "summary",
    "MenuListOption": "option",
    "MathMLMath": "math",
    "img": "image",
    "presentation": "none",
}
#: What a side reports for a node its tree does not have (pruned, ignored or missing).
ABSENT = "(absent)"
#: Chromium nodes with a DOM element that this engine does not model as nodes: the popup of
#: a native select, list markers and line breaks (folded into text here).
_UNMODELLED_CHROMIUM_ROLES = frozenset({"MenuListPopup", "ListMarker", "LineBreak"})
#: Prefix of Chromium's roles for the elements inside ``<math>``, a leaf here.
_MATHML_PREFIX = "MathML"
#: Elements whose nodes CDP's ``getFullAXTree`` reports as ignored though Chromium exposes
#: them to screen readers: the links of an image map (children of their image). The engine's
#: nodes for them are left out of the comparison (docs/text-views.md).
_UNREPORTED_TAGS = frozenset({"area"})


#: The states compared: every state the engine reports in its properties, under CDP's
#: property names (but ``hasPopup`` is ``haspopup``).
STATES = STATE_PROPERTIES
_CHROMIUM_PROPERTIES = {"hasPopup": "haspopup"}
_NO_STATE_COUNTS = ((0, 0),) * len(STATES)


def chromium_role(role: str) -> str:
    """A CDP role string as this engine names the role."""
    return CHROMIUM_ROLES.get(role, role.lower())


@dataclass(frozen=True)
class Mismatch:
    """One node where the engine and Chromium disagree on the role or the name."""

    task: str
    state: int
    scope: str  # "candidate", "named" or "state"
    kind: str  # "role", "name" or a state of STATES
    dom_index: int | None
    nexui_id: int | None
    ours: str
    chromium: str


@dataclass(frozen=True)
class Counts:
    """Agreement counts over candidates and over named nodes."""

    candidates: int = 0
    candidate_roles: int = 0
    candidate_names: int = 0
    named: int = 0
    named_roles: int = 0
    named_names: int = 0
    #: (agreeing, compared) for each state of :data:`STATES`, in that order.
    states: tuple[tuple[int, int], ...] = _NO_STATE_COUNTS

    def __add__(self, other: Counts) -> Counts:
        numbers = (
            getattr(self, name) + getattr(other, name)
            for name in self.__dataclass_fields__
            if name != "states"
        )
        states = tuple(
            (mine[0] + theirs[0], mine[1] + theirs[1])
            for mine, theirs in zip(self.states, other.states, strict=True)
        )
        return Counts(*numbers, states=states)

    def state_rate(self, state: str) -> float:
        """Agreement on one state of :data:`STATES` (1.0 when never compared)."""
        agreeing, compared = self.states[STATES.index(state)]
        return _rate(agreeing, compared)

    @property
    def candidate_role_rate(self) -> float:
        return _rate(self.candidate_roles, self.candidates)

    @property
    def candidate_name_rate(self) -> float:
        return _rate(self.candidate_names, self.candidates)

    @property
    def named_role_rate(self) -> float:
        return _rate(self.named_roles, self.named)

    @property
    def named_name_rate(self) -> float:
        return _rate(self.named_names, self.named)


def _rate(part: int, whole: int) -> float:
    return part / whole if whole else 1.0


@dataclass(frozen=True)
class StateAgreement:
    counts: Counts
    mismatches: tuple[Mismatch, ...] = ()


@dataclass(frozen=True)
class AgreementReport:
    tasks: int
    states: int
    counts: Counts = field(default_factory=Counts)
    mismatches: tuple[Mismatch, ...] = ()


def compare_state(
    html: str | bytes,
    ax_json: Mapping,
    candidate_ids: Sequence[int] | None = None,
    *,
    task: str = "",
    state: int = -1,
) -> StateAgreement:
    """Compare the engine's tree of ``html`` with Chromium's tree ``ax_json`` of that state.

    ``candidate_ids`` are the state's candidates; without them, every stable id either tree
    exposes counts. ``task`` and ``state`` only label the mismatches.
    """
    nodes = ax_json.get("nodes") if isinstance(ax_json, Mapping) else None
    if not isinstance(nodes, list):
        raise ValueError("ax_json: expected an object with a 'nodes' array")
    tree = build_tree(parse_html(html))
    ours_by_element: dict[int, AXNode] = {}
    ours_by_id: dict[int, AXNode] = {}
    for node in tree.walk():
        if node.tag in _UNREPORTED_TAGS:
            continue
        if node.dom_index is not None:
            ours_by_element.setdefault(node.dom_index, node)
        if node.nexui_id is not None:
            ours_by_id.setdefault(node.nexui_id, node)
    theirs_by_element: dict[int, Mapping] = {}
    theirs_by_id: dict[int, Mapping] = {}
    for node in nodes:
        role = node.get("role") or ""
        if role in _UNMODELLED_CHROMIUM_ROLES or (
            role.startswith(_MATHML_PREFIX) and role != "MathMLMath"
        ):
            continue
        if node.get("dom_index") is not None:
            theirs_by_element.setdefault(node["dom_index"], node)
        if node.get("nexui_id") is not None:
            theirs_by_id.setdefault(node["nexui_id"], node)

    mismatches: list[Mismatch] = []
    ids = candidate_ids if candidate_ids is not None else sorted(ours_by_id.keys() | theirs_by_id)
    candidate_roles = candidate_names = 0
    for candidate_id in ids:
        ours, theirs = ours_by_id.get(candidate_id), theirs_by_id.get(candidate_id)
        role_ok, name_ok = _judge(ours, theirs, task, state, "candidate", mismatches)
        candidate_roles += role_ok
        candidate_names += name_ok

    named_elements = {index for index, node in ours_by_element.items() if node.name}
    named_elements |= {index for index, node in theirs_by_element.items() if node.get("name")}
    named_roles = named_names = 0
    for index in sorted(named_elements):
        ours, theirs = ours_by_element.get(index), theirs_by_element.get(index)
        role_ok, name_ok = _judge(ours, theirs, task, state, "named", mismatches)
        named_roles += role_ok
        named_names += name_ok

    states = _compare_states(ours_by_element, theirs_by_element, task, state, mismatches)
    counts = Counts(
        len(ids),
        candidate_roles,
        candidate_names,
        len(named_elements),
        named_roles,
        named_names,
        states,
    )
    return StateAgreement(counts, tuple(mismatches))


def _compare_states(
    ours_by_element: Mapping[int, AXNode],
    theirs_by_element: Mapping[int, Mapping],
    task: str,
    state: int,
    mismatches: list[Mismatch],
) -> tuple[tuple[int, int], ...]:
    """(agreeing, compared) per state over the elements both trees expose."""
    agreeing = [0] * len(STATES)
    compared = [0] * len(STATES)
    for index in sorted(ours_by_element.keys() & theirs_by_element.keys()):
        ours = ours_by_element[index]
        raw = theirs_by_element[index].get("properties") or {}
        theirs = {_CHROMIUM_PROPERTIES.get(name, name): value for name, value in raw.items()}
        for position, name in enumerate(STATES):
            mine = _state_value(name, ours.properties.get(name))
            chromium = _state_value(name, theirs.get(name))
            if mine is None and chromium is None:
                continue
            compared[position] += 1
            if mine == chromium:
                agreeing[position] += 1
            else:
                mismatches.append(
                    Mismatch(
                        task, state, "state", name, index, ours.nexui_id, str(mine), str(chromium)
                    )
                )
    return tuple(zip(agreeing, compared, strict=True))


def _state_value(name: str, value: object) -> str | None:
    """A state's value in one spelling: ``true``/``false`` for booleans (CDP reports
    ``busy`` as 1), else the text lower-cased; None when the state is not reported."""
    if value is None:
        return None
    if value is True or value is False or (name == "busy" and value in (0, 1)):
        return "true" if value else "false"
    return str(value).lower()


def _judge(
    ours: AXNode | None,
    theirs: Mapping | None,
    task: str,
    state: int,
    scope: str,
    mismatches: list[Mismatch],
) -> tuple[bool, bool]:
    """Whether role and name agree for one matched pair; records what disagrees."""
    our_role = ours.role if ours is not None else ABSENT
    their_role = chromium_role(theirs.get("role") or "") if theirs is not None else ABSENT
    our_name = normalise(ours.name) if ours is not None else ""
    their_name = normalise(theirs.get("name") or "") if theirs is not None else ""
    if ours is not None:
        dom_index, nexui_id = ours.dom_index, ours.nexui_id
    elif theirs is not None:
        dom_index, nexui_id = theirs.get("dom_index"), theirs.get("nexui_id")
    else:
        dom_index = nexui_id = None  # absent from both trees: they agree
    role_ok = our_role == their_role
    name_ok = our_name == their_name
    for kind, ok, mine, chromium in (
        ("role", role_ok, our_role, their_role),
        ("name", name_ok, our_name, their_name),
    ):
        if not ok:
            mismatches.append(
                Mismatch(task, state, scope, kind, dom_index, nexui_id, mine, chromium)
            )
    return role_ok, name_ok


def agreement_report(tasks: Iterable) -> AgreementReport:
    """Agreement over every state of the given :class:`~nexui_gym.dataset.model.Task`s."""
    from nexui_gym.dataset.loader import read_ax, read_html

    counts = Counts()
    mismatches: list[Mismatch] = []
    task_count = state_count = 0
    for task in tasks:
        task_count += 1
        for state in task.states:
            state_count += 1
            result = compare_state(
                read_html(task, state),
                read_ax(task, state),
                state.candidate_ids,
                task=task.id,
                state=state.index,
            )
            counts += result.counts
            mismatches.extend(result.mismatches)
    return AgreementReport(task_count, state_count, counts, tuple(mismatches))


def pattern_report(folder: Path) -> AgreementReport:
    """Agreement over the captured pattern pages of ``folder`` (``captured/<name>.html``
    and ``<name>.ax.json``, see ``nexui_gym.capture.patterns``); every stable id counts as
    a candidate. Mismatches are labelled with the page's name."""
    import json

    snapshots = sorted((folder / "captured").glob("*.html"))
    if not snapshots:
        raise ValueError(f"{folder}: no captured pattern pages in {folder / 'captured'}")
    counts = Counts()
    mismatches: list[Mismatch] = []
    for snapshot in snapshots:
        ax_file = snapshot.with_name(f"{snapshot.stem}.ax.json")
        if not ax_file.is_file():
            raise ValueError(f"{snapshot}: Chromium's tree {ax_file.name} is missing")
        result = compare_state(
            snapshot.read_bytes(),
            json.loads(ax_file.read_text(encoding="utf-8")),
            task=snapshot.stem,
            state=0,
        )
        counts += result.counts
        mismatches.extend(result.mismatches)
    return AgreementReport(len(snapshots), len(snapshots), counts, tuple(mismatches))


def format_report(
    report: AgreementReport, max_mismatches: int | None = 50, unit: str = "tasks"
) -> str:
    """The agreement figures and the mismatches (candidates first, states last), as printed
    by ``nexui validate --ax``; ``unit`` names what ``report.tasks`` counts."""
    counts = report.counts
    lines = [
        f"Accessibility tree agreement with Chromium: {report.tasks} {unit}, "
        f"{report.states} states",
        "  candidates:  "
        + _figure("role", counts.candidate_roles, counts.candidates)
        + "   "
        + _figure("name", counts.candidate_names, counts.candidates),
        "  named nodes: "
        + _figure("role", counts.named_roles, counts.named)
        + "   "
        + _figure("name", counts.named_names, counts.named),
    ]
    states = [
        _figure(name, agreeing, compared)
        for name, (agreeing, compared) in zip(STATES, counts.states, strict=True)
        if compared
    ]
    for start in range(0, len(states), 4):
        label = "  states:      " if start == 0 else " " * 15
        lines.append(label + "   ".join(states[start : start + 4]))
    scopes = {"candidate": 0, "named": 1, "state": 2}
    ordered = sorted(report.mismatches, key=lambda m: (scopes[m.scope], m.task, m.state))
    if ordered:
        shown = ordered if max_mismatches is None else ordered[:max_mismatches]
        lines.append(f"Mismatches ({len(shown)} of {len(ordered)} shown):")
        lines.extend(f"  {_mismatch_line(mismatch)}" for mismatch in shown)
    else:
        lines.append("No mismatches.")
    return "\n".join(lines)


def _figure(label: str, part: int, whole: int) -> str:
    return f"{label} {part}/{whole} ({100 * _rate(part, whole):.1f}%)"


def _mismatch_line(mismatch: Mismatch) -> str:
    where = f"{mismatch.task} state {mismatch.state:02d}" if mismatch.task else "state"
    ids = f"dom {mismatch.dom_index}"
    if mismatch.nexui_id is not None:
        ids = f"[{mismatch.nexui_id}] {ids}"
    return (
        f"{where} {mismatch.scope} {ids}: {mismatch.kind} ours {mismatch.ours!r}, "
        f"chromium {mismatch.chromium!r}"
    )
