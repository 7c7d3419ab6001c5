"""The LLM baseline: any OpenAI-compatible chat endpoint, the paper's text prompt, JSON replies."""

from __future__ import annotations

import os
import time
from typing import Any

from nexui_gym.baselines.base import EndpointUnreachable, InfrastructureError
from nexui_gym.dataset.model import Task
from nexui_gym.envs.actions import InvalidAction
from nexui_gym.wrappers.llm_prompt import SETTINGS, VISION_KEYS, build_messages
from nexui_gym.wrappers.llm_reply import ReplyError, parse_reply


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

    A reply text that cannot be read, a timeout after the retries, or a request the endpoint
    refuses (HTTP 400) becomes an invalid action: the run ends and the reason is in
    ``info["action_error"]``. A response that arrives but is unusable after the retries (no
    choices, no message, an HTML or cut-off body, a rate limit, a server error) raises
    :class:`InfrastructureError`; an endpoint that cannot be reached, or that refuses the
    key or the model, raises :class:`EndpointUnreachable`.

    After each ``act``, ``last_prompt`` (the messages sent, images replaced by their size),
    ``last_reply`` and ``last_usage`` (the response's token counts) hold what the harness
    stores with the step.
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
        # What the harness stores with each step: the messages sent, the reply and the tokens.
        self.last_prompt: list[dict[str, Any]] | None = None
        self.last_reply: str | None = None
        self.last_usage: dict[str, int] | None = None
        self.name = f"llm-{setting}"
        if setting == "vision":
            # The text keys the prompt reads, plus the screenshot and the boxes to mark on it.
            self.observation_keys = (
                "goal",
                "candidates",
                "history",
                "last_action_result",
                *VISION_KEYS,
            )

    def reset(self, task: Task) -> None:
        self.last_prompt = self.last_reply = self.last_usage = None

    def act(
        self, observation: dict[str, Any], info: dict[str, Any]
    ) -> dict[str, Any] | InvalidAction:
        messages = build_messages(observation, self.setting)
        self.last_prompt = stored_messages(messages)
        self.last_reply = self.last_usage = None
        try:
            reply = self.complete(messages)
        except ModelCallError as error:
            return InvalidAction(f"the model call failed: {error}")
        self.last_reply = reply
        ids = [int(i) for i in observation["candidate_ids"] if i >= 0]
        try:
            return parse_reply(reply, ids)
        except ReplyError as error:
            return InvalidAction(f"unreadable model reply: {error}")

    def complete(self, messages: list[dict[str, Any]]) -> str:
        """The model's reply text, retrying transient failures and unusable responses; the
        response's token usage is kept in ``last_usage``."""
        import openai

        for attempt in range(self.retries + 1):
            last = attempt == self.retries
            try:
                response = self.client.chat.completions.create(
                    model=self.model,
                    messages=messages,
                    temperature=self.temperature,
                    timeout=self.timeout,
                )
                text = reply_text(response)
                self.last_usage = token_usage(response)
                return text
            except openai.APITimeoutError as error:
                if last:
                    raise ModelCallError(
                        f"{type(error).__name__} after {attempt + 1} attempts"
                    ) from error
            except openai.APIConnectionError as error:
                if last:
                    raise EndpointUnreachable(
                        f"the model endpoint cannot be reached ({type(error).__name__}: {error}) "
                        f"after {attempt + 1} attempts"
                    ) from error
            except (
                openai.AuthenticationError,
                openai.PermissionDeniedError,
                openai.NotFoundError,
            ) as error:
                raise EndpointUnreachable(
                    f"the model endpoint refuses the request ({type(error).__name__}: {error}); "
                    "check --model, --base-url and the API key"
                ) from error
            except (
                openai.RateLimitError,
                openai.InternalServerError,
                openai.APIResponseValidationError,
                UnusableResponse,
            ) as error:
                if last:
                    raise InfrastructureError(
                        f"unusable response after {attempt + 1} attempts: {error}"
                    ) from error
            except openai.APIError as error:
                raise ModelCallError(f"{type(error).__name__}: {error}") from error
            except (ValueError, TypeError, AttributeError) as error:
                # A body the client cannot decode (HTML, cut off) surfaces as a plain error.
                if last:
                    raise InfrastructureError(
                        f"unusable response after {attempt + 1} attempts: "
                        f"{type(error).__name__}: {str(error)[:200]}"
                    ) from error
            time.sleep(self.backoff * 2**attempt)
        raise AssertionError("unreachable")


class ModelCallError(RuntimeError):
    """The model did not answer in time, or refused the request: an invalid action."""


class UnusableResponse(ValueError):
    """A response without a reply text (no choices, no message, not a chat completion)."""


def reply_text(response: Any) -> str:
    """The reply text of a chat completion; raises :class:`UnusableResponse` when it has none."""
    choices = getattr(response, "choices", None)
    if not isinstance(choices, (list, tuple)) or not choices:
        raise UnusableResponse(f"no choices in the response ({type(response).__name__})")
    message = getattr(choices[0], "message", None)
    if message is None:
        raise UnusableResponse("the first choice has no message")
    content = getattr(message, "content", None)
    if content is not None and not isinstance(content, str):
        raise UnusableResponse(f"the message content is a {type(content).__name__}, not text")
    return content or ""


USAGE_KEYS = ("prompt_tokens", "completion_tokens", "total_tokens")


def token_usage(response: Any) -> dict[str, int] | None:
    """The ``usage`` of a chat completion as plain numbers (the counts the server sent);
    None when it sent none."""
    usage = getattr(response, "usage", None)
    if usage is None:
        return None
    counts = {key: getattr(usage, key, None) for key in USAGE_KEYS}
    counts = {key: value for key, value in counts.items() if isinstance(value, int)}
    return counts or None


def stored_messages(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The messages as stored with a run: image parts keep their place, not their bytes."""
    stored = []
    for message in messages:
        content = message["content"]
        if isinstance(content, list):
            content = [
                {"type": "image_url", "image_url": {"url": f"(image, {_url_size(part)} bytes)"}}
                if part.get("type") == "image_url"
                else part
                for part in content
            ]
        stored.append({**message, "content": content})
    return stored


def _url_size(part: dict[str, Any]) -> int:
    return len(part.get("image_url", {}).get("url", ""))


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
