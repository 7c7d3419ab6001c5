"""The in-page JavaScript of ``js/``, read once from the package data."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources


@cache
def script(name: str) -> str:
    """The source of ``js/<name>.js``: a function expression for ``page.evaluate``."""
    return resources.files(__package__).joinpath("js", f"{name}.js").read_text(encoding="utf-8")


def init_script(config: dict[str, object]) -> str:
    """``js/init.js`` applied to ``config``, ready for ``add_init_script``."""
    return f"({script('init')})({json.dumps(config, sort_keys=True)});"
