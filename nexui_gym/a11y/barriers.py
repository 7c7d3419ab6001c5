"""Barrier tags: which accessibility barrier each reference step of a task meets.

The tags are **computed** from the captured bundle, not written in the spec: what a screen
reader user meets is a fact of the snapshots, so it is read from them the same way for every
task and cannot drift from the pages. Each step ``i`` (an action on a target, from state
``i`` to state ``i + 1``) gets the tags whose rule holds:

- ``unlabelled-control``: the step's target has no accessible name and no text inside it
  (an icon-only button, an empty box);
- ``custom-widget``: the target has no widget role (``a11y.roles.WIDGET_ROLES``): a
  clickable ``<div>`` or ``<span>``;
- ``visual-only-cue``: the page changed but the reader and accessibility-tree text of the
  two states are identical: the change shows only on screen;
- ``silent-update``: on the same page (URL and title unchanged), content beyond the
  acted-on control changed (two or more lines of the reader text), with no live-region
  announcement and no move of focus;
- ``focus-loss``: a control had focus before the step and nothing has it after (focus fell
  back to the document);
- ``error-not-announced``: a control became invalid but nothing was announced and focus
  is not on an invalid control.

The final ``ask_user`` / ``finish`` step acts on nothing and meets no barrier.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Iterable, Mapping

from nexui_gym.a11y.roles import WIDGET_ROLES
from nexui_gym.a11y.views import CandidateInfo, StateViews, build_views
from nexui_gym.dataset.loader import read_html
from nexui_gym.dataset.model import TARGETED_ACTIONS, Task

BARRIER_TAGS = (
    "unlabelled-control",
    "custom-widget",
    "visual-only-cue",
    "silent-update",
    "focus-loss",
    "error-not-announced",
)
#: Changed reader lines from which an update reaches beyond the acted-on control.
SILENT_UPDATE_LINES = 2


def state_views(task: Task, index: int) -> StateViews:
    state = task.states[index]
    return build_views(
        read_html(task, state),
        state.candidate_ids,
        state.focused,
        tuple((a.politeness, a.text) for a in state.announcements),
    )


def step_barriers(task: Task) -> tuple[frozenset[str], ...]:
    """The barrier tags of each reference step, in step order."""
    views = [state_views(task, i) for i in range(len(task.states))]
    return tuple(
        _tags(task, i, views[i], views[i + 1])
        if step.action in TARGETED_ACTIONS and i + 1 < len(views)
        else frozenset()
        for i, step in enumerate(task.steps)
    )


def _tags(task: Task, i: int, before: StateViews, after: StateViews) -> frozenset[str]:
    old, new = task.states[i], task.states[i + 1]
    target = _info(before, task.steps[i].target)
    tags = set()
    if target is not None and not target.name and not target.content:
        tags.add("unlabelled-control")
    if target is not None and target.role not in WIDGET_ROLES:
        tags.add("custom-widget")
    if (before.reader, before.axtree) == (after.reader, after.axtree):
        tags.add("visual-only-cue")
    elif (
        (old.url, old.title) == (new.url, new.title)
        and not new.announcements
        and old.focused == new.focused
        and changed_lines(before.reader, after.reader) >= SILENT_UPDATE_LINES
    ):
        tags.add("silent-update")
    if old.focused is not None and new.focused is None:
        tags.add("focus-loss")
    if _newly_invalid(before, after) and not new.announcements:
        focused = _info(after, new.focused)
        if focused is None or "invalid" not in focused.states:
            tags.add("error-not-announced")
    return frozenset(tags)


def changed_lines(old: str, new: str) -> int:
    """Lines of ``new`` replaced or added, or of ``old`` removed, whichever is more."""
    matcher = difflib.SequenceMatcher(a=old.splitlines(), b=new.splitlines(), autojunk=False)
    removed = added = 0
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        if tag != "equal":
            removed += a1 - a0
            added += b1 - b0
    return max(removed, added)


def _info(views: StateViews, candidate_id: int | None) -> CandidateInfo | None:
    if candidate_id is None:
        return None
    return next((info for info in views.candidate_info if info.id == candidate_id), None)


def _newly_invalid(before: StateViews, after: StateViews) -> bool:
    was = {info.id for info in before.candidate_info if "invalid" in info.states}
    return any("invalid" in info.states and info.id not in was for info in after.candidate_info)


def task_barriers(task: Task) -> Counter[str]:
    """How many steps of ``task`` meet each barrier."""
    return Counter(tag for tags in step_barriers(task) for tag in tags)


def barriers_by_interface(tasks: Iterable[Task]) -> dict[str, Counter[str]]:
    """Steps meeting each barrier, summed over the tasks of each interface."""
    totals: dict[str, Counter[str]] = {}
    for task in tasks:
        totals.setdefault(task.interface, Counter()).update(task_barriers(task))
    return totals


def format_barriers(counts: Mapping[str, Counter[str]]) -> str:
    """Steps meeting each barrier tag (``nexui_gym.a11y.barriers``), one row per interface."""
    width = max([len("interface"), *(len(name) for name in counts)])
    header = f"{'interface':<{width}}  " + "  ".join(BARRIER_TAGS)
    total: Counter[str] = sum(counts.values(), Counter())
    rows = [_row(name, counts[name], width) for name in sorted(counts)]
    rows.append(_row("total", total, width))
    title = "barrier tags: reference steps meeting each barrier (computed from the snapshots)"
    return "\n".join([title, header, "-" * len(header), *rows])


def _row(name: str, counts: Counter[str], width: int) -> str:
    return f"{name:<{width}}  " + "  ".join(f"{counts[tag]:>{len(tag)}}" for tag in BARRIER_TAGS)
