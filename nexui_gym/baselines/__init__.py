"""Baselines: random, probe, oracle, heuristic (and the older keyword one), llm and sb3,
behind one small protocol."""

from __future__ import annotations

from typing import Any

from nexui_gym.a11y.candidate_lines import parse_candidates
from nexui_gym.baselines.base import Policy
from nexui_gym.baselines.heuristic import HeuristicPolicy
from nexui_gym.baselines.keyword import KeywordPolicy
from nexui_gym.baselines.oracle import OraclePolicy
from nexui_gym.baselines.probe import ProbePolicy
from nexui_gym.baselines.random import RandomPolicy

POLICIES = (
    "random",
    "probe",
    "oracle",
    "heuristic",
    "keyword",
    "llm",
    "sb3:PATH",
    "module.path:Factory",
)
#: Policies that read the goal's slot values (``expose_fields=True``) by default.
USES_FIELDS = ("heuristic", "keyword", "sb3")


def make_policy(spec: str, seed: int = 0, **options: Any) -> Policy:
    """A policy from its command-line name: ``random``, ``probe``, ``oracle`` (``oracle:NAME``
    follows an alternative path), ``heuristic``, ``keyword`` (the first heuristic), ``llm``
    (options: ``model``, ``base_url``, ``setting``, ...), ``sb3:PATH`` (a saved SB3 model) or
    ``module.path:Factory`` (your own policy; see ``docs/policies.md``)."""
    if spec == "random":
        return RandomPolicy(seed=seed)
    if spec == "probe":
        return ProbePolicy()
    if spec == "oracle":
        return OraclePolicy()
    if spec.startswith("oracle:"):
        return OraclePolicy(path=spec[len("oracle:") :])
    if spec == "heuristic":
        return HeuristicPolicy()
    if spec == "keyword":
        return KeywordPolicy()
    if spec == "llm":
        from nexui_gym.baselines.llm import LLMPolicy

        if not options.get("model"):
            raise ValueError("the llm policy needs a model name (--model)")
        return LLMPolicy(**options)
    if spec.startswith("sb3:"):
        from nexui_gym.baselines.sb3 import SB3Policy

        return SB3Policy(spec[len("sb3:") :])
    if ":" in spec:
        from nexui_gym.baselines.plugin import load_policy

        return load_policy(spec, seed=seed, **options)
    raise ValueError(f"policy {spec!r}: expected one of {', '.join(POLICIES)}")


def default_expose_fields(spec: str) -> bool:
    return spec.split(":")[0] in USES_FIELDS


__all__ = [
    "POLICIES",
    "HeuristicPolicy",
    "KeywordPolicy",
    "OraclePolicy",
    "Policy",
    "ProbePolicy",
    "RandomPolicy",
    "default_expose_fields",
    "make_policy",
    "parse_candidates",
]
