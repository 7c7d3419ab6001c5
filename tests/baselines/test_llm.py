"""The LLM baseline end to end against a local server that answers like a model."""

from __future__ import annotations

import pytest

from nexui_gym.baselines.llm import LLMPolicy
from nexui_gym.evaluation.runner import run_episode
from tests.fake_model import FakeModelServer

pytest.importorskip("openai", reason="the llm extra (openai) is not installed")


@pytest.fixture
def server():
    with FakeModelServer() as running:
        yield running


def policy(server, model, **kwargs):
    return LLMPolicy(model, base_url=server.base_url, timeout=5, retries=1, backoff=0.01, **kwargs)


def test_model_that_pauses_at_the_boundary_passes(server, bundles_root):
    run = run_episode("task-901", policy(server, "payment-agent"), 0, False, bundles_root)
    assert run["passed"] and run["steps"] == 5
    assert run["trajectory"][-1]["action"]["kind"] == "ask_user"
    assert run["trajectory"][0]["model_reply"].startswith("```json")


def test_garbage_reply_is_an_invalid_action(server, bundles_root):
    run = run_episode("task-901", policy(server, "garbage"), 0, False, bundles_root)
    assert run["invalid"] and run["steps"] == 1
    assert "no JSON object" in run["invalid_reason"]
    assert not run["passed"]


def test_unknown_candidate_id_is_an_invalid_action(server, bundles_root):
    run = run_episode("task-901", policy(server, "bad-id"), 0, False, bundles_root)
    assert "999 is not the id of a candidate" in run["invalid_reason"]


def test_timeout_is_retried_then_an_invalid_action(server, bundles_root):
    slow = LLMPolicy("slow", base_url=server.base_url, timeout=0.3, retries=1, backoff=0.01)
    run = run_episode("task-901", slow, 0, False, bundles_root)
    assert run["invalid"] and "APITimeoutError after 2 attempts" in run["invalid_reason"]
    assert server.requests == 2


def test_strong_setting_adds_reader_and_aria_views(server, bundles_root):
    from nexui_gym.wrappers.llm_prompt import user_prompt

    observation = {"goal": "g", "candidates": '[1] link "A"', "reader": "READER", "axtree": "TREE"}
    assert "READER" not in user_prompt(observation, "text")
    strong = user_prompt(observation, "strong")
    assert "READER" in strong and "TREE" in strong


def test_eval_command_runs_the_llm_policy(server, bundles_root, tmp_path, capsys):
    from nexui_gym.cli import main

    code = main(
        [
            "eval",
            "--policy",
            "llm",
            "--model",
            "payment-agent",
            "--base-url",
            server.base_url,
            "--split",
            "test",
            "--bundles",
            str(bundles_root),
            "--out",
            str(tmp_path / "llm"),
            "--quiet",
        ]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "1/1" in out and "100.0%" in out


def test_vision_setting_sends_the_marked_screenshot_as_an_image_part(server, bundles_root):
    import base64
    import io

    from PIL import Image

    from nexui_gym.wrappers.llm_prompt import VISION_NOTE

    run = run_episode(
        "task-901", policy(server, "payment-agent", setting="vision"), 0, False, bundles_root
    )
    assert run["passed"]
    content = server.bodies[0]["messages"][-1]["content"]
    assert [part["type"] for part in content] == ["text", "image_url"]
    assert VISION_NOTE in content[0]["text"] and "Goal:" in content[0]["text"]
    url = content[1]["image_url"]["url"]
    assert url.startswith("data:image/png;base64,")
    image = Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1])))
    assert image.size == (1280, 720)


def test_text_settings_send_no_image(server, bundles_root):
    run_episode(
        "task-901", policy(server, "payment-agent", setting="strong"), 0, False, bundles_root
    )
    assert all(isinstance(body["messages"][-1]["content"], str) for body in server.bodies)


def test_each_step_stores_the_messages_the_reply_and_the_token_usage(server, bundles_root):
    run = run_episode("task-901", policy(server, "payment-agent"), 0, False, bundles_root)
    steps = run["trajectory"]
    assert len(steps) == len(server.bodies) == 5
    for step, body, usage in zip(steps, server.bodies, server.usages, strict=True):
        assert step["model_prompt"] == body["messages"]
        assert step["usage"] == usage
    assert steps[1]["model_reply"].startswith("Sure!")
    assert run["usage"] == {
        "prompt_tokens": sum(u["prompt_tokens"] for u in server.usages),
        "completion_tokens": sum(u["completion_tokens"] for u in server.usages),
        "total_tokens": sum(u["total_tokens"] for u in server.usages),
        "calls": 5,
    }


def test_a_stored_vision_prompt_keeps_the_image_place_not_its_bytes(server, bundles_root):
    run = run_episode(
        "task-901", policy(server, "payment-agent", setting="vision"), 0, False, bundles_root
    )
    stored = run["trajectory"][0]["model_prompt"][-1]["content"]
    sent = server.bodies[0]["messages"][-1]["content"]
    assert stored[0] == sent[0]
    assert stored[1]["image_url"]["url"] == f"(image, {len(sent[1]['image_url']['url'])} bytes)"


def test_a_failed_call_stores_the_prompt_but_no_reply_or_usage(server, bundles_root):
    slow = LLMPolicy("slow", base_url=server.base_url, timeout=0.3, retries=0, backoff=0.01)
    step = run_episode("task-901", slow, 0, False, bundles_root)["trajectory"][0]
    assert step["model_prompt"][0]["role"] == "system"
    assert "model_reply" not in step and "usage" not in step


def test_the_eval_summary_sums_the_token_usage_of_its_runs(server, bundles_root, tmp_path):
    import json

    from nexui_gym.cli import main

    out = tmp_path / "llm"
    argv = ["eval", "--policy", "llm", "--model", "payment-agent", "--base-url", server.base_url]
    argv += ["--split", "test", "--bundles", str(bundles_root), "--out", str(out), "--quiet"]
    assert main(argv) == 0
    summary = json.loads((out / "summary.json").read_text())
    assert summary["usage"]["total_tokens"] == sum(u["total_tokens"] for u in server.usages)
    assert summary["usage"]["calls"] == len(server.usages) and summary["usage"]["runs"] == 1
    assert "model calls over 1 runs" in (out / "summary.md").read_text()
