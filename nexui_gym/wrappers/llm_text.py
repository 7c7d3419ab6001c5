"""A text channel for LLM loops: the action is the model's raw reply, the observation
carries a ready prompt.

    env = LLMTextWrapper(gym.make("NeXUI/task-042"))
    observation, info = env.reset(seed=0)
    while True:
        reply = my_model(observation["prompt"])          # any chat model
        observation, reward, terminated, truncated, info = env.step(reply)
        if terminated or truncated:
            break

A reply that cannot be read (no JSON, unknown action, an id that is not on the page) ends
the run as an invalid action, with the reason in ``info["action_error"]``.
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym

from nexui_gym.envs.actions import InvalidAction
from nexui_gym.envs.spaces import TEXT_LIMITS, UnicodeText
from nexui_gym.wrappers.llm_prompt import SYSTEM_PROMPT, TEXT_SETTINGS, user_prompt
from nexui_gym.wrappers.llm_reply import ReplyError, parse_reply

PROMPT_LIMIT = 100_000


class LLMTextWrapper(gym.Wrapper, gym.utils.RecordConstructorArgs):
    """Observation: the env's, plus ``prompt`` (the user message) and ``system_prompt``.
    Action: the model's reply text, in the JSON format the prompt asks for.

    Args:
        env: a NeXUI env (one task or a split).
        setting: ``"text"`` (goal, candidates, history) or ``"strong"`` (adds the reader view
            and the ARIA tree), as in the paper's baseline.
    """

    def __init__(self, env: gym.Env, setting: str = "text") -> None:
        gym.utils.RecordConstructorArgs.__init__(self, setting=setting)
        super().__init__(env)
        if setting not in TEXT_SETTINGS:
            raise ValueError(f"setting {setting!r}: expected one of {', '.join(TEXT_SETTINGS)}")
        self.setting = setting
        spaces = dict(env.observation_space.spaces)
        missing = [key for key in ("goal", "candidates", "candidate_ids") if key not in spaces]
        if missing:
            raise ValueError(
                f"LLMTextWrapper needs the observation keys {missing}; keep them in obs_keys"
            )
        spaces["prompt"] = UnicodeText(PROMPT_LIMIT)
        spaces["system_prompt"] = UnicodeText(len(SYSTEM_PROMPT))
        self.observation_space = gym.spaces.Dict(spaces)
        self.action_space = UnicodeText(TEXT_LIMITS["action_text"] * 4)
        self._candidate_ids: list[int] = []

    def reset(self, **kwargs: Any):
        observation, info = self.env.reset(**kwargs)
        return self._with_prompt(observation), info

    def step(self, action: str):
        try:
            parsed = parse_reply(action, self._candidate_ids)
        except ReplyError as error:
            parsed = InvalidAction(f"unreadable model reply: {error}")
        observation, reward, terminated, truncated, info = self.env.step(parsed)
        return self._with_prompt(observation), reward, terminated, truncated, info

    def _with_prompt(self, observation: dict[str, Any]) -> dict[str, Any]:
        self._candidate_ids = [int(i) for i in observation["candidate_ids"] if i >= 0]
        observation = dict(observation)
        observation["prompt"] = user_prompt(observation, self.setting)[:PROMPT_LIMIT]
        observation["system_prompt"] = SYSTEM_PROMPT
        return observation
