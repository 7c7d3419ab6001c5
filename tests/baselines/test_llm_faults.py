"""What a model or its endpoint sends never aborts ``nexui eval`` (audit case 2): unreadable
replies are invalid actions, unusable responses infrastructure errors retried on rerun, and
an unreachable endpoint stops the eval with a message and records nothing."""

from __future__ import annotations

import json
import socket
from types import SimpleNamespace as NS

import pytest

from nexui_gym.baselines.base import EndpointUnreachable, InfrastructureError
from nexui_gym.baselines.llm import LLMPolicy
from nexui_gym.cli import main
from nexui_gym.envs.nexui_env import NeXUIEnv
from nexui_gym.evaluation.runner import RUNS_FILE, read_runs
from tests.fake_model import FakeModelServer
from tests.helpers import eval_argv

pytest.importorskip("openai", reason="the llm extra (openai) is not installed")


@pytest.fixture
def server():
    with FakeModelServer() as running:
        yield running


def eval_llm(model: str, base_url: str, bundles_root, out, capsys) -> tuple[int, str]:
    """The exit code, and what the command printed: its output, then its errors."""
    argv = eval_argv("llm", bundles_root, out, "--model", model, "--base-url", base_url)
    code = main([*argv, "--retries", "1", "--timeout", "5"])
    printed = capsys.readouterr()
    return code, printed.out + printed.err


@pytest.mark.parametrize(
    ("model", "reason"),
    [
        ("half-emoji", "the reply is not valid Unicode text (a lone surrogate"),
        ("superscript", "'target' is '²'"),
        ("deep", "nested too deeply"),
    ],
)
def test_unreadable_reply_is_an_invalid_action_and_the_eval_goes_on(
    server, bundles_root, tmp_path, capsys, model, reason
):
    code, out = eval_llm(model, server.base_url, bundles_root, tmp_path, capsys)
    assert code == 0, out
    runs = read_runs(tmp_path / RUNS_FILE)
    assert [run["task_id"] for run in runs] == ["task-900", "task-901"]
    assert all(run["invalid"] and reason in run["invalid_reason"] for run in runs)


@pytest.mark.parametrize("model", ["no-choices", "null-message", "html-body", "cut-body"])
def test_unusable_response_is_an_infrastructure_error_retried_on_rerun(
    server, bundles_root, tmp_path, capsys, model
):
    code, out = eval_llm(model, server.base_url, bundles_root, tmp_path, capsys)
    assert code == 0, out
    assert "infrastructure error (not scored; rerun to retry): task-900" in out
    runs = read_runs(tmp_path / RUNS_FILE)
    assert len(runs) == 2 and all(
        "unusable response after 2" in r["infrastructure_error"] for r in runs
    )
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["overall"]["completed"] == 0 and set(summary["infrastructure_errors"]) == {
        "task-900",
        "task-901",
    }
    eval_llm(model, server.base_url, bundles_root, tmp_path, capsys)
    assert len(read_runs(tmp_path / RUNS_FILE)) == 4  # both retried


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_unreachable_endpoint_stops_the_eval_and_records_nothing(bundles_root, tmp_path, capsys):
    base_url = f"http://127.0.0.1:{free_port()}/v1"
    code, out = eval_llm("payment-agent", base_url, bundles_root, tmp_path, capsys)
    assert code == 2
    assert "error: the model endpoint cannot be reached (APIConnectionError" in out
    assert read_runs(tmp_path / RUNS_FILE) == []


def fake_client(response):
    return NS(chat=NS(completions=NS(create=lambda **kwargs: response)))


@pytest.mark.parametrize(
    "response",
    [
        NS(choices=[]),
        NS(choices=[NS(message=None)]),
        "<html>",
        NS(choices=[NS(message=NS(content=5))]),
    ],
)
def test_policy_raises_infrastructure_error_for_an_unusable_response(bundles_root, response):
    observation, info = NeXUIEnv("task-900", bundles_root=bundles_root).reset(seed=0)
    policy = LLMPolicy("m", client=fake_client(response), retries=1, backoff=0)
    with pytest.raises(InfrastructureError, match="unusable response after 2 attempts"):
        policy.act(observation, info)


def test_refused_key_stops_like_an_unreachable_endpoint(bundles_root):
    import openai

    def refuse(**kwargs):
        error = openai.AuthenticationError.__new__(openai.AuthenticationError)
        Exception.__init__(error, "bad key")
        raise error

    observation, info = NeXUIEnv("task-900", bundles_root=bundles_root).reset(seed=0)
    policy = LLMPolicy("m", client=NS(chat=NS(completions=NS(create=refuse))), retries=1)
    with pytest.raises(EndpointUnreachable, match="refuses the request"):
        policy.act(observation, info)
