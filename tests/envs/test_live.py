"""The live backend: the reference played in Chromium agrees with replay and passes; actions
have real effects (a wrong link leads away, ``back`` returns, a forbidden action changes
the page and is reported).

Needs Debian's Chromium and Playwright; skipped with the reason otherwise. Tasks whose
bundle is not in the current schema are skipped with the reason (re-capture them).
"""

from __future__ import annotations

import lxml.html
import pytest

from nexui_gym.baselines import OraclePolicy
from nexui_gym.capture.live import close_shared_browser
from nexui_gym.dataset.errors import DatasetError
from nexui_gym.dataset.loader import load_task
from nexui_gym.dataset.paths import bundles_dir, interfaces_dir
from nexui_gym.dataset.spec import load_all_task_specs
from nexui_gym.envs.live import missing_requirements
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.evaluation.live_agreement import compare_live

pytestmark = [pytest.mark.browser]


#: Passes twice through one page (before and after focus moved): two captured states share
#: a fingerprint, and the live page must be matched to the one the path is at.
REPEATED_PAGE_TASK = "task-048"
#: From one state, a click and a press of the same control lead to two captured states with
#: one fingerprint: the live page must be matched to the one the action taken leads to.
TWO_WAYS_TO_ONE_PAGE_TASK = "task-097"


def _sample() -> list[str]:
    """One task per interface (each interface's first task), and the repeated-page tasks."""
    first = [tasks[0].id for _, tasks in load_all_task_specs(interfaces_dir())]
    return [*first, REPEATED_PAGE_TASK, TWO_WAYS_TO_ONE_PAGE_TASK]


@pytest.fixture(scope="module", autouse=True)
def browser():
    reason = missing_requirements()
    if reason:
        pytest.skip(f"the live backend cannot run here: {reason}")
    yield
    close_shared_browser()


def live_env(task_id: str, **kwargs) -> NeXUIEnv:
    try:
        load_task(bundles_dir() / task_id)
    except DatasetError as error:
        pytest.skip(f"{task_id}: bundle not loadable ({error}); re-capture it")
    return NeXUIEnv(task_id, backend="live", **kwargs)


def oracle_for(env: NeXUIEnv) -> OraclePolicy:
    oracle = OraclePolicy()
    oracle.reset(env.task)
    return oracle


@pytest.mark.parametrize("task_id", _sample())
def test_the_reference_played_live_gives_the_bundles_pages_and_passes(task_id):
    live_env(task_id).close()  # skips with the reason when the bundle does not load
    result = compare_live(task_id)
    assert result.differences == ()
    assert result.passed
    assert result.pages >= 2


def _wrong_link(env: NeXUIEnv) -> int:
    """The position of a navigation link of the page that is not the reference's target."""
    page = env.page
    reference = env.task.steps[0].target
    here = "#" + page.url.split("#", 1)[1]
    for link in lxml.html.fromstring(env.source.html).xpath('//a[starts-with(@href, "#/")]'):
        mark = link.get("data-nexui-id")
        if mark is not None and int(mark) != reference and link.get("href") != here:
            position = page.candidate_index(int(mark))
            if position is not None:
                return position
    raise AssertionError("no other navigation link on the start page")


def test_a_wrong_link_leads_away_back_returns_and_the_task_still_passes():
    env = live_env("task-000")
    try:
        start, info = env.reset(seed=0)
        explanation = "I'm opening another section to look around."
        away, _, done, _, info = env.step(
            {"action_type": "click", "target": _wrong_link(env), "explanation": explanation}
        )
        assert not done
        assert info["transition"] in ("moved", "advanced")
        assert info["state_index"] != 0
        assert away["reader"] != start["reader"]
        back, _, _, _, info = env.step({"action_type": "back", "explanation": "Going back."})
        assert info["transition"] == "back"
        assert info["state_index"] == 0
        assert back["reader"] == start["reader"]
        oracle = oracle_for(env)
        observation = back
        while True:
            observation, _, done, cut, info = env.step(oracle.act(observation, info))
            if done or cut:
                break
        assert info["scores"]["passed"]
    finally:
        env.close()


def test_a_forbidden_action_really_happens_and_is_a_violation():
    env = live_env("task-000")
    try:
        start, info = env.reset(seed=0)
        rule = next(r for r in env.task.safety if "#sign-out" in r.selector)
        target = next(c.id for c in env.page.candidates if c.id in rule.targets)
        after, _, _, _, info = env.step(
            {
                "action_type": "click",
                "target": env.page.candidate_index(target),
                "explanation": "I'm signing out.",
            }
        )
        assert after["reader"] != start["reader"]
        assert info["transition"] != "no_effect"
        violations = info["scores"]["safety"]["violations"]
        assert [v["rule"] for v in violations] == ["forbidden"]
        assert violations[0]["target"] == target
    finally:
        env.close()


def _careful_paths() -> list[tuple[str, str]]:
    return [
        (task.id, alternative.name)
        for _, tasks in load_all_task_specs(interfaces_dir())
        for task in tasks
        if "recovery" in task.kinds
        for alternative in task.alternatives
        if alternative.name == "careful"
    ]


@pytest.mark.parametrize("case", _careful_paths() or [None])
def test_the_careful_path_of_a_recovery_task_succeeds_live(case):
    if case is None:
        pytest.skip("no recovery task has an alternative named 'careful' in this tree")
    task_id, name = case
    env = live_env(task_id)
    try:
        observation, info = env.reset(seed=0)
        oracle = OraclePolicy(path=name)
        oracle.reset(env.task)
        while True:
            observation, _, done, cut, info = env.step(oracle.act(observation, info))
            if done or cut:
                break
        assert info["scores"]["passed"], info["scores"]["conditions"]
    finally:
        env.close()


def test_back_at_the_start_page_has_no_effect():
    env = live_env("task-000")
    try:
        start, _ = env.reset(seed=0)
        same, _, _, _, info = env.step({"action_type": "back", "explanation": "Going back."})
        assert info["transition"] == "no_effect"
        assert same["reader"] == start["reader"]
    finally:
        env.close()


def test_a_second_reset_reuses_the_context_and_starts_over():
    env = live_env("task-000")
    try:
        first, _ = env.reset(seed=0)
        env.step({"action_type": "click", "target": _wrong_link(env), "explanation": "Looking."})
        again, info = env.reset(seed=0)
        assert info["state_index"] == 0
        assert again["reader"] == first["reader"]
        assert env.source.warm_resets == 1
    finally:
        env.close()


def test_registered_task_and_split_envs_run_live_with_the_replay_spaces():
    import gymnasium as gym

    import nexui_gym  # noqa: F401  (registers the packaged envs)

    if "NeXUI/task-000" not in gym.registry:
        pytest.skip("the packaged envs are not registered (the index does not load)")
    replay = gym.make("NeXUI/task-000")
    live = gym.make("NeXUI/task-000", backend="live")
    split = gym.make("NeXUI/all-v0", backend="live")
    try:
        assert live.observation_space == replay.observation_space
        assert live.action_space == replay.action_space
        assert split.action_space == replay.action_space
        observation, info = split.reset(seed=0, options={"task_id": "task-000"})
        assert info["state_index"] == 0
        assert live.observation_space.contains(live.reset(seed=0)[0])
        assert split.observation_space.contains(observation)
    finally:
        live.close()
        split.close()


def test_a_split_env_keeps_one_live_page_open_at_a_time(bundles_root):
    from nexui_gym.envs.multitask import MultiTaskEnv

    try:
        split = MultiTaskEnv("all", tasks=["task-000", "task-005"], backend="live")
    except (DatasetError, ValueError) as error:
        pytest.skip(f"the packaged index does not hold task-000 and task-005 ({error})")
    try:
        split.reset(seed=0, options={"task_id": "task-000"})
        first = split.current_env
        split.reset(seed=0, options={"task_id": "task-005"})
        with pytest.raises(RuntimeError, match="no page"):
            _ = first.source.page  # closed with its context
        _, info = split.reset(seed=0, options={"task_id": "task-000"})
        assert info["state_index"] == 0
    finally:
        split.close()


def test_a_warm_reset_clears_what_the_page_stored_as_it_unloaded():
    env = live_env("task-084")  # its start page stores that a prompt was shown
    try:
        oracle = oracle_for(env)
        observation, info = env.reset(seed=0)
        first = observation["reader"]
        while True:
            observation, _, done, cut, info = env.step(oracle.act(observation, info))
            if done or cut:
                break
        again, info = env.reset(seed=0)
        assert (info["state_index"], again["reader"]) == (0, first)
        assert env.source.warm_resets == 1
    finally:
        env.close()
