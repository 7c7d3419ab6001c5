"""The task graph's structure: reachability and distances to a goal. Pure functions.

A task's states are the nodes; ``transitions[i]`` lists the states state ``i`` leads to; goal
states are those where the task's ending is taken. These functions are what ``nexui
validate`` checks (every state reachable from the start, every state able to reach a goal,
no edge to a missing state) and what the env's progress and efficiency measure against.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Sequence

#: Distance of a state that cannot reach any goal state.
UNREACHABLE = -1


def missing_targets(edges: Sequence[Collection[int]]) -> list[tuple[int, int]]:
    """``(state, to)`` for every edge that leads to a state that does not exist."""
    count = len(edges)
    return [(i, to) for i, targets in enumerate(edges) for to in targets if not 0 <= to < count]


def reachable(edges: Sequence[Collection[int]], start: int = 0) -> set[int]:
    """States reachable from ``start`` (itself included)."""
    seen = {start}
    queue = deque([start])
    while queue:
        for to in edges[queue.popleft()]:
            if to not in seen:
                seen.add(to)
                queue.append(to)
    return seen


def distances_to_goal(edges: Sequence[Collection[int]], goals: Collection[int]) -> tuple[int, ...]:
    """Fewest transitions from each state to a goal state (0 at a goal, ``UNREACHABLE`` if
    none can be reached): a breadth-first search backwards from the goals."""
    incoming: list[list[int]] = [[] for _ in edges]
    for i, targets in enumerate(edges):
        for to in targets:
            incoming[to].append(i)
    distance = [UNREACHABLE] * len(edges)
    queue = deque()
    for goal in sorted(goals):
        distance[goal] = 0
        queue.append(goal)
    while queue:
        state = queue.popleft()
        for source in incoming[state]:
            if distance[source] == UNREACHABLE:
                distance[source] = distance[state] + 1
                queue.append(source)
    return tuple(distance)
