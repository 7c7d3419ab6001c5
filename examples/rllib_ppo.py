"""PPO from Ray RLlib on one NeXUI task, through the RL wrappers, with action masking.

Install (RLlib pins its own gymnasium, 1.2.2 for Ray 2.60; NeXUI Gym works with it)::

    pip install torch==2.13.0 && pip install "nexui-gym[rllib]"
    python examples/rllib_ppo.py --task task-000 --iterations 2

RLlib's default PPO module has no encoder for a Dict of several arrays ("No default encoder
config for obs space=Dict(...)"), and its action-masking module reads
``{"observations": Box, "action_mask": Box}``: :class:`nexui_gym.wrappers.FlatMaskObservation`
gives exactly that from the RL env (the features flattened into one vector, the mask as
floats).
"""

from __future__ import annotations

import argparse
from typing import Any

import gymnasium as gym

ENV_NAME = "nexui-rl"


def make_env(config: dict[str, Any]) -> gym.Env:
    """The env creator RLlib calls in each env runner (``config`` is RLlib's env_config)."""
    from nexui_gym.wrappers import FlatMaskObservation, make_rl_env

    return FlatMaskObservation(make_rl_env(f"NeXUI/{config['task']}"))


def train(task: str = "task-000", iterations: int = 2, batch: int = 256, seed: int = 0):
    """``iterations`` PPO training iterations of ``batch`` env steps each; returns what each
    iteration reports (RLlib's result dicts)."""
    import ray
    from ray.rllib.algorithms.ppo import PPOConfig
    from ray.rllib.core.rl_module.rl_module import RLModuleSpec
    from ray.rllib.examples.rl_modules.classes.action_masking_rlm import (
        ActionMaskingTorchRLModule,
    )
    from ray.tune.registry import register_env

    register_env(ENV_NAME, make_env)
    config = (
        PPOConfig()
        .environment(ENV_NAME, env_config={"task": task})
        .env_runners(num_env_runners=0)  # episodes run in this process
        .training(train_batch_size_per_learner=batch, minibatch_size=min(64, batch), num_epochs=2)
        .rl_module(
            rl_module_spec=RLModuleSpec(
                module_class=ActionMaskingTorchRLModule,
                model_config={"head_fcnet_hiddens": [64, 64]},
            )
        )
        .debugging(seed=seed)
    )
    started = not ray.is_initialized()
    if started:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    algorithm = config.build_algo()
    try:
        return [algorithm.train() for _ in range(iterations)]
    finally:
        algorithm.stop()
        if started:
            ray.shutdown()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--task", default="task-000")
    parser.add_argument("--iterations", type=int, default=2)
    parser.add_argument("--batch", type=int, default=256, help="env steps per iteration")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for number, result in enumerate(train(args.task, args.iterations, args.batch, args.seed), 1):
        runners = result["env_runners"]
        print(
            f"iteration {number}: {runners['num_env_steps_sampled_lifetime']} env steps, "
            f"{runners.get('num_episodes_lifetime', 0)} episodes, "
            f"mean return {runners.get('episode_return_mean', float('nan')):.3f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
