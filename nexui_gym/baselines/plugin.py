"""Loading a user's policy from ``module.path:Factory`` (``nexui eval --policy ...``).

``Factory`` is a class or function in an importable module (the current folder is searched
first, as ``python -m`` does). It is called with ``seed=`` when it accepts it, and must return an
object with ``reset(task)`` and ``act(observation, info)``; see ``docs/policies.md``.
"""

from __future__ import annotations

import importlib
import inspect
import os
import re
import sys
from typing import Any

from nexui_gym.baselines.base import Policy

SPEC = re.compile(r"(?P<module>[A-Za-z_][\w.]*):(?P<name>[A-Za-z_]\w*)")


def load_policy(spec: str, seed: int = 0, **options: Any) -> Policy:
    """The policy ``module.path:Factory`` builds; a clear ``ValueError`` for anything wrong."""
    match = SPEC.fullmatch(spec)
    if match is None:
        raise ValueError(
            f"policy {spec!r}: expected a built-in name or module.path:Factory, "
            "for example my_agents.keyboard:KeyboardAgent"
        )
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        module = importlib.import_module(match["module"])
    except ImportError as error:
        raise ValueError(f"policy {spec!r}: cannot import {match['module']!r} ({error})") from None
    factory = getattr(module, match["name"], None)
    if not callable(factory):
        raise ValueError(f"policy {spec!r}: {match['module']} has no callable {match['name']!r}")
    try:
        accepts_seed = "seed" in inspect.signature(factory).parameters
    except (TypeError, ValueError):
        accepts_seed = False
    policy = factory(seed=seed, **options) if accepts_seed else factory(**options)
    missing = [name for name in ("reset", "act") if not callable(getattr(policy, name, None))]
    if missing:
        raise ValueError(
            f"policy {spec!r}: {match['name']}() returned {type(policy).__name__}, which has "
            + " and ".join(f"no {name}()" for name in missing)
            + " (see docs/policies.md)"
        )
    if not isinstance(getattr(policy, "name", None), str):
        policy.name = spec
    return policy
