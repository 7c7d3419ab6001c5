"""Evaluation: the harness behind ``nexui eval``, its metrics, tables and HTML report."""

from nexui_gym.evaluation.metrics import Summary, results, summarize
from nexui_gym.evaluation.runner import EvalConfig, evaluate, run_episode

__all__ = ["EvalConfig", "Summary", "evaluate", "results", "run_episode", "summarize"]
