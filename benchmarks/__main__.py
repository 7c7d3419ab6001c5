"""``python -m benchmarks``: the benchmark table, and the same as JSON."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from benchmarks.suite import format_rows, run_suite, write_json


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repeats and steps")
    parser.add_argument(
        "--out", type=Path, default=Path("runs/benchmarks.json"), help="JSON results"
    )
    args = parser.parse_args()
    start = time.perf_counter()
    rows = run_suite(quick=args.quick)
    print(format_rows(rows))
    write_json(rows, args.out)
    print(f"\n{len(rows)} measurements in {time.perf_counter() - start:.0f} s; JSON: {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
