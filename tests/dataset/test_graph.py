from nexui_gym.dataset.graph import UNREACHABLE, distances_to_goal, missing_targets, reachable

# 0 -> 1 -> 2 (goal); 0 -> 3 -> 2 via a longer route; 4 is a dead end reached from 3.
EDGES = [(1, 3), (2,), (), (4, 2), ()]


def test_reachable_follows_every_edge_from_the_start():
    assert reachable(EDGES) == {0, 1, 2, 3, 4}
    assert reachable(EDGES, start=1) == {1, 2}


def test_distance_is_the_fewest_transitions_to_a_goal():
    assert distances_to_goal(EDGES, {2}) == (2, 1, 0, 1, UNREACHABLE)


def test_any_goal_counts():
    assert distances_to_goal(EDGES, {2, 4}) == (2, 1, 0, 1, 0)


def test_missing_targets_names_the_state_and_the_edge():
    assert missing_targets([(1,), (5,)]) == [(1, 5)]
