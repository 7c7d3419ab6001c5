"""Running evaluation episodes as Ray tasks (``nexui eval --backend ray``; extra ``distributed``).

Each task of the split is one Ray task that runs a whole episode and returns its run record,
so the harness writes ``runs.jsonl`` exactly as in a local run (as results arrive, resumable)
and the summary is the same. Without ``--address`` a local Ray is started for the command and
shut down after it; with one, the command joins that cluster, whose nodes need the same
``nexui-gym`` version installed (and the bundles, for a custom ``--bundles`` folder).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

INSTALL_HINT = 'Ray is not installed: pip install "nexui-gym[distributed]"'
CONNECT_HINT = (
    "Check that `ray start` runs at that address and, as a cluster started with "
    "`ray start --head` uses token authentication by default, that this machine has the "
    "cluster's token (~/.ray/auth_token or RAY_AUTH_TOKEN) and RAY_AUTH_MODE=token is set"
)


def _ray():
    try:
        import ray
    except ModuleNotFoundError:
        raise ModuleNotFoundError(INSTALL_HINT) from None
    return ray


def run_on_ray(
    work: Callable[..., dict[str, Any]],
    calls: Sequence[tuple[Any, ...]],
    address: str | None = None,
    num_cpus: int | None = None,
) -> Iterator[dict[str, Any]]:
    """``work(*args)`` for each ``args`` in ``calls`` as Ray tasks; results in finishing order.

    Unfinished tasks are cancelled when the caller stops early (an error, a kill of the
    driver), and a Ray started here is shut down, so nothing is left running.
    """
    ray = _ray()
    started = not ray.is_initialized()
    if started:
        try:
            ray.init(
                address=address,
                num_cpus=None if address else num_cpus,
                include_dashboard=False,
                log_to_driver=False,
                configure_logging=False,
            )
        except ConnectionError as error:
            raise ConnectionError(f"{error}. {CONNECT_HINT}") from None
    remote = ray.remote(num_cpus=1, max_retries=0)(work)
    pending = [remote.remote(*args) for args in calls]
    try:
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for reference in ready:
                yield ray.get(reference)
    finally:
        for reference in pending:
            ray.cancel(reference, force=True)
        if started:
            ray.shutdown()
