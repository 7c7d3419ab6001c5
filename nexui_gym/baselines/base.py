"""The policy protocol every baseline follows, usable in a plain Gymnasium loop::

policy.reset(env.unwrapped.public_task)
observation, info = env.reset(seed=0)
while True:
    action = policy.act(observation, info)
    observation, reward, terminated, truncated, info = env.step(action)
    if terminated or truncated:
        break

A policy with an ``env_wrapper(env)`` method (the SB3 policy: the RL wrappers it was trained
on) acts in ``policy.env_wrapper(env)`` instead of ``env``; the harness applies it.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from nexui_gym.dataset.model import PublicTask


@runtime_checkable
class Policy(Protocol):
    """Chooses actions for one task at a time, from observations and ``info`` only.

    ``reset`` gets the :class:`~nexui_gym.dataset.model.PublicTask` (id, goal, interface,
    exposed fields). The one door to the reference is explicit: a policy whose class sets
    ``reads_reference = True`` (the oracle) gets the whole task instead.
    """

    name: str

    def reset(self, task: PublicTask) -> None:
        """Called before each run with what an agent may know of the task about to run."""

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        """The next action (a dict in the env's action format)."""


class InfrastructureError(RuntimeError):
    """The policy's service answered, but unusably, after its retries (an empty or malformed
    response, a server error, a rate limit).

    Not the policy's failure: the harness records the run as an infrastructure error,
    leaves it out of the scores and runs it again on the next rerun.
    """


class EndpointUnreachable(RuntimeError):
    """The policy's service cannot be reached at all, or refuses the configuration
    (authentication, unknown model): every run would fail the same way, so the harness
    stops and records nothing for the unfinished run."""
