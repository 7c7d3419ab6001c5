"""The ``nexui`` command. Each sub-command lives beside the code it drives."""

from __future__ import annotations

import argparse
import importlib
import math
import sys

from nexui_gym.errors import NeXUIError

#: Modules that define sub-commands with ``register(subparsers)``; they import little at the top.
COMMAND_MODULES = (
    "nexui_gym.dataset.commands",
    "nexui_gym.capture.commands",
    "nexui_gym.evaluation.commands",
    "nexui_gym.evaluation.play",
    "nexui_gym.baselines.commands",
)


def at_least(minimum: int):
    """An argparse ``type`` for an integer of at least ``minimum``: a value below it is an
    argument error that names the option ("argument --n-envs: expected an integer of at
    least 1, found 0"), not a failure deep inside a run."""

    def integer(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer, found {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(
                f"expected an integer of at least {minimum}, found {value}"
            )
        return value

    return integer


def positive_number(text: str) -> float:
    """An argparse ``type`` for a number above 0 (seconds, say)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, found {text!r}") from None
    if not (value > 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(f"expected a finite number above 0, found {text}")
    return value


def reward_term(text: str) -> tuple[str, float]:
    """An argparse ``type`` for one weight of the shaped reward, ``TERM=NUMBER``
    ("critical=-5"): the term must be one of the reward's and the number finite."""
    from nexui_gym.scoring.reward import DEFAULT_WEIGHTS

    term, equals, number = text.partition("=")
    term = term.strip()
    if not equals:
        raise argparse.ArgumentTypeError(f"expected TERM=NUMBER (critical=-5), found {text!r}")
    if term not in DEFAULT_WEIGHTS:
        raise argparse.ArgumentTypeError(
            f"unknown reward term {term!r}; expected one of {', '.join(DEFAULT_WEIGHTS)}"
        )
    try:
        value = float(number)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a number after '{term}=', found {number!r}"
        ) from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(
            f"expected a finite number after '{term}=', found {number}"
        )
    return term, value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="nexui",
        description="NeXUI Gym: assistive UI agent benchmark environments.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module_name in COMMAND_MODULES:
        importlib.import_module(module_name).register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except NeXUIError as error:
        # Errors raised on purpose say what to fix: one line on stderr, no traceback.
        print(f"nexui {args.command}: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`nexui eval ... | head`): stop quietly, like other tools.
        sys.stderr.close()
        return 1


if __name__ == "__main__":
    sys.exit(main())
