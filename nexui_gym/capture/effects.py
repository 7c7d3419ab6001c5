"""Classifying what actions really do: each probe is taken in a live replay of its state.

For each state of a captured path, capture takes the probe actions in a page that replays
the path to that state (checked by fingerprint) and records the fingerprint of the page the
action led to. Against the graph that gives an equivalent action (it led to a captured
state), a genuine no-op (the page is identical) or an action that leads off the graph.

Which actions are probed:
- ``likely`` (what the shipped bundles use): for every click a transition takes, the other
  candidates with the same role and name (a quick link beside the navigation link), and
  ``press Enter`` on a transition's link or button target;
- ``all``: the click of every candidate (slow: a replay per action that changes the page).

Replays are saved where they can be: an action that left the page as it was needs no restore,
one that led to the path's next state continues from there, and after one that led elsewhere
the tab goes back in its history; when that gives the state's exact page again (the same
fingerprint: URL, DOM and storage) probing goes on from there, otherwise the path is replayed
from the start in a fresh context.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from nexui_gym.capture import browser as chromium
from nexui_gym.capture import server
from nexui_gym.capture.actions import perform
from nexui_gym.capture.candidates import StableIds
from nexui_gym.capture.errors import CaptureError
from nexui_gym.capture.snapshot import CapturedState, page_fingerprint, settle
from nexui_gym.dataset.spec import InterfaceSpec, TaskSpec

if TYPE_CHECKING:
    from playwright.sync_api import Browser

PROBE_MODES = ("none", "likely", "all")
#: The index of the tab's current session-history entry (Chromium's Navigation API).
HISTORY_INDEX = "() => navigation.currentEntry.index"
#: Roles whose activation Enter performs as a click does (HTML-AAM: links and buttons).
ENTER_ROLES = frozenset({"link", "button"})


@dataclass(frozen=True)
class Probe:
    """An action tried in a state and the fingerprint of the page it led to (``None`` when
    the browser could not take it: the element was not actionable)."""

    kind: str
    target: int
    value: str
    result: str | None


def roles_and_names(state: CapturedState) -> dict[int, tuple[str, str]]:
    """Stable id -> (role, name) from the state's Chromium accessibility tree."""
    nodes = json.loads(state.ax)["nodes"]
    return {
        node["nexui_id"]: (node["role"], node["name"])
        for node in nodes
        if node.get("nexui_id") is not None
    }


def probe_actions(
    state: CapturedState, taken: Sequence[tuple[str, int]], mode: str
) -> list[tuple[str, int, str]]:
    """The ``(kind, target, value)`` actions to probe in ``state``, given the actions its
    transitions already take (``taken``: kind and target)."""
    if mode == "all":
        return [
            ("click", c.id, "")
            for c in state.candidates
            if "click" in c.actions and ("click", c.id) not in taken
        ]
    labels = roles_and_names(state)
    actions: list[tuple[str, int, str]] = []
    for kind, target in taken:
        if kind != "click" or target not in labels:
            continue
        role, name = labels[target]
        if role in ENTER_ROLES:
            actions.append(("press", target, "Enter"))
        if not name.strip():
            continue
        for candidate in state.candidates:
            same = labels.get(candidate.id) == (role, name)
            if same and candidate.id != target and ("click", candidate.id) not in taken:
                actions.append(("click", candidate.id, ""))
    return list(dict.fromkeys(actions))


class PathReplay:
    """A page replaying one captured path, brought back to any of its states on demand."""

    def __init__(
        self,
        browser: Browser,
        interface: InterfaceSpec,
        path: TaskSpec,
        fingerprints: Sequence[str],
        targets: Sequence[int | None],
        candidate_ids: Sequence[tuple[int, ...]],
        id_floor: tuple[int, int] | None = None,
    ) -> None:
        """``id_floor`` is ``(branch, first_id)`` for an alternative: as at its capture, the
        elements first seen after its branch state get ids from ``first_id`` up."""
        self.browser = browser
        self.interface = interface
        self.path = path
        self.fingerprints = fingerprints
        self.targets = targets
        self.candidate_ids = candidate_ids
        self.id_floor = id_floor
        self.context = None
        self.page = None
        self.ids = StableIds()
        self.position: int | None = None  # the path state the page is in, if known
        self.replays = 0
        self.restored = 0  # times history back gave the state's page again

    def at(self, index: int):
        """The page in path state ``index`` (replayed from the start when needed)."""
        if self.position == index:
            return self.page
        if self.position is None or self.position > index:
            self._restart()
        while self.position < index:
            self._advance()
        return self.page

    def take(self, index: int, kind: str, target: int, value: str) -> str | None:
        """Take an action in state ``index``; the fingerprint of the page it led to."""
        from playwright.sync_api import Error as PlaywrightError

        page = self.at(index)
        self.position = None
        try:
            perform(page, kind, target, value)
            settle(page)
        except (CaptureError, PlaywrightError):
            return None
        self._raise_ids(index)
        result, candidates = page_fingerprint(page, self.ids)
        if self._is_state(index, result, candidates):
            self.position = index
        elif index + 1 < len(self.fingerprints) and self._is_state(index + 1, result, candidates):
            self.position = index + 1
        elif result != self.fingerprints[index]:
            self._try_back(index)
        return result

    def _is_state(self, index: int, found: str, candidates) -> bool:
        """The page is path state ``index`` to act on: same fingerprint, and its candidates
        carry the same stable ids (the path's next steps name their targets by id)."""
        return found == self.fingerprints[index] and (
            tuple(c.id for c in candidates) == self.candidate_ids[index]
        )

    def _try_back(self, index: int) -> None:
        """Go back in the tab's history; if that gives state ``index``'s exact page again
        (same fingerprint: URL, DOM, storage), carry on from there instead of replaying."""
        from playwright.sync_api import Error as PlaywrightError

        try:
            if self.page.evaluate(HISTORY_INDEX) == 0:
                return
            self.page.go_back(wait_until="load")
            settle(self.page)
            found, candidates = page_fingerprint(self.page, self.ids)
        except (CaptureError, PlaywrightError):
            return
        if self._is_state(index, found, candidates):
            self.position = index
            self.restored += 1

    def close(self) -> None:
        if self.context is not None:
            self.context.close()
            self.context = self.page = None

    def _restart(self) -> None:
        self.close()
        self.replays += 1
        self.context = chromium.new_context(self.browser)
        server.install(self.context, self.interface.root, self.interface.slug, lambda url: None)
        self.page = self.context.new_page()
        self.page.on("dialog", lambda dialog: dialog.dismiss())
        self.page.goto(server.url_for(self.interface.slug, self.path.start_url), wait_until="load")
        settle(self.page)
        self.ids = StableIds()
        self._check(0)

    def _advance(self) -> None:
        step = self.path.steps[self.position]
        perform(self.page, step.action, self.targets[self.position], step.text)
        settle(self.page)
        self._check(self.position + 1)

    def _raise_ids(self, source: int) -> None:
        """Before marking a page reached by an action in path state ``source``."""
        if self.id_floor is not None and source >= self.id_floor[0]:
            self.ids.next_id = max(self.ids.next_id, self.id_floor[1])

    def _check(self, index: int) -> None:
        if index > 0:
            self._raise_ids(index - 1)
        found, candidates = page_fingerprint(self.page, self.ids)
        if not self._is_state(index, found, candidates):
            raise CaptureError(
                f"replaying to state {index} for effect probes gave a different page "
                f"({found} instead of {self.fingerprints[index]}); the app is not deterministic"
            )
        self.position = index


def probe_path_state(
    replay: PathReplay,
    state: CapturedState,
    position: int,
    taken: Sequence[tuple[str, int]],
    mode: str,
) -> list[Probe]:
    """Probe path state ``position`` (captured as ``state``; ``taken`` are the actions its
    transitions already take)."""
    return [
        Probe(kind, target, value, replay.take(position, kind, target, value))
        for kind, target, value in probe_actions(state, taken, mode)
    ]
