"""Live sessions: the reference played in Chromium gives the bundle's states; actions are real.

Needs Debian's Chromium and Playwright; skipped with the reason otherwise.
"""

from __future__ import annotations

import lxml.html
import pytest

from nexui_gym.capture.images import encode_screenshot
from nexui_gym.capture.live import LiveSession, close_shared_browser, play_reference
from nexui_gym.capture.resolve import queries_for
from nexui_gym.dataset.loader import load_task
from nexui_gym.dataset.model import TARGETED_ACTIONS
from nexui_gym.dataset.paths import bundles_dir, interfaces_dir
from nexui_gym.dataset.spec import load_all_task_specs
from tests.capture.conftest import skip_without_browser

pytestmark = [pytest.mark.browser]


@pytest.fixture(scope="module")
def specs():
    skip_without_browser()
    found = {
        task.id: (interface, task)
        for interface, tasks in load_all_task_specs(interfaces_dir())
        for task in tasks
    }
    yield found
    close_shared_browser()


def play_bundle_steps(interface, spec):
    """Every state of the reference path, played live with the bundle's stable ids."""
    with LiveSession(interface) as session:
        states = [session.reset(spec.start_url, queries_for(spec, 0))]
        bundle = load_task(bundles_dir() / spec.id)
        for index, step in enumerate(bundle.reference_steps[:-1]):
            assert step.action in TARGETED_ACTIONS
            states.append(
                session.act(
                    step.action,
                    step.target,
                    step.text,
                    queries_for(spec, index + 1),
                )
            )
    return bundle, states


@pytest.mark.parametrize("task_id", ["task-000", "task-003"])
def test_playing_the_reference_live_gives_the_bundles_snapshots(specs, task_id):
    bundle, states = play_bundle_steps(*specs[task_id])
    reference = bundle.states[: bundle.reference_length]
    assert len(states) == len(reference)
    for captured, live in zip(reference, states, strict=True):
        # Bundles store each snapshot with a final newline (capture.bundle.write_bundle).
        assert live.html + "\n" == bundle.path(captured.html).read_text(encoding="utf-8")
        assert live.candidates == captured.candidates
        assert live.title == captured.title


def test_a_wrong_link_really_leads_away_and_back_returns(specs):
    interface, spec = specs["task-000"]
    bundle = load_task(bundles_dir() / "task-000")
    with LiveSession(interface) as session:
        start = session.reset(spec.start_url)
        reference = bundle.steps[0].target
        links = lxml.html.fromstring(start.html).xpath('//a[starts-with(@href, "#/")]')
        here = "#" + start.url.split("#", 1)[1]
        other = next(
            int(link.get("data-nexui-id"))
            for link in links
            if link.get("data-nexui-id") not in (None, str(reference)) and link.get("href") != here
        )
        away = session.act("click", other)
        assert away.html != start.html
        assert away.url != start.url
        back = session.back()
        assert back.url == start.url
        assert session.back().url == start.url  # the first page: back stays in the interface


def test_a_warm_reset_gives_the_states_of_a_new_context(specs):
    interface, spec = specs["task-005"]
    with LiveSession(interface) as fresh:
        expected = play_reference(fresh, spec)
    assert expected[-1].storage != expected[0].storage  # the path writes what a reset forgets
    with LiveSession(interface) as warm:
        play_reference(warm, spec)
        context = warm._context
        again = play_reference(warm, spec, fresh=False)
        assert warm._context is context
    assert again == expected  # every field of every state, screenshots included


def test_a_warm_reset_starts_the_history_at_the_start_page(specs):
    interface, spec = specs["task-005"]
    with LiveSession(interface) as session:
        play_reference(session, spec)
        start = session.reset(spec.start_url, fresh=False)
        assert session.back().url == start.url


def test_the_light_mode_keeps_the_pixels_on_demand_and_skips_the_accessibility_tree(specs):
    interface, spec = specs["task-000"]
    with LiveSession(interface) as recording, LiveSession(interface, light=True) as seeing:
        bundled = recording.reset(spec.start_url)
        observed = seeing.reset(spec.start_url)
        pixels = seeing.screenshot()
    assert observed.screenshot == b"" and observed.ax == "" and bundled.ax
    assert encode_screenshot(pixels) == bundled.screenshot
    assert (observed.html, observed.candidates, observed.storage) == (
        bundled.html,
        bundled.candidates,
        bundled.storage,
    )


def test_acting_before_reset_says_what_to_do():
    from nexui_gym.capture.errors import CaptureError

    session = LiveSession(interface=None)
    with pytest.raises(CaptureError, match="call reset"):
        session.act("click", 0)
