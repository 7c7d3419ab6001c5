"""An SB3 policy that scores every candidate slot with the same small network.

A flat MLP over the whole feature observation has to learn "click the good candidate"
separately for each of the 128 slots. Here one network looks at each slot's features next to
a context (goal and progress features) and gives that slot's action logits (click, press,
type or select each field value), so what it learns about one candidate holds for all;
``back``, ``ask_user`` and ``finish`` get their logits from the context and a pooled summary of the
slots. The logits come out in exactly the layout of
:class:`nexui_gym.wrappers.rl_actions.ActionCodec`, so the action head is the identity.

Use ``SlotMaskablePolicy`` with sb3-contrib's ``MaskablePPO`` and ``SlotPolicy`` with ``PPO``.
"""

from __future__ import annotations

import gymnasium as gym
import torch
from sb3_contrib.common.maskable.policies import MaskableActorCriticPolicy
from stable_baselines3.common.policies import ActorCriticPolicy
from stable_baselines3.common.torch_layers import BaseFeaturesExtractor
from torch import nn

from nexui_gym.wrappers.rl_features import CANDIDATE_FEATURES

HIDDEN = 64


class SlotFeatures(BaseFeaturesExtractor):
    """The feature observation as one tensor: slots, mask, then goal and progress."""

    def __init__(self, observation_space: gym.spaces.Dict) -> None:
        self.slots = observation_space["candidate_mask"].shape[0]
        context = observation_space["goal"].shape[0] + observation_space["progress"].shape[0]
        super().__init__(observation_space, self.slots * CANDIDATE_FEATURES + self.slots + context)

    def forward(self, observations: dict[str, torch.Tensor]) -> torch.Tensor:
        return torch.cat(
            [
                observations["candidates"].flatten(1),
                observations["candidate_mask"],
                observations["goal"],
                observations["progress"],
            ],
            dim=1,
        )


class SlotNetwork(nn.Module):
    """Per-slot logits from a shared network, ending logits and values from the context."""

    def __init__(self, slots: int, context: int, per_slot: int) -> None:
        super().__init__()
        self.slots, self.per_slot = slots, per_slot
        self.latent_dim_pi = slots * per_slot + 3
        self.latent_dim_vf = HIDDEN
        self.context_net = nn.Sequential(nn.Linear(context, HIDDEN), nn.Tanh())
        self.slot_net = nn.Sequential(
            nn.Linear(CANDIDATE_FEATURES + HIDDEN, HIDDEN),
            nn.Tanh(),
            nn.Linear(HIDDEN, HIDDEN),
            nn.Tanh(),
        )
        self.slot_logits = nn.Linear(HIDDEN, per_slot)
        self.ending_logits = nn.Linear(2 * HIDDEN, 3)
        self.value_net = nn.Sequential(nn.Linear(2 * HIDDEN, HIDDEN), nn.Tanh())

    def _encode(self, features: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        width = self.slots * CANDIDATE_FEATURES
        slots = features[:, :width].reshape(-1, self.slots, CANDIDATE_FEATURES)
        mask = features[:, width : width + self.slots].unsqueeze(-1)
        context = self.context_net(features[:, width + self.slots :])
        hidden = self.slot_net(
            torch.cat([slots, context.unsqueeze(1).expand(-1, self.slots, -1)], dim=-1)
        )
        pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1.0)
        return hidden, context, pooled

    def forward_actor(self, features: torch.Tensor) -> torch.Tensor:
        hidden, context, pooled = self._encode(features)
        per_slot = self.slot_logits(hidden).flatten(1)
        return torch.cat([per_slot, self.ending_logits(torch.cat([context, pooled], dim=1))], dim=1)

    def forward_critic(self, features: torch.Tensor) -> torch.Tensor:
        _, context, pooled = self._encode(features)
        return self.value_net(torch.cat([context, pooled], dim=1))

    def forward(self, features: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        hidden, context, pooled = self._encode(features)
        summary = torch.cat([context, pooled], dim=1)
        logits = torch.cat(
            [self.slot_logits(hidden).flatten(1), self.ending_logits(summary)], dim=1
        )
        return logits, self.value_net(summary)


class _SlotScoring:
    """Replaces the MLP extractor with :class:`SlotNetwork` and the action head with identity."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("features_extractor_class", SlotFeatures)
        super().__init__(*args, **kwargs)

    def _build_mlp_extractor(self) -> None:
        slots = self.observation_space["candidate_mask"].shape[0]
        context = self.features_dim - slots * (CANDIDATE_FEATURES + 1)
        self.mlp_extractor = SlotNetwork(slots, context, (self.action_space.n - 2) // slots)

    def _build(self, lr_schedule) -> None:
        super()._build(lr_schedule)
        self.action_net = nn.Identity()
        # Small initial logits, as SB3 gives its own action head: start near uniform.
        for layer in (self.mlp_extractor.slot_logits, self.mlp_extractor.ending_logits):
            nn.init.orthogonal_(layer.weight, gain=0.01)
            nn.init.zeros_(layer.bias)
        self.optimizer = self.optimizer_class(
            self.parameters(), lr=lr_schedule(1), **self.optimizer_kwargs
        )


class SlotMaskablePolicy(_SlotScoring, MaskableActorCriticPolicy):
    """For ``MaskablePPO``."""


class SlotPolicy(_SlotScoring, ActorCriticPolicy):
    """For ``PPO``."""
