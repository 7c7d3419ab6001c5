"""An SB3 policy that scores every candidate slot with the same small network.

A flat MLP over the whole feature observation has to learn "click the good candidate"
separately for each of the 128 slots. Here one network looks at each slot's features next to
a context (goal and progress features) and gives that slot's action logits (click, press a
key, type each offered value: from the slot and the value's features), so what it learns
about one candidate holds for all; each (select, option) pair is scored by one network from
the option's features and its select's slot;
Each slot's network also sees what its name's words mean: a word table (hashed token ids to
learnt vectors, mean-pooled; token dropout, dropout and weight decay against learning each
training site's names) gives the name's vector, its elementwise product with the goal's
projected vector, and their sum (a bilinear goal-name score).
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

from nexui_gym.wrappers.rl_actions import KEYS
from nexui_gym.wrappers.rl_features import CANDIDATE_FEATURES, TOKEN_BUCKETS
from nexui_gym.wrappers.rl_values import OPTION_FEATURES, PAIR_FEATURES, VALUE_FEATURES

HIDDEN = 64
#: Size of a word's learnt vector (the hashed token ids of the names and the goal).
EMBEDDING = 32
#: While training, each token id is dropped (read as padding) with this probability, and the
#: pooled word vectors go through dropout at this rate: with about a hundred training tasks a
#: word table otherwise learns each training site's names.
TOKEN_DROPOUT = 0.3
EMBEDDING_DROPOUT = 0.3
#: L2 weight decay on the word table alone (see :func:`parameter_groups`).
EMBEDDING_DECAY = 1e-3
#: Standard deviation of the word table's initial vectors.
EMBEDDING_INIT = 0.1
#: The feature keys in the order :class:`SlotFeatures` puts them in one tensor.
KEY_ORDER = (
    "candidates",
    "candidate_mask",
    "typed_values",
    "value_pairs",
    "options",
    "name_tokens",
    "goal_tokens",
    "goal",
    "progress",
)


class SlotFeatures(BaseFeaturesExtractor):
    """The feature observation as one tensor: slots, mask, values, value pairs, options,
    then goal and progress."""

    def __init__(self, observation_space: gym.spaces.Dict) -> None:
        size = sum(int(observation_space[key].shape[0]) for key in KEY_ORDER)
        super().__init__(observation_space, size)

    def forward(self, observations: dict[str, torch.Tensor]) -> torch.Tensor:
        return torch.cat([observations[key].flatten(1) for key in KEY_ORDER], dim=1)


class SlotNetwork(nn.Module):
    """Per-slot logits from a shared network, typed-value logits from the slot and the value
    (and how the slot's name matches the value's label), option logits from the option's
    features and its select's slot, ending logits and values from the context."""

    def __init__(
        self,
        slots: int,
        values: int,
        options: int,
        context: int,
        name_tokens: int,
        goal_tokens: int,
    ) -> None:
        super().__init__()
        self.slots, self.values, self.options = slots, values, options
        self.name_tokens, self.goal_tokens = name_tokens, goal_tokens
        self.words = nn.Embedding(TOKEN_BUCKETS, EMBEDDING, padding_idx=0)
        # Small initial vectors: a word no training state has stays near nothing.
        nn.init.normal_(self.words.weight, std=EMBEDDING_INIT)
        with torch.no_grad():
            self.words.weight[0].zero_()
        self.word_dropout = nn.Dropout(EMBEDDING_DROPOUT)
        self.goal_query = nn.Linear(EMBEDDING, EMBEDDING, bias=False)
        self.latent_dim_pi = slots * (1 + len(KEYS) + values) + options + 3
        self.latent_dim_vf = HIDDEN
        self.context_net = nn.Sequential(nn.Linear(context, HIDDEN), nn.Tanh())
        self.slot_net = nn.Sequential(
            nn.Linear(CANDIDATE_FEATURES + 2 * EMBEDDING + 1 + HIDDEN, HIDDEN),
            nn.Tanh(),
            nn.Linear(HIDDEN, HIDDEN),
            nn.Tanh(),
        )
        self.slot_logits = nn.Linear(HIDDEN, 1 + len(KEYS))
        self.value_embedding = nn.Sequential(nn.Linear(VALUE_FEATURES, HIDDEN), nn.Tanh())
        self.value_query = nn.Linear(HIDDEN, HIDDEN)
        self.pair_weights = nn.Linear(HIDDEN, PAIR_FEATURES)
        self.option_net = nn.Sequential(
            nn.Linear(HIDDEN + OPTION_FEATURES - 1, HIDDEN), nn.Tanh(), nn.Linear(HIDDEN, 1)
        )
        self.ending_logits = nn.Linear(2 * HIDDEN, 3)
        self.value_net = nn.Sequential(nn.Linear(2 * HIDDEN, HIDDEN), nn.Tanh())

    def _parts(self, features: torch.Tensor) -> dict[str, torch.Tensor]:
        sizes = {
            "candidates": self.slots * CANDIDATE_FEATURES,
            "candidate_mask": self.slots,
            "typed_values": self.values * VALUE_FEATURES,
            "value_pairs": self.slots * self.values * PAIR_FEATURES,
            "options": self.options * OPTION_FEATURES,
            "name_tokens": self.slots * self.name_tokens,
            "goal_tokens": self.goal_tokens,
        }
        parts, start = {}, 0
        for key, size in sizes.items():
            parts[key] = features[:, start : start + size]
            start += size
        parts["context"] = features[:, start:]
        return parts

    def _encode(self, features: torch.Tensor):
        parts = self._parts(features)
        slots = parts["candidates"].reshape(-1, self.slots, CANDIDATE_FEATURES)
        mask = parts["candidate_mask"].unsqueeze(-1)
        context = self.context_net(parts["context"])
        names = self._pooled(parts["name_tokens"].reshape(-1, self.slots, self.name_tokens))
        goal = self.goal_query(self._pooled(parts["goal_tokens"].unsqueeze(1)))
        meets = names * goal
        words = torch.cat([names, meets, meets.sum(-1, keepdim=True)], dim=-1)
        hidden = self.slot_net(
            torch.cat([slots, words, context.unsqueeze(1).expand(-1, self.slots, -1)], dim=-1)
        )
        pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1.0)
        return parts, hidden, context, pooled

    def _pooled(self, ids: torch.Tensor) -> torch.Tensor:
        """The mean learnt vector of each row's token ids (``(B, R, T)`` to ``(B, R, E)``;
        zero for a row of padding), with token dropout while training."""
        ids = ids.long()
        if self.training and TOKEN_DROPOUT:
            ids = ids.masked_fill(torch.rand(ids.shape, device=ids.device) < TOKEN_DROPOUT, 0)
        present = (ids > 0).float().unsqueeze(-1)
        pooled = (self.words(ids) * present).sum(-2) / present.sum(-2).clamp(min=1.0)
        return self.word_dropout(pooled)

    def forward_actor(self, features: torch.Tensor) -> torch.Tensor:
        return self.forward(features)[0]

    def forward_critic(self, features: torch.Tensor) -> torch.Tensor:
        _, _, context, pooled = self._encode(features)
        return self.value_net(torch.cat([context, pooled], dim=1))

    def forward(self, features: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        parts, hidden, context, pooled = self._encode(features)
        values = self.value_embedding(
            parts["typed_values"].reshape(-1, self.values, VALUE_FEATURES)
        )
        pairs = parts["value_pairs"].reshape(-1, self.slots, self.values, PAIR_FEATURES)
        typed = torch.einsum("bkh,bvh->bkv", self.value_query(hidden), values) / HIDDEN**0.5
        typed = typed + torch.einsum("bkve,bke->bkv", pairs, self.pair_weights(hidden))
        options = parts["options"].reshape(-1, self.options, OPTION_FEATURES)
        where = options[:, :, 0].long().clamp(0, self.slots - 1)
        selects = hidden.gather(1, where.unsqueeze(-1).expand(-1, -1, hidden.shape[-1]))
        chosen = self.option_net(torch.cat([selects, options[:, :, 1:]], dim=-1)).squeeze(-1)
        summary = torch.cat([context, pooled], dim=1)
        per_slot = torch.cat([self.slot_logits(hidden), typed], dim=-1).flatten(1)
        logits = torch.cat([per_slot, chosen, self.ending_logits(summary)], dim=1)
        return logits, self.value_net(summary)


class _SlotScoring:
    """Replaces the MLP extractor with :class:`SlotNetwork` and the action head with identity."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("features_extractor_class", SlotFeatures)
        super().__init__(*args, **kwargs)

    def _build_mlp_extractor(self) -> None:
        space = self.observation_space
        slots = space["candidate_mask"].shape[0]
        values = space["typed_values"].shape[0] // VALUE_FEATURES
        options = space["options"].shape[0] // OPTION_FEATURES
        context = space["goal"].shape[0] + space["progress"].shape[0]
        self.mlp_extractor = SlotNetwork(
            slots,
            values,
            options,
            context,
            space["name_tokens"].shape[0] // slots,
            space["goal_tokens"].shape[0],
        )

    def _build(self, lr_schedule) -> None:
        super()._build(lr_schedule)
        self.action_net = nn.Identity()
        # Small initial logits, as SB3 gives its own action head: start near uniform.
        network = self.mlp_extractor
        for layer in (network.slot_logits, network.ending_logits, network.option_net[-1]):
            nn.init.orthogonal_(layer.weight, gain=0.01)
            nn.init.zeros_(layer.bias)
        self.optimizer = self.optimizer_class(
            parameter_groups(self), lr=lr_schedule(1), **self.optimizer_kwargs
        )


def parameter_groups(policy: nn.Module) -> list[dict]:
    """The policy's parameters for an optimizer: the word table with weight decay
    (:data:`EMBEDDING_DECAY`), everything else without."""
    words = {id(p) for name, p in policy.named_parameters() if name.endswith("words.weight")}
    return [
        {
            "params": [p for p in policy.parameters() if id(p) in words],
            "weight_decay": EMBEDDING_DECAY,
        },
        {"params": [p for p in policy.parameters() if id(p) not in words]},
    ]


class SlotMaskablePolicy(_SlotScoring, MaskableActorCriticPolicy):
    """For ``MaskablePPO``."""


class SlotPolicy(_SlotScoring, ActorCriticPolicy):
    """For ``PPO``."""
