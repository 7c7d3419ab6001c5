"""Snapshot parsing is linear in the input: time at 10k, 20k and 40k attributes.

Run from the repository root::

    python benchmarks/bench_parse_scaling.py

Three crafted snapshots per size ``n`` (attributes ``a0=x a1=x ...``):

- ``one element``: all ``n`` attributes on one ``<div>``. Over the cap of
  ``MAX_ATTRIBUTES`` per element, so the engine refuses it; the time is that of the
  refusal (the tree-less pass of libxml2's tokenizer). Building its tree took 22 s at 40k.
- ``capped elements``: the same attributes spread over ``<div>`` elements of
  ``MAX_ATTRIBUTES`` each, within the caps: the time is that of building every text view.
- ``list items``: ``n`` list items of one word each: every view again.

Each figure is the fastest of ``--repeat`` runs (CPU time of this thread). For each shape the
last column is the ratio of the time at 40k to the time at 10k: about 4 for linear cost,
16 for quadratic.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
if str(REPOSITORY) not in sys.path:  # run as a script: the checkout's package and benchmarks
    sys.path.insert(0, str(REPOSITORY))

from benchmarks.bench_a11y import fastest  # noqa: E402
from nexui_gym.a11y.views import compute_views  # noqa: E402
from nexui_gym.dataset.limits import MAX_ATTRIBUTES  # noqa: E402

SIZES = (10_000, 20_000, 40_000)


def one_element(n: int) -> bytes:
    return ("<html><body><div " + " ".join(f"a{i}=x" for i in range(n)) + ">x</div>").encode()


def capped_elements(n: int) -> bytes:
    divs = []
    for start in range(0, n, MAX_ATTRIBUTES):
        names = range(start, min(n, start + MAX_ATTRIBUTES))
        divs.append("<div " + " ".join(f"a{i}=x" for i in names) + ">x</div>")
    return ("<html><body>" + "".join(divs) + "</body></html>").encode()


def list_items(n: int) -> bytes:
    return ("<html><body><ul>" + "<li>item</li>" * n + "</ul></body></html>").encode()


def views_or_refusal(html: bytes) -> None:
    # Refused by the caps: that is the point of the "one element" shape.
    with contextlib.suppress(ValueError):
        compute_views(html, (), None, ())


def scaling(shape: Callable[[int], bytes], repeat: int) -> list[tuple[int, int, float]]:
    """(attributes, bytes, milliseconds) for each size (views built without the cache)."""
    rows = []
    for n in SIZES:
        html = shape(n)
        rows.append((n, len(html), fastest(lambda html=html: views_or_refusal(html), repeat)))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'shape':<16} " + " ".join(f"{n:>12,}" for n in SIZES) + "   40k/10k")
    for name, shape in (
        ("one element", one_element),
        ("capped elements", capped_elements),
        ("list items", list_items),
    ):
        rows = scaling(shape, args.repeat)
        times = " ".join(f"{ms:>9.1f} ms" for _, _, ms in rows)
        print(f"{name:<16} {times}   {rows[-1][2] / rows[0][2]:>7.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
