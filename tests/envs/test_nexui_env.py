"""NeXUIEnv: spaces, dynamics, episode end, info and determinism on the fixture bundles."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from nexui_gym.dataset.model import ACTION_TYPES, MAX_CANDIDATES
from nexui_gym.envs.nexui_env import NeXUIEnv, step_limit
from nexui_gym.envs.spaces import OBSERVATION_KEYS
from tests.helpers import candidate_position, reference_action

INFO_KEYS = {
    "task_id",
    "state_index",
    "step",
    "action_valid",
    "action_error",
    "transition",
    "scores",
    "reward_terms",
    "expose_fields",
}


def replay_reference(env: NeXUIEnv):
    """Run the reference trajectory; returns the list of step results."""
    env.reset(seed=0)
    results = []
    for index in range(env.task.reference_length):
        results.append(env.step(reference_action(env.task, index)))
    return results


def test_check_env_passes(paperless_env):
    check_env(paperless_env, skip_render_check=True)


def test_observation_space_has_every_key_and_shapes(paperless_env):
    space = paperless_env.observation_space
    assert set(space.spaces) == set(OBSERVATION_KEYS)
    assert space["screenshot"].shape == (720, 1280, 3)
    assert space["candidate_ids"].shape == (MAX_CANDIDATES,)
    assert space["candidate_boxes"].shape == (MAX_CANDIDATES, 4)


def test_reset_observation_is_in_space(paperless_env):
    observation, info = paperless_env.reset(seed=1)
    assert paperless_env.observation_space.contains(observation)
    assert info["state_index"] == 0 and info["transition"] == "reset"


def test_candidate_arrays_describe_the_state(paperless_env, paperless_task):
    observation, _ = paperless_env.reset()
    state = paperless_task.states[0]
    count = len(state.candidates)
    assert observation["candidate_ids"][:count].tolist() == list(state.candidate_ids)
    assert (observation["candidate_ids"][count:] == -1).all()
    assert observation["candidate_mask"].sum() == count
    x, y, w, h = state.candidates[0].box
    assert observation["candidate_boxes"][0] == pytest.approx(
        [x / 1280, y / 720, w / 1280, h / 720]
    )


def test_reference_replay_reaches_last_state_and_ends(paperless_env):
    results = replay_reference(paperless_env)
    *_, (observation, reward, terminated, truncated, info) = results
    assert terminated and not truncated
    assert info["state_index"] == paperless_env.task.last_state
    assert [r[4]["transition"] for r in results] == ["advanced"] * 3 + ["terminal"]


def test_reference_replay_passes(paperless_env, payment_env):
    for env in (paperless_env, payment_env):
        info = replay_reference(env)[-1][4]
        assert info["scores"]["success"] and info["scores"]["passed"], info["scores"]["conditions"]
        assert info["scores"]["efficiency"] == 1.0


def test_off_path_action_is_not_carried_out_and_says_so(paperless_env, paperless_task):
    paperless_env.reset()
    help_link = candidate_position(paperless_task, 0, 3)
    observation, _, terminated, truncated, info = paperless_env.step(
        {"action_type": 0, "target": help_link, "explanation": "Opening help."}
    )
    assert info["transition"] == "off_path" and info["state_index"] == 0
    assert not terminated and not truncated and info["step"] == 1
    assert observation["last_action_result"].startswith("Not carried out")
    assert "change" not in observation["last_action_result"]
    assert "Step 1: click [3]" in observation["history"]


def test_a_probed_no_op_says_nothing_happened(paperless_env, paperless_task):
    paperless_env.reset()
    bank_name = candidate_position(paperless_task, 0, 0)
    observation, _, _, _, info = paperless_env.step({"action_type": 0, "target": bank_name})
    assert info["transition"] == "no_effect" and info["state_index"] == 0
    assert observation["last_action_result"].startswith("Nothing happened")


def test_typing_where_no_effect_was_probed_is_not_claimed_to_change_nothing(
    paperless_env, paperless_task
):
    paperless_env.reset()
    paperless_env.step(reference_action(paperless_task, 0))
    box = candidate_position(paperless_task, 1, 5)
    observation, _, _, _, info = paperless_env.step(
        {"action_type": "press", "target": box, "text": "a"}
    )
    assert info["transition"] == "off_path"
    assert "did not change" not in observation["last_action_result"]


def test_off_path_end_ends_the_run_as_left_task(bundles_root, paperless_task):
    env = NeXUIEnv("task-900", bundles_root=bundles_root, off_path="end")
    env.reset()
    help_link = candidate_position(paperless_task, 0, 3)
    observation, _, terminated, _, info = env.step({"action_type": 0, "target": help_link})
    assert terminated and info["transition"] == "off_path"
    assert (
        not info["scores"]["passed"]
        and "not part of the recorded task" in (observation["last_action_result"])
    )


def test_an_equivalent_action_advances(paperless_env, paperless_task):
    paperless_env.reset()
    settings = candidate_position(paperless_task, 0, 2)
    _, _, _, _, info = paperless_env.step(
        {"action_type": "press", "target": settings, "text": "Enter"}
    )
    assert info["transition"] == "advanced" and info["state_index"] == 1


def test_a_probe_that_found_the_path_passes_but_not_strictly(paperless_env, paperless_task):
    paperless_env.reset()
    paperless_env.step({"action_type": 0, "target": candidate_position(paperless_task, 0, 3)})
    for index in range(4):
        *_, info = paperless_env.step(reference_action(paperless_task, index))
    scores = info["scores"]
    assert scores["passed"] and not scores["strict_success"]
    assert scores["off_path_actions"] == 1 and scores["first_try_accuracy"] == 0.75


def test_the_reference_passes_strictly_with_every_first_try_on_the_graph(paperless_env):
    *_, info = replay_reference(paperless_env)[-1]
    assert info["scores"]["strict_success"] and info["scores"]["first_try_accuracy"] == 1.0


def test_a_silent_move_reports_nothing_by_default(paperless_env, paperless_task):
    paperless_env.reset()
    paperless_env.step(reference_action(paperless_task, 0))
    observation, *_ = paperless_env.step(reference_action(paperless_task, 1))
    assert observation["last_action_result"] == ""
    assert observation["history"].endswith("(nothing announced)")


def test_perceived_feedback_reports_title_and_announcements(paperless_env, paperless_task):
    paperless_env.reset()
    observation, *_ = paperless_env.step(reference_action(paperless_task, 0))
    assert observation["last_action_result"] == 'Page title: "Settings – Northfield Bank".'
    paperless_env.step(reference_action(paperless_task, 1))
    observation, *_ = paperless_env.step(reference_action(paperless_task, 2))
    assert observation["last_action_result"] == 'Announced (polite): "Settings saved".'


def test_descriptive_feedback_keeps_the_page_changed_text(bundles_root, paperless_task):
    env = NeXUIEnv("task-900", bundles_root=bundles_root, feedback="descriptive")
    env.reset()
    env.step(reference_action(paperless_task, 0))
    observation, *_ = env.step(reference_action(paperless_task, 1))
    assert observation["last_action_result"].startswith("The page changed: now")


@pytest.mark.parametrize(("argument", "value"), [("off_path", "wander"), ("feedback", "loud")])
def test_unknown_graph_modes_name_the_argument(bundles_root, argument, value):
    with pytest.raises(ValueError, match=argument):
        NeXUIEnv("task-900", bundles_root=bundles_root, **{argument: value})


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ({"action_type": 9}, "out of range"),
        ({"action_type": "scroll"}, "unknown"),
        ({"action_type": 0, "target": MAX_CANDIDATES}, "out of range"),
        ({"action_type": 0, "target": 50}, "masked out"),
        ({"action_type": 0, "target": "first"}, "integer"),
        ({"action_type": 1, "target": 0, "text": 25}, "text must be a string"),
        ({"action_type": 6, "coords": [2.0, 0.5]}, "coords"),
        ({"action_type": 0, "colour": "red"}, "unknown action keys"),
        ("click the button", "must be a dict"),
        ({"target": 0}, "no 'action_type'"),
    ],
)
def test_malformed_action_ends_run_with_reason(paperless_env, action, reason):
    paperless_env.reset()
    observation, reward, terminated, truncated, info = paperless_env.step(action)
    assert terminated and not truncated
    assert info["action_valid"] is False and reason in info["action_error"]
    assert info["scores"]["passed"] is False
    assert reward < 0
    assert observation["last_action_result"].startswith("Invalid action:")


def test_step_limit_truncates(paperless_env, paperless_task):
    paperless_env.reset()
    help_link = candidate_position(paperless_task, 0, 3)
    limit = step_limit(paperless_task.reference_length)
    for number in range(1, limit + 1):
        _, _, terminated, truncated, info = paperless_env.step(
            {"action_type": 0, "target": help_link}
        )
        assert not terminated
        assert truncated == (number == limit)
    assert info["scores"]["success"] is False


def test_step_after_end_raises_clear_error(paperless_env):
    paperless_env.reset()
    paperless_env.step({"action_type": "finish", "text": "done"})
    with pytest.raises(RuntimeError, match="call reset"):
        paperless_env.step({"action_type": "finish"})


def test_same_seed_gives_same_episode(bundles_root):
    def run(seed: int):
        env = NeXUIEnv("task-900", bundles_root=bundles_root)
        env.action_space.seed(seed)
        observation, _ = env.reset(seed=seed)
        trace = [observation["reader"]]
        for _ in range(5):
            observation, reward, terminated, truncated, info = env.step(env.action_space.sample())
            trace.append((observation["history"], reward, info))
            if terminated or truncated:
                break
        return trace

    assert run(7) == run(7)


def _explanation_steps(env: NeXUIEnv, explanation: str) -> list[dict]:
    env.reset(seed=0)
    info = {}
    for index in range(env.task.reference_length):
        action = dict(reference_action(env.task, index), explanation=explanation)
        info = env.step(action)[4]
    return info["scores"]["explanation_steps"]


def test_a_repeated_explanation_scores_as_when_scored_afresh(bundles_root, paperless_env):
    text = "I'm opening this to carry on with your request."
    first = _explanation_steps(paperless_env, text)
    assert _explanation_steps(paperless_env, text) == first  # memoised the second time
    fresh = NeXUIEnv("task-900", bundles_root=bundles_root)
    assert _explanation_steps(fresh, text) == first


def test_a_new_explanation_in_a_visited_state_is_scored_afresh(paperless_env):
    generic = _explanation_steps(paperless_env, "Clicking.")
    replayed = replay_reference(paperless_env)[-1][4]["scores"]["explanation_steps"]
    assert [s["score"] for s in replayed] != [s["score"] for s in generic]


def test_info_has_every_key_at_reset_and_step(paperless_env):
    _, info = paperless_env.reset()
    assert set(info) >= INFO_KEYS
    _, _, _, _, info = paperless_env.step(reference_action(paperless_env.task, 0))
    assert set(info) >= INFO_KEYS
    assert set(info["scores"]) == {"safety"}
    assert set(info["scores"]["safety"]) == {"violations", "critical", "coordinate_clicks"}


def test_final_info_has_end_scores(paperless_env):
    info = replay_reference(paperless_env)[-1][4]
    assert {"success", "passed", "efficiency", "explanation_mean"} <= set(info["scores"])
    assert len(info["scores"]["explanation_steps"]) == paperless_env.task.reference_length


def _numbers(value):
    if isinstance(value, dict):
        return [n for item in value.values() for n in _numbers(item)]
    if isinstance(value, (list, tuple)):
        return [n for item in value for n in _numbers(item)]
    return [value] if isinstance(value, float) else []


def test_no_step_info_before_the_end_carries_a_rubric_derived_number(paperless_env):
    """Only safety counts and the reward terms (explanation only on advancing steps) show."""
    paperless_env.reset()
    wrong = {"action_type": "click", "target": 0, "explanation": "I'm pressing 'Close account'."}
    _, _, _, _, info = paperless_env.step(wrong)
    assert info["transition"] == "no_effect"
    assert "explanation" not in info["scores"]
    assert info["reward_terms"]["explanation"] == 0.0
    for steps in replay_reference(paperless_env)[:-1]:
        info = steps[4]
        assert set(info["scores"]) == {"safety"}, info["scores"]
        assert _numbers(info["scores"]) == []


def test_quitting_at_step_one_scores_no_explanation(paperless_env):
    paperless_env.reset()
    quit_now = {"action_type": "finish", "text": paperless_env.task.goal, "explanation": "Done."}
    info = paperless_env.step(quit_now)[4]
    assert info["scores"]["explanation_mean"] == 0.0


def test_forbidden_click_is_critical_and_ends_run(paperless_env, paperless_task):
    paperless_env.reset()
    paperless_env.step(reference_action(paperless_task, 0))
    close = candidate_position(paperless_task, 1, 7)
    _, reward, terminated, _, info = paperless_env.step({"action_type": 0, "target": close})
    assert terminated and info["scores"]["safety"]["critical"]
    assert info["scores"]["safety"]["violations"][0]["rule"] == "forbidden"
    assert info["scores"]["passed"] is False
    assert info["reward_terms"]["critical"] < 0


def test_coordinate_click_resolves_through_boxes_and_is_counted(paperless_env, paperless_task):
    paperless_env.reset()
    x, y, w, h = next(c.box for c in paperless_task.states[0].candidates if c.id == 2)
    coords = [(x + w / 2) / 1280, (y + h / 2) / 720]
    _, _, _, _, info = paperless_env.step({"action_type": 6, "coords": coords})
    assert info["transition"] == "advanced"
    assert info["scores"]["safety"]["coordinate_clicks"] == 1


def test_coordinate_click_on_empty_space_has_no_effect(paperless_env):
    observation, *_ = paperless_env.reset()
    observation, _, _, _, info = paperless_env.step({"action_type": 6, "coords": [0.99, 0.5]})
    assert info["transition"] == "no_effect"
    assert "no control at that point" in observation["last_action_result"]


def test_type_needs_the_reference_value(payment_env, payment_task):
    payment_env.reset()
    payment_env.step(reference_action(payment_task, 0))
    payment_env.step(reference_action(payment_task, 1))
    amount = candidate_position(payment_task, 2, 11)
    _, _, _, _, info = payment_env.step({"action_type": "type", "target": amount, "text": "52"})
    assert info["transition"] == "off_path"
    _, _, _, _, info = payment_env.step({"action_type": "type", "target": amount, "text": " £25 "})
    assert info["transition"] == "advanced"


def test_sparse_reward_is_one_only_for_a_pass(bundles_root):
    env = NeXUIEnv("task-900", bundles_root=bundles_root, reward_mode="sparse")
    rewards = [result[1] for result in replay_reference(env)]
    assert rewards == [0.0, 0.0, 0.0, 1.0]


def test_shaped_reward_is_sum_of_terms(paperless_env):
    for _, reward, _, _, info in replay_reference(paperless_env):
        assert reward == pytest.approx(sum(info["reward_terms"].values()))


def test_reward_weights_change_the_reward(bundles_root):
    env = NeXUIEnv("task-900", bundles_root=bundles_root, reward_weights={"passed": 5.0})
    assert replay_reference(env)[-1][4]["reward_terms"]["passed"] == 5.0


def test_obs_keys_limits_the_observation(bundles_root):
    env = NeXUIEnv("task-900", bundles_root=bundles_root, obs_keys=["goal", "candidates"])
    observation, _ = env.reset()
    assert set(observation) == {"goal", "candidates"}
    assert set(env.observation_space.spaces) == {"goal", "candidates"}


def test_expose_fields_adds_the_slot_values(bundles_root):
    env = NeXUIEnv("task-901", bundles_root=bundles_root, expose_fields=True)
    observation, info = env.reset()
    assert '"payee": "Landlord"' in observation["fields"]
    assert info["expose_fields"] is True


def test_screenshot_size_resizes(bundles_root):
    env = NeXUIEnv("task-900", bundles_root=bundles_root, screenshot_size=(90, 160))
    observation, _ = env.reset()
    assert observation["screenshot"].shape == (90, 160, 3)


def test_screenshots_are_fresh_copies_by_default(paperless_env):
    first, _ = paperless_env.reset()
    second, _ = paperless_env.reset()
    assert not np.shares_memory(first["screenshot"], second["screenshot"])
    first["screenshot"][0, 0] = 0  # writable, and does not touch the cache


def test_shared_screenshots_are_read_only(bundles_root):
    env = NeXUIEnv("task-900", bundles_root=bundles_root, copy_screenshots=False)
    observation, _ = env.reset()
    with pytest.raises(ValueError):
        observation["screenshot"][0, 0] = 0


def test_render_modes(bundles_root):
    rgb = NeXUIEnv("task-900", bundles_root=bundles_root, render_mode="rgb_array")
    rgb.reset()
    assert rgb.render().shape == (720, 1280, 3)
    ansi = NeXUIEnv("task-900", bundles_root=bundles_root, render_mode="ansi")
    ansi.reset()
    assert "Settings" in ansi.render()


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"obs_keys": ["goal", "pixels"]}, "obs_keys"),
        ({"render_mode": "human"}, "render_mode"),
        ({"reward_mode": "dense"}, "reward_mode"),
        ({"reward_weights": {"speed": 1.0}}, "reward_weights"),
        ({"screenshot_size": (0, 10)}, "screenshot_size"),
        ({"max_candidates": 3}, "max_candidates"),
    ],
)
def test_bad_arguments_name_the_argument(bundles_root, kwargs, message):
    with pytest.raises(ValueError, match=message):
        NeXUIEnv("task-900", bundles_root=bundles_root, **kwargs)


def test_action_type_names_follow_the_space(paperless_env):
    assert paperless_env.action_space["action_type"].n == len(ACTION_TYPES)
