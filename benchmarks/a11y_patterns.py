"""Agreement of the accessibility engine with Chromium on the pattern pages.

Run from the repository root::

    python -m benchmarks.a11y_patterns                    # print the agreement
    python -m benchmarks.a11y_patterns --capture          # capture every page again first
    python -m benchmarks.a11y_patterns --capture NAME ... # capture only these pages first

The pattern pages (``tests/a11y/patterns/<name>.html``) each exercise a few accessibility
rules; ``--capture`` loads them in Chromium the way ``nexui capture`` loads a task and stores
the snapshot and Chromium's tree in ``tests/a11y/patterns/captured/`` (docs/text-views.md,
"Agreement with Chromium"). Targets: 99% of roles and names, 98% of each state.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
PATTERNS = REPOSITORY / "tests" / "a11y" / "patterns"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.a11y_patterns", description=__doc__)
    parser.add_argument(
        "--capture",
        nargs="*",
        metavar="NAME",
        help="capture the pattern pages (all, or those named) with Chromium first",
    )
    parser.add_argument("--patterns", type=Path, default=PATTERNS, help="the pattern folder")
    parser.add_argument(
        "--max-mismatches", type=int, default=60, help="mismatches to list (default 60)"
    )
    args = parser.parse_args(argv)
    if args.capture is not None:
        from nexui_gym.capture.browser import missing_requirements
        from nexui_gym.capture.patterns import capture_patterns

        missing = missing_requirements()
        if missing:
            print(missing, file=sys.stderr)
            return 2
        written = capture_patterns(args.patterns, args.capture)
        print(f"captured {len(written)} pattern pages into {args.patterns / 'captured'}")
    from nexui_gym.a11y.agreement import format_report, pattern_report

    report = pattern_report(args.patterns)
    print(format_report(report, max_mismatches=args.max_mismatches, unit="pattern pages"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
