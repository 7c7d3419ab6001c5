"""The LLM baseline: any OpenAI-compatible chat endpoint, the paper's text prompt, JSON replies."""

from __future__ import annotations

import os
import time
from typing import Any

from nexui_gym.baselines.llm_prompt import SETTINGS, build_messages
from nexui_gym.baselines.llm_reply import ReplyError, parse_reply
from nexui_gym.dataset.model import Task
from nexui_gym.envs.actions import InvalidAction


class LLMPolicy:
    """Asks a chat model for each action.

    Args:
        model: the model name the endpoint serves.
        base_url: the endpoint (``--base-url``), e.g. a local server's ``http://host:port/v1``;
            default: the OpenAI client's default.
        api_key_env: environment variable holding the API key (default ``OPENAI_API_KEY``;
            a placeholder is sent when it is unset, for local servers that need none).
        setting: ``"text"`` (goal, candidates, history) or ``"strong"`` (adds the reader
            view and the ARIA tree).
        timeout: seconds per request. retries: further attempts after a timeout, a
            connection error, a rate limit or a server error, with exponential backoff
            starting at ``backoff`` seconds.

    A reply that cannot be read, or a call that fails after the retries, becomes an invalid
    action: the run ends and the reason is in ``info["action_error"]``.
    """

    name = "llm"

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key_env: str = "OPENAI_API_KEY",
        setting: str = "text",
        timeout: float = 60.0,
        retries: int = 2,
        backoff: float = 1.0,
        temperature: float = 0.0,
        client: Any = None,
    ) -> None:
        if setting not in SETTINGS:
            raise ValueError(f"setting {setting!r}: expected one of {', '.join(SETTINGS)}")
        if retries < 0 or timeout <= 0:
            raise ValueError("retries must be >= 0 and timeout > 0")
        self.model = model
        self.setting = setting
        self.timeout = timeout
        self.retries = retries
        self.backoff = backoff
        self.temperature = temperature
        self.client = client if client is not None else _make_client(base_url, api_key_env)
        self.last_reply: str | None = None
        self.name = f"llm-{setting}"

    def reset(self, task: Task) -> None:
        self.last_reply = None

    def act(
        self, observation: dict[str, Any], info: dict[str, Any]
    ) -> dict[str, Any] | InvalidAction:
        messages = build_messages(observation, self.setting)
        try:
            reply = self.complete(messages)
        except ModelCallError as error:
            self.last_reply = None
            return InvalidAction(f"the model call failed: {error}")
        self.last_reply = reply
        ids = [int(i) for i in observation["candidate_ids"] if i >= 0]
        try:
            return parse_reply(reply, ids)
        except ReplyError as error:
            return InvalidAction(f"unreadable model reply: {error}")

    def complete(self, messages: list[dict[str, str]]) -> str:
        """The model's reply text, retrying transient failures."""
        import openai

        transient = (
            openai.APITimeoutError,
            openai.APIConnectionError,
            openai.RateLimitError,
            openai.InternalServerError,
        )
        for attempt in range(self.retries + 1):
            try:
                response = self.client.chat.completions.create(
                    model=self.model,
                    messages=messages,
                    temperature=self.temperature,
                    timeout=self.timeout,
                )
                return response.choices[0].message.content or ""
            except transient as error:
                if attempt == self.retries:
                    raise ModelCallError(
                        f"{type(error).__name__} after {attempt + 1} attempts"
                    ) from error
                time.sleep(self.backoff * 2**attempt)
            except openai.APIError as error:
                raise ModelCallError(f"{type(error).__name__}: {error}") from error
        raise AssertionError("unreachable")


class ModelCallError(RuntimeError):
    """The endpoint did not answer usably."""


def _make_client(base_url: str | None, api_key_env: str):
    try:
        import openai
    except ModuleNotFoundError:
        raise ModuleNotFoundError(
            "the llm baseline needs the OpenAI client: pip install 'nexui-gym[llm]'"
        ) from None
    api_key = os.environ.get(api_key_env) or "not-needed"
    # Retries are ours (counted and reported); the client's own would hide them.
    return openai.OpenAI(base_url=base_url, api_key=api_key, max_retries=0)
