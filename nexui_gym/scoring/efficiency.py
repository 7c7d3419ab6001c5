"""Efficiency: steps taken against the reference length."""

from __future__ import annotations

INCOMPLETE_FACTOR = 0.5


def efficiency(steps: int, reference_length: int, completed: bool, states_reached: int) -> float:
    """Efficiency of a run in [0, 1].

    With ``n`` steps taken, ``L`` the reference length and ``r`` the number of reference
    states reached (the start state counts, so ``1 <= r <= L``)::

        base = 1                  if n <= L
             = L / n              otherwise
        efficiency = base                            if the task was completed
                   = 0.5 * base * r / L             otherwise

    Full credit at or under the reference length, less for every extra step; a run that did
    not complete keeps at most half, scaled by how far along the reference path it got, so a
    short unsuccessful run is not treated as efficient.
    """
    if reference_length < 1:
        raise ValueError(f"reference_length: expected at least 1, got {reference_length}")
    if steps < 0:
        raise ValueError(f"steps: expected a count >= 0, got {steps}")
    base = 1.0 if steps <= reference_length else reference_length / steps
    if completed:
        return base
    reached = min(max(states_reached, 0), reference_length)
    return INCOMPLETE_FACTOR * base * reached / reference_length
