"""The shared slot network: the learnt word vectors of the names and the goal."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch", reason="the rl extra (torch) is not installed")
pytest.importorskip("sb3_contrib", reason="the rl extra (sb3-contrib) is not installed")

from nexui_gym.baselines import sb3_policy  # noqa: E402
from nexui_gym.baselines.sb3_policy import SlotNetwork, parameter_groups  # noqa: E402
from nexui_gym.wrappers.rl_features import CANDIDATE_FEATURES  # noqa: E402
from nexui_gym.wrappers.rl_values import OPTION_FEATURES, PAIR_FEATURES, VALUE_FEATURES  # noqa: E402

SLOTS, VALUES, OPTIONS, CONTEXT, NAME, GOAL = 3, 2, 2, 5, 4, 6


def network() -> SlotNetwork:
    torch.manual_seed(0)
    return SlotNetwork(SLOTS, VALUES, OPTIONS, CONTEXT, NAME, GOAL)


def features(names: list[list[int]], goal: list[int]) -> torch.Tensor:
    """One observation in :data:`sb3_policy.KEY_ORDER`: every slot present, no values."""
    padded_goal = goal + [0] * (GOAL - len(goal))
    parts = [
        torch.ones(SLOTS * CANDIDATE_FEATURES) * 0.1,
        torch.ones(SLOTS),
        torch.zeros(VALUES * VALUE_FEATURES),
        torch.zeros(SLOTS * VALUES * PAIR_FEATURES),
        torch.zeros(OPTIONS * OPTION_FEATURES),
        torch.tensor([i for name in names for i in name + [0] * (NAME - len(name))]).float(),
        torch.tensor(padded_goal).float(),
        torch.zeros(CONTEXT),
    ]
    return torch.cat(parts).unsqueeze(0)


def test_pooled_word_vectors_are_the_mean_of_the_tokens_and_zero_for_padding():
    net = network().eval()
    ids = torch.tensor([[[5, 9, 0, 0], [0, 0, 0, 0]]]).float()
    pooled = net._pooled(ids)
    expected = (net.words.weight[5] + net.words.weight[9]) / 2
    assert torch.allclose(pooled[0, 0], expected) and not pooled[0, 1].any()


def test_slot_logits_depend_on_how_the_slots_name_meets_the_goal():
    net = network().eval()
    names = [[11, 12], [13], []]
    with torch.no_grad():
        one, _ = net(features(names, [11, 40]))
        other, _ = net(features(names, [77, 78]))
    per_slot = 1 + len(sb3_policy.KEYS) + VALUES
    assert not torch.allclose(one[0, :per_slot], other[0, :per_slot])


def test_token_dropout_acts_only_while_training():
    net = network()
    observation = features([[11, 12, 13, 14], [15], [16]], [11, 12, 13, 14, 15, 16])
    with torch.no_grad():
        assert torch.equal(net.eval()(observation)[0], net(observation)[0])
        net.train()
        assert not torch.equal(net(observation)[0], net(observation)[0])


def test_only_the_word_table_has_weight_decay():
    net = network()
    decayed, plain = parameter_groups(net)
    assert decayed["params"] == [net.words.weight]
    assert decayed["weight_decay"] == sb3_policy.EMBEDDING_DECAY > 0
    assert "weight_decay" not in plain and len(plain["params"]) == len(list(net.parameters())) - 1
