"""Instructions the explanation scorer runs per text it scores for the first time, counted by
valgrind: a figure that does not depend on how busy the machine is.

Run from the repository root (needs valgrind: ``apt-get install valgrind``)::

    python benchmarks/scoring_instructions.py            # about a minute on 2 cores
    python benchmarks/scoring_instructions.py --json runs/scoring_instructions.json

The wall-clock row "explanation scoring, first time per text" of ``python -m benchmarks``
moves with the machine: the same code read 0.13 ms on one machine and 0.21 ms on a busier one.
This script counts what that row times, in CPU instructions. Two Python processes run under
``valgrind --tool=cachegrind`` side by side on the same corpus
(:func:`benchmarks.suite.unseen_corpus`, pickled once beforehand so that neither loads the
dataset under valgrind): both empty every scorer cache and score the reference explanations
(:func:`benchmarks.suite.warm_up`); one then scores each labelled explanation once. The
difference of their totals, divided by the number of labelled texts, is the figure.

Counts repeat to within about 0.01% for the same code and interpreter (``PYTHONHASHSEED=0``
fixes the order of sets and dicts of strings, one BLAS thread fixes numpy's start), so a change
to the scorer can be compared with the code before it by running this script in both
checkouts. They are not comparable across Python versions or builds.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
if str(REPOSITORY) not in sys.path:  # run as a script: ``benchmarks`` imports from the root
    sys.path.insert(0, str(REPOSITORY))

#: What each process under valgrind runs: argv is the corpus file and "1" to score the labels.
WORKER = """
import pickle, sys
from benchmarks.suite import warm_up
from nexui_gym.scoring import clear_caches
with open(sys.argv[1], "rb") as corpus:
    cases, labels = pickle.load(corpus)
clear_caches()
warm_up(cases)
if sys.argv[2] == "1":
    for label in labels:
        cases[(label.task, label.step)].score(label.explanation, label.text)
"""
#: cachegrind's summary line of the instructions run ("I refs"; "I   refs:" before 3.21).
INSTRUCTIONS = re.compile(r"^==\d+==\s+I\s+refs:\s+([\d,]+)\s*$", re.MULTILINE)


def instructions_from(report: str) -> int:
    """The instruction count of cachegrind's summary in ``report`` (its standard error)."""
    found = INSTRUCTIONS.search(report)
    if found is None:
        raise ValueError("valgrind printed no 'I refs' summary line:\n" + report[-2000:])
    return int(found.group(1).replace(",", ""))


def count(corpus: Path, with_labels: bool) -> int:
    """Instructions of one worker process under cachegrind."""
    environment = {
        **os.environ,
        "PYTHONHASHSEED": "0",
        "OMP_NUM_THREADS": "1",
        "OPENBLAS_NUM_THREADS": "1",
        "PYTHONPATH": os.pathsep.join(
            filter(None, [str(REPOSITORY), os.environ.get("PYTHONPATH")])
        ),
    }
    command = [
        "valgrind",
        "--tool=cachegrind",
        "--cache-sim=no",
        "--cachegrind-out-file=/dev/null",
        sys.executable,
        "-c",
        WORKER,
        str(corpus),
        "1" if with_labels else "0",
    ]
    done = subprocess.run(command, capture_output=True, text=True, env=environment, cwd=REPOSITORY)
    if done.returncode != 0:
        raise RuntimeError(f"the worker failed under valgrind:\n{done.stderr[-2000:]}")
    return instructions_from(done.stderr)


def measure(cases: dict | None = None, labels: list | None = None) -> dict[str, int | float]:
    """Both counts, and the instructions per first-time text, for the corpus given (by default
    :func:`benchmarks.suite.unseen_corpus`)."""
    if cases is None or labels is None:
        from benchmarks.suite import unseen_corpus

        cases, labels = unseen_corpus()
    if not labels:
        raise ValueError("no labelled explanations to count")
    with tempfile.TemporaryDirectory() as folder:
        corpus = Path(folder) / "corpus.pickle"
        with corpus.open("wb") as out:
            pickle.dump((cases, labels), out, protocol=pickle.HIGHEST_PROTOCOL)
        with ThreadPoolExecutor(max_workers=2) as pool:
            without, with_labels = pool.map(lambda labelled: count(corpus, labelled), (False, True))
    return {
        "texts": len(labels),
        "instructions_warm_up": without,
        "instructions_with_labels": with_labels,
        "instructions_per_text": (with_labels - without) / len(labels),
        "python": sys.version.split()[0],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python benchmarks/scoring_instructions.py", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        parser.error("valgrind is not on PATH (Debian: apt-get install valgrind)")
    figures = measure()
    print(
        f"{figures['instructions_per_text']:,.0f} instructions per first-time text "
        f"({figures['texts']} labelled explanations; totals "
        f"{figures['instructions_with_labels']:,} with them and "
        f"{figures['instructions_warm_up']:,} without; Python {figures['python']})"
    )
    if args.json is not None:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(figures, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
