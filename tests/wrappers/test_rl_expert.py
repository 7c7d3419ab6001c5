"""Expert demonstrations in the RL action space and the coverage report, on the fixture bundles."""

from __future__ import annotations

from nexui_gym.dataset.loader import load_task
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.wrappers import RL_OBS_KEYS, rl_wrappers
from nexui_gym.wrappers.rl_actions import DiscreteActions
from nexui_gym.wrappers.rl_expert import coverage, walk_task


def wrapped(task_id, bundles_root):
    return rl_wrappers(
        NeXUIEnv(task_id, bundles_root=bundles_root, expose_fields=True, obs_keys=RL_OBS_KEYS)
    )


def discrete(env) -> DiscreteActions:
    while not isinstance(env, DiscreteActions):
        env = env.env
    return env


def test_every_label_takes_the_paths_next_edge(bundles_root):
    task = load_task(bundles_root / "task-900")
    (walk,) = walk_task(task, bundles_root)
    first = walk.demonstrations[0]
    # Click and Enter on the same link: both equivalent actions of the edge are labels.
    assert len(first.labels) == 2
    for label in first.labels:
        env = wrapped("task-900", bundles_root)
        env.reset(seed=0)
        _, _, _, _, info = env.step(label)
        assert info["state_index"] == walk.demonstrations[1].state
        env.close()


def test_walk_ends_with_the_ending_and_passes(bundles_root):
    task = load_task(bundles_root / "task-901")
    (walk,) = walk_task(task, bundles_root)
    assert walk.covered and walk.scores["strict_success"]
    codec = discrete(wrapped("task-901", bundles_root)).codec
    assert walk.demonstrations[-1].labels == (codec.ask_user,)


def test_indices_for_refuses_values_the_space_cannot_express(bundles_root):
    env = wrapped("task-901", bundles_root)
    env.reset(seed=0)
    env.step(discrete(env).indices_for("click", 1)[0])
    actions = discrete(env)
    assert actions.indices_for("select", 10, ["landlord"])  # the goal's payee, any case
    assert actions.indices_for("select", 10, ["Someone else"]) == ()
    assert actions.indices_for("select", 10, ["Landlord"])  # an option read off the axtree
    assert actions.indices_for("press", 10, ["ArrowDown"])
    assert actions.indices_for("press", 10, ["Escape"]) == ()
    assert actions.indices_for("click", 99_999) == ()
    env.close()


def test_coverage_counts_tasks_steps_and_replayed_success(bundles_root):
    report = coverage("test", bundles_root)
    assert report.as_dict() == {
        "split": "test",
        "tasks": 1,
        "reference_covered": 1,
        "any_path_covered": 1,
        "steps": 5,
        "steps_covered": 5,
        "replay_success": 1,
        "replay_strict_success": 1,
        "gaps": [],
    }


def test_rl_coverage_command_prints_a_row_per_split(bundles_root, capsys):
    from nexui_gym.cli import main

    assert main(["rl-coverage", "--split", "dev", "test", "--bundles", str(bundles_root)]) == 0
    out = capsys.readouterr().out
    assert "| dev | 1/1 (100%) | 1/1 (100%) | 4/4 (100%) | 1/1 (100%) | 1/1 (100%) |" in out
    assert "| test | 1/1 (100%) |" in out


def test_expert_labels_lead_one_action_nearer_the_goal(bundles_root):
    from nexui_gym.wrappers.rl_expert import expert_labels

    task = load_task(bundles_root / "task-900")
    env = wrapped("task-900", bundles_root)
    env.reset(seed=0)
    actions = discrete(env)
    labels = expert_labels(actions, task, 0)
    assert labels
    for label in labels:
        env.reset(seed=0)
        _, _, _, _, info = env.step(label)
        assert task.distance[info["state_index"]] == task.distance[0] - 1
    assert expert_labels(actions, task, -1) == ()
    env.close()


def test_expert_labels_end_a_goal_state_with_the_reference_ending(bundles_root):
    from nexui_gym.wrappers.rl_expert import expert_labels

    task = load_task(bundles_root / "task-901")
    env = wrapped("task-901", bundles_root)
    env.reset(seed=0)
    goal = task.distance.index(0)
    assert expert_labels(discrete(env), task, goal) == (discrete(env).codec.ask_user,)
    env.close()
